"""How good a position is for a seat, for the greedy and strong bots (issue 8).

The running score (§9: head start, rooms, completion rewards) is exact; everything the
final scoring adds later (§11-§13) is counted as it would stand if the game ended now,
weighted by how much of the game is left; money is worth more early (it buys rooms) than
at the end (1 point per 10,000 Marks, §11); a tile in hand, an extra turn or a reward
still to be taken are worth what they will probably bring. The Master Builder also
counts what the other players will probably pay for the rooms as priced (§8).

`rollout_action` gives the strong bot's rollouts cheap sensible moves instead of random
ones (a random Master Builder would swap prices for many decisions).
"""

from __future__ import annotations

from functools import lru_cache

from .actions import BuyRoom, Pass, PricesDone
from .components import ROOM_TYPES, bonus_cards, constants, is_room
from .components import tile as tile_spec
from .endgame import Tiles, bonus_card_points, depleted_points, favor_points, score_rows
from .flow import castle_of
from .market import prices
from .placement import legal_placements
from .scoring import score_placement
from .state import CastlesState, PlacedTile

Castle = tuple[PlacedTile, ...]

EARLY_POINTS_PER_MARK = 0.6 / 1000  # money's worth while rooms are still to be bought
SPOTS_TRIED = 16  # the best spot of a tile is looked for among about this many
PENDING = {  # points a reward still to be taken is worth to the acting seat (§10)
    "turn": 3.0,  # an extra turn from a food room
    "free_corridor": 2.0,
    "sleep_stack": 1.0,
    "sleep_arrange": 1.0,
    "wild": 4.0,
    "keep_bonus": 1.5,
    "utility": 1.5,
}
BONUS_CARD_PROMISE = 2.0  # what a bonus card may still bring while the game runs
INCOME_SHARE = 0.5  # how much of the others' probable payments the Master Builder counts
ROOM_PROMISE = 2.0  # a room's bonus for its neighbours, on average, beyond its printed points
# What a built room will still bring at the start of the game (neighbours' bonuses,
# favours and bonus cards it feeds), fading as the game goes. Measured with greedy
# against random, 10 games: 2 gave 76 points, 4 gave 83, 8 gave 85 (and 8 of 55
# affordable-room turns passed), 10 no better; before (no such term): 65, 35 passes.
ROOM_FUTURE = 8.0
SPENDABLE = 40000  # Marks a player may still spend on rooms, from the start of the game
FINISH_PRICING = 0.3  # a swap must gain this much, so the Master Builder stops swapping
ROLLOUT_RANDOM_TURN = 0.2  # how often a rollout buyer picks at random, for variety


def remaining(state: CastlesState) -> float:
    """The share of the game still to play: 1 at the start, 0 in the last round."""
    if state.last_round or state.over:
        return 0.0
    full = constants().room_cards_in_deck_per_player * state.n
    return min(1.0, len(state.deck) / full)


def points_per_mark(state: CastlesState) -> float:
    return 1 / constants().marks_per_point + remaining(state) * EARLY_POINTS_PER_MARK


def money_value(state: CastlesState, marks: int) -> float:
    """Points `marks` are worth: the final rate, plus the early premium only on what the
    rest of the game can still spend on rooms (`SPENDABLE`). A pass brings money but no
    room; with the premium on every Mark, a rich player valued the next pass above any
    room and the Casual bot hoarded (issue 36)."""
    left = remaining(state)
    spendable = min(marks, left * SPENDABLE)
    return marks / constants().marks_per_point + spendable * left * EARLY_POINTS_PER_MARK


