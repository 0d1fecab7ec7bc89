"""The stacked hex city and the placement rules (rules §2, §4.2, §4.3).

A `CityMap` is derived from a city's placement list and kept with the city (see
`map_of_city`), so legality checks, enumeration and scoring never rebuild it. Every
position holds a stack of (hex code, tile id) from bottom to top; its height is the stack
length. The legal spots and the lakes of a map are worked out from its parent's (the map
before the last tile) where only what is near the new tile can change.
"""

from __future__ import annotations

from bisect import bisect_left, insort
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from functools import cache

from ...engine import i18n
from ...engine.state import evolve
from .actions import PlaceTile
from .components import (
    DIRECTIONS,
    STARTING_TILE_ID,
    data,
    is_quarry,
    tile_cells,
    tile_hexes,
)
from .state import City, Placement

_, ngettext, N_ = i18n.domain("akropolis")

Pos = tuple[int, int]
Stack = tuple[tuple[str, int], ...]

# Why a spot is refused, in words a player understands (the screen shows these, translated
# there: placements are judged in tight loops and the reason is only read when shown).
NO_CONTACT = N_("no contact: a ground tile must touch your city along an edge")
OVERHANG = N_("overhang: part of the tile would hang over empty space")
UNEVEN = N_("uneven: the hexes underneath are at different levels")
ONE_TILE = N_("one tile underneath: an upper tile must rest on at least two different tiles")


@dataclass(frozen=True)
class CityMap:
    """Stacks by position, plus what is derived from them once (the empty ring around the
    city, the legal spots): a map never changes, so it keeps them."""

    stacks: dict[Pos, Stack]
    _derived: dict = field(default_factory=dict, compare=False, repr=False)

    def height(self, pos: Pos) -> int:
        stack = self.stacks.get(pos)
        return len(stack) if stack else 0

    def top(self, pos: Pos) -> tuple[str, int] | None:
        stack = self.stacks.get(pos)
        return stack[-1] if stack else None

    def frontier(self) -> frozenset[Pos]:
        """Empty positions sharing an edge with the city."""
        found = self._derived.get("frontier")
        if found is None:
            stacks = self.stacks
            found = self._derived["frontier"] = frozenset(
                (q + dq, r + dr)
                for (q, r) in stacks
                for dq, dr in DIRECTIONS
                if (q + dq, r + dr) not in stacks
            )
        return found

    def max_height(self) -> int:
        return max((len(s) for s in self.stacks.values()), default=0)

    def with_tile(self, tile_id: int, anchor: Pos, rot: int) -> CityMap:
        """A new map with the tile laid on top (legality is the caller's business).

        The new map remembers this one ("before": the map, the tile's cells and id) so
        that what it derives (legal spots, lakes, the bots' terms) can be worked out from
        what this one has derived. This map forgets its own map before at that moment:
        only the latest step is kept, so maps never hold a chain of earlier maps.
        """
        stacks = dict(self.stacks)
        cells = tile_cells(anchor, rot)
        for pos, code in zip(cells, tile_hexes()[tile_id], strict=True):
            stacks[pos] = stacks.get(pos, ()) + ((code, tile_id),)
        child = CityMap(stacks)
        child._derived["before"] = (self, cells, tile_id)
        self._derived.pop("before", None)
        return child


@cache
def _ring_offsets(step: Pos) -> tuple[Pos, ...]:
    """The nine hexes around a tile whose second hex lies `step` from its anchor,
    relative to the anchor, in order round the tile: each touches the next, the last
    touches the first, and no other two touch."""
    rot = DIRECTIONS.index(step)
    cells = [(0, 0), DIRECTIONS[rot], DIRECTIONS[(rot + 1) % 6]]
    ring = {(q + dq, r + dr) for q, r in cells for dq, dr in DIRECTIONS}.difference(cells)
    order = [min(ring)]
    ring.discard(order[0])
    while ring:
        q, r = order[-1]
        step_to = next((q + dq, r + dr) for dq, dr in DIRECTIONS if (q + dq, r + dr) in ring)
        ring.discard(step_to)
        order.append(step_to)
    return tuple(order)


