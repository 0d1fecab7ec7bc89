"""The game state and the setup options.

The state is plain data (lists of ints) so it serialises to JSON, compares with `==`
and copies cheaply. Tiles of one colour cannot be told apart (rules §2), so most
containers are count vectors of length 6 indexed by colour (see components.py). Only
the bag is an ordered list: its order is the hidden random draw order (rules §14.13).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

Phase = Literal["take", "place", "bonus", "over"]


class AzulOptions(BaseModel):
    """Variants offered at setup (rules §5: all players use the same side)."""

    side: Literal["standard", "grey"] = Field(
        default="standard",
        title="Board side",
        description="Which side of the player boards everyone plays: coloured stars, or the "
        "grey stars where the first two tiles of a star decide its colours and the spaces "
        "cost differently.",
        json_schema_extra={
            "choices": {
                "standard": "Coloured stars",
                "grey": "Grey stars (variant)",
            }
        },
    )


class AzulState(BaseModel):
    players: list[str]
    seed: int
    rng_counter: int = 0
    side: Literal["standard", "grey"] = "standard"
    round: int = 1
    phase: Phase = "take"
    current: int = 0
    start_player: int = 0
    # bag: draw order, next tile drawn from the end; hidden from everyone (redact sorts it)
    bag: list[int] = Field(default_factory=list)
    tower: list[int] = Field(default_factory=lambda: [0] * 6)
    factories: list[list[int]] = Field(default_factory=list)
    centre: list[int] = Field(default_factory=lambda: [0] * 6)
    token_in_centre: bool = True
    token_holder: int | None = None
    # 10 supply spaces on the scoring board, each a colour or None
    supply: list[int | None] = Field(default_factory=list)
    hands: list[list[int]] = Field(default_factory=list)
    corners: list[list[int]] = Field(default_factory=list)
    # 42 spaces per player (space index = star * 6 + k - 1), colour or None
    boards: list[list[int | None]] = Field(default_factory=list)
    passed: list[bool] = Field(default_factory=list)
    # running score parts: score = start + placement_points - penalties (+ end bonuses)
    placement_points: list[int] = Field(default_factory=list)
    penalties: list[int] = Field(default_factory=list)
    start_scores: list[int] = Field(default_factory=list)
    # bonus tiles still owed to `current` during the "bonus" phase (rules §10.5)
    bonus_owed: int = 0

    @property
    def wild(self) -> int:
        """Colour index of this round's wild colour (rules §3: round r -> colour r-1)."""
        return min(self.round, 6) - 1

    def score(self, seat: int) -> int:
        return self.start_scores[seat] + self.placement_points[seat] - self.penalties[seat]


def clone(state: AzulState) -> AzulState:
    """A copy whose mutable containers are all fresh (cheaper than a deep copy)."""
    return state.model_copy(
        update={
            "bag": list(state.bag),
            "tower": list(state.tower),
            "factories": [list(f) for f in state.factories],
            "centre": list(state.centre),
            "supply": list(state.supply),
            "hands": [list(h) for h in state.hands],
            "corners": [list(c) for c in state.corners],
            "boards": [list(b) for b in state.boards],
            "passed": list(state.passed),
            "placement_points": list(state.placement_points),
            "penalties": list(state.penalties),
            "start_scores": list(state.start_scores),
            "players": list(state.players),
        }
    )
