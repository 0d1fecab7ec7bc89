"""The toy game's decisions, one pydantic model per kind, told apart by `kind` (a
discriminated union: a save stores each action as a small JSON object)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field


class Add(BaseModel):
    kind: Literal["add"] = "add"
    amount: Literal[1, 2]


class Draw(BaseModel):
    kind: Literal["draw"] = "draw"


class EndTurn(BaseModel):
    kind: Literal["end"] = "end"


ToyAction = Annotated[Add | Draw | EndTurn, Field(discriminator="kind")]
