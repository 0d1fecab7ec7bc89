"""What one seat may see of a Rococo game (rules §9): others' hands, supplies and kept
tiles, the order of every bag and stack, and the seed are secret.

For the searching bots, `determinize` deals a full game state consistent with what one
seat sees. `RococoView.redact` hides the bag orders, the hire stack, other players' hands,
supplies and kept tiles, and a tile another player drew face down (rules §9). The
greedy and strong bots search on `determinize`: every unseen component is dealt at
random into those hidden places, so that all later draws and decisions work on real
ids. What the seat sees is never changed, and the dealt world is one that could really
have happened:

- the hire stack keeps its level order (§4.3): its remaining positions need exactly the
  levels the initial stack had there, so they are dealt from unseen cards of those levels;
- another player's hidden deck holds the base cards they have not shown, then hires;
- a player on turn who is handing in tiles for a dress (§5.4.3) gets kept tiles that can
  still pay for it, so the pending decision always has a legal answer.
"""

from __future__ import annotations

import random
from functools import cache

from ...engine.seat_view import SeatView
from . import board as B
from . import components as C
from .rounds import build_hire_stack
from .state import Options, State, copy_state

HIDDEN = "hidden"


@cache
def _stack_levels(jewelry_box: bool) -> tuple[int, ...]:
    """Card levels of the initial hire stack, top first (they do not depend on the seed)."""
    dummy = State(players=["x"], seed=1, options=Options(jewelry_box=jewelry_box))
    build_hire_stack(dummy)
    return tuple(C.card(c).level for c in dummy.hire_stack)


def _unseen_cards(state: State, seat: int) -> list[str]:
    """Hire-deck and exam cards `seat` cannot see (the stack, other hands and supplies,
    and cards that left the display unhired)."""
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


def _deal_hire_stack(state: State, unseen: list[str], rng: random.Random) -> None:
    """Refill the stack position by position with unseen cards of the right level."""
    n = len(state.hire_stack)
    if n == 0:
        return
    levels = _stack_levels(state.options.jewelry_box)[-n:]
    by_level: dict[int, list[str]] = {}
    for cid in unseen:
        by_level.setdefault(C.card(cid).level, []).append(cid)
    for cards in by_level.values():
        rng.shuffle(cards)
    stack: list[str] = []
    for level in levels:
        group = by_level.get(level) or next((g for g in by_level.values() if g), [])
        stack.append(group.pop() if group else HIDDEN)
    taken = set(stack)
    unseen[:] = [c for c in unseen if c not in taken]
    state.hire_stack = stack


def _deal_cards(state: State, seat: int, rng: random.Random) -> None:
    unseen = _unseen_cards(state, seat)
    _deal_hire_stack(state, unseen, rng)
    rng.shuffle(unseen)
    base_ids = [c.id for c in C.data().base_cards]
    for i, p in enumerate(state.seats):
        if i == seat:
            continue
        visible = set(p.discard) | set(p.removed)
        if state.turn is not None and state.current == i:
            visible.add(state.turn.card)
        slots = sum(1 for c in [*p.hand, *p.supply] if c == HIDDEN)
        cards = [c for c in base_ids if c not in visible][:slots]
        while len(cards) < slots and unseen:
            cards.append(unseen.pop())
        rng.shuffle(cards)
        for pile in (p.hand, p.supply):
            for k, cid in enumerate(pile):
                if cid == HIDDEN and cards:
                    pile[k] = cards.pop()


def _tiles_for_dress(state: State, unseen: list[int], slots: int) -> list[int]:
    """Kept tiles that cover what the player on turn still owes for the dress being made."""
    t = state.turn
    assert t is not None
    out: list[int] = []
    given = dict(t.given)
    while len(out) < slots:
        now = B.shortfall(t.need, given, t.waive_colours, t.waive_n)
        if now == 0:
            break
        gain = [
            (now - B.shortfall(t.need, B.add_bales(given, x), t.waive_colours, t.waive_n), x)
            for x in unseen
        ]
        best = max((g for g, _ in gain), default=0)
        if best <= 0:
            break
        pick = next(x for g, x in gain if g == best)
        unseen.remove(pick)
        out.append(pick)
        given = B.add_bales(given, pick)
    return out


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
    t = state.turn
    order = sorted(range(len(state.seats)), key=lambda i: i != state.current)  # payer first
    for i in order:
        p = state.seats[i]
        if i == seat or -1 not in p.tiles:
            continue
        hidden = p.tiles.count(-1)
        dealt: list[int] = []
        if t is not None and state.current == i and t.step == "handin":
            dealt = _tiles_for_dress(state, unseen, hidden)
        while len(dealt) < hidden and unseen:
            dealt.append(unseen.pop())
        p.tiles = [x for x in p.tiles if x >= 0] + dealt
    if t is not None and t.step == "drawn" and t.drawn_tile < 0:
        t.drawn_tile = unseen.pop() if unseen else d.tiles[0].id
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
    """Deal what `seat` cannot see at random; the visible parts stay as they are."""
    world = copy_state(state)
    if world.seed == 0:
        world.seed = rng.randrange(1, 2**31)
    _deal_cards(world, seat, rng)
    _deal_tiles(world, seat, rng)
    _deal_dresses_and_jewels(world, rng)
    return world


class RococoView(SeatView[State]):
    def private_decision(self, state: State, seat: int) -> bool:
        """Hand choice and every turn show the hand (rules §9)."""
        if len(state.players) == 1:
            return False
        return seat in self.rules.to_act(state)

    def redact(self, state: State, seat: int) -> State:
        """Hide others' hands, supplies and kept tiles, bag orders and the seed (§9)."""
        red = copy_state(state)
        red.seed = 0
        for i, p in enumerate(red.seats):
            if i == seat:
                continue
            p.hand = [HIDDEN] * len(p.hand)
            p.supply = [HIDDEN] * len(p.supply)
            p.tiles = [-1] * len(p.tiles)
        red.hire_stack = [HIDDEN] * len(red.hire_stack)
        red.dress_bag = [HIDDEN] * len(red.dress_bag)
        red.resource_bag = [-1] * len(red.resource_bag)
        red.jewel_bag = [HIDDEN] * len(red.jewel_bag)
        if red.turn is not None and red.current != seat and red.turn.drawn_tile >= 0:
            red.turn.drawn_tile = -1
        return red
