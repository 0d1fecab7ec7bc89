"""SVG snapshots of the Akropolis screen: the opening, a city three levels high, the
score sheet (pytest-textual-snapshot)."""

from __future__ import annotations

from boardgames_tui.games.akropolis.city import map_of
from tests.ui.helpers import game_app

from .ui_helpers import play_through_session

SIZE = (120, 40)


def test_snapshot_opening(snap_compare):
    assert snap_compare(game_app("akropolis", ["Ana", "Ben"], seed=3), terminal_size=SIZE)


def test_snapshot_city_with_three_levels(snap_compare):
    async def build(pilot):
        await pilot.pause()
        screen = pilot.app.screen
        play_through_session(screen, 60)  # Ana builds upwards (see ui_helpers.tall_action)
        assert map_of(screen.session.match.state.cities[0].placed).max_height() == 3
        screen.after_change()
        await pilot.pause()
        await pilot.press("enter")  # take a tile: the ghost appears
        await pilot.pause()

    assert snap_compare(game_app("akropolis", ["Ana", "Ben"], seed=3), terminal_size=SIZE,
                        run_before=build)


def test_snapshot_score_sheet(snap_compare):
    async def finish(pilot):
        await pilot.pause()
        screen = pilot.app.screen
        play_through_session(screen, None)
        screen.after_change()
        await pilot.pause()

    assert snap_compare(game_app("akropolis", ["Ana", "Ben"], seed=3), terminal_size=SIZE,
                        run_before=finish)
