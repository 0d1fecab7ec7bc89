"""The game state: cities, construction site, hidden stacks, stones and whose turn it is;
and the options it was set up with.

A city is stored as the ordered list of its placements; the stacked hex map is derived
from it (see `city.py`), which keeps copying a state cheap and saves small.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, Field

from ...engine import i18n
from ...engine.state import StateData

_, ngettext, N_ = i18n.domain("akropolis")

# --- the options (the setup form and `--option key=value` read them) -------------
# Game options: the five scoring variants, the long game and the solo difficulty.
#
# Every field has a default so the app can build its setup form and the CLI can parse
# `--option key=value`; `title`, `description` and the `choices` of a value are the
# words the setup form shows (the options-words convention). Options that depend on the player count are checked by
# `validate_for` when the game is set up (rules §6, §9.1, §9.2).

SoloLevel = Literal["hippodamos", "metagenes", "callicrates"]


class AkropolisOptions(BaseModel):
    variant_houses: bool = Field(
        default=False,
        title=N_("Houses variant"),
        description=N_("Your largest group of houses counts double when it is worth 10 or more."),
    )
    variant_markets: bool = Field(
        default=False,
        title=N_("Markets variant"),
        description=N_("A scoring market next to a market plaza counts double."),
    )
    variant_barracks: bool = Field(
        default=False,
        title=N_("Barracks variant"),
        description=N_("A scoring barracks with 3 or more open sides counts double."),
    )
    variant_temples: bool = Field(
        default=False,
        title=N_("Temples variant"),
        description=N_("A scoring temple on level 2 or higher counts double."),
    )
    variant_gardens: bool = Field(
        default=False,
        title=N_("Gardens variant"),
        description=N_("A garden next to a lake (an enclosed empty space) counts double."),
    )
    all_tiles: bool = Field(
        default=False,
        title=N_("Long game with all 61 tiles"),
        description=N_("Play with every tile in the box (2 or 3 players only): more rounds."),
    )
    solo_level: SoloLevel = Field(
        default="hippodamos",
        title=N_("Illustrious Architect (solo)"),
        description=N_("How strong the Illustrious Architect is when you play alone against it."),
        json_schema_extra={
            "choices": {
                "hippodamos": N_("Hippodamos (easy): its districts count as level 1"),
                "metagenes": N_("Metagenes (medium): level 1, plus 2 points per quarry"),
                "callicrates": N_("Callicrates (hard): its districts count as level 2"),
            }
        },
    )

    def variants(self) -> dict[str, bool]:
        """Colour -> whether that colour's variant is on."""
        return {
            "house": self.variant_houses,
            "market": self.variant_markets,
            "barracks": self.variant_barracks,
            "temple": self.variant_temples,
            "garden": self.variant_gardens,
        }

    def validate_for(self, n_players: int) -> None:
        """Raise ValueError when these options do not fit `n_players`."""
        if not 1 <= n_players <= 4:
            raise ValueError(_("Akropolis takes 1-4 players, not {count}").format(count=n_players))
        if self.all_tiles and n_players not in (2, 3):
            raise ValueError(
                _("the long game with all 61 tiles is only for 2 or 3 players "
                  "(4 players already use all tiles; solo uses the 2-player set), "
                  "not {count}").format(count=n_players)
            )
        if n_players > 1 and self.solo_level != "hippodamos":
            raise ValueError(
                _("the Illustrious Architect's level applies only to a game for 1 player")
            )


# --- the state -------------------------------------------------------------------------

# One placement: (tile id, anchor q, anchor r, rotation) (rules §2.3).
Placement = tuple[int, int, int, int]

# The name shown for the solo opponent (rules §9.2).
ARCHITECT_NAME = N_("Illustrious Architect")  # translated where it is shown (side_name)


@dataclass(kw_only=True)
class City:
    """One player's city: the starting tile (implicit) plus every placed tile in order.

    A city never changes once made (a placement makes a new one), so it keeps its hex map
    once built (`city.map_of_city`) in `_map`, which is not a field: neither saved nor
    compared.
    """

    placed: list[Placement] = field(default_factory=list)
    if TYPE_CHECKING:  # declared for the type checker only: not a dataclass field
        _map: Any = None  # a `city.CityMap` (typed there: city.py imports this module)
    else:
        _map = None  # the hex map once built (a `city.CityMap`), set on the instance


@dataclass(kw_only=True)
class AkropolisState(StateData):
    players: list[str]
    seed: int
    rng_counter: int = 0
    options: AkropolisOptions = field(default_factory=AkropolisOptions)
    # Face-down tiles in draw order; the stacks are consecutive runs of N+1 tiles (§3.2).
    deck: list[int] = field(default_factory=list)
    # Construction site, position 0 is the front (free) tile (§3.3, §4.1).
    site: list[int] = field(default_factory=list)
    # Per side: seats 0..N-1, plus the Illustrious Architect as side 1 in solo (§9.2).
    stones: list[int] = field(default_factory=list)
    cities: list[City] = field(default_factory=list)
    # Tiles the Illustrious Architect has collected (solo only; it never builds).
    architect_tiles: list[int] = field(default_factory=list)
    chief: int = 0  # side holding the Chief Architect marker
    current: int = 0  # side whose turn it is
    held: int | None = None  # tile taken this turn, waiting to be placed
    round: int = 1
    turn: int = 1
    over: bool = False

    @property
    def solo(self) -> bool:
        return len(self.players) == 1

    @property
    def sides(self) -> int:
        """Number of sides at the table (the Architect counts as a side in solo)."""
        return 2 if self.solo else len(self.players)

    @property
    def per_stack(self) -> int:
        return self.sides + 1

    def stacks_left(self) -> int:
        return len(self.deck) // self.per_stack

    def side_name(self, side: int) -> str:
        if self.solo and side == 1:
            return _(ARCHITECT_NAME)
        return self.players[side]
