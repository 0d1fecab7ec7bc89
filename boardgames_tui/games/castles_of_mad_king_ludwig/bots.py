"""What the greedy and strong bots need of Castles (engine/bots.py): see heuristics.py."""

from __future__ import annotations

import random
from typing import cast

from ...engine.bot_kit import BotKit
from . import heuristics, hidden
from .actions import Action
from .state import CastlesState


class CastlesBots(BotKit[CastlesState, Action]):
    def determinize(self, state: CastlesState, seat: int, rng: random.Random) -> CastlesState:
        return hidden.determinize(state, seat, rng)

    def evaluate(self, state: CastlesState, seat: int) -> float:
        """Estimated final score lead: points, money, favours, bonus cards, the tile in
        hand and rewards still to take, the Master Builder's likely income (heuristics)."""
        return heuristics.evaluate(state, seat)

    def rollout_action(self, state: CastlesState, seat: int, legal: list[Action],
                       rng: random.Random) -> Action:
        """Cheap sensible rollout moves for the strong bot (heuristics)."""
        return cast(Action, heuristics.rollout_action(state, seat, legal, rng))
