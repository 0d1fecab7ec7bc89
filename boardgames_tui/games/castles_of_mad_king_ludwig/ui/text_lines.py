"""A text panel that repaints only the lines that changed.

Moving a cursor over the market changes two lines of fourteen; a Static would turn the
whole text into Textual content, wrap it and paint it again, and lay the screen out again
when its height changed. TextLines keeps each line's painted rows, paints only lines
whose text changed, and asks for a new layout only when the number of rows changes.
"""

from __future__ import annotations

from rich.text import Text
from textual.content import Content
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.visual import Visual
from textual.widget import Widget

CACHED_LINES = 256


class TextLines(Widget):
    """Shows a rich Text, one painted line at a time (`show` sets it)."""

    DEFAULT_CSS = "TextLines { height: auto; }"

    def __init__(self, text: Text | str = "", **kwargs) -> None:
        super().__init__(**kwargs)
        self._lines: list[Text] = []
        self._painted: list[list[Strip]] = []  # the rows of each line, at `_width`
        self._width = 0
        self._shown: Text | None = None  # the last text given to `show`
        self._rows: list[Strip] = []
        # painted lines by their text, so a cursor going back and forth paints nothing
        # new; small and cleared when full (a few screens of lines), or on a new style
        self._cache: dict[tuple, list[Strip]] = {}
        self._set_lines(Text(text) if isinstance(text, str) else text)

    @property
    def text(self) -> Text:
        """The text shown, lines joined again."""
        return Text("\n").join(self._lines)

    def render(self) -> Text:
        """The whole text (what is painted comes from `render_line`)."""
        return self.text

    def show(self, text: Text, shrink: bool = True) -> None:
        """Show `text`. With `shrink` False a shorter text keeps the panel's height (the
        rows below it stay blank), so what lies beneath does not move on every key."""
        if text is self._shown:
            return
        self._shown = text
        rows, height = len(self._rows), self.size.height
        changed = self._set_lines(text)
        if not changed:
            return
        if not self.is_mounted or not self._width:
            self.refresh(layout=True)
            return
        if len(self._rows) > height or (shrink and len(self._rows) != rows):
            self.refresh(layout=True)
            return
        for y in changed:
            self.refresh(Region(0, y, self._width, 1))
        if len(self._rows) < rows:  # the rows no longer used turn blank
            self.refresh(Region(0, len(self._rows), self._width, rows - len(self._rows)))

    def _set_lines(self, text: Text) -> list[int]:
        """Take the new lines; return the rows whose painting changed."""
        lines = list(text.split("\n", allow_blank=True))
        if lines == self._lines and [t.style for t in lines] == [t.style for t in self._lines]:
            return []
        old_rows = self._rows
        painted = []
        for i, line in enumerate(lines):
            same = (i < len(self._painted) and self._lines[i] == line
                    and self._lines[i].style == line.style)
            painted.append(self._painted[i] if same else self._paint(line))
        self._lines = lines
        self._painted = painted
        self._rows = [row for rows in painted for row in rows]
        return [y for y, row in enumerate(self._rows)
                if y >= len(old_rows) or old_rows[y] is not row]

    def _paint(self, line: Text) -> list[Strip]:
        if not self._width:
            return []
        key = (line.plain, tuple(line.spans), line.style, self._width)
        rows = self._cache.get(key)
        if rows is None:
            if len(self._cache) >= CACHED_LINES:
                self._cache.clear()
            rows = Visual.to_strips(self, Content.from_rich_text(line), self._width, None,
                                    self.visual_style)
            self._cache[key] = rows
        return rows

    def _repaint_all(self, width: int) -> None:
        self._width = width
        self._cache.clear()
        self._painted = [self._paint(line) for line in self._lines]
        self._rows = [row for rows in self._painted for row in rows]

    def notify_style_update(self) -> None:
        """A new theme or class: every line is painted again in the new style."""
        super().notify_style_update()
        if self._width:
            self._repaint_all(self._width)

    def on_resize(self) -> None:
        if self.size.width != self._width:
            self._repaint_all(self.size.width)
            self.refresh()

    def on_mount(self) -> None:
        if self.size.width:
            self._repaint_all(self.size.width)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        if width != self._width:
            self._repaint_all(width)
        return max(len(self._rows), 1)

    def render_line(self, y: int) -> Strip:
        if y < len(self._rows):
            return self._rows[y].extend_cell_length(self._width, self.visual_style.rich_style)
        return Strip.blank(self.size.width, self.visual_style.rich_style)
