"""Small builders for hand-made Bruxelles 1897 positions (tests only)."""

from __future__ import annotations

from boardgames_tui.games.bruxelles_1897 import RULES
from boardgames_tui.games.bruxelles_1897.state import Cell, GameState, Options, Placed

NAMES = ["Ana", "Ben", "Cleo", "Dirk"]


def fresh(n: int = 2, seed: int = 1, **options) -> GameState:
    """A new game whose start player is seat 0, so seat order is predictable."""
    for s in range(seed, seed + 200):
        state = RULES.setup(NAMES[:n], s, Options(**options))
        if state.first_player == 0 and state.step == "turn":
            return state
    raise AssertionError("no seed with seat 0 starting")


def with_grid(state: GameState, codes: list[str]) -> GameState:
    """Replace the dealt grid by `codes` (row by row)."""
    out = state.model_copy(deep=True)
    assert len(codes) == out.rows * out.cols
    out.grid = [Cell(action=c) for c in codes]
    return out


def occupy(state: GameState, row: int, col: int, seat: int, value: int, card: str = "A13"):
    """Put an architect on a grid position directly (for scoring tests)."""
    cell = state.cell(row, col)
    cell.owner = seat
    cell.architect = Placed(card=card, value=value)


def play(state: GameState, action, seat: int | None = None) -> GameState:
    seat = RULES.to_act(state)[0] if seat is None else seat
    return RULES.apply(state, seat, action)


def grid_of(kind: str, rows: int = 3) -> list[str]:
    return [kind] * (rows * 4)
