"""The public position builder `scenario.bruxelles`: positions in the game's own words, and
clear errors for positions that cannot be built."""

from __future__ import annotations

import re

import pytest

from boardgames_tui.games.bruxelles_1897 import RULES, scenario
from boardgames_tui.games.bruxelles_1897.actions import Place
from boardgames_tui.games.bruxelles_1897.scenario import Player, ScenarioError
from boardgames_tui.games.bruxelles_1897.scoring import column_strength


def test_a_position_in_the_games_words():
    state = scenario.bruxelles(
        ["Ana", "Ben"], seed=5, round=3, first_player="Ben",
        grid={"A1": "Noble Horta", "B3": "Material wood+brick", "C4": "Sale"},
        architects={"B3": ("Ana", "1/3", 3)},
        columns=["Prison", "Prestige", "Nobility", "Architecture"],
        brussels={"Stock Exchange": [("Ben", [("1/3", 1)]), ("Ana", [("2/4", 2)])]},
        seats={"Ana": Player(money=9, prison=[], artworks=["red", "blue"],
                             materials=["metal+wood"], nobles=["Georges Brugmann", "Buls"],
                             used_nobles=["Buls"], prestige=4, houses=2,
                             points={"Construction": 6, "Coats of arms": 2})},
        draw_piles={"artwork": ["Artwork green", "Artwork yellow"]},
    )
    assert state.round == 3 and RULES.to_act(state) == [1] and state.first_player == 1
    assert state.cell(0, 0).action == "noble:horta" and state.cell(2, 3).action == "money"
    assert state.cell(1, 2).owner == 0 and state.cell(1, 2).architect.value == 3
    assert column_strength(state, 2) == {0: 3}
    assert state.bonus == ["prison", "prestige", "nobility", "architecture"]
    assert [g.total for g in state.brussels["stock_exchange"]] == [1, 2]
    ana, ben = state.seats
    # her seven architects: none in prison, one on the grid, one in Brussels
    assert ana.hand == ["A13"] * 3 + ["A24", "A25"] and ana.prison == []
    assert ben.hand == ["A13"] * 3 + ["A24"] * 2 and ben.prison == ["A25"]
    assert ana.money == 9 and ana.materials == ["WM"] and ana.artworks == ["red", "blue"]
    assert [(n.id, n.ready) for n in ana.nobles] == [("brugmann", True), ("buls", False)]
    assert ana.vp == 8 and ana.vp_by == {"construction": 6, "coats": 2}
    assert state.decks["artwork"][-1] == "art:green"  # listed top card first
    # a position the rules play on
    legal = RULES.legal_actions(state, 1)
    assert Place(card="A13", value=1, row=0, col=0) in legal
    assert not any(a.kind == "place" and (a.row, a.col) == (1, 2) for a in legal)
    RULES.apply(state, 1, legal[0])


def test_moving_the_first_player_card_moves_the_starting_francs():
    plain = scenario.bruxelles(3, seed=2)
    order = [(plain.first_player + k) % 3 for k in range(3)]
    moved = scenario.bruxelles(3, seed=2, first_player=["Ana", "Ben", "Cleo"][order[1]])
    assert moved.seats[order[2]].money == plain.seats[order[1]].money
    assert moved.seats[order[1]].money == plain.seats[order[0]].money


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"grid": {"D1": "House"}}, "'D1' is no grid position"),
        ({"grid": {"A1": "Castle"}}, "'Castle' is no action card"),
        ({"grid": ["House"] * 11}, "the grid has 12 positions"),
        ({"architects": {"A1": ("Zoe", "1/3", 1)}}, "'Zoe' is not one of the players"),
        ({"architects": {"A1": ("Ana", "1/3", 2)}}, "a 1/3 architect shows 1 or 3, not 2"),
        ({"architects": {"A1": ("Ana", "3/6", 3)}}, "'3/6' is no architect"),
        ({"architects": {"A1": ("Ana", "1/3", 1), "a1": ("Ben", "1/3", 1)}},
         "row A, column 1 is given twice"),
        ({"grid": {"A1": ""}, "architects": {"A1": ("Ana", "1/3", 1)}},
         "no card was dealt at row A, column 1"),
        ({"architects": {"A1": ("Ana", "2/5", 2)}}, "Ana has no more 2/5 architects in hand"),
        ({"brussels": {"City Hall": [("Ana", [("2/4", 4)]), ("Ben", [("1/3", 3)])]}},
         "each placement must beat the one before it: 3 does not beat 4"),
        ({"brussels": {"Town Hall": []}}, "'Town Hall' is no Brussels card"),
        ({"columns": ["Prison"] * 4}, "the columns need each bonus card once"),
        ({"seats": {"Ana": Player(nobles=["Napoleon"])}}, "'Napoleon' is no noble"),
        ({"seats": {"Ana": Player(used_nobles=["Horta"])}}, "Ana has no unused noble Horta"),
        ({"seats": {"Ana": Player(materials=["wood+gold"])}}, "'wood+gold' is no material"),
        ({"seats": {"Ana": Player(artworks=["purple"])}}, "'purple' is no artwork colour"),
        ({"seats": {"Ana": Player(prestige=8)}}, "prestige levels go from 1 to 7"),
        ({"seats": {"Ana": Player(points={"Style": 2})}}, "'Style' is no score category"),
        ({"draw_piles": {"artwork": ["House"]}}, "'House' does not belong on the artwork"),
        ({"discards": {"money": []}}, "'money' is no pile"),
        ({"round": 5}, "there are rounds 1 to 4, not 5"),
        ({"on_turn": "Ana", "passed": ["Ana"]}, "the player on turn has passed"),
        ({"first_passer": "Ben"}, "Ben is the first to pass but has not passed"),
    ],
)
def test_impossible_positions_are_refused_with_a_reason(changes, message):
    with pytest.raises(ScenarioError, match=re.escape(message)):
        scenario.bruxelles(["Ana", "Ben"], seed=1, **changes)


def test_player_counts_and_names_are_checked():
    with pytest.raises(ScenarioError, match="takes 2-4 players, not 5"):
        scenario.bruxelles(5)
    with pytest.raises(ScenarioError, match="two players have the same name"):
        scenario.bruxelles(["Ana", "Ana"])
    assert scenario.bruxelles(4).rows == 4
