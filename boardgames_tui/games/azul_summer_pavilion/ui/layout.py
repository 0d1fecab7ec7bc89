"""Where each space and bonus symbol of a player board is drawn (rules §4.1, §4.3, §17.4).

The board is drawn as on the printed one: seven stars, each a ring of six spaces around
the star's centre, the six colour stars around the centre star (orange and red on top,
purple - centre - blue in the middle, green and yellow below), and the 18 symbols in
the gaps where they stand on the board: the pillars between the centre star and each
outer star, the statues between two outer stars, the windows on the outer edge.

Positions are (row, column) in characters; a space is two columns wide. Inside a star the
six points take fixed offsets from its top point:

        T             row 0
    UL      UR        row 1
        ✶             row 2 (the star's centre)
    LL      LR        row 3
        B             row 4

Which space index k sits at which point comes from the data file (rules §17.4). The
whole board is BOARD_W x BOARD_H characters.
"""

from __future__ import annotations

from functools import cache

from ..components import board

BOARD_W = 30
BOARD_H = 13
CELL_W = 2  # characters per space

POINT_OFFSETS = {"T": (0, 0), "UR": (1, 2), "LR": (3, 2), "B": (4, 0), "LL": (3, -2), "UL": (1, -2)}
# top point (row, column) of each star; the centre star's top point is at column 14
STAR_TOPS = {
    "orange": (0, 9),
    "red": (0, 19),
    "purple": (4, 4),
    "center": (4, 14),
    "blue": (4, 24),
    "green": (8, 9),
    "yellow": (8, 19),
}
# one glyph per symbol, in the gap between the spaces that surround it
SYMBOL_CELLS = {
    "pillar-purple": (6, 9),
    "pillar-orange": (4, 12),
    "pillar-red": (4, 17),
    "pillar-blue": (6, 20),
    "pillar-yellow": (8, 17),
    "pillar-green": (8, 12),
    "statue-purple-orange": (4, 7),
    "statue-orange-red": (2, 14),
    "statue-red-blue": (4, 22),
    "statue-blue-yellow": (8, 22),
    "statue-yellow-green": (10, 14),
    "statue-green-purple": (8, 7),
    "window-purple": (6, 0),
    "window-orange": (0, 7),
    "window-red": (0, 22),
    "window-blue": (6, 29),
    "window-yellow": (12, 22),
    "window-green": (12, 7),
}


@cache
def space_cells() -> list[tuple[int, int]]:
    """(row, column) of the left character of each of the 42 spaces, by space index."""
    b = board()
    cells = []
    for star in b.data.stars:
        r0, c0 = STAR_TOPS[star.id]
        for point in star.positions:
            dr, dc = POINT_OFFSETS[point]
            cells.append((r0 + dr, c0 + dc))
    return cells


@cache
def star_centres() -> list[tuple[int, int]]:
    """(row, column) of each star's centre glyph, by star index."""
    return [(STAR_TOPS[s.id][0] + 2, STAR_TOPS[s.id][1]) for s in board().data.stars]


@cache
def symbol_cells() -> list[tuple[int, int]]:
    return [SYMBOL_CELLS[s.id] for s in board().symbols]
