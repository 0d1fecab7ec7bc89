"""Castle analysis (§6.5-§6.8): occupancy, door states, connections, touches, completion,
exterior and courtyards, entrances (one tile's cells and edges in place: footprint.py).

A castle is a tuple of PlacedTile; its analysis is a pure function of it and cached, since
legal-move generation, scoring and the screen all ask the same questions many times.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache

from .components import Bonus, tile
from .footprint import Footprint, footprint
from .geometry import GRID, OPPOSITE, Cell, step
from .state import PlacedTile


@dataclass(frozen=True)
class PlacedDoor:
    """A door in castle coordinates with its state (§6.6)."""

    owner: int
    side: str
    cell: Cell
    level: str
    status: str  # "connected" | "open" | "blocked"
    partner: int | None = None  # the tile it connects to
    exterior: bool = False  # open and facing the exterior (§6.7)

    @property
    def facing(self) -> Cell:
        return step(self.cell, self.side)

    @property
    def is_entrance(self) -> bool:
        return self.status == "open" and self.exterior and self.level == "up"


@dataclass
class CastleView:
    """Everything derived from one castle."""

    placements: tuple[PlacedTile, ...]
    feet: list[Footprint]
    # cell -> list of (tile index, corner or "" for a full cell)
    occ: dict[Cell, list[tuple[int, str]]]
    # (owner, side, cell, level, status, partner) of every door; `doors` adds whether
    # each faces the exterior, which takes a flood fill: done only when asked for
    door_rows: list[tuple[int, str, Cell, str, str, int | None]]
    conn: list[set[int]]
    touch: list[set[int]]
    completed: list[bool]
    # cells another tile may never occupy because of a fence, with the fenced tile (§6.8)
    fenced: dict[Cell, int]
    bbox: tuple[int, int, int, int]  # min x, min y, max x, max y of occupied cells
    # (cell, side) of every door -> (level, owner)
    door_index: dict[tuple[Cell, str], tuple[str, int]] = field(default_factory=dict)
    # (side, level, facing cell) of every open door, and the facing cells of the open
    # ground-floor ones: what legal-move generation asks for every spot it tries
    open_doors: list[tuple[str, str, Cell]] = field(default_factory=list)
    open_up_facings: list[Cell] = field(default_factory=list)
    # `occ` and the fenced cells by cell id (geometry.cell_id), for the placement tests
    # that try a tile at many offsets; grown with the castle like `occ`
    occ_ids: dict[int, list[tuple[int, str]]] = field(default_factory=dict)
    fenced_ids: frozenset[int] = field(default_factory=frozenset)
    # facing cell -> indices in `door_rows` of the doors there that are not connected
    # (open or blocked), ascending: the doors a new tile there joins or blocks, so that
    # growing the castle by a tile, or scoring one (§9-§10), looks at those rows only
    pending: dict[Cell, list[int]] = field(default_factory=dict)
    _exterior: set[Cell] | None = field(default=None, repr=False)
    _doors: list[PlacedDoor] | None = field(default=None, repr=False)

    _bonuses: list[int] | None = field(default=None, repr=False)
    _types: list[str] | None = field(default=None, repr=False)
    _open_count: dict[int, int] | None = field(default=None, repr=False)
    _bonus_rules: list[tuple[int, Bonus]] | None = field(default=None, repr=False)
    # free_rays of the cells asked so far (the placement test reads it first: cheaper
    # than a method call for every spot tried)
    known_rays: dict[Cell, tuple[Cell, ...]] = field(default_factory=dict, repr=False)
    _open_by_side: dict[tuple[str, str], list[Cell]] | None = field(default=None, repr=False)
    # (view before the last tile, tiles it joins, tiles it touches): the own bonuses are
    # worked out from that view's when asked (see `bonuses`), then this is dropped
    _grown: tuple | None = field(default=None, repr=False)
    # what other modules work out once per castle (placement: legal spots and whether
    # a tile fits; rules: the placement actions); it lives and goes with the view in
    # analyze's bounded cache, so it needs no cache of its own
    memo: dict = field(default_factory=dict, repr=False)

    @property
    def doors(self) -> list[PlacedDoor]:
        if self._doors is None:
            self._doors = [
                PlacedDoor(i, side, cell, level, status, partner,
                           status == "open" and self.is_exterior(step(cell, side)))
                for i, side, cell, level, status, partner in self.door_rows
            ]
        return self._doors

    def is_exterior(self, cell: Cell) -> bool:
        """Is this empty cell outside the castle (§6.7)? A straight free line out of the
        bounding box says yes at once; only if there is none, the flood fill decides."""
        if self._exterior is None and self._rays_out(cell):
            return cell not in self.occ
        return cell in self.exterior

    def _rays_out(self, cell: Cell) -> tuple[Cell, ...]:
        """The directions in which a straight line from `cell` leaves the bounding box
        without meeting a tile."""
        x0, y0, x1, y1 = self.bbox
        occ = self.occ
        free = []
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            cx, cy = cell
            while x0 <= cx <= x1 and y0 <= cy <= y1:
                if (cx, cy) in occ:
                    break
                cx += dx
                cy += dy
            else:
                free.append((dx, dy))
        return tuple(free)

    @property
    def open_by_side(self) -> dict[tuple[str, str], list[Cell]]:
        """(side, level) -> facing cells of the open doors on that side and level, in
        door order: where a tile's door on the opposite side may be laid."""
        if self._open_by_side is None:
            self._open_by_side = {}
            for side, level, facing in self.open_doors:
                self._open_by_side.setdefault((side, level), []).append(facing)
        return self._open_by_side

    def free_rays(self, cell: Cell) -> tuple[Cell, ...]:
        """For the facing cell of an open ground-floor door: the directions in which a
        straight line from it leaves the bounding box without meeting a tile. Worked out
        per cell when first asked: a placement test mostly stops at the first door."""
        rays = self.known_rays.get(cell)
        if rays is None:
            rays = self.known_rays[cell] = self._rays_out(cell)
        return rays

    @property
    def open_count(self) -> dict[int, int]:
        """Tile -> how many of its doors are not connected (0: not listed; completed)."""
        if self._open_count is None:
            self._open_count = {}
            rows = self.door_rows
            for at in self.pending.values():
                for r in at:
                    i = rows[r][0]
                    self._open_count[i] = self._open_count.get(i, 0) + 1
        return self._open_count

    @property
    def bonus_rules(self) -> list[tuple[int, Bonus]]:
        """(tile, printed bonus rule) of the tiles that have one, in castle order."""
        if self._bonus_rules is None:
            self._bonus_rules = [(i, bonus) for i, p in enumerate(self.placements)
                                 if (bonus := tile(p.tile).bonus) is not None]
        return self._bonus_rules

    @property
    def types(self) -> list[str]:
        """The room type of each tile."""
        if self._types is None:
            self._types = [tile(p.tile).type for p in self.placements]
        return self._types

    @property
    def bonuses(self) -> list[int]:
        """Each tile's own bonus now (`own_bonus`, below), worked out once."""
        if self._bonuses is None:
            if self._grown is not None:
                self._bonuses = self._grown_bonuses(*self._grown)
                self._grown = None
            else:
                self._bonuses = [own_bonus(self, i) for i in range(len(self.placements))]
        return self._bonuses

    def _grown_bonuses(self, old: CastleView, joined: set[int], near: set[int]) -> list[int]:
        """The own bonuses from those of the castle before the last tile: a bonus only
        grows, by its value, for a new tile of its types that is connected or touching as
        the rule asks, or anywhere for a castle-wide rule (§9). Bots value every spot of
        a tile by the castle's room score, so this saves scoring every tile again."""
        spec = tile(self.placements[-1].tile)
        kind = spec.type
        bonuses = list(old.bonuses)
        for i, rule in old.bonus_rules:
            if kind in rule.types and (rule.kind == "castle" or (
                    rule.kind == "connected" and i in joined) or (
                    rule.kind == "touching" and i in near)):
                bonuses[i] += rule.value
        own = spec.bonus
        if own is None:
            bonuses.append(0)
            return bonuses
        types = set(own.types)
        if own.kind == "connected":
            count = sum(1 for j in joined if old.type_of(j) in types)
        elif own.kind == "touching":
            count = sum(1 for j in near if old.type_of(j) in types)
        else:  # castle-wide, itself included (D4)
            count = sum(1 for t in old.types if t in types) + (kind in types)
        bonuses.append(own.value * count)
        return bonuses

    def type_of(self, idx: int) -> str:
        return tile(self.placements[idx].tile).type

    def doors_of(self, idx: int) -> list[PlacedDoor]:
        return [d for d in self.doors if d.owner == idx]

    @property
    def exterior(self) -> set[Cell]:
        if self._exterior is None:
            self._exterior = exterior_cells(self.occ, self.bbox)
        return self._exterior

    def entrances(self) -> list[PlacedDoor]:
        return [d for d in self.doors if d.is_entrance]

    def courtyard_cells(self) -> set[Cell]:
        x0, y0, x1, y1 = self.bbox
        return {
            (x, y)
            for x in range(x0, x1 + 1)
            for y in range(y0, y1 + 1)
            if (x, y) not in self.occ and (x, y) not in self.exterior
        }


