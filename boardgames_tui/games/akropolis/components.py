"""Akropolis components: hex kinds, the 61 city tiles and the starting tile.

The data lives in one file, `assets/akropolis/tiles.json` (rules §1, §2.4, §12), loaded
once and validated by the pydantic models below. Everything else in the package asks
this module what a hex code means instead of hard-coding letters.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Literal

from pydantic import BaseModel, Field, model_validator

from boardgames_tui.engine.assets import read_asset_text

# The five scoring colours in the order of the paper score pad (rules §5.3).
COLOURS: tuple[str, ...] = ("house", "market", "barracks", "temple", "garden")

# Axial neighbour offsets, clockwise from east: E, SE, SW, W, NW, NE (rules §2.1).
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))

# The id of the starting tile in every city (rules §1.3: it counts as one tile).
STARTING_TILE_ID = 0


class HexCode(BaseModel):
    """What one hex letter means (rules §12.1)."""

    kind: Literal["district", "plaza", "quarry"]
    colour: Literal["house", "market", "barracks", "temple", "garden", "quarry"]
    name: str
    stars: int = Field(default=0, ge=0, le=3)


class TileDef(BaseModel):
    """One city tile: three hexes clockwise seen from above (rules §1.2, §12.2)."""

    id: int = Field(ge=1)
    min_players: Literal[2, 3, 4]
    hexes: str = Field(min_length=3, max_length=3)
    bga_pos: int


class StartHex(BaseModel):
    q: int
    r: int
    hex: str


class AkropolisData(BaseModel):
    """The whole data file; validates that every tile uses known hex codes."""

    about: str = ""
    hex_codes: dict[str, HexCode]
    starting_tile: list[StartHex]
    starting_stones: list[int]
    tiles: list[TileDef]

    @model_validator(mode="after")
    def _consistent(self) -> AkropolisData:
        for tile in self.tiles:
            unknown = set(tile.hexes) - set(self.hex_codes)
            if unknown:
                raise ValueError(f"tile {tile.id} uses unknown hex codes {sorted(unknown)}")
            if sum(self.hex_codes[c].kind == "plaza" for c in tile.hexes) > 1:
                raise ValueError(f"tile {tile.id} carries more than one plaza (rules §1.1)")
        ids = [t.id for t in self.tiles]
        if len(set(ids)) != len(ids):
            raise ValueError("tile ids must be unique")
        return self


@cache
def data() -> AkropolisData:
    return AkropolisData.model_validate(json.loads(read_asset_text("akropolis", "tiles.json")))


@cache
def tile_hexes() -> dict[int, str]:
    """Tile id -> its three hex codes (h0, h1, h2); id 0 is not listed (starting tile)."""
    return {t.id: t.hexes for t in data().tiles}


def tiles_for(n_players: int) -> list[int]:
    """Ids of the tiles used with `n_players` (rules §3.1: by the marker on the back)."""
    return [t.id for t in data().tiles if t.min_players <= n_players]


def all_tile_ids() -> list[int]:
    return [t.id for t in data().tiles]


@cache
def _codes() -> dict[str, HexCode]:
    return dict(data().hex_codes)


def hex_info(code: str) -> HexCode:
    return _codes()[code]


@cache
def is_district(code: str) -> bool:
    return _codes()[code].kind == "district"


@cache
def is_plaza(code: str) -> bool:
    return _codes()[code].kind == "plaza"


@cache
def is_quarry(code: str) -> bool:
    return _codes()[code].kind == "quarry"


@cache
def colour_of(code: str) -> str:
    return _codes()[code].colour


@cache
def stars_of(code: str) -> int:
    return _codes()[code].stars


@cache
def tile_has_plaza(tile_id: int) -> bool:
    return any(is_plaza(c) for c in tile_hexes()[tile_id])


def neighbours(pos: tuple[int, int]) -> list[tuple[int, int]]:
    q, r = pos
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def tile_cells(anchor: tuple[int, int], rot: int) -> tuple[tuple[int, int], ...]:
    """The positions receiving h0, h1, h2 for placement (anchor, rot) (rules §2.3)."""
    q, r = anchor
    d1 = DIRECTIONS[rot % 6]
    d2 = DIRECTIONS[(rot + 1) % 6]
    return ((q, r), (q + d1[0], r + d1[1]), (q + d2[0], r + d2[1]))
