"""A panel of rich Text that repaints only the lines that changed.

A `Static` turns its whole text into content again, wraps it, repaints all of itself and
lays the screen out again on every update. The game panels change a line or two per key
(the ▶ of the entry under the cursor, the preview under the ghost, two spots of a board),
and a key must answer within one frame (issue 16). So this panel:

- keeps the painted rows (strips) of every line, and on `show` paints only the lines
  whose look (characters, styled ranges, style) changed, then asks Textual to repaint just
  the rows that differ;
- keeps the rows of a line whose look is the one painted last at its place (a log
  that grows at its end paints only its new lines, however long it is), and the rows of
  recently shown lines by their look (a small table, oldest dropped first), so a cursor
  going back and forth or a page shown a moment ago paints nothing;
- asks for a new layout only when its size can change: the number of rows changed and its
  height follows the content (`height: auto`), or the widest line changed and its width
  follows the content (`width: auto`). `show(..., shrink=False)` keeps the height (in a
  ScrollingLinePanel, the scroll range) when the text gets shorter (the rows below turn
  blank), so what lies beneath does not move on every key;
- paints every line again at a new width (a resize) and in a new style (a theme, a class).

`ScrollingLinePanel` is the same panel at a size set by the screen (its share of a column)
that scrolls its own rows: a text that gets longer or shorter changes how far it scrolls,
never its size, so it never lays the screen out (a LinePanel of `height: auto` inside a
scrolling container grows by a row now and then, and Textual then lays out the whole
screen: four frames at 80×24).

Each line of the text is wrapped to the panel's width, so its rows are painted when it is
shown (to know how many there are). With `wrap=False` every line is one row, cropped (a
drawing whose rows must stay rows): a row is painted only when Textual asks for it, so a
tall board in a small scrolled window costs the rows in sight. Lines keep their rich
styles; the widget's own style (colour, background from CSS) lies beneath them and fills
the rest of each row.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence

from rich.style import Style
from rich.text import Text
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widget import Widget

RECENT_LINES = 400  # painted looks kept: about four screens of lines


def line_look(line: Text) -> tuple:
    """What decides how a line is painted: characters, styled ranges and layout hints."""
    return (line.plain, tuple(line.spans), line.style, line.justify, line.overflow,
            line.no_wrap)


class LinePanel(Widget, can_focus=False):
    """Shows rich Text line by line (`show` sets it)."""

    DEFAULT_CSS = "LinePanel { height: auto; }"

    def __init__(self, text: Text | str = "", *, wrap: bool = True, **kwargs) -> None:
        super().__init__(**kwargs)
        self._wrap = wrap
        self._given: Text | Sequence[Text] | None = None  # the last object given to `show`
        self._lines: list[Text] = []
        self._looks: list[tuple] = []
        self._widest = 0  # cells of the widest line
        self._width = 0  # the width `_rows` are painted at (0: never painted)
        self._rows: list[Strip | None] = []  # None: a row to paint when asked (no wrap)
        self._starts: list[int] = []  # the first row of each line
        self._painted_looks: list[tuple] = []  # the looks `_rows` were painted from
        self._stale = True  # `_rows` are to be painted again (new lines or style)
        self._recent: OrderedDict[tuple, tuple[Strip, ...]] = OrderedDict()
        self._base: Style | None = None  # the widget's style, until a style update
        self._take(Text(text) if isinstance(text, str) else text)

    @property
    def content(self) -> Text:
        """The text shown, its lines joined again."""
        return Text("\n").join(self._lines)

    @property
    def plain(self) -> str:
        """The characters shown, without styles."""
        return "\n".join(line.plain for line in self._lines)

    @property
    def lines(self) -> list[Text]:
        """The lines shown, before wrapping."""
        return self._lines

    def line_rows(self, index: int) -> range:
        """The rows line `index` is painted on (after wrapping at the current width)."""
        rows = self._painted(self._text_width())
        if not 0 <= index < len(self._starts):
            return range(0)
        end = self._starts[index + 1] if index + 1 < len(self._starts) else len(rows)
        return range(self._starts[index], end)

    def render(self) -> Text:
        """The whole text (what is painted comes from `render_line`)."""
        return self.content

    def show(self, text: Text | Sequence[Text], shrink: bool = True) -> None:
        """Show `text` (one Text, split at its newlines, or a list of lines) and repaint
        the rows that differ. The same object shown again is taken as unchanged: do not
        change a Text after showing it. With `shrink` False a shorter text keeps the
        panel's height."""
        if text is self._given:
            return
        old_rows, old_looks, old_widest = self._rows, self._looks, self._widest
        if not self._take(text):
            return
        if not self.display:  # painted when shown again (that lays the screen out)
            self._stale = True
            return
        width = self._text_width()
        if not self.is_mounted or width <= 0 or not self._width:
            self._stale = True
            self.refresh(layout=True)
            return
        whole = self._stale or width != self._width
        rows = self._paint(width)
        self._rows, self._width, self._stale = rows, width, False
        if self._needs_layout(len(old_rows), len(rows), old_widest, shrink):
            self.refresh(layout=True)
        elif whole:
            self.refresh()
        else:
            if self._wrap:
                changed = [y for y, row in enumerate(rows)
                           if y >= len(old_rows) or row is not old_rows[y]]
            else:  # a row a line
                changed = [y for y, look in enumerate(self._looks)
                           if y >= len(old_looks) or look != old_looks[y]]
            changed.extend(range(len(rows), len(old_rows)))  # rows no longer used: blank
            scrolled = self.scroll_offset.y
            for top, height in _runs(changed):
                self.refresh(Region(0, top - scrolled, width, height))

    def _take(self, text: Text | Sequence[Text]) -> bool:
        """Take the new lines; False when they look as the lines shown."""
        self._given = text
        if isinstance(text, Text):
            lines = list(text.split("\n", allow_blank=True))
        else:
            lines = list(text)
        looks = [line_look(line) for line in lines]
        if looks == self._looks:
            return False
        self._lines, self._looks = lines, looks
        self._widest = max((line.cell_len for line in lines), default=0)
        return True

    def _needs_layout(self, old_count: int, count: int, old_widest: int, shrink: bool) -> bool:
        """Whether the panel's size may change: only a size that follows the content."""
        styles = self.styles
        if styles.width is not None and styles.width.is_auto and self._widest != old_widest:
            return True
        if styles.height is None or not styles.height.is_auto or count == old_count:
            return False
        return shrink or count > self.content_size.height

    def _text_width(self) -> int:
        """The columns the lines are painted in."""
        return self.content_size.width

    def _paint(self, width: int) -> list[Strip | None]:
        """The rows of all lines at `width`: a line that looks as the one painted at its
        place keeps its rows, the others come from the recent looks where possible
        (without wrapping, the rows not painted yet are None)."""
        recent = self._recent
        # the rows painted last are of use only at the same width and style (a new style
        # empties `_painted_looks`)
        same = self._painted_looks if width == self._width else []
        old_rows, old_starts = self._rows, self._starts
        kept = min(len(same), len(self._looks))
        self._painted_looks = self._looks
        if not self._wrap:
            self._starts = list(range(len(self._looks)))
            rows: list[Strip | None] = []
            for i, look in enumerate(self._looks):
                if i < kept and same[i] == look:
                    rows.append(old_rows[i])
                    continue
                painted = recent.get((look, width))
                if painted is not None:
                    recent.move_to_end((look, width))
                rows.append(painted[0] if painted else None)
            return rows
        base = self._base_style()
        rows = []
        starts: list[int] = []
        for i, (line, look) in enumerate(zip(self._lines, self._looks, strict=True)):
            starts.append(len(rows))
            if i < kept and same[i] == look:
                end = old_starts[i + 1] if i + 1 < len(old_starts) else len(old_rows)
                rows.extend(old_rows[old_starts[i]:end])
            else:
                rows.extend(self._recent_rows(line, look, width, base))
        self._starts = starts
        return rows

    def _recent_rows(self, line: Text, look: tuple, width: int, base: Style) -> tuple[Strip, ...]:
        """The rows of one line, painted now only if its look is not among the recent."""
        key = (look, width)
        painted = self._recent.get(key)
        if painted is None:
            painted = self._paint_line(line, width, base)
            self._recent[key] = painted
            if len(self._recent) > RECENT_LINES:
                self._recent.popitem(last=False)
        else:
            self._recent.move_to_end(key)
        return painted

    def _paint_line(self, line: Text, width: int, base: Style) -> tuple[Strip, ...]:
        console = self.app.console
        if not self._wrap:  # one row, as rich draws it, cut or filled to the width
            strip = Strip(list(line.render(console)), line.cell_len)
            return (strip.crop_extend(0, width, base).apply_style(base),)
        options = console.options.update(width=width, height=None, no_wrap=False)
        painted = console.render_lines(line, options, style=base, pad=True)
        return tuple(Strip(segments, width) for segments in painted)

    def _base_style(self) -> Style:
        """The widget's own style (computing it walks up the DOM, so it is kept)."""
        if self._base is None:
            self._base = self.rich_style
        return self._base

    def _painted(self, width: int) -> list[Strip | None]:
        """The rows at `width`, painted again after a resize or a new style."""
        if self._stale or width != self._width:
            self._rows = self._paint(width) if width > 0 else []
            self._width = width
            self._stale = False
        return self._rows

    def notify_style_update(self) -> None:
        """A new theme or class: every line is painted again in the new style."""
        super().notify_style_update()
        self._recent.clear()
        self._painted_looks = []
        self._base = None
        self._stale = True

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self._widest

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return max(1, len(self._painted(width)))

    def render_line(self, y: int) -> Strip:
        width = self._text_width()
        rows = self._painted(width)
        y += self.scroll_offset.y  # 0 but in a ScrollingLinePanel
        if y >= len(rows):
            return Strip.blank(width, self._base_style())
        row = rows[y]
        if row is None:
            row = rows[y] = self._recent_rows(self._lines[y], self._looks[y], width,
                                              self._base_style())[0]
        return row


