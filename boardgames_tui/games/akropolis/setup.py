"""The starting state of an Akropolis game (rules §3): the tiles of this player count
shuffled, the construction site laid out, the stones dealt, a starting tile per city."""

from __future__ import annotations

from ...engine.rng import shuffled
from .components import all_tile_ids, data, tiles_for
from .state import AkropolisOptions, AkropolisState, City


def new_game(players: list[str], seed: int, options: AkropolisOptions) -> AkropolisState:
    """Shuffle this player count's tiles, lay out the construction site (one tile more
    than there are sides) and stack the rest (rules §3)."""
    n = len(players)
    options.validate_for(n)
    solo = n == 1
    sides = 2 if solo else n
    if options.all_tiles:
        ids = all_tile_ids()
    else:
        ids = tiles_for(2 if solo else n)
    deck = shuffled(seed, 0, ids)
    site_size = sides + 2
    site, deck = deck[:site_size], deck[site_size:]
    if len(deck) % (sides + 1):
        raise ValueError("the tiles do not split into equal stacks")  # pragma: no cover
    return AkropolisState(
        players=list(players),
        seed=seed,
        rng_counter=1,
        options=options,
        deck=deck,
        site=site,
        stones=list(data().starting_stones[:sides]),
        cities=[City() for _ in range(n)],
    )
