"""One tile in place (§6.4-§6.6): its absolute cells and half cells, doors, contact edges
and fence edges, made once per tile, turn, face and place. The castle analysis
(castle.py), placement, scoring and the screens all read a tile through its footprint.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache

from .geometry import HALLWAY, Cell, geometry
from .state import PlacedTile


@dataclass(frozen=True)
class Footprint:
    """One tile's absolute cells, halves, doors, contact and fence edges."""

    full: tuple[Cell, ...]
    half: tuple[tuple[Cell, str], ...]
    doors: tuple[tuple[str, Cell, str], ...]  # (side, cell, level)
    contact: tuple[tuple[str, Cell], ...]
    contact_set: frozenset[tuple[str, Cell]]  # the same, to ask "is this edge a contact?"
    fence_edges: tuple[tuple[str, Cell], ...]
    fence_halves: tuple[Cell, ...]
    box: tuple[int, int, int, int]  # min x, min y, max x, max y of its cells

    def cells(self) -> list[Cell]:
        return list(self.full) + [c for c, _k in self.half]


@lru_cache(maxsize=1024)  # bounded and small: the tiles of the castles in play
def footprint(placed: PlacedTile) -> Footprint:
    """The tile's own footprint moved to its place: only additions per cell and edge (the
    sorting and the rotation are done once per tile, turn and face)."""
    full, half, doors, contact, fence_edges, fence_halves, (x0, y0, x1, y1) = _unplaced(
        placed.tile, placed.rot % 4, placed.down and placed.tile == HALLWAY)
    ox, oy = placed.x, placed.y
    contact = tuple((s, (x + ox, y + oy)) for s, x, y in contact)
    return Footprint(
        full=tuple((x + ox, y + oy) for x, y in full),
        half=tuple(((x + ox, y + oy), k) for (x, y), k in half),
        doors=tuple((side, (x + ox, y + oy), level) for side, x, y, level in doors),
        contact=contact,
        contact_set=frozenset(contact),
        fence_edges=tuple((s, (x + ox, y + oy)) for s, x, y in fence_edges),
        fence_halves=tuple((x + ox, y + oy) for x, y in fence_halves),
        box=(x0 + ox, y0 + oy, x1 + ox, y1 + oy),
    )


@cache  # bounded: one entry per tile, turn and face (about 320)
def _unplaced(tile_id: str, rot: int, down: bool) -> tuple:
    """The parts of a footprint at the origin, full cells sorted (as `footprint` lists
    them: translation keeps the order)."""
    geo = geometry(tile_id, rot, down)
    cells = [*geo.full, *(c for c, _k in geo.half)]
    box = (min(x for x, _y in cells), min(y for _x, y in cells),
           max(x for x, _y in cells), max(y for _x, y in cells))
    return (tuple(sorted(geo.full)), geo.half,
            tuple((d.side, d.x, d.y, d.level) for d in geo.doors),
            geo.contact, geo.fence_edges, geo.fence_halves, box)
