"""The data file (§15: one file, every table marked) and the remaining decisions (§14)."""

from __future__ import annotations

import json
from collections import Counter

from boardgames_tui.engine.assets import read_asset_text
from boardgames_tui.games.rococo import RULES, scenario
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
from boardgames_tui.games.rococo.state import Options

from .helpers import act, in_actions, kept_tile, new_state, played


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
    text = RULES.words.rules_text()
    assert "reconstructed" in text.lower() and "REC" not in text  # words, not data codes


def test_d7_terrace_dresses_still_count_for_statues_and_pairs():
    s = scenario.rococo(
        2,
        decorations={"fireworks 3": 0, "statue 1": 0},
        dresses={"King's Hall, space 6": (0, "Y01"), "Hall 2, space 4": (0, "G01")},
    )
    s = scenario.change(s, holdings={0: {"supply": [*s.seats[0].supply, "L6-6"]}})
    assert S.terrace_assignment(s) == {"F3": "Y01"}
    assert S.statue_points(s, 0) == 4
    assert S.card_points(s, 0) == 2


def test_d15_free_tile_with_empty_warehouse_gives_nothing():
    s = scenario.rococo(
        2,
        on_turn=0,
        playing="BASE-M1",
        warehouse={1: [], 2: [], 3: []},
        windows={6: "Y01"},
        holdings={0: {"tiles": ["2 yellow"]}},
    )
    tile = kept_tile(s, 0, {"Y": 2})
    for a in (MakeDress(window=5), HandInTile(tile=tile), RentDress(space="H1-5")):
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
    s = scenario.rococo(2, round=2)
    left = [c for c in s.hire_display]
    prepare_round(s)
    assert not set(left) & (set(s.hire_display) | set(s.hire_stack))


def test_d25_window_cost_follows_the_dress_when_it_slides():
    s = scenario.rococo(
        2,
        round=2,
        windows=["Y01", "", "", "", "", ""],
        dress_bag=["G01", "G02", "G03", "G04", "G05"],
    )
    prepare_round(s)
    assert s.windows.index("Y01") == 5
    s = scenario.change(s, on_turn=0, playing="BASE-M1", holdings={0: {"tiles": ["2 yellow"]}})
    s = act(s, 0, MakeDress(window=5))
    assert s.seats[0].money == 15  # the dark window costs 0 now


def test_d29_jewel_display_ages_like_the_workshop():
    s = scenario.rococo(
        2,
        options=Options(jewelry_box=True),
        round=2,
        jewels_shown=["Y1", "", "G1", "R1"],
        jewel_bag=["B1", "B2", "B3"],
    )
    prepare_round(s)
    assert s.jewel_display == ["B1", "B2", "Y1", "G1"]  # R1 on the last slot left


def test_zero_dresses_never_place_and_all_halls_once_per_player():
    s = scenario.rococo(3, dresses={"Hall 5, space 3": (0, "Y01")})
    assert S.hall_majorities(s) == {0: 3 + 0, 1: 0, 2: 0}
    assert S.fireworks_majority(s) == {0: 0, 1: 0, 2: 0}


def test_skip_bonus_is_always_offered():
    s = act(played(in_actions(new_state(2)), "BASE-J"), 0, SkipMain())
    assert SkipBonus() in RULES.legal_actions(s, 0)
