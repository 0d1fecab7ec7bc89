"""Colours of the Bruxelles 1897 cards, with a colour-blind-safe alternative.

Colour is never the only signal: every card type also has a letter (render.type_letter,
the initial of the type's name in the player's language), artworks carry the colour's
initial and players their seat number.
"""

from __future__ import annotations

# card type -> (standard, colour-blind-safe) background, all dark enough for white text
CARD_COLOURS: dict[str, tuple[str, str]] = {
    "artwork": ("#7a3b69", "#882255"),
    "money": ("#6b5a1e", "#6b5a1e"),
    "material": ("#5a4632", "#4d4d4d"),
    "house": ("#2f5d50", "#117733"),
    "noble": ("#33407a", "#332288"),
    "expo": ("#8a4b12", "#aa4499"),
}
ARTWORK_COLOURS: dict[str, tuple[str, str]] = {
    "yellow": ("#e6c229", "#f0e442"),
    "green": ("#22a35a", "#009e73"),
    "blue": ("#3b82f6", "#56b4e9"),
    "red": ("#e0443e", "#d55e00"),
}
CURSOR = ("#ffffff", "#ffffff")
BONUS = ("#444466", "#444444")


def pick(pair: tuple[str, str], safe: bool) -> str:
    return pair[1] if safe else pair[0]


def card_colour(kind: str, safe: bool) -> str:
    return pick(CARD_COLOURS.get(kind, ("#444444", "#444444")), safe)


def artwork_colour(color: str, safe: bool) -> str:
    return pick(ARTWORK_COLOURS.get(color, ("#888888", "#888888")), safe)
