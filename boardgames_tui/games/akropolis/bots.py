"""A one-move greedy bot for Akropolis (architecture §Bots).

Placing: the legal spot with the best score gain (running score incl. stones, rules §5).
Taking: a quick look at the tiles, not a search: plazas of colours the city already builds,
districts of colours that have stars, stones from quarries, minus the price (§4.1).
"""

from __future__ import annotations

import random

from pydantic import BaseModel

from .actions import PlaceTile, TakeTile
from .city import map_of, quarries_covered
from .components import colour_of, is_district, is_plaza, is_quarry, stars_of, tile_hexes
from .scoring import score_city
from .state import AkropolisState


class GreedyBot:
    def __init__(self, game, seat: int):
        self.game, self.seat = game, seat

    def choose(self, state: BaseModel, legal: list[BaseModel], rng: random.Random) -> BaseModel:
        assert isinstance(state, AkropolisState)
        if isinstance(legal[0], TakeTile):
            return self._take(state, legal, rng)
        return self._place(state, legal, rng)

    def _take(self, state: AkropolisState, legal: list, rng: random.Random) -> BaseModel:
        cm = map_of(state.cities[self.seat].placed)
        base = score_city(cm, 0, state.options)
        districts = {c: len(base.colours[c].scoring) for c in base.colours}

        def worth(action: TakeTile) -> float:
            value = -1.2 * action.index
            for code in tile_hexes()[state.site[action.index]]:
                colour = colour_of(code)
                if is_plaza(code):
                    value += stars_of(code) * (1.0 + 0.5 * districts.get(colour, 0))
                elif is_district(code):
                    value += 1.0 + base.colours[colour].stars
                elif is_quarry(code):
                    value += 0.3
            return value + rng.random() * 0.01

        return max(legal, key=worth)

    def _place(self, state: AkropolisState, legal: list, rng: random.Random) -> BaseModel:
        cm = map_of(state.cities[self.seat].placed)
        tile = state.held
        assert tile is not None
        options = state.options

        def worth(action: PlaceTile) -> float:
            anchor = (action.q, action.r)
            after = cm.with_tile(tile, anchor, action.rot)
            gained = quarries_covered(cm, anchor, action.rot)
            return score_city(after, gained, options).total + rng.random() * 0.01

        return max(legal, key=worth)
