"""Options: solo Rival (§10), Jewelry Box (§12), mini add-ons (§11), validation."""

from __future__ import annotations

import pytest

from boardgames_tui.engine.scoring import RIVAL_SEAT
from boardgames_tui.games.rococo import RULES, scenario
from boardgames_tui.games.rococo import components as C
from boardgames_tui.games.rococo import scoring as S
from boardgames_tui.games.rococo.actions import (
    AcquireTile,
    BuyJewel,
    ChooseHand,
    FundDecoration,
    HandInTile,
    MakeDress,
    RentDress,
    SkipMain,
    TakeExam,
)
from boardgames_tui.games.rococo.state import Options

from .helpers import act, in_actions, kept_tile, new_state, played


def test_options_validated_against_player_count():
    with pytest.raises(ValueError, match="solo"):
        RULES.setup(["A", "B"], 1, Options(solo_score_rival=True))
    with pytest.raises(ValueError):
        RULES.setup([f"P{i}" for i in range(6)], 1, Options())
    assert RULES.setup(["A"], 1, Options(solo_score_rival=True)).solo


def test_solo_rival_removes_first_hire_card_and_cycles():
    s = new_state(1)
    first = s.hire_display[0]
    s = RULES.apply(s, 0, RULES.legal_actions(s, 0)[0])
    assert s.phase == "actions" and s.hire_display[0] == "" and first not in s.hire_display
    assert not RULES.view.private_decision(s, 0)
    rightmost = s.windows[-1]
    s = act(s, 0, RULES.legal_actions(s, 0)[0])
    s = act(s, 0, SkipMain())
    while s.turn is not None:
        s = act(s, 0, RULES.legal_actions(s, 0)[-1])
    # step 1: tailor the rightmost dress into the emptiest hall, first non-Master space
    assert s.halls["H1-3"].seat == C.RIVAL and s.halls["H1-3"].dress == rightmost
    for _ in range(2):
        s = act(s, 0, RULES.legal_actions(s, 0)[0])
        s = act(s, 0, SkipMain())
        while s.turn is not None and s.phase == "actions":
            s = act(s, 0, RULES.legal_actions(s, 0)[-1])
    assert sum(1 for seg in s.warehouse for t in seg if t >= 0) == 9  # refilled next round
    assert s.round == 2
    assert s.decorations.get("M-H5") == C.RIVAL  # cheapest musician in rounds 1-3


def test_solo_rival_scores_with_two_player_rule_and_rating():
    s = scenario.rococo(
        1,
        options=Options(solo_score_rival=True),
        dresses={
            "King's Hall, space 6": ("Rival", "Y01"),
            "King's Hall, space 7": ("Rival", "Y02"),
            "King's Hall, space 3": (0, "Y03"),
        },
    )
    assert S.hall_majorities(s) == {0: 0, C.RIVAL: 5}
    assert S.rival_score(s) == 5 + 4
    sheet = RULES.score_sheet(s)
    # the Rival is a row of its own and wins (it wins ties too): a finished game has a winner
    rival = next(r for r in sheet.rows if r.seat == RIVAL_SEAT)
    assert rival.total == 9 and rival.name == "the Rival"
    assert sheet.winners == [RIVAL_SEAT]
    assert "solo rating: Apprentice" in sheet.tiebreak_label
    assert S.solo_rating(85) == "Master"


def test_jewelry_box_setup_builds_exam_decks():
    s = new_state(2, jewelry_box=True)
    assert len(s.exam_decks["journeyman"]) == 4 and len(s.exam_decks["master"]) == 4
    levels = [C.card(c).level for c in s.hire_stack] + [C.card(c).level for c in s.hire_display]
    assert sorted(levels).count(2) == 4 and sorted(levels).count(5) == 4
    assert all(s.jewel_display) and len(s.jewel_display) == 4


