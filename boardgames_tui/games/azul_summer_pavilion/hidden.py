"""What one seat may see of an Azul game (rules §14.13): only the bag's order is secret."""

from __future__ import annotations

from ...engine.seat_view import SeatView
from .state import AzulState


class AzulView(SeatView[AzulState]):
    def redact(self, state: AzulState, seat: int) -> AzulState:
        """Only the bag's order is secret; its contents stay countable, so it is sorted."""
        return state.model_copy(update={"bag": sorted(state.bag)})
