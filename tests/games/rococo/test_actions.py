"""The six main actions, their restrictions and the rulebook examples (§5.3-§5.6)."""

from __future__ import annotations

import pytest

from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.engine.match import Match
from boardgames_tui.games.rococo import RULES, scenario
from boardgames_tui.games.rococo import board as B
from boardgames_tui.games.rococo.actions import (
    AcquireTile,
    ClaimFavor,
    Depute,
    FundDecoration,
    HandInTile,
    Hire,
    MakeDress,
    PlayCard,
    RentDress,
    SellDress,
    SkipBonus,
    SkipMain,
)
from boardgames_tui.games.rococo.rounds import collect_income
from boardgames_tui.games.rococo.turns import why_not

from .helpers import act, in_actions, kept_tile, new_state, played, silks


def kinds(state, seat=0):
    return {a.kind for a in RULES.legal_actions(state, seat)}


def test_person_restrictions():
    s = in_actions(new_state(2))
    appr = played(s, "BASE-A1")
    assert "claim_favor" not in kinds(appr) and "hire" not in kinds(appr)
    assert {"acquire_tile", "depute", "fund_decoration", "skip_main"} <= kinds(appr)
    assert why_not(appr, 0, "claim_favor") == "needs a master or journeyman"
    journ = played(s, "BASE-J")
    assert "claim_favor" in kinds(journ) and "hire" not in kinds(journ)
    assert why_not(journ, 0, "hire") == "needs a master"
    master = played(s, "BASE-M1")
    assert {"claim_favor", "hire"} <= kinds(master)


def test_refusal_gives_reason_and_keeps_state():
    s = played(in_actions(new_state(2)), "BASE-A2")
    before = s.model_copy(deep=True)
    with pytest.raises(IllegalAction, match="needs a master"):
        RULES.apply(s, 0, Hire(slot=0))
    assert s == before


def test_queens_favour_once_per_round():
    s = played(in_actions(new_state(2)), "BASE-M1")
    s = act(s, 0, ClaimFavor())
    assert s.seats[0].money == 20 and s.favor_holder == 0
    s2 = played(s, "BASE-J", seat=1)
    assert "claim_favor" not in kinds(s2, 1)


def test_resource_prices_by_tiles_in_segment():
    s = scenario.rococo(
        4,
        on_turn=0,
        playing="BASE-A1",
        warehouse={
            1: ["2 green", None, None, None],
            2: ["2 yellow", "2 yellow", None, None],
            3: ["2 red", "2 red", "2 red", None],
        },
    )
    assert [B.segment_price(s, i) for i in range(3)] == [0, 1, 2]
    full = scenario.change(s, warehouse={3: ["2 red", "2 red", "2 red", "1 red"]})
    assert B.segment_price(full, 2) == 2
    s = act(full, 0, AcquireTile(segment=1, slot=0, use="yarn"))
    assert s.seats[0].money == 14 and s.seats[0].yarn == 2


def test_rulebook_tile_two_green_gives_yarn_or_lace_or_silk():
    s = scenario.rococo(2, on_turn=0, playing="BASE-A1", warehouse={1: ["2 green", None, None]})
    uses = {
        a.use for a in RULES.legal_actions(s, 0) if isinstance(a, AcquireTile) and a.segment == 0
    }
    assert uses == {"keep", "yarn", "lace"}
    kept = act(s, 0, AcquireTile(segment=0, slot=0, use="keep"))
    assert silks(kept.seats[0].tiles) == [{"G": 2}] and kept.seats[0].money == 15


