"""The running log of every applied decision, newest at the bottom."""

from __future__ import annotations

from textual.widgets import RichLog


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

    def sync(self, lines: list[str]) -> None:
        """Show `lines`; redraw fully only when lines were taken back (undo)."""
        if len(lines) < self._shown:
            self.clear()
            self._shown = 0
        for line in lines[self._shown:]:
            self.write(line)
        self._shown = len(lines)
