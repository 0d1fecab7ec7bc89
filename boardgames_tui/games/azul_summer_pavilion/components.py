"""Component data: colours, stars, costs and the 18 bonus symbols.

Everything numeric lives in `assets/azul_summer_pavilion/components.json` (rules §2-§6,
§17). It is loaded once and validated here, so a typo in the data fails loudly on load
instead of silently changing the game. The rest of the rules layer works with small
integer indices derived from it:

- colour index 0..5 in wild-round order (purple, green, orange, yellow, blue, red), so
  the wild colour of round r is colour r - 1 (rules §3, §8);
- star index 0..6: centre, then the outer stars clockwise from the left (purple, orange,
  red, blue, yellow, green), as in rules §17.8;
- space index = star * 6 + (k - 1), where k = 1..6 is the space's position in its star.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Literal

from pydantic import BaseModel, Field, model_validator

from boardgames_tui.engine.assets import read_asset_text

DATA_FILE = ("azul_summer_pavilion", "components.json")

Position = Literal["T", "UR", "LR", "B", "LL", "UL"]
SymbolKind = Literal["pillar", "statue", "window"]
Side = Literal["standard", "grey"]


class Constants(BaseModel):
    tiles_per_colour: int
    total_tiles: int
    rounds: int
    tiles_per_factory: int
    factories_by_players: dict[int, int]
    supply_spaces: int
    start_score: int
    min_score: int
    corner_capacity: int
    pass_discard_penalty_per_tile: int
    bonus_reward: dict[SymbolKind, int]
    number_set_bonus: dict[int, int]
    multicolour_star_bonus: int


class ColourData(BaseModel):
    id: str
    letter: str = Field(min_length=1, max_length=1)
    wild_round: int = Field(ge=1, le=6)
    star_bonus: int


class StarData(BaseModel):
    id: str
    angle: int | None
    standard_colour: str | None
    cw_next: str | None
    cw_prev: str | None
    positions: list[Position] = Field(min_length=6, max_length=6)


class CostTable(BaseModel):
    outer: list[int] = Field(min_length=6, max_length=6)
    center: list[int] = Field(min_length=6, max_length=6)


class SymbolData(BaseModel):
    id: str
    kind: SymbolKind
    reward: int
    spaces: list[str]


class ComponentData(BaseModel):
    """The whole data file; the validator checks it against the rules' invariants."""

    constants: Constants
    colours: list[ColourData]
    stars: list[StarData]
    ring_adjacency: list[tuple[int, int]]
    costs: dict[Side, CostTable]
    symbols: list[SymbolData]

    @model_validator(mode="after")
    def _check(self) -> ComponentData:
        c = self.constants
        if len(self.colours) != 6 or [col.wild_round for col in self.colours] != list(range(1, 7)):
            raise ValueError("need 6 colours listed in wild-round order 1..6")
        if c.tiles_per_colour * len(self.colours) != c.total_tiles:
            raise ValueError("tiles per colour x colours must equal the total tile count")
        if len({col.letter for col in self.colours}) != 6:
            raise ValueError("colour letters must be unique")
        colour_ids = {col.id for col in self.colours}
        if [s.id for s in self.stars][0] != "center" or len(self.stars) != 7:
            raise ValueError("need 7 stars, the centre first")
        star_ids = [s.id for s in self.stars]
        for star in self.stars[1:]:
            if star.standard_colour not in colour_ids:
                raise ValueError(f"star {star.id}: unknown colour {star.standard_colour}")
            if star.cw_next not in star_ids or star.cw_prev not in star_ids:
                raise ValueError(f"star {star.id}: unknown neighbour star")
            if len(set(star.positions)) != 6:
                raise ValueError(f"star {star.id}: positions must be distinct")
        outer = star_ids[1:]
        for i, sid in enumerate(outer):
            star = self.stars[i + 1]
            if star.cw_next != outer[(i + 1) % 6] or star.cw_prev != outer[(i - 1) % 6]:
                raise ValueError(f"star {sid}: clockwise neighbours out of order")
        if sorted(tuple(sorted(p)) for p in self.ring_adjacency) != sorted(
            tuple(sorted((k, k % 6 + 1))) for k in range(1, 7)
        ):
            raise ValueError("ring adjacency must be the 6-ring 1-2-3-4-5-6-1")
        if set(self.costs) != {"standard", "grey"}:
            raise ValueError("costs needed for both board sides")
        all_spaces = {f"{s}/{k}" for s in star_ids for k in range(1, 7)}
        if len(self.symbols) != 18 or len({s.id for s in self.symbols}) != 18:
            raise ValueError("need 18 distinct bonus symbols")
        sizes = {"pillar": 4, "statue": 4, "window": 2}
        for sym in self.symbols:
            if sym.reward != c.bonus_reward[sym.kind]:
                raise ValueError(f"{sym.id}: reward does not match its kind")
            if len(sym.spaces) != sizes[sym.kind] or len(set(sym.spaces)) != len(sym.spaces):
                raise ValueError(f"{sym.id}: wrong number of surrounding spaces")
            unknown = set(sym.spaces) - all_spaces
            if unknown:
                raise ValueError(f"{sym.id}: unknown spaces {sorted(unknown)}")
        kinds: list[str] = [s.kind for s in self.symbols]
        if any(kinds.count(k) != 6 for k in sizes):
            raise ValueError("need 6 pillars, 6 statues and 6 windows")
        return self


@cache
def load_components() -> ComponentData:
    """Read and validate the data file once (rules §17)."""
    raw = json.loads(read_asset_text(*DATA_FILE))
    return ComponentData.model_validate(raw)


class Board:
    """Index tables derived from the data, shared by every rules module."""

    def __init__(self, data: ComponentData):
        self.data = data
        self.colour_ids: list[str] = [c.id for c in data.colours]
        self.colour_letters: list[str] = [c.letter for c in data.colours]
        self.star_ids: list[str] = [s.id for s in data.stars]
        self.space_names: list[str] = [f"{s}/{k}" for s in self.star_ids for k in range(1, 7)]
        self.space_index: dict[str, int] = {n: i for i, n in enumerate(self.space_names)}
        # fixed colour of each star on the standard side (None for the centre)
        self.star_colour: list[int | None] = [
            None if s.standard_colour is None else self.colour_ids.index(s.standard_colour)
            for s in data.stars
        ]
        self.costs: dict[str, list[int]] = {}
        for side, table in data.costs.items():
            self.costs[side] = list(table.center) + list(table.outer) * 6
        self.symbols = data.symbols
        self.symbol_spaces: list[tuple[int, ...]] = [
            tuple(self.space_index[n] for n in sym.spaces) for sym in data.symbols
        ]
        self.symbols_of_space: list[list[int]] = [[] for _ in self.space_names]
        for si, spaces in enumerate(self.symbol_spaces):
            for sp in spaces:
                self.symbols_of_space[sp].append(si)
        self.ring: list[tuple[int, int]] = []
        for i in range(42):
            k = i % 6
            base = i - k
            self.ring.append((base + (k - 1) % 6, base + (k + 1) % 6))

    def space_label(self, space: int) -> str:
        return self.space_names[space]


@cache
def board() -> Board:
    return Board(load_components())


def constants() -> Constants:
    return load_components().constants
