"""What Azul's greedy and strong bots need (engine/bots.py): a value, a playout policy."""

from __future__ import annotations

import random

from ...engine.bot_kit import BotKit
from ...engine.bot_settings import BotSettings
from ...engine.errors import IllegalAction
from . import heuristics, hidden
from .actions import AzulAction
from .state import AzulState


class AzulBots(BotKit[AzulState, AzulAction]):
    # The engine's strong bot: rollouts per decision, played by `rollout_action` until the
    # bot is to decide for the third time after its rival (`BotSettings.turns`), at most 16
    # decisions. The greedy playouts hardly depend on the dealt bag until the next round,
    # so the samples of one move mostly repeat each other: more of them buy little, a
    # longer look ahead buys a lot (the placements and passes that a take leads to, a
    # placement order over several turns). 64 rollouts let the search weigh the 8
    # greedy-best moves (40 gave 5). Against the e4d5f64 strong bot (issue 16), games
    # 0-15: 40 rollouts to the next turn won 52% (of 40), 64 to the next turn 11 of 16,
    # 64 to the third turn 15 of 16; a move takes at most about 0.4 s of processor time.
    # Issue 36, against the strong bot of 64d90c7 (64 rollouts to the third turn), games
    # 0-5: rollouts to the fourth turn (at most 22 decisions) won 1 and tied 1 of 6, so
    # the look-ahead stays; 128 rollouts instead: 6 of 12 and a tie (50%, Wilson 25-75%),
    # at most 0.68 s of processor time a move (load 12-16): not yet the 60% asked.
    settings = BotSettings(samples=128, rollout=16, turns=3)

    def evaluate(self, state: AzulState, seat: int) -> float:
        """Score plus hand, star, number-set and symbol promise (heuristics.py)."""
        return heuristics.evaluate(state, seat)

    def determinize(self, state: AzulState, seat: int, rng: random.Random) -> AzulState:
        """Only the bag order is hidden: shuffle it (and future tower pours)."""
        return hidden.determinize(state, rng)

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
