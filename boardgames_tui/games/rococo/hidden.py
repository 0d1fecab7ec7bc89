"""What one seat may see of a Rococo game (rules §9): others' hands, supplies and kept
tiles, the order of every bag and stack, and the seed are secret."""

from __future__ import annotations

from ...engine.seat_view import SeatView
from .determinize import HIDDEN
from .state import State, copy_state


class RococoView(SeatView[State]):
    def private_decision(self, state: State, seat: int) -> bool:
        """Hand choice and every turn show the hand (rules §9)."""
        if len(state.players) == 1:
            return False
        return seat in self.rules.to_act(state)

    def redact(self, state: State, seat: int) -> State:
        """Hide others' hands, supplies and kept tiles, bag orders and the seed (§9)."""
        red = copy_state(state)
        red.seed = 0
        for i, p in enumerate(red.seats):
            if i == seat:
                continue
            p.hand = [HIDDEN] * len(p.hand)
            p.supply = [HIDDEN] * len(p.supply)
            p.tiles = [-1] * len(p.tiles)
        red.hire_stack = [HIDDEN] * len(red.hire_stack)
        red.dress_bag = [HIDDEN] * len(red.dress_bag)
        red.resource_bag = [-1] * len(red.resource_bag)
        red.jewel_bag = [HIDDEN] * len(red.jewel_bag)
        if red.turn is not None and red.current != seat and red.turn.drawn_tile >= 0:
            red.turn.drawn_tile = -1
        return red
