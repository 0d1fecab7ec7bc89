"""How promising a position is, for the engine's greedy and strong bots (issue 8).

A colour finally scores value x stars (rules §5.3). Mid-game that product alone ignores
what is still to come, so a city's *potential* adds, for each colour, what the turns left
are likely to add to the other factor: a district is worth the stars of its colour plus
the stars still expected, a plaza star the district value plus the value still expected.
On top of that:

- a visible quarry is a stone still to earn by covering it (§4.3);
- a temple not yet surrounded or a house outside the scoring group may still score (§5.2);
- a stone is a point (§5.3) and, while tiles remain, the price of a better tile (§4.1),
  so taking a tile further back costs its stones and a little more;
- a tile taken but not placed yet is valued by its hexes (plaza stars, districts, quarries).

The growth rates are rough averages from bot games, not rules.
"""

from __future__ import annotations

from .city import CityMap, map_of_city
from .components import (
    COLOURS,
    colour_of,
    is_district,
    is_plaza,
    is_quarry,
    stars_of,
    tile_cells,
    tile_hexes,
)
from .scoring import score_architect
from .state import AkropolisState
from .terms import CityTerms, city_terms

STAR_GROWTH = 0.15  # plaza stars a colour gains per turn still to play
VALUE_GROWTH = 0.45  # district value a colour gains per turn still to play
QUARRY_COVER = 0.5  # a visible quarry while turns remain: a stone still to earn
STONE_OPTION = 0.3  # a stone (up to USEFUL_STONES) beyond its point while turns remain
USEFUL_STONES = 4
HELD_SHARE = 0.9  # a held tile's hex values, discounted for where it can really go
QUARRY_ON_TILE = 0.2  # a quarry hex on a taken tile: something to cover later
OTHERS_WEIGHT = 1.0  # how much the best other side's potential counts before the end


def turns_left(state: AkropolisState) -> float:
    """Placements each side still makes after the tile in hand (one site tile is discarded
    at the end, §11 D14)."""
    if state.over:
        return 0.0
    return max(0.0, (len(state.deck) + len(state.site) - 1) / state.sides)


def held_value(tile_id: int, terms: CityTerms, turns: float) -> float:
    """A taken tile's worth before it is placed: each hex by what it would add."""
    value = 0.0
    index = {c: i for i, c in enumerate(COLOURS)}
    for code in tile_hexes()[tile_id]:
        if is_quarry(code):
            value += QUARRY_ON_TILE if turns >= 1 else 0.0
            continue
        i = index[colour_of(code)]
        if is_plaza(code):
            value += stars_of(code) * (terms.values[i] + terms.unrealised[i] + VALUE_GROWTH * turns)
        elif is_district(code):
            value += terms.stars[i] + STAR_GROWTH * turns
    return HELD_SHARE * value


def city_potential(state: AkropolisState, seat: int, turns: float) -> float:
    terms = city_terms(map_of_city(state.cities[seat]), state.options)
    total = 0.0
    for i in range(len(COLOURS)):
        value = terms.values[i] + (terms.unrealised[i] if turns >= 1 else 0.0)
        stars = terms.stars[i]
        total += value * stars + turns * (value * STAR_GROWTH + stars * VALUE_GROWTH)
    stones = state.stones[seat]
    total += stones
    if turns >= 1:
        total += STONE_OPTION * min(stones, USEFUL_STONES)
        total += QUARRY_COVER * min(1.0, turns / 4) * terms.quarries
    if state.held is not None and state.current == seat:
        total += held_value(state.held, terms, turns)
    return total


def architect_total(state: AkropolisState) -> float:
    score, bonus = score_architect(state.architect_tiles, state.stones[1], state.options)
    return float(score.total + bonus)


def evaluate(state: AkropolisState, seat: int) -> float:
    """The seat's potential minus the best other side's (the Architect's total in solo)."""
    turns = turns_left(state)
    mine = city_potential(state, seat, turns)
    if state.solo:  # the Architect plays by a fixed rule: no noise to fear
        return mine - architect_total(state)
    weight = 1.0 if state.over else OTHERS_WEIGHT
    others = [city_potential(state, s, turns) for s in range(len(state.players)) if s != seat]
    return mine - weight * max(others)


