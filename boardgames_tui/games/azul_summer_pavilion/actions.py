"""The four decisions a player makes (architecture: one action = one atomic decision).

- Take: Phase 1, take all tiles of one colour from a source (rules §9).
- Place: Phase 2, put one tile on a space and pay for it (rules §10.2-10.4).
- TakeBonus: after a placement surrounded a symbol, take one supply tile (rules §10.5).
- Pass: Phase 2, stop for this round, keeping up to 4 tiles (rules §10.6).
"""

from __future__ import annotations

from functools import cache
from typing import Annotated, Literal, get_args

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


# --- shared action values ------------------------------------------------------------------
# Every decision is one of a few thousand frozen values (Take: 10 sources x 6 colours;
# Place: 42 spaces x 6 colours x 0-5 wilds; Pass: the 210 kept sets of at most 4 tiles),
# so each is validated once, when first asked for, and shared after that: building a
# pydantic model per legal action was most of the cost of `legal_actions`.
_PASSES: dict[tuple[int, ...], Pass] = {}
# colour name -> index, in wild-round order (the order of the data file, tested)
COLOUR_INDEX: dict[str, int] = {c: i for i, c in enumerate(get_args(ColourName))}


@cache
def take_table() -> tuple[tuple[Take, ...], ...]:
    """table[source][colour]: the take of that colour (index in wild-round order) from the
    centre (source 0) or a factory 1..n (n at most 9, with 4 players)."""
    from .components import constants

    sources = max(constants().factories_by_players.values()) + 1
    return tuple(tuple(Take(source=s, colour=c) for c in COLOUR_INDEX) for s in range(sources))


@cache
def place_table() -> tuple[tuple[tuple[Place, ...], ...], ...]:
    """table[space][colour][wilds]: the placement of that colour on that space (space =
    star * 6 + index - 1, colours in wild-round order), paid with 0..5 wilds."""
    from .components import board

    b = board()
    return tuple(
        tuple(
            tuple(
                Place(star=b.star_ids[space // 6], index=space % 6 + 1, colour=colour, wilds=w)
                for w in range(6)
            )
            for colour in b.colour_ids
        )
        for space in range(42)
    )


def pass_action(keep: tuple[int, ...]) -> Pass:
    action = _PASSES.get(keep)
    if action is None:
        action = _PASSES[keep] = Pass(keep=keep)
    return action
