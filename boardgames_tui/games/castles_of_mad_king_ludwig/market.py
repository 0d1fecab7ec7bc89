"""The room market: drawing room cards, refilling, the end trigger (§5, §8, §11).

Functions here change the state they are given; callers pass a fresh copy.
"""

from __future__ import annotations

from boardgames_tui.engine.rng import shuffled

from .components import constants
from .state import CastlesState


def prices(n_players: int) -> list[int]:
    """The price slots for this player count, cheapest first (§5.4, D8)."""
    return constants().market_prices[n_players]


def shuffle(state: CastlesState, items: list) -> list:
    out = shuffled(state.seed, state.rng_counter, items)
    state.rng_counter += 1
    return out


def fill_market(state: CastlesState) -> None:
    """Fill every empty price slot from the room-card deck (§8 step 1).

    A card whose stack is empty is discarded and another drawn (§5.3). If the deck runs
    out, the discard pile is reshuffled once to finish; either way the round is the last
    (§11, D21). With every stack empty the slot stays empty.
    """
    reshuffled = False
    if not state.deck:
        state.last_round = True
    for slot, room in enumerate(state.market):
        if room is not None:
            continue
        while any(state.stacks.values()):
            if not state.deck:
                if reshuffled or not state.discard:
                    break
                state.deck = shuffle(state, state.discard)
                state.discard = []
                reshuffled = True
                state.last_round = True
            size = state.deck.pop(0)
            state.discard.append(size)
            if state.stacks[size]:
                state.market[slot] = state.stacks[size].pop(0)
                state.coins[slot] = 0
                break
    if not state.deck:
        state.last_round = True
    state.reveal_count += 1
