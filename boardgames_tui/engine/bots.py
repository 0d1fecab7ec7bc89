"""Computer players. A bot sees only the redacted state and the legal actions.

Three levels work for every game through the Game contract alone:
- `random`: uniform over the legal actions;
- `greedy`: one decision ahead, valuing the result with the game's `evaluate`
  (its own scoring plus the game's heuristics);
- `strong`: flat Monte Carlo search with UCB1 over the most promising legal actions,
  each sample a determinised copy of what the bot may see (`GameRules.determinize`)
  played on by rollouts (`GameRules.rollout_action`, random by default) and valued by
  `evaluate`. The budget is a number of
  samples, not seconds, so a bot is deterministic for a given seed; games set
  `strong_samples` / `strong_rollout` so that a move stays under a second (`make bench`).
"""

from __future__ import annotations

import math
import random
from typing import Protocol

from pydantic import BaseModel

from .errors import IllegalAction
from .game import GameRules
from .i18n import N_, _

STRONG_SAMPLES = 64  # rollouts per decision, unless the game sets `strong_samples`
ROLLOUT_DECISIONS = 24  # a rollout stops after this many decisions (`strong_rollout`)
ARMS = 10  # only the greedy-best this many actions are searched


class Bot(Protocol):
    def choose(self, state: BaseModel, legal: list[BaseModel], rng: random.Random) -> BaseModel: ...


class RandomBot:
    """Uniform over the legal actions."""

    def __init__(self, game: GameRules, seat: int):
        self.game, self.seat = game, seat

    def choose(self, state: BaseModel, legal: list[BaseModel], rng: random.Random) -> BaseModel:
        return rng.choice(legal)


class GreedyBot:
    """The action whose result the game's `evaluate` values most (ties: at random)."""

    def __init__(self, game: GameRules, seat: int):
        self.game, self.seat = game, seat

    def values(self, state: BaseModel, legal: list[BaseModel], rng: random.Random):
        world = self.game.determinize(state, self.seat, rng)
        out = []
        for action in legal:
            try:
                after = self.game.apply(world, self.seat, action)
            except IllegalAction:
                continue
            out.append((self.game.evaluate(after, self.seat), action))
        return out

    def choose(self, state: BaseModel, legal: list[BaseModel], rng: random.Random) -> BaseModel:
        scored = self.values(state, legal, rng)
        if not scored:
            return rng.choice(legal)
        best = max(v for v, _ in scored)
        return rng.choice([a for v, a in scored if v == best])


class StrongBot:
    """Flat UCB1 Monte Carlo over determinised worlds, a fixed number of samples."""

    def __init__(self, game: GameRules, seat: int):
        self.game, self.seat = game, seat
        self.samples = getattr(game, "strong_samples", STRONG_SAMPLES)
        self.depth = getattr(game, "strong_rollout", ROLLOUT_DECISIONS)

    def rollout(self, state: BaseModel, rng: random.Random) -> float:
        game = self.game
        for _step in range(self.depth):
            if game.is_over(state):
                break
            seat = game.to_act(state)[0]
            legal = game.legal_actions(state, seat)
            if not legal:
                break
            state = game.apply(state, seat, game.rollout_action(state, seat, legal, rng))
        return game.evaluate(state, self.seat)

    def choose(self, state: BaseModel, legal: list[BaseModel], rng: random.Random) -> BaseModel:
        if len(legal) == 1:
            return legal[0]
        # Seed the statistics with the greedy values so that a short budget still plays well.
        greedy = GreedyBot(self.game, self.seat).values(state, legal, rng)
        if not greedy:
            return rng.choice(legal)
        greedy.sort(key=lambda va: va[0], reverse=True)
        arms = [a for _, a in greedy[:ARMS]]
        totals = [v for v, _ in greedy[:ARMS]]
        counts = [1] * len(arms)
        scale = max(1.0, max(abs(v) for v in totals))
        for _sample in range(self.samples):
            n = sum(counts)
            i = max(
                range(len(arms)),
                key=lambda k: totals[k] / counts[k] + scale * math.sqrt(2 * math.log(n) / counts[k]),
            )
            world = self.game.determinize(state, self.seat, rng)
            try:
                after = self.game.apply(world, self.seat, arms[i])
                value = self.rollout(after, rng)
            except IllegalAction:
                value = -scale * 10
            totals[i] += value
            counts[i] += 1
        best = max(range(len(arms)), key=lambda k: (counts[k], totals[k] / counts[k]))
        return arms[best]


LEVELS = {"random": RandomBot, "greedy": GreedyBot, "strong": StrongBot}
LEVEL_NAMES = {"random": N_("random"), "greedy": N_("greedy"), "strong": N_("strong")}


def level_name(level: str) -> str:
    """A bot level as the player reads it (the command line takes the English word)."""
    return _(LEVEL_NAMES.get(level, level))


def bot_levels(game: GameRules) -> dict[str, type]:
    return dict(LEVELS)


def make_bot(game: GameRules, seat: int, level: str) -> Bot:
    levels = bot_levels(game)
    if level not in levels:
        raise ValueError(f"unknown bot level {level!r}; known: {', '.join(levels)}")
    return levels[level](game, seat)
