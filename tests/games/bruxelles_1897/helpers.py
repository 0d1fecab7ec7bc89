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


async def point_to(pilot, key) -> None:
    """Press the arrows of a shortest path to the target `key` on the screen's decision
    now (each press follows the shared `nearest` over the targets the screen reports)."""
    from boardgames_tui.ui.board import targets as nav

    screen = pilot.app.screen
    targets = screen.targets()
    start = screen.pointed()
    paths = {start: []}
    todo = [start]
    while todo and key not in paths:
        here = nav.find(targets, todo.pop(0))
        for direction in nav.DIRECTIONS:
            there = nav.nearest(targets, here, direction)
            if there is not None and there.key not in paths:
                paths[there.key] = [*paths[here.key], direction]
                todo.append(there.key)
    for direction in paths[key]:
        await pilot.press(direction)
    assert screen.pointed() == key, (screen.pointed(), key)


async def choose_architect(pilot, card: str, value: int) -> None:
    """The first step of a turn: the architect `card` showing `value` (its digit, s for
    the other side, Enter): the cursor goes to the grid."""
    from boardgames_tui.games.bruxelles_1897.components import load_data

    screen = pilot.app.screen
    await pilot.press(str(["A13", "A24", "A25"].index(card) + 1))
    if load_data().architect(card).low != value:
        await pilot.press("s")
    await pilot.press("enter")
    assert screen.stage == "place" and screen.selected_value() == value
