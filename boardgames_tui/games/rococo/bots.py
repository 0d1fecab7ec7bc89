"""What the greedy and strong bots need of Rococo (engine/bots.py): the value of a
position (evaluate.py), full states dealt from what a seat sees (determinize.py) and a
tailor's policy for the rollouts (rollout.py)."""

from __future__ import annotations

import random

from ...engine.bot_kit import BotKit
from . import determinize, evaluate, rollout
from .actions import Action
from .state import State


class RococoBots(BotKit[State, Action]):
    def determinize(self, state: State, seat: int, rng: random.Random) -> State:
        """Deal what `seat` cannot see at random, for the searching bots."""
        return determinize.determinize(state, seat, rng)

    def evaluate(self, state: State, seat: int) -> float:
        """Score plus majority swings and money at the round's exchange rate (issue 8)."""
        return evaluate.evaluate(state, seat)

    def rollout_action(self, state: State, seat: int, legal: list[Action],
                       rng: random.Random) -> Action:
        """A cheap tailor's policy instead of random play in the strong bot's rollouts."""
        return rollout.rollout_action(legal, rng)
