"""What a proposed move would change in the majorities, asked by the previews.

The screens never build a state of their own to see what a move does: they hand the real
state and the proposed action to these functions, which work it out with the scoring
rules (rules §7) as if the game ended now.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import board as B
from . import scoring as S
from .actions import FundDecoration, RentDress
from .state import Occupant, State


@dataclass(frozen=True)
class HallStanding:
    """One hall if the game ended now: each owner's dresses there, the majority points
    they would score, and who wins a tie for first and for second place and why (see
    `scoring.hall_tie`)."""

    hall: str
    counts: dict[int, int]
    points: dict[int, int]
    tie: S.Tie | None
    second_tie: S.Tie | None


def hall_standing(state: State, hall_id: str) -> HallStanding:
    counts: dict[int, int] = {}
    for sid, occ in state.halls.items():
        if B.hall_of_space(state, sid).id == hall_id:
            counts[occ.seat] = counts.get(occ.seat, 0) + 1
    return HallStanding(hall_id, counts, S.hall_points_of(state, hall_id),
                        S.hall_tie(state, hall_id), S.hall_tie(state, hall_id, place=2))


@dataclass(frozen=True)
class RentOutlook:
    """Renting the dress being made to a guest space: its hall before and after, and the
    All halls points it would win (0 when it does not complete the five halls)."""

    before: HallStanding
    after: HallStanding
    all_halls_points: int


def _rented(state: State, seat: int, action: RentDress) -> State:
    """The halls with the dress of the turn on `action`'s space (the only change renting
    makes to the majorities; its bonus and income come later in the turn)."""
    t = state.turn
    dress = t.dress if t is not None and t.dress else "Y01"
    halls = dict(state.halls)
    halls[action.space] = Occupant(seat=seat, dress=dress, master=bool(t and t.by_master))
    return state.model_copy(update={"halls": halls})


def rent_outlook(state: State, seat: int, action: RentDress) -> RentOutlook:
    hall = B.hall_of_space(state, action.space).id
    after = _rented(state, seat, action)
    side = B.side(state)
    completes = (
        len(B.halls_present(after, seat)) == len(side.halls) > len(B.halls_present(state, seat))
        and state.seats[seat].all_halls < 0
        and len(state.all_halls) < len(side.all_halls_pp)
    )
    points = side.all_halls_pp[len(state.all_halls)] if completes else 0
    return RentOutlook(hall_standing(state, hall), hall_standing(after, hall), points)


@dataclass(frozen=True)
class FundOutlook:
    """Funding a decoration space: who would win a tie for the most and the second most
    fireworks (None: no tie), and `seat`'s statue points before and after."""

    fireworks_tie: int | None
    fireworks_second_tie: int | None
    statues_before: int
    statues_after: int


def fund_outlook(state: State, seat: int, action: FundDecoration) -> FundOutlook:
    after = state.model_copy(update={"decorations": {**state.decorations, action.space: seat}})
    return FundOutlook(S.fireworks_tie(after), S.fireworks_tie(after, place=2),
                       S.statue_points(state, seat), S.statue_points(after, seat))
