"""The running log of every applied decision, newest at the bottom."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import RichLog

REPLAY_LINES = 200  # a replay redraws the log at each step: its last lines are enough


class ActionLog(RichLog):
    # never focused: the arrow keys belong to the board, even while the log is hidden
    # (the mouse wheel still scrolls it)
    can_focus = False

    DEFAULT_CSS = """
    ActionLog { width: 32; border-left: solid $primary 50%; padding: 0 1; }
    """

    def __init__(self, **kwargs):
        # min_width: RichLog renders at >= 78 columns by default, which clips in a side panel
        super().__init__(wrap=True, markup=False, auto_scroll=True, min_width=10, **kwargs)
        self._shown = 0
        self._marked = False

    def sync(self, lines: list[str]) -> None:
        """Show `lines`; redraw fully only when lines were taken back (undo)."""
        if self._marked:
            self.clear()
            self._shown = 0
            self._marked = False
        if len(lines) < self._shown:
            self.clear()
            self._shown = 0
        for line in lines[self._shown:]:
            self.write(line)
        self._shown = len(lines)

    def show_step(self, lines: list[str], step_lines: int) -> None:
        """A replay: `lines` up to the step shown, its own last `step_lines` highlighted."""
        self.clear()
        start = max(0, len(lines) - REPLAY_LINES)
        for i, line in enumerate(lines[start:], start):
            current = i >= len(lines) - step_lines
            self.write(Text(line, style="reverse" if current else ""))
        self._shown = len(lines)
        self._marked = True
