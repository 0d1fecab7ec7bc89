"""The move analysis as it was before issue 33 (engine/analysis.py at 570499b), kept for
`make bench` to time next to the paired method on the same games.

Each candidate was played in its own random worlds, the best of five noisy averages was
taken and the gap floored at 0. Only the numbers are kept here (no texts).
"""

from __future__ import annotations

import random

from pydantic import BaseModel

from boardgames_tui.engine.bots import GreedyBot
from boardgames_tui.engine.errors import IllegalAction


class Settings(BaseModel):
    rivals: int = 4
    samples: int = 12
    depth: int = 24


def _rollout(game, state, seat: int, depth: int, rng: random.Random) -> float:
    for _ in range(depth):
        if game.is_over(state):
            break
        to_act = game.to_act(state)
        if not to_act:
            break
        who = to_act[0]
        legal = game.legal_actions(state, who)
        if not legal:
            break
        state = game.apply(state, who, game.bots.rollout_action(state, who, legal, rng))
    return game.bots.evaluate(state, seat)


def _estimate(game, view, seat: int, action, settings: Settings, rng: random.Random) -> float:
    total = 0.0
    for _ in range(settings.samples):
        world = game.bots.determinize(view, seat, rng)
        try:
            after = game.apply(world, seat, action)
        except IllegalAction:
            after = world
        total += _rollout(game, after, seat, settings.depth, rng)
    return total / settings.samples


def old_loss(match, step: int, settings: Settings) -> float:
    """Decision `step`'s loss as the old method reported it (best estimate minus chosen, >= 0)."""
    game = match.game
    logged = match.record.actions[step]
    seat = logged.seat
    before = match.states[step]
    chosen = game.parse_action(logged.action)
    legal = game.legal_actions(before, seat)
    if len(legal) <= 1:
        return 0.0
    rng = random.Random(f"{match.record.seed}:analysis:{step}")
    view = game.view.redact(before, seat)
    greedy = GreedyBot(game, seat).values(view, legal, rng)
    greedy.sort(key=lambda va: va[0], reverse=True)
    candidates = [chosen] + [a for _, a in greedy if a != chosen][: settings.rivals]
    values = [_estimate(game, view, seat, a, settings, rng) for a in candidates]
    return max(0.0, max(values) - values[0])


def old_analyse(match, settings: Settings | None = None) -> list[float]:
    settings = settings or Settings()
    return [old_loss(match, step, settings) for step in range(len(match.record.actions))]
