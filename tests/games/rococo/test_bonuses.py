"""Employee bonuses (§6, §15.3) and the decisions D-8 to D-11, D-16 to D-18, D-21."""

from __future__ import annotations

from boardgames_tui.games.rococo import RULES, scenario
from boardgames_tui.games.rococo import board as B
from boardgames_tui.games.rococo.actions import (
    AcquireTile,
    BuyPrestige,
    DeputeOther,
    DiscardTileForPP,
    FinishBonus,
    FundDecoration,
    HandInTile,
    MakeDress,
    RentDress,
    SellDress,
    SkipBonus,
    SkipMain,
    TakeMaterial,
    UseBonus,
    UseDrawnTile,
)
from boardgames_tui.games.rococo.bonuses import bracket

from .helpers import act, in_actions, kept_tile, new_state, played


def to_bonus(state, card, seat=0):
    return act(played(state, card, seat), seat, SkipMain())


def test_bonus_only_after_main_action_and_optional():
    s = in_actions(new_state(2))
    s = played(s, "BASE-J")
    assert UseBonus() not in RULES.legal_actions(s, 0)
    s = act(s, 0, SkipMain())
    assert RULES.legal_actions(s, 0) == [UseBonus(), SkipBonus()]
    s2 = act(s, 0, UseBonus())
    assert s2.seats[0].money == 17 and s2.turn is None
    s3 = act(s, 0, SkipBonus())
    assert s3.seats[0].money == 15 and "BASE-J" in s3.seats[0].discard


def test_base_masters_have_no_bonus_turn_ends():
    s = played(in_actions(new_state(2)), "BASE-M1")
    s = act(s, 0, SkipMain())
    assert s.turn is None and s.current == 1


def test_apprentice_extra_acquire_even_after_acquire():
    s = played(in_actions(new_state(2)), "BASE-A1")
    s = act(s, 0, RULES.legal_actions(s, 0)[0])  # an acquire
    assert s.turn.step == "bonus"
    s = act(s, 0, UseBonus())
    assert s.turn.step == "extra"
    assert all(isinstance(a, AcquireTile) or a == SkipBonus() for a in RULES.legal_actions(s, 0))


def test_buy_yarn_or_lace_costs_one():
    s = to_bonus(in_actions(new_state(2)), "BASE-A2")
    s = act(s, 0, TakeMaterial(item="lace"))
    assert (s.seats[0].money, s.seats[0].lace) == (14, 2)


def test_l1_2_deputes_other_card_without_money_and_uses_its_bonus():
    s = scenario.rococo(
        2,
        on_turn=0,
        holdings={
            0: {
                "discard": ["BASE-J"],
                "supply": ["BASE-M1", "BASE-A1", "BASE-A2", "L1-6"],
                "hand": ["BASE-M2"],
            }
        },
    )
    s = to_bonus(s, "L1-2")
    assert DeputeOther(card="L1-2") not in RULES.legal_actions(s, 0)  # D-11: not itself
    s = act(s, 0, DeputeOther(card="BASE-J"))
    assert "BASE-J" in s.seats[0].removed and s.seats[0].money == 15
    assert RULES.legal_actions(s, 0) == [UseBonus(), SkipBonus()]  # BASE-J's bonus
    s = act(s, 0, UseBonus())
    assert s.seats[0].money == 17


def test_l2_3_deputes_other_for_money_with_min_deck():
    s = in_actions(new_state(2), hands={0: ["L2-3"], 1: ["BASE-M1"]})
    s = to_bonus(s, "L2-3")
    assert B.deck_size(s, 0) == 6
    s = act(s, 0, DeputeOther(card="BASE-M1"))
    assert s.seats[0].money == 23 and s.turn is None
    # deck of 4 including the played card: nothing to depute
    s2 = scenario.rococo(
        2,
        on_turn=0,
        hands={0: [], 1: ["BASE-M2"]},
        holdings={0: {"supply": ["BASE-M1", "BASE-J", "BASE-A1"]}},
        playing="L2-3",
    )
    s2 = act(s2, 0, SkipMain())
    assert s2.turn is None  # no bonus offered, turn over


def test_l2_2_extra_dress_one_yellow_fewer_no_thimble_no_master_space():
    s = scenario.rococo(
        2,
        on_turn=0,
        # Y04 needs 3 yellow; Y05 is a thimble dress
        windows=["Y04", "Y05", "", "", "", ""],
        holdings={0: {"tiles": ["2 yellow"]}},
    )
    tile = kept_tile(s, 0, {"Y": 2})
    s = to_bonus(s, "L2-2")
    s = act(s, 0, UseBonus())
    assert RULES.legal_actions(s, 0) == [MakeDress(window=0), SkipBonus()]
    s = act(s, 0, MakeDress(window=0))
    s = act(s, 0, HandInTile(tile=tile))
    spaces = {a.space for a in RULES.legal_actions(s, 0) if isinstance(a, RentDress)}
    assert "H1-1" not in spaces  # D-8: an Apprentice made it
    s = act(s, 0, SellDress())
    assert s.seats[0].money == 15 - 6 + 8 and s.turn is None


