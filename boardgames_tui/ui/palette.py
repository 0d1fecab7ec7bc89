"""Player colours for the shell, with a colour-blind-safe alternative.

from ..engine.i18n import N_

Colour is never the only signal: every player is also shown with an initial or a number.
The safe set is the Okabe–Ito palette, distinguishable with the common colour-vision
deficiencies. Games keep their own piece palettes in their ui/ and read
`colour_blind(app)` to pick the alternative.
"""

from __future__ import annotations

from ..engine.i18n import N_

PLAYER_COLOURS: dict[str, tuple[str, str]] = {
    # name: (standard, colour-blind-safe)
    "red": ("#e0443e", "#d55e00"),
    "blue": ("#3b82f6", "#0072b2"),
    "green": ("#22a35a", "#009e73"),
    "yellow": ("#e6c229", "#f0e442"),
    "purple": ("#a155d6", "#cc79a7"),
}
DEFAULT_ORDER = list(PLAYER_COLOURS)
COLOUR_WORDS = {"red": N_("red"), "blue": N_("blue"), "green": N_("green"),
                "yellow": N_("yellow"), "purple": N_("purple")}  # as the player reads them

SAFE_THEME = "boardgames-safe"


def colour_blind(app) -> bool:
    return getattr(app, "theme", "") == SAFE_THEME


def player_colour(name: str | None, seat: int, safe: bool) -> str:
    """Hex colour of a player; falls back to the seat's default colour."""
    key = name if name in PLAYER_COLOURS else DEFAULT_ORDER[seat % len(DEFAULT_ORDER)]
    standard, cb_safe = PLAYER_COLOURS[key]
    return cb_safe if safe else standard


def default_colours(n: int) -> list[str]:
    return [DEFAULT_ORDER[i % len(DEFAULT_ORDER)] for i in range(n)]
