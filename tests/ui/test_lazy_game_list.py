"""The game list under a game started from the command line is made only when it is first
shown (issue 16: the app's memory with a game loaded), and then it is the full list."""

from __future__ import annotations

from boardgames_tui.ui.game_screen import GameScreen
from boardgames_tui.ui.screens.selection import GameTile, SaveLine, SelectionScreen
from tests.ui.helpers import game_app


async def test_the_list_under_a_started_game_is_made_when_the_game_is_left(with_toy):
    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        selection = app.screen_stack[1]
        assert isinstance(selection, SelectionScreen)
        assert not selection.built and not list(selection.query(GameTile))
        await pilot.press("q")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert app.screen is selection and selection.built
        tiles = list(selection.query(GameTile))
        assert [t.entry.id for t in tiles][-1] == "toy"
        assert app.focused is tiles[0]
        await pilot.pause()
        assert len(tiles[-1].query(SaveLine)) == 1, "the game just left is on its tile"


async def test_the_first_screen_list_is_made_at_once(with_toy):
    from boardgames_tui.ui.app import BoardGamesApp

    app = BoardGamesApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SelectionScreen) and app.screen.built
        assert len(app.screen.query(GameTile)) >= 6
