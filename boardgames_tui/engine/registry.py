"""The registered games, read from the one list in `boardgames_tui.games`."""

from __future__ import annotations

from .game import GameRules


class UnknownGame(KeyError):
    pass


def all_games() -> list[GameRules]:
    from boardgames_tui.games import GAMES

    return [entry.rules for entry in GAMES]


def get_game(game_id: str) -> GameRules:
    for game in all_games():
        if game.id == game_id:
            return game
    known = ", ".join(g.id for g in all_games())
    raise UnknownGame(f"unknown game {game_id!r}; known games: {known}")


def screen_path(game_id: str) -> str:
    """'module:Class' of the game's Textual screen (imported only by the UI)."""
    from boardgames_tui.games import GAMES

    for entry in GAMES:
        if entry.rules.id == game_id:
            return entry.screen
    raise UnknownGame(game_id)
