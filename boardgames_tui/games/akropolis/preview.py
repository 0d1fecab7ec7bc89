"""What a placement would do, for the screen's ghost and for bots (rules §4.2, §4.3, §5).

The screen never judges a spot itself: it asks `preview_placement` for the level, the
reason a spot is illegal, the stones gained and the score before and after.
"""

from __future__ import annotations

from dataclasses import dataclass

from .city import legal_placements, map_of_city, placement_problem, quarries_covered
from .components import COLOURS, tile_cells
from .scoring import CityScore, score_city
from .state import AkropolisState


@dataclass(frozen=True)
class PlacementPreview:
    tile: int
    anchor: tuple[int, int]
    rot: int
    cells: tuple[tuple[int, int], ...]
    level: int  # 0 when illegal
    reason: str  # why it is illegal ("" when legal)
    stones_gained: int
    before: CityScore
    after: CityScore | None
    covered: tuple[str, ...] = ()  # the visible hexes the tile would cover (upper levels)

    @property
    def legal(self) -> bool:
        return self.level > 0

    @property
    def score_change(self) -> int:
        return (self.after.total - self.before.total) if self.after else 0

    def colour_changes(self) -> dict[str, int]:
        """Colour -> points gained or lost (only the colours that change)."""
        if self.after is None:
            return {}
        out = {}
        for c in COLOURS:
            delta = self.after.colours[c].points - self.before.colours[c].points
            if delta:
                out[c] = delta
        return out


def preview_placement(
    state: AkropolisState, seat: int, tile: int, anchor: tuple[int, int], rot: int,
    before: CityScore | None = None,
) -> PlacementPreview:
    """What placing `tile` on `anchor` turned `rot` would do in `seat`'s city. `before`
    is that city's score now, when the caller already has it (a screen asks for many
    spots in the same state)."""
    cm = map_of_city(state.cities[seat])
    stones = state.stones[seat]
    if before is None:
        before = score_city(cm, stones, state.options)
    level, reason = placement_problem(cm, anchor, rot)
    cells = tile_cells(anchor, rot)
    if not level:
        return PlacementPreview(tile, anchor, rot, cells, 0, reason, 0, before, None)
    gained = quarries_covered(cm, anchor, rot)
    after = score_city(cm.with_tile(tile, anchor, rot), stones + gained, state.options)
    covered = tuple(top[0] for c in cells if (top := cm.top(c))) if level > 1 else ()
    return PlacementPreview(tile, anchor, rot, cells, level, "", gained, before, after, covered)


def legal_spots(state: AkropolisState, seat: int) -> list[tuple[int, int, int, int]]:
    """(q, r, rot, level) of every legal placement in `seat`'s city, in a stable order."""
    return legal_placements(map_of_city(state.cities[seat]))
