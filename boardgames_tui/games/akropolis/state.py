"""The game state: cities, construction site, hidden stacks, stones and whose turn it is.

A city is stored as the ordered list of its placements; the stacked hex map is derived
from it (see `city.py`), which keeps copying a state cheap and saves small.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...engine import i18n
from ...engine.state import StateData
from .options import AkropolisOptions

if TYPE_CHECKING:
    from .city import CityMap

# One placement: (tile id, anchor q, anchor r, rotation) (rules §2.3).
Placement = tuple[int, int, int, int]

# The name shown for the solo opponent (rules §9.2).
_, ngettext, N_ = i18n.domain("akropolis")

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
        _map: CityMap | None = None
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
