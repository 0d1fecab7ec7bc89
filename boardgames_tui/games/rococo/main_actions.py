"""The six main actions and their follow-up decisions (rules §5.4).

Each `*_options` function lists exactly the legal choices; the matching `do_*` function
changes a state that the caller has already copied. Additional actions granted by a
bonus reuse these with the bonus's limits (D-8, D-9).
"""

from __future__ import annotations

from functools import cache

from boardgames_tui.engine import i18n
from boardgames_tui.engine.state import replaced, without

from . import board as B
from . import components as C
from . import jewelry
from .actions import (
    AcquireTile,
    FundDecoration,
    HandInTile,
    Hire,
    MakeDress,
    RentDress,
    TakeFreeTile,
    TileUse,
    made,
)
from .state import State, new_occupant

_, ngettext, N_ = i18n.domain("rococo")

TYPES_FOR = {
    "claim_favor": ("master", "journeyman"),
    "acquire_tile": ("master", "journeyman", "apprentice"),
    "make_dress": ("master", "journeyman"),
    "hire": ("master",),
    "depute": ("master", "journeyman", "apprentice"),
    "fund_decoration": ("master", "journeyman", "apprentice"),
}

ACTION_NAMES = {
    "claim_favor": N_("Claim the Queen's favour"),
    "acquire_tile": N_("Acquire resources"),
    "make_dress": N_("Make a dress"),
    "hire": N_("Hire an employee"),
    "depute": N_("Depute this employee"),
    "fund_decoration": N_("Fund a decoration"),
}


def tile_uses(tile_id: int) -> list[TileUse]:
    return ["keep", *C.tile(tile_id).gains.keys()]  # type: ignore[list-item]


@cache
def _tile_actions(cls, segment: int, slot: int, tile_id: int) -> tuple:
    """Every way to take the tile at a warehouse place (bounded by the components: two
    kinds of taking x warehouse places x tiles)."""
    return tuple(made(cls, segment=segment, slot=slot, use=u) for u in tile_uses(tile_id))


def use_tile(state: State, seat: int, tile_id: int, use: str) -> None:
    """Keep a tile as silk, or discard it for its yarn/lace (§5.4.2)."""
    p = state.seats[seat]
    if use == "keep":
        p.tiles = [*p.tiles, tile_id]
        return
    yarn, lace = C.tile(tile_id).gains[use]
    p.yarn += yarn
    p.lace += lace
    state.resource_discard = [*state.resource_discard, tile_id]


# --- acquire resources -------------------------------------------------------------


class _PlaceActions(dict):
    """Tile id -> every way to acquire that tile from one warehouse place, made on first
    use (bounded by the components: the tiles of the game)."""

    def __init__(self, segment: int, slot: int) -> None:
        super().__init__()
        self.place = (segment, slot)

    def __missing__(self, tile_id: int) -> tuple:
        actions = self[tile_id] = _tile_actions(AcquireTile, *self.place, tile_id)
        return actions


@cache
def _place_actions(side: str) -> tuple[tuple[_PlaceActions, ...], ...]:
    """The acquiring actions of every warehouse place of a side, by segment and slot:
    the options of a warehouse are read from it without building any key (they are
    listed on every turn that plays a card)."""
    sd = C.data().sides[side]
    return tuple(tuple(_PlaceActions(seg, slot) for slot in range(sd.spaces_per_segment))
                 for seg in range(sd.segments))


def acquire_options(state: State, seat: int, free: bool = False) -> list[AcquireTile]:
    money = state.seats[seat].money
    prices = B.segment_prices()
    out: list[AcquireTile] = []
    for places, tiles in zip(_place_actions(state.side), state.warehouse, strict=True):
        if free or prices[len(tiles) - tiles.count(-1)] <= money:
            for place, tid in zip(places, tiles, strict=True):
                if tid >= 0:
                    out += place[tid]
    return out


