"""Every Akropolis text a player reads about tiles, places and prices, in the game's words.

Tiles are named by what is printed on them ("a tile with a market plaza (2 stars), a
barracks and a quarry"), places in a city by where a player would point: the level, the
direction and distance from the starting plaza (the centre of every city, rules §2.4) and
what the tile covers. Each noun phrase with its count is one message (so German can
choose its own word forms), lists are joined by the translatable "{rest} and {last}" and
every sentence is one message with named placeholders (domain `akropolis`).
"""

from __future__ import annotations

import math

from ...engine import i18n
from .components import colour_of, is_plaza, is_quarry, stars_of, tile_hexes

_, ngettext, N_ = i18n.domain("akropolis")

Pos = tuple[int, int]

# One hex kind as printed on the tiles: one of them, and a count of them (a number word,
# "two", or digits) with its plural. The lambdas call ngettext when a text is drawn, so the
# words are those of the language of that moment.
_DISTRICT = {
    "house": (N_("a house"), lambda n: ngettext("{count} house", "{count} houses", n)),
    "market": (N_("a market"), lambda n: ngettext("{count} market", "{count} markets", n)),
    "barracks": (N_("a barracks"), lambda n: ngettext("{count} barracks", "{count} barracks", n)),
    "temple": (N_("a temple"), lambda n: ngettext("{count} temple", "{count} temples", n)),
    "garden": (N_("a garden"), lambda n: ngettext("{count} garden", "{count} gardens", n)),
    "quarry": (N_("a quarry"), lambda n: ngettext("{count} quarry", "{count} quarries", n)),
}
# A plaza of each colour, by its stars: one plaza, and several equal plazas (the count is
# always two or more: a tile carries one plaza, but a tile can cover two).
_PLAZA = {
    "house": (
        lambda s: ngettext("a house plaza ({stars} star)", "a house plaza ({stars} stars)", s),
        lambda s: ngettext("{count} house plazas ({stars} star each)",
                           "{count} house plazas ({stars} stars each)", s),
    ),
    "market": (
        lambda s: ngettext("a market plaza ({stars} star)", "a market plaza ({stars} stars)", s),
        lambda s: ngettext("{count} market plazas ({stars} star each)",
                           "{count} market plazas ({stars} stars each)", s),
    ),
    "barracks": (
        lambda s: ngettext("a barracks plaza ({stars} star)", "a barracks plaza ({stars} stars)", s),
        lambda s: ngettext("{count} barracks plazas ({stars} star each)",
                           "{count} barracks plazas ({stars} stars each)", s),
    ),
    "temple": (
        lambda s: ngettext("a temple plaza ({stars} star)", "a temple plaza ({stars} stars)", s),
        lambda s: ngettext("{count} temple plazas ({stars} star each)",
                           "{count} temple plazas ({stars} stars each)", s),
    ),
    "garden": (
        lambda s: ngettext("a garden plaza ({stars} star)", "a garden plaza ({stars} stars)", s),
        lambda s: ngettext("{count} garden plazas ({stars} star each)",
                           "{count} garden plazas ({stars} stars each)", s),
    ),
}
_COUNT = {2: N_("two"), 3: N_("three")}
_ORDINALS = [N_("1st"), N_("2nd"), N_("3rd"), N_("4th"), N_("5th"), N_("6th"), N_("7th"),
             N_("8th")]
# Compass points by true screen angle (pointy-top hexes), clockwise from east: a group
# next to the starting plaza, and a group farther away (always two hexes or more).
_COMPASS = [
    (N_("next to the starting plaza, to the east"), N_("{near} hexes east of the starting plaza")),
    (N_("next to the starting plaza, to the south-east"),
     N_("{near} hexes south-east of the starting plaza")),
    (N_("next to the starting plaza, to the south"), N_("{near} hexes south of the starting plaza")),
    (N_("next to the starting plaza, to the south-west"),
     N_("{near} hexes south-west of the starting plaza")),
    (N_("next to the starting plaza, to the west"), N_("{near} hexes west of the starting plaza")),
    (N_("next to the starting plaza, to the north-west"),
     N_("{near} hexes north-west of the starting plaza")),
    (N_("next to the starting plaza, to the north"), N_("{near} hexes north of the starting plaza")),
    (N_("next to the starting plaza, to the north-east"),
     N_("{near} hexes north-east of the starting plaza")),
]


def count_words(count: int) -> str:
    """2 -> 'two', 3 -> 'three', larger counts in digits."""
    return _(_COUNT[count]) if count in _COUNT else str(count)


def hex_word(code: str, count: int = 1) -> str:
    """'a house', 'two quarries', 'a market plaza (2 stars)'."""
    if is_plaza(code):
        stars = stars_of(code)
        one_plaza, plazas = _PLAZA[colour_of(code)]
        if count == 1:
            return one_plaza(stars).format(stars=stars)
        return plazas(stars).format(count=count_words(count), stars=stars)
    one, several = _DISTRICT["quarry" if is_quarry(code) else colour_of(code)]
    if count == 1:
        return _(one)
    return several(count).format(count=count_words(count))


