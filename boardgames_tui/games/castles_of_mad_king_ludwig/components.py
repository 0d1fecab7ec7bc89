"""Component data: rooms, corridor pieces, shapes, King's favours and bonus cards.

Everything comes from the one data file `assets/castles_of_mad_king_ludwig/components.json`
(rules file §16), validated by the pydantic models below when it is first loaded.
Parameters the rules file marks as reconstructed (§15: D2, D8-D13) are listed in the
file's `reconstructed` map and stay editable there.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Literal

from pydantic import BaseModel, Field, model_validator

from boardgames_tui.engine.assets import read_asset_text

DATA_FILE = ("castles_of_mad_king_ludwig", "components.json")

RoomType = Literal[
    "living", "activity", "sleeping", "food", "utility", "outdoor", "corridor", "downstairs"
]
ROOM_TYPES: tuple[str, ...] = (
    "living", "activity", "sleeping", "food", "utility", "outdoor", "corridor", "downstairs"
)
Side = Literal["N", "E", "S", "W"]
Corner = Literal["NE", "NW", "SE", "SW"]


class ShapeSpec(BaseModel):
    """A footprint in printed orientation (§6.3): bounding box, missing and half cells."""

    w: int = Field(ge=1)
    h: int = Field(ge=1)
    missing: list[tuple[int, int]] = Field(default_factory=list)
    half: list[tuple[int, int, Corner]] = Field(default_factory=list)
    # Explicit contact edges (circles, §6.5); empty = every outer edge of the footprint.
    contact: list[tuple[Side, int, int]] = Field(default_factory=list)


class FenceSpec(BaseModel):
    """Fence edges of an outdoor room's shape (§6.8)."""

    edges: list[tuple[Side, int, int]]
    half_cells: list[tuple[int, int]] = Field(default_factory=list)


class Bonus(BaseModel):
    """The scoring rule printed in a room's centre (§2.2, §9)."""

    kind: Literal["connected", "touching", "castle"]
    value: int
    types: list[RoomType]


class TileSpec(BaseModel):
    """One room tile or corridor piece in printed orientation (§4)."""

    id: str
    name: str
    type: RoomType
    sqft: int
    shape: str
    base: int
    bonus: Bonus | None = None
    # [side, x, y] or [side, x, y, level]; the level defaults by room type (§6.6).
    doors: list[tuple[Side, int, int] | tuple[Side, int, int, Literal["up", "down"]]]
    fence: Literal["none", "top"] = "none"


class FavorSpec(BaseModel):
    """A King's favour tile (§12)."""

    id: str
    text: str
    measure: Literal[
        "sqft_of_type", "count_of_type", "marks", "entrances", "completed_tiles",
        "incomplete_tiles", "count_of_sizes",
    ]
    type: RoomType | None = None
    sizes: list[int] = Field(default_factory=list)
    exclusive_with: str | None = None
    status: str = "confirmed"


class BonusCardSpec(BaseModel):
    """A secret bonus card (§13). Exactly one way of scoring is filled in."""

    id: str
    text: str
    per_type: RoomType | None = None
    per_size: int | None = None
    per_sizes: list[int] = Field(default_factory=list)
    per_tile: Literal["hallway", "stairs"] | None = None
    per_entrances: int | None = None
    per_completed_tile: bool = False
    per_marks: int | None = None
    all_types: bool = False
    all_sizes: bool = False
    points_each: int = 0
    points: int = 0
    status: str = "confirmed"


