"""Akropolis piece colours, with a colour-blind-safe alternative (Okabe-Ito based).

Colour is never the only signal: every hex also shows its letter (capital for a plaza,
with its stars) and its level; the letters are the player's language's (`hex_letter`).
"""

from __future__ import annotations

from functools import cache

from boardgames_tui.engine import i18n
from boardgames_tui.games.akropolis.components import colour_of, is_plaza

# colour name -> (background, text) for the standard and the safe palette
STANDARD: dict[str, tuple[str, str]] = {
    "house": ("#2f62c9", "#ffffff"),
    "market": ("#e3b924", "#000000"),
    "barracks": ("#c8363b", "#ffffff"),
    "temple": ("#8e4bb5", "#ffffff"),
    "garden": ("#2f9444", "#ffffff"),
    "quarry": ("#7b7b7b", "#ffffff"),
}
SAFE: dict[str, tuple[str, str]] = {
    "house": ("#0072b2", "#ffffff"),
    "market": ("#f0e442", "#000000"),
    "barracks": ("#d55e00", "#000000"),
    "temple": ("#cc79a7", "#000000"),
    "garden": ("#009e73", "#000000"),
    "quarry": ("#999999", "#000000"),
}

# The letter a hex shows, by its colour, one table per language (issue 35): the initial of
# the district's name in that language, unique within it; a capital letter is a plaza.
# English: house, market, barracks, temple, garden, quarry (the rules layer's codes).
# German: Wohnviertel, Markt, Kaserne, Tempel, Garten, Steinbruch.
LETTERS: dict[str, dict[str, str]] = {
    "en": {"house": "h", "market": "m", "barracks": "b", "temple": "t", "garden": "g",
           "quarry": "q"},
    "de": {"house": "w", "market": "m", "barracks": "k", "temple": "t", "garden": "g",
           "quarry": "s"},
}


def colour_letter(colour: str) -> str:
    """The small letter of a district colour ("house", ...) in the language shown now."""
    return LETTERS.get(i18n.language(), LETTERS[i18n.DEFAULT])[colour]


def hex_letter(code: str) -> str:
    """The letter a hex of `code` shows in the language shown now (capital: a plaza)."""
    letter = colour_letter(colour_of(code))
    return letter.upper() if is_plaza(code) else letter


LAKE = "#3d5a73"
EMPTY_DOT = "#5a5a5a"
GHOST_OK = "#e8e8e8"
GHOST_BAD = "#ff5050"


def hex_colours(code: str, safe: bool) -> tuple[str, str]:
    """(background, text colour) for a hex code."""
    return (SAFE if safe else STANDARD)[colour_of(code)]


def colour_colours(colour: str, safe: bool) -> tuple[str, str]:
    return (SAFE if safe else STANDARD)[colour]


def _mix(colour: str, other: str, amount: float) -> str:
    a = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    b = [int(other[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * amount):02x}" for x, y in zip(a, b, strict=True))


@cache
def shade(background: str, level: int) -> str:
    """A hex's background by its level: the ground a little darker, every level above
    a little lighter (height reads at a glance; the frame and the digit say it too)."""
    if level <= 1:
        return _mix(background, "#000000", 0.28)
    if level == 2:
        return background
    return _mix(background, "#ffffff", min(0.16 * (level - 2), 0.4))
