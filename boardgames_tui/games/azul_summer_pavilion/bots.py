"""What Azul's greedy and strong bots need (engine/bots.py): a value, a playout policy."""

from __future__ import annotations

import random

from ...engine.bot_kit import BotKit
from ...engine.errors import IllegalAction
from . import heuristics
from .actions import AzulAction
from .state import AzulState


class AzulBots(BotKit[AzulState, AzulAction]):
    def evaluate(self, state: AzulState, seat: int) -> float:
        """Score plus hand, star, number-set and symbol promise (heuristics.py)."""
        return heuristics.evaluate(state, seat)

    def determinize(self, state: AzulState, seat: int, rng: random.Random) -> AzulState:
        """Only the bag order is hidden: shuffle it (and future tower pours)."""
        return heuristics.determinize(state, rng)

    def rollout_action(self, state: AzulState, seat: int, legal: list[AzulAction],
                       rng: random.Random) -> AzulAction:
        """The strong bot's playout move: the best by `evaluate` among the takes, bonus
        picks, placements and the one pass that keeps the most tiles.

        Uniform random playouts are useless here (most legal Phase 2 actions are passes
        that discard tiles, D8), so the rollouts play this one-move greedy policy instead.
        """
        best: AzulAction | None = None
        best_value = 0.0
        for action in heuristics.rollout_candidates(state, seat, legal):
            after = self.rules.apply(state, seat, action)
            value = heuristics.evaluate(after, seat) + rng.random() * 1e-6
            if best is None or value > best_value:
                best, best_value = action, value
        if best is None:
            raise IllegalAction(f"{state.players[seat]} has no decision to make")
        return best
