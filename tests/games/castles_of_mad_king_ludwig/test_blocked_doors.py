"""Issue 30 item 2: the placement preview marks every door the placement blocks and says
which rooms can then never be completed."""

from __future__ import annotations

import random

from boardgames_tui.games.castles_of_mad_king_ludwig import RULES
from boardgames_tui.games.castles_of_mad_king_ludwig.castle import analyze
from boardgames_tui.games.castles_of_mad_king_ludwig.components import tiles
from boardgames_tui.games.castles_of_mad_king_ludwig.placement import (
    blocked_doors,
    legal_placements,
    never_completed,
)
from boardgames_tui.games.castles_of_mad_king_ludwig.state import CastlesOptions
from boardgames_tui.games.castles_of_mad_king_ludwig.ui.canvas import (
    Canvas,
    Ghost,
    ghost_blocked,
    ghost_connections,
)
from boardgames_tui.games.castles_of_mad_king_ludwig.ui.panels import placement_text

from .helpers import P

FOYER = (P(tile="foyer"),)
# the Queen's Bedroom laid north-west of the Foyer: its wall covers the Foyer's west door
BEDROOM = P(tile="queens_bedroom", rot=1, x=-2, y=-2)


def _newly_blocked(castle, placed) -> set:
    """The oracle: doors open before and blocked after, and the new tile's blocked doors."""
    before = {(d.cell, d.side): d.status for d in analyze(castle).doors}
    after = analyze((*castle, placed))
    out = set()
    for d in after.doors:
        if d.status != "blocked":
            continue
        if d.owner == len(castle) or before.get((d.cell, d.side)) == "open":
            out.add((d.owner, d.cell, d.side))
    return out


def test_blocked_doors_are_the_doors_that_become_blocked():
    rng = random.Random(30)
    castle = FOYER
    checked = blocking = 0
    for _ in range(12):
        for tid in rng.sample(sorted(tiles()), 8):
            for placed in legal_placements(castle, tid):
                checked += 1
                found = blocked_doors(castle, placed)
                blocking += bool(found)
                assert set(found) == _newly_blocked(castle, placed), placed
        options = legal_placements(castle, rng.choice(sorted(tiles())))
        if options:
            castle = (*castle, rng.choice(options))
    assert checked > 500 and blocking > 20


def test_the_bedroom_blocks_the_foyers_west_door():
    assert blocked_doors(FOYER, BEDROOM) == ((0, (0, 1), "W"),)
    assert never_completed(FOYER, BEDROOM) == (0,)


def _state():
    return RULES.setup(["Ana", "Ben"], 866265, CastlesOptions())


def test_preview_says_which_rooms_can_never_be_completed():
    text = placement_text(_state(), FOYER, BEDROOM, False, 1).plain
    assert "Blocks 1 door: the Foyer can never be completed." in text


def test_preview_of_a_spot_that_blocks_nothing_says_nothing_of_it():
    free = next(p for p in legal_placements(FOYER, "queens_bedroom")
                if not blocked_doors(FOYER, p))
    assert "can never be completed" not in placement_text(_state(), FOYER, free, False,
                                                          1).plain


def _char(canvas, cell, side):
    row, col = canvas._edge_pos(cell, side)
    return canvas.grid[row][col][0]


def test_the_ghost_draws_the_blocked_door_as_blocked():
    ghost = Ghost(BEDROOM, True, ghost_connections(FOYER, BEDROOM),
                  ghost_blocked(FOYER, BEDROOM))
    assert ghost.blocked == frozenset({((0, 1), "W")})
    canvas = Canvas(FOYER).with_ghost(ghost)
    assert _char(canvas, (0, 1), "W") == "×"
    assert _char(Canvas(FOYER), (0, 1), "W") == "○"
    small = Canvas(FOYER, small=True).with_ghost(ghost)
    assert small.grid[small.row_of(1)][small.col_of(0)][0] == "×"