def connected_groups(cells: AbstractSet[Pos]) -> list[set[Pos]]:
    """The groups of `cells` that touch each other (one flood fill for scoring and the
    bots' terms: the house group, rules §5.2)."""
    left = set(cells)
    groups = []
    while left:
        seed = left.pop()
        group, todo = {seed}, [seed]
        while todo:
            q, r = todo.pop()
            for dq, dr in DIRECTIONS:
                n = (q + dq, r + dr)
                if n in left:
                    left.discard(n)
                    group.add(n)
                    todo.append(n)
        groups.append(group)
    return groups


def ring_around(cells: tuple[Pos, ...]) -> list[Pos]:
    """The nine hexes around a tile on `cells`, in order round it (see `_ring_offsets`)."""
    (q, r), (q1, r1) = cells[0], cells[1]
    return [(q + dq, r + dr) for dq, dr in _ring_offsets((q1 - q, r1 - r))]


def _encloses_nothing(stacks: dict[Pos, Stack], cells: tuple[Pos, ...]) -> bool:
    """True when a ground tile on `cells` cannot close a lake: the empty hexes around it
    are all connected along its border (one run round it), so a way through its hexes
    from one empty hex to another can go round it instead (the empty space stays as
    connected as it was)."""
    empty = [p not in stacks for p in ring_around(cells)]
    starts = sum(1 for i, e in enumerate(empty) if e and not empty[i - 1])
    return starts <= 1


def lakes_of(cm: CityMap) -> frozenset[Pos]:
    """The empty cells enclosed by the city (rules §5.1, §11 D2), worked out once per map,
    from the lakes of the map before when they are known (see `_lakes_after`)."""
    derived = cm._derived
    lakes = derived.get("lakes")
    if lakes is None:
        before = derived.get("before")
        if before is None:
            lakes = _flood_lakes(cm.stacks)
        else:
            parent, cells, _tile = before
            lakes = lakes_of(parent)
            if cells[0] not in parent.stacks:  # an upper tile leaves the empty space as it was
                lakes = _lakes_after(cm.stacks, lakes, cells)
        derived["lakes"] = lakes
    return lakes


def _lakes_after(stacks: dict[Pos, Stack], lakes: frozenset[Pos],
                 cells: tuple[Pos, ...]) -> frozenset[Pos]:
    """The lakes once a ground tile lies on `cells`, from the `lakes` before it. Its own
    hexes leave the lakes; an old lake stays enclosed. Only empty hexes beside the tile
    that were open to the outside can have been closed in: each is flooded until the
    flood reaches the edge of the city's box (still open) or runs out (a new lake)."""
    lakes = lakes.difference(cells)
    if _encloses_nothing(stacks, cells):
        return lakes
    qs = [q for q, _ in stacks]
    rs = [r for _, r in stacks]
    qmin, qmax, rmin, rmax = min(qs), max(qs), min(rs), max(rs)
    open_to_outside: set[Pos] = set()
    closed: set[Pos] = set()
    for q, r in cells:
        for dq, dr in DIRECTIONS:
            start = (q + dq, r + dr)
            if start in stacks or start in lakes or start in open_to_outside or start in closed:
                continue
            seen = {start}
            todo = [start]
            escaped = not (qmin <= start[0] <= qmax and rmin <= start[1] <= rmax)
            while todo and not escaped:
                cq, cr = todo.pop()
                for ddq, ddr in DIRECTIONS:
                    n = (cq + ddq, cr + ddr)
                    if n in seen or n in stacks:
                        continue
                    nq, nr = n
                    if not (qmin <= nq <= qmax and rmin <= nr <= rmax):
                        escaped = True
                        break
                    seen.add(n)
                    todo.append(n)
            (open_to_outside if escaped else closed).update(seen)
    return lakes.union(closed) if closed else lakes


def _flood_lakes(stacks: dict[Pos, Stack]) -> frozenset[Pos]:
    """Flood the empty cells of the bounding box widened by 1 from a corner: what the
    flood does not reach is enclosed."""
    qs = [q for q, _ in stacks]
    rs = [r for _, r in stacks]
    qmin, qmax, rmin, rmax = min(qs) - 1, max(qs) + 1, min(rs) - 1, max(rs) + 1
    start = (qmin, rmin)
    seen = {start}
    todo = [start]
    while todo:
        q, r = todo.pop()
        for dq, dr in DIRECTIONS:
            n = (q + dq, r + dr)
            nq, nr = n
            if n in seen or n in stacks or not (qmin <= nq <= qmax and rmin <= nr <= rmax):
                continue
            seen.add(n)
            todo.append(n)
    return frozenset(
        (q, r)
        for q in range(qmin, qmax + 1)
        for r in range(rmin, rmax + 1)
        if (q, r) not in stacks and (q, r) not in seen
    )


