"""Legal placement (§6.9): check one placement with a readable reason, and enumerate all.

A placement is legal iff (1) it overlaps nothing, (2) it respects every fence, (3) one of
its doors is connected to a door of the castle on the same level, and (4) the castle keeps
at least one entrance. Enumeration tries, for every orientation, every pair (door of the
new tile, open door of the castle on the same level) — the only translations that can
satisfy (3) — and keeps the legal ones, one per distinct resulting geometry.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

from boardgames_tui.engine import i18n

from .castle import CastleView, analyze, exterior_cells
from .components import tile, tiles
from .footprint import footprint
from .geometry import COMPLEMENT, GRID, HALLWAY, OPPOSITE, Cell, cell_id, geometry, step
from .state import PlacedTile
from .words import after_the

_, ngettext, N_ = i18n.domain("castles_of_mad_king_ludwig")

Castle = tuple[PlacedTile, ...]


_TURNS = tuple((rot, False) for rot in range(4))
_HALLWAY_TURNS = _TURNS + tuple((rot, True) for rot in range(4))


def variants(tile_id: str) -> tuple[tuple[int, bool], ...]:
    """(rotation, downstairs face) pairs a tile can be laid in (§6.1.3)."""
    return _HALLWAY_TURNS if tile_id == HALLWAY else _TURNS


def _name(view: CastleView, idx: int) -> str:
    """The room at `idx` as the refusals name it, after "the"."""
    return after_the(_(tile(view.placements[idx].tile).name))


def placement_problem(castle: Castle, placed: PlacedTile) -> str | None:
    """None if `placed` may join `castle`, else the reason a player understands."""
    view = analyze(castle)
    new = footprint(placed)
    occ = view.occ
    # 1. overlap (§6.2: complementary halves may share a cell)
    for cell in new.full:
        if cell in occ:
            return _("it would overlap the {room}").format(room=_name(view, occ[cell][0][0]))
    for cell, corner in new.half:
        there = occ.get(cell)
        if there and (len(there) > 1 or there[0][1] != COMPLEMENT[corner]):
            return _("it would overlap the {room}").format(room=_name(view, there[0][0]))
    # 2. fences (§6.8), both the castle's and the new tile's own
    for cell in new.cells():
        if cell in view.fenced:
            return _("it would stand against the fence of the {room}").format(
                room=_name(view, view.fenced[cell]))
    for side, cell in new.fence_edges:
        across = step(cell, side)
        if across in occ:
            return _("its fence would touch the {room}").format(
                room=_name(view, occ[across][0][0]))
    for cell in new.fence_halves:
        if cell in occ:
            return _("its fence would touch the {room}").format(room=_name(view, occ[cell][0][0]))
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
            return _("its doors meet only doors of the other level: downstairs rooms join only "
                     "the lower end of stairs, downstairs hallways and other downstairs rooms")
        return _("none of its doors meets a door of the castle")
    # 4. an entrance must remain (§6.1.5, §6.7)
    if not _keeps_entrance(view, placed):
        return _("the castle would have no entrance left (doors into courtyards do not count)")
    return None


def blocked_doors(castle: Castle, placed: PlacedTile) -> tuple[tuple[int, Cell, str], ...]:
    """The doors `placed` would block (§6.6): (tile, cell, side) of every open castle door
    that faces one of its cells with no door of its to meet it, and of its own doors that
    face a castle cell with no door of the same level there. The tile is the castle's
    index, or len(castle) for the new one. A blocked door stays blocked for good: its
    room can never be completed (§10)."""
    view = analyze(castle)
    foot = footprint(placed)
    own_doors = {(cell, side, level) for side, cell, level in foot.doors}
    out: list[tuple[int, Cell, str]] = []
    rows = view.door_rows
    for cell in foot.cells():
        for r in view.pending.get(cell, ()):
            i, side, door_cell, level, status, _partner = rows[r]
            if status == "open" and (cell, OPPOSITE[side], level) not in own_doors:
                out.append((i, door_cell, side))
    new = len(castle)
    for side, cell, level in foot.doors:
        facing = step(cell, side)
        other = view.door_index.get((facing, OPPOSITE[side]))
        if (other is None or other[0] != level) and facing in view.occ:
            out.append((new, cell, side))
    return tuple(sorted(set(out)))


def never_completed(castle: Castle, placed: PlacedTile) -> tuple[int, ...]:
    """The rooms (castle index, or len(castle) for the new one) that `placed` leaves with
    a blocked door, newly: they can never be completed."""
    return tuple(sorted({i for i, _cell, _side in blocked_doors(castle, placed)}))


def _keeps_entrance(view: CastleView, placed: PlacedTile) -> bool:
    new = footprint(placed)
    new_cells = set(new.cells())
    candidates: list[Cell] = []
    for facing in view.open_up_facings:
        if facing not in new_cells:
            candidates.append(facing)
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


@dataclass(frozen=True)
class Shape:
    """A tile in one orientation, cells relative to its box origin, ready to be tried at
    many offsets without building a PlacedTile for each (legal-move generation)."""

    full: tuple[Cell, ...]
    half: tuple[tuple[Cell, str], ...]
    cells: tuple[Cell, ...]  # full and half cells
    doors: tuple[tuple[str, int, int, str], ...]  # (side, x, y, level)
    up_doors: tuple[tuple[int, int], ...]  # cells just outside its ground-floor doors
    fence_across: tuple[Cell, ...]  # cells across its fence edges
    fence_halves: tuple[Cell, ...]
    key: tuple  # the geometry: equal for the turns of a symmetric tile
    # the same as cell ids (see GRID), for `_fits`
    full_ids: tuple[int, ...]
    half_ids: tuple[tuple[int, str], ...]  # (cell, the corner that may share it)
    cell_ids: frozenset[int]
    fence_ids: tuple[int, ...]  # cells across its fence edges and its fence halves
    # ((side, level) of the castle doors it may join, x, y) of each of its doors
    joins: tuple[tuple[tuple[str, str], int, int], ...]
    box: tuple[int, int, int, int]  # min x, min y, max x, max y of its cells
    # a number per distinct `key` (set by _shapes): spots of equal geometry found by
    # their key number and cell id, cheaper to hash than the key and the cell
    key_id: int = -1


def shape(tile_id: str, rot: int, down: bool) -> Shape:
    """The tile in that turn and face (component data, worked out once for every tile)."""
    return _shapes()[(tile_id, rot, down)]


@cache
def _shapes() -> dict[tuple[str, int, bool], Shape]:
    """Every tile in every turn and face: about 320 small immutable values, built on
    first use so that no game meets a new tile's geometry in the middle of play."""
    ids: dict[tuple, int] = {}
    out = {}
    for tile_id in tiles():
        for rot, down in variants(tile_id):
            sh = _shape(tile_id, rot, down)
            out[(tile_id, rot, down)] = replace(sh, key_id=ids.setdefault(sh.key, len(ids)))
    return out


