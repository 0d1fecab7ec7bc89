"""Component data: loaded once from `assets/rococo/components.json` and validated.

Every table in the data file carries a `status` (R rulebook, S secondary source, REC
reconstructed), so printed numbers can be dropped in later without code changes
(rules §15). The rules code only reads values through the helpers here.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any, Literal

from pydantic import BaseModel, Field

from boardgames_tui.engine.assets import read_asset_text

Colour = Literal["Y", "G", "R", "B", "W"]
PersonType = Literal["master", "journeyman", "apprentice"]
COLOURS: tuple[str, ...] = ("Y", "G", "R", "B")
COLOUR_NAMES = {"Y": "yellow", "G": "green", "R": "red", "B": "blue", "W": "wild"}
RIVAL = -1  # owner id of the solo Rival's markers (rules §10)


class CardDef(BaseModel):
    id: str
    level: int = 0
    type: PersonType
    crown: bool = False
    bonus: dict[str, Any]
    type_status: str = "REC"

    @property
    def code(self) -> str:
        return str(self.bonus.get("code", "none"))

    @property
    def is_end_card(self) -> bool:
        return self.code.startswith("end_")


class DressDef(BaseModel):
    id: str
    colours: list[str]
    garment: Literal["lady", "gent"]
    bales: dict[str, int]
    yarn: int
    lace: int
    value: int
    pp: int
    thimble: bool


class TileDef(BaseModel):
    """One resource tile. `gains` maps a discard choice to (yarn, lace) gained."""

    id: int
    bales: dict[str, int]
    gains: dict[str, tuple[int, int]]
    premium: bool = False


class GuestSpace(BaseModel):
    id: str
    master: bool = False
    bonus: Literal["livre", "yarn", "lace", "resource_tile"] | None = None
    amount: int = 0


class DecorationDef(BaseModel):
    id: str
    kind: Literal["musician", "fireworks", "statue", "kitchen_a", "kitchen_b"]
    cost: int
    pp: int = 0
    terrace_multiplier: int = 0
    hall: str = ""


class HallDef(BaseModel):
    id: str
    name: str
    majority: tuple[int, int]
    musician: DecorationDef
    guest_spaces: list[GuestSpace]


class BoardSide(BaseModel):
    key: str
    segments: int
    spaces_per_segment: int
    window_costs: list[int]
    halls: list[HallDef]
    fireworks: list[DecorationDef]
    statues: list[DecorationDef]
    kitchen_a: list[DecorationDef]
    kitchen_b: list[DecorationDef]
    all_halls_pp: list[int]
    fireworks_majority: tuple[int, int]

    @property
    def decorations(self) -> list[DecorationDef]:
        return (
            [h.musician for h in self.halls]
            + self.fireworks
            + self.statues
            + self.kitchen_a
            + self.kitchen_b
        )


class JewelDef(BaseModel):
    id: str
    colour: str
    kind: Literal["necklace", "ring"]


class ExamDef(BaseModel):
    key: Literal["journeyman", "master"]
    examinee_type: PersonType
    cost_livre: int
    tasks: list[dict[str, str]]


class Data(BaseModel):
    constants: dict[str, Any]
    sides: dict[str, BoardSide]
    base_cards: list[CardDef]
    hire_deck: list[CardDef]
    dresses: list[DressDef]
    fancy: list[DressDef]
    tiles: list[TileDef]
    premium_tiles: list[TileDef]
    jewels: list[JewelDef]
    jewel_prices: list[int]
    exams: dict[str, ExamDef]
    exam_cards: list[CardDef]
    solo_rating: list[dict[str, Any]]
    statuses: dict[str, str] = Field(default_factory=dict)


def _gains(bottom: Any) -> dict[str, tuple[int, int]]:
    """The discard choices printed on a tile's lower half (rules §5.4.2)."""
    if isinstance(bottom, dict) and "both" in bottom:
        return {"both": (1, 1)}
    if isinstance(bottom, dict) and "either" in bottom:
        return {"yarn": (1, 0), "lace": (0, 1)}
    yarn = sum(1 for x in bottom if x == "yarn")
    lace = sum(1 for x in bottom if x == "lace")
    if yarn and lace:
        return {"both": (yarn, lace)}
    return {"yarn": (yarn, 0)} if yarn else {"lace": (0, lace)}


def _tiles(rows: list[dict], start: int, premium: bool) -> list[TileDef]:
    out: list[TileDef] = []
    for row in rows:
        for _ in range(row["count"]):
            out.append(
                TileDef(
                    id=start + len(out),
                    bales=row["bales"],
                    gains=_gains(row["bottom"]),
                    premium=premium,
                )
            )
    return out


def _side(key: str, raw: dict, fireworks_majority: list[int]) -> BoardSide:
    halls = [
        HallDef(
            id=h["id"],
            name=h["name"],
            majority=tuple(h["majority"]),
            musician=DecorationDef(kind="musician", hall=h["id"], **h["musician"]),
            guest_spaces=[GuestSpace(**s) for s in h["guest_spaces"]],
        )
        for h in raw["halls"]
    ]
    return BoardSide(
        key=key,
        segments=raw["warehouse"]["segments"],
        spaces_per_segment=raw["warehouse"]["spaces_per_segment"],
        window_costs=raw["windows_cost_left_to_right"],
        halls=halls,
        fireworks=[DecorationDef(kind="fireworks", **f) for f in raw["fireworks"]],
        statues=[DecorationDef(kind="statue", **s) for s in raw["statues"]],
        kitchen_a=[DecorationDef(kind="kitchen_a", **k) for k in raw["kitchen_row_a"]],
        kitchen_b=[DecorationDef(kind="kitchen_b", **k) for k in raw["kitchen_row_b"]],
        all_halls_pp=raw["all_halls_pp"],
        fireworks_majority=tuple(fireworks_majority),
    )