@cache
def starting_map() -> CityMap:
    """The starting tile in its fixed orientation (rules §2.4)."""
    return CityMap({(h.q, h.r): ((h.hex, STARTING_TILE_ID),) for h in data().starting_tile})


def map_of(placed: list[Placement]) -> CityMap:
    """The map after `placed`, built tile by tile from the starting tile."""
    cm = starting_map()
    for tile_id, q, r, rot in placed:
        cm = cm.with_tile(tile_id, (q, r), rot)
    return cm


def map_of_city(city: City) -> CityMap:
    """The map of `city`, built once and kept with it (a city never changes: a placement
    makes a new `City`, see `next_city`)."""
    cm: CityMap | None = city._map
    if cm is None:
        cm = city._map = map_of(city.placed)
    return cm


def next_city(city: City, placement: Placement) -> City:
    """`city` with one more tile, its map built on `city`'s (no validation: the rules
    checked the placement)."""
    tile_id, q, r, rot = placement
    new = evolve(city, placed=[*city.placed, placement])
    new._map = map_of_city(city).with_tile(tile_id, (q, r), rot)
    return new


def placement_problem(cm: CityMap, anchor: Pos, rot: int) -> tuple[int, str]:
    """(level, "") for a legal placement, (0, reason) for an illegal one (rules §4.2)."""
    if not 0 <= rot < 6:
        return 0, _("rotation must be 0-5, not {rot}").format(rot=rot)
    cells = tile_cells(anchor, rot)
    stacks = cm.stacks
    found = [stacks.get(c) for c in cells]
    heights = [len(s) if s else 0 for s in found]
    if heights[0] != heights[1] or heights[0] != heights[2]:
        return 0, OVERHANG if 0 in heights else UNEVEN
    level = heights[0] + 1
    if level == 1:
        touching = any((q + dq, r + dr) in stacks for q, r in cells for dq, dr in DIRECTIONS)
        if not touching:
            return 0, NO_CONTACT
        return 1, ""
    if found[0][-1][1] == found[1][-1][1] == found[2][-1][1]:  # type: ignore[index]
        return 0, ONE_TILE
    return level, ""


# Positions as one int each for the enumeration: (r + OFFSET) * WIDTH + (q + OFFSET), so
# that sorting the ints sorts by row, then column (the order legal spots are listed in),
# and a neighbour is one addition away. A city of at most 61 tiles stays far inside.
WIDTH = 256
OFFSET = 128
_STEPS = tuple(dq + dr * WIDTH for dq, dr in DIRECTIONS)
_TURNS = tuple((rot, _STEPS[rot], _STEPS[(rot + 1) % 6]) for rot in range(6))


def _key(q: int, r: int) -> int:
    return (r + OFFSET) * WIDTH + q + OFFSET


# A hex and its six neighbours.
_AROUND = (0, *_STEPS)

# Placement actions by spot key (anchor * 8 + rot): they are frozen, so one object serves
# every list of legal actions (validating a fresh one per spot was half the cost of a
# random game). Bounded: a city reaches a few thousand spots at most.
_ACTIONS: dict[int, PlaceTile] = {}
_ACTIONS_LIMIT = 20_000


def _action(key: int) -> PlaceTile:
    if len(_ACTIONS) >= _ACTIONS_LIMIT:
        _ACTIONS.clear()
    a, rot = divmod(key, 8)
    r, q = divmod(a, WIDTH)
    action = _ACTIONS[key] = PlaceTile(q=q - OFFSET, r=r - OFFSET, rot=rot)
    return action


def _spots_at(a: int, heights: dict[int, int], tops: dict[int, int],
              frontier: set[int]) -> list[PlaceTile]:
    """The legal placements anchored at `a`, by rotation (rules §4.2)."""
    known = _ACTIONS.get
    base = a * 8
    out = []
    h = heights.get(a)
    if h is not None:  # upper: both neighbours as high, not all three of one tile
        tid = tops[a]
        get = heights.get
        for rot, s1, s2 in _TURNS:
            b, c = a + s1, a + s2
            if get(b) == h and get(c) == h and (tops[b] != tid or tops[c] != tid):
                out.append(known(base + rot) or _action(base + rot))
    elif a in frontier:  # ground, the anchor touching the city: both neighbours empty
        for rot, s1, s2 in _TURNS:
            if a + s1 not in heights and a + s2 not in heights:
                out.append(known(base + rot) or _action(base + rot))
    else:  # ground: a neighbour touching the city (so empty), the other empty
        for rot, s1, s2 in _TURNS:
            b, c = a + s1, a + s2
            if (b in frontier and c not in heights) or (c in frontier and b not in heights):
                out.append(known(base + rot) or _action(base + rot))
    return out