class GameConstants(BaseModel):
    """Numbers of §5, §7, §8, §10, §11 and §14; several are reconstructed (see data file)."""

    players: list[int]
    colours: list[str]
    start_money: int
    start_score_by_seat_from_first_master_builder: list[int]
    bonus_cards_dealt: int
    bonus_cards_kept: int
    room_card_sizes: list[int]
    room_cards_per_size: int
    room_cards_in_deck_per_player: int
    market_prices: dict[int, list[int]]
    small_sizes: list[int]
    large_sizes: list[int]
    stack_tiles: dict[Literal["small", "large"], dict[int, int]]
    corridor_supply: dict[Literal["stairs", "hallway"], dict[int, int]]
    corridor_price: int
    pass_income: int
    unsold_room_coin_per_round: int
    kings_favors_in_play: dict[int, int]
    kings_favor_points_by_rank: list[int]
    kings_favor_exclusive_pair: tuple[str, str]
    activity_reward_points: int
    outdoor_reward_money: int
    utility_reward_draw: int
    utility_reward_keep: int
    sleeping_reward_max_on_top: int
    downstairs_wild_every: int
    downstairs_wild_max_per_turn: int
    depleted_stack_points_per_room: int
    marks_per_point: int


class Components(BaseModel):
    """The whole data file, cross-checked on load."""

    game: GameConstants
    reconstructed: dict[str, str]
    shapes: dict[str, ShapeSpec]
    fences: dict[str, FenceSpec]
    corridor_tiles: list[TileSpec]
    rooms: list[TileSpec]
    kings_favors: list[FavorSpec]
    bonus_cards: list[BonusCardSpec]

    @model_validator(mode="after")
    def _consistent(self) -> Components:
        ids = [t.id for t in self.rooms + self.corridor_tiles]
        if len(set(ids)) != len(ids):
            raise ValueError("tile ids must be unique")
        for tile in self.rooms + self.corridor_tiles:
            if tile.shape not in self.shapes:
                raise ValueError(f"{tile.id}: unknown shape {tile.shape}")
            if tile.fence == "top" and tile.shape not in self.fences:
                raise ValueError(f"{tile.id}: no fence defined for shape {tile.shape}")
            if tile.fence == "top" and tile.type != "outdoor":
                raise ValueError(f"{tile.id}: only outdoor rooms have fences")
            shape = self.shapes[tile.shape]
            for door in tile.doors:
                _side, x, y = door[0], door[1], door[2]
                if not (0 <= x < shape.w and 0 <= y < shape.h) or (x, y) in shape.missing:
                    raise ValueError(f"{tile.id}: door {door} is off the footprint")
        sizes = set(self.game.room_card_sizes)
        for tile in self.rooms:
            if tile.sqft not in sizes:
                raise ValueError(f"{tile.id}: size {tile.sqft} has no room stack")
        for n in self.game.players:
            prices = self.game.market_prices[n]
            if len(prices) != n + 3:
                raise ValueError(f"{n} players need {n + 3} price slots")
        for key in self.reconstructed:
            node: object = self.game.model_dump()
            for part in key.split("."):
                if not isinstance(node, dict):
                    raise ValueError(f"reconstructed key {key} does not exist")
                node = node.get(int(part) if part.isdigit() else part)
                if node is None:
                    raise ValueError(f"reconstructed key {key} does not exist")
        return self


@cache
def components() -> Components:
    """The validated data file, loaded once."""
    return Components.model_validate(json.loads(read_asset_text(*DATA_FILE)))


@cache
def tiles() -> dict[str, TileSpec]:
    """Every tile spec (75 rooms, foyer, stairs, hallway) by id."""
    data = components()
    return {t.id: t for t in data.rooms + data.corridor_tiles}


def tile(tile_id: str) -> TileSpec:
    return tiles()[tile_id]


@cache
def favors() -> dict[str, FavorSpec]:
    return {f.id: f for f in components().kings_favors}


@cache
def bonus_cards() -> dict[str, BonusCardSpec]:
    return {b.id: b for b in components().bonus_cards}


def constants() -> GameConstants:
    return components().game


def is_room(tile_id: str) -> bool:
    """A tile from the ten room stacks (not foyer, stairs or hallway), §15 D5."""
    return tile_id not in ("foyer", "stairs", "hallway")
