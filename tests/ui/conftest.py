"""Register the toy game (and its screen) for the shell tests."""

from __future__ import annotations

import pytest

import boardgames_tui.games as games_pkg
from boardgames_tui.games import GameEntry

TOY = GameEntry("toy", "Toy", 2, 3, "A test game", "tests.toy_game:RULES",
                "tests.ui.toy_screen:ToyScreen")


@pytest.fixture
def with_toy(monkeypatch):
    monkeypatch.setattr(games_pkg, "GAMES", [*games_pkg.GAMES, TOY])
    return TOY.rules
