"""Computer players. A bot sees only the redacted state and the legal actions.

Three levels work for every game through the Game contract alone (players read them as
Beginner, Casual and Expert: `LEVEL_WORDS`):
- `random`: uniform over the legal actions;
- `greedy`: one decision ahead, valuing the result with the game's `evaluate`
  (its own scoring plus the game's heuristics);
- `strong`: Monte Carlo search over the greedy-best legal actions (sequential halving),
  each sample a determinised copy of what the bot may see (`GameRules.determinize`) in
  which every action still in the race is played on by a rollout
  (`GameRules.rollout_action`, random by default) and valued by `evaluate`. The budget
  is a number of rollouts, not seconds, so a bot is deterministic for a given seed;
  each game states its budgets in one `BotSettings` (`BotKit.settings`: samples,
  rollout length, rollout horizon in turns) so that a move stays under a second
  (`make bench`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Protocol

from pydantic import BaseModel

from .bot_levels import LEVEL_WORDS, LevelWords, level_about, level_id, level_name  # noqa: F401
from .errors import IllegalAction
from .game import AnyRules

ARMS = 8  # at most the greedy-best this many actions are searched
SAMPLES_PER_ARM = 8  # fewer arms when the budget would give each fewer rollouts


class Bot(Protocol):
    def choose(self, state: BaseModel, legal: list[BaseModel], rng: random.Random) -> BaseModel: ...


class RandomBot:
    """Uniform over the legal actions."""

    def __init__(self, game: AnyRules, seat: int):
        self.game, self.seat = game, seat

    def choose(self, state: BaseModel, legal: list[BaseModel], rng: random.Random) -> BaseModel:
        return rng.choice(legal)


class GreedyBot:
    """The action whose result the game's `evaluate` values most (ties: at random)."""

    def __init__(self, game: AnyRules, seat: int):
        self.game, self.seat = game, seat

    def values(self, state: BaseModel, legal: list[BaseModel],
               rng: random.Random) -> list[tuple[float, BaseModel]]:
        world = self.game.bots.determinize(state, self.seat, rng)
        out: list[tuple[float, BaseModel]] = []
        for action in legal:
            try:
                after = self.game.apply(world, self.seat, action)
            except IllegalAction:
                continue
            out.append((self.game.bots.evaluate(after, self.seat), action))
        return out

    def choose(self, state: BaseModel, legal: list[BaseModel], rng: random.Random) -> BaseModel:
        scored = self.values(state, legal, rng)
        if not scored:
            return rng.choice(legal)
        best = max(v for v, _ in scored)
        chosen: BaseModel = rng.choice([a for v, a in scored if v == best])
        return chosen


class StrongBot:
    """Sequential halving over the greedy-best moves on shared determinised worlds.

    Flat UCB1 with a few dozen samples mostly measured the luck of the deal: every arm
    met other worlds and other rollout dice, so the noise between samples hid the
    difference between moves. Here each round deals a handful of worlds (what the bot
    cannot see, `GameRules.determinize`) and plays *every* surviving move in each of
    them with the same rollout dice (common random numbers), so a move is only ever
    compared with its rivals on the same luck. After each round the worse half is
    dropped (sequential halving, which spends the budget on the moves still in doubt).
    The budget is a number of rollouts, not seconds, so that the same seed gives the
    same game.
    """

    def __init__(self, game: AnyRules, seat: int):
        self.game, self.seat = game, seat
        settings = game.bots.settings
        self.samples = settings.samples
        self.depth = settings.rollout
        self.turns = settings.turns

    def rollout(self, state: BaseModel, rng: random.Random) -> float:
        """Plays on for at most `depth` decisions and values the end with `evaluate`.

        With `BotSettings.turns` set (n > 0), a rollout also stops when the bot is to decide
        again for the n-th time after another seat has decided: every move is then valued
        at the same point of the turn. A fixed count of decisions valued a move that gave
        the bot an extra decision (a bonus pick) before the rival's answer and the others
        after it, and so preferred whatever postponed the answer."""
        game = self.game
        back = 0  # times the bot is to decide again after another seat decided
        others_moved = False
        for _step in range(self.depth):
            if game.is_over(state):
                break
            seat = game.to_act(state)[0]
            if seat != self.seat:
                others_moved = True
            elif others_moved and self.turns:
                back, others_moved = back + 1, False
                if back >= self.turns:
                    break
            legal = game.legal_actions(state, seat)
            if not legal:
                break
            state = game.apply(state, seat, game.bots.rollout_action(state, seat, legal, rng))
        return game.bots.evaluate(state, self.seat)

    def arms(self, view: BaseModel, legal: list[BaseModel], rng: random.Random,
             budget: int) -> list[tuple[float, BaseModel]]:
        """The moves worth searching, best greedy value first, with those values."""
        greedy = GreedyBot(self.game, self.seat).values(view, legal, rng)
        greedy.sort(key=lambda va: va[0], reverse=True)
        width = max(2, min(ARMS, budget // SAMPLES_PER_ARM))
        return greedy[:width]

    def choose(self, state: BaseModel, legal: list[BaseModel], rng: random.Random) -> BaseModel:
        if len(legal) == 1:
            return legal[0]
        view = self.game.view.redact(state, self.seat)  # in case a caller passed the full state
        budget = self.game.bots.strong_budget(view, self.seat, legal) or self.samples
        scored = self.arms(view, legal, rng, budget)
        if not scored:
            return rng.choice(legal)
        if len(scored) == 1:
            return scored[0][1]
        moves = [a for _, a in scored]
        totals = [0.0] * len(moves)
        counts = [0] * len(moves)
        alive = list(range(len(moves)))
        rounds = math.ceil(math.log2(len(moves)))
        for r in range(rounds):
            worlds = max(1, budget // (len(alive) * (rounds - r)))
            for _world in range(worlds):
                world = self.game.bots.determinize(view, self.seat, rng)
                dice = rng.getrandbits(64)
                for i in alive:
                    totals[i] += self.sample(world, moves[i], random.Random(dice))
                    counts[i] += 1
            budget -= worlds * len(alive)
            # Ties keep the greedy order (the list is sorted by greedy value).
            alive.sort(key=lambda i: (-totals[i] / counts[i], i))
            alive = alive[: max(1, (len(alive) + 1) // 2)]
        return moves[alive[0]]

    def sample(self, world: BaseModel, move: BaseModel, dice: random.Random) -> float:
        """The value of `move` in one world, played on by a rollout with `dice`."""
        try:
            after = self.game.apply(world, self.seat, move)
        except IllegalAction:  # not allowed in this world (hidden cards dealt otherwise):
            after = world  # valued as if it did nothing, as the move analysis does
        return self.rollout(after, dice)


# A level's bot, made for a game and a seat.
BotMaker = Callable[[AnyRules, int], Bot]

LEVELS: dict[str, BotMaker] = {"random": RandomBot, "greedy": GreedyBot, "strong": StrongBot}


def bot_levels(game: AnyRules) -> dict[str, BotMaker]:
    return dict(LEVELS)


def make_bot(game: AnyRules, seat: int, level: str) -> Bot:
    levels = bot_levels(game)
    if level not in levels:
        raise ValueError(f"unknown bot level {level!r}; known: {', '.join(levels)}")
    return levels[level](game, seat)