@cache
def data() -> Data:
    raw = json.loads(read_asset_text("rococo", "components.json"))
    consts = raw["constants"]["values"]
    sides = {
        key: _side(key, side, consts["fireworks_majority"][key])
        for key, side in raw["board_sides"]["sides"].items()
    }
    base_tiles = _tiles(raw["resource_tiles"]["tiles"], 0, False)
    premium = _tiles(raw["premium_resource_tiles"]["tiles"], len(base_tiles), True)
    jb = raw["jewelry_box"]
    jewels: list[JewelDef] = []
    for colour, count in jb["jewels"]["counts_by_colour"].items():
        kind = jb["jewels"]["type_by_colour"][colour]
        jewels.extend(
            JewelDef(id=f"{colour}{i + 1}", colour=colour, kind=kind) for i in range(count)
        )
    exams = {key: ExamDef(key=key, **exam) for key, exam in jb["exams"].items()}
    statuses = {k: v["status"] for k, v in raw.items() if isinstance(v, dict) and "status" in v}
    return Data(
        constants=consts,
        sides=sides,
        base_cards=[CardDef(**c) for c in raw["base_cards"]["cards"]],
        hire_deck=[CardDef(**c) for c in raw["hire_deck"]["cards"]],
        dresses=[DressDef(**d) for d in raw["dresses"]["tiles"]],
        fancy=[DressDef(**d) for d in raw["fancy_garments"]["tiles"]],
        tiles=base_tiles,
        premium_tiles=premium,
        jewels=jewels,
        jewel_prices=jb["jewels"]["display_prices_left_to_right"],
        exams=exams,
        exam_cards=[CardDef(**c) for c in jb["exam_cards"]],
        solo_rating=raw["solo"]["rating"],
        statuses=statuses,
    )


@cache
def const(name: str) -> Any:
    """A constant of the components file, remembered (the rules ask some on every turn;
    the values are never changed)."""
    return data().constants[name]


@cache
def _card_index() -> dict[str, CardDef]:
    d = data()
    return {c.id: c for c in [*d.base_cards, *d.hire_deck, *d.exam_cards]}


@cache
def card_type(card_id: str) -> str:
    """`card(card_id).type`, remembered: asked on every turn (bounded by the cards)."""
    return card(card_id).type


def card(card_id: str) -> CardDef:
    """Card definition by id; a redacted placeholder reads as a bonus-less apprentice."""
    found = _card_index().get(card_id)
    if found is None:
        return CardDef(id=card_id, type="apprentice", bonus={"code": "none"})
    return found


def is_card(card_id: str) -> bool:
    """An employee card of the game (base, hire deck or exam), not a placeholder."""
    return card_id in _card_index()


@cache
def _dress_index() -> dict[str, DressDef]:
    d = data()
    return {x.id: x for x in [*d.dresses, *d.fancy]}


def dress(dress_id: str) -> DressDef:
    return _dress_index()[dress_id]


HIDDEN_TILE = TileDef(id=-1, bales={}, gains={})


@cache
def _tile_index() -> dict[int, TileDef]:
    d = data()
    return {t.id: t for t in [*d.tiles, *d.premium_tiles]}


def tile(tile_id: int) -> TileDef:
    return _tile_index().get(tile_id, HIDDEN_TILE)


@cache
def tile_bales(tile_id: int) -> tuple[tuple[str, int], ...]:
    """A tile's silk bales as (colour, count) pairs (none for a hidden tile)."""
    return tuple(tile(tile_id).bales.items())


@cache
def _jewel_index() -> dict[str, JewelDef]:
    return {j.id: j for j in data().jewels}


def jewel(jewel_id: str) -> JewelDef:
    return _jewel_index()[jewel_id]


def side_key(n_players: int) -> str:
    """Board side by player count (rules §8); solo uses the 2-3 side."""
    return "4-5" if n_players >= 4 else "2-3"


def board(n_players: int) -> BoardSide:
    return data().sides[side_key(n_players)]


@cache
def decorations(key: str) -> tuple[DecorationDef, ...]:
    """Every decoration space of a board side, in the order of `BoardSide.decorations`."""
    return tuple(data().sides[key].decorations)


@cache
def decoration_index(key: str) -> dict[str, DecorationDef]:
    return {d.id: d for d in data().sides[key].decorations}


@cache
def decoration_kinds(key: str) -> dict[str, str]:
    """Decoration id -> its kind (musician, fireworks, statue, kitchen_a, kitchen_b)."""
    return {d.id: d.kind for d in data().sides[key].decorations}


@cache
def space_index(key: str) -> dict[str, tuple[HallDef, GuestSpace]]:
    return {s.id: (h, s) for h in data().sides[key].halls for s in h.guest_spaces}


def tile_label(tile_id: int) -> str:
    t = tile(tile_id)
    if t.id < 0:
        return "hidden tile"
    bales = " ".join(f"{n}{c}" for c, n in t.bales.items())
    opts = "/".join(
        "+".join(x for x, k in (("yarn", g[0]), ("lace", g[1])) if k)
        if sum(g) <= 2 and max(g) <= 1
        else f"{max(g)} {'yarn' if g[0] else 'lace'}"
        for g in t.gains.values()
    )
    return f"[{bales} | {opts}]"
