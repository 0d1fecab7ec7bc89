"""The one list of games. A new game adds one entry here and touches no other shared file.

Each entry names the game (id, title, player range, one line about it) and where its
rules object and its Textual screen live, as 'module:attribute' paths imported only when
first needed: the selection screen and `boardgames list` show every game without loading
any rules, and the rules layer never loads textual. A test checks that each entry's
names agree with its rules object.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from boardgames_tui.engine.game import AnyRules


def load(path: str) -> Any:
    """Import 'package.module:attribute' and return the attribute."""
    module, _, attr = path.partition(":")
    return getattr(import_module(module), attr)


@dataclass(frozen=True)
class GameEntry:
    id: str
    title: str
    min_players: int
    max_players: int
    description: str
    rules_path: str  # "module:RULES"
    screen: str  # "module:ScreenClass"
    _loaded: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    # for the game list's tile (the front door); none of these load the rules
    minutes: tuple[int, int] | None = None  # playing time printed on the box, from-to
    colours: tuple[str, str] = ("", "")  # the tile's frame and title, its background
    blurb: str = ""  # one line saying what the game is (else `description`)
    credits: str = ""  # designer, publisher, year, as on the box

    @property
    def rules(self) -> AnyRules:
        if "rules" not in self._loaded:
            self._loaded["rules"] = load(self.rules_path)
        rules: AnyRules = self._loaded["rules"]
        return rules


GAMES: list[GameEntry] = [
    GameEntry(
        "azul-summer-pavilion", "Azul: Summer Pavilion", 2, 4,
        "Draft coloured tiles, pay for spaces on seven stars, with a new wild colour each round.",
        "boardgames_tui.games.azul_summer_pavilion:RULES",
        "boardgames_tui.games.azul_summer_pavilion.ui.screen:AzulScreen",
        minutes=(30, 45), colours=("#f0a830", "#3a2410"),
        credits="Michael Kiesling · Next Move Games, 2019",
        blurb="Draft tiles, pay for spaces on seven stars; a new wild colour each round.",
    ),
    GameEntry(
        "akropolis", "Akropolis", 1, 4,
        "Build a stacked city of hex tiles; plazas multiply districts placed just so.",
        "boardgames_tui.games.akropolis:RULES",
        "boardgames_tui.games.akropolis.ui.screen:AkropolisScreen",
        minutes=(20, 30), colours=("#3cb4c8", "#0f2a30"),
        credits="Jules Messaud · Gigamic, 2022",
        blurb="Stack hex tiles into a city; plazas multiply the districts placed just so.",
    ),
    GameEntry(
        "castles-of-mad-king-ludwig", "The Castles of Mad King Ludwig", 2, 4,
        "Build a castle room by room; as Master Builder, set the prices for the others.",
        "boardgames_tui.games.castles_of_mad_king_ludwig:RULES",
        "boardgames_tui.games.castles_of_mad_king_ludwig.ui.screen:CastlesScreen",
        minutes=(90, 90), colours=("#a98be0", "#22183a"),
        credits="Ted Alspach · Bézier Games, 2014",
        blurb="Buy rooms priced by the Master Builder and fit them into your castle.",
    ),
    GameEntry(
        "rococo", "Rococo", 1, 5,
        "Tailors at the court of Louis XV: hire staff, make dresses, decorate the ball",
        "boardgames_tui.games.rococo:RULES",
        "boardgames_tui.games.rococo.ui.screen:RococoScreen",
        minutes=(60, 120), colours=("#e889b4", "#3a1626"),
        credits="Matthias Cramer, Louis and Stefan Malz · eggertspiele, 2013",
        blurb="Tailors at Versailles: hire staff, make dresses, decorate the palace.",
    ),
    GameEntry(
        "bruxelles-1897", "Bruxelles 1897", 2, 4,
        "Art Nouveau card game: architects, coats of arms and Brussels (2-4).",
        "boardgames_tui.games.bruxelles_1897:RULES",
        "boardgames_tui.games.bruxelles_1897.ui.screen:BruxellesScreen",
        minutes=(45, 60), colours=("#c8b45a", "#1e2a14"),
        credits="Etienne Espreman · Geek Attitude Games, 2019",
        blurb="Architects on an Art Nouveau grid of cards, coats of arms, Brussels.",
    ),
]