def _kind_order(code: str) -> int:
    return 0 if is_plaza(code) else (2 if is_quarry(code) else 1)


def hexes_words(codes: str | list[str]) -> str:
    """A list of hexes in words, plaza first, quarries last: 'a market plaza (2 stars),
    a barracks and a quarry'; equal hexes are counted ('a house and two quarries')."""
    counts: dict[str, int] = {}
    for code in sorted(codes, key=_kind_order):
        counts[code] = counts.get(code, 0) + 1
    return and_list([hex_word(code, n) for code, n in counts.items()])


def tile_words(tile_id: int) -> str:
    """'a tile with a market plaza (2 stars), a barracks and a quarry'."""
    return _("a tile with {hexes}").format(hexes=hexes_words(tile_hexes()[tile_id]))


def ordinal(n: int) -> str:
    """1 -> '1st'."""
    if 1 <= n <= len(_ORDINALS):
        return _(_ORDINALS[n - 1])
    return _("{n}th").format(n=n)


def price_words(index: int) -> str:
    """What the tile at site position `index` (0-based) costs: 'free', 'pays 2 stones'."""
    if index == 0:
        return _("free")
    return ngettext("pays {n} stone", "pays {n} stones", index).format(n=index)


def site_place_words(index: int) -> str:
    """'the 1st tile of the site (free)', 'the 3rd tile of the site (pays 2 stones)'."""
    return _("the {ordinal} tile of the site ({price})").format(
        ordinal=ordinal(index + 1), price=price_words(index))


def _screen_xy(pos: Pos) -> tuple[float, float]:
    """True geometric position of a pointy-top hex centre; y grows downward."""
    q, r = pos
    return math.sqrt(3) * (q + r / 2), 1.5 * r


def hex_distance(a: Pos, b: Pos = (0, 0)) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def direction_words(cells: tuple[Pos, ...] | list[Pos]) -> str:
    """Where a group of hexes lies, from the starting plaza (position 0,0 of every city):
    'over the starting plaza', 'next to the starting plaza, to the north-east',
    '3 hexes north-east of the starting plaza'."""
    if (0, 0) in cells:
        return _("over the starting plaza")
    xs, ys = zip(*(_screen_xy(c) for c in cells), strict=True)
    x, y = sum(xs) / len(xs), sum(ys) / len(ys)
    angle = math.degrees(math.atan2(y, x)) % 360
    next_to, farther = _COMPASS[int(((angle + 22.5) % 360) // 45)]
    near = min(hex_distance(c) for c in cells)
    if near == 1:
        return _(next_to)
    return _(farther).format(near=near)


def level_words(level: int) -> str:
    """'on the ground' (level 1), 'on level 2'."""
    return _("on the ground") if level == 1 else _("on level {level}").format(level=level)


def stones_words(n: int) -> str:
    return ngettext("{n} stone", "{n} stones", n).format(n=n)


def take_line(name: str, index: int, tile_id: int) -> str:
    return _("{name} takes {place}: {tile}").format(
        name=name, place=site_place_words(index), tile=tile_words(tile_id))


def place_line(name: str, tile_id: int, cells, level: int, covered: list[str],
               gained: int) -> str:
    """'Ana places a tile with ... on level 2, 2 hexes north-east of the starting plaza,
    covering a house and two quarries: +2 stones' (one whole sentence per case)."""
    values = {"name": name, "tile": tile_words(tile_id), "level": level_words(level),
              "where": direction_words(cells)}
    if covered and gained:
        text = _("{name} places {tile} {level}, {where}, covering {hexes}: +{stones}")
    elif covered:
        text = _("{name} places {tile} {level}, {where}, covering {hexes}")
    elif gained:
        text = _("{name} places {tile} {level}, {where}: +{stones}")
    else:
        text = _("{name} places {tile} {level}, {where}")
    return text.format(**values, hexes=hexes_words(covered) if covered else "",
                       stones=stones_words(gained))


def short_turn_line(name: str, index: int, cells, level: int, compact: bool = False) -> str:
    """A rival's turn in one short row (the prompt): 'Ben: 1st tile on the ground, 3 hexes
    west of the starting plaza' (the log and the preview have the whole sentence);
    `compact` leaves the level out (the ◆ on their map shows it), for a narrow row."""
    if compact:
        return _("{name}: {ordinal} tile, {where}").format(
            name=name, ordinal=ordinal(index + 1), where=direction_words(cells))
    return _("{name}: {ordinal} tile {level}, {where}").format(
        name=name, ordinal=ordinal(index + 1), level=level_words(level),
        where=direction_words(cells))


def architect_takes_line(line: str, tiles: list[int]) -> str:
    """A solo turn's line, then what the Illustrious Architect takes after it."""
    return _("{line}; the Illustrious Architect takes {tiles}").format(
        line=line, tiles=and_list([tile_words(t) for t in tiles]))


def and_list(parts: list[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    if len(parts) <= 1:
        return "".join(parts)
    # Translators: the end of a list: {rest} is one or more items joined by ", ".
    return _("{rest} and {last}").format(rest=", ".join(parts[:-1]), last=parts[-1])