@lru_cache(maxsize=512)  # small: a bot's look-ahead at the castles in play (GC pauses)
def best_spot(castle: Castle, tile_id: str) -> int:
    """The most a tile would score (room points and rewards) at its best legal spot now."""
    spots = legal_placements(castle, tile_id)
    spots = spots[:: max(1, len(spots) // SPOTS_TRIED)]  # spread over turns and doors
    return max((score_placement(castle, p).total for p in spots), default=0)


def _bonus_value(state: CastlesState, seat: int, left: float, tiles: Tiles) -> float:
    known = bonus_cards()
    total = 0.0
    for card_id in state.bonus[seat]:
        card = known.get(card_id)
        if card is None:
            continue
        total += bonus_card_points(state, seat, card, tiles) + BONUS_CARD_PROMISE * left
        if card.all_types:  # progress towards a set scores part of it (§13)
            kinds = {s.type for s in tiles.specs}
            total += card.points * left * len(kinds & set(ROOM_TYPES)) / len(ROOM_TYPES)
        elif card.all_sizes:
            sizes = constants().room_card_sizes
            have = {s.sqft for s in tiles.rooms}
            total += card.points * left * len(have & set(sizes)) / len(sizes)
    return total


def _pending_value(state: CastlesState) -> float:
    """What the acting seat's open decisions will probably bring."""
    value = 0.0
    for task in state.tasks:
        if task.kind == "place" and task.tile:
            value += best_spot(castle_of(state, state.actor), task.tile)
            if is_room(task.tile):  # as it will count once placed (`evaluate`)
                value += ROOM_FUTURE * remaining(state)
        elif task.kind != "turn" or task.extra:
            value += PENDING.get(task.kind, 0.0)
    return value


def _likely_buyers(state: CastlesState) -> list[int]:
    """Seats other than the Master Builder still to make their purchase this round."""
    if not state.started or state.over or not state.tasks:
        return []
    task = state.tasks[0]
    if task.kind == "price":
        return [(state.mb + i) % state.n for i in range(1, state.n)]
    now = [state.actor] if task.kind == "turn" and not task.extra else []
    return [s for s in now + state.queue if s != state.mb]


def market_income(state: CastlesState) -> float:
    """Marks the Master Builder will probably receive from the seats still to buy: each
    takes the room whose printed points pay most for its price, if that beats passing.
    (Printed points, not the best spot: this runs for every candidate move.)"""
    buyers = _likely_buyers(state)
    if not buyers:
        return 0.0
    rate = points_per_mark(state)
    pass_value = constants().pass_income * rate
    cost = prices(state.n)
    left = list(state.market)
    income = 0
    for seat in buyers:
        best, pick = pass_value, None
        for slot, room in enumerate(left):
            if room is None or state.money[seat] + state.coins[slot] < cost[slot]:
                continue
            gain = tile_spec(room).base + ROOM_PROMISE - (cost[slot] - state.coins[slot]) * rate
            if gain > best:
                best, pick = gain, slot
        if pick is not None:
            income += cost[pick]
            left[pick] = None
    return income * rate * INCOME_SHARE


def evaluate(state: CastlesState, seat: int) -> float:
    """`seat`'s estimated final score minus the best other estimate."""
    tiles = [Tiles(state, s) for s in range(state.n)]
    totals = [sum(row.values()) for row in score_rows(state, tiles)]
    if state.over:
        values = {s: float(total) for s, total in enumerate(totals)}
    else:
        left = remaining(state)
        favours = [favor_points(state, f, tiles) for f in state.favors]
        values = {}
        for s, total in enumerate(totals):
            value = total + money_value(state, state.money[s])
            value += sum(points[s] for points in favours) * (1 - 0.5 * left)
            value += _bonus_value(state, s, left, tiles[s])
            value += depleted_points(state, s, tiles[s]) * (1 - left)
            # A room will also score for the rooms still to be built beside it: without
            # this a room bought now was worth only its printed points, less than the
            # money of a pass, so the Casual bot passed whenever it was not the Master
            # Builder (issue 36).
            value += len(tiles[s].rooms) * ROOM_FUTURE * left
            values[s] = value
        if state.tasks:
            values[state.actor] += _pending_value(state)
        values[state.mb] += market_income(state)
        if state.tasks and state.tasks[0].kind == "price":
            values[state.mb] -= FINISH_PRICING  # a swap must gain something
    others = [v for s, v in values.items() if s != seat]
    return values[seat] - (max(others) if others else 0.0)


def rollout_action(state: CastlesState, seat: int, legal: list, rng) -> object:
    """A cheap, sensible move for the strong bot's rollouts (no search): the Master
    Builder keeps the prices, a buyer takes the room whose printed points pay most for
    its price (or passes), a tile goes to the better of two random legal spots."""
    kind = state.tasks[0].kind if state.tasks else ""
    if kind == "price":
        return next(a for a in legal if isinstance(a, PricesDone))
    if kind == "turn":
        if rng.random() < ROLLOUT_RANDOM_TURN:
            return rng.choice(legal)
        rate = points_per_mark(state)
        cost = prices(state.n)
        best, pick = constants().pass_income * rate, None
        for action in legal:
            if isinstance(action, BuyRoom):
                room = state.market[action.slot]
                if room is None:  # an empty slot is never offered to buy
                    continue
                paid = cost[action.slot] - state.coins[action.slot]
                gain = tile_spec(room).base + ROOM_PROMISE - paid * rate
                if gain > best:
                    best, pick = gain, action
        return pick if pick is not None else next(a for a in legal if isinstance(a, Pass))
    if kind == "place" and len(legal) > 1:
        castle = castle_of(state, seat)
        tile_id = state.tasks[0].tile
        two = rng.sample(legal, 2)
        return max(two, key=lambda a: score_placement(
            castle, PlacedTile(tile=tile_id, rot=a.rot, x=a.x, y=a.y, down=a.down)).total)
    return rng.choice(legal)
