"""The four decisions a player makes (architecture: one action = one atomic decision).

- Take: Phase 1, take all tiles of one colour from a source (rules §9).
- Place: Phase 2, put one tile on a space and pay for it (rules §10.2-10.4).
- TakeBonus: after a placement surrounded a symbol, take one supply tile (rules §10.5).
- Pass: Phase 2, stop for this round, keeping up to 4 tiles (rules §10.6).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

ColourName = Literal["purple", "green", "orange", "yellow", "blue", "red"]
StarName = Literal["center", "purple", "orange", "red", "blue", "yellow", "green"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True)


class Take(_Frozen):
    """Source 0 is the centre of the table, 1..n are the factory displays."""

    kind: Literal["take"] = "take"
    source: int
    colour: ColourName


class Place(_Frozen):
    """Place one `colour` tile on `star`/`index`, paying `wilds` of the cost with wilds."""

    kind: Literal["place"] = "place"
    star: StarName
    index: int = Field(ge=1, le=6)
    colour: ColourName
    wilds: int = Field(default=0, ge=0)


class TakeBonus(_Frozen):
    """Take the tile on supply space `space` (0..9)."""

    kind: Literal["bonus"] = "bonus"
    space: int


class Pass(_Frozen):
    """Keep `keep[c]` tiles of colour c (at most 4 in all); the rest are discarded."""

    kind: Literal["pass"] = "pass"
    keep: tuple[int, int, int, int, int, int] = (0, 0, 0, 0, 0, 0)


AzulAction = Annotated[Take | Place | TakeBonus | Pass, Field(discriminator="kind")]
