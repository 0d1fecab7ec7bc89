"""The starting state (rules §7): 132 tiles in the bag, 10 on the supply, 2n+1 factories
of 4, and the first round's taking phase begun."""

from __future__ import annotations

from pydantic import BaseModel

from ...engine.rng import shuffled
from .bag import draw, refill_factories
from .components import constants
from .state import AzulOptions, AzulState
from .turns import start_phase1


def new_game(players: list[str], seed: int, options: BaseModel) -> AzulState:
    opts = (
        options
        if isinstance(options, AzulOptions)
        else AzulOptions.model_validate(
            options.model_dump() if isinstance(options, BaseModel) else options
        )
    )
    k = constants()
    n = len(players)
    tiles = [c for c in range(6) for _ in range(k.tiles_per_colour)]
    state = AzulState(
        players=list(players),
        seed=seed,
        rng_counter=1,
        side=opts.side,
        bag=shuffled(seed, 0, tiles),
        factories=[[0] * 6 for _ in range(k.factories_by_players[n])],
        supply=[None] * k.supply_spaces,
        hands=[[0] * 6 for _ in range(n)],
        corners=[[0] * 6 for _ in range(n)],
        boards=[[None] * 42 for _ in range(n)],
        passed=[False] * n,
        placement_points=[0] * n,
        penalties=[0] * n,
        start_scores=[k.start_score] * n,
    )
    for i in range(k.supply_spaces):
        state.supply[i] = draw(state)
    refill_factories(state)
    start_phase1(state)
    return state
