"""The board as one Line-API widget: the Art Nouveau grid with coat markers, the bonus
cards under the columns, the Brussels cards and the prison (style.md: large boards are
drawn line by line, not as many child widgets)."""

from __future__ import annotations

from rich.segment import Segment
from rich.text import Text
from textual import events
from textual.geometry import Size
from textual.message import Message
from textual.scroll_view import ScrollView
from textual.strip import Strip

from .render import BOX_W, CARD_W, GAP, LEFT, Look, board_lines, board_width


class BoardView(ScrollView, can_focus=True):
    """Cursor positions: (row, col) in the grid; row == grid rows is the Brussels row."""

    DEFAULT_CSS = """
    BoardView { height: auto; max-height: 24; scrollbar-size: 1 1; }
    """

    class Activated(Message):
        """The player clicked the card under the cursor (or pressed Enter on it)."""

        def __init__(self, row: int, col: int) -> None:
            super().__init__()
            self.row, self.col = row, col

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._lines: list[Text] = []
        self.grid_rows = 3

    def show(self, state, look: Look) -> None:
        self.grid_rows = state.rows
        lines = board_lines(state, look)
        if lines == self._lines:
            return
        self._lines = lines
        width = max(board_width(), 3 * (BOX_W + 1) + BOX_W + LEFT)
        size = Size(width, len(lines))
        if self.virtual_size != size:
            self.virtual_size = size
            self.styles.height = len(lines)
        self.refresh()

    @property
    def lines(self) -> list[Text]:
        return self._lines

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        index = y + scroll_y
        width = self.size.width
        if index >= len(self._lines):
            return Strip.blank(width, self.rich_style)
        segments = list(self._lines[index].render(self.app.console))
        strip = Strip([s for s in segments if s.text != "\n"] or [Segment("")])
        return strip.crop_extend(scroll_x, scroll_x + width, self.rich_style)

    # --- mouse ------------------------------------------------------------------------

    def position_at(self, x: int, y: int) -> tuple[int, int] | None:
        """The cursor position under a click (content coordinates), if any."""
        grid_top = 1
        grid_end = grid_top + self.grid_rows * 3 - 1
        if grid_top <= y < grid_end:
            rel = y - grid_top
            if rel % 3 == 2:
                return None
            col, inner = divmod(x - LEFT, CARD_W + GAP)
            if 0 <= col < 4 and inner < CARD_W:
                return (rel // 3, col)
            return None
        brussels_top = grid_end + 4 + 1
        if brussels_top <= y < brussels_top + 5:
            col, _inner = divmod(x - LEFT, BOX_W + 1)
            if 0 <= col < 3:
                return (self.grid_rows, col)
        return None

    def on_click(self, event: events.Click) -> None:
        scroll_x, scroll_y = self.scroll_offset
        pos = self.position_at(event.x + scroll_x, event.y + scroll_y)
        if pos is not None:
            self.post_message(self.Activated(*pos))
