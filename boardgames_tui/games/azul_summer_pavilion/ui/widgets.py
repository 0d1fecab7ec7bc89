"""The Azul widgets: a Grid-painting view that knows where it drew each choice, and the
preview panel."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.geometry import Region
from textual.strip import Strip
from textual.widget import Widget

from .grid import Grid


class GridView(Widget):
    """Draws whatever its painter returns for the current width, and says where it drew
    each choice (`boxes`: the screen's pointing targets, issue 27).

    Drawn line by line (Textual's line API): after a change only the rows whose
    characters or styles differ are redrawn, and the screen is re-laid out only when the
    picture's height changes (issue 16: a cursor move redraws one or two rows).
    """

    DEFAULT_CSS = """
    GridView { height: auto; width: 1fr; }
    """

    def __init__(self, painter: Callable[[int], Grid], **kwargs):
        super().__init__(**kwargs)
        self.painter = painter
        self._grid: Grid | None = None
        self._width = 0
        self._strips: dict[int, Strip] = {}
        self._base: Style | None = None

    def _paint(self, width: int) -> Grid:
        width = max(width, 20)
        if self._grid is None or self._width != width:
            self._set(self.painter(width), width)
        return self._grid

    def _set(self, grid: Grid, width: int) -> None:
        self._grid, self._width = grid, width
        self._strips = {}

    def repaint(self, layout: bool = False) -> None:
        """Draw again; redraw only the rows that changed (layout: the height may change)."""
        width = self.content_size.width
        old = self._grid
        if not width or old is None or self._width != max(width, 20):
            self._grid = None
            self.refresh(layout=True)
            return
        new = self.painter(max(width, 20))
        if new.height != old.height:
            self._set(new, self._width)
            self.refresh(layout=True)
            return
        changed = [
            y
            for y in range(new.height)
            if new.chars[y] != old.chars[y] or new.styles[y] != old.styles[y]
        ]
        strips = self._strips
        self._set(new, self._width)
        self._strips = {y: st for y, st in strips.items() if y not in changed}
        if changed:
            self.refresh(*(Region(0, y, self.size.width, 1) for y in changed))

    def get_content_height(self, container, viewport, width: int) -> int:
        return self._paint(width).height

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        grid = self._paint(self.content_size.width or width)
        strip = self._strips.get(y)
        if strip is None:
            if self._base is None:  # walking the DOM for it costs more than the row itself
                self._base = self.rich_style
            base = self._base
            if 0 <= y < grid.height:
                segments = []
                run, style = "", None
                for ch, st in zip(grid.chars[y], grid.styles[y], strict=True):
                    if st != style and run:
                        segments.append(Segment(run, base + Style.parse(style or "")))
                        run = ""
                    style = st
                    run += ch
                if run:
                    segments.append(Segment(run, base + Style.parse(style or "")))
                strip = Strip(segments)
            else:
                strip = Strip.blank(width, base)
            strip = strip.adjust_cell_length(width, base)
            self._strips[y] = strip
        return strip

    def on_resize(self) -> None:
        self._strips = {}

    def notify_style_update(self) -> None:
        """A theme or CSS change: the cached rows were drawn over the old background."""
        self._strips = {}
        self._base = None
        super().notify_style_update()

    def grid(self) -> Grid | None:
        """The picture drawn now at this width (painted now if not yet)."""
        width = self.content_size.width
        if not width:
            return None
        return self._paint(width)

    def boxes(self, grid: Grid | None = None) -> dict[Any, tuple[int, int, int, int]]:
        """Where each target of `grid` (default: the picture shown) is drawn, in screen
        cells: key -> (x, y, width, height), the rectangle around all its cells."""
        grid = grid if grid is not None else self.grid()
        if grid is None:
            return {}
        spans: dict[Any, list[int]] = {}
        for y, a, b, target in grid.spans:
            box = spans.get(target)
            if box is None:
                spans[target] = [a, y, b, y + 1]
            else:
                box[0], box[1] = min(box[0], a), min(box[1], y)
                box[2], box[3] = max(box[2], b), max(box[3], y + 1)
        region = self.content_region
        dx, dy = region.x - int(self.scroll_offset.x), region.y - int(self.scroll_offset.y)
        return {k: (x0 + dx, y0 + dy, x1 - x0, y1 - y0) for k, (x0, y0, x1, y1) in spans.items()}


class TableView(GridView):
    """The whole table: market, the boards (or one board and summaries), the legend."""


class PreviewPanel(Widget):
    """What the move under the cursor would do (tiles, cost, points, bonuses, penalty).

    Two rows, always: a new text repaints only this widget, never re-lays out the screen
    (issue 16: a cursor move redraws only what changed). Drawn line by line from rows
    rendered once per text, so a frame does not wrap and style the text again.
    """

    DEFAULT_CSS = """
    PreviewPanel { height: 2; padding: 0 1; }
    """

    _text: Text | None = None
    _rows: list[Strip] | None = None

    def show(self, text: Text) -> None:
        if text != self._text:
            self._text = text
            self._rows = None
            self.refresh()

    def _render_rows(self, width: int) -> list[Strip]:
        text = self._text if self._text is not None else Text()
        base = self.rich_style
        rows = []
        console = self.app.console
        for line in text.wrap(console, max(width, 1)):
            segments = line.render(console)
            strip = Strip(Segment.apply_style(segments, base)).crop(0, width)
            rows.append(strip.adjust_cell_length(width, base))
        return rows

    def render(self) -> Text:
        """The text shown (drawing goes through `render_line`)."""
        return self._text if self._text is not None else Text()

    def render_line(self, y: int) -> Strip:
        width = self.content_size.width
        if self._rows is None or (self._rows and self._rows[0].cell_length != width):
            self._rows = self._render_rows(width)
        if 0 <= y < len(self._rows):
            return self._rows[y]
        return Strip.blank(width, self.rich_style)

    def on_resize(self) -> None:
        self._rows = None

    def notify_style_update(self) -> None:
        self._rows = None
        super().notify_style_update()
