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
        screen.announce_rounds(first=True)
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
        screen.announce_rounds(first=True)
        screen.after_change()
        await pilot.pause()

    assert snap_compare(game_app("akropolis", ["Ana", "Ben"], seed=3), terminal_size=SIZE,
                        run_before=finish)


def _mid_game(steps: int):
    """Play `steps` decisions through the session, then take the front tile by key so
    the ghost shows on the city."""

    async def build(pilot):
        await pilot.pause()
        screen = pilot.app.screen
        play_through_session(screen, steps)
        screen.announce_rounds(first=True)  # no banners for the rounds fast-forwarded
        screen.after_change()
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()

    return build


def test_snapshot_two_players_80x24(snap_compare):
    assert snap_compare(game_app("akropolis", ["Ana", "Ben"], seed=3), terminal_size=(80, 24),
                        run_before=_mid_game(40))


def test_snapshot_four_players_100x30(snap_compare):
    assert snap_compare(game_app("akropolis", ["Ana", "Ben", "Cy", "Dee"], seed=3),
                        terminal_size=(100, 30), run_before=_mid_game(48))


def test_snapshot_three_players_120x40(snap_compare):
    assert snap_compare(game_app("akropolis", ["Ana", "Ben", "Cy"], seed=3),
                        terminal_size=(120, 40), run_before=_mid_game(48))


def test_snapshot_four_players_wide_160x50(snap_compare):
    assert snap_compare(game_app("akropolis", ["Ana", "Ben", "Cy", "Dee"], seed=3),
                        terminal_size=(160, 50), run_before=_mid_game(64))
