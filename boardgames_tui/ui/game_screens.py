"""The screen class that draws a game, loaded the first time that game is shown (the
registry names it as 'module:Class'; the game list imports no game's screen)."""

from __future__ import annotations

from ..engine.registry import screen_path
from ..games import load


def load_screen_class(game_id: str):
    return load(screen_path(game_id))
