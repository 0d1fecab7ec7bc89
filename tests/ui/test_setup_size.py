"""Setup warns before the start when the terminal is smaller than the game needs for the
table chosen (issue 31), and the warning follows the count and the terminal's size."""

from __future__ import annotations

from textual.widgets import Select, Static

from boardgames_tui.engine.match import Match
from boardgames_tui.engine.registry import all_games
from boardgames_tui.ui.app import BoardGamesApp
from boardgames_tui.ui.game_screen import GameScreen
from boardgames_tui.ui.game_screens import load_screen_class
from boardgames_tui.ui.screens.setup import SetupScreen
from tests.ui.toy_screen import ToyScreen


def summary(app) -> str:
    return str(app.screen.query_one("#setup-error", Static).render())


def wide_for_three(monkeypatch):
    """The toy's screen needs 90 columns for two players and 115 for three."""
    monkeypatch.setattr(ToyScreen, "needed_size",
                        lambda self: (40 + 25 * len(self.match.names), 24))


async def test_setup_warns_when_the_terminal_is_too_small_for_the_count(with_toy, monkeypatch):
    wide_for_three(monkeypatch)
    app = BoardGamesApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.push_screen(SetupScreen("toy"))
        await pilot.pause()
        await pilot.pause()
        assert summary(app).startswith("✓ Ready: 2 players"), summary(app)
        app.screen.query_one("#count", Select).value = 3
        await pilot.pause()
        assert summary(app).startswith(
            "⚠ Needs 115×24 for 3 players: this terminal is 100×30."), summary(app)
        assert app.screen.query_one("#setup-error").has_class("-small")
        await pilot.resize_terminal(120, 30)
        await pilot.pause()
        assert summary(app).startswith("✓ Ready: 3 players"), summary(app)
        await pilot.resize_terminal(110, 30)
        await pilot.pause()
        assert "this terminal is 110×30" in summary(app)
        app.screen.query_one("#count", Select).value = 2
        await pilot.pause()
        assert summary(app).startswith("✓ Ready: 2 players"), summary(app)


async def test_the_warning_speaks_german(with_toy, german, monkeypatch):
    wide_for_three(monkeypatch)
    app = BoardGamesApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.push_screen(SetupScreen("toy"))
        await pilot.pause()
        app.screen.query_one("#count", Select).value = 3
        await pilot.pause()
        await pilot.pause()
        assert summary(app).startswith(
            "⚠ Braucht 115×24 für 3 Spieler: dieses Terminal hat 100×30."), summary(app)


async def test_every_game_tells_its_size_before_it_starts():
    """The size setup reads (without the game on screen) is the one the game's screen
    asks for once it is shown, for every game and player count."""
    app = BoardGamesApp()
    async with app.run_test(size=(200, 60)) as pilot:
        await pilot.pause()
        for game in all_games():
            screen_class = load_screen_class(game.id)
            for n in range(game.min_players, game.max_players + 1):
                names = ["Ana", "Ben", "Cleo", "Dan", "Eva"][:n]
                before = screen_class.size_for(Match.new(game, names, 3))
                app.start_match(game.id, names, seed=3)
                await pilot.pause()
                shown = next(s for s in app.screen_stack if isinstance(s, GameScreen))
                assert before == tuple(shown.needed_size()), (game.id, n)
                assert before[0] >= 40 and before[1] >= 12
