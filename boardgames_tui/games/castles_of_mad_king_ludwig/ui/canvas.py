"""Draw one castle, to scale, as a grid of characters (rules §6 grid model).

Each 5-ft cell takes 4 columns and 2 lines: one line of interior and one line of edge,
so walls, door openings and fences sit on the grid lines between cells. Doors: ○ open,
= connected, × blocked. Fences: #. Rooms carry their name (or abbreviation), type letter
and current points. Rooms of the other floor are drawn dimmed. The ghost of a tile being
placed is drawn with ░, its doors that would connect with =.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from functools import cache
from itertools import combinations

from rich.style import Style

from boardgames_tui.engine import i18n

from ..castle import CastleView, analyze, footprint
from ..components import tile, tiles
from ..geometry import OPPOSITE, step
from ..placement import blocked_doors
from ..scoring import room_score
from ..state import PlacedTile
from ..words import room_name
from .palette import (
    DOOR_BLOCKED,
    DOOR_CONNECTED,
    DOOR_OPEN,
    FENCE,
    GHOST_BAD,
    GHOST_OK,
    OTHER_LEVEL,
    TYPE_LETTER,
    WALL,
    pick,
    text_colour,
    type_colour,
)

PX, PY = 4, 2  # columns and lines per cell
SMALL_PX, SMALL_PY = 2, 1  # the smaller drawing scale, for castles larger than the view
MARGIN = 3  # empty cells drawn around the castle (room for the ghost)
LAST_MARK = "★"  # the room a player placed last
Cell = tuple[int, int]
Char = tuple[str, Style]

_BOX = {  # (up, down, left, right) -> corner glyph
    (1, 1, 0, 0): "│", (0, 0, 1, 1): "─", (1, 1, 1, 1): "┼", (1, 0, 0, 0): "╵",
    (0, 1, 0, 0): "╷", (0, 0, 1, 0): "╴", (0, 0, 0, 1): "╶", (0, 1, 0, 1): "┌",
    (0, 1, 1, 0): "┐", (1, 0, 0, 1): "└", (1, 0, 1, 0): "┘", (1, 1, 0, 1): "├",
    (1, 1, 1, 0): "┤", (0, 1, 1, 1): "┬", (1, 0, 1, 1): "┴",
}
_HALF_GLYPH = {"NE": "◥", "NW": "◤", "SE": "◢", "SW": "◣"}
_, ngettext, N_ = i18n.domain("castles_of_mad_king_ludwig")
# Translators: the 3-letter labels of the stairs, the hallway and the foyer on the map
_ABBREV_OVERRIDES = {"stairs": N_("STR"), "hallway": N_("HAL"), "foyer": N_("FOY")}
BLANK = Style()


def _candidates(tile_id: str):
    if tile_id in _ABBREV_OVERRIDES:
        yield _(_ABBREV_OVERRIDES[tile_id])
    words = [w for w in room_name(tile_id).replace("'s", "").split() if w[0].isalnum()]
    if len(words) == 2:
        yield (words[0][:2] + words[1][0]).upper()
        yield (words[0][0] + words[1][:2]).upper()
    elif len(words) > 2:
        yield "".join(w[0] for w in words[:3]).upper()
    letters = "".join(words).upper()
    for i, j in combinations(range(1, len(letters)), 2):
        yield letters[0] + letters[i] + letters[j]


@cache
def _abbreviations(language: str) -> dict[str, str]:
    """A distinct 3-letter label for every tile, from the letters of its name in the
    language (one table per language, as the names differ)."""
    used: dict[str, str] = {}
    for tile_id in ("foyer", "stairs", "hallway", *tiles()):
        if tile_id in used.values():
            continue
        label = next(c for c in _candidates(tile_id) if c not in used)
        used[label] = tile_id
    return {t: label for label, t in used.items()}


def abbreviation(tile_id: str) -> str:
    """The tile's 3-letter label (used where its name does not fit)."""
    return _abbreviations(i18n.language())[tile_id]


