"""SVG snapshots of the Bruxelles 1897 screen: the grid at round start (4 players, the
largest layout), mid-round with coats of arms at every layout size (80×24 with 2
players, 100×30 with 4, 120×40, 160×50), the round scoring (with the Brussels → prison
step) and the score sheet.

Update after an intended change:
`.venv/bin/pytest tests/games/bruxelles_1897/test_snapshots.py --snapshot-update`.
"""

from __future__ import annotations

import random

from tests.ui.helpers import game_app

SIZE = (120, 40)
# seed 16 deals artworks, materials, nobles and the Expo around the first coats, so every
# one of these cells can be taken without a Sale or House condition
COAT_SEED = 16
COAT_CELLS = [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (1, 2)]


def _apply(screen, action) -> None:
    seat = screen.match.to_act()[0]
    screen.session.apply(seat, action)


def _fill_coats(screen) -> None:
    """Place cheap architects on the cells around the first coats (legal moves only)."""
    for target in COAT_CELLS:
        state = screen.match.state
        if state.step != "turn":
            break
        seat = screen.match.to_act()[0]
        options = [a for a in screen.match.legal_actions(seat)
                   if a.kind == "place" and (a.row, a.col) == target]
        if not options:
            continue
        # Ana plays value 2 where she can, Ben his cheapest side: clear leaders
        if seat == 0 and any(a.value == 2 for a in options):
            options = [a for a in options if a.value == 2]
        _apply(screen, min(options, key=lambda a: (a.value, a.card)))
        # finish any follow-up choice of the card with its first option
        while screen.match.state.step not in ("turn",) and screen.match.state.phase == "actions":
            seat = screen.match.to_act()[0]
            _apply(screen, screen.match.legal_actions(seat)[0])
    screen.after_change()


def test_grid_at_round_start_four_players(snap_compare):
    app = game_app("bruxelles-1897", ["Ana", "Ben", "Cleo", "Dirk"], seed=3)
    assert snap_compare(app, terminal_size=SIZE)


def test_mid_round_with_coats(snap_compare):
    async def play(pilot):
        _fill_coats(pilot.app.screen)
        await pilot.pause()
        await pilot.press("1", "enter", "down", "right")  # the 1/3 architect, then the grid

    app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=COAT_SEED)
    assert snap_compare(app, terminal_size=SIZE, run_before=play)


def test_round_scoring_coats_step(snap_compare):
    async def play(pilot):
        _fill_coats(pilot.app.screen)
        await pilot.pause()
        await pilot.press("p", "p", "p", "p", "enter")

    app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=COAT_SEED)
    assert snap_compare(app, terminal_size=SIZE, run_before=play)


def test_score_sheet(snap_compare):
    async def play(pilot):
        screen = pilot.app.screen
        rng = random.Random(9)
        while not screen.match.is_over():
            seat = screen.match.to_act()[0]
            legal = screen.match.legal_actions(seat)
            busy = [a for a in legal if a.kind != "pass"]
            pool = busy if busy and rng.random() < 0.8 else legal
            screen.session.apply(seat, rng.choice(pool))
        screen.after_change()
        await pilot.pause()

    app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=5)
    assert snap_compare(app, terminal_size=SIZE, run_before=play)


def _to_prison_step(extra_enters: int = 2):
    async def play(pilot):
        _fill_coats(pilot.app.screen)
        await pilot.pause()
        await pilot.press("p", "p", "p", "p")
        await pilot.pause()
        for _ in range(extra_enters):
            await pilot.press("enter")
            await pilot.pause()
    return play


def test_round_scoring_prison_step(snap_compare):
    """The whole Brussels → prison step is visible at 120×40 (issue 15)."""
    app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=COAT_SEED)
    assert snap_compare(app, terminal_size=SIZE, run_before=_to_prison_step())


def test_round_scoring_prison_step_80x24(snap_compare):
    app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=COAT_SEED)
    assert snap_compare(app, terminal_size=(80, 24), run_before=_to_prison_step())


def _mid_game(pilot_keys=("down", "right")):
    async def play(pilot):
        _fill_coats(pilot.app.screen)
        await pilot.pause()
        await pilot.press("1", "enter", *pilot_keys)  # the 1/3 architect, then the grid
    return play


def test_mid_game_80x24_two_players(snap_compare):
    """The compact layout: the grid large with its labels, the player on turn's display."""
    app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=COAT_SEED)
    assert snap_compare(app, terminal_size=(80, 24),
                        run_before=_mid_game(("down", "down", "right")))


def test_mid_game_100x30_four_players(snap_compare):
    app = game_app("bruxelles-1897", ["Ana", "Ben", "Cleo", "Dirk"], seed=COAT_SEED)
    assert snap_compare(app, terminal_size=(100, 30),
                        run_before=_mid_game(("down", "down", "right")))


def test_mid_game_160x50_four_players(snap_compare):
    """The wide layout: Brussels beside the grid, every display side by side, the log."""
    app = game_app("bruxelles-1897", ["Ana", "Ben", "Cleo", "Dirk"], seed=COAT_SEED)
    assert snap_compare(app, terminal_size=(160, 50),
                        run_before=_mid_game(("down", "down", "right")))
