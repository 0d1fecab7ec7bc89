"""Game options: the five scoring variants, the long game and the solo difficulty.

Every field has a default so the app can build its setup form and the CLI can parse
`--option key=value`. Options that depend on the player count are checked by
`validate_for` when the game is set up (rules §6, §9.1, §9.2).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

SoloLevel = Literal["hippodamos", "metagenes", "callicrates"]


class AkropolisOptions(BaseModel):
    variant_houses: bool = Field(
        default=False,
        description="Houses variant (§6): the scoring house group's value is doubled at 10+.",
    )
    variant_markets: bool = Field(
        default=False,
        description="Markets variant (§6): a scoring market next to a market plaza is doubled.",
    )
    variant_barracks: bool = Field(
        default=False,
        description="Barracks variant (§6): a scoring barracks with 3+ open sides is doubled.",
    )
    variant_temples: bool = Field(
        default=False,
        description="Temples variant (§6): a scoring temple at level 2 or higher is doubled.",
    )
    variant_gardens: bool = Field(
        default=False,
        description="Gardens variant (§6): a garden next to a lake is doubled.",
    )
    all_tiles: bool = Field(
        default=False,
        description="Long game with all 61 tiles (§9.1); only for 2 or 3 players.",
    )
    solo_level: SoloLevel = Field(
        default="hippodamos",
        description=(
            "Solo only (1 player against the Illustrious Architect, §9.2): hippodamos (easy), "
            "metagenes (medium), callicrates (hard)."
        ),
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
            raise ValueError(f"Akropolis takes 1-4 players, not {n_players}")
        if self.all_tiles and n_players not in (2, 3):
            raise ValueError(
                "the all-tiles long game (all_tiles) is only for 2 or 3 players "
                f"(4 players already use all tiles; solo uses the 2-player set), "
                f"not {n_players}"
            )
        if n_players > 1 and self.solo_level != "hippodamos":
            raise ValueError(
                "solo_level applies only to a 1-player game against the Illustrious Architect"
            )
