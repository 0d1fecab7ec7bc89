"""One board view for every game (issue 27): a picture drawn line by line, which knows
where each thing a player can choose is drawn.

A game draws its board into a *picture*: rows of characters and styles, and the spots
(choices) with the cells they cover. Two kinds of picture cover what the games draw:

- `TextPicture`: rows of rich Text (a board laid out as text: cards, rows of tiles);
- `CellPicture`: a grid of cells, each a character and a style (a board drawn cell by
  cell: the star boards, the castle's rooms).

A picture may also paint its rows only when asked (a large map in a small window): it
then implements the `Picture` protocol itself.

`BoardView` shows a picture with Textual's Line API: each row is painted once and kept
until its look changes; `show` compares the new picture's rows with the old one's and
repaints only those that differ (a cursor move repaints one or two rows), and lays the
screen out again only when the picture's height changes and the view's height follows
it. It scrolls when the picture is larger than the view. `boxes()` says where each spot
is on the screen now (after scrolling), which the screen's pointing (`targets()`) uses
for the arrows and for clicks.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from functools import lru_cache
from typing import Protocol

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

from .targets import Box

Spot = tuple[int, int, int, int]  # x, y, width, height in the picture's cells


class Picture(Protocol):
    """What a BoardView shows."""

    width: int
    height: int
    spots: Mapping[Hashable, Spot]

    def row_look(self, y: int) -> Hashable:
        """What decides how row `y` is painted (equal looks paint equal rows)."""

    def paint_row(self, y: int, base: Style) -> Strip:
        """Row `y` painted over the view's own style `base`."""


class TextPicture:
    """A picture made of rich Text lines (one line per row, never wrapped)."""

    def __init__(self, lines: Sequence[Text], spots: Mapping[Hashable, Spot] | None = None):
        self.lines = list(lines)
        self.spots = dict(spots or {})
        self.width = max((line.cell_len for line in self.lines), default=0)
        self.height = len(self.lines)

    def row_look(self, y: int) -> Hashable:
        line = self.lines[y]
        return (line.plain, tuple(line.spans), line.style)

    def paint_row(self, y: int, base: Style) -> Strip:
        line = self.lines[y]
        segments = [Segment(text, base + style if style else base)
                    for text, style in styled_runs(line)]
        return Strip(segments, line.cell_len)


@lru_cache(maxsize=1024)
def _parse(style: str) -> Style:
    return Style.parse(style)


def _as_style(style) -> Style | None:
    if not style:
        return None
    return _parse(style) if isinstance(style, str) else style


def styled_runs(line: Text) -> list[tuple[str, Style | None]]:
    """(text, style) runs of one line of Text, as rich paints it: each character takes
    the line's style with every span over it, later spans on top."""
    plain = line.plain
    base = _as_style(line.style)
    if not line.spans:
        return [(plain, base)] if plain else []
    cuts = {0, len(plain)}
    for span in line.spans:
        cuts.add(max(0, min(len(plain), span.start)))
        cuts.add(max(0, min(len(plain), span.end)))
    edges = sorted(cuts)
    runs = []
    for a, b in zip(edges, edges[1:], strict=False):
        style = base
        for span in line.spans:
            if span.start <= a and b <= span.end:
                extra = _as_style(span.style)
                if extra is not None:
                    style = style + extra if style else extra
        runs.append((plain[a:b], style))
    return runs


class CellPicture:
    """A picture made of a grid of cells: `chars[y][x]` and `styles[y][x]` (a Style or a
    style string; runs of one style become one segment)."""

    def __init__(self, chars: Sequence[Sequence[str]], styles: Sequence[Sequence],
                 spots: Mapping[Hashable, Spot] | None = None, width: int | None = None):
        self.chars = chars
        self.styles = styles
        self.spots = dict(spots or {})
        self.height = len(chars)
        self.width = width if width is not None else max((len(r) for r in chars), default=0)

    def row_look(self, y: int) -> Hashable:
        return (tuple(self.chars[y]), tuple(self.styles[y]))

    def paint_row(self, y: int, base: Style) -> Strip:
        segments: list[Segment] = []
        run: list[str] = []
        current = object()
        for ch, st in zip(self.chars[y], self.styles[y], strict=True):
            if st is current or st == current:
                run.append(ch)
                continue
            if run:
                style = _as_style(current)
                segments.append(Segment("".join(run), base + style if style else base))
            run, current = [ch], st
        if run:
            style = _as_style(current)
            segments.append(Segment("".join(run), base + style if style else base))
        return Strip(segments, len(self.chars[y]))


def spans_to_spots(spans: Sequence[tuple[int, int, int, Hashable]]) -> dict[Hashable, Spot]:
    """Spots from row spans (y, first x, end x, key): each key's box around all its spans."""
    found: dict[Hashable, list[int]] = {}
    for y, a, b, key in spans:
        box = found.get(key)
        if box is None:
            found[key] = [a, y, b, y + 1]
        else:
            box[0], box[1] = min(box[0], a), min(box[1], y)
            box[2], box[3] = max(box[2], b), max(box[3], y + 1)
    return {k: (x0, y0, x1 - x0, y1 - y0) for k, (x0, y0, x1, y1) in found.items()}