def exterior_cells(occ: Mapping[Cell, object], bbox: tuple[int, int, int, int]) -> set[Cell]:
    """Flood fill of empty cells from the border of the bounding box enlarged by 1 (§6.7)."""
    x0, y0, x1, y1 = bbox[0] - 1, bbox[1] - 1, bbox[2] + 1, bbox[3] + 1
    start = (x0, y0)
    seen = {start}
    todo = [start]
    pop, push, add = todo.pop, todo.append, seen.add
    while todo:
        cx, cy = pop()
        for nx, ny in ((cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)):
            if x0 <= nx <= x1 and y0 <= ny <= y1:
                cell = (nx, ny)
                if cell not in seen and cell not in occ:
                    add(cell)
                    push(cell)
    return seen


@lru_cache(maxsize=256)  # small: a few versions of each castle in play (GC pauses)
def analyze(placements: tuple[PlacedTile, ...]) -> CastleView:
    """The analysis of a castle: from the analysis of the castle without its last tile
    when that one is known or quick to get (castles grow one tile at a time, and a bot
    tries a tile at many spots), else from scratch. Both give the same view."""
    if len(placements) > 1:
        grown = _extended(analyze(placements[:-1]), placements[-1])
        if grown is not None:
            return grown
    return _analyze(placements)


