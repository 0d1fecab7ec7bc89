"""Player decisions: one pydantic model per decision kind (rules §5).

A turn is a sequence of these: play a card, a main action (with its follow-ups such as
handing in tiles and renting the dress), then the card's bonus.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

TileUse = Literal["keep", "yarn", "lace", "both"]


class FrozenAction(BaseModel):
    """A decision is a value: frozen, so the rules can hand out the same instance in
    every list of legal actions (see `made`)."""

    model_config = ConfigDict(frozen=True)


class ChooseHand(FrozenAction):
    """Phase 2: the 3 cards taken into the hand, chosen secretly (rules §5.2)."""

    kind: Literal["choose_hand"] = "choose_hand"
    cards: tuple[str, ...]


class PlayCard(FrozenAction):
    kind: Literal["play_card"] = "play_card"
    card: str


class ClaimFavor(FrozenAction):
    kind: Literal["claim_favor"] = "claim_favor"


class AcquireTile(FrozenAction):
    """Take a warehouse tile and keep it as silk or discard it for yarn/lace (§5.4.2)."""

    kind: Literal["acquire_tile"] = "acquire_tile"
    segment: int
    slot: int
    use: TileUse


class MakeDress(FrozenAction):
    kind: Literal["make_dress"] = "make_dress"
    window: int


class HandInTile(FrozenAction):
    kind: Literal["hand_in_tile"] = "hand_in_tile"
    tile: int


class RentDress(FrozenAction):
    kind: Literal["rent_dress"] = "rent_dress"
    space: str


class SellDress(FrozenAction):
    kind: Literal["sell_dress"] = "sell_dress"


class Hire(FrozenAction):
    kind: Literal["hire"] = "hire"
    slot: int


class Depute(FrozenAction):
    kind: Literal["depute"] = "depute"


class FundDecoration(FrozenAction):
    kind: Literal["fund_decoration"] = "fund_decoration"
    space: str


class TakeExam(FrozenAction):
    """Jewelry Box: trade the played card in for a card of an exam deck (§12.2)."""

    kind: Literal["take_exam"] = "take_exam"
    exam: Literal["journeyman", "master"]
    card: str


class SkipMain(FrozenAction):
    kind: Literal["skip_main"] = "skip_main"


class TakeFreeTile(FrozenAction):
    kind: Literal["take_free_tile"] = "take_free_tile"
    segment: int
    slot: int
    use: TileUse


class UseDrawnTile(FrozenAction):
    kind: Literal["use_drawn_tile"] = "use_drawn_tile"
    use: TileUse


class BuyJewel(FrozenAction):
    kind: Literal["buy_jewel"] = "buy_jewel"
    slot: int


class SkipJewel(FrozenAction):
    kind: Literal["skip_jewel"] = "skip_jewel"


class UseBonus(FrozenAction):
    """Use the pending bonus (a simple gain, or start its additional action)."""

    kind: Literal["use_bonus"] = "use_bonus"


class TakeMaterial(FrozenAction):
    kind: Literal["take_material"] = "take_material"
    item: Literal["yarn", "lace"]


class DeputeOther(FrozenAction):
    kind: Literal["depute_other"] = "depute_other"
    card: str


class BuyPrestige(FrozenAction):
    kind: Literal["buy_prestige"] = "buy_prestige"
    count: int


class DiscardTileForPP(FrozenAction):
    kind: Literal["discard_tile_pp"] = "discard_tile_pp"
    tile: int


class FinishBonus(FrozenAction):
    kind: Literal["finish_bonus"] = "finish_bonus"


class SkipBonus(FrozenAction):
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


def made(cls, **fields):
    """An action the rules list as legal, built once and then shared: the values come
    from the rules themselves, already of the right types, and `legal_actions` lists
    hundreds per decision. Equal to `cls(**fields)`; actions from outside (saves, the
    screen) are still validated. The table is bounded and holds frozen values only."""
    return _made(cls, tuple(fields.items()))


@lru_cache(maxsize=4096)
def _made(cls, items: tuple):
    return cls(**dict(items))
