"""The game state and the setup options.

The state is plain data (lists of ints) so it serialises to JSON, compares with `==`
and copies cheaply. Tiles of one colour cannot be told apart (rules §2), so most
containers are count vectors of length 6 indexed by colour (see components.py). Only
the bag is an ordered list: its order is the hidden random draw order (rules §14.13).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel, Field

from boardgames_tui.engine.i18n import N_
from boardgames_tui.engine.state import StateData, evolve

Phase = Literal["take", "place", "bonus", "over"]


class AzulOptions(BaseModel):
    """Variants offered at setup (rules §5: all players use the same side)."""

    side: Literal["standard", "grey"] = Field(
        default="standard",
        title=N_("Board side"),
        description=N_("Which side of the player boards everyone plays: coloured stars, or the "
                       "grey stars where the first two tiles of a star decide its colours and "
                       "the spaces cost differently."),
        json_schema_extra={
            "choices": {
                "standard": N_("Coloured stars"),
                "grey": N_("Grey stars (variant)"),
            }
        },
    )


@dataclass(kw_only=True)
class AzulState(StateData):
    players: list[str]
    seed: int
    rng_counter: int = 0
    side: Literal["standard", "grey"] = "standard"
    round: int = 1
    phase: Phase = "take"
    current: int = 0
    start_player: int = 0
    # bag: draw order, next tile drawn from the end; hidden from everyone (redact sorts it)
    bag: list[int] = field(default_factory=list)
    tower: list[int] = field(default_factory=lambda: [0] * 6)
    factories: list[list[int]] = field(default_factory=list)
    centre: list[int] = field(default_factory=lambda: [0] * 6)
    token_in_centre: bool = True
    token_holder: int | None = None
    # 10 supply spaces on the scoring board, each a colour or None
    supply: list[int | None] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    corners: list[list[int]] = field(default_factory=list)
    # 42 spaces per player (space index = star * 6 + k - 1), colour or None
    boards: list[list[int | None]] = field(default_factory=list)
    passed: list[bool] = field(default_factory=list)
    # running score parts: score = start + placement_points - penalties (+ end bonuses)
    placement_points: list[int] = field(default_factory=list)
    penalties: list[int] = field(default_factory=list)
    start_scores: list[int] = field(default_factory=list)
    # bonus tiles still owed to `current` during the "bonus" phase (rules §10.5)
    bonus_owed: int = 0

    @property
    def wild(self) -> int:
        """Colour index of this round's wild colour (rules §3: round r -> colour r-1)."""
        return min(self.round, 6) - 1

    def score(self, seat: int) -> int:
        return self.start_scores[seat] + self.placement_points[seat] - self.penalties[seat]


def clone(state: AzulState, board_seat: int | None = None) -> AzulState:
    """A copy for `apply` to change (`engine.state.evolve`): every container fresh,
    except the bag (only ever replaced, see `bag.draw`) and the boards, which only a
    placement changes: only the board of `board_seat` (if any) is copied, the others are
    shared with `state` (nothing may change them in place but `apply_place`)."""
    boards = state.boards.copy()
    if board_seat is not None:
        boards[board_seat] = boards[board_seat].copy()
    return evolve(
        state,
        tower=state.tower.copy(),
        factories=list(map(list.copy, state.factories)),
        centre=state.centre.copy(),
        supply=state.supply.copy(),
        hands=list(map(list.copy, state.hands)),
        corners=list(map(list.copy, state.corners)),
        boards=boards,
        passed=state.passed.copy(),
        placement_points=state.placement_points.copy(),
        penalties=state.penalties.copy(),
    )


def clone_for_take(state: AzulState) -> AzulState:
    """A copy for a take (rules §9): fresh factories, centre, hands, penalties and pass
    flags; the bag, tower, supply, corners, boards and scores are shared with `state`.

    A take changes only those, and when it empties the last source, Phase 2 starts
    (`start_phase2`: new pass flags, a placer found). It never ends the round: the taker
    now holds at least one tile, so somebody is left to place (rules §10.1).
    """
    return evolve(
        state,
        factories=list(map(list.copy, state.factories)),
        centre=state.centre.copy(),
        hands=list(map(list.copy, state.hands)),
        penalties=state.penalties.copy(),
        passed=state.passed.copy(),
    )
