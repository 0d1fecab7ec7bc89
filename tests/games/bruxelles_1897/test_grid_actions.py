"""Art Nouveau placements and the six card actions (rules §6.1, §6.2, D13-D16, D22)."""

from __future__ import annotations

import pytest

from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.games.bruxelles_1897 import RULES
from boardgames_tui.games.bruxelles_1897.actions import (
    Activate,
    Build,
    Free,
    Pass,
    Place,
    Sell,
    Skip,
)
from boardgames_tui.games.bruxelles_1897.placement import house_vp

from .helpers import Player, fresh, grid_of, play


def test_placing_pays_the_chosen_value_and_takes_the_card():
    state = fresh(2, grid=grid_of("Artwork red"))
    money = state.seats[0].money
    after = play(state, Place(card="A13", value=3, row=1, col=2))
    p = after.seats[0]
    assert p.money == money - 3
    assert p.artworks == ["red"]
    assert p.hand.count("A13") == 3
    cell = after.cell(1, 2)
    assert cell.owner == 0 and cell.architect.value == 3
    assert after.current == 1


def test_both_sides_offered_and_only_free_positions():
    state = fresh(2, grid=grid_of("Artwork red"))
    legal = RULES.legal_actions(state, 0)
    values = {(a.card, a.value) for a in legal if a.kind == "place"}
    assert values == {("A13", 1), ("A13", 3), ("A24", 2), ("A24", 4)}
    state = play(state, Place(card="A13", value=1, row=0, col=0))
    legal = RULES.legal_actions(state, 1)
    assert not any(a.kind == "place" and (a.row, a.col) == (0, 0) for a in legal)
    with pytest.raises(IllegalAction, match="already stands"):
        RULES.apply(state, 1, Place(card="A13", value=1, row=0, col=0))


def test_cannot_pay_more_than_you_have():
    state = fresh(2, grid=grid_of("Artwork red"), seats={"Ana": Player(money=2)})
    legal = RULES.legal_actions(state, 0)
    assert all(a.value <= 2 for a in legal if a.kind == "place")
    with pytest.raises(IllegalAction, match="need 3 francs"):
        RULES.apply(state, 0, Place(card="A13", value=3, row=0, col=0))


def test_sale_needs_an_artwork_and_pays_three():
    state = fresh(2, grid=grid_of("Sale"))
    assert not any(a.kind == "place" for a in RULES.legal_actions(state, 0))
    with pytest.raises(IllegalAction, match="artwork"):
        RULES.apply(state, 0, Place(card="A13", value=1, row=0, col=0))
    state = fresh(2, grid=grid_of("Sale"), seats={"Ana": Player(artworks=["blue"])})
    money = state.seats[0].money
    after = play(state, Place(card="A13", value=1, row=0, col=0))
    assert after.seats[0].artworks == []
    assert after.seats[0].money == money - 1 + 3
    assert after.discards["artwork"][-1] == "art:blue"


def test_sale_with_two_colours_asks_which():
    state = fresh(2, grid=grid_of("Sale"),
                  seats={"Ana": Player(artworks=["blue", "red", "red"])})
    after = play(state, Place(card="A13", value=1, row=0, col=0))
    assert after.step == "sell" and after.current == 0
    assert RULES.legal_actions(after, 0) == [Sell(color="blue"), Sell(color="red")]
    done = play(after, Sell(color="red"))
    assert done.seats[0].artworks == ["blue", "red"]
    assert done.current == 1


def test_material_card_gives_both_icons():
    state = fresh(2, grid=grid_of("Material wood+brick"))
    after = play(state, Place(card="A13", value=1, row=0, col=0))
    assert after.seats[0].materials == ["WB"]


def test_house_needs_material():
    state = fresh(2, grid=grid_of("House"))
    assert not any(a.kind == "place" for a in RULES.legal_actions(state, 0))


@pytest.mark.parametrize(
    ("cards", "vp"),
    [(("WW",), 1), (("WB",), 3), (("BB", "WW"), 3), (("BM", "WB"), 6), (("MM", "WB"), 6)],
)
def test_house_vp_by_distinct_materials(cards, vp):
    assert house_vp(cards) == vp


def test_house_build_choice_and_score():
    state = fresh(2, grid=grid_of("House"),
                  seats={"Ana": Player(materials=["wood+brick", "metal+metal", "wood+wood"])})
    after = play(state, Place(card="A13", value=1, row=0, col=0))
    assert after.step == "build"
    options = RULES.legal_actions(after, 0)
    assert Build(cards=("MM", "WB")) in options and Build(cards=("WW",)) in options
    assert Build(cards=("WW", "WW")) not in options
    assert len(options) == 3 + 3
    done = play(after, Build(cards=("MM", "WB")))
    p = done.seats[0]
    assert p.houses == 1 and p.vp == 6 and p.materials == ["WW"]
    assert p.vp_by["construction"] == 6


def test_house_with_one_material_card_builds_at_once():
    state = fresh(2, grid=grid_of("House"), seats={"Ana": Player(materials=["brick+brick"])})
    after = play(state, Place(card="A13", value=1, row=0, col=0))
    assert after.seats[0].houses == 1 and after.seats[0].vp == 1 and after.current == 1


