"""The engine's generic checks for every player count, plus a playout-speed bound."""

from __future__ import annotations

import pytest

from boardgames_tui.engine.simulate import play_one
from boardgames_tui.games.castles_of_mad_king_ludwig import RULES
from boardgames_tui.games.castles_of_mad_king_ludwig.endgame import score_rows
from tests.engine import generic_checks as gc


@pytest.mark.parametrize("n", [2, 3, 4])
def test_generic_checks(n):
    gc.check_playout_ends(RULES, n, seed=11)
    gc.check_apply_is_pure_and_legal(RULES, n, seed=12, every=25)
    gc.check_illegal_refused(RULES, n, seed=13)
    gc.check_deterministic(RULES, n, seed=14)
    gc.check_redact(RULES, n, seed=15)


def test_save_replay():
    gc.check_save_replay(RULES, 3, seed=16, steps=60)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_simulated_game_finishes(n):
    """(Playout speed is measured by `make bench`, not asserted here.)"""
    result = play_one(RULES, n, seed=20 + n)
    assert len(result.scores) == n and result.winners


def test_score_oracle_holds_through_a_game():
    """At every step: total = start + rooms + rewards (§9 oracle) and money never < 0."""
    for state, _seat, _action, nxt in gc.random_playout(RULES, 3, seed=30):
        assert min(nxt.money) >= 0
        if not nxt.over:
            for row in score_rows(nxt):
                assert row["Money"] == 0
        assert sum(len(c) for c in nxt.castles) >= sum(len(c) for c in state.castles)
