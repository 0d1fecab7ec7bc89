"""Positions for the rules tests, built with the public builder (`scenario`), and small
readers of what a player holds."""

from __future__ import annotations

from boardgames_tui.games.rococo import RULES, scenario
from boardgames_tui.games.rococo import components as C
from boardgames_tui.games.rococo.state import Options, State


def new_state(n: int = 2, seed: int = 1, **opts) -> State:
    return RULES.setup([f"P{i + 1}" for i in range(n)], seed, Options(**opts))


def in_actions(state: State, seat: int = 0, hands: dict[int, list[str]] | None = None) -> State:
    """Phase 3 with `seat` on turn; given `hands`, the other players hold none, else
    everyone holds the second base Master (so the round does not end after one turn)."""
    if hands is not None:
        hands = {i: hands.get(i, []) for i in range(len(state.players))}
    return scenario.change(state, on_turn=seat, hands=hands)


def played(state: State, card: str, seat: int = 0) -> State:
    """`seat` has played `card` (from the hand, else the supply) and chooses the main action."""
    return scenario.change(state, on_turn=seat, playing=card)


def kept_tile(state: State, seat: int, silk: dict[str, int]) -> int:
    """The tile showing `silk` among those `seat` keeps."""
    return next(t for t in state.seats[seat].tiles if C.tile(t).bales == silk)


def silks(tiles: list[int]) -> list[dict[str, int]]:
    return [C.tile(t).bales for t in tiles]


def act(state: State, seat: int, action) -> State:
    assert action in RULES.legal_actions(state, seat), (action, RULES.legal_actions(state, seat))
    return RULES.apply(state, seat, action)
