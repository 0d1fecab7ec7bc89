"""The strong bot's budgets, one typed object per game (`BotKit.settings`).

The bots used to read loose class attributes (`strong_samples`, ...) with `getattr` and
a default in `bots.py`, so a misspelt name silently fell back to the default. A game now
states its budgets in one frozen object that the type checker and the tests can see.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class BotSettings:
    """How much the `strong` bot searches: a number of rollouts, never seconds, so a bot
    plays the same game for the same seed on any machine (calibrated so that the
    costliest move stays under a second, `make bench`).

    samples: rollouts per decision, unless `BotKit.strong_budget` says otherwise;
    rollout: a rollout stops after this many decisions;
    turns: if > 0, a rollout also stops when the bot is to decide again for the n-th
        time after another seat has decided (every move valued at the same point of
        the turn, see `StrongBot.rollout`).
    """

    samples: int = 64
    rollout: int = 24
    turns: int = 0

    def __post_init__(self) -> None:
        if self.samples < 1 or self.rollout < 0 or self.turns < 0:
            raise ValueError(f"bot settings out of range: {self}")
