"""Read-only questions about the board and a player's holdings (rules §3, §5.5, §5.6).

Prices, presence in halls, counts of dresses and decorations: shared by the actions,
the bonuses, income and the final scoring, and by the screen for its previews.
"""

from __future__ import annotations

from functools import cache

from . import components as C
from .state import State


def side(state: State) -> C.BoardSide:
    return C.data().sides[state.side]


def hall_of_space(state: State, space_id: str) -> C.HallDef:
    return C.space_index(state.side)[space_id][0]


def guest_space(state: State, space_id: str) -> C.GuestSpace:
    return C.space_index(state.side)[space_id][1]


def decoration(state: State, deco_id: str) -> C.DecorationDef:
    return C.decoration_index(state.side)[deco_id]


def own_dresses(state: State, seat: int) -> list[str]:
    """Dress ids of `seat` on the board (halls; the terrace only exists in final scoring)."""
    return [o.dress for o in state.halls.values() if o.seat == seat]


def dresses_of_colour(state: State, seat: int, colour: str) -> int:
    """Fancy garments count as both of their colours for per-colour bonuses (§11)."""
    return sum(1 for d in own_dresses(state, seat) if colour in C.dress(d).colours)


def own_decorations(state: State, seat: int) -> list[str]:
    return [d for d, owner in state.decorations.items() if owner == seat]


def deck_size(state: State, seat: int) -> int:
    """Supply + hand + discard, including the card being played (D-10)."""
    p = state.seats[seat]
    size = len(p.supply) + len(p.hand) + len(p.discard)
    t = state.turn
    if t is not None and state.current == seat and not t.card_gone:
        size += 1
    return size


def can_depute_one(state: State, seat: int) -> bool:
    """Minimum deck rule: at least 4 cards must remain after deputing (§5.4.5)."""
    return deck_size(state, seat) - 1 >= C.const("min_deck_size_after_depute")


@cache
def _price_table(name: str) -> tuple[int, ...]:
    """Price by count (0 to 10) from a constants table keyed by the count as text."""
    table = C.const(name)
    return tuple(int(table.get(str(k), 0)) for k in range(11))


def hire_price(state: State) -> int:
    shown = state.hire_display
    return _price_table("hire_price_by_cards_displayed")[len(shown) - shown.count("")]


def segment_prices() -> tuple[int, ...]:
    """A warehouse segment's price by the number of tiles in it."""
    return _price_table("resource_price_by_tiles_in_segment")


def segment_price(state: State, segment: int) -> int:
    seg = state.warehouse[segment]  # -1 marks an empty space
    return _price_table("resource_price_by_tiles_in_segment")[len(seg) - seg.count(-1)]


def warehouse_tiles(state: State) -> list[tuple[int, int, int]]:
    """(segment, slot, tile id) of every face-up tile."""
    return [(s, i, t) for s, seg in enumerate(state.warehouse) for i, t in enumerate(seg) if t >= 0]


def window_cost(state: State, window: int) -> int:
    return side(state).window_costs[window]


def halls_present(state: State, seat: int) -> set[str]:
    """Halls where `seat` has a dress or the Musician (§5.5)."""
    present = {hall_of_space(state, s).id for s, o in state.halls.items() if o.seat == seat}
    for h in side(state).halls:
        if state.decorations.get(h.musician.id) == seat:
            present.add(h.id)
    return present


def check_all_halls(state: State, seat: int) -> None:
    """Take the most valuable free All-halls space once present everywhere (§5.5)."""
    p = state.seats[seat]
    if p.all_halls >= 0:
        return
    if len(halls_present(state, seat)) < len(side(state).halls):
        return
    if len(state.all_halls) < len(side(state).all_halls_pp):
        p.all_halls = len(state.all_halls)
        state.all_halls = [*state.all_halls, seat]  # may be shared


KITCHENS = frozenset({"kitchen_a", "kitchen_b"})


def kitchen_rows_owned(state: State, seat: int) -> set[str]:
    decorations = state.decorations
    return {kind for deco_id, kind in _kitchen_spaces(state.side)
            if decorations.get(deco_id) == seat}


@cache
def _kitchen_spaces(side_key: str) -> tuple[tuple[str, str], ...]:
    """(id, row) of every kitchen space of a board side."""
    return tuple((d, k) for d, k in C.decoration_kinds(side_key).items() if k in KITCHENS)


def income(state: State, seat: int) -> int:
    """Phase 4 income: 5 + row A per decoration + row B per dress (+ jewels) (§5.6)."""
    total = int(C.const("base_income"))
    rows = kitchen_rows_owned(state, seat)
    if "kitchen_a" in rows:
        total += len(own_decorations(state, seat))
    if "kitchen_b" in rows:
        total += len(own_dresses(state, seat))
    if state.options.jewelry_box:
        total += len(state.seats[seat].jewels)
    return total


def shortfall(need: dict[str, int], given: dict[str, int], waive: list[str], n: int) -> int:
    """Bales still missing for a dress; wild bales cover any colour, `waive` up to n (§6)."""
    short = {c: max(0, k - given.get(c, 0)) for c, k in need.items()}
    waived = min(n, sum(short.get(c, 0) for c in waive)) if n else 0
    return max(0, sum(short.values()) - waived - given.get("W", 0))


def add_bales(given: dict[str, int], tile_id: int) -> dict[str, int]:
    out = dict(given)
    for c, k in C.tile(tile_id).bales.items():
        out[c] = out.get(c, 0) + k
    return out


def pooled_bales(tile_ids: list[int]) -> dict[str, int]:
    out: dict[str, int] = {}
    for t in tile_ids:
        for c, k in C.tile_bales(t):
            out[c] = out.get(c, 0) + k
    return out
