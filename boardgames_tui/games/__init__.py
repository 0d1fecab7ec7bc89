"""The one list of games. A new game adds one entry here and touches no other shared file.

Each entry: the rules object and 'module:Class' of its Textual screen (imported lazily,
so the rules layer and the CLI never load textual).
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module

from boardgames_tui.engine.game import GameRules


@dataclass(frozen=True)
class GameEntry:
    rules: GameRules
    screen: str


def _entries() -> list[GameEntry]:
    entries: list[GameEntry] = []
    entries.append(GameEntry(import_module("boardgames_tui.games.akropolis").RULES, "boardgames_tui.games.akropolis.ui.screen:AkropolisScreen"))
    entries.append(GameEntry(import_module("boardgames_tui.games.bruxelles_1897").RULES, "boardgames_tui.games.bruxelles_1897.ui.screen:BruxellesScreen"))
    entries.append(GameEntry(import_module("boardgames_tui.games.azul_summer_pavilion").RULES, "boardgames_tui.games.azul_summer_pavilion.ui.screen:AzulScreen"))
    return entries


GAMES: list[GameEntry] = _entries()
