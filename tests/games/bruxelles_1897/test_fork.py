"""`apply` shares the parts of a state it does not change (GameState.fork): cells, Brussels
groups, nobles and the piles' lists are replaced, never changed in place. These games
check that no earlier state changes afterwards, in every variant that changes cards or
piles differently (the park modes draw from and take from the discards, the Exhibition
variant discards artworks, the prototype's houses)."""

from __future__ import annotations

import pytest

from boardgames_tui.games.bruxelles_1897 import RULES
from tests.engine.generic_checks import random_playout

VARIANTS = [
    {"cinquantenaire_mode": "take_top_discard_and_resolve"},
    {"cinquantenaire_mode": "any_art_nouveau_action", "exhibition_discards_artworks": True},
    {"house_cost_mode": "nth_house_needs_n_materials", "prison_scope": "per_location"},
]


@pytest.mark.parametrize("options", VARIANTS)
def test_no_earlier_state_changes_during_a_game(options):
    seen = []
    for state, _seat, _action, _nxt in random_playout(RULES, 3, 21, RULES.Options(**options)):
        seen.append((state, state.model_dump()))
    assert len(seen) > 80  # a whole game
    for state, dump in seen:
        assert state.model_dump() == dump


def test_a_forked_state_equals_its_original_and_owns_what_the_rules_change():
    state = RULES.setup(["Ana", "Ben"], 3, RULES.Options())
    copy = state.fork()
    assert copy == state and copy is not state
    assert copy.seats[0] is not state.seats[0] and copy.seats[0].hand is not state.seats[0].hand
    assert copy.grid is not state.grid and copy.grid[0] is state.grid[0]  # a shared cell
    assert copy.decks is not state.decks and copy.decks["noble"] is state.decks["noble"]
