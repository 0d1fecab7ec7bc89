"""Game options: the five scoring variants, the long game and the solo difficulty.

Every field has a default so the app can build its setup form and the CLI can parse
`--option key=value`; `title`, `description` and the `choices` of a value are the
words the setup form shows (the options-words convention). Options that depend on the player count are checked by
`validate_for` when the game is set up (rules §6, §9.1, §9.2).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from ...engine import i18n

_, ngettext, N_ = i18n.domain("akropolis")

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
