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

from ..state import PlacedTile
from .canvas import PX, PY, Canvas, Ghost


class CastleMap(ScrollView, can_focus=False):
    """Scrollable castle; `show` sets what to draw."""

    DEFAULT_CSS = """
    CastleMap { height: 1fr; width: 1fr; background: $surface; }
    """

    class CellClicked(Message):
        def __init__(self, cell: tuple[int, int]):
            super().__init__()
            self.cell = cell

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.canvas: Canvas | None = None
        self._key: tuple | None = None

    def show(self, castle: tuple[PlacedTile, ...], floor: str, safe: bool,
             ghost: Ghost | None, centre: bool = False) -> None:
        key = (castle, floor, safe, ghost)
        if key != self._key:
            old_area = self.canvas.area if self.canvas else None
            self.canvas = Canvas(castle, floor, safe, ghost)
            self._key = key
            self.virtual_size = Size(self.canvas.width, self.canvas.height)
            if old_area and old_area[:2] != self.canvas.area[:2] and not centre:
                dx = (old_area[0] - self.canvas.area[0]) * PX
                dy = (old_area[1] - self.canvas.area[1]) * PY
                self.scroll_to(self.scroll_x + dx, self.scroll_y + dy, animate=False)
            self.refresh()
        if centre:
            self.centre_on(ghost)

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
        """Scroll just enough to keep the ghost's origin visible."""
        canvas = self.canvas
        if canvas is None:
            return
        col, row = canvas.col_of(ghost.placed.x), canvas.row_of(ghost.placed.y)
        width, height = self.scrollable_content_region.size
        x, y = self.scroll_x, self.scroll_y
        if not (x + 2 <= col <= x + width - 12 and y + 1 <= row <= y + height - 6):
            self.centre_on(ghost)

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        row = y + scroll_y
        width = self.scrollable_content_region.width
        canvas = self.canvas
        if canvas is None or row >= canvas.height:
            return Strip.blank(width, self.rich_style)
        segments: list[Segment] = []
        run, style = "", None
        for ch, st in canvas.grid[row]:
            if st == style:
                run += ch
            else:
                if run:
                    segments.append(Segment(run, self.rich_style + style if style else None))
                run, style = ch, st
        if run:
            segments.append(Segment(run, self.rich_style + style if style else None))
        strip = Strip(segments, canvas.width)
        return strip.crop_extend(scroll_x, scroll_x + width, self.rich_style)

    def on_click(self, event) -> None:
        if self.canvas is None:
            return
        col = event.x + self.scroll_offset.x
        row = event.y + self.scroll_offset.y
        self.post_message(self.CellClicked(self.canvas.cell_at(col, row)))