def _shape(tile_id: str, rot: int, down: bool) -> Shape:
    geo = geometry(tile_id, rot, down)
    full = tuple(sorted(geo.full))
    half = tuple(geo.half)
    doors = tuple((d.side, d.x, d.y, d.level) for d in geo.doors)
    cells = full + tuple(c for c, _k in half)
    fence_across = tuple(step((x, y), side) for side, x, y in geo.fence_edges)
    fence_halves = tuple(geo.fence_halves)
    return Shape(
        full=full,
        half=half,
        cells=cells,
        doors=doors,
        up_doors=tuple(step((x, y), side) for side, x, y, level in doors if level == "up"),
        fence_across=fence_across,
        fence_halves=fence_halves,
        key=(full, tuple(sorted(half)), tuple(sorted((side, (x, y), level)
                                                     for side, x, y, level in doors))),
        full_ids=tuple(cell_id(*c) for c in full),
        half_ids=tuple((cell_id(*c), COMPLEMENT[k]) for c, k in half),
        cell_ids=frozenset(cell_id(*c) for c in cells),
        fence_ids=tuple(cell_id(*c) for c in fence_across + fence_halves),
        joins=tuple(((OPPOSITE[side], level), x, y) for side, x, y, level in doors),
        box=(min(x for x, _y in cells), min(y for _x, y in cells),
             max(x for x, _y in cells), max(y for _x, y in cells)),
    )


