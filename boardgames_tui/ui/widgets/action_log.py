"""The running log of every applied decision, newest at the bottom.

A `ScrollingLinePanel` rather than Textual's RichLog: RichLog keeps a rendered strip for
every line ever written (a long game grows by hundreds) and brings `rich.pretty` (with
`attrs`) into the app's memory for nothing. The panel wraps each line once for the
current width, paints only the lines that are new at the log's end (the others keep
their rows), repaints only the rows that changed, and grows its scroll range without
laying the screen out. The log adds what a log needs: it follows the newest line, starts
afresh after an undo, and marks a replay step's own lines.
"""

from __future__ import annotations

from rich.text import Text

from .line_panel import ScrollingLinePanel

REPLAY_LINES = 200  # a replay redraws the log at each step: its last lines are enough


class ActionLog(ScrollingLinePanel):
    # never focused (a LinePanel): the arrow keys belong to the board, even while the log
    # is hidden (the mouse wheel still scrolls it). The scroll bar's gutter is always kept
    # (a ScrollingLinePanel), so the wrapping width stays the same when the log grows
    # taller than its window.

    DEFAULT_CSS = """
    ActionLog { width: 32; border-left: solid $primary 50%; padding: 0 1; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._entries: list[Text] = []  # one per log line, as written
        self._marked = False  # a replay step is highlighted: the next sync starts afresh

    def on_mount(self) -> None:
        """Anchored: a layout (the log shown again, its scroll bar appearing) scrolls it to
        the end; a line added without a layout scrolls it there in `_follow`."""
        self.anchor()

    @property
    def entries(self) -> list[str]:
        """The log's lines as plain text (what a player reads, before wrapping)."""
        return [entry.plain for entry in self._entries]

    def sync(self, lines: list[str]) -> None:
        """Show `lines`; start afresh only when lines were taken back (undo) or a replay
        step was highlighted, otherwise add the new ones at the end."""
        if self._marked or len(lines) < len(self._entries):
            self._marked = False
            self._follow([Text(line) for line in lines])
        elif len(lines) > len(self._entries):
            self._follow(self._entries + [Text(line) for line in lines[len(self._entries):]])

    def show_step(self, lines: list[str], step_lines: int) -> None:
        """A replay: `lines` up to the step shown, its own last `step_lines` highlighted."""
        start = max(0, len(lines) - REPLAY_LINES)
        current = len(lines) - step_lines
        self._marked = True
        self._follow([Text(line, style="reverse" if i >= current else "")
                      for i, line in enumerate(lines[start:], start)])

    def _follow(self, entries: list[Text]) -> None:
        """Show `entries` with the newest line in sight (after the refresh that gives the
        new scroll range its effect)."""
        self._entries = entries
        self.show(entries)
        self.scroll_end(animate=False, immediate=False, x_axis=False)

    def on_resize(self) -> None:
        """The lines are wrapped again (by the panel); the newest stays in sight."""
        self.scroll_end(animate=False, immediate=False, x_axis=False)

    def on_show(self) -> None:
        """Shown again (`l`): the lines written while hidden end at the bottom."""
        self.scroll_end(animate=False, immediate=False, x_axis=False)
