"""The game state and the options (pydantic models).

Everything random (room stacks, room-card deck, bonus deck, favours, start player) is
decided at setup or at a shuffle through engine.rng and stored here, so replaying the
same actions from the same seed gives the same game (architecture: randomness explicit).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel, Field

from boardgames_tui.engine import i18n
from boardgames_tui.engine.state import StateData, evolve

_, ngettext, N_ = i18n.domain("castles_of_mad_king_ludwig")

HIDDEN = "hidden"  # placeholder for cards and tiles a seat may not see (redact)

TaskKind = Literal[
    "keep_bonus",  # choose which dealt / drawn bonus cards to keep (§7.5, §10 utility)
    "price",  # Master Builder arranges the market (§8 step 2)
    "turn",  # buy a room, stairs or a hallway, or pass (§8 steps 3-4, §10 food)
    "place",  # place the tile just bought or taken (§6.9)
    "free_corridor",  # corridor reward: choose free stairs or hallway (§10)
    "sleep_stack",  # sleeping reward: choose a stack to look through (§10)
    "sleep_arrange",  # sleeping reward: put 0-2 rooms on top (§10, D2)
    "wild",  # downstairs reward: choose another reward (§10, D1)
    "utility",  # utility reward waiting for its draw (becomes keep_bonus, §10)
    "reward_order",  # several rewards pending: choose which to resolve next (§10, D23)
]


class PlacedTile(BaseModel, frozen=True):
    """A tile in a castle: rotation (quarter turns clockwise) and box origin (§6.4)."""

    tile: str
    rot: int = 0
    x: int = 0
    y: int = 0
    down: bool = False  # hallways only: the downstairs face


class Task(BaseModel, frozen=True):
    """One pending decision of the acting seat; the first task in the list is current."""

    kind: TaskKind
    tile: str = ""  # place: which tile
    free: bool = False  # place: taken as a reward, nothing to pay
    extra: bool = False  # turn: an extra turn won by completing a food room
    ref: int = -1  # wild: index of the triggering downstairs tile; sleep_arrange: size
    chosen: bool = False  # a reward the player chose to resolve next (reward_order)


class CastlesOptions(BaseModel):
    """Variants. The reconstructed numbers themselves live in the data file."""

    start_head_start: bool = Field(
        default=True,
        title=N_("Head start for later players"),
        description=N_("The first Master Builder starts with 0 points and each next player "
                       "with 1 point more (1, 2, 3); switched off, everyone starts with 0."),
    )


@dataclass(kw_only=True)
class CastlesState(StateData):
    players: list[str]
    seed: int
    rng_counter: int = 0
    reveal_count: int = 0  # bumped whenever hidden information is shown (undo barrier)
    round: int = 1
    first_mb: int = 0
    mb: int = 0
    actor: int = 0
    queue: list[int] = field(default_factory=list)  # seats still to act this round
    tasks: list[Task] = field(default_factory=list)
    head_start: list[int]
    reward_points: list[int]
    money: list[int]
    castles: list[list[PlacedTile]]
    bonus: list[list[str]]  # kept bonus cards per seat (secret)
    offer: list[list[str]]  # bonus cards drawn and awaiting a keep decision (secret)
    bonus_deck: list[str]  # top first (face down)
    stacks: dict[int, list[str]]  # room stacks by size, top first (face down)
    deck: list[int]  # room cards (sizes), top first (face down)
    discard: list[int] = field(default_factory=list)
    market: list[str | None]  # one room per price slot
    coins: list[int]  # 1,000-Mark coins lying on each slot's room
    stairs_left: int
    hallways_left: int
    favors: list[str]
    downstairs_done: list[int]
    wild_used: bool = False
    started: bool = False  # True once every player has kept their bonus cards (§7.5)
    last_round: bool = False
    over: bool = False
    last_event: str = ""  # what the latest placement scored, for the screen
    swaps_made: int = 0  # the Master Builder's swaps in this round's pricing (bounded)
    market_bought: bool = False  # a room was bought from the market this round
    legacy_round: bool = False  # priced with the old unbounded actions: played as then
    out_of_game: list[str] = field(default_factory=list)  # rooms that left a stalled market
    burned_cards: int = 0  # room cards discarded at the end of stalled rounds

    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def task(self) -> Task | None:
        return self.tasks[0] if self.tasks else None


def copy_state(state: CastlesState) -> CastlesState:
    """A copy safe to change (`engine.state.evolve`): every list and dict is new, the
    frozen tiles and tasks inside are shared. Much cheaper than a deep copy, which bots
    and playouts feel."""
    return evolve(
        state,
        players=list(state.players),
        queue=list(state.queue),
        tasks=list(state.tasks),
        head_start=list(state.head_start),
        reward_points=list(state.reward_points),
        money=list(state.money),
        castles=[list(c) for c in state.castles],
        bonus=[list(b) for b in state.bonus],
        offer=[list(o) for o in state.offer],
        bonus_deck=list(state.bonus_deck),
        stacks={size: list(stack) for size, stack in state.stacks.items()},
        deck=list(state.deck),
        discard=list(state.discard),
        market=list(state.market),
        coins=list(state.coins),
        favors=list(state.favors),
        downstairs_done=list(state.downstairs_done),
        out_of_game=list(state.out_of_game),
    )
