"""The castle map: one player's castle drawn with Textual's Line API in a ScrollView.

The drawing itself is a Canvas (canvas.py); this widget scrolls it, centres it on the
castle or on the ghost, and turns mouse clicks into grid cells for the screen.
"""

from __future__ import annotations

from rich.segment import Segment
from textual.geometry import Size
from textual.message import Message
from textual.scroll_view import ScrollView
from textual.strip import Strip

from ..castle import analyze, footprint
from ..state import PlacedTile
from .canvas import Canvas, Ghost, area_of, fitted_area, needs_small


def _inside(inner: tuple[int, int, int, int], outer: tuple[int, int, int, int]) -> bool:
    return (outer[0] <= inner[0] and outer[1] <= inner[1]
            and inner[2] <= outer[2] and inner[3] <= outer[3])


class CastleMap(ScrollView, can_focus=False):
    """Scrollable castle; `show` sets what to draw."""

    DEFAULT_CSS = """
    CastleMap { height: 1fr; width: 1fr; background: $surface; }
    """

    class CellClicked(Message):
        def __init__(self, cell: tuple[int, int]):
            super().__init__()
            self.cell = cell

    class Resized(Message):
        """The map got a new size (also its first): the title above it, which fits its
        hints to the width and names the scale, is to be drawn again."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.canvas: Canvas | None = None
        self._key: tuple | None = None
        self._args: tuple | None = None
        self._base: Canvas | None = None  # the castle drawn without the ghost
        self._strips: dict[int, Strip] = {}  # painted lines of `_base`, by line
        self._style = None
        # None: the largest scale at which the castle fits the view; True / False: the
        # small / full scale whatever the size (the zoom key), scrolled to the ghost
        self.zoom: bool | None = None

    @property
    def small(self) -> bool:
        """True while the castle is drawn at the smaller scale (it is larger than the view)."""
        return self.canvas is not None and self.canvas.small

    def show(self, castle: tuple[PlacedTile, ...], floor: str, safe: bool,
             ghost: Ghost | None, centre: bool = False,
             marked: frozenset[int] = frozenset()) -> None:
        """Draw the castle fitted to the view: centred when it fits, at the smaller scale
        when it is larger than the view at the full one, scrolled to keep the ghost.
        When only the ghost moved, the castle is not drawn again and only the lines the
        ghost covered or covers now are painted again."""
        self._args = (castle, floor, safe, ghost, marked)
        # fitted to the whole view, scroll bars or not: the bars come and go with the
        # drawing's size (after the next layout), and a fit to the room they leave would
        # draw the castle again, in another size, on the next key
        width, height = self.content_size
        view = analyze(castle)
        small = bool(width and height) and needs_small(view, None, width, height) \
            if self.zoom is None else self.zoom
        drawing = (castle, floor, safe, marked, small, width, height)
        if self._key is not None and self._key[:-1] == drawing and \
                (ghost is None or _inside(area_of(view, ghost, margin=1), self._key[-1])):
            area = self._key[-1]  # the ghost is still inside: the drawing stays put
        else:
            area = fitted_area(view, ghost, width, height, small)
        key = (*drawing, area)
        old = self.canvas
        if key != self._key:
            self._base = Canvas(castle, floor, safe, None, area=area, small=small,
                                marked=marked)
            self._key = key
            self._strips.clear()
            self.canvas = self._base.with_ghost(ghost)
            self.virtual_size = Size(self.canvas.width, self.canvas.height)
            if old and old.small == small and old.area[:2] != area[:2] and not centre:
                dx = (old.area[0] - area[0]) * self.canvas.px
                dy = (old.area[1] - area[1]) * self.canvas.py
                x, y = self.scroll_x + dx, self.scroll_y + dy
                # the new virtual size takes effect at the next refresh: scroll after it
                self.call_after_refresh(self.scroll_to, x, y, animate=False)
            elif old and old.small != small:
                centre = True
            self.refresh()
        elif old is None or ghost != old.ghost:
            self.canvas = self._base.with_ghost(ghost)
            for row in sorted(old.ghost_rows | self.canvas.ghost_rows if old else ()):
                self.refresh_line(row)
        if centre:
            self.call_after_refresh(self.centre_on, ghost)

    def on_resize(self) -> None:
        if self._args is not None:
            castle, floor, safe, ghost, marked = self._args
            self._key = None
            self.show(castle, floor, safe, ghost, centre=True, marked=marked)
        self.post_message(self.Resized())

    def centre_on(self, ghost: Ghost | None) -> None:
        """Scroll so that the ghost (or the castle's middle) is in view."""
        canvas = self.canvas
        if canvas is None:
            return
        if ghost is not None:
            cx, cy = ghost.placed.x + 1, ghost.placed.y + 1
        else:
            x0, y0, x1, y1 = canvas.view.bbox
            cx, cy = (x0 + x1) // 2, (y0 + y1) // 2
        col, row = canvas.col_of(cx), canvas.row_of(cy)
        width, height = self.scrollable_content_region.size
        self.scroll_to(max(0, col - width // 2), max(0, row - height // 2), animate=False)

    def keep_in_view(self, ghost: Ghost) -> None:
        """Scroll just enough to show the whole ghost (or, if it is larger than the
        view, its top-left corner)."""
        canvas = self.canvas
        if canvas is None:
            return
        cells = footprint(ghost.placed).cells()
        left = canvas.col_of(min(c[0] for c in cells))
        right = canvas.col_of(max(c[0] for c in cells) + 1)
        top = canvas.row_of(min(c[1] for c in cells))
        bottom = canvas.row_of(max(c[1] for c in cells) + 1)
        width, height = self.scrollable_content_region.size
        x, y = int(self.scroll_x), int(self.scroll_y)
        if right >= x + width:
            x = right - width + 1
        if left < x:
            x = left
        if bottom >= y + height:
            y = bottom - height + 1
        if top < y:
            y = top
        if (x, y) != (int(self.scroll_x), int(self.scroll_y)):
            self.scroll_to(max(0, x), max(0, y), animate=False)

    def notify_style_update(self) -> None:
        """A new theme: the lines are painted again on the new background."""
        super().notify_style_update()
        self._strips.clear()
        self._style = None

    @property
    def _base_style(self):
        """The widget's style (background), worked out once per style change: asking
        Textual for it on every line costs more than painting the line."""
        if self._style is None:
            self._style = self.rich_style
        return self._style

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        row = y + scroll_y
        width = self.scrollable_content_region.width
        canvas = self.canvas
        base = self._base_style
        if canvas is None or row >= canvas.height:
            return Strip.blank(width, base)
        strip = None if row in canvas.ghost_rows else self._strips.get(row)
        if strip is None:
            strip = self._paint(canvas.grid[row], canvas.width, base)
            if row not in canvas.ghost_rows:
                self._strips[row] = strip
        return strip.crop_extend(scroll_x, scroll_x + width, base)

    @staticmethod
    def _paint(chars, width: int, base) -> Strip:
        """One line of the drawing: runs of one style become one segment."""
        segments: list[Segment] = []
        run: list[str] = []
        style = None
        for ch, st in chars:
            if st is style or st == style:
                run.append(ch)
            else:
                if run:
                    segments.append(Segment("".join(run), base + style if style else None))
                run, style = [ch], st
        if run:
            segments.append(Segment("".join(run), base + style if style else None))
        return Strip(segments, width)

    def on_click(self, event) -> None:
        if self.canvas is None:
            return
        col = event.x + self.scroll_offset.x
        row = event.y + self.scroll_offset.y
        self.post_message(self.CellClicked(self.canvas.cell_at(col, row)))
