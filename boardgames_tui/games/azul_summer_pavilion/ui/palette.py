"""Tile colours, with a colour-blind-safe alternative (style guide: one palette module).

Every tile is also drawn with its letter (P G O Y B R), so colour is never the only
signal. The safe set follows the Okabe-Ito palette.
"""

from __future__ import annotations

# colour index order of the rules layer: purple, green, orange, yellow, blue, red
STANDARD = ["#9b4fd1", "#2e9d4f", "#f08a24", "#e8c81e", "#2f74d0", "#d23b3b"]
SAFE = ["#cc79a7", "#009e73", "#e69f00", "#f0e442", "#0072b2", "#d55e00"]
# text colour on top of each tile colour, for contrast
INK = ["#ffffff", "#ffffff", "#000000", "#000000", "#ffffff", "#000000"]
LETTERS = "PGOYBR"
NAMES = ["purple", "green", "orange", "yellow", "blue", "red"]

SYMBOL_GLYPHS = {"pillar": ("○", "●"), "statue": ("△", "▲"), "window": ("□", "■")}


def tile_colours(safe: bool) -> list[str]:
    return SAFE if safe else STANDARD


def tile_style(colour: int, safe: bool) -> str:
    return f"bold {INK[colour]} on {tile_colours(safe)[colour]}"


def star_ink(colour: int | None, safe: bool) -> str:
    """Foreground for the cost digits of an empty space in a star of `colour`."""
    if colour is None:
        return "#a0a0a0"
    return tile_colours(safe)[colour]
