"""Small builders for Bruxelles 1897 test positions, on top of the public
`scenario.bruxelles` (so the tests do not depend on the state's representation)."""

from __future__ import annotations

from boardgames_tui.games.bruxelles_1897 import RULES, scenario
from boardgames_tui.games.bruxelles_1897.scenario import Player
from boardgames_tui.games.bruxelles_1897.state import GameState, Options

NAMES = ["Ana", "Ben", "Cleo", "Dirk"]

__all__ = ["NAMES", "Player", "fresh", "grid_of", "play"]


def fresh(n: int = 2, seed: int = 1, **changes) -> GameState:
    """A position whose start player is Ana (seat 0), so seat order is predictable: the
    first seed from `seed` on where the setup makes her start. Keywords naming a variant
    (`tie_policy="none"`) are options, the others go to `scenario.bruxelles`."""
    options = {k: changes.pop(k) for k in list(changes) if k in Options.model_fields}
    for s in range(seed, seed + 200):
        state = scenario.bruxelles(n, seed=s, options=options)
        if state.first_player == 0 and RULES.to_act(state) == [0] and state.step == "turn":
            return scenario.bruxelles(n, seed=s, options=options, **changes) if changes else state
    raise AssertionError("no seed with seat 0 starting")


def play(state: GameState, action, seat: int | None = None) -> GameState:
    seat = RULES.to_act(state)[0] if seat is None else seat
    return RULES.apply(state, seat, action)


def grid_of(card: str, rows: int = 3) -> list[str]:
    """Every position of the grid dealt the same action card (named as on the board)."""
    return [card] * (rows * 4)
