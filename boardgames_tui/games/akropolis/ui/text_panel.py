"""A panel of rich Text drawn line by line, repainting only the lines that change.

A `Static` turns its text into content again and repaints all of itself on every update;
the Akropolis panels change a line or two per key (the ▶ of the selected site tile, the
preview under the ghost), so this panel keeps the drawn lines and asks for a repaint of
just those that differ (issue 16: every key within one frame).
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.widget import Widget


class TextPanel(Widget, can_focus=False):
    """Shows `content` (rich Text), wrapped to the panel's width."""

    DEFAULT_CSS = """
    TextPanel { height: auto; }
    """

    def __init__(self, content: Text | None = None, **kwargs):
        super().__init__(**kwargs)
        self._text = content if content is not None else Text()
        self._strips: list[Strip] | None = None
        self._width = -1

    @property
    def content(self) -> Text:
        return self._text

    def update(self, text: Text, layout: bool = False) -> None:
        """Show `text`; repaint the lines that differ (all of them and a new layout when
        `layout` is asked or the number of lines changes)."""
        self._text = text
        old = self._strips
        if old is None or self._width != self.content_region.width:
            self._strips = None
            self.refresh(layout=True)
            return
        new = self._draw(self._width)
        self._strips = new
        if layout or len(new) != len(old):
            self.refresh(layout=True)
            return
        top = self.styles.padding.top
        width = self.size.width
        for y, (a, b) in enumerate(zip(old, new, strict=True)):
            if a != b:
                self.refresh(Region(0, top + y, width, 1))

    def _draw(self, width: int) -> list[Strip]:
        if width <= 0:
            return []
        console = self.app.console
        options = console.options.update_width(width).update(height=None, no_wrap=False)
        style = self.rich_style
        lines = console.render_lines(self._text, options, style=style, pad=True)
        return [Strip(line, width) for line in lines]

    def _lines(self) -> list[Strip]:
        width = self.content_region.width
        if self._strips is None or width != self._width:
            self._width = width
            self._strips = self._draw(width)
        return self._strips

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        if width <= 0:
            return 0
        return len(self._draw(width))

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return max((cell_len(line) for line in self._text.plain.splitlines()), default=0)

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._strips = None

    def render_line(self, y: int) -> Strip:
        lines = self._lines()
        if 0 <= y < len(lines):
            return lines[y]
        return Strip.blank(self.content_region.width, self.rich_style)
