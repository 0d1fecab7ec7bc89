"""The grid model of §6: tile footprints, doors, contact and fence edges, rotation.

One cell is 5 x 5 feet (§6.2); x grows to the right, y downwards. A tile's geometry is
first built in printed orientation from the data file, then turned clockwise 0-3 times
(§6.4); translation happens when the tile is placed in a castle (castle.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .components import components, tile

Cell = tuple[int, int]
DIRS: dict[str, Cell] = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
_CW_SIDE = {"N": "E", "E": "S", "S": "W", "W": "N"}
_CW_CORNER = {"NE": "SE", "SE": "SW", "SW": "NW", "NW": "NE"}
COMPLEMENT = {"NE": "SW", "SW": "NE", "NW": "SE", "SE": "NW"}
HALLWAY, STAIRS, FOYER = "hallway", "stairs", "foyer"


# Cells as one int, x * GRID + y: a linear map, so moving a tile by (ox, oy) is adding
# ox * GRID + oy, and a set lookup of an int is much cheaper than building and hashing
# a pair at every cell of every spot tried. Castles stay far inside +-GRID / 2.
GRID = 1 << 12


def cell_id(x: int, y: int) -> int:
    return x * GRID + y


def step(cell: Cell, side: str) -> Cell:
    """The cell across `side` of `cell`."""
    dx, dy = DIRS[side]
    return (cell[0] + dx, cell[1] + dy)


@dataclass(frozen=True)
class Door:
    side: str
    x: int
    y: int
    level: str  # "up" (ground floor) or "down" (basement), §6.6


@dataclass(frozen=True)
class Geometry:
    """A tile in one orientation, cells relative to its bounding box's top-left corner."""

    w: int
    h: int
    full: frozenset[Cell]
    half: tuple[tuple[Cell, str], ...]
    doors: tuple[Door, ...]
    contact: tuple[tuple[str, int, int], ...]
    fence_edges: tuple[tuple[str, int, int], ...]
    fence_halves: tuple[Cell, ...]

    def rotated(self) -> Geometry:
        """Turned 90 degrees clockwise: (x, y) in W x H goes to (H - 1 - y, x) (§6.4)."""
        h = self.h

        def cell(x: int, y: int) -> Cell:
            return (h - 1 - y, x)

        def edge(e: tuple[str, int, int]) -> tuple[str, int, int]:
            return (_CW_SIDE[e[0]], *cell(e[1], e[2]))

        return Geometry(
            w=self.h,
            h=self.w,
            full=frozenset(cell(x, y) for x, y in self.full),
            half=tuple((cell(*c), _CW_CORNER[k]) for c, k in self.half),
            doors=tuple(Door(_CW_SIDE[d.side], *cell(d.x, d.y), d.level) for d in self.doors),
            contact=tuple(edge(e) for e in self.contact),
            fence_edges=tuple(edge(e) for e in self.fence_edges),
            fence_halves=tuple(cell(*c) for c in self.fence_halves),
        )


def _printed(tile_id: str, down: bool) -> Geometry:
    spec = tile(tile_id)
    data = components()
    shape = data.shapes[spec.shape]
    halves = {(x, y): k for x, y, k in shape.half}
    missing = set(shape.missing)
    full = frozenset(
        (x, y)
        for x in range(shape.w)
        for y in range(shape.h)
        if (x, y) not in missing and (x, y) not in halves
    )
    contact: tuple[tuple[str, int, int], ...]
    if shape.contact:
        contact = tuple((s, x, y) for s, x, y in shape.contact)
    else:
        own = set(full) | set(halves)
        contact = tuple(
            (side, x, y)
            for x, y in sorted(full)
            for side in "NESW"
            if step((x, y), side) not in own
        )
    doors = []
    for door in spec.doors:
        if len(door) == 4:
            level = door[3]
        elif spec.type == "downstairs" or (tile_id == HALLWAY and down):
            level = "down"
        else:
            level = "up"
        doors.append(Door(door[0], door[1], door[2], level))
    fence_edges: tuple[tuple[str, int, int], ...] = ()
    fence_halves: tuple[Cell, ...] = ()
    if spec.fence == "top":
        fence = data.fences[spec.shape]
        fence_edges = tuple((s, x, y) for s, x, y in fence.edges)
        fence_halves = tuple((x, y) for x, y in fence.half_cells)
    return Geometry(
        w=shape.w,
        h=shape.h,
        full=full,
        half=tuple(sorted(halves.items())),
        doors=tuple(doors),
        contact=contact,
        fence_edges=fence_edges,
        fence_halves=fence_halves,
    )


@cache
def geometry(tile_id: str, rotation: int, down: bool = False) -> Geometry:
    """The tile turned `rotation` quarter turns clockwise; `down` flips a hallway (§6.6)."""
    geo = _printed(tile_id, down and tile_id == HALLWAY)
    for _ in range(rotation % 4):
        geo = geo.rotated()
    return geo
