"""A small character grid with styles and the spans of the choices drawn in it.

The Azul table is drawn into a Grid cell by cell (stars, factories, supply); the screen
shows it on the shared board view (ui/board/view.py) as a `CellPicture`, the spans
becoming the spots a player points at and clicks (issue 27).
"""

from __future__ import annotations

from typing import Any


class Grid:
    def __init__(self, width: int, height: int):
        self.width = max(1, width)
        self.height = max(1, height)
        self.chars = [[" "] * self.width for _ in range(self.height)]
        self.styles: list[list[str]] = [[""] * self.width for _ in range(self.height)]
        # click targets as row spans (y, first x, end x, target); later spans win
        self.spans: list[tuple[int, int, int, Any]] = []

    def put(self, y: int, x: int, text: str, style: str = "", target: Any = None) -> int:
        """Write `text` (one cell per character) at (y, x), clipped; returns the next x."""
        end = x + len(text)
        if not 0 <= y < self.height:
            return end
        a, b = max(0, x), min(self.width, end)
        if a < b:
            # whole slices: a key redraws the table, cell-by-cell writes were its main cost
            self.chars[y][a:b] = text[a - x : b - x]
            self.styles[y][a:b] = [style] * (b - a)
            if target is not None:
                self.spans.append((y, a, b, target))
        return end

    def mark(self, y: int, a: int, b: int, target: Any) -> None:
        """Add the cells [a, b) of row y to what `target` covers, drawing nothing there."""
        a, b = max(0, a), min(self.width, b)
        if 0 <= y < self.height and a < b:
            self.spans.append((y, a, b, target))

    def blit(self, other: Grid, y: int, x: int) -> None:
        """Copy `other` onto this grid with its top left at (y, x), clipped."""
        a, b = max(0, x), min(self.width, x + other.width)
        if a < b:
            for yy in range(max(0, -y), min(other.height, self.height - y)):
                self.chars[y + yy][a:b] = other.chars[yy][a - x : b - x]
                self.styles[y + yy][a:b] = other.styles[yy][a - x : b - x]
        for yy, x0, x1, target in other.spans:
            ty, a, b = y + yy, max(0, x + x0), min(self.width, x + x1)
            if yy < other.height and 0 <= ty < self.height and a < b:
                self.spans.append((ty, a, b, target))

    def crop_height(self) -> Grid:
        """Drop empty rows at the bottom."""
        while self.height > 1 and not "".join(self.chars[self.height - 1]).strip():
            self.height -= 1
            self.chars.pop()
            self.styles.pop()
        return self

    def plain_lines(self) -> list[str]:
        return ["".join(row).rstrip() for row in self.chars]
