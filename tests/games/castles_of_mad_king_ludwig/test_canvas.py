"""The castle drawing: walls, door states, fences, labels, floors and the ghost."""

from __future__ import annotations

from boardgames_tui.games.castles_of_mad_king_ludwig.components import tiles
from boardgames_tui.games.castles_of_mad_king_ludwig.ui.canvas import (
    Canvas,
    Ghost,
    abbreviation,
    ghost_connections,
    on_floor,
)
from boardgames_tui.games.castles_of_mad_king_ludwig.ui.palette import OTHER_LEVEL

from .helpers import P

CASTLE = (P(tile="foyer"), P(tile="larder", x=-2, y=0), P(tile="stairs", rot=2, x=3, y=1),
          P(tile="venus_grotto", x=6, y=-1), P(tile="porch", x=-2, y=-4))


def _char(canvas, cell, side):
    row, col = canvas._edge_pos(cell, side)
    return canvas.grid[row][col][0]


def test_abbreviations_are_three_distinct_letters():
    labels = [abbreviation(t) for t in tiles()]
    assert all(len(a) == 3 for a in labels)
    assert len(set(labels)) == len(labels) == 78
    assert abbreviation("throne_room") == "THR" and abbreviation("stairs") == "STR"


def test_door_glyphs_open_connected_blocked():
    canvas = Canvas(CASTLE)
    assert _char(canvas, (0, 1), "W") == "="  # foyer west meets the Larder
    assert _char(canvas, (1, 0), "N") == "○"  # foyer north is open
    blocked = Canvas((P(tile="foyer"), P(tile="larder", x=-2, y=0),
                      P(tile="great_hall", rot=0, x=-1, y=-2)))
    states = {d.status for d in blocked.view.doors}
    assert "blocked" in states
    d = next(d for d in blocked.view.doors if d.status == "blocked")
    assert _char(blocked, d.cell, d.side) == "×"


def test_fence_walls_and_labels():
    canvas = Canvas(CASTLE)
    text = "\n".join(canvas.text_rows())
    assert "###" in text  # the Porch's fence
    assert "Larder" in text and "F +" in text
    assert "Venus Grotto" in text and "│" in text and "─" in text


def test_other_floor_is_dimmed():
    assert on_floor(CASTLE[2], "up") and on_floor(CASTLE[2], "down")
    assert not on_floor(CASTLE[3], "up") and on_floor(CASTLE[3], "down")
    ground = Canvas(CASTLE, "up")
    cell = (8, 1)
    row, col = ground.row_of(cell[1]) + 1, ground.col_of(cell[0]) + 1
    assert str(ground.grid[row][col][1].bgcolor.name).lower() == OTHER_LEVEL
    down = Canvas(CASTLE, "down")
    assert str(down.grid[row][col][1].bgcolor.name).lower() != OTHER_LEVEL


def test_ghost_marks_connecting_doors():
    castle = CASTLE[:1]
    ghost = P(tile="larder", x=-2, y=0)
    joins = ghost_connections(castle, ghost)
    assert joins == frozenset({((-1, 1), "E")})
    canvas = Canvas(castle, ghost=Ghost(ghost, True, joins))
    assert _char(canvas, (-1, 1), "E") == "="
    assert "░" in "".join(canvas.text_rows())
    assert canvas.cell_at(canvas.col_of(-2) + 1, canvas.row_of(0) + 1) == (-2, 0)
