"""Cinquantenaire Park in each `cinquantenaire_mode` (rules §3.4, §6.3, D9, §14)."""

from __future__ import annotations

import pytest

from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.games.bruxelles_1897 import RULES
from boardgames_tui.games.bruxelles_1897.actions import (
    Activate,
    AddArchitect,
    Build,
    ConfirmBrussels,
    ParkAction,
    Sell,
    StartBrussels,
    TakeDiscard,
)
from boardgames_tui.games.bruxelles_1897.components import load_data
from boardgames_tui.games.bruxelles_1897.labels import location_effect

from .helpers import Player, fresh, play

DISCARD = "take_top_discard_and_resolve"
ANY = "any_art_nouveau_action"


def to_park(state):
    s = play(state, StartBrussels(location="cinquantenaire"))
    s = play(s, AddArchitect(card="A13", value=1))
    return play(s, ConfirmBrussels())


def with_discards(mode: str, seats=None, **piles):
    """Only the given discard piles hold cards (listed top card first)."""
    discards = {pile: piles.get(pile, []) for pile in ("artwork", "material", "house", "noble")}
    return fresh(2, cinquantenaire_mode=mode, discards=discards, seats=seats)


def test_default_mode_comes_from_the_data_file():
    assert load_data().variants.cinquantenaire_mode == "draw_artwork"
    assert RULES.Options().cinquantenaire_mode == "draw_artwork"
    assert location_effect("cinquantenaire") == "draw an artwork"
    state = fresh(2)
    top = state.decks["artwork"][-1]
    after = to_park(state)
    assert after.seats[0].artworks == [top.split(":")[1]] and after.current == 1


def test_discard_mode_offers_the_piles_whose_top_can_be_used():
    state = with_discards(DISCARD, artwork=["Artwork blue", "Artwork red"],
                          material=["Material wood+brick"], house=["House"],
                          noble=["Noble Horta"], seats={"Ana": Player(materials=[])})
    s = to_park(state)
    assert s.step == "park" and s.current == 0
    # no material card in hand: the House on top of its pile cannot be built
    assert RULES.legal_actions(s, 0) == [
        TakeDiscard(pile="artwork"), TakeDiscard(pile="material"), TakeDiscard(pile="noble")]
    assert "Cinquantenaire Park — take the top card" in RULES.words.prompt(s)
    assert RULES.words.describe(s, 0, TakeDiscard(pile="artwork")) == (
        "Ana takes Artwork blue from the discards (Cinquantenaire Park)")
    with pytest.raises(IllegalAction, match="cannot carry out"):
        RULES.apply(s, 0, TakeDiscard(pile="house"))
    after = play(s, TakeDiscard(pile="artwork"))
    assert after.seats[0].artworks == ["blue"]
    assert after.discards["artwork"] == ["art:red"]
    assert after.current == 1
    # the discards are face up: nothing hidden was revealed, undo may cross it
    assert not RULES.reveals(s, TakeDiscard(pile="artwork"), after)


def test_discard_mode_resolves_a_noble_and_a_house():
    state = with_discards(DISCARD, house=["House"], noble=["Noble Buls"],
                          seats={"Ana": Player(materials=["wood+brick", "metal+metal"])})
    s = to_park(state)
    n = play(s, TakeDiscard(pile="noble"))
    assert n.step == "noble_now" and n.pending_noble == "buls"
    n = play(n, Activate(noble="buls"))
    assert n.seats[0].prestige == 2 and n.discards["noble"] == []
    h = play(s, TakeDiscard(pile="house"))
    assert h.step == "build"
    h = play(h, Build(cards=("MM", "WB")))
    assert h.seats[0].houses == 1 and h.seats[0].vp == 6 and h.discards["house"] == []


def test_discard_mode_single_pile_is_taken_at_once_and_empty_piles_do_nothing():
    state = with_discards(DISCARD, material=["Material brick+brick"])
    after = to_park(state)
    assert after.seats[0].materials == ["BB"] and after.current == 1
    empty = to_park(with_discards(DISCARD))
    assert empty.current == 1 and empty.seats[0].artworks == []


def test_any_action_mode_lists_the_actions_that_can_be_carried_out():
    state = fresh(2, cinquantenaire_mode=ANY, seats={"Ana": Player(artworks=[], materials=[])})
    s = to_park(state)
    assert [a.action for a in RULES.legal_actions(s, 0)] == [
        "creation", "supply", "influence", "exhibition"]
    assert location_effect("cinquantenaire", s.options) == "any 1 action"
    state = fresh(2, cinquantenaire_mode=ANY,
                  seats={"Ana": Player(artworks=["red"], materials=["wood+wood"])},
                  expo_in_area=True)  # no Exhibition this round (§4.1 step 3)
    s = to_park(state)
    assert [a.action for a in RULES.legal_actions(s, 0)] == [
        "creation", "sale", "supply", "construction", "influence"]


def test_any_action_mode_draws_from_the_pile_and_reveals():
    state = fresh(2, cinquantenaire_mode=ANY)
    s = to_park(state)
    top = s.decks["material"][-1]
    after = play(s, ParkAction(action="supply"))
    assert after.seats[0].materials == [top.split(":")[1]]
    assert RULES.reveals(s, ParkAction(action="supply"), after)
    assert RULES.words.describe(s, 0, ParkAction(action="supply")).startswith(
        "Ana does Supply")


def test_any_action_mode_exhibition_scores_everyone_and_leaves_the_expo():
    state = fresh(2, cinquantenaire_mode=ANY, first_player_rule="expo_taker",
                  expo_in_area=False, first_player="Ben", on_turn="Ana",
                  seats={"Ana": Player(artworks=["red", "blue", "red"]),
                         "Ben": Player(artworks=["green"])})
    s = to_park(state)
    after = play(s, ParkAction(action="exhibition"))
    assert [p.vp for p in after.seats] == [4, 2]
    assert not after.expo_in_area and after.first_player == 1
    assert after.grid == s.grid


def test_any_action_mode_sale_and_construction_ask_their_follow_up():
    state = fresh(2, cinquantenaire_mode=ANY,
                  seats={"Ana": Player(artworks=["red", "blue"],
                                       materials=["wood+brick", "brick+metal"])})
    s = to_park(state)
    money = s.seats[0].money
    sold = play(play(s, ParkAction(action="sale")), Sell(color="red"))
    assert sold.seats[0].money == money + 3 and sold.seats[0].artworks == ["blue"]
    houses_left = len(s.decks["house"])
    built = play(s, ParkAction(action="construction"))
    assert built.step == "build"
    built = play(built, Build(cards=("BM", "WB")))
    assert built.seats[0].houses == 1 and len(built.decks["house"]) == houses_left - 1


@pytest.mark.parametrize("mode", [DISCARD, ANY])
def test_random_playouts_finish_in_each_mode(mode):
    from tests.engine.generic_checks import random_playout

    seen = set()
    for n, seed in ((2, 11), (4, 12)):
        last = None
        for _s, _seat, action, nxt in random_playout(
            RULES, n, seed, RULES.Options(cinquantenaire_mode=mode)
        ):
            seen.add(action.kind)
            last = nxt
        assert last is not None and RULES.is_over(last)
    assert {"take_discard" if mode == DISCARD else "park_action", "brussels"} <= seen
