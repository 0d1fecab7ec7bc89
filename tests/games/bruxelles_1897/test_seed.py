"""Statements of the user's German seed text, checked against the game (rules §1)."""

from __future__ import annotations

from boardgames_tui.games.bruxelles_1897 import RULES
from boardgames_tui.games.bruxelles_1897.actions import Pass
from boardgames_tui.games.bruxelles_1897.components import load_data
from boardgames_tui.games.bruxelles_1897.setup import card_type

from .helpers import fresh, play


def test_four_rounds_three_phases_and_three_brussels_cards():
    state = fresh(2)
    assert load_data().rounds.value == 4
    assert set(state.brussels) == {"stock_exchange", "city_hall", "cinquantenaire"}
    rounds_seen = set()
    while not RULES.is_over(state):
        rounds_seen.add(state.round)
        seat = RULES.to_act(state)[0]
        state = play(state, RULES.legal_actions(state, seat)[-1], seat)
    assert rounds_seen == {1, 2, 3, 4}


def test_money_cards_always_show_three():
    state = fresh(2)
    assert all(c.action == "money" for c in state.grid if card_type(c.action) == "money")
    assert load_data().action_cards.money.grid_value_bef == 3


def test_first_passer_three_others_one():
    state = fresh(4)
    money = [p.money for p in state.seats]
    for _ in range(4):
        state = play(state, Pass())
    assert [p.money - m for p, m in zip(state.seats, money, strict=True)] == [3, 1, 1, 1]
    assert state.phase == "scoring"
