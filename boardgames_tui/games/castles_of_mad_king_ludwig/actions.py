"""The decisions of the game, one pydantic model per kind (a discriminated union)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field


class KeepBonusCards(BaseModel, frozen=True):
    """Keep these bonus cards from the ones dealt (setup, §7.5) or drawn (utility, §10)."""

    kind: Literal["keep_bonus"] = "keep_bonus"
    keep: tuple[str, ...]


class SwapRooms(BaseModel, frozen=True):
    """Master Builder pricing: exchange the rooms (with their coins) of two slots (§8.2).

    At most one fewer swap than there are slots per pricing (enough for any order)."""

    kind: Literal["swap_rooms"] = "swap_rooms"
    a: int
    b: int


class PricesDone(BaseModel, frozen=True):
    """Master Builder pricing: the rooms stay where they are now (§8.2)."""

    kind: Literal["prices_done"] = "prices_done"


class SwapSlots(BaseModel, frozen=True):
    """The swap of saves made before swaps were bounded: unbounded, still replayed.

    A round priced with `SwapSlots`/`FinishPricing` is played as it was then (no stalled
    market rule, rewards in the fixed order), so those saves replay exactly. New games
    never list these two; `legal_actions` offers `SwapRooms` and `PricesDone`."""

    kind: Literal["swap_slots"] = "swap_slots"
    a: int
    b: int


class FinishPricing(BaseModel, frozen=True):
    """The end of pricing in saves made before swaps were bounded (see SwapSlots)."""

    kind: Literal["finish_pricing"] = "finish_pricing"


class BuyRoom(BaseModel, frozen=True):
    """Buy the room under price slot `slot` (§8.3)."""

    kind: Literal["buy_room"] = "buy_room"
    slot: int


class BuyCorridor(BaseModel, frozen=True):
    """Buy stairs or a hallway from the supply for 3,000 (§8.3)."""

    kind: Literal["buy_corridor"] = "buy_corridor"
    piece: Literal["stairs", "hallway"]


class Pass(BaseModel, frozen=True):
    """Buy nothing and take 5,000 from the bank (§8.3)."""

    kind: Literal["pass"] = "pass"


class PlaceTile(BaseModel, frozen=True):
    """Lay the held tile: quarter turns clockwise, box origin, hallway face (§6.4, §6.9)."""

    kind: Literal["place"] = "place"
    rot: int
    x: int
    y: int
    down: bool = False


class TakeFreeCorridor(BaseModel, frozen=True):
    """Corridor reward: take stairs or a hallway for free (§10)."""

    kind: Literal["free_corridor"] = "free_corridor"
    piece: Literal["stairs", "hallway"]


class ChooseStack(BaseModel, frozen=True):
    """Sleeping reward: look through the stack of this size (§10)."""

    kind: Literal["choose_stack"] = "choose_stack"
    size: int


class ArrangeStack(BaseModel, frozen=True):
    """Sleeping reward: these rooms go on top in this order (0-2, D2)."""

    kind: Literal["arrange_stack"] = "arrange_stack"
    top: tuple[str, ...] = ()


class ChooseReward(BaseModel, frozen=True):
    """Downstairs reward: take the reward of another room type (§10, D1)."""

    kind: Literal["choose_reward"] = "choose_reward"
    reward: Literal["living", "activity", "sleeping", "food", "utility", "outdoor", "corridor"]


RewardKind = Literal["sleeping", "utility", "corridor", "downstairs"]


class ResolveReward(BaseModel, frozen=True):
    """Several completion rewards at once: resolve this room type's reward next (§10, D23)."""

    kind: Literal["next_reward"] = "next_reward"
    reward: RewardKind


Action = Annotated[
    KeepBonusCards | SwapRooms | PricesDone | SwapSlots | FinishPricing | BuyRoom
    | BuyCorridor | Pass | PlaceTile | TakeFreeCorridor | ChooseStack | ArrangeStack
    | ChooseReward | ResolveReward,
    Field(discriminator="kind"),
]

WILD_CHOICES = ("living", "activity", "sleeping", "food", "utility", "outdoor", "corridor")
