"""Computer players. A bot sees only the redacted state and the legal actions.

`random` is built in here for every game; games may register stronger levels in their
own `bots.py` through `GameRules.bot_levels()`.
"""

from __future__ import annotations

import random
from typing import Protocol

from pydantic import BaseModel

from .game import GameRules


class Bot(Protocol):
    def choose(self, state: BaseModel, legal: list[BaseModel], rng: random.Random) -> BaseModel: ...


class RandomBot:
    """Uniform over the legal actions."""

    def __init__(self, game: GameRules, seat: int):
        self.game, self.seat = game, seat

    def choose(self, state: BaseModel, legal: list[BaseModel], rng: random.Random) -> BaseModel:
        return rng.choice(legal)


BUILTIN_LEVELS = {"random": RandomBot}


def bot_levels(game: GameRules) -> dict[str, type]:
    levels = dict(BUILTIN_LEVELS)
    levels.update(getattr(game, "extra_bot_levels", lambda: {})())
    return levels


def make_bot(game: GameRules, seat: int, level: str) -> Bot:
    levels = bot_levels(game)
    if level not in levels:
        raise ValueError(f"unknown bot level {level!r}; known: {', '.join(levels)}")
    return levels[level](game, seat)
