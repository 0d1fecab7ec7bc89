"""What Akropolis' greedy and strong bots need (engine/bots.py, issue 8)."""

from __future__ import annotations

import random

from ...engine.bot_kit import BotKit
from . import heuristics, hidden
from .actions import Action
from .state import AkropolisState


class AkropolisBots(BotKit[AkropolisState, Action]):
    def determinize(self, state: AkropolisState, seat: int,
                    rng: random.Random) -> AkropolisState:
        return hidden.determinize(state, rng)

    def rollout_action(self, state: AkropolisState, seat: int, legal: list[Action],
                       rng: random.Random) -> Action:
        """A cheap sensible move instead of a random one (see `heuristics.rollout_move`)."""
        return heuristics.rollout_move(state, seat, legal, rng)

    def evaluate(self, state: AkropolisState, seat: int) -> float:
        """Running score plus the heuristics of `heuristics.py` (plaza stars, quarries to
        cover, stones, the tile in hand), minus the best other side's."""
        return heuristics.evaluate(state, seat)
