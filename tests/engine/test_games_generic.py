"""The generic checks, run for every registered game and every player count it supports."""

from __future__ import annotations

import pytest

from boardgames_tui.engine.registry import all_games

from . import generic_checks as gc

CASES = [
    pytest.param(game, n, id=f"{game.id}-{n}p")
    for game in all_games()
    for n in range(game.min_players, game.max_players + 1)
]

if not CASES:  # pragma: no cover - only while no game is registered
    CASES = [pytest.param(None, 0, marks=pytest.mark.skip(reason="no game registered"))]


@pytest.mark.parametrize(("game", "n"), CASES)
def test_random_playouts_end(game, n):
    for seed in (1, 2):
        gc.check_playout_ends(game, n, seed)


@pytest.mark.parametrize(("game", "n"), CASES)
def test_every_game_has_a_decision_bound_and_ends_within_it(game, n):
    """Issue 11: a game that can lock (a market nobody can buy from) is a bug; each game
    derives a bound on its decisions from its components (`max_decisions`)."""
    gc.check_bound_and_ends_within_it(game, n, seeds=(3,))  # seeds 1, 2: test_random_playouts_end


@pytest.mark.parametrize(("game", "n"), CASES)
def test_apply_is_pure_and_every_legal_action_applies(game, n):
    gc.check_apply_is_pure_and_legal(game, n, seed=3, every=9)


@pytest.mark.parametrize(("game", "n"), CASES)
def test_illegal_actions_refused_state_unchanged(game, n):
    gc.check_illegal_refused(game, n, seed=4)


@pytest.mark.slow  # every step of every game and count: `make test`, not `make test-fast`
@pytest.mark.parametrize(("game", "n"), CASES)
def test_save_load_replay_equal_at_every_step(game, n):
    gc.check_save_replay(game, n, seed=5, steps=120)


@pytest.mark.parametrize(("game", "n"), CASES)
def test_same_seed_same_game(game, n):
    gc.check_deterministic(game, n, seed=6)


@pytest.mark.parametrize(("game", "n"), CASES)
def test_redact_is_pure_and_valid(game, n):
    gc.check_redact(game, n, seed=7)
