"""SVG snapshots of the Rococo screen (pytest-textual-snapshot): the opening, a round
with dresses in every hall, the cursor on a guest space with its preview, the round
summary, the final scoring walk, and mid-game at 80×24, 100×30, 120×40 and 160×50."""

from __future__ import annotations

from boardgames_tui.ui.screens.handoff import HandoffScreen
from tests.ui.helpers import game_app

from .ui_helpers import advance_by_session, advance_until

NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eve"]


def app(players: int = 2, seed: int = 3):
    return game_app("rococo", NAMES[:players], seed=seed)


def every_hall(state) -> bool:
    halls = {sid.split("-")[0] for sid in state.halls}
    return len(halls) == 5 and state.phase == "actions" and state.turn is None


def mid_game(state) -> bool:
    return state.round >= 4 and state.phase == "actions" and state.turn is None


def _go(predicate, final_steps: int = 0):
    async def run(pilot):
        await pilot.pause()
        await pilot.press("enter")  # the first handoff
        screen = pilot.app.screen
        if predicate is None:
            advance_by_session(screen, None, tailor=True)
        else:
            advance_until(screen, predicate)
        screen.after_change()
        await pilot.pause()
        if isinstance(pilot.app.screen, HandoffScreen):
            await pilot.press("enter")
            await pilot.pause()
        for _ in range(final_steps):
            await pilot.press("enter")
        await pilot.pause()

    return run


def test_snapshot_opening(snap_compare):
    async def start(pilot):
        await pilot.pause()
        await pilot.press("enter", "enter")  # the handoff, one card chosen
        await pilot.pause()

    assert snap_compare(app(), terminal_size=(120, 40), run_before=start)


def test_snapshot_dresses_in_every_hall(snap_compare):
    assert snap_compare(app(seed=5), terminal_size=(120, 40), run_before=_go(every_hall))


def test_snapshot_cursor_on_a_guest_space_with_preview(snap_compare):
    def renting(state):
        return state.turn is not None and state.turn.step == "place" and state.round >= 2

    assert snap_compare(app(seed=5), terminal_size=(120, 40), run_before=_go(renting))


def test_snapshot_round_summary(snap_compare):
    def new_round(state):
        return state.round == 3 and state.phase == "choose"

    assert snap_compare(app(), terminal_size=(120, 40), run_before=_go(new_round))


def test_snapshot_final_scoring_hall_majorities(snap_compare):
    assert snap_compare(app(seed=5), terminal_size=(120, 40), run_before=_go(None, 2))


def test_snapshot_final_scoring_terrace(snap_compare):
    assert snap_compare(app(seed=5), terminal_size=(120, 40), run_before=_go(None, 4))


def test_snapshot_mid_game_80x24_two_players(snap_compare):
    assert snap_compare(app(2, 5), terminal_size=(80, 24), run_before=_go(mid_game))


def test_snapshot_mid_game_100x30_five_players(snap_compare):
    assert snap_compare(app(5, 5), terminal_size=(100, 30), run_before=_go(mid_game))


def test_snapshot_mid_game_120x40_three_players(snap_compare):
    assert snap_compare(app(3, 5), terminal_size=(120, 40), run_before=_go(mid_game))


def test_snapshot_mid_game_160x50_five_players(snap_compare):
    assert snap_compare(app(5, 5), terminal_size=(160, 50), run_before=_go(mid_game))
