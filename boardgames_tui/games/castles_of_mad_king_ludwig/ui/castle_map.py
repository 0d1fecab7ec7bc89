"""The castle map: one player's castle, shown by the shared board view (BoardView).

The drawing itself is a Canvas (canvas.py), shown as a picture of its own (CanvasPicture:
the canvas's rows, painted when asked; the rows the ghost covers are new row objects, so
moving the ghost repaints only those). This widget fits the drawing's scale and area to
the view, keeps the ghost in sight, and turns mouse clicks into grid cells for the screen.
"""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from textual.message import Message
from textual.strip import Strip

from boardgames_tui.ui.board.view import BoardView

from ..castle import analyze, footprint
from ..state import PlacedTile
from .canvas import Canvas, Ghost, area_of, fitted_area, needs_small


def _inside(inner: tuple[int, int, int, int], outer: tuple[int, int, int, int]) -> bool:
    return (outer[0] <= inner[0] and outer[1] <= inner[1]
            and inner[2] <= outer[2] and inner[3] <= outer[3])


class CanvasPicture:
    """A Canvas as a board view's picture. A row's look is the row object itself: a
    drawing with a ghost shares the castle drawing's rows except those the ghost covers
    (canvas.with_ghost), and a new drawing has new rows, so comparing the objects says
    which rows changed without comparing their characters."""

    def __init__(self, canvas: Canvas):
        self.canvas = canvas
        self.width = canvas.width
        self.height = canvas.height
        self.spots: dict = {}  # the spots are the screen's targets (cells of the grid)

    def row_look(self, y: int) -> int:
        # both pictures hold their rows while they are compared: ids are not reused then
        return id(self.canvas.grid[y])

    def paint_row(self, y: int, base: Style) -> Strip:
        """One line of the drawing: runs of one style become one segment."""
        segments: list[Segment] = []
        run: list[str] = []
        style = None
        for ch, st in self.canvas.grid[y]:
            if st is style or st == style:
                run.append(ch)
            else:
                if run:
                    segments.append(Segment("".join(run), base + style if style else base))
                run, style = [ch], st
        if run:
            segments.append(Segment("".join(run), base + style if style else base))
        return Strip(segments, self.width)


class CastleMap(BoardView):
    """Scrollable castle; `show` sets what to draw."""

    DEFAULT_CSS = """
    CastleMap { height: 1fr; width: 1fr; background: $surface; overflow: auto auto; }
    """

    class CellClicked(Message):
        def __init__(self, cell: tuple[int, int]):
            super().__init__()
            self.cell = cell

    class Resized(Message):
        """The map got a new size (also its first): the title above it, which fits its
        hints to the width and names the scale, is to be drawn again."""

    def __init__(self, interactive: bool = True, **kwargs):
        super().__init__(**kwargs)
        self.interactive = interactive  # False: a rival's castle, only to look at
        self.canvas: Canvas | None = None
        self._key: tuple | None = None
        self._args: tuple | None = None
        self._drawn: Canvas | None = None  # the castle drawn without the ghost
        # None: the largest scale at which the castle fits the view; True / False: the
        # small / full scale whatever the size (the zoom key), scrolled to the ghost
        self.zoom: bool | None = None

    @property
    def small(self) -> bool:
        """True while the castle is drawn at the smaller scale (it is larger than the view)."""
        return self.canvas is not None and self.canvas.small

    @property
    def cut(self) -> bool:
        """True while the drawing is larger than the view (scroll bars: part of it hidden)."""
        canvas = self.canvas
        width, height = self.content_size
        return canvas is not None and bool(width and height) and (
            canvas.width > width or canvas.height > height)

    def show(self, castle: tuple[PlacedTile, ...], floor: str, safe: bool,  # type: ignore[override]
             ghost: Ghost | None, centre: bool = False,
             marked: frozenset[int] = frozenset(), fit: bool | None = None) -> None:
        """Draw the castle fitted to the view: centred when it fits, at the smaller scale
        when it is larger than the view at the full one, scrolled to keep the ghost.
        When only the ghost moved, the castle is not drawn again and only the lines the
        ghost covered or covers now are painted again (the board view compares rows).
        `fit`: the scale that fits, worked out by the caller (True: small), when several
        castles side by side share one scale."""
        self._args = (castle, floor, safe, ghost, marked, fit)
        # fitted to the whole view, scroll bars or not: the bars come and go with the
        # drawing's size (after the next layout), and a fit to the room they leave would
        # draw the castle again, in another size, on the next key
        width, height = self.content_size
        view = analyze(castle)
        if self.zoom is not None:
            small = self.zoom
        elif fit is not None:
            small = fit
        else:
            small = bool(width and height) and needs_small(view, None, width, height)
        drawing = (castle, floor, safe, marked, small, width, height)
        if self._key is not None and self._key[:-1] == drawing and \
                (ghost is None or _inside(area_of(view, ghost, margin=1), self._key[-1])):
            area = self._key[-1]  # the ghost is still inside: the drawing stays put
        else:
            area = fitted_area(view, ghost, width, height, small)
        key = (*drawing, area)
        old = self.canvas
        if key != self._key:
            self._drawn = Canvas(castle, floor, safe, None, area=area, small=small,
                                 marked=marked)
            self._key = key
            self.canvas = self._drawn.with_ghost(ghost)
            super().show(CanvasPicture(self.canvas))
            if old and old.small == small and old.area[:2] != area[:2] and not centre:
                dx = (old.area[0] - area[0]) * self.canvas.px
                dy = (old.area[1] - area[1]) * self.canvas.py
                x, y = self.scroll_x + dx, self.scroll_y + dy
                # the new virtual size takes effect at the next refresh: scroll after it
                self.call_after_refresh(self.scroll_to, x, y, animate=False)
            elif old and old.small != small:
                centre = True
        elif old is None or ghost != old.ghost:
            assert self._drawn is not None
            self.canvas = self._drawn.with_ghost(ghost)
            super().show(CanvasPicture(self.canvas))
        if centre:
            self.call_after_refresh(self.centre_on, ghost)

    def on_resize(self) -> None:
        super().on_resize()
        if self._args is not None:
            castle, floor, safe, ghost, marked, fit = self._args
            self._key = None
            self.show(castle, floor, safe, ghost, centre=True, marked=marked, fit=fit)
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

    def on_click(self, event) -> None:
        if self.canvas is None or not self.interactive:
            return
        col = event.x + self.scroll_offset.x
        row = event.y + self.scroll_offset.y
        self.post_message(self.CellClicked(self.canvas.cell_at(col, row)))