def test_l4_2_red_dress_up_to_two_red_fewer():
    s = scenario.rococo(2, on_turn=0, windows=["", "", "", "", "R01", ""])  # 2 red, cost 0
    s = to_bonus(s, "L4-2")
    s = act(s, 0, UseBonus())
    s = act(s, 0, MakeDress(window=4))
    assert s.turn.step == "place"  # both red bales waived


def test_deck_size_bracket_counts_played_card_and_four_is_lowest():
    assert bracket({"<=6": 2, "7-8": 6, "9-10": 10, "11+": 14}, 4) == 2
    assert bracket({"<=6": 2, "7-8": 6, "9-10": 10, "11+": 14}, 11) == 14
    s = in_actions(new_state(2))
    supply = [*s.seats[0].supply, "L1-1", "L1-3"]  # 7 cards + L3-4 played = 8
    s = scenario.change(s, holdings={0: {"supply": supply}})
    s = to_bonus(s, "L3-4")
    assert B.deck_size(s, 0) == 8
    s = act(s, 0, UseBonus())
    assert s.seats[0].money == 21


def test_buy_prestige_any_multiple():
    s = to_bonus(in_actions(new_state(2)), "L4-4")
    assert [a.count for a in RULES.legal_actions(s, 0) if isinstance(a, BuyPrestige)] == [1, 2, 3]
    s = act(s, 0, BuyPrestige(count=3))
    assert (s.seats[0].money, s.seats[0].pp) == (3, 3)


def test_l5_4_tiles_for_pp_pools_common_bales():
    s = scenario.rococo(
        2, on_turn=0, holdings={0: {"tiles": ["1 green", "2 yellow", {"B": 1, "R": 1}]}}
    )
    s = to_bonus(s, "L5-4")
    s = act(s, 0, UseBonus())
    for t in list(s.seats[0].tiles):
        s = act(s, 0, DiscardTileForPP(tile=t))
    s = act(s, 0, FinishBonus())
    assert s.seats[0].pp == 1 + 1 + 3 // 2


def test_decoration_and_dress_counting_bonuses():
    s = scenario.rococo(
        2,
        on_turn=0,
        decorations={
            "fireworks 1": 0,
            "statue 1": 0,
            "fountain upper 1": 0,
            "musician in Hall 2": 1,
        },
        dresses={
            "Hall 2, space 4": (0, "Y01"),
            "Hall 2, space 5": (0, "R01"),
            "Hall 3, space 4": (0, "G01"),
            "Hall 3, space 5": (0, "B01"),
        },
    )
    cases = {
        "L2-4": (0, 1),
        "L5-2": (0, 1),
        "L3-1": (3, 0),
        "L3-2": (0, 1),
        "L5-3": (0, 2),
        "L5-1": (4, 0),
        "L2-1": (3, 0),
        "L4-3": (2, 1),
    }
    for card, (money, pp) in cases.items():
        s2 = act(to_bonus(s, card), 0, UseBonus())
        assert (s2.seats[0].money - 15, s2.seats[0].pp) == (money, pp), card


def test_extra_decoration_discount():
    s = scenario.rococo(2, on_turn=0, holdings={0: {"money": 0}})
    s = to_bonus(s, "L6-2")
    s = act(s, 0, UseBonus())
    spaces = {a.space for a in RULES.legal_actions(s, 0) if isinstance(a, FundDecoration)}
    assert "M-H1" in spaces and "F4" not in spaces  # 10 off: 10 -> 0, 12 -> 2


def test_draw_hidden_tile_reveals_and_lets_keep_or_discard():
    s = to_bonus(in_actions(new_state(2)), "L1-3")
    s2 = act(s, 0, UseBonus())
    assert s2.turn.step == "drawn" and s2.seats[0].money == 14
    assert RULES.reveals(s, UseBonus(), s2)
    s3 = act(s2, 0, UseDrawnTile(use="keep"))
    assert len(s3.seats[0].tiles) == 1


def test_draw_hidden_tile_reshuffles_discard_then_nothing():
    s = to_bonus(in_actions(new_state(2)), "L1-5")
    last = scenario.change(s, resource_bag=[], resource_discard=["2 green"])
    s2 = act(last, 0, UseBonus())
    assert s2.turn.drawn_tile == last.resource_discard[0]
    none_left = scenario.change(s, resource_bag=[], resource_discard=[])
    assert RULES.legal_actions(none_left, 0) == [SkipBonus()]


def test_end_cards_have_no_play_bonus():
    s = played(in_actions(new_state(2)), "L6-3")
    s = act(s, 0, SkipMain())
    assert s.turn is None


def test_log_hides_a_kept_face_down_tile():
    s = act(to_bonus(in_actions(new_state(2)), "L1-5"), 0, UseBonus())
    assert RULES.words.describe(s, 0, UseDrawnTile(use="keep")) == "P1 keeps the tile drawn face down"