class BoardView(ScrollView, can_focus=False):
    """Shows a picture (see the module's docstring). `painter`, when given, draws the
    picture for a width: the view then follows the width it is given (and its height
    follows the picture, `height: auto`)."""

    DEFAULT_CSS = """
    BoardView { height: auto; overflow: hidden hidden; }
    """

    def __init__(self, painter: Callable[[int], Picture] | None = None, **kwargs) -> None:
        super().__init__(**kwargs)
        self.painter = painter
        self.picture: Picture | None = None
        self._painted_width = 0
        self._strips: dict[int, Strip] = {}
        self._base: Style | None = None

    # --- what is shown -------------------------------------------------------------------

    def show(self, picture: Picture) -> None:
        """Show `picture`: only the rows whose look changed are painted again."""
        old = self.picture
        self.picture = picture
        size = Size(picture.width, picture.height)
        if old is None or old.height != picture.height:
            self._strips = {}
            self.virtual_size = size
            if self.styles.height is not None and self.styles.height.is_auto:
                self.refresh(layout=True)
            else:
                self.refresh()
            return
        if old.width != picture.width:
            self.virtual_size = size
        changed = [y for y in range(picture.height) if old.row_look(y) != picture.row_look(y)]
        for y in changed:
            self._strips.pop(y, None)
        top = int(self.scroll_offset.y)
        width = self.size.width
        for y in changed:
            if top <= y < top + self.size.height:
                self.refresh(Region(0, y - top, width, 1))

    def repaint(self) -> None:
        """Draw again with the painter at the width shown (after the game's state or the
        cursor changed)."""
        width = self.content_size.width
        if self.painter is None:
            return
        if not width or self._painted_width != width:
            self.picture = None
            self.refresh(layout=True)
            return
        self.show(self.painter(width))

    def _paint_for(self, width: int) -> Picture | None:
        if self.painter is not None and (self.picture is None or self._painted_width != width):
            self._painted_width = width
            self._strips = {}
            self.picture = self.painter(width)
            self.virtual_size = Size(self.picture.width, self.picture.height)
        return self.picture

    def get_content_height(self, container, viewport, width: int) -> int:
        picture = self._paint_for(width) if self.painter is not None else self.picture
        return picture.height if picture is not None else 0

    def get_content_width(self, container, viewport) -> int:
        return self.picture.width if self.picture is not None else 0

    # --- where the spots are ----------------------------------------------------------

    def boxes(self) -> dict[Hashable, Box]:
        """Where each spot of the picture shown is on the screen now (scrolled): a spot
        scrolled out of the view keeps its box outside it (use `clip` to tell)."""
        picture = self.picture
        if picture is None:
            return {}
        region = self.content_region
        dx = region.x - int(self.scroll_offset.x)
        dy = region.y - int(self.scroll_offset.y)
        return {k: Box(x + dx, y + dy, w, h) for k, (x, y, w, h) in picture.spots.items()}

    @property
    def clip(self) -> Box:
        """The part of the screen the view shows (a target's `clip`)."""
        region = self.scrollable_content_region
        return Box(region.x, region.y, region.width, region.height)

    def spot_at(self, x: int, y: int) -> Hashable | None:
        """The spot drawn at screen cell (x, y), or None."""
        for key, box in self.boxes().items():
            if box.contains(x, y) and self.clip.contains(x, y):
                return key
        return None

    def scroll_to_spot(self, key: Hashable, margin: int = 1) -> None:
        """Scroll just enough to show the spot `key` (the cursor stays in sight)."""
        picture = self.picture
        if picture is None or key not in picture.spots:
            return
        x, y, w, h = picture.spots[key]
        self.scroll_to_region(Region(max(0, x - margin), max(0, y - margin),
                                     w + 2 * margin, h + 2 * margin),
                              animate=False, immediate=True)

    # --- painting -------------------------------------------------------------------------

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        row = y + int(scroll_y)
        width = self.scrollable_content_region.width or self.size.width
        base = self._base_style
        picture = self._paint_for(self.content_size.width) if self.painter else self.picture
        if picture is None or not 0 <= row < picture.height:
            return Strip.blank(width, base)
        strip = self._strips.get(row)
        if strip is None:
            strip = self._strips[row] = picture.paint_row(row, base)
        return strip.crop_extend(int(scroll_x), int(scroll_x) + width, base)

    @property
    def _base_style(self) -> Style:
        """The view's own style (background), worked out once per style change: asking
        Textual for it on every row costs more than painting the row."""
        if self._base is None:
            self._base = self.rich_style
        return self._base

    def on_resize(self) -> None:
        self._strips = {}

    def notify_style_update(self) -> None:
        """A new theme or colour setting: every row is painted again on the new base."""
        self._strips = {}
        self._base = None
        super().notify_style_update()
