"""Where the held tile can go: the legal spots of one state for the placing seat, the
preview of each (asked of the rules layer once and kept), the best rotation of each spot
and the order Tab walks them in (issue 37 item 5: out of the screen's class).

A `Spots` belongs to one state and seat; the screen makes a new one when either changes,
which empties every cache at once.
"""

from __future__ import annotations

from boardgames_tui.games.akropolis.components import is_plaza, tile_cells
from boardgames_tui.games.akropolis.preview import legal_spots, preview_placement
from boardgames_tui.games.akropolis.state import AkropolisState

Pos = tuple[int, int]


class Spots:
    def __init__(self, state: AkropolisState, seat: int):
        self.state = state
        self.seat = seat
        self._previews: dict = {}
        self._legal: list | None = None  # legal spots of the state (asked once)
        self._before = None  # the placing seat's score before the ghost
        # anchor -> (score change, rotation) of its best legal placement
        self._best: dict[Pos, tuple[int, int]] | None = None
        self._rank: dict[Pos, float] = {}

    def legal(self) -> list[tuple[int, int, int, int]]:
        """(q, r, rot, level) of every legal spot for the held tile, asked once."""
        if self._legal is None:
            self._legal = legal_spots(self.state, self.seat)
        return self._legal

    def preview(self, anchor: Pos, rot: int):
        """The rules layer's preview of the held tile at `anchor` turned `rot` (kept: a
        few hundred at most, the legal spots and the rotations turned to)."""
        key = (anchor, rot)
        found = self._previews.get(key)
        if found is None:
            state = self.state
            found = preview_placement(state, self.seat, state.held, anchor, rot,
                                      before=self._before)
            self._before = found.before
            self._previews[key] = found
        return found

    def best(self) -> dict[Pos, tuple[int, int]]:
        """Anchor -> (score change, rotation) of the best legal placement of the held tile
        with its anchor there: the most points; of equal ones the rotation covering the
        fewest plazas. Every legal spot's preview is asked once (and kept: the ghost shows
        them again as the cursor moves)."""
        if self._best is None:
            best: dict[Pos, tuple[tuple, int, int]] = {}
            for q, r, rot, _level in self.legal():
                preview = self.preview((q, r), rot)
                plazas = sum(1 for code in preview.covered if is_plaza(code))
                rank = (-preview.score_change, plazas, rot)
                if (q, r) not in best or rank < best[(q, r)][0]:
                    best[(q, r)] = (rank, preview.score_change, rot)
            self._best = {pos: (change, rot) for pos, (_rank, change, rot) in best.items()}
            self._rank = self._nearness(list(self._best))
        return self._best

    def _nearness(self, spots: list[Pos]) -> dict[Pos, float]:
        """Spot -> a value below 0.5 that grows the nearer it lies to the middle of the
        city: added to the score change, equal spots come best first nearest the city (the
        first move's thirty spots worth +0 started at the top of the map, 11 hexes away,
        and Tab walked them from there). The score change is the whole part."""
        cells = [(0, 0)]  # the starting plaza, then every hex placed
        for _tile, q, r, rot in self.state.cities[self.seat].placed:
            cells.extend(tile_cells((q, r), rot))
        cq = sum(q for q, _r in cells) / len(cells)
        cr = sum(r for _q, r in cells) / len(cells)

        def distance(p: Pos) -> float:
            dq, dr = p[0] - cq, p[1] - cr
            return (dq * dq + dq * dr + dr * dr) ** 0.5  # in hexes

        return {p: 0.4 / (1 + distance(p)) for p in spots}

    def value(self, pos: Pos) -> float:
        """The score change of the best placement at `pos`, and a fraction for being near
        the city's middle (Target.value: Tab's order, best first)."""
        return self.best()[pos][0] + self._rank[pos]

    def start(self) -> tuple[Pos, int]:
        """The spot and rotation the ghost of a newly taken tile starts on: the best spot
        (the most points; of equal ones the nearest the middle of the city), the first
        that Tab walks to; the starting plaza when nothing fits."""
        best = self.best()
        if not best:
            return (0, 0), 0
        pos = min(best, key=lambda p: (-self.value(p), p[1], 2 * p[0] + p[1]))
        return pos, best[pos][1]
