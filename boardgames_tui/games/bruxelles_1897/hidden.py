"""What one seat may see of a Bruxelles 1897 game: only the order of the draw piles is
secret (rules §10); everything on the table and in every hand is public."""

from __future__ import annotations

import random

from ...engine.seat_view import SeatView
from ...engine.state import evolve
from .actions import Continue
from .state import GameState


class BruxellesView(SeatView[GameState]):
    def redact(self, state: GameState, seat: int) -> GameState:
        """Sort the draw piles, so their order tells nothing."""
        return evolve(state, decks={k: sorted(v) for k, v in state.decks.items()})

    def plays_itself(self, state: GameState, seat: int, action: object) -> bool:
        """A round-scoring step waits for the player's Enter: it is there to be read."""
        return not isinstance(action, Continue)


def determinize(state: GameState, rng: random.Random) -> GameState:
    """The bots' guess of the hidden pile orders: a random order of the same cards."""
    decks = {}
    for kind, pile in state.decks.items():
        shuffled = list(pile)
        rng.shuffle(shuffled)
        decks[kind] = shuffled
    return evolve(state, decks=decks)
