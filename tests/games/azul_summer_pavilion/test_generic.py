"""The registry-wide checks, run on Azul for each player count and both board sides."""

from __future__ import annotations

import random

import pytest

from boardgames_tui.engine.bots import make_bot
from boardgames_tui.games.azul_summer_pavilion import RULES
from boardgames_tui.games.azul_summer_pavilion.bag import total_tiles
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
    for seed in range(6 // n):
        state = RULES.setup([f"P{i}" for i in range(n)], seed, opts)
        bots = [make_bot(RULES, i, "greedy") for i in range(n)]
        rng = random.Random(seed)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            view = RULES.view.redact(state, seat)
            action = bots[seat].choose(view, RULES.legal_actions(state, seat), rng)
            state = RULES.apply(state, seat, action)
            assert total_tiles(state) == [22] * 6
        assert state.round == 6


def test_apply_accepts_exactly_the_listed_actions():
    """The fast legality test in apply agrees with legal_actions on every candidate."""
    from itertools import product

    from boardgames_tui.engine.errors import IllegalAction
    from boardgames_tui.games.azul_summer_pavilion.actions import Pass, Place
    from boardgames_tui.games.azul_summer_pavilion.components import board

    b = board()
    places = [
        Place(star=st, index=k, colour=c, wilds=w)
        for st, k, c, w in product(b.star_ids, range(1, 7), b.colour_ids, range(6))
    ]
    passes = [Pass(keep=k) for k in product(range(3), repeat=6) if sum(k) <= 5]
    checked = 0
    for side in ("standard", "grey"):
        opts = RULES.Options(side=side)
        steps = list(gc.random_playout(RULES, 2, 5, opts))
        for state, seat, _a, _n in steps[::3]:
            if state.phase != "place":
                continue
            checked += 1
            legal = set(map(repr, RULES.legal_actions(state, seat)))
            for cand in places + passes:
                try:
                    RULES.apply(state, seat, cand)
                    ok = True
                except IllegalAction:
                    ok = False
                assert ok == (repr(cand) in legal), cand
    assert checked >= 4
