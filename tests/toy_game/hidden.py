"""What one seat may see of the toy game (the rules object's `view`): the deck's order
and the other players' hands are secret."""

from __future__ import annotations

from boardgames_tui.engine.seat_view import SeatView
from boardgames_tui.engine.state import evolve

from .state import ToyState


class ToyView(SeatView[ToyState]):
    def redact(self, state: ToyState, seat: int) -> ToyState:
        return evolve(state, deck=[0] * len(state.deck),
                      hands=[h if i == seat else [0] * len(h) for i, h in enumerate(state.hands)])