class ScrollingLinePanel(LinePanel, ScrollView):
    """A LinePanel that keeps the size the screen gives it and scrolls its own rows (the
    mouse wheel, the screen's keys, `keep_line_visible`). The scroll bar's gutter is always
    kept, so the wrapping width stays the same whether the text fits or not."""

    DEFAULT_CSS = """
    ScrollingLinePanel {
        height: 1fr; overflow-x: hidden; overflow-y: auto; scrollbar-gutter: stable;
    }
    """

    def _text_width(self) -> int:
        return self.scrollable_content_region.width

    def _needs_layout(self, old_count: int, count: int, old_widest: int, shrink: bool) -> bool:
        """The size stays: only the scroll range follows the text (without `shrink` it
        does not get shorter, so the scroll bar stays as it is)."""
        return self._scroll_over(count if shrink else max(count, self.virtual_size.height))

    def _scroll_over(self, count: int) -> bool:
        """Scroll over `count` rows. The virtual size is set without the layout its
        reactive asks for; True when the scroll bar must appear or go (that is a layout)."""
        size = Size(self._width, count)
        if size == self.virtual_size:
            return False
        self.set_reactive(Widget.virtual_size, size)
        overflow = self.styles.overflow_y
        bar = overflow == "scroll" or (
            overflow == "auto" and count > self.scrollable_content_region.height)
        if bar != self.show_vertical_scrollbar:
            return True
        if bar:
            self.vertical_scrollbar.window_virtual_size = count
        if self.scroll_offset.y > self.max_scroll_y:  # a shorter text: its end in sight
            self.scroll_to(y=self.max_scroll_y, animate=False, immediate=True)
        return False

    def on_resize(self) -> None:
        """A new width wraps the lines again, and the scroll range follows."""
        self._fit_scroll_range()

    def on_show(self) -> None:
        """Shown again: the text may have changed while the panel was hidden (`show`
        then leaves the painting and the scroll range for later)."""
        self._fit_scroll_range()

    def _fit_scroll_range(self) -> None:
        width = self._text_width()
        if width > 0 and self._scroll_over(len(self._painted(width))):
            self.refresh(layout=True)

    def keep_line_visible(self, index: int) -> None:
        """Scroll the least that shows line `index` (a cursor in a long list)."""
        rows = self.line_rows(index)
        if not rows:
            return
        top, height = self.scroll_offset.y, self.scrollable_content_region.height
        if rows.start < top:
            self.scroll_to(y=rows.start, animate=False, immediate=True)
        elif rows.stop > top + height:
            self.scroll_to(y=min(rows.start, rows.stop - height), animate=False,
                           immediate=True)


def _runs(rows: list[int]) -> list[tuple[int, int]]:
    """Rows in ascending order as (first row, number of rows) of unbroken runs."""
    runs: list[tuple[int, int]] = []
    for y in rows:
        if runs and runs[-1][0] + runs[-1][1] == y:
            runs[-1] = (runs[-1][0], runs[-1][1] + 1)
        else:
            runs.append((y, 1))
    return runs