def _fits(view: CastleView, sh: Shape, ox: int, oy: int) -> bool:
    """The tests of `placement_problem` for a tile whose door was lined up with an open
    castle door of its level (so test 3 holds): overlap, fences, an entrance left."""
    off = ox * GRID + oy  # geometry.cell_id, written out: this runs for every spot tried
    occ = view.occ_ids
    for c in sh.full_ids:
        if c + off in occ:
            return False
    for c, corner in sh.half_ids:
        there = occ.get(c + off)
        if there and (len(there) > 1 or there[0][1] != corner):
            return False
    fenced = view.fenced_ids
    if fenced:
        for c in sh.cell_ids:
            if c + off in fenced:
                return False
    for c in sh.fence_ids:
        if c + off in occ:
            return False
    return _entrance_left(view, sh, ox, oy, off)


def _entrance_left(view: CastleView, sh: Shape, ox: int, oy: int, off: int) -> bool:
    """`_keeps_entrance` for a Shape at an offset (`off`: its cell id; the same two
    tests, same answer).

    First the quick case: a ground-floor door of the castle whose straight line out of
    the castle is free (known per castle) and crosses no cell of the new tile; most
    such lines pass by the new tile's box, which settles it without looking at cells
    (the test of whether a line passes by the box is written out: it runs for nearly
    every spot tried)."""
    own = sh.cell_ids
    bx0, by0, bx1, by1 = sh.box
    bx0, by0, bx1, by1 = bx0 + ox, by0 + oy, bx1 + ox, by1 + oy
    box = (bx0, by0, bx1, by1)
    known = view.known_rays
    cells: list[Cell] | None = None
    for fx, fy in view.open_up_facings:
        if fx * GRID + fy - off in own:
            continue
        rays = known.get((fx, fy))
        if rays is None:
            rays = view.free_rays((fx, fy))
        for dx, dy in rays:
            if dy == 0:
                if not by0 <= fy <= by1 or (bx1 <= fx if dx > 0 else bx0 >= fx):
                    return True
            elif not bx0 <= fx <= bx1 or (by1 <= fy if dy > 0 else by0 >= fy):
                return True
            if cells is None:
                cells = [(x + ox, y + oy) for x, y in sh.cells]
            if not any((x - fx) * dy == (y - fy) * dx and (x - fx) * dx + (y - fy) * dy > 0
                       for x, y in cells):
                return True
    if cells is None:
        cells = [(x + ox, y + oy) for x, y in sh.cells]
    new_cells = set(cells)
    occ = view.occ
    candidates = [c for c in view.open_up_facings if c not in new_cells]
    for x, y in sh.up_doors:
        facing = (x + ox, y + oy)
        if facing not in occ and facing not in new_cells:
            candidates.append(facing)
    if not candidates:
        return False
    x0, y0, x1, y1 = view.bbox
    x0, y0 = min(x0, box[0]), min(y0, box[1])
    x1, y1 = max(x1, box[2]), max(y1, box[3])
    for fx, fy in candidates:  # a straight free line out of the bounding box
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            cx, cy = fx, fy
            while x0 <= cx <= x1 and y0 <= cy <= y1:
                if (cx, cy) in occ or (cx, cy) in new_cells:
                    break
                cx += dx
                cy += dy
            else:
                return True
    return _way_out(candidates, occ, new_cells, (x0, y0, x1, y1))


def _way_out(starts: list[Cell], occ: dict, new_cells: set[Cell],
             box: tuple[int, int, int, int]) -> bool:
    """Is one of the empty cells `starts` outside the castle, which also holds the new
    tile's `new_cells` (§6.7)? All of both lie in `box`, so the ring of cells around it is
    empty and joined to the exterior: a start is outside exactly when a path of empty
    cells leads from it out of the box. A flood fill from the starts that stops at the
    first cell out (the full exterior, `exterior_cells`, is much larger)."""
    x0, y0, x1, y1 = box
    seen = set(starts)
    todo = list(starts)
    while todo:
        cx, cy = todo.pop()
        if not (x0 <= cx <= x1 and y0 <= cy <= y1):
            return True
        for cell in ((cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)):
            if cell not in seen and cell not in occ and cell not in new_cells:
                seen.add(cell)
                todo.append(cell)
    return False


@cache  # bounded: one entry per tile (about 80)
def _turns(tile_id: str) -> tuple[tuple[int, bool, Shape], ...]:
    """(rot, down, shape) of every way the tile can be laid, in `variants` order."""
    return tuple((rot, down, shape(tile_id, rot, down)) for rot, down in variants(tile_id))


