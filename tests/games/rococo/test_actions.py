"""The six main actions, their restrictions and the rulebook examples (§5.3-§5.6)."""

from __future__ import annotations

import pytest

from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.engine.match import Match
from boardgames_tui.games.rococo import RULES
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

from .helpers import act, in_actions, new_state, played, rent, tile_with


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
    s = played(in_actions(new_state(4)), "BASE-A1")
    s.warehouse[0] = [tile_with({"G": 2}), -1, -1, -1]
    s.warehouse[1] = [tile_with({"Y": 2}), tile_with({"Y": 2}), -1, -1]
    s.warehouse[2] = [tile_with({"R": 2})] * 3 + [-1]
    assert [B.segment_price(s, i) for i in range(3)] == [0, 1, 2]
    s.warehouse[2] = [tile_with({"R": 2})] * 4
    assert B.segment_price(s, 2) == 2
    s = act(s, 0, AcquireTile(segment=1, slot=0, use="yarn"))
    assert s.seats[0].money == 14 and s.seats[0].yarn == 2


def test_rulebook_tile_two_green_gives_yarn_or_lace_or_silk():
    s = played(in_actions(new_state(2)), "BASE-A1")
    s.warehouse[0] = [tile_with({"G": 2}), -1, -1]
    uses = {
        a.use for a in RULES.legal_actions(s, 0) if isinstance(a, AcquireTile) and a.segment == 0
    }
    assert uses == {"keep", "yarn", "lace"}
    kept = act(s, 0, AcquireTile(segment=0, slot=0, use="keep"))
    assert kept.seats[0].tiles == [tile_with({"G": 2})] and kept.seats[0].money == 15


def test_rulebook_make_dress_example_mike():
    """Master, yellow thimble dress (3 yellow + 1 lace) under a 4-Livre window; he pays
    4 Livre, 1 lace and a tile with 3 yellow + 1 red; the red bale is lost."""
    s = in_actions(new_state(2))
    s.windows[1] = "Y05"
    s.seats[0].tiles = [tile_with({"Y": 3, "R": 1})]
    appr = played(s, "BASE-J")
    assert MakeDress(window=1) not in RULES.legal_actions(appr, 0)  # thimble needs a Master
    s = played(s, "BASE-M1")
    s = act(s, 0, MakeDress(window=1))
    assert (s.seats[0].money, s.seats[0].lace) == (11, 0)
    s = act(s, 0, HandInTile(tile=tile_with({"Y": 3, "R": 1})))
    assert s.turn.step == "place" and s.seats[0].tiles == []
    s = act(s, 0, RentDress(space="H1-1"))  # a Master space: made with a Master
    assert s.halls["H1-1"].seat == 0 and s.halls["H1-1"].master


def test_several_tiles_pay_and_master_space_needs_master():
    s = in_actions(new_state(2))
    s.windows[3] = "G01"  # 2 green, window cost 2
    s.seats[0].tiles = [tile_with({"G": 1, "Y": 1}), tile_with({"G": 1}), tile_with({"R": 2})]
    s = played(s, "BASE-J")
    s = act(s, 0, MakeDress(window=3))
    hand_in = {a.tile for a in RULES.legal_actions(s, 0)}
    assert tile_with({"R": 2}) not in hand_in and len(hand_in) == 2
    s = act(s, 0, HandInTile(tile=tile_with({"G": 1})))
    s = act(s, 0, HandInTile(tile=tile_with({"G": 1, "Y": 1})))
    spaces = {a.space for a in RULES.legal_actions(s, 0) if isinstance(a, RentDress)}
    assert "H1-1" not in spaces and "H1-3" in spaces
    s = act(s, 0, RentDress(space="H1-3"))  # bonus 3 Livre
    assert s.seats[0].money == 15 - 2 + 3


def test_sell_dress_gives_value():
    s = in_actions(new_state(2))
    s.windows[4] = "B01"
    s.seats[0].tiles = [tile_with({"B": 2})]
    s = played(s, "BASE-M1")
    s = act(s, 0, MakeDress(window=4))
    s = act(s, 0, HandInTile(tile=tile_with({"B": 2})))
    s = act(s, 0, SellDress())
    assert s.seats[0].money == 15 + 12 and "B01" in s.dress_discard


