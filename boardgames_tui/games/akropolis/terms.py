"""What the bots' heuristics need from a city (district values, stars, districts that may
still score, quarries), worked out once per map and options, from the map before when
it is known.

The greedy bot values every legal placement of a tile, a few hundred on a grown city,
and the rollouts of the strong bot compare a few per turn: all are the same city plus
one tile. Every visible hex but the houses scores by what lies on and right around it
(rules §5.2), so a child map takes its parent's per-hex parts and works out again only
the hexes on and beside the new tile, and beside a newly closed lake. Houses score as
one group: they are grouped again only when the tile covers or adds one. The sums are
integers, so the terms do not depend on the order the hexes were added in; they equal
those of `scoring.score_city` (tested).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .city import CityMap, Pos, connected_groups, lakes_of, ring_around
from .components import COLOURS, DIRECTIONS, colour_of, data, is_plaza, is_quarry, stars_of
from .state import AkropolisOptions

UNREALISED = 0.4  # share of a not-yet-scoring temple's or house's level still expected
HOUSE = COLOURS.index("house")


@dataclass(frozen=True)
class CityTerms:
    """What the potential needs from one city (kept with its map)."""

    values: tuple[int, ...]  # scoring district value per colour (COLOURS order)
    stars: tuple[int, ...]  # visible plaza stars per colour
    unrealised: tuple[float, ...]  # level of districts that may still score, per colour
    quarries: int  # visible quarries


# One visible hex other than a house: (colour index, value, level that may still score,
# plaza stars, quarries).
Part = tuple[int, int, int, int, int]
_NOTHING: Part = (0, 0, 0, 0, 0)


@dataclass(frozen=True)
class _Analysis:
    terms: CityTerms
    parts: dict[Pos, Part]  # every visible hex but the houses
    sums: tuple[list[int], list[int], list[int], int]  # of the parts: values, levels, stars, quarries
    houses: frozenset[Pos]  # visible houses
    house: tuple[int, int]  # (value of the scoring group, levels outside it)


@cache
def _kinds() -> dict[str, tuple[str, int, int]]:
    """Hex code -> (what it is: "h", "m", "b", "t", "g", "plaza" or "quarry", colour index,
    stars)."""
    out = {}
    for code in data().hex_codes:
        if is_quarry(code):
            out[code] = ("quarry", 0, 0)
        elif is_plaza(code):
            out[code] = ("plaza", COLOURS.index(colour_of(code)), stars_of(code))
        else:
            out[code] = (code, COLOURS.index(colour_of(code)), 0)
    return out


def city_terms(cm: CityMap, options: AkropolisOptions) -> CityTerms:
    """The terms of a city map, worked out once per map and options (kept with the map)."""
    return _analysis(cm, tuple(options.variants().values())).terms


def _analysis(cm: CityMap, variants: tuple[bool, ...]) -> _Analysis:
    key = ("terms", variants)
    found = cm._derived.get(key)
    if found is None:
        before = cm._derived.get("before")
        if before is None:
            found = _full(cm, variants)
        else:
            parent, cells, _tile = before
            found = _from_parent(cm, parent, _analysis(parent, variants), cells, variants)
        cm._derived[key] = found
    return found


def _part(stacks: dict, lakes: frozenset[Pos], pos: Pos, variants: tuple[bool, ...]) -> Part | None:
    """What the visible hex at `pos` adds (rules §5.2, §6); None for a house."""
    stack = stacks[pos]
    code = stack[-1][0]
    kind, colour, stars = _kinds()[code]
    if kind == "h":
        return None
    if kind == "quarry":
        return (0, 0, 0, 0, 1)
    if kind == "plaza":
        return (colour, 0, 0, stars, 0)
    level = len(stack)
    q, r = pos
    around = [(q + dq, r + dr) for dq, dr in DIRECTIONS]
    if kind == "m":
        codes = [stacks[n][-1][0] for n in around if n in stacks]
        if "m" in codes:
            return _NOTHING
        return (colour, level * 2 if variants[colour] and "M" in codes else level, 0, 0, 0)
    if kind == "b":
        open_sides = sum(1 for n in around if n not in stacks and n not in lakes)
        if not open_sides:
            return _NOTHING
        return (colour, level * 2 if variants[colour] and open_sides >= 3 else level, 0, 0, 0)
    if kind == "t":
        if not all(n in stacks for n in around):
            return (colour, 0, level, 0, 0)
        return (colour, level * 2 if variants[colour] and level >= 2 else level, 0, 0, 0)
    # a garden always scores
    doubled = variants[colour] and any(n in lakes for n in around)
    return (colour, level * 2 if doubled else level, 0, 0, 0)


def _house_terms(stacks: dict, houses: frozenset[Pos], variants: tuple[bool, ...]) -> tuple[int, int]:
    """(value, levels outside it) of the scoring house group: most hexes, then the
    highest value (rules §5.2, §11 D3/D4/D6)."""
    best = (0, 0)
    total = 0
    for group in connected_groups(houses):
        levels = sum(len(stacks[p]) for p in group)
        total += levels
        best = max(best, (len(group), levels))
    value = best[1]
    if variants[HOUSE] and value >= 10:
        value *= 2
    return value, total - best[1]


def _terms(sums: tuple[list[int], list[int], list[int], int], house: tuple[int, int]) -> CityTerms:
    values, levels, stars, quarries = sums
    values = list(values)
    levels = list(levels)
    values[HOUSE] += house[0]
    levels[HOUSE] += house[1]
    return CityTerms(values=tuple(values), stars=tuple(stars),
                     unrealised=tuple(UNREALISED * n for n in levels), quarries=quarries)


def _add(sums: tuple[list[int], list[int], list[int], list[int]], part: Part, sign: int) -> None:
    colour, value, level, stars, quarry = part
    sums[0][colour] += sign * value
    sums[1][colour] += sign * level
    sums[2][colour] += sign * stars
    sums[3][0] += sign * quarry


def _full(cm: CityMap, variants: tuple[bool, ...]) -> _Analysis:
    stacks = cm.stacks
    lakes = lakes_of(cm)
    parts: dict[Pos, Part] = {}
    houses = []
    sums = ([0] * len(COLOURS), [0] * len(COLOURS), [0] * len(COLOURS), [0])
    for pos in stacks:
        part = _part(stacks, lakes, pos, variants)
        if part is None:
            houses.append(pos)
        else:
            parts[pos] = part
            _add(sums, part, 1)
    return _finish(stacks, parts, sums, frozenset(houses), None, variants)


def _finish(stacks, parts, sums, houses, house, variants) -> _Analysis:
    if house is None:
        house = _house_terms(stacks, houses, variants)
    totals = (sums[0], sums[1], sums[2], sums[3][0])
    return _Analysis(terms=_terms(totals, house), parts=parts, sums=totals, houses=houses,
                     house=house)


def _from_parent(cm: CityMap, parent: CityMap, before: _Analysis, cells: tuple[Pos, ...],
                 variants: tuple[bool, ...]) -> _Analysis:
    """The analysis of `cm`, the `parent` map with one tile on `cells`."""
    stacks = cm.stacks
    lakes = lakes_of(cm)
    changed: set[Pos] = {*cells, *ring_around(cells)}
    new_lakes = lakes.difference(lakes_of(parent))
    if new_lakes:
        changed = {*changed, *((q + dq, r + dr) for q, r in new_lakes for dq, dr in DIRECTIONS)}
    parts = before.parts.copy()
    values, levels, stars, quarries = before.sums
    sums = (list(values), list(levels), list(stars), [quarries])
    houses = set(before.houses)
    for pos in changed:
        if pos not in stacks:
            continue
        old = parts.pop(pos, None)
        if old is not None:
            _add(sums, old, -1)
        part = _part(stacks, lakes, pos, variants)
        if part is None:
            houses.add(pos)
        else:
            houses.discard(pos)
            parts[pos] = part
            _add(sums, part, 1)
    # The houses group again only if the tile covered or added one.
    same = not any(c in before.houses or stacks[c][-1][0] == "h" for c in cells)
    return _finish(stacks, parts, sums, before.houses if same else frozenset(houses),
                   before.house if same else None, variants)
