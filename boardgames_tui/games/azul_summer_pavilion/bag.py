"""Bag and tower: drawing tiles, refilling factories and the supply (rules §10.5, §11, §12).

All functions change the state they are given; callers pass a fresh copy (whose bag
may be shared with the original: it is only ever replaced).
"""

from __future__ import annotations

from boardgames_tui.engine.rng import shuffled

from .components import constants
from .state import AzulState


def pour_tower_into_bag(state: AzulState) -> None:
    """Rules §12: the tower goes back into the bag and is shuffled (counter bumped)."""
    tiles = [colour for colour, n in enumerate(state.tower) for _ in range(n)]
    state.bag = shuffled(state.seed, state.rng_counter, tiles) + state.bag
    state.rng_counter += 1
    state.tower = [0] * 6


def draw(state: AzulState) -> int | None:
    """One tile from the bag, refilling from the tower when needed; None if both are empty.

    The bag is replaced, never changed in place, so a copied state may share it with the
    state it was copied from (`clone` does not copy it: most decisions draw nothing).
    """
    bag = state.bag
    if not bag:
        if not any(state.tower):
            return None
        pour_tower_into_bag(state)
        bag = state.bag
    state.bag = bag[:-1]
    return bag[-1]


def refill_supply(state: AzulState) -> None:
    """Rules §10.5 / D5: fill every empty supply space; spaces stay empty if tiles run out."""
    if None not in state.supply:
        return  # most turns take nothing from the supply
    for i, tile in enumerate(state.supply):
        if tile is None:
            drawn = draw(state)
            if drawn is None:
                return
            state.supply[i] = drawn


def refill_factories(state: AzulState) -> None:
    """Rules §11.2 / D11: 4 tiles per factory in order; stop when bag and tower are empty."""
    per = constants().tiles_per_factory
    for factory in state.factories:
        for _ in range(per):
            drawn = draw(state)
            if drawn is None:
                return
            factory[drawn] += 1


def total_tiles(state: AzulState) -> list[int]:
    """Tiles of each colour anywhere in the game (rules §12: always 22 of each)."""
    totals = [0] * 6
    for tile in state.bag:
        totals[tile] += 1
    containers = [state.tower, state.centre, *state.factories, *state.hands, *state.corners]
    for counts in containers:
        for colour, n in enumerate(counts):
            totals[colour] += n
    for kept in state.supply:
        if kept is not None:
            totals[kept] += 1
    for b in state.boards:
        for placed in b:
            if placed is not None:
                totals[placed] += 1
    return totals