def test_rent_bonus_resource_tile_is_free():
    s = in_actions(new_state(2))
    s.windows[5] = "Y01"
    s.seats[0].tiles = [tile_with({"Y": 2})]
    s = played(s, "BASE-M1")
    for a in (MakeDress(window=5), HandInTile(tile=tile_with({"Y": 2})), RentDress(space="H1-5")):
        s = act(s, 0, a)
    assert s.turn.step == "free_tile"
    money = s.seats[0].money
    s = act(s, 0, RULES.legal_actions(s, 0)[0])
    assert s.seats[0].money == money


def test_hire_prices_and_card_goes_to_hand():
    s = played(in_actions(new_state(2)), "BASE-M1")
    assert B.hire_price(s) == 5
    s.hire_display[0] = ""
    assert B.hire_price(s) == 3  # rulebook: 3 displayed -> 3 Livre
    card = s.hire_display[1]
    s = act(s, 0, Hire(slot=1))
    assert s.seats[0].money == 12 and card in s.seats[0].hand
    s.hire_display = ["", "", "", "L1-1"]
    assert B.hire_price(s) == 0


def test_depute_money_and_minimum_deck():
    s = in_actions(new_state(2), hands={0: ["BASE-M1", "BASE-J", "BASE-A1"]})
    s2 = act(s, 0, PlayCard(card="BASE-J"))
    s2 = act(s2, 0, Depute())
    assert s2.seats[0].money == 22 and "BASE-J" in s2.seats[0].removed
    # deck of 4: no depute
    s3 = in_actions(new_state(2), hands={0: ["BASE-M1", "BASE-J", "BASE-A1"]})
    s3.seats[0].supply = ["BASE-M2"]
    s3 = act(s3, 0, PlayCard(card="BASE-M1"))
    assert B.deck_size(s3, 0) == 4 and Depute() not in RULES.legal_actions(s3, 0)


def test_kitchen_one_space_per_row():
    s = played(in_actions(new_state(2)), "BASE-A2")
    s.seats[0].money = 50
    s = act(s, 0, FundDecoration(space="KA1"))
    assert s.seats[0].money == 46
    s2 = played(s, "BASE-A1")
    spaces = {a.space for a in RULES.legal_actions(s2, 0) if isinstance(a, FundDecoration)}
    assert "KA2" not in spaces and "KB1" in spaces and "F1" in spaces


def test_rulebook_income_example():
    """George 5; Eve row B + 3 dresses = 8; Mike row A with 3 decorations (2 kitchen) and
    row B with 1 dress = 9."""
    s = new_state(3)
    george, eve, mike = 0, 1, 2
    s.decorations = {"KB1": eve, "KA1": mike, "KB2": mike, "S1": mike}
    for i, space in enumerate(["H2-4", "H2-5", "H3-4"]):
        rent(s, space, eve, ["Y01", "Y02", "G01"][i])
    rent(s, "H4-4", mike, "R01")
    assert [B.income(s, x) for x in (george, eve, mike)] == [5, 8, 9]
    collect_income(s)
    assert [p.money for p in s.seats] == [20, 23, 24]


def test_all_halls_bonus_taken_once_on_presence():
    s = new_state(2)
    for hall, dress in zip(
        ["H1-6", "H2-4", "H3-4", "H4-3"], ["Y01", "Y02", "Y03", "Y04"], strict=True
    ):
        rent(s, hall, 0, dress)
    s.decorations["M-H5"] = 0
    B.check_all_halls(s, 0)
    assert s.all_halls == [0] and s.seats[0].all_halls == 0
    B.check_all_halls(s, 0)
    assert s.all_halls == [0]


def test_all_halls_after_rent_action():
    s = new_state(2)
    for hall, dress in zip(
        ["H1-6", "H2-4", "H3-4", "H4-3"], ["Y01", "Y02", "Y03", "Y04"], strict=True
    ):
        rent(s, hall, 1, dress)
    s.windows[5] = "G01"
    s.seats[1].tiles = [tile_with({"G": 2})]
    s = played(in_actions(s, seat=1), "BASE-J", seat=1)
    for a in (MakeDress(window=5), HandInTile(tile=tile_with({"G": 2})), RentDress(space="H5-3")):
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
