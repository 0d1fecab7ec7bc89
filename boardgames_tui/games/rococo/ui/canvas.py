"""A small canvas of rich Text lines that remembers where each pointable spot is drawn.

The board is drawn as blocks (palace, workshop, players, ...) joined side by side or
stacked; every spot a player can point at (a guest space, a window, a tile) records its
row, column, width and height (a card is a box of several rows), so the screen can offer it
as a target where it is drawn (issue 27: the arrows follow the drawing) and a click can
find it.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field

from rich.text import Text

Spot = Hashable


@dataclass
class Block:
    lines: list[Text] = field(default_factory=lambda: [Text()])
    spots: dict[Spot, tuple[int, int, int, int]] = field(default_factory=dict)  # r, c, w, h

    def put(self, text: str, style: str = "", spot: Spot | None = None) -> None:
        line = self.lines[-1]
        if spot is not None:
            self.spots[spot] = (len(self.lines) - 1, line.cell_len, Text(text).cell_len, 1)
        line.append(text, style=style)

    def grow(self, spot: Spot, width: int | None = None, height: int | None = None) -> None:
        """Make `spot` as wide and tall as what it stands for is drawn (a whole card, a
        whole tile), from where it begins."""
        if spot in self.spots:
            r, c, w, h = self.spots[spot]
            self.spots[spot] = (r, c, w if width is None else width, h if height is None else height)

    def extend_to_here(self, spot: Spot) -> None:
        """`spot` reaches to the end of the current line (a tile's gains after its bales)."""
        if spot in self.spots:
            r, c, _w, h = self.spots[spot]
            self.spots[spot] = (r, c, self.lines[-1].cell_len - c, h)

    def put_text(self, text: Text) -> None:
        self.lines[-1].append_text(text)

    def nl(self) -> None:
        self.lines.append(Text())

    def pad_to(self, width: int) -> None:
        """Pad the current line with spaces to `width` cells."""
        line = self.lines[-1]
        if line.cell_len < width:
            line.append(" " * (width - line.cell_len))

    @property
    def width(self) -> int:
        return max((line.cell_len for line in self.lines), default=0)

    @property
    def height(self) -> int:
        return len(self.lines)

    def trimmed(self) -> Block:
        """Without a trailing empty line."""
        if len(self.lines) > 1 and not self.lines[-1].plain:
            return Block(self.lines[:-1], self.spots)
        return self

    def text(self) -> Text:
        return Text("\n").join(self.lines)


def hjoin(blocks: list[Block], gap: int = 1) -> Block:
    """Blocks side by side, top-aligned."""
    blocks = [b.trimmed() for b in blocks if b is not None]
    out = Block(lines=[])
    height = max((b.height for b in blocks), default=0)
    widths = [b.width for b in blocks]
    for row in range(height):
        line = Text()
        for i, b in enumerate(blocks):
            if i:
                line.append(" " * gap)
            part = b.lines[row] if row < b.height else Text()
            line.append_text(part)
            line.append(" " * (widths[i] - part.cell_len))
        out.lines.append(line)
    col = 0
    for i, b in enumerate(blocks):
        for key, (r, c, w, h) in b.spots.items():
            out.spots[key] = (r, c + col, w, h)
        col += widths[i] + gap
    if not out.lines:
        out.lines.append(Text())
    return out


def vjoin(blocks: list[Block], gap: int = 0) -> Block:
    """Blocks stacked, with `gap` empty lines between them."""
    out = Block(lines=[])
    for b in blocks:
        if b is None:
            continue
        b = b.trimmed()
        if out.lines and gap:
            out.lines.extend(Text() for _ in range(gap))
        top = len(out.lines)
        out.lines.extend(b.lines)
        for key, (r, c, w, h) in b.spots.items():
            out.spots[key] = (r + top, c, w, h)
    if not out.lines:
        out.lines.append(Text())
    return out


def wrap(text: str, width: int, lines: int) -> list[str]:
    """Word-wrap `text` into at most `lines` lines of `width`; the last is cut with …."""
    words = text.split()
    out: list[str] = []
    cur = ""
    for w in words:
        if not cur:
            cur = w
        elif len(cur) + 1 + len(w) <= width:
            cur += " " + w
        else:
            out.append(cur)
            cur = w
    if cur:
        out.append(cur)
    out = [x if len(x) <= width else x[: width - 1] + "…" for x in out]
    if len(out) > lines:
        last = out[lines - 1]
        out = out[: lines - 1] + [(last[: width - 1] if len(last) >= width else last) + "…"]
    return out
