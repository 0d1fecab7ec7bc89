"""A one-move greedy bot (architecture: bots see only the redacted state and legal moves).

Heuristics, from the scoring rules: take many tiles and avoid the start-token penalty
(§9); place where the move scores most points plus bonus tiles, spending few tiles (§10.3-
10.5); pass only when nothing scores, keeping as many tiles as allowed (§10.6).
"""

from __future__ import annotations

import random

from pydantic import BaseModel

from boardgames_tui.engine.game import GameRules

from .actions import Pass, Place, Take, TakeBonus
from .placing import preview
from .state import AzulState
from .taking import source_counts, take_penalty, tiles_taken
from .turns import default_keep


class GreedyBot:
    def __init__(self, game: GameRules, seat: int):
        self.game, self.seat = game, seat

    def choose(self, state: BaseModel, legal: list[BaseModel], rng: random.Random) -> BaseModel:
        assert isinstance(state, AzulState)
        first = legal[0]
        if isinstance(first, Take):
            return max(legal, key=lambda a: self._take_value(state, a, rng))
        if isinstance(first, TakeBonus):
            hand = state.hands[self.seat]
            return max(legal, key=lambda a: (hand[state.supply[a.space]], -a.space))
        places = [a for a in legal if isinstance(a, Place)]
        if places:
            return max(places, key=lambda a: self._place_value(state, a))
        keep = default_keep(state.hands[self.seat], state.round)
        wanted = Pass(keep=keep)  # type: ignore[arg-type]
        return wanted if wanted in legal else legal[-1]

    def _take_value(self, state: AzulState, action: Take, rng: random.Random) -> float:
        colour = ["purple", "green", "orange", "yellow", "blue", "red"].index(action.colour)
        got = sum(tiles_taken(source_counts(state, action.source), colour, state.wild))
        return got - 1.5 * take_penalty(state, action) + rng.random() * 0.1

    def _place_value(self, state: AzulState, action: Place) -> float:
        p = preview(state, self.seat, action)
        return p.points + 1.5 * p.bonus_tiles - 0.4 * p.cost - 0.3 * p.wilds_paid


def bot_levels() -> dict[str, type]:
    return {"greedy": GreedyBot}
