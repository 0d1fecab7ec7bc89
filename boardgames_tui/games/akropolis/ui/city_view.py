"""The stacked hex city of one player, drawn with Textual's Line API (a ScrollView).

Layout (rules §2.5, widened): a hex at axial (q, r) takes 4 columns starting at column
2 * (2q + r - xmin) and two lines starting at line 2 * (r - rmin). The first line shows
the letter and level ("h2"; a capital letter is a plaza), the second the plaza's stars.
Empty positions near the city show a dot, lakes a wave. The ghost of the tile being
placed shows its letters and the level it would land on, framed by ▸◂, or ✗ if illegal.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.segment import Segment
from rich.style import Style
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

from boardgames_tui.games.akropolis.city import CityMap
from boardgames_tui.games.akropolis.components import (
    DIRECTIONS,
    is_plaza,
    stars_of,
)

from .palette import EMPTY_DOT, GHOST_BAD, GHOST_OK, LAKE, hex_colours

Pos = tuple[int, int]
HEX_W = 4  # columns per hex
ROW_H = 2  # lines per hex row
MARGIN = 3  # empty rings shown around the city (room for the ghost)


@dataclass(frozen=True)
class Ghost:
    """The tile being placed: codes by cell, the level it would reach (0 = illegal)."""

    cells: dict[Pos, str]
    level: int
    anchor: Pos


def region_around(stacks: dict[Pos, tuple]) -> set[Pos]:
    """Every position within MARGIN steps of the city."""
    area = set(stacks)
    ring = set(stacks)
    for _ in range(MARGIN):
        nxt = set()
        for q, r in ring:
            for dq, dr in DIRECTIONS:
                p = (q + dq, r + dr)
                if p not in area:
                    nxt.add(p)
        area |= nxt
        ring = nxt
    return area


class CityView(ScrollView, can_focus=False):
    """One city, scrollable; `show` sets what to draw and refreshes."""

    DEFAULT_CSS = """
    CityView { height: 1fr; width: 1fr; background: $surface; }
    """

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.city: CityMap | None = None
        self.lakes: frozenset[Pos] = frozenset()
        self.ghost: Ghost | None = None
        self.safe = False
        self.area: set[Pos] = set()
        self.xmin = 0
        self.rmin = 0
        self.rmax = 0
        self.xmax = 0
        self._rows: dict[int, list[Pos]] = {}

    # --- data ---------------------------------------------------------------------------

    def show(self, city: CityMap, lakes: frozenset[Pos], ghost: Ghost | None,
             safe: bool) -> None:
        """Draw `city` (and the ghost); the extent only changes when the city grows."""
        if city is not self.city:
            self.city = city
            self.area = region_around(city.stacks)
            self.xmin = min(2 * q + r for q, r in self.area)
            self.xmax = max(2 * q + r for q, r in self.area)
            self.rmin = min(r for _, r in self.area)
            self.rmax = max(r for _, r in self.area)
            rows: dict[int, list[Pos]] = {}
            for q, r in sorted(self.area, key=lambda p: (p[1], 2 * p[0] + p[1])):
                rows.setdefault(r, []).append((q, r))
            self._rows = rows
            self.virtual_size = Size(
                (self.xmax - self.xmin) * 2 + HEX_W, (self.rmax - self.rmin + 1) * ROW_H
            )
        self.lakes = lakes
        self.ghost = ghost
        self.safe = safe
        self.refresh()

    def column_of(self, pos: Pos) -> int:
        q, r = pos
        return 2 * (2 * q + r - self.xmin)

    def line_of(self, pos: Pos) -> int:
        return ROW_H * (pos[1] - self.rmin)

    def region_of(self, pos: Pos) -> Region:
        return Region(self.column_of(pos), self.line_of(pos), HEX_W, ROW_H)

    def pos_at(self, x: int, y: int) -> Pos | None:
        """The hex under virtual column x, line y (for mouse clicks)."""
        r = y // ROW_H + self.rmin
        for pos in self._rows.get(r, []):
            col = self.column_of(pos)
            if col <= x < col + HEX_W:
                return pos
        return None

    def in_area(self, pos: Pos) -> bool:
        return pos in self.area

    def centre_on(self, pos: Pos, animate: bool = False) -> None:
        region = self.region_of(pos)
        width, height = self.scrollable_content_region.size
        self.scroll_to(
            max(0, region.x + HEX_W // 2 - width // 2),
            max(0, region.y + 1 - height // 2),
            animate=animate,
        )

    def keep_visible(self, pos: Pos) -> None:
        self.scroll_to_region(self.region_of(pos).grow((1, 2, 1, 2)), animate=False)

    def centre_city(self) -> None:
        if self.city is None:
            return
        qs = [2 * q + r for q, r in self.city.stacks]
        rs = [r for _, r in self.city.stacks]
        mid_x = (min(qs) + max(qs)) // 2
        mid_r = (min(rs) + max(rs)) // 2
        width, height = self.scrollable_content_region.size
        self.scroll_to(
            max(0, 2 * (mid_x - self.xmin) + HEX_W // 2 - width // 2),
            max(0, ROW_H * (mid_r - self.rmin) + 1 - height // 2),
            animate=False,
        )

    # --- drawing ------------------------------------------------------------------------

    def cell_text(self, pos: Pos, sub: int) -> tuple[str, Style]:
        """The 4 characters and style of line `sub` (0 or 1) of the hex at `pos`."""
        assert self.city is not None
        ghost = self.ghost
        stack = self.city.stacks.get(pos)
        if ghost is not None and pos in ghost.cells:
            code = ghost.cells[pos]
            bg, fg = hex_colours(code, self.safe)
            if sub == 0:
                mark = "▸" if pos == ghost.anchor else " "
                level = str(ghost.level) if ghost.level else "✗"
                return f"{mark}{code}{level} ", Style(color=fg, bgcolor=bg, bold=True)
            frame = GHOST_OK if ghost.level else GHOST_BAD
            text = "✓✓✓✓" if ghost.level else "✗✗✗✗"
            if ghost.level and is_plaza(code):
                text = ("★" * stars_of(code)).center(4, "✓")
            return text, Style(color=frame, bgcolor="#202020", bold=True)
        if stack:
            code = stack[-1][0]
            level = len(stack)
            bg, fg = hex_colours(code, self.safe)
            if sub == 0:
                return f" {code}{level} ", Style(color=fg, bgcolor=bg, bold=level > 1)
            stars = "★" * stars_of(code) if is_plaza(code) else ""
            return stars.center(4), Style(color=fg, bgcolor=bg, dim=level == 1 and not stars)
        if pos in self.lakes:
            return (" ≈≈ " if sub == 0 else "    "), Style(color=LAKE)
        return (" ·  " if sub == 0 else "    "), Style(color=EMPTY_DOT)

    def padding_offset(self) -> tuple[int, int]:
        """Blank columns and lines before the map, centring a map smaller than the view."""
        width, height = self.scrollable_content_region.size
        vw, vh = self.virtual_size
        return max(0, (width - vw) // 2), max(0, (height - vh) // 2)

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        width = self.scrollable_content_region.width
        pad_x, pad_y = self.padding_offset()
        line = scroll_y + y - pad_y
        if self.city is None or line < 0 or line >= self.virtual_size.height:
            return Strip.blank(width, self.rich_style)
        r = line // ROW_H + self.rmin
        sub = line % ROW_H
        segments: list[Segment] = []
        x = 0
        base = self.rich_style
        for pos in self._rows.get(r, []):
            col = self.column_of(pos) + pad_x
            if col > x:
                segments.append(Segment(" " * (col - x), base))
            text, style = self.cell_text(pos, sub)
            segments.append(Segment(text, base + style))
            x = col + HEX_W
        total = self.virtual_size.width + pad_x
        if x < total:
            segments.append(Segment(" " * (total - x), base))
        strip = Strip(segments, total)
        return strip.crop_extend(scroll_x, scroll_x + width, base)

    def row_text(self, r: int, sub: int = 0) -> str:
        """The plain text of one hex row as drawn now (tests and debugging)."""
        line = ROW_H * (r - self.rmin) + sub
        strip = self.render_line(line - int(self.scroll_offset.y) + self.padding_offset()[1])
        return strip.text
