"""Every Akropolis text a player reads about tiles, places and prices, in the game's words.

Tiles are named by what is printed on them ("a tile with a market plaza (2 stars), a
barracks and a quarry"), places in a city by where a player would point: the level, the
direction and distance from the starting plaza (the centre of every city, rules §2.4) and
what the tile covers. Whole sentences with named placeholders, ready for translation.
"""

from __future__ import annotations

import math

from .components import colour_of, is_plaza, is_quarry, stars_of, tile_hexes

Pos = tuple[int, int]

# The singular and plural noun of each hex kind as printed on the tiles.
_DISTRICT = {
    "house": ("house", "houses"),
    "market": ("market", "markets"),
    "barracks": ("barracks", "barracks"),
    "temple": ("temple", "temples"),
    "garden": ("garden", "gardens"),
}
_COUNT = {1: "a", 2: "two", 3: "three"}
_ORDINALS = ["1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th"]
# Compass points by true screen angle (pointy-top hexes), clockwise from east.
_COMPASS = ["east", "south-east", "south", "south-west", "west", "north-west", "north",
            "north-east"]


def hex_word(code: str, count: int = 1) -> str:
    """'a house', 'two quarries', 'a market plaza (2 stars)'."""
    n = _COUNT.get(count, str(count))
    if is_quarry(code):
        noun = "quarry" if count == 1 else "quarries"
        return f"{n} {noun}"
    colour = colour_of(code)
    if is_plaza(code):
        stars = stars_of(code)
        unit = "star" if stars == 1 else "stars"
        if count == 1:
            return f"{n} {colour} plaza ({stars} {unit})"
        return f"{n} {colour} plazas ({stars} {unit} each)"
    one, many = _DISTRICT[colour]
    return f"{n} {one if count == 1 else many}"


def _kind_order(code: str) -> int:
    return 0 if is_plaza(code) else (2 if is_quarry(code) else 1)


def hexes_words(codes: str | list[str]) -> str:
    """A list of hexes in words, plaza first, quarries last: 'a market plaza (2 stars),
    a barracks and a quarry'; equal hexes are counted ('a house and two quarries')."""
    counts: dict[str, int] = {}
    for code in sorted(codes, key=_kind_order):
        counts[code] = counts.get(code, 0) + 1
    parts = [hex_word(code, n) for code, n in counts.items()]
    if len(parts) == 1:
        return parts[0]
    return "{rest} and {last}".format(rest=", ".join(parts[:-1]), last=parts[-1])


def tile_words(tile_id: int) -> str:
    """'a tile with a market plaza (2 stars), a barracks and a quarry'."""
    return f"a tile with {hexes_words(tile_hexes()[tile_id])}"


def ordinal(n: int) -> str:
    """1 -> '1st'."""
    return _ORDINALS[n - 1] if 1 <= n <= len(_ORDINALS) else f"{n}th"


def price_words(index: int) -> str:
    """What the tile at site position `index` (0-based) costs: 'free', 'pays 2 stones'."""
    if index == 0:
        return "free"
    return "pays {n} {unit}".format(n=index, unit="stone" if index == 1 else "stones")


def site_place_words(index: int) -> str:
    """'the 1st tile of the site (free)', 'the 3rd tile of the site (pays 2 stones)'."""
    return f"the {ordinal(index + 1)} tile of the site ({price_words(index)})"


def _screen_xy(pos: Pos) -> tuple[float, float]:
    """True geometric position of a pointy-top hex centre; y grows downward."""
    q, r = pos
    return math.sqrt(3) * (q + r / 2), 1.5 * r


def hex_distance(a: Pos, b: Pos = (0, 0)) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def direction_words(cells: tuple[Pos, ...] | list[Pos]) -> str:
    """Where a group of hexes lies, from the starting plaza (position 0,0 of every city):
    'on the starting plaza', 'next to the starting plaza, to the north-east',
    '3 hexes north-east of the starting plaza'."""
    if (0, 0) in cells:
        return "over the starting plaza"
    xs, ys = zip(*(_screen_xy(c) for c in cells), strict=True)
    x, y = sum(xs) / len(xs), sum(ys) / len(ys)
    angle = math.degrees(math.atan2(y, x)) % 360
    compass = _COMPASS[int(((angle + 22.5) % 360) // 45)]
    near = min(hex_distance(c) for c in cells)
    if near == 1:
        return f"next to the starting plaza, to the {compass}"
    return f"{near} hexes {compass} of the starting plaza"


def level_words(level: int) -> str:
    """'on the ground' (level 1), 'on level 2'."""
    return "on the ground" if level == 1 else f"on level {level}"


def stones_words(n: int) -> str:
    return "{n} {unit}".format(n=n, unit="stone" if n == 1 else "stones")


# Whole log sentences, with named placeholders (for translation later).
TAKE_LINE = "{name} takes {place}: {tile}"
PLACE_LINE = "{name} places {tile} {level}, {where}"
COVERING = "{line}, covering {hexes}"
GAINS = "{line}: +{stones}"
ARCHITECT_TAKES = "{line}; the Illustrious Architect takes {tiles}"


def take_line(name: str, index: int, tile_id: int) -> str:
    return TAKE_LINE.format(name=name, place=site_place_words(index), tile=tile_words(tile_id))


def place_line(name: str, tile_id: int, cells, level: int, covered: list[str],
               gained: int) -> str:
    """'Ana places a tile with ... on level 2, 2 hexes north-east of the starting plaza,
    covering a house and two quarries: +2 stones'."""
    line = PLACE_LINE.format(name=name, tile=tile_words(tile_id), level=level_words(level),
                             where=direction_words(cells))
    if covered:
        line = COVERING.format(line=line, hexes=hexes_words(covered))
    if gained:
        line = GAINS.format(line=line, stones=stones_words(gained))
    return line


def and_list(parts: list[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return f"{', '.join(parts[:-1])} and {parts[-1]}"