def do_acquire(state: State, seat: int, a: AcquireTile | TakeFreeTile, price: int) -> None:
    segment, slot = a.segment, a.slot  # read once: an action's fields are a model's
    tid = state.warehouse[segment][slot]
    state.seats[seat].money -= price
    warehouse = state.warehouse[:]
    warehouse[segment] = replaced(warehouse[segment], slot, -1)
    state.warehouse = warehouse
    use_tile(state, seat, tid, a.use)
    if isinstance(a, AcquireTile) and state.options.jewelry_box:  # exam tasks (§12.2)
        bales = C.tile(tid).bales
        if bales.get("Y") or bales.get("R"):
            jewelry.mark_task(state, seat, "J1")
        if bales.get("G") or bales.get("B"):
            jewelry.mark_task(state, seat, "J2")


def free_tile_options(state: State) -> list[TakeFreeTile]:
    out: list[TakeFreeTile] = []
    for seg, slot, tid in B.warehouse_tiles(state):
        out.extend(_tile_actions(TakeFreeTile, seg, slot, tid))
    return out


# --- make a dress -----------------------------------------------------------------


def dress_options(
    state: State,
    seat: int,
    by_master: bool,
    no_thimble: bool = False,
    waive: tuple[list[str], int] = ([], 0),
    free: bool = False,
) -> list[MakeDress]:
    """The dresses `seat` can make now: thimble (a Master's, and not under a bonus
    that forbids it), Livre (none if `free`), yarn, lace and silk bales, of which a
    bonus may waive up to `waive[1]` of the colours `waive[0]`."""
    p = state.seats[seat]
    money, yarn, lace = p.money, p.yarn, p.lace
    costs = B.side(state).window_costs
    pooled = None
    out = []
    for w, did in enumerate(state.windows):
        if not did:
            continue
        thimble, need_yarn, need_lace, bales = _dress_needs(did)
        if thimble and (no_thimble or not by_master):
            continue
        if money < (0 if free else costs[w]) or yarn < need_yarn or lace < need_lace:
            continue
        if pooled is None:
            pooled = B.pooled_bales(p.tiles)
        if waive[1]:
            ok = B.shortfall(C.dress(did).bales, pooled, waive[0], waive[1]) == 0
        else:  # `shortfall` without waiving, written out: it runs on nearly every turn
            short = 0
            for colour, k in bales:
                have = pooled.get(colour, 0)
                if have < k:
                    short += k - have
            ok = short <= pooled.get("W", 0)
        if ok:
            out.append(_make_dress(w))
    return out


@cache
def _dress_needs(dress_id: str) -> tuple[bool, int, int, tuple[tuple[str, int], ...]]:
    """What making a dress asks for: (thimble, yarn, lace, silk bales by colour)."""
    d = C.dress(dress_id)
    return d.thimble, d.yarn, d.lace, tuple(d.bales.items())


@cache
def _make_dress(window: int) -> MakeDress:
    return made(MakeDress, window=window)


def do_make_dress(state: State, seat: int, window: int, free: bool = False) -> None:
    t = state.turn
    assert t is not None
    p = state.seats[seat]
    did = state.windows[window]
    d = C.dress(did)
    p.money -= 0 if free else B.window_cost(state, window)
    p.yarn -= d.yarn
    p.lace -= d.lace
    state.windows = replaced(state.windows, window, "")
    t.dress, t.window, t.need, t.given = did, window, dict(d.bales), {}
    done = B.shortfall(t.need, t.given, t.waive_colours, t.waive_n) == 0
    t.step = "place" if done else "handin"


def handin_options(state: State, seat: int) -> list[HandInTile]:
    """Tiles that still cover a missing bale; surplus bales on them are lost (§5.4.3)."""
    t = state.turn
    assert t is not None
    now = B.shortfall(t.need, t.given, t.waive_colours, t.waive_n)
    out = []
    for tid in state.seats[seat].tiles:
        after = B.shortfall(t.need, B.add_bales(t.given, tid), t.waive_colours, t.waive_n)
        if after < now:
            out.append(made(HandInTile, tile=tid))
    return out


def do_hand_in(state: State, seat: int, tile_id: int) -> bool:
    """Returns True when the dress is fully paid."""
    t = state.turn
    assert t is not None
    p = state.seats[seat]
    p.tiles = without(p.tiles, tile_id)
    state.resource_discard = [*state.resource_discard, tile_id]
    t.given = B.add_bales(t.given, tile_id)
    return B.shortfall(t.need, t.given, t.waive_colours, t.waive_n) == 0