def test_rulebook_make_dress_example_mike():
    """Master, yellow thimble dress (3 yellow + 1 lace) under a 4-Livre window; he pays
    4 Livre, 1 lace and a tile with 3 yellow + 1 red; the red bale is lost."""
    s = scenario.rococo(
        2, on_turn=0, windows={2: "Y05"}, holdings={0: {"tiles": ["3 yellow 1 red"]}}
    )
    appr = played(s, "BASE-J")
    assert MakeDress(window=1) not in RULES.legal_actions(appr, 0)  # thimble needs a Master
    s = played(s, "BASE-M1")
    s = act(s, 0, MakeDress(window=1))
    assert (s.seats[0].money, s.seats[0].lace) == (11, 0)
    s = act(s, 0, HandInTile(tile=kept_tile(s, 0, {"Y": 3, "R": 1})))
    assert s.turn.step == "place" and s.seats[0].tiles == []
    s = act(s, 0, RentDress(space="H1-1"))  # a Master space: made with a Master
    assert s.halls["H1-1"].seat == 0 and s.halls["H1-1"].master


def test_several_tiles_pay_and_master_space_needs_master():
    s = scenario.rococo(
        2,
        on_turn=0,
        playing="BASE-J",
        windows={4: "G01"},  # 2 green, window cost 2
        holdings={0: {"tiles": ["1 green 1 yellow", "1 green", "2 red"]}},
    )
    s = act(s, 0, MakeDress(window=3))
    hand_in = {a.tile for a in RULES.legal_actions(s, 0)}
    assert kept_tile(s, 0, {"R": 2}) not in hand_in and len(hand_in) == 2
    s = act(s, 0, HandInTile(tile=kept_tile(s, 0, {"G": 1})))
    s = act(s, 0, HandInTile(tile=kept_tile(s, 0, {"G": 1, "Y": 1})))
    spaces = {a.space for a in RULES.legal_actions(s, 0) if isinstance(a, RentDress)}
    assert "H1-1" not in spaces and "H1-3" in spaces
    s = act(s, 0, RentDress(space="H1-3"))  # bonus 3 Livre
    assert s.seats[0].money == 15 - 2 + 3


def test_sell_dress_gives_value():
    s = scenario.rococo(
        2, on_turn=0, playing="BASE-M1", windows={5: "B01"}, holdings={0: {"tiles": ["2 blue"]}}
    )
    s = act(s, 0, MakeDress(window=4))
    s = act(s, 0, HandInTile(tile=kept_tile(s, 0, {"B": 2})))
    s = act(s, 0, SellDress())
    assert s.seats[0].money == 15 + 12 and "B01" in s.dress_discard


def test_rent_bonus_resource_tile_is_free():
    s = scenario.rococo(
        2, on_turn=0, playing="BASE-M1", windows={6: "Y01"}, holdings={0: {"tiles": ["2 yellow"]}}
    )
    tile = kept_tile(s, 0, {"Y": 2})
    for a in (MakeDress(window=5), HandInTile(tile=tile), RentDress(space="H1-5")):
        s = act(s, 0, a)
    assert s.turn.step == "free_tile"
    money = s.seats[0].money
    s = act(s, 0, RULES.legal_actions(s, 0)[0])
    assert s.seats[0].money == money


def test_hire_prices_and_card_goes_to_hand():
    s = played(in_actions(new_state(2)), "BASE-M1")
    assert B.hire_price(s) == 5
    s = scenario.change(s, employees_shown=["", *s.hire_display[1:]])
    assert B.hire_price(s) == 3  # rulebook: 3 displayed -> 3 Livre
    card = s.hire_display[1]
    s = act(s, 0, Hire(slot=1))
    assert s.seats[0].money == 12 and card in s.seats[0].hand
    s = scenario.change(s, employees_shown=["", "", "", "L1-1"])
    assert B.hire_price(s) == 0


def test_depute_money_and_minimum_deck():
    s = in_actions(new_state(2), hands={0: ["BASE-M1", "BASE-J", "BASE-A1"]})
    s2 = act(s, 0, PlayCard(card="BASE-J"))
    s2 = act(s2, 0, Depute())
    assert s2.seats[0].money == 22 and "BASE-J" in s2.seats[0].removed
    # deck of 4: no depute
    s3 = scenario.rococo(
        2,
        on_turn=0,
        hands={1: []},
        holdings={0: {"hand": ["BASE-M1", "BASE-J", "BASE-A1"], "supply": ["BASE-M2"]}},
    )
    s3 = act(s3, 0, PlayCard(card="BASE-M1"))
    assert B.deck_size(s3, 0) == 4 and Depute() not in RULES.legal_actions(s3, 0)


