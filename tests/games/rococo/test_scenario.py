"""The position builder: pieces named in the game's words land where asked, once each,
and the positions it builds play on."""

from __future__ import annotations

import pytest

from boardgames_tui.games.rococo import RULES, scenario
from boardgames_tui.games.rococo import components as C
from boardgames_tui.games.rococo.actions import HandInTile, RentDress, SellDress
from boardgames_tui.games.rococo.scenario import ScenarioError
from boardgames_tui.games.rococo.state import Options


def _every_dress(s):
    return sorted(
        [*s.dress_bag, *s.dress_discard, *(w for w in s.windows if w)]
        + [o.dress for o in s.halls.values()]
        + ([s.turn.dress] if s.turn is not None and s.turn.dress else [])
    )


def _every_tile(s):
    return sorted(
        [*s.resource_bag, *s.resource_discard, *(t for seg in s.warehouse for t in seg if t >= 0)]
        + [t for p in s.seats for t in p.tiles]
    )


def test_named_places_land_on_the_board():
    s = scenario.rococo(
        3,
        dresses={"King's Hall, space 1": ("P1", "Y05"), "Hall 4, space 3": (1, "G01")},
        decorations={"musician in Hall 4": "P1", "fireworks 2": "P3", "fountain lower 1": 1},
        windows={2: "Y04"},
        warehouse={1: ["2 green", None, "1 yellow 1 red"]},
        favour="P2",
    )
    assert s.halls["H1-1"].seat == 0 and s.halls["H1-1"].dress == "Y05" and s.halls["H1-1"].master
    assert s.halls["H4-3"].seat == 1 and not s.halls["H4-3"].master
    assert s.decorations == {"M-H4": 0, "F2": 2, "KB1": 1}
    assert s.windows[1] == "Y04" and all(s.windows)
    assert [C.tile(t).bales for t in s.warehouse[0] if t >= 0] == [{"G": 2}, {"Y": 1, "R": 1}]
    assert s.warehouse[0][1] == -1 and s.favor_holder == 1


def test_pieces_are_moved_not_copied():
    start = scenario.rococo(2)
    window_dress = start.windows[0]
    s = scenario.change(
        start,
        dresses={"Hall 2, space 1": (0, window_dress)},
        holdings={0: {"tiles": ["2 green", "2 green"]}},
    )
    assert _every_dress(s) == _every_dress(start)
    assert _every_tile(s) == _every_tile(start)
    assert window_dress not in s.windows and all(s.windows)  # refilled from the bag
    a, b = s.seats[0].tiles
    assert a != b and C.tile(a).bales == C.tile(b).bales == {"G": 2}
    assert start.halls == {}  # the state given is left alone


def test_on_turn_playing_and_making():
    s = scenario.rococo(2, on_turn="P2", playing="BASE-J", hands={"P2": ["BASE-M1"]})
    assert s.phase == "actions" and RULES.to_act(s) == [1] and s.turn.card == "BASE-J"
    assert s.seats[1].hand == ["BASE-M1"] and "BASE-J" not in s.seats[1].supply
    assert s.seats[0].hand == ["BASE-M2"] and all(p.chosen for p in s.seats)
    made = scenario.change(s, making="Y08")
    legal = RULES.legal_actions(made, 1)
    assert SellDress() in legal and any(isinstance(a, RentDress) for a in legal)
    waiting = scenario.change(
        s, making="Y07", silk_handed_in=False, holdings={1: {"tiles": ["2 yellow"]}}
    )
    assert all(isinstance(a, HandInTile) for a in RULES.legal_actions(waiting, 1))


def test_card_piles_are_exact_and_unnamed_base_cards_are_deputed():
    s = scenario.rococo(
        2, holdings={0: {"hand": ["BASE-M1", "BASE-J", "BASE-A1"], "supply": ["BASE-M2"]}}
    )
    p = s.seats[0]
    assert p.hand == ["BASE-M1", "BASE-J", "BASE-A1"] and p.supply == ["BASE-M2"]
    assert p.removed == ["BASE-A2"]
    shown = s.hire_display[0]
    hired = scenario.change(s, holdings={1: {"discard": [shown]}})
    assert hired.seats[1].discard == [shown] and shown not in hired.hire_display
    assert all(hired.hire_display)  # the slot is refilled from the stack


def test_jewels_and_exam_with_the_jewelry_box():
    s = scenario.rococo(
        2,
        options=Options(jewelry_box=True),
        jewels_shown=["G1", "Y1", "R1", "B1"],
        holdings={"P2": {"jewels": ["Y2"], "exam_tasks": ["J1"]}},
    )
    assert s.jewel_display == ["G1", "Y1", "R1", "B1"] and s.seats[1].jewels == ["Y2"]
    assert "Y2" not in s.jewel_bag and s.seats[1].exam_marks == ["J1"]
    with pytest.raises(ScenarioError, match="Jewelry Box"):
        scenario.rococo(2, jewels_shown=["G1", "Y1", "R1", "B1"])


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        ({"dresses": {"Ballroom, space 1": (0, "Y01")}}, "no hall called 'Ballroom'"),
        ({"dresses": {"Hall 5, space 9": (0, "Y01")}}, "guest spaces 1 to 5"),
        (
            {"dresses": {"Hall 2, space 1": (0, "Y01"), "hall 2 space 1": (1, "Y02")}},
            "given twice",
        ),
        ({"dresses": {"Hall 2, space 1": (0, "Y01"), "Hall 2, space 2": (1, "Y01")}}, "twice"),
        ({"dresses": {"Hall 2, space 1": ("George", "Y01")}}, "no player is called 'George'"),
        ({"dresses": {"Hall 2, space 1": (0, "F01")}}, "not in this game"),
        ({"decorations": {"fireworks 9": 0}}, "4 spaces for fireworks"),
        ({"decorations": {"chandelier": 0}}, "no decoration"),
        ({"warehouse": {1: ["3 purple"]}}, "no silk colour"),
        ({"warehouse": {1: ["lots of green"]}}, "tile's silk"),
        ({"holdings": {0: {"gold": 3}}}, "holds none of"),
        ({"windows": {7: "Y01"}}, "numbered 1 to 6"),
        ({"playing": "BASE-M1"}, "who is on turn"),
        ({"round": 8}, "no round 8"),
    ],
)
def test_impossible_requests_say_why(request_, message):
    with pytest.raises(ScenarioError, match=message):
        scenario.rococo(2, **request_)
