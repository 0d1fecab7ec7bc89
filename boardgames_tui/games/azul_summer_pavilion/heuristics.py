"""How good a position is for a seat: the bots' `evaluate` (issue 8).

The value of a seat is its running score (rules §13) plus what its position promises:
- tiles in hand become placements in Phase 2 (§10.2-10.4), so each usable tile is worth
  about a point; the round's wild colour pays for any colour (§10.3), so wild tiles are
  worth more and the bot keeps them rather than spend them where a coloured tile does;
- tiles kept in the corners come back next round (§10.6, §11), a little less valuable,
  more so when they are of the next round's wild colour;
- star and number-set progress (§13): a star's bonus grows with the square of the share
  already covered, damped when few rounds are left to finish it; a full star or set is
  counted at its whole value at once, because nothing can take it away;
- bonus symbols (§10.5): each symbol still open promises its reward in tiles, weighted by
  the square of the share of its surrounding spaces already covered;
- discards (§10.6): leftover tiles cost a point each when the seat passes, so a hand
  larger than the placing phase can use is worth less per tile, and in round 6, where
  nothing can be kept (D2), every tile in hand is worth less.
At the end of the game only the final score counts. `evaluate` is the seat's value minus
the best other seat's value, so denying an opponent counts as much as helping oneself.

`rollout_candidates` trims the decisions a quick playout weighs (`AzulBots.rollout_action`);
hidden.py deals the bag for the bots' searches.
"""

from __future__ import annotations

from functools import cache, lru_cache

from .actions import Pass, Place
from .components import board, constants, load_components
from .placing import allowed_colours
from .scoring import number_bonuses, star_bonuses
from .state import AzulState
from .turns import default_keep

Tiles = tuple[int | None, ...]  # one seat's 42 board spaces

HAND_TILE = 1.0  # a usable tile in hand, in points
WILD_TILE = 1.4  # a tile of the round's wild colour
DEAD_TILE = 0.15  # a tile no empty space of the board can take any more
CORNER_TILE = 0.7  # a tile kept for the next round
CORNER_WILD = 1.1  # ... of the next round's wild colour
STAR_WEIGHT = 0.55  # share of a star bonus promised by a star 6/6 covered but unfinished
NUMBER_WEIGHT = 0.35  # the same for the number sets
SYMBOL_WEIGHT = 0.6  # share of a symbol's reward promised when all but one space is covered
HAND_COMFORT = 14  # tiles per seat the placing phase can use without waste


@cache
def _number_spaces(side: str) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """(bonus, spaces printed with that number) for the number sets of one side."""
    costs = board().costs[side]
    return tuple(
        (bonus, tuple(i for i in range(42) if costs[i] == number))
        for number, bonus in constants().number_set_bonus.items()
    )


@cache
def _symbol_table() -> tuple[tuple[int, tuple[int, ...]], ...]:
    """(reward in tiles, surrounding spaces) per symbol."""
    b = board()
    rewards = constants().bonus_reward
    return tuple((rewards[sym.kind], b.symbol_spaces[i]) for i, sym in enumerate(b.symbols))


@cache
def _star_values() -> tuple[int, ...]:
    """Bonus of a one-colour star, per colour (rules §13)."""
    return tuple(c.star_bonus for c in load_components().colours)


def _star_promise(side: str, tiles: Tiles, time_left: float) -> float:
    """Bonuses of finished stars plus a share of the bonus of stars under way."""
    total = 0.0
    multi = constants().multicolour_star_bonus
    values = _star_values()
    b = board()
    for star in range(7):
        placed = [t for t in tiles[star * 6 : star * 6 + 6] if t is not None]
        k = len(placed)
        if k == 0:
            continue
        if side == "standard":
            colour = b.star_colour[star]
            bonus = multi if colour is None else values[colour]
        elif k >= 2 and len(set(placed)) == 1:
            bonus = values[placed[0]]
        else:
            bonus = multi
        if k == 6:
            total += bonus
        else:
            total += bonus * STAR_WEIGHT * time_left * (k / 6) ** 2
    return total


def _number_promise(side: str, tiles: Tiles, time_left: float) -> float:
    total = 0.0
    for bonus, spaces in _number_spaces(side):
        k = sum(tiles[i] is not None for i in spaces)
        if k == len(spaces):
            total += bonus
        elif k:
            total += bonus * NUMBER_WEIGHT * time_left * (k / len(spaces)) ** 3
    return total


