"""What the bots need of a game beyond its rules (the `bots` of a rules object).

The greedy and strong bots (engine/bots.py) value positions with `evaluate`, search on
full states dealt from what a seat sees (`determinize`), play rollouts with
`rollout_action` and spend `strong_budget` rollouts on a decision. The defaults make any
game playable by the bots; a game gives its own heuristics by subclassing.
"""

from __future__ import annotations

import random
from typing import Generic

from .bot_settings import BotSettings
from .type_params import ActionT, RulesAsked, StateT


class BotKit(Generic[StateT, ActionT]):
    # How much the strong bot searches (a number of rollouts, so a bot is reproducible);
    # a game states its own, measured (`make bench`).
    settings: BotSettings = BotSettings()

    def __init__(self, rules: RulesAsked) -> None:
        self.rules = rules

    def evaluate(self, state: StateT, seat: int) -> float:
        """How good `state` is for `seat`, for the greedy and strong bots.

        Default: the seat's running score minus the best other score. Games add their
        heuristics (Azul's kept wild tiles, Castles' money, ...) by overriding this.
        """
        sheet = self.rules.score_sheet(state)
        mine = next(r.total for r in sheet.rows if r.seat == seat)
        others = [r.total for r in sheet.rows if r.seat != seat]
        return float(mine - (max(others) if others else 0))

    def rollout_action(self, state: StateT, seat: int, legal: list[ActionT], rng: random.Random) -> ActionT:
        """The move a `strong` bot's rollout plays for `seat`. Default: uniform at random.

        ActionT game can return a cheap, sensible move instead (never a slow search), which
        makes the rollouts less noisy than random play.
        """
        return rng.choice(legal)

    def strong_budget(self, state: StateT, seat: int, legal: list[ActionT]) -> int | None:
        """Rollouts the `strong` bot may spend on this decision; None: `settings.samples`.

        ActionT move must stay under a second on its costliest decision, so one budget for the
        whole game is set by the slowest kind of decision (a tile with hundreds of
        placements); a game whose other decisions are cheap can give those more rollouts
        here. It must depend only on what `seat` sees, so that a bot stays reproducible.
        """
        return None

    def determinize(self, state: StateT, seat: int, rng: random.Random) -> StateT:
        """ActionT full state consistent with what `seat` sees in a redacted `state`.

        Bots search on such samples. The default returns the state as it is, which is
        right for games whose `redact` hides nothing that later decisions depend on;
        games with hidden decks or hands override it to deal the unseen cards at random.
        """
        return state
