"""The starting state of a Rococo game (rules §4)."""

from __future__ import annotations

from . import board as B
from . import components as C
from .rounds import build_hire_stack, component_ids, prepare_round, shuffle
from .state import Options, PlayerState, State


def new_game(players: list[str], seed: int, options: Options) -> State:
    """The board of this player count, the starting cards, money and resources of each
    tailor, the bags shuffled from the seed, then the first round prepared (rules §4)."""
    n = len(players)
    if not 1 <= n <= 5:
        raise ValueError(f"Rococo takes 1-5 players, not {n}")
    if options.solo_score_rival and n != 1:
        raise ValueError("the option 'solo_score_rival' is only for a 1-player (solo) game")
    state = State(players=list(players), seed=seed, options=options, side=C.side_key(n))
    d = C.data()
    base_ids = component_ids("base_cards")
    state.seats = [
        PlayerState(
            money=C.const("start_money"),
            yarn=C.const("start_yarn"),
            lace=C.const("start_lace"),
            supply=[str(card) for card in base_ids],
        )
        for _ in players
    ]
    build_hire_stack(state)
    tiles = list(component_ids("tiles"))
    if options.extra_resources:
        tiles += component_ids("premium_tiles")
    state.resource_bag = shuffle(state, tiles)
    dresses = list(component_ids("dresses"))
    if options.fancy_garments:
        dresses += component_ids("fancy")
    state.dress_bag = shuffle(state, dresses)
    sd = B.side(state)
    state.warehouse = [[-1] * sd.spaces_per_segment for _ in range(sd.segments)]
    state.windows = [""] * len(sd.window_costs)
    state.hire_display = [""] * C.const("cards_revealed_per_round")
    if options.jewelry_box:
        state.jewel_bag = shuffle(state, [j.id for j in d.jewels])
        state.jewel_display = [""] * len(d.jewel_prices)
    prepare_round(state)
    return state
