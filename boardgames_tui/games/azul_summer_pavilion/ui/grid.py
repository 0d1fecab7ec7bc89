"""A small character grid with styles and click targets, turned into one rich Text.

The Azul views draw into a Grid cell by cell (stars, factories, supply) and keep the
grid's target map, so a mouse click can be mapped back to what was drawn there.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text


class Grid:
    def __init__(self, width: int, height: int):
        self.width = max(1, width)
        self.height = max(1, height)
        self.chars = [[" "] * self.width for _ in range(self.height)]
        self.styles: list[list[str]] = [[""] * self.width for _ in range(self.height)]
        self.targets: dict[tuple[int, int], Any] = {}

    def put(self, y: int, x: int, text: str, style: str = "", target: Any = None) -> int:
        """Write `text` (one cell per character) at (y, x), clipped; returns the next x."""
        if not 0 <= y < self.height:
            return x + len(text)
        for i, ch in enumerate(text):
            xx = x + i
            if 0 <= xx < self.width:
                self.chars[y][xx] = ch
                self.styles[y][xx] = style
                if target is not None:
                    self.targets[(y, xx)] = target
        return x + len(text)

    def blit(self, other: Grid, y: int, x: int) -> None:
        for yy in range(other.height):
            for xx in range(other.width):
                ty, tx = y + yy, x + xx
                if 0 <= ty < self.height and 0 <= tx < self.width:
                    self.chars[ty][tx] = other.chars[yy][xx]
                    self.styles[ty][tx] = other.styles[yy][xx]
                    if (yy, xx) in other.targets:
                        self.targets[(ty, tx)] = other.targets[(yy, xx)]

    def crop_height(self) -> Grid:
        """Drop empty rows at the bottom."""
        while self.height > 1 and not "".join(self.chars[self.height - 1]).strip():
            self.height -= 1
            self.chars.pop()
            self.styles.pop()
        return self

    def to_text(self) -> Text:
        text = Text(no_wrap=True, overflow="crop")
        for y in range(self.height):
            if y:
                text.append("\n")
            run, style = "", None
            for x in range(self.width):
                s = self.styles[y][x]
                if s != style and run:
                    text.append(run, style or "")
                    run = ""
                style = s
                run += self.chars[y][x]
            if run:
                text.append(run.rstrip() if not style else run, style or "")
        return text

    def plain_lines(self) -> list[str]:
        return ["".join(row).rstrip() for row in self.chars]