def _extended(old: CastleView, placed: PlacedTile) -> CastleView | None:
    """`old` with one more tile, or None where the tile would overlap or share a door or
    edge of the castle (then only the full analysis says what happens)."""
    n = len(old.placements)
    foot = footprint(placed)
    occ = dict(old.occ)
    occ_ids = dict(old.occ_ids)
    new_cells = []
    for c in foot.full:
        if c in occ:
            return None
        occ[c] = occ_ids[c[0] * GRID + c[1]] = [(n, "")]
        new_cells.append(c)
    for c, k in foot.half:
        there = occ.get(c)
        if there is not None and (len(there) > 1 or there[0][1] == "" or there[0][1] == k):
            return None
        occ[c] = occ_ids[c[0] * GRID + c[1]] = [*there, (n, k)] if there else [(n, k)]
        new_cells.append(c)
    door_index = dict(old.door_index)
    new_doors: dict[tuple[Cell, str, str], None] = {}
    for side, cell, level in foot.doors:
        if (cell, side) in door_index:
            return None
        door_index[(cell, side)] = (level, n)
        new_doors[(cell, side, level)] = None
    conn = list(old.conn)
    touch = list(old.touch)
    completed = list(old.completed)
    rows = list(old.door_rows)
    # the castle's doors not connected that face the new tile: joined by one of its
    # doors, or blocked by it (the lists are shared with `old`: replaced, not changed)
    pending = dict(old.pending)
    open_count = dict(old.open_count)
    for c in new_cells:
        waiting = pending.get(c)
        if waiting is None:
            continue
        still = []
        for r in waiting:
            i, side, cell, level, _status, _partner = rows[r]
            if (c, OPPOSITE[side], level) in new_doors:
                rows[r] = (i, side, cell, level, "connected", n)
                if open_count[i] == 1:
                    del open_count[i]
                    completed[i] = True
                else:
                    open_count[i] -= 1
            else:
                rows[r] = (i, side, cell, level, "blocked", None)
                still.append(r)
        if still:
            pending[c] = still
        else:
            del pending[c]
    joined: set[int] = set()
    done = True
    own_open = []  # (side, level, facing) of the new tile's open doors
    for side, cell, level in foot.doors:
        facing = step(cell, side)
        other = old.door_index.get((facing, OPPOSITE[side]))
        if other is not None and other[0] == level:
            joined.add(other[1])
            rows.append((n, side, cell, level, "connected", other[1]))
        else:
            done = False
            status = "blocked" if facing in occ else "open"
            if status == "open":
                own_open.append((side, level, facing))
            pending[facing] = [*pending.get(facing, ()), len(rows)]
            open_count[n] = open_count.get(n, 0) + 1
            rows.append((n, side, cell, level, status, None))
    near = set(joined)
    near.update(touched(old, foot))
    for c, _k in foot.half:
        if len(occ[c]) == 2:
            near.add(occ[c][0][0])
    for j in joined:
        conn[j] = conn[j] | {n}
    for j in near:
        touch[j] = touch[j] | {n}
    conn.append(joined)
    touch.append(near)
    completed.append(done)
    fenced = dict(old.fenced)
    for side, cell in foot.fence_edges:
        fenced[step(cell, side)] = n
    for cell in foot.fence_halves:
        fenced[cell] = n
    fenced_ids = old.fenced_ids
    if len(fenced) > len(old.fenced):
        fenced_ids = frozenset(x * GRID + y for x, y in fenced)
    x0, y0, x1, y1 = old.bbox
    bx0, by0, bx1, by1 = foot.box
    x0, y0, x1, y1 = min(x0, bx0), min(y0, by0), max(x1, bx1), max(y1, by1)
    # in row order, as from scratch: the castle's still open, then the new tile's
    new_set = set(new_cells)
    open_doors = [d for d in old.open_doors if d[2] not in new_set] + own_open
    view = CastleView(
        placements=(*old.placements, placed),
        feet=[*old.feet, foot],
        occ=occ,
        door_rows=rows,
        conn=conn,
        touch=touch,
        completed=completed,
        fenced=fenced,
        bbox=(x0, y0, x1, y1),
        door_index=door_index,
        open_doors=open_doors,
        open_up_facings=[facing for _side, level, facing in open_doors if level == "up"],
        occ_ids=occ_ids,
        fenced_ids=fenced_ids,
        pending=pending,
        _grown=(old, joined, near),
    )
    view._open_count = open_count
    return view


