"""The stacked hex city of one player, on the shared board view (issue 27).

`CityView` is a `BoardView` (ui/board/view.py) that shows a `CityPicture`: the rows are
painted from the hex lattice only when the view asks for them, kept in the board view's
one strip cache, and painted again only when their look changes (a ghost move repaints
the two to four rows it leaves and enters). The picture's spots are the map's hexes, so
`boxes()` gives where each is on the screen (the screen's pointing targets are the legal
ones among them, and a click finds its hex with `spot_at`).

Layout (rules §2.5, widened): a hex at axial (q, r) starts at column
`half × (2q + r − xmin)` and line `rows × (r − rmin)`, so east–west neighbours are one
hex width apart and each row is offset by half a hex. Three drawing scales:

- ``large``: 4 columns × 2 lines. Line 1 shows the hex's letter (a capital letter is a
  plaza) and its level; line 2 the plaza's stars, a quarry's ░ pattern, or ◆ for the
  last tile its owner placed.
- ``medium``: 4 columns × 1 line, used when the city does not fit the view at the large
  scale (the letter and level, a plaza's stars; ◆ replaces the left frame of the last
  tile, which is also underlined).
- ``small``: 2 columns × 1 line, for the mini maps of the other cities (the letter and
  level; ★ after a plaza's letter, ◆ after a hex of the last tile, underlined).

Height reads at a glance: a hex on the ground is plain and a little darker; higher hexes
get a frame that thickens with the level (▏▕ on level 2, ▌▐ on level 3, █ from level 4)
and a lighter shade. Empty positions near the city show a dot, lakes a wave. The ghost of
the tile being placed shows its three hexes with the level it would reach (✓) or ✗, and
at the large scale what each of them would cover (▾q1: a quarry of level 1).

The view fits itself to its size: the whole city centred when it fits, otherwise it
follows the ghost (never hiding it) and `centre_on` puts a hex in the middle. `origin` is
the map's column and line at the view's top left (negative when a small map is centred:
the picture then starts with that many blank columns or lines, `pad`, and the board view
scrolls to `origin + pad`).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from rich.segment import Segment
from rich.style import Style
from textual.geometry import Region, Size
from textual.strip import Strip

from boardgames_tui.games.akropolis.city import CityMap
from boardgames_tui.games.akropolis.components import (
    DIRECTIONS,
    is_plaza,
    is_quarry,
    stars_of,
)
from boardgames_tui.ui.board.view import BoardView, Spot

from .palette import EMPTY_DOT, GHOST_BAD, GHOST_OK, LAKE, hex_colours, hex_letter, shade

Pos = tuple[int, int]
MARGIN = 3  # empty rings shown around the city (room for the ghost)
# scale -> (columns per hex, lines per hex row)
SCALES: dict[str, tuple[int, int]] = {"large": (4, 2), "medium": (4, 1), "small": (2, 1)}
# level -> (left frame, right frame) of a hex in the large and medium scales
FRAMES: dict[int, tuple[str, str]] = {1: (" ", " "), 2: ("▏", "▕"), 3: ("▌", "▐")}
FULL_FRAME = ("█", "█")  # level 4 and higher


def frame_of(level: int) -> tuple[str, str]:
    return FRAMES.get(level, FULL_FRAME)


@dataclass(frozen=True)
class Ghost:
    """The tile being placed: codes by cell, the level it would reach (0 = illegal), and
    the hexes it would cover by cell (their level is one below)."""

    cells: dict[Pos, str]
    level: int
    anchor: Pos
    under: tuple[tuple[Pos, str], ...] = ()


def region_around(stacks, rings: int = MARGIN) -> set[Pos]:
    """Every position within `rings` steps of the city."""
    area = set(stacks)
    ring = set(stacks)
    for _ in range(rings):
        nxt = set()
        for q, r in ring:
            for dq, dr in DIRECTIONS:
                p = (q + dq, r + dr)
                if p not in area:
                    nxt.add(p)
        area |= nxt
        ring = nxt
    return area


def _fit(inner: str, left: str, right: str) -> str:
    """Four characters: the frame around `inner`, dropping frame sides that do not fit."""
    if len(inner) <= 2:
        return left + inner.center(2) + right
    if len(inner) == 3:
        return left + inner
    return inner[:4]


def small_text(code: str, level: int, last: bool) -> str:
    """A hex of the small scale in two columns: its letter, then ★ for a plaza (its stars
    are its colour's: the legend and the map's title count them), ◆ for a hex of the tile
    its owner placed last, or else its level."""
    letter = hex_letter(code)
    if is_plaza(code):
        return f"{letter}★"
    return f"{letter}◆" if last else f"{letter}{level}"


def medium_text(code: str, level: int, last: bool) -> str:
    """A hex of the medium scale in four columns: the level's frame, ◆ for the last tile,
    the letter and level; a plaza shows its stars first (M★★1), then its level and ◆ as
    far as they fit (a plaza's level never scores; the shade shows it)."""
    left, right = frame_of(level)
    if last:
        left = "◆"
    letter = hex_letter(code)
    if not is_plaza(code):
        return f"{left}{letter}{level}{right}"
    stars = "★" * stars_of(code)
    inner = f"{letter}{stars}{level}"
    if len(inner) + (1 if last else 0) > 4:
        inner = f"{letter}{stars}"
    return (left + inner if len(inner) <= 3 else inner).ljust(4)[:4]


class CityPicture:
    """The city as a picture of the shared board view (ui/board/view.py): its rows are
    painted from the hex lattice only when the view asks for them. The map sits `pad`
    cells in from the top left when it is smaller than the view (centred), so the view
    never scrolls before its first cell. Spots: every position of the map, (q, r), boxed
    where it is drawn (the pointing's targets are the legal ones among them).

    A row's look is the city's drawing (`generation`: the city, lakes, marks, colours,
    scale and padding) and the part of the ghost on that row: a ghost move changes the
    look of the two to four rows it leaves and enters, and only they are painted again."""

    def __init__(self, view: CityView, generation: int, ghost: Ghost | None):
        self.view = view
        self.generation = generation
        self.ghost = ghost
        self.pad = view.pad
        width, height = view.map_size
        self.map_height = height
        self.width = width + self.pad[0]
        self.height = height + self.pad[1]
        rows = view.hex_size[1]
        looks: dict[int, tuple] = {}
        if ghost is not None:
            whole = (ghost.level, ghost.anchor, ghost.under)
            for pos, code in ghost.cells.items():
                for sub in range(rows):
                    looks.setdefault(view.line_of(pos) + sub, [whole]).append((pos, code))
        self._ghost_looks = {line: tuple(look) for line, look in looks.items()}

    @property
    def spots(self) -> dict[Pos, Spot]:
        return self.view.spots_of_map()

    def row_look(self, y: int) -> Hashable:
        line = y - self.pad[1]
        if not 0 <= line < self.map_height:
            return None
        return (self.generation, self._ghost_looks.get(line))

    def paint_row(self, y: int, base: Style) -> Strip:
        line = y - self.pad[1]
        if not 0 <= line < self.map_height:
            return Strip.blank(self.width, base)
        return self.view.paint_line(line, self.ghost, self.pad[0], self.width, base)


class CityView(BoardView):
    """One city on the shared board view; `show_city` sets what to draw. `scale` is "auto"
    (large, or medium when the city does not fit), or a fixed scale name."""

    DEFAULT_CSS = """
    CityView { height: 1fr; width: 1fr; background: $surface; }
    """

    def __init__(self, scale: str = "auto", margin: int = MARGIN, **kwargs):
        super().__init__(**kwargs)
        self.scale_mode = scale
        self.margin = margin
        self.city: CityMap | None = None
        self.lakes: frozenset[Pos] = frozenset()
        self.ghost: Ghost | None = None
        self.last: frozenset[Pos] = frozenset()
        self.safe = False
        self.area: set[Pos] = set()
        self.xmin = self.xmax = self.rmin = self.rmax = 0
        self._rows: dict[int, list[Pos]] = {}
        self.origin = (0, 0)  # map column and line shown at the view's top left
        self.pad = (0, 0)  # the picture's blank columns and lines before the map
        self._centre_pending = True
        self._centre_focus: list[Pos] | None = None
        self._scale = "large" if scale == "auto" else scale
        # the city's drawing: a new number whenever every row must be painted again
        self._generation = 0
        # (pos, sub) -> the drawn segment of a hex that is not under the ghost; kept until
        # the drawing changes (a ghost move reuses them)
        self._cells: dict[tuple[Pos, int], Segment] = {}
        self._cells_base: Style | None = None
        self._spots: dict[Pos, Spot] | None = None
        self._fit_for: CityMap | None = None
        self._fit_box = (0, 0, 0, 0)

    # --- geometry -----------------------------------------------------------------------

    @property
    def scale(self) -> str:
        return self._scale

    def _choose_scale(self) -> None:
        """Large when the city (with a ring of room) fits the view, else medium."""
        if self.scale_mode != "auto":
            self._scale = self.scale_mode
            return
        if self.city is None:
            self._scale = "large"
            return
        hex_w, _rows = SCALES["large"]
        w, h = self.size
        if self._fit_for is not self.city:
            ring = region_around(self.city.stacks, 1)
            xs = [2 * q + r for q, r in ring]
            rs = [r for _q, r in ring]
            self._fit_for = self.city
            self._fit_box = (min(xs), max(xs), min(rs), max(rs))
        x0, x1, r0, r1 = self._fit_box
        for q, r in self.ghost.cells if self.ghost else ():
            x0, x1, r0, r1 = min(x0, 2 * q + r), max(x1, 2 * q + r), min(r0, r), max(r1, r)
        need_w = (hex_w // 2) * (x1 - x0) + hex_w
        need_h = 2 * (r1 - r0 + 1)
        self._scale = "large" if (need_w <= w and need_h <= h) or h == 0 else "medium"

    @property
    def hex_size(self) -> tuple[int, int]:
        return SCALES[self.scale]

    @property
    def map_size(self) -> Size:
        hex_w, rows = self.hex_size
        return Size((hex_w // 2) * (self.xmax - self.xmin) + hex_w,
                    (self.rmax - self.rmin + 1) * rows)

    def column_of(self, pos: Pos) -> int:
        q, r = pos
        return (self.hex_size[0] // 2) * (2 * q + r - self.xmin)

    def line_of(self, pos: Pos) -> int:
        return self.hex_size[1] * (pos[1] - self.rmin)

    def region_of(self, pos: Pos) -> Region:
        """Where `pos` is drawn in the map."""
        hex_w, rows = self.hex_size
        return Region(self.column_of(pos), self.line_of(pos), hex_w, rows)

    def screen_region(self, pos: Pos) -> Region:
        """Where `pos` is drawn in the widget now (it may lie outside the view)."""
        return self.region_of(pos).translate((-self.origin[0], -self.origin[1]))

    def is_visible(self, pos: Pos) -> bool:
        return Region(0, 0, *self.size).contains_region(self.screen_region(pos))

    def spots_of_map(self) -> dict[Pos, Spot]:
        """Every position of the map boxed in the picture (worked out once per drawing)."""
        if self._spots is None:
            hex_w, rows = self.hex_size
            px, py = self.pad
            self._spots = {pos: (px + self.column_of(pos), py + self.line_of(pos), hex_w, rows)
                           for pos in self.area}
        return self._spots

    def in_area(self, pos: Pos) -> bool:
        return pos in self.area

    # --- data ---------------------------------------------------------------------------

    def show_city(self, city: CityMap, lakes: frozenset[Pos], ghost: Ghost | None,
                  safe: bool, last: frozenset[Pos] = frozenset(), recentre: bool = False,
                  focus: list[Pos] | None = None) -> None:
        """Draw `city` with the ghost; the view follows the ghost (or is centred: on
        `focus` when given, else on the city). Only the rows that changed are painted
        again."""
        everything = (city is not self.city or lakes != self.lakes or last != self.last
                      or safe != self.safe)
        if city is not self.city:
            self.city = city
            self.area = region_around(city.stacks, self.margin)
            xs = [2 * q + r for q, r in self.area]
            rs = [r for _q, r in self.area]
            self.xmin, self.xmax, self.rmin, self.rmax = min(xs), max(xs), min(rs), max(rs)
            rows: dict[int, list[Pos]] = {}
            for q, r in sorted(self.area, key=lambda p: (p[1], 2 * p[0] + p[1])):
                rows.setdefault(r, []).append((q, r))
            self._rows = rows
        self.lakes = lakes
        self.ghost = ghost
        self.last = last
        self.safe = safe
        if recentre:
            self._centre_pending = True
            self._centre_focus = focus
        before = self._scale
        self._choose_scale()
        if self._scale != before:
            self._centre_pending = True
            everything = True
        self._place_view()
        self._draw(everything)

    def _draw(self, everything: bool = False) -> None:
        """Show the picture of the city now, scrolled to `origin`."""
        if self.city is None:
            return
        (vw, vh), (w, h) = self.map_size, self.size
        pad = ((w - vw) // 2 if vw <= w else 0, (h - vh) // 2 if vh <= h else 0)
        if pad != self.pad or self._cells_base is not self._base_style:
            self.pad = pad
            everything = True
        if everything:
            self._generation += 1
            self._cells.clear()
            self._cells_base = self._base_style
            self._spots = None
        self.show(CityPicture(self, self._generation, self.ghost))
        x, y = self.origin[0] + pad[0], self.origin[1] + pad[1]
        if (x, y) != (int(self.scroll_x), int(self.scroll_y)):
            self.set_scroll(x, y)
            self.refresh()

    def on_resize(self) -> None:
        self._centre_pending = True
        self._choose_scale()
        self._place_view()
        self._draw(everything=True)

    def _clamp(self, x: int, y: int) -> tuple[int, int]:
        """A view origin kept over the map; a map smaller than the view is centred."""
        vw, vh = self.map_size
        w, h = self.size
        x = -((w - vw) // 2) if vw <= w else max(0, min(x, vw - w))
        y = -((h - vh) // 2) if vh <= h else max(0, min(y, vh - h))
        return x, y

    def _focus(self) -> list[Pos]:
        if self.ghost is not None:
            return list(self.ghost.cells)
        return list(self.city.stacks) if self.city else []

    def _centre_of(self, cells: list[Pos]) -> tuple[int, int]:
        """The map point in the middle of `cells`."""
        regions = [self.region_of(c) for c in cells]
        x0 = min(r.x for r in regions)
        x1 = max(r.right for r in regions)
        y0 = min(r.y for r in regions)
        y1 = max(r.bottom for r in regions)
        return (x0 + x1) // 2, (y0 + y1) // 2

    def _place_view(self) -> None:
        if self.city is None:
            return
        w, h = self.size
        cells = self._focus()
        if self._centre_pending:
            self._centre_pending = False
            focus = self._centre_focus
            if self.ghost:
                around = cells
            elif focus:
                around = [p for p in focus if p in self.area] or list(self.city.stacks)
            else:
                around = list(self.city.stacks)
            cx, cy = self._centre_of(around)
            self.origin = self._clamp(cx - w // 2, cy - h // 2)
            return
        if self.ghost is None:
            self.origin = self._clamp(*self.origin)
            return
        # follow the ghost: shift just enough to show it with a hex of room around it
        hex_w, rows = self.hex_size
        regions = [self.region_of(c) for c in cells]
        x0 = min(r.x for r in regions) - hex_w
        x1 = max(r.right for r in regions) + hex_w
        y0 = min(r.y for r in regions) - rows
        y1 = max(r.bottom for r in regions) + rows
        ox, oy = self.origin
        if x1 - x0 > w:
            ox = (x0 + x1) // 2 - w // 2
        elif x0 < ox:
            ox = x0
        elif x1 > ox + w:
            ox = x1 - w
        if y1 - y0 > h:
            oy = (y0 + y1) // 2 - h // 2
        elif y0 < oy:
            oy = y0
        elif y1 > oy + h:
            oy = y1 - h
        self.origin = self._clamp(ox, oy)

    def centre_on(self, pos: Pos | None = None) -> None:
        """Put `pos` (or the ghost, or the city) in the middle of the view."""
        if self.city is None:
            return
        self.centre_on_cells([pos] if pos is not None else self._focus())

    def centre_city(self) -> None:
        if self.city is not None:
            self.centre_on_cells(list(self.city.stacks))

    def centre_on_cells(self, cells: list[Pos]) -> None:
        w, h = self.size
        cx, cy = self._centre_of(cells)
        self.origin = self._clamp(cx - w // 2, cy - h // 2)
        self._draw()

    def scroll_by(self, dx: int, dy: int) -> None:
        self.origin = self._clamp(self.origin[0] + dx, self.origin[1] + dy)
        self._draw()

    # --- drawing ------------------------------------------------------------------------

    def _ghost_text(self, code: str, pos: Pos, sub: int) -> tuple[str, Style]:
        ghost = self.ghost
        assert ghost is not None
        bg, fg = hex_colours(code, self.safe)
        mark = "▸" if pos == ghost.anchor else " "
        level = str(ghost.level) if ghost.level else "✗"
        frame = GHOST_OK if ghost.level else GHOST_BAD
        scale = self.scale
        letter = hex_letter(code)
        if scale == "small":
            return f"{letter}{level}", Style(color=fg, bgcolor=bg, bold=True, reverse=True)
        if sub == 0:
            if scale == "medium":
                ok = "✓" if ghost.level else "✗"
                return f"{mark}{letter}{level}{ok}", Style(color=fg, bgcolor=bg, bold=True,
                                                           underline=True)
            return f"{mark}{letter}{level} ", Style(color=fg, bgcolor=bg, bold=True,
                                                    underline=True)
        text = "✓✓✓✓" if ghost.level else "✗✗✗✗"
        under = dict(ghost.under).get(pos) if ghost.level else None
        if under is not None:  # what this hex of the tile covers: ▾q1 (a quarry, level 1)
            text = f"▾{hex_letter(under)}{ghost.level - 1}".ljust(4, "✓")[:4]
        elif ghost.level and is_plaza(code):
            text = ("★" * stars_of(code)).center(4, "✓")
        return text, Style(color=frame, bgcolor="#202020", bold=True)

    def cell_text(self, pos: Pos, sub: int) -> tuple[str, Style]:
        """The characters and style of line `sub` of the hex at `pos`."""
        assert self.city is not None
        scale = self.scale
        hex_w = SCALES[scale][0]
        ghost = self.ghost
        if ghost is not None and pos in ghost.cells:
            return self._ghost_text(ghost.cells[pos], pos, sub)
        stack = self.city.stacks.get(pos)
        if stack:
            code = stack[-1][0]
            level = len(stack)
            bg, fg = hex_colours(code, self.safe)
            style = Style(color=fg, bgcolor=shade(bg, level), bold=level > 1)
            last = pos in self.last
            if scale == "small":
                return small_text(code, level, last), style + Style(underline=last)
            left, right = frame_of(level)
            if sub == 0:
                if scale == "medium":
                    return medium_text(code, level, last), style + Style(underline=last)
                return f"{left}{hex_letter(code)}{level}{right}", style
            inner = ""
            if is_plaza(code):
                inner = "★" * stars_of(code)
            elif is_quarry(code):
                inner = "░░"
            if last:
                inner = "◆" + inner
            return _fit(inner, left, right), style
        if pos in self.lakes:
            text = "≈≈" if scale == "small" else (" ≈≈ " if sub == 0 else "    ")
            return text, Style(color=LAKE)
        if scale == "small":
            return " " * hex_w, Style()
        return (" ·  " if sub == 0 else "    "), Style(color=EMPTY_DOT)

    def notify_style_update(self) -> None:
        """A new theme or colour setting: the hexes are painted again on the new base."""
        super().notify_style_update()
        self._cells.clear()
        self._cells_base = None

    def paint_line(self, line: int, ghost: Ghost | None, pad: int, width: int,
                   base: Style) -> Strip:
        """Map line `line` as a row of the picture: `pad` blank columns, then each hex of
        its row (a hex not under the ghost is painted once per drawing and kept). `ghost` is
        the picture's, the one shown (`cell_text` draws it)."""
        _hex_w, rows = self.hex_size
        r = line // rows + self.rmin
        sub = line % rows
        segments: list[Segment] = [Segment(" " * pad, base)] if pad else []
        x = pad
        under = ghost.cells if ghost is not None else {}
        cells = self._cells
        half = self.hex_size[0] // 2
        xmin = self.xmin
        for pos in self._rows.get(r, []):
            col = pad + half * (2 * pos[0] + pos[1] - xmin)
            if col > x:
                segments.append(Segment(" " * (col - x), base))
            segment = None if pos in under else cells.get((pos, sub))
            if segment is None:
                text, style = self.cell_text(pos, sub)
                segment = Segment(text, base + style)
                if pos not in under:
                    cells[(pos, sub)] = segment
            segments.append(segment)
            x = col + len(segment.text)
        if x < width:
            segments.append(Segment(" " * (width - x), base))
        return Strip(segments, max(width, x))

    def row_text(self, r: int, sub: int = 0) -> str:
        """The plain text of one hex row as drawn now, the whole row (tests)."""
        hex_w, rows = self.hex_size
        out = []
        for pos in self._rows.get(r, []):
            text, _style = self.cell_text(pos, sub)
            out.append((self.column_of(pos), text))
        line = ""
        for col, text in out:
            line = line.ljust(col) + text
        return line
