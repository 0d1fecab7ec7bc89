"""The data file: loads, validates, and matches the rules file's tables (rules §4.3, §17)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from pydantic import ValidationError

from boardgames_tui.engine.assets import read_asset_text
from boardgames_tui.games.azul_summer_pavilion.components import (
    ComponentData,
    board,
    load_components,
)

# Copied from the rules file §4.3 (pillars, statues, windows), the reference for the data.
RULES_SYMBOL_TABLE = """
| pillar-purple | purple/2, purple/3, center/5, center/6 |
| pillar-orange | orange/2, orange/3, center/6, center/1 |
| pillar-red | red/2, red/3, center/1, center/2 |
| pillar-blue | blue/2, blue/3, center/2, center/3 |
| pillar-yellow | yellow/2, yellow/3, center/3, center/4 |
| pillar-green | green/2, green/3, center/4, center/5 |
| statue-purple-orange | purple/1, purple/2, orange/3, orange/4 |
| statue-orange-red | orange/1, orange/2, red/3, red/4 |
| statue-red-blue | red/1, red/2, blue/3, blue/4 |
| statue-blue-yellow | blue/1, blue/2, yellow/3, yellow/4 |
| statue-yellow-green | yellow/1, yellow/2, green/3, green/4 |
| statue-green-purple | green/1, green/2, purple/3, purple/4 |
| window-purple | purple/5, purple/6 |
| window-orange | orange/5, orange/6 |
| window-red | red/5, red/6 |
| window-blue | blue/5, blue/6 |
| window-yellow | yellow/5, yellow/6 |
| window-green | green/5, green/6 |
"""

RULES_FILE = Path("/work/shared/rules/azul-summer-pavilion.md")
ROW = re.compile(r"^\|\s*((?:pillar|statue|window)-[a-z-]+)\s*\|\s*([a-z/0-9, ]+?)\s*\|", re.M)


def _table(text: str) -> dict[str, set[str]]:
    return {m[1]: {s.strip() for s in m[2].split(",")} for m in ROW.finditer(text)}


def _data_symbols() -> dict[str, set[str]]:
    return {s.id: set(s.spaces) for s in load_components().symbols}


def test_the_18_symbol_sets_match_the_rules_table():
    expected = _table(RULES_SYMBOL_TABLE)
    assert len(expected) == 18
    assert _data_symbols() == expected


@pytest.mark.skipif(not RULES_FILE.exists(), reason="shared rules file not on this machine")
def test_the_18_symbol_sets_match_the_rules_file_itself():
    assert _data_symbols() == _table(RULES_FILE.read_text(encoding="utf-8"))


def test_symbols_follow_the_bga_formulas_of_rules_17_8():
    outer = ["purple", "orange", "red", "blue", "yellow", "green"]
    want = {}
    for n in range(1, 7):
        a, b = outer[n - 1], outer[n % 6]
        want[f"statue-{a}-{b}"] = {f"{a}/1", f"{a}/2", f"{b}/3", f"{b}/4"}
        c1, c2 = (n + 3) % 6 + 1, (n + 4) % 6 + 1
        want[f"pillar-{a}"] = {f"{a}/2", f"{a}/3", f"center/{c1}", f"center/{c2}"}
        want[f"window-{a}"] = {f"{a}/5", f"{a}/6"}
    assert _data_symbols() == want


def test_rewards_costs_and_colours():
    data = load_components()
    rewards = {s.kind: s.reward for s in data.symbols}
    assert rewards == {"pillar": 1, "statue": 2, "window": 3}
    assert [c.id for c in data.colours] == ["purple", "green", "orange", "yellow", "blue", "red"]
    assert [c.star_bonus for c in data.colours] == [20, 18, 17, 16, 15, 14]
    assert data.constants.factories_by_players == {2: 5, 3: 7, 4: 9}
    assert data.constants.total_tiles == 132
    b = board()
    std, grey = b.costs["standard"], b.costs["grey"]
    assert [std.count(n) for n in range(1, 7)] == [7] * 6  # rules §17.5
    assert [grey.count(n) for n in range(1, 7)] == [6, 6, 12, 6, 6, 6]
    assert grey[b.space_index["blue/3"]] == 1 and grey[b.space_index["center/4"]] == 3


def test_each_space_belongs_to_the_listed_symbols():
    """Rules §4.3 'which symbols each space belongs to': X/2 and X/3 touch two symbols."""
    b = board()
    names = {i: s.id for i, s in enumerate(b.symbols)}
    touching = {n: {names[s] for s in b.symbols_of_space[i]} for n, i in b.space_index.items()}
    assert touching["red/1"] == {"statue-red-blue"}
    assert touching["red/2"] == {"statue-red-blue", "pillar-red"}
    assert touching["red/3"] == {"pillar-red", "statue-orange-red"}
    assert touching["red/4"] == {"statue-orange-red"}
    assert touching["red/5"] == touching["red/6"] == {"window-red"}
    assert touching["center/1"] == {"pillar-red", "pillar-orange"}


def test_broken_data_is_refused_on_load():
    raw = json.loads(read_asset_text("azul_summer_pavilion", "components.json"))
    raw["symbols"][0]["reward"] = 2
    with pytest.raises(ValidationError, match="reward"):
        ComponentData.model_validate(raw)
    raw = json.loads(read_asset_text("azul_summer_pavilion", "components.json"))
    raw["symbols"][3]["spaces"][0] = "blue/7"
    with pytest.raises(ValidationError, match="unknown spaces"):
        ComponentData.model_validate(raw)
    raw = json.loads(read_asset_text("azul_summer_pavilion", "components.json"))
    raw["stars"][2]["cw_next"] = "blue"
    with pytest.raises(ValidationError, match="clockwise"):
        ComponentData.model_validate(raw)


def test_the_shared_action_tables_follow_the_data():
    """actions.py names colours and builds its tables without reading the data file."""
    from boardgames_tui.games.azul_summer_pavilion.actions import (
        COLOUR_INDEX,
        place_table,
        take_table,
    )

    b = board()
    assert list(COLOUR_INDEX) == b.colour_ids
    assert take_table()[3][COLOUR_INDEX["red"]].model_dump() == {
        "kind": "take",
        "source": 3,
        "colour": "red",
    }
    space = b.space_index["orange/4"]
    assert place_table()[space][COLOUR_INDEX["blue"]][2].model_dump() == {
        "kind": "place",
        "star": "orange",
        "index": 4,
        "colour": "blue",
        "wilds": 2,
    }


def test_placing_names_the_stars_in_the_order_of_the_data():
    from boardgames_tui.games.azul_summer_pavilion.placing import _REWARD, _STAR_INDEX

    assert list(_STAR_INDEX) == board().star_ids
    assert _REWARD == load_components().constants.bonus_reward