def _derive(cm: CityMap) -> dict[int, list[PlaceTile]]:
    """The legal placements of `cm` by anchor, from its parent's when it has one."""
    derived = cm._derived
    spots = derived.get("spots")
    if spots is not None:
        return spots
    parent = derived.get("before")
    if parent is not None and "spots" in parent[0]._derived:
        before, cells, tile_id = parent
        heights = dict(before._derived["heights"])
        tops = dict(before._derived["tops"])
        frontier = set(before._derived["frontier_keys"])
        changed = [_key(q, r) for q, r in cells]
        for c in changed:
            heights[c] = heights.get(c, 0) + 1
            tops[c] = tile_id
            frontier.discard(c)
        # A spot looks at its three hexes only, the anchor and two neighbours. An upper
        # tile changes heights only: the spots of occupied anchors on or next to it can
        # change. A ground tile changes what is occupied, so every anchor on or next to
        # it, and the hexes around it now touch the city: further out, an empty anchor
        # not touching the city itself may gain spots reaching them (one touching the
        # city is judged by occupancy alone, which did not change there).
        around = {c + d for c in changed for d in _AROUND}
        if heights[changed[0]] > 1:
            anchors = around.intersection(heights)
        else:
            anchors = around
            for n in around.difference(heights, frontier):  # now touching the city
                frontier.add(n)
                anchors.update(n + d for d in _STEPS
                               if n + d not in heights and n + d not in frontier)
        spots = before._derived["spots"].copy()
        order = before._derived["anchors"].copy()
        for a in anchors:
            found = _spots_at(a, heights, tops, frontier)
            if found:
                if a not in spots:
                    insort(order, a)
                spots[a] = found
            elif a in spots:
                del spots[a]
                del order[bisect_left(order, a)]
    else:
        heights, tops = {}, {}
        for (q, r), stack in cm.stacks.items():
            k = _key(q, r)
            heights[k] = len(stack)
            tops[k] = stack[-1][1]
        frontier = {p + d for p in heights for d in _STEPS} - heights.keys()
        anchors = set(heights) | frontier
        for p in frontier:
            anchors.update(p + d for d in _STEPS)
        spots = {}
        for a in anchors:
            found = _spots_at(a, heights, tops, frontier)
            if found:
                spots[a] = found
        order = sorted(spots)
    derived["heights"] = heights
    derived["tops"] = tops
    derived["frontier_keys"] = frontier
    derived["spots"] = spots
    derived["anchors"] = order  # the anchors with spots, sorted (see `legal_place_actions`)
    return spots


def legal_place_actions(cm: CityMap) -> list[PlaceTile]:
    """Every legal placement in `cm` as an action, sorted by position (row, then column)
    then rotation (rules §4.2); the caller gets its own list."""
    found = cm._derived.get("order")
    if found is None:
        spots = _derive(cm)
        found = cm._derived["order"] = []
        for a in cm._derived["anchors"]:
            found += spots[a]
    return list(found)


def legal_placements(cm: CityMap) -> list[tuple[int, int, int, int]]:
    """Every legal (q, r, rot, level), in the order of `legal_place_actions`.

    An upper placement has an occupied anchor whose two neighbours are as high and not
    all of the same tile; a ground placement an empty anchor and neighbours with at least
    one hex touching the city. The level is one above the anchor's stack.
    """
    actions = legal_place_actions(cm)
    height = cm.height
    return [(a.q, a.r, a.rot, height((a.q, a.r)) + 1) for a in actions]


def quarries_covered(cm: CityMap, anchor: Pos, rot: int) -> int:
    """Stones a placement earns: visible quarries directly under it (rules §4.3)."""
    gained = 0
    for c in tile_cells(anchor, rot):
        top = cm.top(c)
        if top is not None and is_quarry(top[0]):
            gained += 1
    return gained