def test_kitchen_one_space_per_row():
    s = scenario.rococo(2, on_turn=0, playing="BASE-A2", holdings={0: {"money": 50}})
    s = act(s, 0, FundDecoration(space="KA1"))
    assert s.seats[0].money == 46
    s2 = played(s, "BASE-A1")
    spaces = {a.space for a in RULES.legal_actions(s2, 0) if isinstance(a, FundDecoration)}
    assert "KA2" not in spaces and "KB1" in spaces and "F1" in spaces


def test_rulebook_income_example():
    """George 5; Eve row B + 3 dresses = 8; Mike row A with 3 decorations (2 kitchen) and
    row B with 1 dress = 9."""
    george, eve, mike = 0, 1, 2
    s = scenario.rococo(
        3,
        decorations={
            "fountain lower 1": eve,
            "fountain upper 1": mike,
            "fountain lower 2": mike,
            "statue 1": mike,
        },
        dresses={
            "Hall 2, space 4": (eve, "Y01"),
            "Hall 2, space 5": (eve, "Y02"),
            "Hall 3, space 4": (eve, "G01"),
            "Hall 4, space 4": (mike, "R01"),
        },
    )
    assert [B.income(s, x) for x in (george, eve, mike)] == [5, 8, 9]
    collect_income(s)
    assert [p.money for p in s.seats] == [20, 23, 24]


def test_all_halls_bonus_taken_once_on_presence():
    s = scenario.rococo(
        2,
        dresses={
            "King's Hall, space 6": (0, "Y01"),
            "Hall 2, space 4": (0, "Y02"),
            "Hall 3, space 4": (0, "Y03"),
            "Hall 4, space 3": (0, "Y04"),
        },
        decorations={"musician in Hall 5": 0},
    )
    B.check_all_halls(s, 0)
    assert s.all_halls == [0] and s.seats[0].all_halls == 0
    B.check_all_halls(s, 0)
    assert s.all_halls == [0]


def test_all_halls_after_rent_action():
    s = scenario.rococo(
        2,
        dresses={
            "King's Hall, space 6": (1, "Y01"),
            "Hall 2, space 4": (1, "Y02"),
            "Hall 3, space 4": (1, "Y03"),
            "Hall 4, space 3": (1, "Y04"),
        },
        windows={6: "G01"},
        holdings={1: {"tiles": ["2 green"]}},
        on_turn=1,
        playing="BASE-J",
    )
    tile = kept_tile(s, 1, {"G": 2})
    for a in (MakeDress(window=5), HandInTile(tile=tile), RentDress(space="H5-3")):
        s = act(s, 1, a)
    assert s.all_halls == [1]


def test_undo_within_turn_and_the_turn_end_reveals_nothing():
    m = Match.new(RULES, ["A", "B"], seed=3)
    for seat in (0, 1):
        m.apply(seat, m.legal_actions(seat)[0])
    m.apply(0, m.legal_actions(0)[0])  # play a card
    assert m.can_undo()
    m.apply(0, SkipMain())
    assert m.can_undo()
    before = m.state
    legal = m.legal_actions(0)
    if SkipBonus() in legal:
        after = m.apply(0, SkipBonus())
        assert after.turn_counter == before.turn_counter + 1
        assert not RULES.reveals(before, SkipBonus(), after)  # the last step stays undoable


def test_a_new_round_is_final():
    s = RULES.setup(["A", "B"], 3, None)
    while s.round == 1:
        seat = RULES.to_act(s)[0]
        action = RULES.legal_actions(s, seat)[-1]
        before, s = s, RULES.apply(s, seat, action)
    assert RULES.reveals(before, action, s)
