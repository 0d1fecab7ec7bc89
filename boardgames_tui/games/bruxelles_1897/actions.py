"""The decisions of Bruxelles 1897, one pydantic model per kind (architecture: decisions,
not turns). A turn is one `Place`, or `StartBrussels` + `AddArchitect`s + `ConfirmBrussels`,
or `Pass`, followed by whatever the card asks (`Sell`, `Build`, `Activate`/`Skip`, `Free`,
and in the Cinquantenaire variants `TakeDiscard` / `ParkAction`)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field


class _Act(BaseModel):
    model_config = ConfigDict(frozen=True)


class Place(_Act):
    """Put architect `card` with face `value` on grid position (row, col) and pay (§6.1)."""

    kind: Literal["place"] = "place"
    card: str
    value: int
    row: int
    col: int


class StartBrussels(_Act):
    """Begin a placement on a Brussels card (§6.3)."""

    kind: Literal["brussels"] = "brussels"
    location: str


class AddArchitect(_Act):
    kind: Literal["add"] = "add"
    card: str
    value: int


class ConfirmBrussels(_Act):
    kind: Literal["confirm"] = "confirm"


class Pass(_Act):
    kind: Literal["pass"] = "pass"


class Sell(_Act):
    """Sale: the colour of the artwork discarded (§6.2)."""

    kind: Literal["sell"] = "sell"
    color: str


class Build(_Act):
    """Construction: the material cards spent, as sorted pair codes like ("BM", "WW")."""

    kind: Literal["build"] = "build"
    cards: tuple[str, ...]


class Activate(_Act):
    kind: Literal["activate"] = "activate"
    noble: str


class Skip(_Act):
    """Decline the new noble's activation, or stop activating at City Hall."""

    kind: Literal["skip"] = "skip"


class Free(_Act):
    """Which of your architects leaves prison (Vandervelde, Prison bonus)."""

    kind: Literal["free"] = "free"
    card: str


class Imprison(_Act):
    """Which of your Brussels architects goes to prison (§7.3)."""

    kind: Literal["imprison"] = "imprison"
    card: str


class TakeDiscard(_Act):
    """Cinquantenaire Park, discard mode: take the top card of this discard pile
    ('artwork', 'material', 'house' or 'noble') and carry out its action (§3.4, D9)."""

    kind: Literal["take_discard"] = "take_discard"
    pile: str


class ParkAction(_Act):
    """Cinquantenaire Park, 1893 mode: carry out one Art Nouveau action without placing
    an architect (creation, sale, supply, construction, influence, exhibition)."""

    kind: Literal["park_action"] = "park_action"
    action: str


class Continue(_Act):
    """Acknowledge the shown round-scoring step (columns, coats, prison)."""

    kind: Literal["continue"] = "continue"


Action = Annotated[
    Place
    | StartBrussels
    | AddArchitect
    | ConfirmBrussels
    | Pass
    | Sell
    | Build
    | Activate
    | Skip
    | Free
    | Imprison
    | TakeDiscard
    | ParkAction
    | Continue,
    Field(discriminator="kind"),
]