def test_jewel_bought_after_rent_colour_match_gives_free_tile():
    s = scenario.rococo(
        2,
        options=Options(jewelry_box=True),
        on_turn=0,
        playing="BASE-M1",
        windows={6: "Y01"},
        holdings={0: {"tiles": ["2 yellow"]}},
        jewels_shown=["G1", "Y1", "R1", "B1"],  # prices 4 3 2 1
    )
    tile = kept_tile(s, 0, {"Y": 2})
    for a in (MakeDress(window=5), HandInTile(tile=tile), RentDress(space="H1-6")):
        s = act(s, 0, a)
    assert s.turn.step == "jewel"
    buys = [a for a in RULES.legal_actions(s, 0) if isinstance(a, BuyJewel)]
    assert buys == [BuyJewel(slot=1), BuyJewel(slot=2)]  # necklaces only for a lady's dress
    s = act(s, 0, BuyJewel(slot=1))
    assert s.seats[0].jewels == ["Y1"] and s.seats[0].money == 15 - 0 - 3
    assert s.turn.step == "free_tile"


def test_jewels_give_income_and_end_points():
    from boardgames_tui.games.rococo import board as B

    s = scenario.rococo(
        2, options=Options(jewelry_box=True), holdings={0: {"jewels": ["Y1", "G1"]}}
    )
    assert B.income(s, 0) == 7 and S.card_points(s, 0) == 2


def test_journeyman_exam_with_apprentice_tasks():
    s = scenario.rococo(
        2,
        options=Options(jewelry_box=True),
        on_turn=0,
        playing="BASE-A1",
        warehouse={1: ["2 yellow", "2 green", None]},
    )
    s = act(s, 0, AcquireTile(segment=0, slot=0, use="yarn"))
    assert s.seats[0].exam_marks == ["J1"]
    s = scenario.change(s, holdings={0: {"exam_tasks": ["J1", "J2"]}})
    s2 = played(in_actions(s), "BASE-A2")
    s2 = act(s2, 0, FundDecoration(space="KA1"))
    assert sorted(s2.seats[0].exam_marks) == ["J1", "J2", "J3"]
    s3 = played(in_actions(s2), "BASE-A1")
    exams = [a for a in RULES.legal_actions(s3, 0) if isinstance(a, TakeExam)]
    assert exams and all(a.exam == "journeyman" for a in exams)
    money = s3.seats[0].money
    s3 = act(s3, 0, exams[0])
    p = s3.seats[0]
    assert exams[0].card in p.hand and "BASE-A1" in p.removed
    assert p.money == money - 3 and p.exam_marks == []


def test_master_dress_marks_nothing_for_journeyman_exam():
    s = scenario.rococo(
        2,
        options=Options(jewelry_box=True),
        on_turn=0,
        playing="BASE-M1",
        warehouse={1: ["2 yellow", None, None]},
    )
    s = act(s, 0, AcquireTile(segment=0, slot=0, use="yarn"))
    assert s.seats[0].exam_marks == []


def test_fancy_garments_and_premium_tiles_enter_the_bags():
    s = new_state(2, fancy_garments=True, extra_resources=True)
    bag = set(s.dress_bag) | set(s.windows)
    assert {"F01", "F06"} <= bag and len(bag) == 48
    tiles = set(s.resource_bag) | {t for seg in s.warehouse for t in seg}
    assert len(tiles) == 54


def test_fancy_garment_counts_as_either_colour_for_statues():
    s = scenario.rococo(
        2,
        options=Options(fancy_garments=True),
        decorations={"statue 1": 0},
        dresses={
            "Hall 2, space 4": (0, "Y01"),
            "Hall 2, space 5": (0, "F01"),  # yellow or red: counts as red here
        },
    )
    assert S.statue_points(s, 0) == 4


def test_wild_bale_pays_any_colour():
    s = scenario.rococo(
        2,
        options=Options(extra_resources=True),
        on_turn=0,
        playing="BASE-J",
        windows={5: "B01"},  # 2 blue
        holdings={0: {"tiles": ["1 wild 1 blue"]}},
    )
    wild = kept_tile(s, 0, {"W": 1, "B": 1})
    s = act(s, 0, MakeDress(window=4))
    s = act(s, 0, HandInTile(tile=wild))
    assert s.turn.step == "place"


def test_hand_choice_option_tuple_round_trips():
    s = new_state(2, jewelry_box=True)
    a = RULES.legal_actions(s, 0)[0]
    assert RULES.parse_action(RULES.dump_action(a)) == a
    assert isinstance(a, ChooseHand)
