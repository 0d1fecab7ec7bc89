"""The Azul widgets: a Grid-painting view with click targets, and the preview panel."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from .grid import Grid


class GridView(Widget):
    """Draws whatever its painter returns for the current width; clicks report targets."""

    DEFAULT_CSS = """
    GridView { height: auto; width: 1fr; }
    """

    class TargetClicked(Message):
        def __init__(self, target: Any):
            super().__init__()
            self.target = target

    def __init__(self, painter: Callable[[int], Grid], **kwargs):
        super().__init__(**kwargs)
        self.painter = painter
        self._targets: dict[tuple[int, int], Any] = {}
        self._cache: tuple[int, Grid] | None = None

    def _paint(self, width: int) -> Grid:
        width = max(width, 20)
        if self._cache is None or self._cache[0] != width:
            grid = self.painter(width)
            self._cache = (width, grid)
            self._targets = grid.targets
        return self._cache[1]

    def repaint(self, layout: bool = False) -> None:
        """Forget the last picture and draw again (layout: the height may change)."""
        self._cache = None
        if layout and self.size.height:
            # a new layout only when the picture's height changed (layouts are costly)
            layout = self._paint(self.content_size.width).height != self.size.height
        self.refresh(layout=layout)

    def get_content_height(self, container, viewport, width: int) -> int:
        return self._paint(width).height

    def render(self) -> Text:
        return self._paint(self.content_size.width or 94).to_text()

    def on_click(self, event: events.Click) -> None:
        target = self._targets.get((event.y, event.x))
        if target is not None:
            self.post_message(self.TargetClicked(target))


class TableView(GridView):
    """The whole table: market, the boards (or one board and summaries), the legend."""


class PreviewPanel(Widget):
    """What the move under the cursor would do (tiles, cost, points, bonuses, penalty).

    Two rows, always: a new text repaints only this widget, never re-lays out the screen
    (issue 16: a cursor move redraws only what changed).
    """

    DEFAULT_CSS = """
    PreviewPanel { height: 2; padding: 0 1; }
    """

    _text = None

    def show(self, text) -> None:
        if text != self._text:
            self._text = text
            self.refresh()

    def render(self) -> Text:
        return self._text if self._text is not None else Text()
