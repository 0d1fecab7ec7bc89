"""A widget that shows lines of rich Text and repaints only the lines that changed.

The board is one tall picture; a cursor move restyles two spots on it. A Static would
turn the whole picture into strips again on every key; this widget keeps the strip of
every line it has drawn and asks Textual to repaint only the rows whose text changed,
so a key costs the few lines it touches (issue 16: every key within one frame). Strips
of recent lines are kept by their look (a small bounded table of immutable strips), so
switching back to a page shown a moment ago draws nothing new.
"""

from __future__ import annotations

from collections import OrderedDict

from rich.style import Style
from rich.text import Text
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.widget import Widget

RECENT_STRIPS = 400  # about four screens of lines


def line_key(line: Text) -> tuple:
    """What decides how a line looks: its characters and its styled ranges."""
    return (line.plain, tuple(line.spans), line.style)


class LinesView(Widget):
    DEFAULT_CSS = "LinesView { width: auto; height: auto; }"

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 - Textual's word
        super().__init__(id=id)
        self._lines: list[Text] = []
        self._keys: list[tuple] = []
        self._recent: OrderedDict[tuple, Strip] = OrderedDict()  # line look -> strip
        self._width = 0
        self._base: Style | None = None

    @property
    def plain(self) -> str:
        return "\n".join(line.plain for line in self._lines)

    @property
    def line_count(self) -> int:
        return len(self._lines)

    def show(self, lines: list[Text]) -> None:
        """Show `lines`; repaint the rows that differ, re-lay out when the size changes."""
        keys = [line_key(line) for line in lines]
        width = max((line.cell_len for line in lines), default=0)
        resized = width != self._width or len(lines) != len(self._lines)
        old = self._keys
        self._lines, self._keys, self._width = lines, keys, width
        if resized:
            self.refresh(layout=True)
            return
        for y, k in enumerate(keys):
            if k != old[y]:
                self.refresh(Region(0, y, max(1, width), 1))

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._base = None  # a new theme or palette: strips are drawn again
        self._recent.clear()

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self._width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return max(1, len(self._lines))

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        if self._base is None:
            self._base = self.rich_style
        base = self._base
        if not 0 <= y < len(self._lines):
            return Strip.blank(width, base)
        key = (self._keys[y], width)
        strip = self._recent.get(key)
        if strip is None:
            line = self._lines[y]
            strip = Strip(list(line.render(self.app.console)), line.cell_len)
            strip = strip.crop_extend(0, width, base).apply_style(base)
            self._recent[key] = strip
            if len(self._recent) > RECENT_STRIPS:
                self._recent.popitem(last=False)
        else:
            self._recent.move_to_end(key)
        return strip
