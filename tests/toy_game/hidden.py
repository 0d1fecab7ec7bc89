"""What one seat may see of the toy game (the rules object's `view`): the deck's order
and the other players' hands are secret."""

from __future__ import annotations

from boardgames_tui.engine.seat_view import SeatView

from .state import ToyState


class ToyView(SeatView[ToyState]):
    def redact(self, state: ToyState, seat: int) -> ToyState:
        s = state.model_copy(deep=True)
        s.deck = [0] * len(s.deck)
        s.hands = [h if i == seat else [0] * len(h) for i, h in enumerate(s.hands)]
        return s
