"""What the greedy and strong bots need of Bruxelles 1897 (engine/bots.py): see
heuristics.py for the value, the rollout policy and the budgets."""

from __future__ import annotations

import random

from ...engine.bot_kit import BotKit
from ...engine.bot_settings import BotSettings
from . import heuristics, hidden
from .actions import Action
from .state import GameState


class BruxellesBots(BotKit[GameState, Action]):
    # The engine's strong bot: determinised samples per decision, each played on by the
    # greedy `heuristics.rollout_action` to the bot's next turn (`BotSettings.turns`, at most 8
    # decisions). Measured with 2 players against greedy (which sees through follow-up
    # questions, `heuristics.evaluate`): uniformly random rollouts of 2-16 decisions lost;
    # greedy-lite rollouts of 4 decisions won 21 of 40 (to the next turn: 24 of 40);
    # greedy rollouts to the next turn, 16 samples: 6 of 8; 32 samples: 21 of 24 and 11
    # of 12 against the strong bot of e4d5f64, at up to 1.25 s per move. The budget also
    # sets how many moves are searched (engine: 8 rollouts per move, so 16 samples
    # compared only the two greedy-best, often the same placement paid with two cards).
    # Rollouts without the legality checks (`play`), the coats and columns counted in one
    # pass and the twin placements tried once made a rollout about half as costly, so 32
    # samples fit: 35 of 40 against greedy and 32 of 40 against the strong bot of e4d5f64,
    # at most 787 ms of processor time per move on a heavily loaded machine. Those slowest
    # moves were Brussels, City Hall and scoring answers in round 4 (a long own turn with
    # many ready nobles before the rival's), so a decision other than a turn's opening
    # one gets 16 samples and an opening once every rival has passed 24 (`strong_budget`),
    # and City Hall costs less in the rollouts (`heuristics.rollout_action`): 34 of 40
    # against greedy (85%, Wilson 71-93%) and 32 of 40 against the strong bot of e4d5f64
    # (80%, 65-90%), at most 451 and 568 ms of processor time per move in those runs
    # (load average 5-6 on 2 cores; one decision's processor time varied 2.5x with load).
    # Issue 36: with the architects in hand valued as the turns they give
    # (`heuristics.ARCHITECT_IN_HAND`), 11 of 16 against the strong bot of 64d90c7 (69%,
    # Wilson 44-86%), at most 393 ms of processor time a move (load 12-16).
    settings = BotSettings(samples=32, rollout=8, turns=1)

    def evaluate(self, state: GameState, seat: int) -> float:
        return heuristics.evaluate(self.rules, state, seat)

    def strong_budget(self, state: GameState, seat: int, legal: list[Action]) -> int | None:
        return heuristics.strong_budget(state, seat)

    def determinize(self, state: GameState, seat: int, rng: random.Random) -> GameState:
        return hidden.determinize(state, rng)

    def rollout_action(self, state: GameState, seat: int, legal: list[Action],
                       rng: random.Random) -> Action:
        return heuristics.rollout_action(self.rules, state, seat, legal, rng)
