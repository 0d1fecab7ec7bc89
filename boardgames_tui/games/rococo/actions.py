"""Player decisions: one pydantic model per decision kind (rules §5).

A turn is a sequence of these: play a card, a main action (with its follow-ups such as
handing in tiles and renting the dress), then the card's bonus.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field

TileUse = Literal["keep", "yarn", "lace", "both"]


class ChooseHand(BaseModel):
    """Phase 2: the 3 cards taken into the hand, chosen secretly (rules §5.2)."""

    kind: Literal["choose_hand"] = "choose_hand"
    cards: tuple[str, ...]


class PlayCard(BaseModel):
    kind: Literal["play_card"] = "play_card"
    card: str


class ClaimFavor(BaseModel):
    kind: Literal["claim_favor"] = "claim_favor"


class AcquireTile(BaseModel):
    """Take a warehouse tile and keep it as silk or discard it for yarn/lace (§5.4.2)."""

    kind: Literal["acquire_tile"] = "acquire_tile"
    segment: int
    slot: int
    use: TileUse


class MakeDress(BaseModel):
    kind: Literal["make_dress"] = "make_dress"
    window: int


class HandInTile(BaseModel):
    kind: Literal["hand_in_tile"] = "hand_in_tile"
    tile: int


class RentDress(BaseModel):
    kind: Literal["rent_dress"] = "rent_dress"
    space: str


class SellDress(BaseModel):
    kind: Literal["sell_dress"] = "sell_dress"


class Hire(BaseModel):
    kind: Literal["hire"] = "hire"
    slot: int


class Depute(BaseModel):
    kind: Literal["depute"] = "depute"


class FundDecoration(BaseModel):
    kind: Literal["fund_decoration"] = "fund_decoration"
    space: str


class TakeExam(BaseModel):
    """Jewelry Box: trade the played card in for a card of an exam deck (§12.2)."""

    kind: Literal["take_exam"] = "take_exam"
    exam: Literal["journeyman", "master"]
    card: str


class SkipMain(BaseModel):
    kind: Literal["skip_main"] = "skip_main"


class TakeFreeTile(BaseModel):
    kind: Literal["take_free_tile"] = "take_free_tile"
    segment: int
    slot: int
    use: TileUse


class UseDrawnTile(BaseModel):
    kind: Literal["use_drawn_tile"] = "use_drawn_tile"
    use: TileUse


class BuyJewel(BaseModel):
    kind: Literal["buy_jewel"] = "buy_jewel"
    slot: int


class SkipJewel(BaseModel):
    kind: Literal["skip_jewel"] = "skip_jewel"


class UseBonus(BaseModel):
    """Use the pending bonus (a simple gain, or start its additional action)."""

    kind: Literal["use_bonus"] = "use_bonus"


class TakeMaterial(BaseModel):
    kind: Literal["take_material"] = "take_material"
    item: Literal["yarn", "lace"]


class DeputeOther(BaseModel):
    kind: Literal["depute_other"] = "depute_other"
    card: str


class BuyPrestige(BaseModel):
    kind: Literal["buy_prestige"] = "buy_prestige"
    count: int


class DiscardTileForPP(BaseModel):
    kind: Literal["discard_tile_pp"] = "discard_tile_pp"
    tile: int


class FinishBonus(BaseModel):
    kind: Literal["finish_bonus"] = "finish_bonus"


class SkipBonus(BaseModel):
    kind: Literal["skip_bonus"] = "skip_bonus"


Action = Annotated[
    ChooseHand
    | PlayCard
    | ClaimFavor
    | AcquireTile
    | MakeDress
    | HandInTile
    | RentDress
    | SellDress
    | Hire
    | Depute
    | FundDecoration
    | TakeExam
    | SkipMain
    | TakeFreeTile
    | UseDrawnTile
    | BuyJewel
    | SkipJewel
    | UseBonus
    | TakeMaterial
    | DeputeOther
    | BuyPrestige
    | DiscardTileForPP
    | FinishBonus
    | SkipBonus,
    Field(discriminator="kind"),
]

MAIN_KINDS = (
    "claim_favor",
    "acquire_tile",
    "make_dress",
    "hire",
    "depute",
    "fund_decoration",
)