# --- the strong bot's rollout policy ---------------------------------------------------
#
# A rollout move must cost about a millisecond at most, so it scores no whole city: it
# takes the site tile whose plaza stars and districts best fit the city for what they
# cost, and lays it on one of up to ROLLOUT_SPOTS random legal spots: a local count of what
# the three hexes add and what they cover (§4.2, §4.3, §5) picks a few finalists, and the
# city potential after each (as `city_potential`) decides. Measured (2 players, 20 games
# each against `greedy`): random rollouts won 25%, this policy 85%.

ROLLOUT_SPOTS = 40  # legal spots sampled per rollout placement (most cities have fewer)
ROLLOUT_FINALISTS = 3  # of those, the locally best few are compared by city potential
STONE_PRICE = 1.2  # what a rollout pays in value per stone spent on a tile further back
COVER_PLAZA = 4.0  # covering one of one's own plazas: its stars times this and more
DISTRICT_BASE = 0.4  # a district counts a little even before its colour has a star


def _colour_stars(cm: CityMap) -> dict[str, int]:
    stars = dict.fromkeys(COLOURS, 0)
    for stack in cm.stacks.values():
        code = stack[-1][0]
        if is_plaza(code):
            stars[colour_of(code)] += stars_of(code)
    return stars


def _take_value(tile_id: int, stars: dict[str, int]) -> float:
    value = 0.0
    for code in tile_hexes()[tile_id]:
        if is_quarry(code):
            continue
        if is_plaza(code):
            value += 2.0 * stars_of(code)
        else:
            value += DISTRICT_BASE + 0.5 * stars[colour_of(code)]
    return value


def _spot_value(cm: CityMap, tile_id: int, spot, stars: dict[str, int]) -> float:
    q, r, rot = spot.q, spot.r, spot.rot
    value = 0.0
    for pos, code in zip(tile_cells((q, r), rot), tile_hexes()[tile_id], strict=True):
        stack = cm.stacks.get(pos)
        level = len(stack) + 1 if stack else 1
        if stack:
            under = stack[-1][0]
            if is_quarry(under):
                value += 1.0
            elif is_plaza(under):
                value -= COVER_PLAZA * stars_of(under) + 2.0
            else:
                value -= (level - 1) * (stars[colour_of(under)] + DISTRICT_BASE)
        if is_plaza(code):
            value += 2.0 * stars_of(code)
        elif is_district(code):
            value += level * (stars[colour_of(code)] + DISTRICT_BASE)
    return value


def rollout_move(state: AkropolisState, seat: int, legal: list, rng):
    """A cheap, sensible move for a rollout (see above); `legal` is never empty."""
    cm = map_of_city(state.cities[seat])
    stars = _colour_stars(cm)
    if state.held is None:
        best, best_value = legal[0], None
        for action in legal:
            value = _take_value(state.site[action.index], stars) - STONE_PRICE * action.index
            value += rng.random() * 0.5
            if best_value is None or value > best_value:
                best, best_value = action, value
        return best
    spots = legal if len(legal) <= ROLLOUT_SPOTS else rng.sample(legal, ROLLOUT_SPOTS)
    held = state.held
    if ROLLOUT_FINALISTS <= 1:
        return max(spots, key=lambda a: _spot_value(cm, held, a, stars))
    spots.sort(key=lambda a: _spot_value(cm, held, a, stars), reverse=True)
    return max(spots[:ROLLOUT_FINALISTS], key=lambda a: _placed_potential(state, seat, cm, a))


def _placed_potential(state: AkropolisState, seat: int, cm: CityMap, spot) -> float:
    """The city's potential with the held tile laid on `spot` (as `city_potential`)."""
    assert state.held is not None, "a spot is only ever weighed for the tile in hand"
    terms = city_terms(cm.with_tile(state.held, (spot.q, spot.r), spot.rot), state.options)
    turns = max(0.0, turns_left(state) - 1.0)
    total = 0.0
    for i in range(len(COLOURS)):
        value = terms.values[i] + (terms.unrealised[i] if turns >= 1 else 0.0)
        stars = terms.stars[i]
        total += value * stars + turns * (value * STAR_GROWTH + stars * VALUE_GROWTH)
    total += _quarries_under(cm, spot)
    if turns >= 1:
        total += QUARRY_COVER * min(1.0, turns / 4) * terms.quarries
    return total


def _quarries_under(cm: CityMap, spot) -> int:
    gained = 0
    for pos in tile_cells((spot.q, spot.r), spot.rot):
        stack = cm.stacks.get(pos)
        if stack and is_quarry(stack[-1][0]):
            gained += 1
    return gained
