"""Tile colours, with a colour-blind-safe alternative (style guide: one palette module).

Every tile is also drawn with its letter, so colour is never the only signal; the letters
are the player's language's (`letters()`). The safe set follows the Okabe-Ito palette.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgames_tui.engine import i18n

# colour index order of the rules layer: purple, green, orange, yellow, blue, red
STANDARD = ["#9b4fd1", "#2e9d4f", "#f08a24", "#e8c81e", "#2f74d0", "#d23b3b"]
SAFE = ["#cc79a7", "#009e73", "#e69f00", "#f0e442", "#0072b2", "#d55e00"]
# text colour on top of each tile colour, for contrast
INK = ["#ffffff", "#ffffff", "#000000", "#000000", "#ffffff", "#000000"]
NAMES = ["purple", "green", "orange", "yellow", "blue", "red"]

SYMBOL_GLYPHS = {"pillar": ("○", "●"), "statue": ("△", "▲"), "window": ("□", "■")}


@dataclass(frozen=True)
class Letters:
    """The capital letters of one language: drawn on the tiles and the stars, and typed to
    choose a star (issue 28), so a player reads and types the same letter."""

    colours: str  # one per colour, in the rules layer's order (NAMES)
    centre: str  # the centre star, which has no colour

    def of_star(self, colour: int | None) -> str:
        """The letter of a star of `colour` (None: the centre star)."""
        return self.centre if colour is None else self.colours[colour]


# One table per language, each from its own colour names and unique within it (issue 35):
# German gelb and grün both begin with G, so grün keeps the G and gelb takes its E.
LETTERS = {
    "en": Letters(colours="PGOYBR", centre="C"),  # Purple Green Orange Yellow Blue Red, Centre
    "de": Letters(colours="LGOEBR", centre="M"),  # Lila Grün Orange gElb Blau Rot, Mittelstern
}


def letters() -> Letters:
    """The letters of the language shown now (English for a language without a table)."""
    return LETTERS.get(i18n.language(), LETTERS[i18n.DEFAULT])


def tile_colours(safe: bool) -> list[str]:
    return SAFE if safe else STANDARD


def tile_style(colour: int, safe: bool) -> str:
    return f"bold {INK[colour]} on {tile_colours(safe)[colour]}"


def star_ink(colour: int | None, safe: bool) -> str:
    """Foreground for the cost digits of an empty space in a star of `colour`."""
    if colour is None:
        return "#a0a0a0"
    return tile_colours(safe)[colour]
