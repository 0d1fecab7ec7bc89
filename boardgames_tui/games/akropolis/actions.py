"""The two decisions of a turn (rules §4): take a tile from the site, then place it."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field


class TakeTile(BaseModel):
    """Take the tile at `index` of the construction site, paying `index` stones (§4.1)."""

    model_config = ConfigDict(frozen=True)
    kind: Literal["take"] = "take"
    index: int


class PlaceTile(BaseModel):
    """Place the taken tile with h0 on (q, r), turned `rot` sixth-turns clockwise (§2.3)."""

    model_config = ConfigDict(frozen=True)
    kind: Literal["place"] = "place"
    q: int
    r: int
    rot: int


Action = Annotated[TakeTile | PlaceTile, Field(discriminator="kind")]
