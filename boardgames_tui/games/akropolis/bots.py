"""What Akropolis' greedy and strong bots need (engine/bots.py, issue 8)."""

from __future__ import annotations

import random

from ...engine.bot_kit import BotKit
from ...engine.bot_settings import BotSettings
from . import heuristics, hidden
from .actions import Action
from .state import AkropolisState


class AkropolisBots(BotKit[AkropolisState, Action]):
    # Flat Monte Carlo budget per decision (engine/bots.py), measured to stay under 1 s
    # (2 players: median 0.15 s, max 0.34 s per strong move with the rollout policy).
    # Issue 36: 160 rather than 96 (at most 0.34 s a move): against the strong bot of
    # 64d90c7 (96) it won 10 of 16 games (62%, Wilson 39-82%), at most 0.29 s of
    # processor time a move on a machine loaded 12-16 on 2 cores (bots-record).
    settings = BotSettings(samples=160, rollout=4)

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
