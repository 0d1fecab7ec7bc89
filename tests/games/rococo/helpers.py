"""Builders for hand-made Rococo positions."""

from __future__ import annotations

from boardgames_tui.games.rococo import RULES
from boardgames_tui.games.rococo import components as C
from boardgames_tui.games.rococo.state import Occupant, Options, State, TurnState


def new_state(n: int = 2, seed: int = 1, **opts) -> State:
    return RULES.setup([f"P{i + 1}" for i in range(n)], seed, Options(**opts))


def in_actions(state: State, seat: int = 0, hands: dict[int, list[str]] | None = None) -> State:
    """Skip phase 2: give hands directly (default: everyone holds BASE-M2, so the round
    does not end after one turn) and put `seat` on turn."""
    s = state.model_copy(deep=True)
    for i, p in enumerate(s.seats):
        p.chosen = True
        p.hand = list((hands or {}).get(i, [])) if hands is not None else ["BASE-M2"]
        p.supply = [c for c in p.supply if c not in p.hand]
    s.phase = "actions"
    s.current = seat
    s.turn = None
    return s


def played(state: State, card: str, seat: int = 0) -> State:
    """`seat` has played `card` (need not be in hand) and chooses the main action."""
    s = state.model_copy(deep=True)
    s.phase = "actions"
    s.current = seat
    p = s.seats[seat]
    if card in p.hand:
        p.hand.remove(card)
    elif card in p.supply:
        p.supply.remove(card)
    s.turn = TurnState(card=card)
    return s


def tile_with(bales: dict[str, int]) -> int:
    for t in [*C.data().tiles, *C.data().premium_tiles]:
        if t.bales == bales:
            return t.id
    raise KeyError(bales)


def rent(state: State, space: str, seat: int, dress: str, master: bool = False) -> None:
    state.halls[space] = Occupant(seat=seat, dress=dress, master=master)


def act(state: State, seat: int, action) -> State:
    assert action in RULES.legal_actions(state, seat), (action, RULES.legal_actions(state, seat))
    return RULES.apply(state, seat, action)