def rent_options(state: State) -> list[RentDress]:
    """Free guest spaces in the halls; Master spaces need a Master-made dress (§5.4.3)."""
    t = state.turn
    assert t is not None
    if t.sell_only:
        return []
    halls, by_master = state.halls, t.by_master
    return [action for space, master, action in _guest_spaces(state.side)
            if space not in halls and (by_master or not master)]


@cache
def _guest_spaces(side: str) -> tuple[tuple[str, bool, RentDress], ...]:
    """(id, Master space, the action renting onto it) of every guest space of a side,
    in board order."""
    return tuple((s.id, s.master, made(RentDress, space=s.id))
                 for h in C.data().sides[side].halls for s in h.guest_spaces)


def do_rent(state: State, seat: int, space_id: str) -> None:
    t = state.turn
    assert t is not None
    p = state.seats[seat]
    occupant = new_occupant(seat, t.dress, t.by_master)
    state.halls = {**state.halls, space_id: occupant}
    gs = B.guest_space(state, space_id)
    if gs.bonus == "livre":
        p.money += gs.amount
    elif gs.bonus == "yarn":
        p.yarn += gs.amount
    elif gs.bonus == "lace":
        p.lace += gs.amount
    elif gs.bonus == "resource_tile":
        t.free_tiles += gs.amount
    B.check_all_halls(state, seat)
    jewelry.mark_task(state, seat, "M1")
    t.rented = t.dress
    if state.options.jewelry_box:
        t.jewel_mode, t.jewel_for = "rent", t.dress


def do_sell(state: State, seat: int) -> None:
    t = state.turn
    assert t is not None
    state.seats[seat].money += C.dress(t.dress).value
    state.dress_discard = [*state.dress_discard, t.dress]
    jewelry.mark_task(state, seat, "M2")


# --- hire, decorations ------------------------------------------------------------


def hire_options(state: State, seat: int) -> list[Hire]:
    price = B.hire_price(state)
    if state.seats[seat].money < price:
        return []
    return [_hire(i) for i, c in enumerate(state.hire_display) if c]


@cache
def _hire(slot: int) -> Hire:
    return made(Hire, slot=slot)


def do_hire(state: State, seat: int, slot: int) -> None:
    p = state.seats[seat]
    p.money -= B.hire_price(state)
    p.hand = [*p.hand, state.hire_display[slot]]
    state.hire_display = replaced(state.hire_display, slot, "")


def decoration_cost(state: State, deco_id: str, discount: int = 0) -> int:
    return max(0, B.decoration(state, deco_id).cost - discount)


@cache
def _decoration_rows(side: str) -> tuple[tuple[str, str, int, FundDecoration], ...]:
    """(id, kitchen row or "", cost, the action funding it) of every decoration space
    of a side."""
    return tuple((d.id, d.kind if d.kind in B.KITCHENS else "", d.cost,
                  made(FundDecoration, space=d.id))
                 for d in C.decorations(side))


def decoration_options(state: State, seat: int, discount: int = 0) -> list[FundDecoration]:
    """Free spaces you can pay for; at most one kitchen space per row (§5.4.6)."""
    money = state.seats[seat].money
    if money < 0:
        return []
    budget = money + discount  # max(0, cost - discount) <= money
    taken = state.decorations
    rows = None  # the kitchen rows `seat` has, asked once a kitchen space is open to it
    out = []
    for deco_id, kitchen, cost, action in _decoration_rows(state.side):
        if cost > budget or deco_id in taken:
            continue
        if kitchen:
            if rows is None:
                rows = B.kitchen_rows_owned(state, seat)
            if kitchen in rows:
                continue
        out.append(action)
    return out


def do_fund(state: State, seat: int, deco_id: str, discount: int = 0) -> None:
    state.seats[seat].money -= decoration_cost(state, deco_id, discount)
    state.decorations = {**state.decorations, deco_id: seat}
    if B.decoration(state, deco_id).kind == "musician":
        B.check_all_halls(state, seat)
    jewelry.mark_task(state, seat, "J3")
