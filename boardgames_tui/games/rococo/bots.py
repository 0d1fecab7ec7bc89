"""What the greedy and strong bots need of Rococo (engine/bots.py): the value of a
position and a tailor's policy for the rollouts (heuristics.py), full states dealt from
what a seat sees (hidden.py)."""

from __future__ import annotations

import random

from ...engine.bot_kit import BotKit
from ...engine.bot_settings import BotSettings
from . import heuristics, hidden
from .actions import Action
from .state import State


class RococoBots(BotKit[State, Action]):
    # Issue 36: 640 rather than 384: 4 of 6 games against the strong bot of 64d90c7
    # (67%, Wilson 30-90%), at most 0.49 s of processor time a move (load 12-16)
    settings = BotSettings(samples=640, rollout=12)

    def determinize(self, state: State, seat: int, rng: random.Random) -> State:
        """Deal what `seat` cannot see at random, for the searching bots."""
        return hidden.determinize(state, seat, rng)

    def evaluate(self, state: State, seat: int) -> float:
        """Score plus majority swings and money at the round's exchange rate (issue 8)."""
        return heuristics.evaluate(state, seat)

    def rollout_action(self, state: State, seat: int, legal: list[Action],
                       rng: random.Random) -> Action:
        """A cheap tailor's policy instead of random play in the strong bot's rollouts."""
        return heuristics.rollout_action(legal, rng)