def on_floor(placed: PlacedTile, floor: str) -> bool:
    """Stairs belong to both floors; downstairs rooms and hallways face down (§6.6)."""
    if placed.tile == "stairs":
        return True
    down = tile(placed.tile).type == "downstairs" or (placed.tile == "hallway" and placed.down)
    return down == (floor == "down")


@dataclass(frozen=True)
class Ghost:
    placed: PlacedTile
    legal: bool
    connecting: frozenset[tuple[Cell, str]]  # (cell, side) of the ghost's joining doors
    # (cell, side) of the doors it would block, its own and the castle's (drawn ×)
    blocked: frozenset[tuple[Cell, str]] = frozenset()


def area_of(view: CastleView, ghost: Ghost | None,
            margin: int = MARGIN) -> tuple[int, int, int, int]:
    x0, y0, x1, y1 = view.bbox
    if ghost is not None:
        cells = footprint(ghost.placed).cells()
        x0 = min(x0, *(c[0] for c in cells))
        y0 = min(y0, *(c[1] for c in cells))
        x1 = max(x1, *(c[0] for c in cells))
        y1 = max(y1, *(c[1] for c in cells))
    return (x0 - margin, y0 - margin, x1 + margin, y1 + margin)


def fitted_area(view: CastleView, ghost: Ghost | None, cols: int, rows: int,
                small: bool) -> tuple[int, int, int, int]:
    """The castle's area grown (centred) to fill a view of cols x rows characters.
    The empty margin around the castle shrinks (3 cells, 1, none) until the castle fits,
    so that a castle a little wider than the view keeps its scale (needs_small) and is
    drawn whole rather than cut by a scroll bar."""
    px, py = (SMALL_PX, SMALL_PY) if small else (PX, PY)
    edge = 0 if small else 1  # the full scale draws one more line and column of walls
    for margin in (MARGIN, 1, 0):
        x0, y0, x1, y1 = area_of(view, ghost, margin=margin)
        if (x1 - x0 + 1) * px + edge <= cols and (y1 - y0 + 1) * py + edge <= rows:
            break
    want_w = max(x1 - x0 + 1, (cols - 1) // px)
    want_h = max(y1 - y0 + 1, (rows - 1) // py)
    grow_x, grow_y = want_w - (x1 - x0 + 1), want_h - (y1 - y0 + 1)
    return (x0 - grow_x // 2, y0 - grow_y // 2, x1 + grow_x - grow_x // 2,
            y1 + grow_y - grow_y // 2)


def needs_small(view: CastleView, ghost: Ghost | None, cols: int, rows: int) -> bool:
    """True when the castle at the full scale would not fit a view of cols x rows, even
    without an empty margin around it: the margin goes before the scale does (issue 30:
    a Foyer and two rooms stay at the full scale at 80x24)."""
    x0, y0, x1, y1 = area_of(view, ghost, margin=0)
    return (x1 - x0 + 1) * PX + 1 > cols or (y1 - y0 + 1) * PY + 1 > rows


def grid_shape(views: list[CastleView], width: int, height: int,
               gap: int = 1, title: int = 1) -> tuple[int, int, int, int]:
    """Columns, rows and the size (columns, lines) of equal panels, one per castle, in
    width x height characters (`gap` columns between panels, a title line on each).
    The arrangement that keeps the largest scale at which every castle fits (the full
    one, else the small one); among those that keep it, the squarest grid (castles side
    by side rather than a column of strips), then the one with the most room to spare."""
    needs = []
    for view in views:
        x0, y0, x1, y1 = area_of(view, None, margin=0)  # the margin goes first (needs_small)
        needs.append((x1 - x0 + 1, y1 - y0 + 1))  # in cells
    best: tuple | None = None
    for cols in range(1, len(views) + 1):
        rows = -(-len(views) // cols)
        panel_w = (width - gap * (cols - 1)) // cols
        panel_h = height // rows
        inner = panel_h - title
        full = all(w * PX + 1 <= panel_w and h * PY + 1 <= inner for w, h in needs)
        small = all(w * SMALL_PX <= panel_w and h * SMALL_PY <= inner for w, h in needs)
        room = min(min(panel_w / (w * PX + 1), inner / (h * PY + 1)) for w, h in needs)
        key = (2 if full else 1 if small else 0, -abs(cols - rows), room)
        if best is None or key > best[0]:
            best = (key, cols, rows, panel_w, panel_h)
    assert best is not None
    return best[1:]


_OTHER_FLOOR = Style(bgcolor=OTHER_LEVEL, color="#8a8a8a")


@cache
def _room_style(kind: str, safe: bool) -> Style:
    """One Style object per room type and palette: the map paints runs of the same
    style as one piece, and the same object is quickest to compare."""
    return Style(bgcolor=type_colour(kind, safe), color=text_colour(kind, safe))


class Canvas:
    """Characters and styles of one castle drawing; cell (x, y) <-> column and line."""

    def __init__(self, castle: tuple[PlacedTile, ...], floor: str = "up", safe: bool = False,
                 ghost: Ghost | None = None, area: tuple[int, int, int, int] | None = None,
                 small: bool = False, marked: frozenset[int] = frozenset()):
        self.view = analyze(castle)
        self.floor = floor
        self.safe = safe
        self.small = small
        self.marked = marked  # tiles placed in their owner's last turn
        self.px, self.py = (SMALL_PX, SMALL_PY) if small else (PX, PY)
        self.area = area or area_of(self.view, ghost)
        x0, y0, x1, y1 = self.area
        self.width = (x1 - x0 + 1) * self.px + (0 if small else 1)
        self.height = (y1 - y0 + 1) * self.py + (0 if small else 1)
        self.grid: list[list[Char]] = [[(" ", BLANK)] * self.width for _ in range(self.height)]
        self._wall = [[False] * self.width for _ in range(self.height)]
        self._owner: list[list[int]] = [[-1] * self.width for _ in range(self.height)]
        self.ghost_rows: set[int] = set()  # lines the ghost was drawn on (over the castle)
        self._shared_rows = False  # the grid's lines belong to the castle drawing beneath
        self.ghost = None  # the castle first; the ghost over it
        if small:
            self._draw_small()
        else:
            self._draw()
        if ghost is not None:
            self.ghost = ghost
            self._draw_ghost()

    def with_ghost(self, ghost: Ghost | None) -> Canvas:
        """This drawing (made without a ghost) with `ghost` over it: the castle is not
        drawn again (the ghost moves on every arrow key); only the ghost's lines are new."""
        out = copy.copy(self)
        out.ghost = ghost
        out.grid = list(self.grid)  # the lines are shared until the ghost writes on one
        out.ghost_rows = set()
        out._shared_rows = True
        if ghost is not None:
            out._draw_ghost()
        return out

    def _draw_ghost(self) -> None:
        if self.small:
            self._small_ghost()
        else:
            self._ghost()

    # --- coordinates --------------------------------------------------------------------

    def col_of(self, x: int) -> int:
        return (x - self.area[0]) * self.px

    def row_of(self, y: int) -> int:
        return (y - self.area[1]) * self.py

    def cell_at(self, col: int, row: int) -> Cell:
        return (self.area[0] + col // self.px, self.area[1] + row // self.py)

    def text_rows(self) -> list[str]:
        return ["".join(ch for ch, _s in row) for row in self.grid]

    # --- drawing ------------------------------------------------------------------------

    def _put(self, row: int, col: int, ch: str, style: Style) -> None:
        if 0 <= row < self.height and 0 <= col < self.width:
            if self._shared_rows and row not in self.ghost_rows:
                self.grid[row] = list(self.grid[row])  # copy the line before writing
            if self.ghost is not None:
                self.ghost_rows.add(row)
            self.grid[row][col] = (ch, style)

    def _fill(self, row: int, col: int, idx: int) -> None:
        if 0 <= row < self.height and 0 <= col < self.width:
            self.grid[row][col] = (" ", self._fill_style(idx))
            self._owner[row][col] = idx

    def _fill_style(self, idx: int) -> Style:
        placed = self.view.placements[idx]
        if not on_floor(placed, self.floor):
            return _OTHER_FLOOR
        return _room_style(tile(placed.tile).type, self.safe)

    def _owners(self, cell: Cell, side: str) -> set[int]:
        """Tiles whose area reaches `side` of `cell` (full cells, or halves with that leg)."""
        out = set()
        for idx, corner in self.view.occ.get(cell, ()):
            if corner == "" or side in corner:
                out.add(idx)
        return out

    def _draw(self) -> None:
        view = self.view
        x0, y0, x1, y1 = self.area
        wall = Style(color=WALL)
        for (x, y), occupants in view.occ.items():
            row, col = self.row_of(y) + 1, self.col_of(x) + 1
            if len(occupants) == 1 and occupants[0][1] == "":
                for k in range(3):
                    self._fill(row, col + k, occupants[0][0])
                continue
            for k, (idx, corner) in enumerate(occupants):
                fg = self._fill_style(idx).bgcolor
                glyph = _HALF_GLYPH[corner]
                text = glyph * 3 if len(occupants) == 1 else glyph + (" " if k == 0 else "")
                offset = 0 if k == 0 else 2
                for j, ch in enumerate(text):
                    self._put(row, col + offset + j, ch, Style(color=fg))
        # edges: interior of one tile, or wall
        for x in range(x0, x1 + 2):
            for y in range(y0, y1 + 1):
                left, right = self._owners((x - 1, y), "E"), self._owners((x, y), "W")
                row, col = self.row_of(y) + 1, self.col_of(x)
                shared = left & right
                if shared:
                    self._fill(row, col, min(shared))
                elif left or right:
                    self._put(row, col, "│", wall)
                    self._wall[row][col] = True
        for y in range(y0, y1 + 2):
            for x in range(x0, x1 + 1):
                top, bottom = self._owners((x, y - 1), "S"), self._owners((x, y), "N")
                row, col = self.row_of(y), self.col_of(x) + 1
                shared = top & bottom
                for k in range(3):
                    if shared:
                        self._fill(row, col + k, min(shared))
                    elif top or bottom:
                        self._put(row, col + k, "─", wall)
                        self._wall[row][col + k] = True
        self._corners(wall)
        self._fences()
        for d in view.doors:
            self._door(d.cell, d.side, d.status, on_floor(view.placements[d.owner], self.floor))
        for idx in range(len(view.placements)):
            self._label(idx)

    def _corners(self, wall: Style) -> None:
        x0, y0, x1, y1 = self.area
        for y in range(y0, y1 + 2):
            for x in range(x0, x1 + 2):
                row, col = self.row_of(y), self.col_of(x)
                arms = (
                    row > 0 and self._wall[row - 1][col],
                    row + 1 < self.height and self._wall[row + 1][col],
                    col > 0 and self._wall[row][col - 1],
                    col + 1 < self.width and self._wall[row][col + 1],
                )
                key = tuple(int(a) for a in arms)
                if any(key):
                    self._put(row, col, _BOX.get(key, "┼"), wall)
                    continue
                around = [self._owners(c, "") for c in
                          ((x - 1, y - 1), (x, y - 1), (x - 1, y), (x, y))]
                common = set.intersection(*around) if all(around) else set()
                if common:
                    self._fill(row, col, min(common))

    def _edge_pos(self, cell: Cell, side: str) -> tuple[int, int]:
        """Line and column of the middle of `side` of `cell`."""
        row, col = self.row_of(cell[1]), self.col_of(cell[0])
        return {
            "N": (row, col + 2), "S": (row + PY, col + 2),
            "W": (row + 1, col), "E": (row + 1, col + PX),
        }[side]

    def _fences(self) -> None:
        style = Style(color=pick(FENCE, self.safe), bold=True)
        for foot in self.view.feet:
            for side, cell in foot.fence_edges:
                row, col = self._edge_pos(cell, side)
                span = (-1, 0, 1) if side in "NS" else (0,)
                for k in span:
                    self._put(row, col + k, "#", style)

    def _door(self, cell: Cell, side: str, status: str, here: bool) -> None:
        row, col = self._edge_pos(cell, side)
        glyph, colour = {
            "open": ("○", pick(DOOR_OPEN, self.safe)),
            "connected": ("=", pick(DOOR_CONNECTED, self.safe)),
            "blocked": ("×", pick(DOOR_BLOCKED, self.safe)),
        }[status]
        if not here:
            colour = "#777777"
        self._put(row, col, glyph, Style(color=colour, bold=here))

    def _interior(self, row: int, col: int, idx: int) -> bool:
        return 0 <= row < self.height and 0 <= col < self.width \
            and self._owner[row][col] == idx

    def _span(self, row: int, col: int, idx: int) -> tuple[int, int]:
        lo = hi = col
        while lo - 1 >= 0 and self._interior(row, lo - 1, idx):
            lo -= 1
        while hi + 1 < self.width and self._interior(row, hi + 1, idx):
            hi += 1
        return lo, hi

    def _label(self, idx: int) -> None:
        view = self.view
        placed = view.placements[idx]
        foot = view.feet[idx]
        if not foot.full:
            return
        cx = sum(c[0] for c in foot.full) / len(foot.full)
        cy = sum(c[1] for c in foot.full) / len(foot.full)
        anchor = min(foot.full, key=lambda c: ((c[0] - cx) ** 2 + (c[1] - cy) ** 2, c))
        style = self._fill_style(idx)
        spec = tile(placed.tile)
        row = self.row_of(anchor[1]) + 1
        if len({c[1] for c in foot.full}) > 1 and anchor[1] == max(c[1] for c in foot.full):
            row -= PY
        lo, hi = self._span(row, self.col_of(anchor[0]) + 2, idx)
        width = hi - lo + 1
        name = room_name(placed.tile)
        name = name if len(name) <= width else abbreviation(placed.tile)
        if idx in self.marked:
            name = (LAST_MARK + name) if len(name) < width else (LAST_MARK + name[:width - 1])
        self._write_centred(row, lo, width, name[:width], style + Style(bold=True))
        info = f"{TYPE_LETTER[spec.type]} {room_score(view, idx):+d}"
        if placed.tile in ("stairs", "hallway", "foyer"):
            info = TYPE_LETTER[spec.type] + ("↓" if placed.down else "")
        below = row + 1
        if below < self.height and self._interior(below, self.col_of(anchor[0]) + 2, idx):
            lo2, hi2 = self._span(below, self.col_of(anchor[0]) + 2, idx)
            self._write_centred(below, lo2, hi2 - lo2 + 1, info, style)
        elif width >= len(name) + len(info) + 1:
            self._write_centred(row, lo, width, f"{name} {info}"[:width], style)

    def _write_centred(self, row: int, lo: int, width: int, text: str, style: Style) -> None:
        start = lo + max(0, (width - len(text)) // 2)
        for k, ch in enumerate(text[:width]):
            self._put(row, start + k, ch, style)

    def _ghost_look(self):
        """The ghost's footprint and its style (green where it fits, red where not), at
        either scale."""
        ghost = self.ghost
        assert ghost is not None
        colour = pick(GHOST_OK if ghost.legal else GHOST_BAD, self.safe)
        return footprint(ghost.placed), Style(color="#ffffff", bgcolor=colour, bold=True)

    def _ghost(self) -> None:
        ghost = self.ghost
        foot, style = self._ghost_look()
        for x, y in foot.cells():
            row, col = self.row_of(y) + 1, self.col_of(x) + 1
            for k in range(3):
                self._put(row, col + k, "░", style)
        full = set(foot.full)
        for x, y in full:
            if (x + 1, y) in full:
                self._put(self.row_of(y) + 1, self.col_of(x + 1), "░", style)
            if (x, y + 1) in full:
                for k in range(3):
                    self._put(self.row_of(y + 1), self.col_of(x) + 1 + k, "░", style)
            if {(x + 1, y), (x, y + 1), (x + 1, y + 1)} <= full:
                self._put(self.row_of(y + 1), self.col_of(x + 1), "░", style)
        for side, cell, _level in foot.doors:
            row, col = self._edge_pos(cell, side)
            joins = (cell, side) in ghost.connecting
            glyph = "=" if joins else "○"
            self._put(row, col, glyph, Style(color="#ffff00" if joins else "#ffffff",
                                             bgcolor=style.bgcolor, bold=True))
        blocked = self._blocked_style()
        for cell, side in ghost.blocked:
            row, col = self._edge_pos(cell, side)
            self._put(row, col, "×", blocked)
        anchor = min(foot.full)
        label = abbreviation(ghost.placed.tile)
        self._write_centred(self.row_of(anchor[1]) + 1, self.col_of(anchor[0]) + 1, 3,
                            label, style)


    def _blocked_style(self) -> Style:
        """A door the ghost would block: × in the blocked doors' colour, reversed so
        that it stands out on the ghost and on the room alike."""
        return Style(color=pick(DOOR_BLOCKED, self.safe), bgcolor="#ffffff", bold=True)

    # --- the smaller scale: a cell is 2 columns on 1 line -------------------------------

    def _draw_small(self) -> None:
        """Rooms as coloured cells; walls between rooms as a line on the cell's left or
        under it; a door's glyph in the cell next to it (west/north doors on the cell's
        left half, east/south doors on its right half); labels are 3-letter names."""
        view = self.view
        owner_of: dict[Cell, int] = {}
        for cell, occupants in view.occ.items():
            owner_of[cell] = min(i for i, _k in occupants)
        for cell, idx in owner_of.items():
            row, col = self.row_of(cell[1]), self.col_of(cell[0])
            if not (0 <= row < self.height and 0 <= col < self.width):
                continue
            style = self._fill_style(idx)
            west = owner_of.get((cell[0] - 1, cell[1]))
            south = owner_of.get((cell[0], cell[1] + 1))
            if south != idx:
                style = style + Style(underline=True)
            left = "▏" if west != idx else " "
            corner = [k for i, k in view.occ[cell] if i == idx][0]
            if corner:
                left = right = _HALF_GLYPH[corner]
                style = Style(color=self._fill_style(idx).bgcolor)
            else:
                right = " "
            self.grid[row][col] = (left, style)
            self.grid[row][col + 1] = (right, style)
            self._owner[row][col] = self._owner[row][col + 1] = idx
        for d in view.doors:
            self._small_door(d.cell, d.side, d.status,
                             on_floor(view.placements[d.owner], self.floor))
        self._small_fences()
        for idx in range(len(view.placements)):
            self._small_label(idx)

    def _small_fences(self) -> None:
        """A fenced side as # in the cell along it: on its left or right half for a west
        or east side, on both halves for a north or south side (where no door is)."""
        colour = pick(FENCE, self.safe)
        for foot in self.view.feet:
            for side, (x, y) in foot.fence_edges:
                row, col = self.row_of(y), self.col_of(x)
                halves = (0,) if side == "W" else (1,) if side == "E" else (0, 1)
                for k in halves:
                    if 0 <= row < self.height and 0 <= col + k < self.width:
                        ch, style = self.grid[row][col + k]
                        if ch not in "○=×":
                            self.grid[row][col + k] = ("#", style + Style(color=colour,
                                                                          bold=True))

    def _small_door(self, cell: Cell, side: str, status: str, here: bool) -> None:
        row, col = self.row_of(cell[1]), self.col_of(cell[0]) + (1 if side in "ES" else 0)
        if not (0 <= row < self.height and 0 <= col < self.width):
            return
        glyph, colour = {
            "open": ("○", pick(DOOR_OPEN, self.safe)),
            "connected": ("=", pick(DOOR_CONNECTED, self.safe)),
            "blocked": ("×", pick(DOOR_BLOCKED, self.safe)),
        }[status]
        _ch, style = self.grid[row][col]
        self.grid[row][col] = (glyph, style + Style(color=colour if here else "#777777",
                                                    bold=here))

    def _small_label(self, idx: int) -> None:
        """The room's 3-letter label (★ before it on the room placed last, where there is
        room) on the line nearest the room's middle that has enough free characters in a
        row: never over a wall mark, a door, a fence or a corner. A room too narrow for
        any label keeps none (the legend of labels names the rooms; the preview names
        the room next to the ghost in full)."""
        foot = self.view.feet[idx]
        if not foot.full:
            return
        label = abbreviation(self.view.placements[idx].tile)
        texts = [LAST_MARK + label, label] if idx in self.marked else [label]
        self._label_in(texts, foot.full, lambda row, col: self._owner[row][col] == idx
                       and self.grid[row][col][0] == " ",
                       lambda style: style + Style(bold=True))

    def _label_in(self, texts: list[str], cells, free, styled) -> None:
        """Write the first of `texts` that fits, centred in the longest run of free
        characters (free(row, col)) on a line of `cells`, lines nearest the middle first."""
        lines = sorted({y for _x, y in cells})
        middle = lines[len(lines) // 2]
        for text in texts:
            for y in sorted(lines, key=lambda line: (abs(line - middle), line)):
                row = self.row_of(y)
                if not 0 <= row < self.height:
                    continue
                best = (0, 0)  # (length, first column) of the longest free run
                start = None
                for col in range(self.width + 1):
                    if col < self.width and free(row, col):
                        start = col if start is None else start
                        continue
                    if start is not None and col - start > best[0]:
                        best = (col - start, start)
                    start = None
                length, first = best
                if length >= len(text):
                    first += (length - len(text)) // 2
                    for k, ch in enumerate(text):
                        self._put(row, first + k, ch, styled(self.grid[row][first + k][1]))
                    return

    def _small_ghost(self) -> None:
        ghost = self.ghost
        foot, style = self._ghost_look()
        for x, y in foot.cells():
            row, col = self.row_of(y), self.col_of(x)
            for k in range(self.px):
                self._put(row, col + k, "░", style)
        for side, cell, _level in foot.doors:
            row = self.row_of(cell[1])
            col = self.col_of(cell[0]) + (1 if side in "ES" else 0)
            joins = (cell, side) in ghost.connecting
            self._put(row, col, "=" if joins else "○",
                      Style(color="#ffff00" if joins else "#ffffff", bgcolor=style.bgcolor, bold=True))
        blocked = self._blocked_style()
        for cell, side in ghost.blocked:
            row = self.row_of(cell[1])
            col = self.col_of(cell[0]) + (1 if side in "ES" else 0)
            self._put(row, col, "×", blocked)
        if foot.full:  # the label on the ghost's own free cells, never over its doors
            cells = set(foot.cells())
            self._label_in([abbreviation(ghost.placed.tile)], foot.full,
                           lambda row, col: self.grid[row][col][0] == "░"
                           and self.cell_at(col, row) in cells,
                           lambda _style: style)


def room_drawing(tile_id: str, safe: bool = False, small: bool = False) -> Canvas:
    """One room alone, as printed: its walls, doors (○) and fences (#), to show its shape
    before it is bought (the market). Drawn once per language: the cursor moves over the
    market on every key, and a drawing is never changed once made."""
    return _room_drawing(tile_id, safe, small, i18n.language())


@cache  # bounded: every tile, palette, scale and language (about 640)
def _room_drawing(tile_id: str, safe: bool, small: bool, _language: str) -> Canvas:
    placed = PlacedTile(tile=tile_id)
    floor = "down" if tile(tile_id).type == "downstairs" else "up"  # in its colour
    return Canvas((placed,), floor, safe=safe, area=footprint(placed).box, small=small)


def ghost_blocked(castle: tuple[PlacedTile, ...], placed: PlacedTile) -> frozenset:
    """(cell, side) of the doors the ghost would block, its own and the castle's."""
    return frozenset((cell, side) for _i, cell, side in blocked_doors(castle, placed))


def ghost_connections(castle: tuple[PlacedTile, ...], placed: PlacedTile) -> frozenset:
    """The ghost's doors that meet a castle door of the same level (§6.6)."""
    view = analyze(castle)
    out = set()
    for side, cell, level in footprint(placed).doors:
        other = view.door_index.get((step(cell, side), OPPOSITE[side]))
        if other is not None and other[0] == level:
            out.add((cell, side))
    return frozenset(out)
