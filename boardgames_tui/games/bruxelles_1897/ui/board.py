"""The board as one Line-API widget: the Art Nouveau grid with coat markers, the bonus
cards under the columns, the Brussels cards and the prison (style.md: large boards are
drawn line by line, not as many child widgets)."""

from __future__ import annotations

from rich.segment import Segment
from rich.text import Text
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

from .render import BoardMemo, Look, board_lines


class BoardView(ScrollView, can_focus=True):
    """Cursor positions: (row, col) in the grid; row == grid rows is the Brussels row.
    A click is the screen's (the shared pointing finds the card under it from the boxes
    `render.target_boxes` gives)."""

    DEFAULT_CSS = """
    BoardView { height: auto; overflow: hidden hidden; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._lines: list[Text] = []
        self._strips: dict[int, Strip] = {}  # each line rendered once until it changes
        self._memo = BoardMemo()
        self.grid_rows = 3
        self.look: Look | None = None

    def show(self, state, look: Look) -> None:
        """Draw the board; only the lines that changed are drawn again (a cursor move
        changes two cards, so most of the board stays as it was)."""
        self.grid_rows = state.rows
        self.look = look
        lines = board_lines(state, look, self._memo)
        old = self._lines
        if lines == old:
            return
        self._lines = lines
        width = max(line.cell_len for line in lines) if lines else 0
        size = Size(width, len(lines))
        if self.virtual_size != size or len(old) != len(lines):
            self._strips = {}
            self.virtual_size = size
            self.styles.height = len(lines)
            self.refresh()
        else:
            for y, (before, after) in enumerate(zip(old, lines, strict=True)):
                if before != after:
                    self._strips.pop(y, None)
                    self.refresh_line(y)
        self.keep_cursor_visible()

    def notify_style_update(self) -> None:
        """A new theme or colour setting: every line is drawn again."""
        self._strips = {}
        super().notify_style_update()

    def cursor_y(self) -> int | None:
        """The board line the cursor (▶) is drawn on."""
        for y, line in enumerate(self._lines):
            if "▶" in line.plain:
                return y
        return None

    def keep_cursor_visible(self) -> None:
        y = self.cursor_y()
        if y is None:
            return
        x = self._lines[y].plain.index("▶")
        self.scroll_to_region(Region(max(0, x - 2), y, 24, 2), animate=False, immediate=True)

    @property
    def lines(self) -> list[Text]:
        return self._lines

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        index = y + scroll_y
        width = self.size.width
        if index >= len(self._lines):
            return Strip.blank(width, self.rich_style)
        strip = self._strips.get(index)
        if strip is None:
            segments = list(self._lines[index].render(self.app.console))
            strip = Strip([s for s in segments if s.text != "\n"] or [Segment("")])
            self._strips[index] = strip
        return strip.crop_extend(scroll_x, scroll_x + width, self.rich_style)