def touched(view: CastleView, foot: Footprint) -> set[int]:
    """The castle's tiles a new tile's contact edges meet (walls touching, §6.5)."""
    out = set()
    occ, feet = view.occ, view.feet
    for side, cell in foot.contact:
        across = step(cell, side)
        back = (OPPOSITE[side], across)
        for j, _corner in occ.get(across, ()):
            if back in feet[j].contact_set:
                out.add(j)
    return out


def _analyze(placements: tuple[PlacedTile, ...]) -> CastleView:
    feet = [footprint(p) for p in placements]
    occ: dict[Cell, list[tuple[int, str]]] = {}
    for i, f in enumerate(feet):
        for c in f.full:
            occ.setdefault(c, []).append((i, ""))
        for c, k in f.half:
            occ.setdefault(c, []).append((i, k))
    door_at: dict[tuple[Cell, str, str], int] = {}
    for i, f in enumerate(feet):
        for side, cell, level in f.doors:
            door_at[(cell, side, level)] = i
    n = len(feet)
    conn: list[set[int]] = [set() for _ in range(n)]
    touch: list[set[int]] = [set() for _ in range(n)]
    pending: list[tuple[int, str, Cell, str, str, int | None]] = []
    for i, f in enumerate(feet):
        for side, cell, level in f.doors:
            facing = step(cell, side)
            partner = door_at.get((facing, OPPOSITE[side], level))
            if partner is not None and partner != i:
                conn[i].add(partner)
                status = "connected"
            elif facing in occ:
                partner, status = None, "blocked"
            else:
                partner, status = None, "open"
            pending.append((i, side, cell, level, status, partner))
    contact_at: dict[tuple[Cell, str], int] = {}
    for i, f in enumerate(feet):
        for side, cell in f.contact:
            contact_at[(cell, side)] = i
    for (cell, side), i in contact_at.items():
        j = contact_at.get((step(cell, side), OPPOSITE[side]))
        if j is not None and j != i:
            touch[i].add(j)
    for occupants in occ.values():
        if len(occupants) == 2 and occupants[0][0] != occupants[1][0]:
            a, b = occupants[0][0], occupants[1][0]
            touch[a].add(b)
            touch[b].add(a)
    for i in range(n):
        touch[i] |= conn[i]
    fenced: dict[Cell, int] = {}
    for i, f in enumerate(feet):
        for side, cell in f.fence_edges:
            fenced[step(cell, side)] = i
        for cell in f.fence_halves:
            fenced[cell] = i
    xs = [c[0] for c in occ]
    ys = [c[1] for c in occ]
    bbox = (min(xs), min(ys), max(xs), max(ys)) if occ else (0, 0, 0, 0)
    done = [True] * n
    for i, _side, _cell, _level, status, _partner in pending:
        if status != "connected":
            done[i] = False
    open_doors = [(side, level, step(cell, side))
                  for _i, side, cell, level, status, _p in pending if status == "open"]
    waiting: dict[Cell, list[int]] = {}
    for r, (_i, side, cell, _level, status, _p) in enumerate(pending):
        if status != "connected":
            waiting.setdefault(step(cell, side), []).append(r)
    return CastleView(
        placements=placements,
        feet=feet,
        occ=occ,
        door_rows=pending,
        conn=conn,
        touch=touch,
        completed=done,
        fenced=fenced,
        bbox=bbox,
        door_index={(cell, side): (level, i) for i, side, cell, level, _s, _p in pending},
        open_doors=open_doors,
        open_up_facings=[facing for _side, level, facing in open_doors if level == "up"],
        occ_ids={x * GRID + y: there for (x, y), there in occ.items()},
        fenced_ids=frozenset(x * GRID + y for x, y in fenced),
        pending=waiting,
    )


def own_bonus(view: CastleView, idx: int) -> int:
    """The tile's printed bonus rule as it stands now (§9)."""
    spec = tile(view.placements[idx].tile)
    bonus = spec.bonus
    if bonus is None:
        return 0
    types = set(bonus.types)
    if bonus.kind == "connected":
        count = sum(1 for j in view.conn[idx] if view.type_of(j) in types)
    elif bonus.kind == "touching":
        count = sum(1 for j in view.touch[idx] if view.type_of(j) in types)
    else:  # castle-wide, both levels, itself included (D4)
        count = sum(1 for j in range(len(view.placements)) if view.type_of(j) in types)
    return bonus.value * count
