"""Where each space and bonus symbol of a player board is drawn (rules §4.1, §4.3, §17.4).

Positions are (row, column) in a grid of one-character cells; the renderer multiplies
columns by the cell width. The stars sit in a hexagon like the printed board: orange and
red on top, purple - centre - blue in the middle, green and yellow below. Inside a star
the six points T, UR, LR, B, LL, UL take fixed offsets; which space index k sits at which
point comes from the data file (rules §17.4).
"""

from __future__ import annotations

from functools import cache

from ..components import board

POINT_OFFSETS = {"T": (0, 1), "UR": (1, 2), "LR": (2, 2), "B": (3, 1), "LL": (2, 0), "UL": (1, 0)}
STAR_ORIGINS = {
    "orange": (0, 4),
    "red": (0, 10),
    "purple": (4, 1),
    "center": (4, 7),
    "blue": (4, 13),
    "green": (8, 4),
    "yellow": (8, 10),
}
# one glyph per symbol, in the gap its spaces surround
SYMBOL_CELLS = {
    "pillar-purple": (5, 5),
    "pillar-blue": (5, 11),
    "pillar-orange": (3, 7),
    "pillar-red": (3, 9),
    "pillar-green": (8, 7),
    "pillar-yellow": (8, 9),
    "statue-purple-orange": (3, 3),
    "statue-orange-red": (1, 8),
    "statue-red-blue": (3, 13),
    "statue-blue-yellow": (8, 13),
    "statue-yellow-green": (10, 8),
    "statue-green-purple": (8, 3),
    "window-purple": (6, 0),
    "window-orange": (0, 4),
    "window-red": (0, 12),
    "window-blue": (6, 16),
    "window-yellow": (11, 12),
    "window-green": (11, 4),
}
ROWS = 12
COLS = 17


@cache
def space_cells() -> list[tuple[int, int]]:
    """Grid cell of each of the 42 spaces, by space index."""
    b = board()
    cells = []
    for star in b.data.stars:
        r0, c0 = STAR_ORIGINS[star.id]
        for point in star.positions:
            dr, dc = POINT_OFFSETS[point]
            cells.append((r0 + dr, c0 + dc))
    return cells


@cache
def symbol_cells() -> list[tuple[int, int]]:
    return [SYMBOL_CELLS[s.id] for s in board().symbols]


def step(space: int, direction: str) -> int:
    """The nearest space from `space` in an arrow direction (rows count double)."""
    cells = space_cells()
    r, c = cells[space]
    dr, dc = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}[direction]
    best, best_score = space, None
    for i, (rr, cc) in enumerate(cells):
        along = (rr - r) * dr * 2 + (cc - c) * dc
        if i == space or along <= 0:
            continue
        perp = abs(rr - r) * 2 * (1 - abs(dr)) + abs(cc - c) * (1 - abs(dc))
        score = (along + 2 * perp, i)
        if best_score is None or score < best_score:
            best, best_score = i, score
    return best
