"""Brussels placements (rules §6.3, D8, D9) and passing (§6.4, D11)."""

from __future__ import annotations

import pytest

from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.games.bruxelles_1897 import RULES
from boardgames_tui.games.bruxelles_1897.actions import (
    Activate,
    AddArchitect,
    ConfirmBrussels,
    Pass,
    Place,
    Skip,
    StartBrussels,
)
from boardgames_tui.games.bruxelles_1897.placement import brussels_need
from boardgames_tui.games.bruxelles_1897.state import Group, Placed

from .helpers import Player, fresh, grid_of, play


def go(state, location, cards):
    state = play(state, StartBrussels(location=location))
    for card, value in cards:
        state = play(state, AddArchitect(card=card, value=value))
    return play(state, ConfirmBrussels())


def test_stock_exchange_gives_three_and_costs_nothing():
    state = fresh(2)
    money = state.seats[0].money
    after = go(state, "stock_exchange", [("A13", 1)])
    assert after.seats[0].money == money + 3
    assert after.brussels["stock_exchange"] == [Group(seat=0, cards=[Placed(card="A13",
                                                                            value=1)])]
    assert after.current == 1


def test_escalation_needs_previous_total_plus_one_with_several_cards():
    state = go(fresh(2), "stock_exchange", [("A13", 3)])
    assert brussels_need(state, "stock_exchange") == 4
    s = play(state, StartBrussels(location="stock_exchange"))
    assert RULES.legal_actions(s, 1)[-1] != ConfirmBrussels()
    s = play(s, AddArchitect(card="A13", value=3))
    assert ConfirmBrussels() not in RULES.legal_actions(s, 1)
    with pytest.raises(IllegalAction, match="at least 4"):
        RULES.apply(s, 1, ConfirmBrussels())
    s = play(s, AddArchitect(card="A13", value=1))
    s = play(s, ConfirmBrussels())
    assert [g.total for g in s.brussels["stock_exchange"]] == [3, 4]
    # the same player may use the card again, beating their own placement
    assert brussels_need(s, "stock_exchange") == 5


def test_no_dead_end_while_adding():
    state = fresh(2, seats={"Ana": Player(hand=["1/3", "2/4"])},
                  brussels={"City Hall": [("Ben", [("2/4", 4), ("2/4", 2)])]})
    assert StartBrussels(location="city_hall") in RULES.legal_actions(state, 0)
    s = play(state, StartBrussels(location="city_hall"))
    adds = RULES.legal_actions(s, 0)
    # need 7: only the high sides reach it
    assert adds == [AddArchitect(card="A13", value=3), AddArchitect(card="A24", value=4)]


def test_unreachable_location_not_offered():
    state = fresh(2, seats={"Ana": Player(hand=["1/3"])},
                  brussels={"Cinquantenaire Park": [("Ben", [("2/4", 4)])]})
    starts = {a.location for a in RULES.legal_actions(state, 0) if a.kind == "brussels"}
    assert starts == {"stock_exchange", "city_hall"}
    with pytest.raises(IllegalAction, match="cannot reach the total of 5"):
        RULES.apply(state, 0, StartBrussels(location="cinquantenaire"))


def test_city_hall_activates_up_to_nobility_level():
    state = fresh(2, seats={"Ana": Player(nobles=["Brugmann", "Buls", "Horta"], nobility=2)})
    s = play(state, StartBrussels(location="city_hall"))
    s = play(s, AddArchitect(card="A13", value=1))
    s = play(s, ConfirmBrussels())
    assert s.step == "city_hall"
    assert RULES.legal_actions(s, 0) == [Activate(noble="brugmann"), Activate(noble="buls"),
                                         Activate(noble="horta"), Skip()]
    s = play(s, Activate(noble="buls"))
    s = play(s, Activate(noble="brugmann"))
    assert s.current == 1  # the cap of 2 is reached
    assert s.seats[0].prestige == 2
    assert [n.ready for n in s.seats[0].nobles] == [False, False, True]


def test_city_hall_without_ready_nobles_ends_the_turn():
    state = fresh(2, seats={"Ana": Player(used_nobles=["Brugmann"])})
    s = go(state, "city_hall", [("A13", 1)])
    assert s.current == 1


def test_cinquantenaire_draws_an_artwork_and_reveals():
    state = fresh(2)
    top = state.decks["artwork"][-1]
    s = play(state, StartBrussels(location="cinquantenaire"))
    s2 = play(play(s, AddArchitect(card="A13", value=1)), ConfirmBrussels())
    assert s2.seats[0].artworks == [top.split(":")[1]]
    assert RULES.reveals(s, ConfirmBrussels(), s2)


def test_brussels_cards_never_count_for_columns_or_coats():
    from boardgames_tui.games.bruxelles_1897.scoring import column_strength

    s = go(fresh(2), "stock_exchange", [("A24", 4)])
    assert all(column_strength(s, c) == {} for c in range(4))


def test_passing_three_then_one_and_first_player_card():
    state = fresh(3)
    money = [p.money for p in state.seats]
    s = play(state, Pass())  # Ana first: 3 BEF and the First Player card
    s = play(s, Pass())
    assert s.seats[0].money == money[0] + 3 and s.seats[1].money == money[1] + 1
    assert s.first_player == 0 and s.current == 2
    assert RULES.words.describe(s, 2, Pass()) == "Cleo passes and takes 1 franc"


def test_passed_players_are_skipped():
    state = fresh(3, grid=grid_of("Artwork red"))
    s = play(state, Pass())
    s = play(s, Place(card="A13", value=1, row=0, col=0))
    assert s.current == 2
    s = play(s, Place(card="A13", value=1, row=0, col=1))
    assert s.current == 1


def test_player_without_architects_passes_automatically():
    state = fresh(2, grid=grid_of("Artwork red"), seats={"Ben": Player(hand=[])})
    money = state.seats[1].money
    s = play(state, Place(card="A13", value=1, row=0, col=0))
    assert s.seats[1].passed and s.seats[1].money == money + 3
    assert s.current == 0 and s.first_player == 1


def test_brussels_is_free_of_charge():
    state = fresh(2, seats={"Ana": Player(used_nobles=["Brugmann"])})
    money = state.seats[0].money
    s = go(state, "city_hall", [("A24", 4), ("A13", 3)])
    assert s.seats[0].money == money
    assert s.brussels["city_hall"][0].total == 7


def test_cinquantenaire_with_no_artwork_left_gives_nothing():
    state = fresh(2, draw_piles={"artwork": []}, discards={"artwork": []})
    s = go(state, "cinquantenaire", [("A13", 1)])
    assert s.seats[0].artworks == [] and s.current == 1
