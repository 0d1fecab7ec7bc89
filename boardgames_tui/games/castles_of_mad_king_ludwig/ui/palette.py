"""Colours of room types, doors and the ghost, with a colour-blind-safe alternative.

Colour is never the only signal: every room type also has a letter, doors have a symbol
(open ○, connected =, blocked ×) and fences are drawn with #.
"""

from __future__ import annotations

TYPE_LETTER = {
    "living": "L", "activity": "A", "sleeping": "S", "food": "F",
    "utility": "U", "outdoor": "O", "corridor": "C", "downstairs": "D",
}

# (standard, colour-blind safe) background colours per room type (rules §2.1)
_TYPE_COLOURS = {
    "living": ("#7b3fa0", "#cc79a7"),
    "activity": ("#8a5a2b", "#a6761d"),
    "sleeping": ("#2f5fa8", "#0072b2"),
    "food": ("#b89b18", "#f0e442"),
    "utility": ("#c4621c", "#d55e00"),
    "outdoor": ("#2e7d32", "#009e73"),
    "corridor": ("#6e6e6e", "#999999"),
    "downstairs": ("#3a3a3a", "#4d4d4d"),
}
_LIGHT_TEXT = {"food"}  # backgrounds bright enough for black text

WALL = "#d8d0c0"
DOOR_OPEN = ("#5fd35f", "#56b4e9")
DOOR_CONNECTED = ("#ffffff", "#ffffff")
DOOR_BLOCKED = ("#ff5555", "#e69f00")
FENCE = ("#9ccc65", "#009e73")
GHOST_OK = ("#2e7d32", "#0072b2")
GHOST_BAD = ("#b71c1c", "#d55e00")
OTHER_LEVEL = "#2a2a2a"


def pick(pair: tuple[str, str], safe: bool) -> str:
    return pair[1] if safe else pair[0]


def type_colour(kind: str, safe: bool) -> str:
    return pick(_TYPE_COLOURS[kind], safe)


def text_colour(kind: str, safe: bool) -> str:
    if kind in _LIGHT_TEXT or (safe and kind in ("living", "outdoor", "corridor")):
        return "#000000"
    return "#ffffff"
