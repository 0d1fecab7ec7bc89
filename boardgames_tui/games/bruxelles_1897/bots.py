"""What the greedy and strong bots need of Bruxelles 1897 (engine/bots.py): see
heuristics.py for the value, the rollout policy and the budgets."""

from __future__ import annotations

import random

from ...engine.bot_kit import BotKit
from . import heuristics
from .actions import Action
from .state import GameState


class BruxellesBots(BotKit[GameState, Action]):
    def evaluate(self, state: GameState, seat: int) -> float:
        return heuristics.evaluate(self.rules, state, seat)

    def strong_budget(self, state: GameState, seat: int, legal: list[Action]) -> int | None:
        return heuristics.strong_budget(state, seat)

    def determinize(self, state: GameState, seat: int, rng: random.Random) -> GameState:
        return heuristics.determinize(state, rng)

    def rollout_action(self, state: GameState, seat: int, legal: list[Action],
                       rng: random.Random) -> Action:
        return heuristics.rollout_action(self.rules, state, seat, legal, rng)