def _tries(view: CastleView, tile_id: str):
    """(rot, down, x, y, shape) of every placement that lines one door of the tile up with
    an open castle door of its level, each once, in a stable order (`spots_in` runs the
    same loops written out)."""
    open_by = view.open_by_side
    for rot, down, sh in _turns(tile_id):
        tried: set[int] = set()  # cell ids of the offsets tried in this turn and face
        for joins, dx, dy in sh.joins:
            for fx, fy in open_by.get(joins, ()):
                x, y = fx - dx, fy - dy
                off = x * GRID + y
                if off not in tried:
                    tried.add(off)
                    yield rot, down, x, y, sh


_KEY_APART = GRID * GRID  # more than the span of cell ids (see geometry.GRID)


def legal_spots(castle: Castle, tile_id: str) -> tuple[tuple[int, int, int, bool], ...]:
    """(rot, x, y, down) of every legal placement, one per distinct geometry, in a stable
    order: what legal actions and the placement list are made of."""
    return spots_in(analyze(castle), tile_id)


def spots_in(view: CastleView, tile_id: str) -> tuple[tuple[int, int, int, bool], ...]:
    """`legal_spots` of an analysed castle, kept in the view's memo: the memo lives and
    goes with the view in analyze's bounded cache, so there is no cache of its own."""
    key = ("spots", tile_id)
    out = view.memo.get(key)
    if out is None:
        open_by = view.open_by_side
        seen: set[int] = set()  # the geometries listed: key number and cell id
        spots: list[tuple[int, int, int, bool]] = []
        for rot, down, sh in _turns(tile_id):  # `_tries`, without a generator's cost
            tried: set[int] = set()
            geometry_id = sh.key_id * _KEY_APART
            for joins, dx, dy in sh.joins:
                for fx, fy in open_by.get(joins, ()):
                    x, y = fx - dx, fy - dy
                    off = x * GRID + y
                    if off in tried:
                        continue
                    tried.add(off)
                    if geometry_id + off not in seen and _fits(view, sh, x, y):
                        seen.add(geometry_id + off)
                        spots.append((rot, x, y, down))
        out = view.memo[key] = tuple(spots)
    return out


def legal_placements(castle: Castle, tile_id: str) -> tuple[PlacedTile, ...]:
    """All legal placements, one per distinct geometry, in a stable order."""
    view = analyze(castle)
    key = ("placements", tile_id)
    out = view.memo.get(key)
    if out is None:
        out = view.memo[key] = tuple(
            PlacedTile(tile=tile_id, rot=rot, x=x, y=y, down=down)
            for rot, x, y, down in spots_in(view, tile_id))
    return out


def has_legal_placement(castle: Castle, tile_id: str) -> bool:
    """Early-exit version of legal_placements: may the room be bought? (§6.1.8)"""
    return placeable_in(analyze(castle), tile_id)


def placeable_in(view: CastleView, tile_id: str) -> bool:
    """`has_legal_placement` of an analysed castle: from its spots if listed already,
    else stopping at the first legal spot; kept in the view's memo."""
    spots = view.memo.get(("spots", tile_id))
    if spots is not None:
        return bool(spots)
    key = ("placeable", tile_id)
    out = view.memo.get(key)
    if out is None:
        out = view.memo[key] = any(_fits(view, sh, x, y)
                                   for _r, _d, x, y, sh in _tries(view, tile_id))
    return out


def is_legal(castle: Castle, placed: PlacedTile, view: CastleView | None = None) -> bool:
    """Exactly the placements listed by legal_placements (same geometry dedup).

    `view`: the castle's analysis, where the caller has it (saves looking it up)."""
    return (placed.rot, placed.x, placed.y, placed.down) in spots_in(
        view or analyze(castle), placed.tile)


def _shape_key(placed: PlacedTile) -> tuple:
    return (shape(placed.tile, placed.rot % 4, placed.down and placed.tile == HALLWAY).key,
            placed.x, placed.y)


def canonical(castle: Castle, placed: PlacedTile) -> PlacedTile | None:
    """The listed legal placement with the same geometry as `placed`, if any.

    Symmetric rooms look the same in several rotations; only one of them is listed.
    """
    key = _shape_key(placed)
    for option in legal_placements(castle, placed.tile):
        if _shape_key(option) == key:
            return option
    return None
