"""The registry-wide checks, run on Azul for each player count and both board sides."""

from __future__ import annotations

import random
import time

import pytest

from boardgames_tui.engine.simulate import play_one
from boardgames_tui.games.azul_summer_pavilion import RULES
from boardgames_tui.games.azul_summer_pavilion.bag import total_tiles
from boardgames_tui.games.azul_summer_pavilion.bots import GreedyBot
from tests.engine import generic_checks as gc


@pytest.mark.parametrize("n", [2, 3, 4])
def test_generic_checks(n):
    gc.check_playout_ends(RULES, n, seed=n)
    gc.check_apply_is_pure_and_legal(RULES, n, seed=10 + n, every=3)
    gc.check_illegal_refused(RULES, n, seed=20 + n)
    gc.check_save_replay(RULES, n, seed=30 + n, steps=60)
    gc.check_deterministic(RULES, n, seed=40 + n)
    gc.check_redact(RULES, n, seed=50 + n)


@pytest.mark.parametrize("n", [2, 4])
@pytest.mark.parametrize("side", ["standard", "grey"])
def test_tiles_are_conserved_through_whole_games(n, side):
    """Rules §12 invariant: 22 of each colour everywhere, at every step (greedy play)."""
    opts = RULES.Options(side=side)
    for seed in range(2):
        state = RULES.setup([f"P{i}" for i in range(n)], seed, opts)
        bots = [GreedyBot(RULES, i) for i in range(n)]
        rng = random.Random(seed)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            action = bots[seat].choose(state, RULES.legal_actions(state, seat), rng)
            state = RULES.apply(state, seat, action)
            assert total_tiles(state) == [22] * 6
        assert state.round == 6


def test_playout_is_fast():
    start = time.perf_counter()
    for seed in range(5):
        play_one(RULES, 4, seed)
    assert (time.perf_counter() - start) / 5 < 0.5
