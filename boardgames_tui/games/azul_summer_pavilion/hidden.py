"""What one seat may see of an Azul game (rules §14.13): only the bag's order is secret;
and the pass a player makes by themselves."""

from __future__ import annotations

import random

from ...engine.seat_view import SeatView
from ...engine.state import evolve
from .actions import AzulAction
from .state import AzulState
from .turns import free_pass


class AzulView(SeatView[AzulState]):
    def redact(self, state: AzulState, seat: int) -> AzulState:
        """Only the bag's order is secret; its contents stay countable, so it is sorted."""
        return evolve(state, bag=sorted(state.bag))

    def forced_action(self, state: AzulState, seat: int,
                      legal: list[AzulAction]) -> AzulAction | None:
        """A player who cannot place any tile passes by themselves when passing asks
        nothing (turns.free_pass: keep every tile of four or fewer, D8)."""
        return free_pass(state, seat, legal) or super().forced_action(state, seat, legal)


def determinize(state: AzulState, rng: random.Random) -> AzulState:
    """A full state for the bots: the bag in a random order and a fresh seed for future
    tower pours (the real pour order is unknown to every player, §12)."""
    bag = list(state.bag)
    rng.shuffle(bag)
    return evolve(state, bag=bag, seed=rng.getrandbits(31))
