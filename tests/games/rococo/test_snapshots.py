"""SVG snapshots: the board in round 1, a tableau mid-game, the hand choice, the score
sheet (pytest-textual-snapshot)."""

from __future__ import annotations

from tests.ui.helpers import game_app

from .ui_helpers import advance_by_session

SIZE = (120, 40)


def app():
    return game_app("rococo", ["Ana", "Ben"], seed=3)


async def _to_actions(pilot, steps: int, tailor: bool = False) -> None:
    await pilot.pause()
    await pilot.press("enter")  # the first handoff
    screen = pilot.app.screen
    advance_by_session(screen, steps, tailor)
    screen.after_change()
    await pilot.pause()
    await pilot.press("enter")  # handoff to the player on turn
    await pilot.pause()


def test_snapshot_hand_choice(snap_compare):
    async def pick(pilot):
        await pilot.pause()
        await pilot.press("enter", "enter", "down")
        await pilot.pause()

    assert snap_compare(app(), terminal_size=SIZE, run_before=pick)


def test_snapshot_board_round_one(snap_compare):
    async def start(pilot):
        await _to_actions(pilot, 2)

    assert snap_compare(app(), terminal_size=SIZE, run_before=start)


def test_snapshot_tableau_mid_game(snap_compare):
    async def later(pilot):
        await _to_actions(pilot, 75, tailor=True)
        await pilot.press("l")  # hide the long action log: the tableau gets the room
        await pilot.pause()

    assert snap_compare(app(), terminal_size=SIZE, run_before=later)


def test_snapshot_score_sheet(snap_compare):
    async def finish(pilot):
        await pilot.pause()
        await pilot.press("enter")
        screen = pilot.app.screen
        advance_by_session(screen, None)
        screen.after_change()
        await pilot.pause()

    assert snap_compare(app(), terminal_size=SIZE, run_before=finish)
