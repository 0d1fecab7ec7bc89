"""What one seat may see of an Akropolis game: the stacks are face down (rules §4.5), so
their order is hidden; their contents are public (the tile set minus what is visible)."""

from __future__ import annotations

import random

from ...engine.seat_view import SeatView
from ...engine.state import evolve
from .components import all_tile_ids, tiles_for
from .state import AkropolisState


class AkropolisView(SeatView[AkropolisState]):
    def redact(self, state: AkropolisState, seat: int) -> AkropolisState:
        """Hide the stacks' order by sorting them."""
        return evolve(state, deck=sorted(state.deck))


def unseen_tiles(state: AkropolisState) -> list[int]:
    """The tiles of this game's set that nobody has seen yet: not on the site, in a
    hand, in a city or with the Architect (§3.1, §4.5). Sorted, so it tells nothing."""
    n = len(state.players)
    pool = all_tile_ids() if state.options.all_tiles else tiles_for(2 if state.solo else n)
    seen = {*state.site, *state.architect_tiles}
    if state.held is not None:
        seen.add(state.held)
    for city in state.cities:
        seen.update(tile_id for tile_id, _q, _r, _rot in city.placed)
    return sorted(set(pool) - seen)


def determinize(state: AkropolisState, rng: random.Random) -> AkropolisState:
    """Re-deal the face-down stacks: the unseen tiles in a random order (§4.5).
    Everything else is public and stays as it is."""
    unseen = unseen_tiles(state)
    if state.over or len(unseen) != len(state.deck):
        unseen = sorted(state.deck)  # the game is over: nothing left to deal
    rng.shuffle(unseen)
    return evolve(state, deck=unseen)
