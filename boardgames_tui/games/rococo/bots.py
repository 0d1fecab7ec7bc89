"""Support for the engine's greedy and strong bots: a determinised world and a value.

`redact` hides bag orders, other hands and supplies and kept tiles (rules §9). A bot
searches on `determinize`: the unseen components dealt at random into those places, so
every later draw and decision works on real ids.
"""

from __future__ import annotations

import random

from . import board as B
from . import components as C
from .state import State

HIDDEN = "hidden"


def _unseen_cards(state: State, seat: int) -> list[str]:
    """Hire-deck and exam cards nobody can see (in bags, other hands and supplies)."""
    d = C.data()
    pool = [c.id for c in d.hire_deck]
    if state.options.jewelry_box:
        pool += [c.id for c in d.exam_cards]
    seen: set[str] = set(state.hire_display) | {c for c in state.hire_stack if c != HIDDEN}
    for deck in state.exam_decks.values():
        seen |= set(deck)
    for i, p in enumerate(state.seats):
        seen |= set(p.discard) | set(p.removed)
        if i == seat:
            seen |= set(p.hand) | set(p.supply)
    if state.turn is not None:
        seen.add(state.turn.card)
    return [c for c in pool if c not in seen]


def _deal_cards(state: State, seat: int, rng: random.Random) -> None:
    unseen = _unseen_cards(state, seat)
    rng.shuffle(unseen)
    base_ids = [c.id for c in C.data().base_cards]
    for i, p in enumerate(state.seats):
        if i == seat:
            continue
        visible = set(p.discard) | set(p.removed)
        if state.turn is not None and state.current == i:
            visible.add(state.turn.card)
        own_base = [c for c in base_ids if c not in visible]
        rng.shuffle(own_base)
        for pile in (p.hand, p.supply):
            for k, cid in enumerate(pile):
                if cid == HIDDEN:
                    pile[k] = own_base.pop() if own_base else (unseen.pop() if unseen else cid)
    n = len(state.hire_stack)
    rest = sorted(unseen[:n], key=lambda c: C.card(c).level)
    state.hire_stack = rest + [HIDDEN] * (n - len(rest))


def _deal_tiles(state: State, seat: int, rng: random.Random) -> None:
    d = C.data()
    pool = [t.id for t in d.tiles]
    if state.options.extra_resources:
        pool += [t.id for t in d.premium_tiles]
    seen = {t for seg in state.warehouse for t in seg if t >= 0} | set(state.resource_discard)
    seen |= {t for p in state.seats for t in p.tiles if t >= 0}
    if state.turn is not None and state.turn.drawn_tile >= 0:
        seen.add(state.turn.drawn_tile)
    unseen = [t for t in pool if t not in seen]
    rng.shuffle(unseen)
    for i, p in enumerate(state.seats):
        if i != seat:
            p.tiles = [t if t >= 0 else (unseen.pop() if unseen else t) for t in p.tiles]
    if state.turn is not None and state.turn.step == "drawn" and state.turn.drawn_tile < 0:
        state.turn.drawn_tile = unseen.pop() if unseen else C.data().tiles[0].id
    state.resource_bag = unseen[: len(state.resource_bag)]


def _deal_dresses_and_jewels(state: State, rng: random.Random) -> None:
    d = C.data()
    pool = [x.id for x in d.dresses] + (
        [x.id for x in d.fancy] if state.options.fancy_garments else []
    )
    seen = set(state.windows) | set(state.dress_discard) | {o.dress for o in state.halls.values()}
    if state.turn is not None and state.turn.dress:
        seen.add(state.turn.dress)
    unseen = [x for x in pool if x not in seen]
    rng.shuffle(unseen)
    state.dress_bag = unseen[: len(state.dress_bag)]
    if state.options.jewelry_box:
        held = {j for p in state.seats for j in p.jewels} | set(state.jewel_display)
        jewels = [j.id for j in d.jewels if j.id not in held]
        rng.shuffle(jewels)
        state.jewel_bag = jewels[: len(state.jewel_bag)]


def determinize(state: State, seat: int, rng: random.Random) -> State:
    world = state.model_copy(deep=True)
    if world.seed == 0:
        world.seed = rng.randrange(1, 2**31)
    _deal_cards(world, seat, rng)
    _deal_tiles(world, seat, rng)
    _deal_dresses_and_jewels(world, rng)
    return world


def evaluate(score_total: float, best_other: float, state: State, seat: int) -> float:
    """Running score difference plus small values for what can still become points."""
    p = state.seats[seat]
    bales = sum(B.pooled_bales(p.tiles).values())
    potential = 0.05 * p.money + 0.25 * bales + 0.2 * (p.yarn + p.lace)
    return score_total - best_other + potential
