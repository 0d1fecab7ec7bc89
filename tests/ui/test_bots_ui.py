"""Bots in the app: an all-bot game runs to the score sheet; the hint key suggests a move."""

from __future__ import annotations

from boardgames_tui.ui.game_screen import GameScreen
from boardgames_tui.ui.screens.game_over import GameOverScreen
from boardgames_tui.ui.widgets.prompt_line import PromptLine

from .helpers import game_app


async def wait_for_game_over(app, pilot, steps=4000):
    for _ in range(steps):
        if isinstance(app.screen, GameOverScreen):
            return True
        await pilot.pause(0.005)
    return False


async def test_all_bot_toy_game_runs_to_the_score_sheet(with_toy):
    app = game_app("toy", ["R1", "R2", "G3"], seed=4,
                   bots={0: "random", 1: "random", 2: "greedy"})
    async with app.run_test(size=(120, 40)) as pilot:
        assert await wait_for_game_over(app, pilot)
        assert app.session.match.is_over()
        assert all(a.text for a in app.session.match.record.actions), "bot moves are logged"


async def test_all_bot_akropolis_runs_to_the_score_sheet():
    app = game_app("akropolis", ["R1", "R2"], seed=4, bots={0: "random", 1: "greedy"})
    async with app.run_test(size=(120, 40)) as pilot:
        assert await wait_for_game_over(app, pilot)
        assert len(app.session.match.record.actions) > 20


async def test_hint_shows_the_greedy_move_and_changes_nothing(with_toy):
    app = game_app("toy", ["Ana", "Ben"], seed=4, options={"bonus_deck": False})
    async with app.run_test(size=(120, 40)) as pilot:
        assert isinstance(app.screen, GameScreen)
        await pilot.press("h")
        text = str(app.screen.query_one(PromptLine).render())
        assert "Hint: Ana adds 2" in text
        assert app.session.match.record.actions == []


async def test_bot_move_is_shown_to_the_human(with_toy):
    app = game_app("toy", ["Ana", "Bot"], seed=4, bots={1: "greedy"},
                   options={"bonus_deck": False})
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("e")
        for _ in range(200):
            await pilot.pause(0.01)
            if app.session.match.to_act() == [0]:
                break
        await pilot.pause()
        text = str(app.screen.query_one(PromptLine).render())
        assert "🤖 Bot adds 2" in text
