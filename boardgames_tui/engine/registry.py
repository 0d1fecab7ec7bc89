"""The registered games, read from the one list in `boardgames_tui.games`.

`entries()` is cheap (names only); `all_games()` and `get_game()` import rules modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from boardgames_tui.games import GameEntry

    from .game import AnyRules


class UnknownGame(KeyError):
    pass


def entries() -> list[GameEntry]:
    from boardgames_tui.games import GAMES

    return list(GAMES)


def entry(game_id: str) -> GameEntry:
    for e in entries():
        if e.id == game_id:
            return e
    from .i18n import _

    known = ", ".join(e.id for e in entries())
    raise UnknownGame(_("unknown game {game}; known games: {known}").format(
        game=repr(game_id), known=known))


def all_games() -> list[AnyRules]:
    return [e.rules for e in entries()]


def get_game(game_id: str) -> AnyRules:
    return entry(game_id).rules


def screen_path(game_id: str) -> str:
    """'module:Class' of the game's Textual screen (imported only by the UI)."""
    return entry(game_id).screen
