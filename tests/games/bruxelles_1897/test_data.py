"""The data file and the in-app rules text (rules §14; reconstructed values marked)."""

from __future__ import annotations

import json

from boardgames_tui.engine.assets import read_asset_text
from boardgames_tui.games.bruxelles_1897 import RULES
from boardgames_tui.games.bruxelles_1897.components import load_data


def test_component_counts():
    data = load_data()
    assert sum(c.copies for c in data.architects.cards) == 7
    assert sum(data.action_cards.artwork.colors.values()) == 12
    assert data.action_cards.money.count == 23 and data.action_cards.money.grid_value_bef == 3
    mats = "".join(data.action_cards.material.cards)
    assert len(data.action_cards.material.cards) == 12
    assert all(mats.count(x) == 8 for x in "WBM")
    assert data.action_cards.house.count == 16
    assert sum(n.copies for n in data.nobles) == 19
    assert len(data.bonus_cards) == 4 and len(data.brussels.locations) == 3


def test_every_entry_carries_a_mark():
    raw = json.loads(read_asset_text("bruxelles_1897", "components.json"))
    for key, value in raw.items():
        if key.startswith("_") or isinstance(value, list):
            continue
        if key == "action_cards":
            assert all("mark" in v for v in value.values())
        else:
            assert "mark" in value, key
    for item in raw["nobles"] + raw["bonus_cards"] + raw["brussels"]["locations"]:
        assert item["mark"]


def test_reconstructed_values_are_marked_and_named_in_the_rules_text():
    data = load_data()
    names = data.reconstructed_values()
    for expected in ("noble_upkeep_bef", "house_vp_by_distinct_materials",
                     "exhibition_vp_per_color", "leftover_vp", "noble vandervelde",
                     "Brussels stock_exchange", "bonus prison"):
        assert expected in names
    assert data.sale_bef.mark == "confirmed"
    assert data.noble("albert").mark == "reconstructed-1893"
    text = RULES.words.rules_text()
    assert "Reconstructed values" in text
    assert "reconstruction" in text and "2-player adjustment" in text
