"""Final (and running) scoring of a city, per colour (rules §5, §6, §11 D1-D8, D17).

Only visible hexes count. Each colour scores (value of its scoring districts) x (visible
stars of that colour); stones add 1 point each. The Illustrious Architect of the solo
game has its own simpler count (rules §9.2), also here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from .city import CityMap, Pos, connected_groups, lakes_of
from .components import (
    COLOURS,
    DIRECTIONS,
    colour_of,
    data,
    is_district,
    is_plaza,
    is_quarry,
    stars_of,
    tile_hexes,
)
from .state import AkropolisOptions


@dataclass(frozen=True)
class ColourScore:
    """One line of the score pad: district value x stars = points."""

    value: int
    stars: int
    points: int
    scoring: frozenset[Pos] = field(default_factory=frozenset)  # districts that count
    doubled: frozenset[Pos] = field(default_factory=frozenset)  # of those, doubled by a variant


@dataclass(frozen=True)
class CityScore:
    colours: dict[str, ColourScore]
    stones: int

    @property
    def total(self) -> int:
        return sum(c.points for c in self.colours.values()) + self.stones


@dataclass(frozen=True)
class Regions:
    """The empty space of a city seen from above (rules §5.1): every empty hex is either
    open to the outside or part of a lake, so the lakes say it all."""

    lakes: frozenset[Pos]  # empty cells enclosed by the city (rules §11 D2)

    def is_outside(self, pos: Pos, occupied: dict) -> bool:
        """Empty and open to the outside (rules §11 D1)."""
        return pos not in occupied and pos not in self.lakes


def regions(cm: CityMap) -> Regions:
    """The lakes of the city (see `city.lakes_of`: worked out once per map)."""
    return Regions(lakes_of(cm))


def _neighbours(pos: Pos) -> list[Pos]:
    q, r = pos
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def barracks_open_sides(cm: CityMap, pos: Pos, reg: Regions | None = None) -> int:
    """Empty neighbours of `pos` that belong to the outside region (rules §5.2, §11 D1/D7)."""
    reg = reg or regions(cm)
    return sum(reg.is_outside(n, cm.stacks) for n in _neighbours(pos))


def _house_group(tops: dict[Pos, tuple[str, int]]) -> frozenset[Pos]:
    """The scoring house group: most hexes, then highest value (rules §5.2, §11 D3/D4/D6)."""
    houses = {p for p, (code, _lvl) in tops.items() if code == "h"}
    best: tuple[int, int] = (0, 0)
    best_group: frozenset[Pos] = frozenset()
    for group in connected_groups(houses):
        key = (len(group), sum(tops[p][1] for p in group))
        if key > best:
            best, best_group = key, frozenset(group)
    return best_group


@cache
def _plaza_stars() -> dict[str, tuple[str, int]]:
    """Plaza code -> (colour, stars)."""
    return {code: (colour_of(code), stars_of(code)) for code in data().hex_codes
            if is_plaza(code)}


def score_city(cm: CityMap, stones: int, options: AkropolisOptions) -> CityScore:
    """The per-colour breakdown of one city (rules §5.2, §5.3, §6)."""
    tops = {pos: (stack[-1][0], len(stack)) for pos, stack in cm.stacks.items()}
    variants = options.variants()
    lakes = lakes_of(cm)
    plazas = _plaza_stars()
    stars = dict.fromkeys(COLOURS, 0)

    scoring: dict[str, set[Pos]] = {c: set() for c in COLOURS}
    doubled: dict[str, set[Pos]] = {c: set() for c in COLOURS}

    group = _house_group(tops)
    scoring["house"] = set(group)
    if variants["house"] and sum(tops[p][1] for p in group) >= 10:
        doubled["house"] = set(group)

    markets, barracks, temples, gardens = (scoring[c] for c in COLOURS[1:])
    for pos, (code, level) in tops.items():
        if code == "h" or is_quarry(code):
            continue
        plaza = plazas.get(code)
        if plaza is not None:
            stars[plaza[0]] += plaza[1]
            continue
        q, r = pos
        around = [(q + dq, r + dr) for dq, dr in DIRECTIONS]
        if code == "m":
            codes = [tops[n][0] for n in around if n in tops]
            if "m" in codes:
                continue
            markets.add(pos)
            if variants["market"] and "M" in codes:
                doubled["market"].add(pos)
        elif code == "b":
            open_sides = 0
            for n in around:
                if n not in tops and n not in lakes:
                    open_sides += 1
            if open_sides == 0:
                continue
            barracks.add(pos)
            if variants["barracks"] and open_sides >= 3:
                doubled["barracks"].add(pos)
        elif code == "t":
            if not all(n in tops for n in around):
                continue
            temples.add(pos)
            if variants["temple"] and level >= 2:
                doubled["temple"].add(pos)
        elif code == "g":
            gardens.add(pos)
            if variants["garden"] and any(n in lakes for n in around):
                doubled["garden"].add(pos)

    colours: dict[str, ColourScore] = {}
    for colour in COLOURS:
        value = sum(tops[p][1] * (2 if p in doubled[colour] else 1) for p in scoring[colour])
        colours[colour] = ColourScore(
            value=value,
            stars=stars[colour],
            points=value * stars[colour],
            scoring=frozenset(scoring[colour]),
            doubled=frozenset(doubled[colour]),
        )
    return CityScore(colours=colours, stones=stones)


# --- the Illustrious Architect (solo, rules §9.2) ----------------------------------------


def architect_hexes(tiles: list[int]) -> list[str]:
    """Every hex the Architect owns: its starting tile plus its collected tiles."""
    codes = [h.hex for h in data().starting_tile]
    for tile_id in tiles:
        codes.extend(tile_hexes()[tile_id])
    return codes


def score_architect(
    tiles: list[int], stones: int, options: AkropolisOptions
) -> tuple[CityScore, int]:
    """(per-colour score, quarry bonus). No placement conditions; levels are fixed by
    difficulty: 1 (hippodamos, metagenes) or 2 (callicrates); metagenes adds 2 per quarry.
    """
    codes = architect_hexes(tiles)
    factor = 2 if options.solo_level == "callicrates" else 1
    variants = options.variants()
    colours: dict[str, ColourScore] = {}
    for colour in COLOURS:
        count = sum(1 for c in codes if is_district(c) and colour_of(c) == colour)
        stars = sum(stars_of(c) for c in codes if is_plaza(c) and colour_of(c) == colour)
        doubled_count = 0
        if variants[colour]:
            if colour == "house":
                doubled_count = count if count * factor >= 10 else 0
            elif colour == "market":
                plazas = sum(1 for c in codes if c == "M")
                doubled_count = min(count, 3 * plazas)
            elif colour == "temple":
                doubled_count = count if options.solo_level == "callicrates" else 0
            else:
                doubled_count = count
        value = (count + doubled_count) * factor
        colours[colour] = ColourScore(value=value, stars=stars, points=value * stars)
    quarry_bonus = 0
    if options.solo_level == "metagenes":
        quarry_bonus = 2 * sum(1 for c in codes if is_quarry(c))
    return CityScore(colours=colours, stones=stones), quarry_bonus
