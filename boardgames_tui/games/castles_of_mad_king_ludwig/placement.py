"""Legal placement (§6.9): check one placement with a readable reason, and enumerate all.

A placement is legal iff (1) it overlaps nothing, (2) it respects every fence, (3) one of
its doors is connected to a door of the castle on the same level, and (4) the castle keeps
at least one entrance. Enumeration tries, for every orientation, every pair (door of the
new tile, open door of the castle on the same level) — the only translations that can
satisfy (3) — and keeps the legal ones, one per distinct resulting geometry.
"""

from __future__ import annotations

from functools import lru_cache

from .castle import CastleView, analyze, exterior_cells, footprint
from .data import tile
from .geometry import COMPLEMENT, HALLWAY, OPPOSITE, Cell, geometry, step
from .state import PlacedTile

Castle = tuple[PlacedTile, ...]


def variants(tile_id: str) -> list[tuple[int, bool]]:
    """(rotation, downstairs face) pairs a tile can be laid in (§6.1.3)."""
    faces = (False, True) if tile_id == HALLWAY else (False,)
    return [(rot, down) for down in faces for rot in range(4)]


def _name(view: CastleView, idx: int) -> str:
    return tile(view.placements[idx].tile).name


def placement_problem(castle: Castle, placed: PlacedTile) -> str | None:
    """None if `placed` may join `castle`, else the reason a player understands."""
    view = analyze(castle)
    new = footprint(placed)
    occ = view.occ
    # 1. overlap (§6.2: complementary halves may share a cell)
    for cell in new.full:
        if cell in occ:
            return f"it would overlap the {_name(view, occ[cell][0][0])}"
    for cell, corner in new.half:
        there = occ.get(cell)
        if there and (len(there) > 1 or there[0][1] != COMPLEMENT[corner]):
            return f"it would overlap the {_name(view, there[0][0])}"
    # 2. fences (§6.8), both the castle's and the new tile's own
    for cell in new.cells():
        if cell in view.fenced:
            return f"it would stand against the fence of the {_name(view, view.fenced[cell])}"
    for side, cell in new.fence_edges:
        across = step(cell, side)
        if across in occ:
            return f"its fence would touch the {_name(view, occ[across][0][0])}"
    for cell in new.fence_halves:
        if cell in occ:
            return f"its fence would touch the {_name(view, occ[cell][0][0])}"
    # 3. a door connected on the same level (§6.1.1, §6.1.6)
    door_at = view.door_index
    connected = False
    mismatch = False
    for side, cell, level in new.doors:
        other = door_at.get((step(cell, side), OPPOSITE[side]))
        if other is None:
            continue
        if other[0] == level:
            connected = True
            break
        mismatch = True
    if not connected:
        if mismatch:
            return ("its doors meet only doors of the other level: downstairs rooms join only "
                    "the lower end of stairs, downstairs hallways and other downstairs rooms")
        return "none of its doors meets a door of the castle"
    # 4. an entrance must remain (§6.1.5, §6.7)
    if not _keeps_entrance(view, placed):
        return "the castle would have no entrance left (doors into courtyards do not count)"
    return None


def _keeps_entrance(view: CastleView, placed: PlacedTile) -> bool:
    new = footprint(placed)
    new_cells = set(new.cells())
    candidates: list[Cell] = []
    for d in view.doors:
        if d.status == "open" and d.level == "up" and d.facing not in new_cells:
            candidates.append(d.facing)
    for side, cell, level in new.doors:
        facing = step(cell, side)
        if level == "up" and facing not in view.occ and facing not in new_cells:
            candidates.append(facing)
    if not candidates:
        return False
    xs = [c[0] for c in new_cells]
    ys = [c[1] for c in new_cells]
    x0, y0, x1, y1 = view.bbox
    x0, y0, x1, y1 = min(x0, *xs), min(y0, *ys), max(x1, *xs), max(y1, *ys)

    def blocked(c: Cell) -> bool:
        return c in view.occ or c in new_cells

    # Quick test: a straight free line from the facing cell out of the bounding box.
    for fx, fy in candidates:
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            cx, cy = fx, fy
            clear = True
            while x0 <= cx <= x1 and y0 <= cy <= y1:
                if blocked((cx, cy)):
                    clear = False
                    break
                cx += dx
                cy += dy
            if clear:
                return True
    # Exact test: flood fill of the castle with the new tile.
    occ: dict[Cell, object] = dict.fromkeys(view.occ, True)
    occ.update(dict.fromkeys(new_cells, True))
    ext = exterior_cells(occ, (x0, y0, x1, y1))
    return any(c in ext for c in candidates)


def _candidates(castle: Castle, tile_id: str):
    """Every placement that lines one door up with an open castle door of its level."""
    view = analyze(castle)
    open_doors = [d for d in view.doors if d.status == "open"]
    for rot, down in variants(tile_id):
        geo = geometry(tile_id, rot, down)
        for door in geo.doors:
            want = OPPOSITE[door.side]
            for od in open_doors:
                if od.level != door.level or od.side != want:
                    continue
                fx, fy = od.facing
                yield PlacedTile(tile=tile_id, rot=rot, x=fx - door.x, y=fy - door.y, down=down)


def _shape_key(placed: PlacedTile) -> tuple:
    f = footprint(placed)
    return (f.full, tuple(sorted(f.half)), tuple(sorted(f.doors)))


@lru_cache(maxsize=8192)
def legal_placements(castle: Castle, tile_id: str) -> tuple[PlacedTile, ...]:
    """All legal placements, one per distinct geometry, in a stable order."""
    seen: set[tuple] = set()
    tried: set[PlacedTile] = set()
    out: list[PlacedTile] = []
    for cand in _candidates(castle, tile_id):
        if cand in tried:
            continue
        tried.add(cand)
        key = _shape_key(cand)
        if key in seen:
            continue
        if placement_problem(castle, cand) is None:
            seen.add(key)
            out.append(cand)
    return tuple(out)


@lru_cache(maxsize=8192)
def has_legal_placement(castle: Castle, tile_id: str) -> bool:
    """Early-exit version of legal_placements: may the room be bought? (§6.1.8)"""
    tried: set[PlacedTile] = set()
    for cand in _candidates(castle, tile_id):
        if cand in tried:
            continue
        tried.add(cand)
        if placement_problem(castle, cand) is None:
            return True
    return False


def is_legal(castle: Castle, placed: PlacedTile) -> bool:
    """Exactly the placements listed by legal_placements (same geometry dedup)."""
    return placed in legal_placements(castle, placed.tile)


def canonical(castle: Castle, placed: PlacedTile) -> PlacedTile | None:
    """The listed legal placement with the same geometry as `placed`, if any.

    Symmetric rooms look the same in several rotations; only one of them is listed.
    """
    key = _shape_key(placed)
    for option in legal_placements(castle, placed.tile):
        if _shape_key(option) == key:
            return option
    return None
