"""The running log of every applied decision, newest at the bottom.

A scroll view of its own rather than Textual's RichLog: RichLog keeps a rendered strip for
every line ever written (a long game grows by hundreds) and brings `rich.pretty` (with
`attrs`) into the app's memory for nothing. Here the log keeps the lines as text, wraps
them once for the current width (again only when the width changes), and renders just
the rows on screen.
"""

from __future__ import annotations

from rich.text import Text
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

REPLAY_LINES = 200  # a replay redraws the log at each step: its last lines are enough


class ActionLog(ScrollView):
    # never focused: the arrow keys belong to the board, even while the log is hidden
    # (the mouse wheel still scrolls it). The scroll bar's gutter is always kept, so the
    # wrapping width stays the same when the log grows taller than its window.
    can_focus = False

    DEFAULT_CSS = """
    ActionLog {
        width: 32; border-left: solid $primary 50%; padding: 0 1;
        overflow-x: hidden; scrollbar-gutter: stable;
    }
    """

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._entries: list[Text] = []  # one per log line, as written
        self._rows: list[Text] = []  # the entries wrapped at `_width`
        self._width = 0  # 0: not wrapped yet (the widget has no size before its layout)
        self._marked = False  # a replay step is highlighted: the next sync starts afresh

    @property
    def entries(self) -> list[str]:
        """The log's lines as plain text (what a player reads, before wrapping)."""
        return [entry.plain for entry in self._entries]

    def sync(self, lines: list[str]) -> None:
        """Show `lines`; start afresh only when lines were taken back (undo) or a replay
        step was highlighted."""
        if self._marked or len(lines) < len(self._entries):
            self._set([Text(line) for line in lines])
            return
        self._append([Text(line) for line in lines[len(self._entries):]])

    def show_step(self, lines: list[str], step_lines: int) -> None:
        """A replay: `lines` up to the step shown, its own last `step_lines` highlighted."""
        start = max(0, len(lines) - REPLAY_LINES)
        current = len(lines) - step_lines
        self._set([Text(line, style="reverse" if i >= current else "")
                   for i, line in enumerate(lines[start:], start)])
        self._marked = True

    # --- wrapping and drawing -----------------------------------------------------------

    def _set(self, entries: list[Text]) -> None:
        self._entries, self._rows, self._marked = [], [], False
        self._append(entries)

    def _append(self, entries: list[Text]) -> None:
        if not entries:
            return
        self._entries.extend(entries)
        if self._width:
            for entry in entries:
                self._rows.extend(self._wrap(entry))
        self._resized()
        self.scroll_end(animate=False, immediate=False, x_axis=False)

    def _wrap(self, entry: Text) -> list[Text]:
        return list(entry.wrap(self.app.console, self._width)) or [Text()]

    def _resized(self) -> None:
        self.virtual_size = Size(self._width, len(self._rows))
        self.refresh()

    def on_resize(self) -> None:
        width = self.scrollable_content_region.width
        if width > 0 and width != self._width:
            self._width = width
            self._rows = [row for entry in self._entries for row in self._wrap(entry)]
            self._resized()
            self.scroll_end(animate=False, immediate=False, x_axis=False)

    def render_line(self, y: int) -> Strip:
        row = self.scroll_offset.y + y
        width = self.scrollable_content_region.width
        style = self.rich_style
        if row >= len(self._rows):
            return Strip.blank(width, style)
        segments = self._rows[row].render(self.app.console)
        return Strip(segments).adjust_cell_length(width).apply_style(style)
