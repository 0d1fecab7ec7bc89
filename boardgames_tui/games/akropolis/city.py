"""The stacked hex city and the placement rules (rules §2, §4.2, §4.3).

A `CityMap` is derived from a city's placement list and cached, so legality checks,
enumeration and scoring never rebuild it twice. Every position holds a stack of
(hex code, tile id) from bottom to top; its height is the stack length.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache, lru_cache

from .components import (
    DIRECTIONS,
    STARTING_TILE_ID,
    data,
    is_quarry,
    tile_cells,
    tile_hexes,
)
from .state import Placement

Pos = tuple[int, int]
Stack = tuple[tuple[str, int], ...]

# Why a spot is refused, in words a player understands (the screen shows these).
NO_CONTACT = "no contact: a ground tile must touch your city along an edge"
OVERHANG = "overhang: part of the tile would hang over empty space"
UNEVEN = "uneven: the hexes underneath are at different levels"
ONE_TILE = "one tile underneath: an upper tile must rest on at least two different tiles"


@dataclass(frozen=True)
class CityMap:
    """Stacks by position, plus the empty ring around the city (for ground placements)."""

    stacks: dict[Pos, Stack]
    _frontier: list[frozenset[Pos]] = field(default_factory=list, compare=False, repr=False)

    def height(self, pos: Pos) -> int:
        stack = self.stacks.get(pos)
        return len(stack) if stack else 0

    def top(self, pos: Pos) -> tuple[str, int] | None:
        stack = self.stacks.get(pos)
        return stack[-1] if stack else None

    def frontier(self) -> frozenset[Pos]:
        """Empty positions sharing an edge with the city."""
        if not self._frontier:
            stacks = self.stacks
            ring = {
                (q + dq, r + dr)
                for (q, r) in stacks
                for dq, dr in DIRECTIONS
                if (q + dq, r + dr) not in stacks
            }
            self._frontier.append(frozenset(ring))
        return self._frontier[0]

    def max_height(self) -> int:
        return max((len(s) for s in self.stacks.values()), default=0)

    def with_tile(self, tile_id: int, anchor: Pos, rot: int) -> CityMap:
        """A new map with the tile laid on top (legality is the caller's business)."""
        stacks = dict(self.stacks)
        for pos, code in zip(tile_cells(anchor, rot), tile_hexes()[tile_id], strict=True):
            stacks[pos] = stacks.get(pos, ()) + ((code, tile_id),)
        return CityMap(stacks)


@cache
def starting_map() -> CityMap:
    """The starting tile in its fixed orientation (rules §2.4)."""
    return CityMap({(h.q, h.r): ((h.hex, STARTING_TILE_ID),) for h in data().starting_tile})


@lru_cache(maxsize=8192)
def city_map(placed: tuple[Placement, ...]) -> CityMap:
    """The map after `placed` (built incrementally on the cached map of the prefix)."""
    if not placed:
        return starting_map()
    tile_id, q, r, rot = placed[-1]
    return city_map(placed[:-1]).with_tile(tile_id, (q, r), rot)


def map_of(placed: list[Placement]) -> CityMap:
    return city_map(tuple(placed))


def placement_problem(cm: CityMap, anchor: Pos, rot: int) -> tuple[int, str]:
    """(level, "") for a legal placement, (0, reason) for an illegal one (rules §4.2)."""
    if not 0 <= rot < 6:
        return 0, f"rotation must be 0-5, not {rot}"
    cells = tile_cells(anchor, rot)
    stacks = cm.stacks
    found = [stacks.get(c) for c in cells]
    heights = [len(s) if s else 0 for s in found]
    if heights[0] != heights[1] or heights[0] != heights[2]:
        return 0, OVERHANG if 0 in heights else UNEVEN
    level = heights[0] + 1
    if level == 1:
        frontier = cm.frontier()
        if not any(c in frontier for c in cells):
            return 0, NO_CONTACT
        return 1, ""
    if found[0][-1][1] == found[1][-1][1] == found[2][-1][1]:  # type: ignore[index]
        return 0, ONE_TILE
    return level, ""


def legal_placements(cm: CityMap) -> list[tuple[int, int, int, int]]:
    """Every legal (q, r, rot, level), sorted by position then rotation (rules §4.2).

    Upper placements have an occupied anchor; ground placements have an empty anchor
    within two steps of the city, so those are the only anchors tried.
    """
    stacks = cm.stacks
    out: list[tuple[int, int, int, int]] = []
    dirs = DIRECTIONS
    for (q, r), stack in stacks.items():
        h = len(stack)
        tid = stack[-1][1]
        for rot in range(6):
            d1, d2 = dirs[rot], dirs[(rot + 1) % 6]
            s1 = stacks.get((q + d1[0], r + d1[1]))
            if s1 is None or len(s1) != h:
                continue
            s2 = stacks.get((q + d2[0], r + d2[1]))
            if s2 is None or len(s2) != h:
                continue
            if s1[-1][1] == tid and s2[-1][1] == tid:
                continue
            out.append((q, r, rot, h + 1))
    frontier = cm.frontier()
    anchors = set(frontier)
    for q, r in frontier:
        for dq, dr in dirs:
            p = (q + dq, r + dr)
            if p not in stacks:
                anchors.add(p)
    for q, r in anchors:
        a_touch = (q, r) in frontier
        for rot in range(6):
            d1, d2 = dirs[rot], dirs[(rot + 1) % 6]
            c1 = (q + d1[0], r + d1[1])
            c2 = (q + d2[0], r + d2[1])
            if c1 in stacks or c2 in stacks:
                continue
            if a_touch or c1 in frontier or c2 in frontier:
                out.append((q, r, rot, 1))
    out.sort(key=lambda p: (p[1], p[0], p[2]))
    return out


def quarries_covered(cm: CityMap, anchor: Pos, rot: int) -> int:
    """Stones a placement earns: visible quarries directly under it (rules §4.3)."""
    gained = 0
    for c in tile_cells(anchor, rot):
        top = cm.top(c)
        if top is not None and is_quarry(top[0]):
            gained += 1
    return gained