@pytest.mark.parametrize(
    ("noble", "check"),
    [
        ("horta", lambda p: p.architecture == 2),
        ("albert", lambda p: p.nobility == 2),
        ("buls", lambda p: p.prestige == 2),
        ("hankar", lambda p: len(p.materials) == 1),
    ],
)
def test_new_noble_may_be_activated_at_once(noble, check):
    state = fresh(2, grid=grid_of(f"Noble {noble}"))
    after = play(state, Place(card="A13", value=1, row=0, col=0))
    assert after.step == "noble_now"
    assert RULES.legal_actions(after, 0) == [Activate(noble=noble), Skip()]
    done = play(after, Activate(noble=noble))
    p = done.seats[0]
    assert check(p)
    assert [(n.id, n.ready) for n in p.nobles] == [("brugmann", True), (noble, False)]
    kept = play(after, Skip())
    assert [(n.id, n.ready) for n in kept.seats[0].nobles][-1] == (noble, True)


def test_vandervelde_frees_an_architect_usable_this_round():
    state = fresh(2, grid=grid_of("Noble Vandervelde"))
    after = play(play(state, Place(card="A13", value=1, row=0, col=0)),
                 Activate(noble="vandervelde"))
    assert after.seats[0].prison == [] and "A25" in after.seats[0].hand
    assert after.current == 1
    # Ana can play the freed 2/5 on her next turn
    after = play(after, Pass())
    assert any(a.kind == "place" and a.card == "A25" for a in RULES.legal_actions(after, 0))


def test_vandervelde_asks_which_when_prison_holds_two_kinds():
    state = fresh(3, grid=grid_of("Noble Vandervelde"))
    after = play(play(state, Place(card="A13", value=1, row=0, col=0)),
                 Activate(noble="vandervelde"))
    assert after.step == "free"
    assert RULES.legal_actions(after, 0) == [Free(card="A24"), Free(card="A25")]
    done = play(after, Free(card="A25"))
    assert done.seats[0].prison == ["A24"] and done.current == 1


def test_vandervelde_with_empty_prison_does_nothing():
    state = fresh(2, grid=grid_of("Noble Vandervelde"), seats={"Ana": Player(prison=[])})
    hand = list(state.seats[0].hand)
    after = play(play(state, Place(card="A13", value=1, row=0, col=0)),
                 Activate(noble="vandervelde"))
    hand.remove("A13")
    assert after.seats[0].hand == hand and after.current == 1


def test_tracks_stop_at_seven():
    state = fresh(2, grid=grid_of("Noble Horta"), seats={"Ana": Player(architecture=7)})
    after = play(play(state, Place(card="A13", value=1, row=0, col=0)), Activate(noble="horta"))
    assert after.seats[0].architecture == 7


def test_expo_scores_every_player_per_distinct_colour_and_keeps_artworks():
    state = fresh(3, grid=grid_of("Expo"), seats={
        "Ana": Player(artworks=["red", "red", "blue"]),
        "Ben": Player(artworks=["yellow", "green", "blue", "red"])})
    after = play(state, Place(card="A13", value=1, row=0, col=0))
    assert [p.vp for p in after.seats] == [4, 8, 0]
    assert after.seats[1].artworks == ["yellow", "green", "blue", "red"]
    assert after.expo_in_area


def test_expo_variant_spends_artworks_and_gives_first_player():
    state = fresh(2, exhibition_discards_artworks=True, first_player_rule="expo_taker",
                  grid=grid_of("Expo"), on_turn="Ben", seats={"Ben": Player(artworks=["green"])})
    after = play(state, Place(card="A13", value=1, row=0, col=0))
    assert after.seats[1].vp == 2 and after.seats[1].artworks == []
    assert after.first_player == 1


def test_noble_deck_refills_from_discards_when_empty():
    state = fresh(2, grid=grid_of("Noble Hankar"), draw_piles={"material": []},
                  discards={"material": ["Material metal+metal"]})
    after = play(play(state, Place(card="A13", value=1, row=0, col=0)), Activate(noble="hankar"))
    assert after.seats[0].materials == ["MM"]
    assert after.discards["material"] == []
    assert RULES.reveals(state, Activate(noble="hankar"), after)


def test_prototype_house_cost_nth_house_needs_n_cards():
    state = fresh(2, house_cost_mode="nth_house_needs_n_materials", grid=grid_of("House"),
                  seats={"Ana": Player(houses=1, materials=["wood+brick"])})
    assert not any(a.kind == "place" for a in RULES.legal_actions(state, 0))
    with pytest.raises(IllegalAction, match="at least 2 material"):
        RULES.apply(state, 0, Place(card="A13", value=1, row=0, col=0))
    state = fresh(2, house_cost_mode="nth_house_needs_n_materials", grid=grid_of("House"),
                  seats={"Ana": Player(houses=1, materials=["wood+brick", "metal+metal",
                                                            "wood+wood"])})
    after = play(state, Place(card="A13", value=1, row=0, col=0))
    options = RULES.legal_actions(after, 0)
    assert all(len(b.cards) == 2 for b in options) and len(options) == 3


def test_prototype_house_vp_per_material():
    assert house_vp(("WB", "MM"), "per_material_same1_diff2") == 2 * 3 + 1
    assert house_vp(("WW",), "per_material_same1_diff2") == 2 + 1
    state = fresh(2, house_vp_mode="per_material_same1_diff2", grid=grid_of("House"),
                  seats={"Ana": Player(materials=["brick+brick"])})
    after = play(state, Place(card="A13", value=1, row=0, col=0))
    assert after.seats[0].vp == 3
