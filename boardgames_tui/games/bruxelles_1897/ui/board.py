"""The board on the shared board view: the Art Nouveau grid with coat markers, the bonus
cards under the columns, the Brussels cards and the prison, drawn as lines of text whose
cards are the spots a player points at (style.md: large boards are drawn line by line,
not as many child widgets)."""

from __future__ import annotations

from rich.text import Text
from textual.geometry import Region

from ....ui.board.view import BoardView as SharedBoardView
from ....ui.board.view import TextPicture
from .render import BoardMemo, Look, board_lines, target_boxes


class BoardView(SharedBoardView):
    """Spots: ("cell", row, col) in the grid and ("loc", i) for the Brussels cards."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._memo = BoardMemo()
        self.grid_rows = 3
        self.look: Look | None = None

    def show_board(self, state, look: Look) -> None:
        """Draw the board; only the lines that changed are painted again (a cursor move
        changes two cards, so most of the board stays as it was)."""
        self.grid_rows = state.rows
        self.look = look
        self.show(TextPicture(board_lines(state, look, self._memo), target_boxes(state, look)))
        self.keep_cursor_visible()

    @property
    def lines(self) -> list[Text]:
        return self.picture.lines if self.picture is not None else []

    def cursor_y(self) -> int | None:
        """The board line the cursor (▶) is drawn on."""
        for y, line in enumerate(self.lines):
            if "▶" in line.plain:
                return y
        return None

    def keep_cursor_visible(self) -> None:
        y = self.cursor_y()
        if y is None:
            return
        x = self.lines[y].plain.index("▶")
        self.scroll_to_region(Region(max(0, x - 2), y, 24, 2), animate=False, immediate=True)