def _symbol_promise(tiles: Tiles) -> float:
    total = 0.0
    for reward, spaces in _symbol_table():
        k = sum(tiles[i] is not None for i in spaces)
        if k < len(spaces):
            total += reward * HAND_TILE * SYMBOL_WEIGHT * (k / (len(spaces) - 1)) ** 2
    return total


def _usable_colours(side: str, tiles: Tiles) -> tuple[bool, ...]:
    """Colours some empty space of the board may still take (rules §10.2)."""
    usable = [False] * 6
    for star in range(7):
        if all(t is not None for t in tiles[star * 6 : star * 6 + 6]):
            continue
        for c in allowed_colours(side, list(tiles), star):
            usable[c] = True
    return tuple(usable)


def _hand_promise(state: AzulState, seat: int, usable: tuple[bool, ...], last: bool) -> float:
    hand = state.hands[seat]
    wild = state.wild
    value = 0.0
    for c in range(6):
        if not hand[c]:
            continue
        if c == wild:
            per = WILD_TILE
        elif usable[c]:
            per = HAND_TILE
        else:
            per = DEAD_TILE
        value += per * hand[c]
    if state.phase == "bonus" and seat == state.current:
        # bonus tiles earned but not yet chosen from the supply (rules §10.5)
        value += state.bonus_owed * HAND_TILE
    held = sum(hand)
    if state.phase == "take" and held > HAND_COMFORT:
        # more than the placing phase will spend: the surplus tends to be discarded
        value -= 0.6 * (held - HAND_COMFORT)
    if last:
        # round 6: nothing is kept, every tile left over is a point lost (rules §10.6)
        value *= 0.8
    corner = state.corners[seat]
    if any(corner):
        next_wild = min(state.round + 1, 6) - 1
        for c in range(6):
            value += corner[c] * (CORNER_WILD if c == next_wild else CORNER_TILE)
    return value


def seat_value(state: AzulState, seat: int) -> float:
    """Running score plus the promise of the position (see the module docstring)."""
    if state.phase == "over":
        tiles = state.boards[seat]
        return float(
            state.score(seat) + star_bonuses(state.side, tiles) + number_bonuses(state.side, tiles)
        )
    rounds = constants().rounds
    # how much time is left to finish what is under way: 1 early, falling in the last rounds
    time_left = min(1.0, (rounds - state.round + 1) / 3)
    promise, usable = _board_promise(state.side, tuple(state.boards[seat]), time_left)
    last = state.round >= rounds
    return state.score(seat) + promise + _hand_promise(state, seat, usable, last)


@lru_cache(maxsize=8192)
def _board_promise(side: str, tiles: Tiles, time_left: float) -> tuple[float, tuple[bool, ...]]:
    """Star, number-set and symbol promise of one board, and the colours it can still
    take. Boards change one tile at a time, so a search meets the same ones again."""
    promise = (
        _star_promise(side, tiles, time_left)
        + _number_promise(side, tiles, time_left)
        + _symbol_promise(tiles) * time_left
    )
    return promise, _usable_colours(side, tiles)


def evaluate(state: AzulState, seat: int) -> float:
    """The seat's value minus the best other seat's value."""
    values = [seat_value(state, s) for s in range(len(state.players))]
    mine = values[seat]
    others = [v for s, v in enumerate(values) if s != seat]
    return mine - max(others)


def rollout_candidates(state: AzulState, seat: int, legal: list) -> list:
    """The actions worth weighing in a quick playout: every take and bonus pick, each
    placement paid with as few wilds as possible (`evaluate` values a wild above the
    coloured tile it replaces, so more wilds never rank higher), and of the passes only
    the one keeping the most tiles (keeping fewer never helps, D8)."""
    out = []
    seen: set[tuple[str, int, str]] = set()
    for a in legal:
        if isinstance(a, Pass):
            continue
        if isinstance(a, Place):
            key = (a.star, a.index, a.colour)
            if key in seen:
                continue
            seen.add(key)
        out.append(a)
    if state.phase == "place":
        out.append(Pass(keep=default_keep(state.hands[seat], state.round)))
    return out


