"""Seeded random key presses into every registered game's screen never raise, and the prompt
line (prompts, previews, refusals) always reads in the game's words."""

from __future__ import annotations

import random

import pytest

from boardgames_tui.engine.registry import all_games
from boardgames_tui.ui.game_screen import GameScreen
from boardgames_tui.ui.widgets.prompt_line import PromptLine
from tests.words import assert_readable

from .helpers import game_app

KEYS = ["up", "down", "left", "right", "enter", "escape", "tab", "shift+tab", "space",
        "r", "u", "p", "k", "x", "c", "l", "v", "s", "b", "t",
        "1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]
PRESSES = 150  # per game; enough to reach every panel of each screen, within the test budget


@pytest.mark.parametrize("game", all_games(), ids=[g.id for g in all_games()])
async def test_random_keys_never_raise(game):
    rng = random.Random(game.id)
    n = max(2, game.min_players)
    app = game_app(game.id, [f"P{i + 1}" for i in range(n)], seed=11)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for _ in range(PRESSES):
            await pilot.press(rng.choice(KEYS))
            if isinstance(app.screen, GameScreen):
                prompt = app.screen.query_one(PromptLine)
                assert_readable(str(prompt.render()), "prompt line")
            else:
                await pilot.press("escape", "enter")  # leave help / handoff / a modal
        assert app.session is not None
        assert len(app.session.match.record.actions) >= 0
