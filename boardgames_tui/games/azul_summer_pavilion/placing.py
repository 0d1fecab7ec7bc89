"""Phase 2 - placing one tile: legal targets, payment, points, bonus symbols.

Rules §10.2 (targets and colours, §4.1 centre star, §5 grey side), §10.3 (cost and the
wild payment), §10.4 (group scoring inside one star, D18) and §10.5 (symbols).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .actions import COLOUR_INDEX, Place, place_table
from .components import board, constants
from .state import AzulState


def allowed_colours(side: str, tiles: list[int | None], star: int) -> list[int]:
    """Colours that may go into `star` given the tiles on the board.

    Standard side: an outer star takes only its own colour; the centre star any colour it
    does not hold yet (D15). Grey side (D13): the first two tiles fix the star's type -
    two equal colours make a single-colour star, two different colours a multicoloured one.
    """
    b = board()
    placed = [t for t in tiles[star * 6 : star * 6 + 6] if t is not None]
    if side == "standard":
        fixed = b.star_colour[star]
        if fixed is not None:
            return [fixed]
        return [c for c in range(6) if c not in placed]
    if len(placed) < 2:
        return list(range(6))
    if len(set(placed)) == 1:
        # the first two agreed, so every tile so far has that one colour
        return [placed[0]]
    return [c for c in range(6) if c not in placed]


def wild_range(cost: int, colour: int, wild: int, hand: list[int]) -> range:
    """How many wild tiles may pay for a cost-`cost` placement of `colour` (rules §10.3).

    Empty when the placement cannot be paid. At least one real tile of the colour is
    always spent, and it is the one placed; a wild-coloured placement pays only in its
    own colour (wilds = 0).
    """
    have = hand[colour]
    if have < 1:
        return range(0)
    if colour == wild:
        return range(0, 1) if have >= cost else range(0)
    low = max(0, cost - have)
    high = min(cost - 1, hand[wild])
    return range(low, high + 1)


def cost_of(state: AzulState, space: int) -> int:
    return board().costs[state.side][space]


_NO_COLOURS: list[int | None] = [None] * 7  # grey side: no star has a colour of its own


@lru_cache(maxsize=4096)
def _open_star(
    side: str, star: int, tiles: tuple[int | None, ...]
) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...]]:
    """For one star holding `tiles` (its six spaces): the colours it may take, and its
    empty spaces with their costs. A small cache of small immutable values: a star
    changes only when a tile is placed on it, and this ran for every star at every
    decision of Phase 2."""
    costs = board().costs[side]
    board_tiles: list[int | None] = [None] * 42
    board_tiles[star * 6 : star * 6 + 6] = tiles
    colours = tuple(allowed_colours(side, board_tiles, star))
    empty = tuple((star * 6 + k, costs[star * 6 + k]) for k in range(6) if tiles[k] is None)
    return colours, empty


def legal_places(state: AzulState, seat: int) -> list[Place]:
    """Every placement `seat` can pay for, star by star, space by space, colour by colour,
    fewest wilds first (`wild_range`, written out in `_star_places`)."""
    side = state.side
    tiles = state.boards[seat]
    hand = state.hands[seat]
    wild = state.wild
    # a payment uses at most 6 tiles of a colour (the highest cost)
    have_wild = hand[wild] if hand[wild] < 6 else 6
    own = board().star_colour if side == "standard" else _NO_COLOURS
    out: list[Place] = []
    for star in range(7):
        colour = own[star]
        if colour is not None:
            if not hand[colour]:
                continue  # a coloured star, and no tile of its colour in hand
            counts: tuple[int, ...] = (hand[colour] if hand[colour] < 6 else 6, have_wild)
        else:
            counts = tuple(n if n < 6 else 6 for n in hand)
        out += _star_places(side, star, tuple(tiles[star * 6 : star * 6 + 6]), wild, counts)
    return out


@lru_cache(maxsize=4096)
def _star_places(
    side: str, star: int, tiles: tuple[int | None, ...], wild: int, counts: tuple[int, ...]
) -> tuple[Place, ...]:
    """The placements on one star holding `tiles`, for a hand of `counts` (at most 6 of
    a colour): (tiles of the star's colour, wilds) on a star of one colour, else the six
    colour counts. A bounded cache of shared immutable values: a star and the tiles that
    fit it repeat from decision to decision far more often than whole boards and hands."""
    if len(counts) == 2:
        hand = [0] * 6
        hand[wild] = counts[1]
        hand[board().star_colour[star]] = counts[0]  # type: ignore[index]
    else:
        hand = list(counts)
    have_wild = hand[wild]
    allowed, empty = _open_star(side, star, tiles)
    colours = [c for c in allowed if hand[c]]
    table = place_table()
    out: list[Place] = []
    for space, cost in empty:
        row = table[space]
        for colour in colours:
            have = hand[colour]
            if colour == wild:
                if have >= cost:
                    out.append(row[colour][0])
                continue
            low = cost - have if cost > have else 0
            high = cost - 1 if cost - 1 < have_wild else have_wild
            if low <= high:
                out.extend(row[colour][low : high + 1])
    return tuple(out)


def is_legal_place(state: AzulState, seat: int, action: Place) -> bool:
    """The same test as `legal_places`, for one action (rules §10.2-10.3)."""
    space = space_of(action)
    tiles = state.boards[seat]
    if tiles[space] is not None:
        return False
    colour = COLOUR_INDEX[action.colour]
    if colour not in allowed_colours(state.side, tiles, space // 6):
        return False
    return action.wilds in wild_range(cost_of(state, space), colour, state.wild, state.hands[seat])


def group_size(tiles: list[int | None], space: int) -> int:
    """Size of the covered ring group through `space` (rules §10.4), `space` counted."""
    star = space - space % 6
    k = space % 6
    size = 1
    for step in (1, -1):
        for i in range(1, 6):
            if tiles[star + (k + step * i) % 6] is None:
                break
            size += 1
        else:
            return 6
    return size


def completed_symbols(tiles: list[int | None], space: int) -> list[int]:
    """Symbols through `space` that are fully surrounded once `space` is covered."""
    b = board()
    done = []
    for sym in b.symbols_of_space[space]:
        if all(tiles[s] is not None or s == space for s in b.symbol_spaces[sym]):
            done.append(sym)
    return done


@dataclass(frozen=True)
class PlacementPreview:
    """What a placement would do: for the UI preview and the log line."""

    space: int
    colour: int
    cost: int
    colour_paid: int
    wilds_paid: int
    points: int
    symbols: list[int]
    bonus_tiles: int


_REWARD = {"pillar": 1, "statue": 2, "window": 3}  # bonus tiles per symbol kind (tested)
_STAR_INDEX = {"center": 0, "purple": 1, "orange": 2, "red": 3, "blue": 4, "yellow": 5, "green": 6}


def space_of(action: Place) -> int:
    return _STAR_INDEX[action.star] * 6 + action.index - 1


def preview(state: AzulState, seat: int, action: Place) -> PlacementPreview:
    b = board()
    space = space_of(action)
    colour = b.colour_ids.index(action.colour)
    cost = cost_of(state, space)
    tiles = state.boards[seat]
    symbols = completed_symbols(tiles, space)
    rewards = constants().bonus_reward
    return PlacementPreview(
        space=space,
        colour=colour,
        cost=cost,
        colour_paid=cost - action.wilds,
        wilds_paid=action.wilds,
        points=group_size(tiles, space),
        symbols=symbols,
        bonus_tiles=sum(rewards[b.symbols[s].kind] for s in symbols),
    )


def apply_place(state: AzulState, seat: int, action: Place) -> int:
    """Pay, place, score. Returns the number of bonus tiles earned (D7: rewards add up).

    `preview`, written out without building its record: this runs at every placement.
    """
    b = board()
    space = space_of(action)
    colour = COLOUR_INDEX[action.colour]
    wilds = action.wilds
    paid = b.costs[state.side][space] - wilds
    tiles = state.boards[seat]
    owed = 0
    for sym in b.symbols_of_space[space]:
        if all(tiles[s] is not None or s == space for s in b.symbol_spaces[sym]):
            owed += _REWARD[b.symbols[sym].kind]
    hand = state.hands[seat]
    hand[colour] -= paid
    state.tower[colour] += paid - 1
    if wilds:
        wild = state.wild
        hand[wild] -= wilds
        state.tower[wild] += wilds
    state.placement_points[seat] += group_size(tiles, space)
    tiles[space] = colour
    return owed
