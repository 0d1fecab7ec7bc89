"""Build a Castles position in the game's own words, for tests, tutorials and puzzles.

    scenario.castles(
        players=["Ana", "Ben"], seed=3,
        castle={"Ana": [room("Foyer"), room("Larder", "east of the Foyer")]},
        money={"Ana": 4000}, market={4000: "The Hole"}, stacks={150: []},
        placing="Stairs", deciding="Ana",
    )

The position starts as a real game after the opening (every player kept the first
bonus cards offered, the first Master Builder is about to set the prices) and is then
changed as asked. Rooms are named as printed ("Larder", "The Hole", "Stairs",
"Hallway", "Downstairs Hallway"), players by name (or seat), market slots by their price,
stacks by their size in square feet, favours and bonus cards by their printed text.

What it checks: every name exists; no two tiles of a castle take the same space
(complementary halves may share a cell, §6.2); a room laid "east of the Foyer" is a
legal placement there; a market slot or a stack size exists for this player count.
What it does not check, so that unusual positions stay possible: that a room laid at
given coordinates joins a door (§6.9), that a room is in only one place (castle, market,
stack), that the counts of pieces left in the supply match the castles, and that the
pending decision could arise from the tiles laid.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from . import RULES
from .castle import analyze
from .components import bonus_cards, constants, favors, tiles
from .footprint import footprint
from .geometry import COMPLEMENT, HALLWAY
from .placement import legal_placements
from .state import CastlesOptions, CastlesState, PlacedTile, Task, copy_state
from .words import joins

Seats = Mapping[str | int, object] | Sequence[object]


@dataclass(frozen=True)
class Room:
    """One tile for a castle: its printed name, and where it lies (see `room`)."""

    name: str
    next_to: str | None = None
    at: tuple[int, int] | None = None
    turns: int | None = None


def room(name: str, next_to: str | None = None, *, at: tuple[int, int] | None = None,
         turns: int | None = None) -> Room:
    """A tile by its printed name, laid one of three ways:

    - `room("Larder", "east of the Foyer")`: at the first legal spot whose door meets the
      east side of the Foyer (the words the log uses); `turns` picks the rotation;
    - `room("Larder", at=(3, 0), turns=1)`: its box's top-left cell at x=3, y=0 (x to the
      right, y down, the Foyer's box starts at 0, 0), turned clockwise `turns` times;
    - `room("Foyer")`: at 0, 0 unturned.
    """
    return Room(name, next_to, at, turns)


class ScenarioError(ValueError):
    """A position that cannot be built: the message says what is wrong, in words."""


def _tile_id(name: str) -> tuple[str, bool]:
    """(tile id, downstairs face) for a printed name, any case."""
    wanted = name.strip().lower()
    if wanted == "downstairs hallway":
        return HALLWAY, True
    for tid, spec in tiles().items():
        if wanted in (spec.name.lower(), tid) or (tid == HALLWAY and wanted == "hallway"):
            return tid, False
    raise ScenarioError(f"there is no room called {name!r}")


def _seat(players: list[str], who: str | int) -> int:
    if isinstance(who, int) and 0 <= who < len(players):
        return who
    if who in players:
        return players.index(who)
    raise ScenarioError(f"there is no player {who!r} (the players are {', '.join(players)})")


def _per_seat(players: list[str], values: Seats | None, what: str) -> dict[int, Any]:
    if values is None:
        return {}
    if isinstance(values, Mapping):
        return {_seat(players, who): v for who, v in values.items()}
    if len(values) != len(players):
        raise ScenarioError(f"{what}: give one value per player ({len(players)})")
    return dict(enumerate(values))


def _overlap(castle: list[PlacedTile], placed: PlacedTile) -> str | None:
    """The name of the tile `placed` would lie on, if any."""
    occ = analyze(tuple(castle)).occ
    new = footprint(placed)
    for cell in new.full:
        if cell in occ:
            return castle[occ[cell][0][0]].tile
    for cell, corner in new.half:
        there = occ.get(cell)
        if there and (len(there) > 1 or there[0][1] != COMPLEMENT[corner]):
            return castle[there[0][0]].tile
    return None


def _lay(castle: list[PlacedTile], spec: Room | PlacedTile) -> PlacedTile:
    if isinstance(spec, PlacedTile):
        placed = spec
    else:
        tid, down = _tile_id(spec.name)
        if spec.next_to is None:
            x, y = spec.at or (0, 0)
            placed = PlacedTile(tile=tid, rot=(spec.turns or 0) % 4, x=x, y=y, down=down)
        else:
            placed = _next_to(castle, tid, down, spec)
    other = _overlap(castle, placed)
    if other is not None:
        raise ScenarioError(f"the {tiles()[placed.tile].name} would lie on the "
                            f"{tiles()[other].name}: that space is taken")
    return placed


def _next_to(castle: list[PlacedTile], tid: str, down: bool, spec: Room) -> PlacedTile:
    words = (spec.next_to or "").strip().lower().removeprefix("the ")
    side_word, sep, of = words.partition(" of ")
    side = {"north": "N", "east": "E", "south": "S", "west": "W"}.get(side_word)
    if not sep or side is None:
        raise ScenarioError(f"say where as 'east of the Foyer', not {spec.next_to!r}")
    of_id, _ = _tile_id(of.removeprefix("the "))
    targets = [i for i, p in enumerate(castle) if p.tile == of_id]
    if not targets:
        raise ScenarioError(f"there is no {tiles()[of_id].name} in that castle yet")
    for placed in legal_placements(tuple(castle), tid):
        if placed.down != down or (spec.turns is not None and placed.rot != spec.turns % 4):
            continue
        if any((i, side) in joins(tuple(castle), placed) for i in targets):
            return placed
    raise ScenarioError(f"the {tiles()[tid].name} has no legal place {spec.next_to}")


def _by_text(name: str, table: Mapping[str, Any], what: str) -> str:
    for key, spec in table.items():
        if name in (key, spec.text):
            return key
    raise ScenarioError(f"there is no {what} {name!r}")


def _slot(state: CastlesState, price: int) -> int:
    price_list = constants().market_prices[state.n]
    if price not in price_list:
        shown = ", ".join(f"{p:,}" for p in price_list)
        raise ScenarioError(f"no price slot of {price:,} Marks (there are {shown})")
    return price_list.index(price)


def _room_or_none(name: str | None) -> str | None:
    return None if name is None else _tile_id(name)[0]


def _decision(state: CastlesState, seat: int, decisions: dict[str, Any]) -> None:
    """Replace the pending decisions with the one asked for, by `seat`."""
    asked = {k: v for k, v in decisions.items() if v not in (None, False)}
    if len(asked) > 1:
        raise ScenarioError(f"ask for one decision at a time, not {', '.join(asked)}")
    if not asked:
        return
    (kind, value), = asked.items()
    if kind == "placing":
        task = Task(kind="place", tile=_tile_id(str(value))[0])
    elif kind == "buying":
        task = Task(kind="turn", extra=value == "extra turn")
    elif kind == "pricing":
        task = Task(kind="price")
    elif kind == "keeping_bonus_cards":
        task = Task(kind="keep_bonus", ref=int(value))
    elif kind == "choosing_a_reward_for":
        tid = _tile_id(str(value))[0]
        castle = [p.tile for p in state.castles[seat]]
        if tid not in castle:
            raise ScenarioError(f"the {tiles()[tid].name} is not in that castle")
        task = Task(kind="wild", ref=castle.index(tid))
    elif kind == "choosing_a_stack":
        task = Task(kind="sleep_stack")
    else:  # arranging_stack
        if value not in state.stacks:
            raise ScenarioError(f"there is no {value} sq ft room stack")
        task = Task(kind="sleep_arrange", ref=int(value))
    state.actor = seat
    state.tasks = [task]


def castles(
    players: int | list[str] = 2,
    seed: int = 1,
    *,
    head_start: bool = True,
    castle: Seats | None = None,
    money: Seats | None = None,
    start_points: Seats | None = None,
    bonus: Seats | None = None,
    downstairs_completed: Seats | None = None,
    market: Sequence[str | None] | Mapping[int, str | None] | None = None,
    coins: Sequence[int] | Mapping[int, int] | None = None,
    stacks: Mapping[int, Iterable[str]] | None = None,
    deck: Sequence[int] | None = None,
    discard: Sequence[int] | None = None,
    favours: Sequence[str] | None = None,
    stairs_left: int | None = None,
    hallways_left: int | None = None,
    wild_reward_taken: bool | None = None,
    last_round: bool = False,
    over: bool = False,
    deciding: str | int | None = None,
    placing: str | None = None,
    buying: bool | str = False,
    pricing: bool = False,
    keeping_bonus_cards: int | None = None,
    choosing_a_reward_for: str | None = None,
    choosing_a_stack: bool = False,
    arranging_stack: int | None = None,
) -> CastlesState:
    """A position (see the module's docstring for what is and is not checked).

    Per player (a list in seat order, or a mapping from name or seat): `castle` (its
    tiles, the Foyer included, each a `room(...)` or a PlacedTile), `money` in Marks,
    `start_points` (the head start), `bonus` (kept bonus cards by text),
    `downstairs_completed` (how many downstairs rooms were completed, for the reward of
    every second one). `market` and `coins`: a list cheapest slot first, or a mapping
    from price to room name (None: empty) or to Marks in coins. `stacks`: size to room
    names, top first. `deck`, `discard`: room cards as sizes, top first. `favours`: the
    King's favours in play. `wild_reward_taken`: this turn's downstairs reward is used.

    The decision (at most one; `deciding` names who decides, by default whoever decides
    now): `placing="Stairs"`, `buying=True` (or `"extra turn"`), `pricing=True`,
    `keeping_bonus_cards=1` (how many to keep of the cards offered),
    `choosing_a_reward_for="The Hole"` (the downstairs room that earned it),
    `choosing_a_stack=True`, `arranging_stack=150` (the stack being looked through).
    """
    names = [f"P{i + 1}" for i in range(players)] if isinstance(players, int) else list(players)
    if len(names) not in constants().players:
        raise ScenarioError(f"Castles takes 2-4 players, not {len(names)}")
    state = RULES.setup(names, seed, CastlesOptions(start_head_start=head_start))
    while not state.started:
        seat = RULES.to_act(state)[0]
        state = RULES.apply(state, seat, RULES.legal_actions(state, seat)[0])
    state = copy_state(state)
    for seat, specs in _per_seat(names, castle, "castle").items():
        laid: list[PlacedTile] = []
        for spec in specs:
            laid.append(_lay(laid, spec))
        state.castles[seat] = laid
    for seat, value in _per_seat(names, money, "money").items():
        state.money[seat] = int(value)
    for seat, value in _per_seat(names, start_points, "start_points").items():
        state.head_start[seat] = int(value)
    for seat, value in _per_seat(names, downstairs_completed, "downstairs_completed").items():
        state.downstairs_done[seat] = int(value)
    for seat, cards in _per_seat(names, bonus, "bonus").items():
        state.bonus[seat] = [_by_text(c, bonus_cards(), "bonus card") for c in cards]
    if market is not None:
        items = market.items() if isinstance(market, Mapping) else zip(
            constants().market_prices[state.n], market, strict=True)
        for price, name in items:
            state.market[_slot(state, price)] = _room_or_none(name)
    if coins is not None:
        paid = coins.items() if isinstance(coins, Mapping) else zip(
            constants().market_prices[state.n], coins, strict=True)
        for price, marks in paid:
            state.coins[_slot(state, price)] = int(marks)
    for size, rooms in (stacks or {}).items():
        if size not in state.stacks:
            raise ScenarioError(f"there is no {size} sq ft room stack")
        state.stacks[size] = [_tile_id(r)[0] for r in rooms]
    sizes = set(constants().room_card_sizes)
    for what, cards in (("deck", deck), ("discard", discard)):
        if cards is None:
            continue
        if not set(cards) <= sizes:
            raise ScenarioError(f"{what}: room cards are sizes ({sorted(sizes)})")
        setattr(state, what, list(cards))
    if favours is not None:
        state.favors = [_by_text(f, favors(), "King's favour") for f in favours]
    if stairs_left is not None:
        state.stairs_left = stairs_left
    if hallways_left is not None:
        state.hallways_left = hallways_left
    if wild_reward_taken is not None:
        state.wild_used = wild_reward_taken
    state.last_round = state.last_round or last_round
    state.over = over
    seat = state.actor if deciding is None else _seat(names, deciding)
    _decision(state, seat, {
        "placing": placing, "buying": buying, "pricing": pricing,
        "keeping_bonus_cards": keeping_bonus_cards,
        "choosing_a_reward_for": choosing_a_reward_for,
        "choosing_a_stack": choosing_a_stack, "arranging_stack": arranging_stack,
    })
    if deciding is not None:
        state.actor = seat
    return state

