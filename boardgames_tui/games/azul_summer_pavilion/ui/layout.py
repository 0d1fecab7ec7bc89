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
whole board is BOARD_W x BOARD_H characters; the windows on the left and right edge sit
one column in, so two boards side by side never have their windows touching (issue 28).

A `Scale` draws it larger: every layout column `sx` columns wide, every layout row at
`rows[r]`, every space a block of `cell_w` x `cell_h` (issue 28 item 8: the boards grow
with the window).
"""

from __future__ import annotations

from dataclasses import dataclass
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
    "window-purple": (6, 1),
    "window-orange": (0, 7),
    "window-red": (0, 22),
    "window-blue": (6, 28),
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


@dataclass(frozen=True)
class Scale:
    """How large a board is drawn: columns per layout column, the row of each layout row
    and the size of a space's block."""

    name: str
    sx: int
    rows: tuple[int, ...]
    cell_h: int

    @property
    def cell_w(self) -> int:
        return CELL_W * self.sx

    @property
    def dx(self) -> int:
        """The digit or letter sits one column in on wide blocks."""
        return self.sx - 1

    @property
    def width(self) -> int:
        return BOARD_W * self.sx

    @property
    def height(self) -> int:
        return self.rows[-1] + self.cell_h

    @property
    def area(self) -> int:
        return self.width * self.height

    def at(self, r: int, c: int) -> tuple[int, int]:
        return self.rows[r], c * self.sx

    def __repr__(self) -> str:
        return self.name


def _rows(star: tuple[int, ...]) -> tuple[int, ...]:
    """The rows of the 13 layout rows from the rows of one star's five (top point, upper
    points, centre, lower points, bottom point): the stars repeat every four rows."""
    step = star[4]
    return tuple(step * (r // 4) + star[r % 4] for r in range(BOARD_H))


SMALL = Scale("small", 1, tuple(range(BOARD_H)), 1)  # 30 x 13
WIDE = Scale("wide", 2, tuple(range(BOARD_H)), 1)  # 60 x 13
MID = Scale("mid", 2, _rows((0, 2, 3, 4, 6)), 1)  # 60 x 19
LARGE = Scale("large", 2, _rows((0, 2, 4, 6, 8)), 2)  # 60 x 26
TALL = Scale("tall", 2, _rows((0, 3, 5, 7, 10)), 2)  # 60 x 32
# the largest first
SCALES = (TALL, LARGE, MID, WIDE, SMALL)
