"""The data file (§15: one file, every table marked) and the remaining decisions (§14)."""

from __future__ import annotations

import json
from collections import Counter

from boardgames_tui.engine.assets import read_asset_text
from boardgames_tui.games.rococo import RULES
from boardgames_tui.games.rococo import components as C
from boardgames_tui.games.rococo import scoring as S
from boardgames_tui.games.rococo.actions import (
    HandInTile,
    MakeDress,
    PlayCard,
    RentDress,
    SkipBonus,
    SkipMain,
)
from boardgames_tui.games.rococo.rounds import prepare_round

from .helpers import act, in_actions, new_state, played, rent, tile_with


def test_every_table_carries_a_status():
    raw = json.loads(read_asset_text("rococo", "components.json"))
    tables = {k: v for k, v in raw.items() if not k.startswith("_")}
    assert all(v["status"] in ("R", "S", "REC") for v in tables.values())
    assert raw["dresses"]["status"] == "REC" and raw["constants"]["status"] == "R"
    assert all(side["status"] == "REC" for side in raw["board_sides"]["sides"].values())


def test_component_counts_match_the_rulebook():
    d = C.data()
    assert Counter(x.colours[0] for x in d.dresses) == {"Y": 13, "G": 13, "R": 10, "B": 6}
    assert min(x.value for x in d.dresses) == 6 and max(x.value for x in d.dresses) == 28
    assert {x.pp for x in d.dresses} == {2, 3, 4}
    assert len(d.tiles) == 48 and len(d.premium_tiles) == 6
    assert Counter(c.level for c in d.hire_deck) == {1: 6, 2: 4, 3: 4, 4: 4, 5: 4, 6: 6}
    assert sum(1 for c in d.hire_deck if c.crown) == 4
    level5 = Counter(c.type for c in d.hire_deck if c.level == 5)
    assert level5 == {"master": 2, "journeyman": 1, "apprentice": 1}
    assert Counter(j.colour for j in d.jewels) == {"Y": 7, "G": 7, "R": 6, "B": 4}  # D-27
    assert {j.kind for j in d.jewels if j.colour in "YR"} == {"necklace"}
    assert C.board(2).window_costs[-2:] == [0, 0]  # D-26


def test_rules_text_names_reconstructed_numbers():
    text = RULES.rules_text()
    assert "reconstructed" in text.lower() and "REC" not in text  # words, not data codes


def test_d7_terrace_dresses_still_count_for_statues_and_pairs():
    s = new_state(2)
    s.decorations.update({"F3": 0, "S1": 0})
    rent(s, "H1-6", 0, "Y01")
    rent(s, "H2-4", 0, "G01")
    s.seats[0].supply.append("L6-6")
    assert S.terrace_assignment(s) == {"F3": "Y01"}
    assert S.statue_points(s, 0) == 4
    assert S.card_points(s, 0) == 2


def test_d15_free_tile_with_empty_warehouse_gives_nothing():
    s = in_actions(new_state(2))
    s.warehouse = [[-1, -1, -1] for _ in range(3)]
    s.windows[5] = "Y01"
    s.seats[0].tiles = [tile_with({"Y": 2})]
    s = played(s, "BASE-M1")
    for a in (MakeDress(window=5), HandInTile(tile=tile_with({"Y": 2})), RentDress(space="H1-5")):
        s = act(s, 0, a)
    assert s.turn is None  # no free-tile step, Master has no bonus: turn over


def test_d19_players_without_cards_are_skipped():
    s = in_actions(new_state(3), hands={0: ["BASE-M1"], 1: [], 2: ["BASE-M1", "BASE-M2"]})
    s = act(s, 0, PlayCard(card="BASE-M1"))
    s = act(s, 0, SkipMain())
    assert s.current == 2
    s = act(s, 2, PlayCard(card="BASE-M1"))
    s = act(s, 2, SkipMain())
    assert s.current == 2  # seats 0 and 1 are empty-handed


def test_d24_hire_leftovers_leave_the_game():
    s = new_state(2)
    left = [c for c in s.hire_display]
    s.round = 2
    prepare_round(s)
    assert not set(left) & (set(s.hire_display) | set(s.hire_stack))


def test_d25_window_cost_follows_the_dress_when_it_slides():
    s = new_state(2)
    s.windows = ["Y01", "", "", "", "", ""]
    s.dress_bag = ["G01", "G02", "G03", "G04", "G05"]
    s.round = 2
    prepare_round(s)
    assert s.windows.index("Y01") == 5
    s = played(in_actions(s), "BASE-M1")
    s.seats[0].tiles = [tile_with({"Y": 2})]
    s = act(s, 0, MakeDress(window=5))
    assert s.seats[0].money == 15  # the dark window costs 0 now


def test_d29_jewel_display_ages_like_the_workshop():
    s = new_state(2, jewelry_box=True)
    s.jewel_display = ["Y1", "", "G1", "R1"]
    s.jewel_bag = ["B1", "B2", "B3"]
    s.round = 2
    prepare_round(s)
    assert s.jewel_display == ["B1", "B2", "Y1", "G1"]  # R1 on the last slot left


def test_zero_dresses_never_place_and_all_halls_once_per_player():
    s = new_state(3)
    rent(s, "H5-3", 0, "Y01")
    assert S.hall_majorities(s) == {0: 3 + 0, 1: 0, 2: 0}
    assert S.fireworks_majority(s) == {0: 0, 1: 0, 2: 0}


def test_skip_bonus_is_always_offered():
    s = act(played(in_actions(new_state(2)), "BASE-J"), 0, SkipMain())
    assert SkipBonus() in RULES.legal_actions(s, 0)
