"""The game state: everything needed to know the board and which decision is pending.

Hidden things (hands, supplies, bag orders, kept tile contents) live here in full;
`visibility.redact` replaces them with placeholders for a viewing seat (rules §9).

States are values, copied on write (`engine.state`): a decision's new state shares
every list and dict it did not change with the state before (`copy_for_decision`), so
the rules replace a list or dict they change instead of changing it in place;
`copy_state` gives a state sharing nothing, for code that edits one in place (the
scenario builder, `redact`, the bots' dealt worlds).

The parts the rules read and change on every decision (a player's board, the turn in
progress, a guest space's occupant) are plain dataclasses, not pydantic models: they
are read and written dozens of times per decision, and a plain object's attributes are
the quickest. pydantic still validates and dumps them as fields of `State` (it knows
dataclasses), so `model_dump`, `model_validate` and the JSON are as for models.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel, Field

from boardgames_tui.engine.i18n import N_
from boardgames_tui.engine.state import StateData, evolve


class Options(BaseModel):
    jewelry_box: bool = Field(
        False,
        title=N_("Jewelry Box expansion"),
        description=N_(
            "Jewels to buy with rented dresses, and exams that turn basic employees "
            "into special ones"
        ),
    )
    fancy_garments: bool = Field(
        False,
        title=N_("Fancy garments"),
        description=N_(
            "Six two-colour dresses for Masters join the dress bag"
        ),
    )
    extra_resources: bool = Field(
        False,
        title=N_("Premium resource tiles"),
        description=N_(
            "Six resource tiles with a wild silk bale that counts as any colour"
        ),
    )
    favor_end_pp: int = Field(
        3,
        ge=0,
        le=5,
        title=N_("Points for the Queen's favour at the end"),
        description=N_(
            "Points for whoever holds the Queen's favour after round 7 "
            "(3 in the 2013 rules, 5 in some Deluxe summaries)"
        ),
    )
    exam_one_side_at_a_time: bool = Field(
        False,
        title=N_("One exam at a time"),
        description=N_(
            "Jewelry Box: work on the Journeyman exam first, then the Master exam"
        ),
    )
    solo_score_rival: bool = Field(
        False,
        title=N_("Score the Rival"),
        description=N_(
            "Solo game: the Rival scores too, and you win by beating it"
        ),
    )


@dataclass
class Occupant:
    """A dress rented onto a guest space; `master` = made with a Master (Master spaces)."""

    seat: int
    dress: str
    master: bool = False


@dataclass
class PlayerState:
    money: int = 15
    yarn: int = 1
    lace: int = 1
    pp: int = 0  # prestige tokens earned during play
    supply: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)  # deputed / traded in, out of the game
    tiles: list[int] = field(default_factory=list)  # kept resource tiles (silk only)
    jewels: list[str] = field(default_factory=list)
    exam_marks: list[str] = field(default_factory=list)
    exam_side: Literal["journeyman", "master"] = "journeyman"
    chosen: bool = False  # hand chosen in this round's phase 2
    all_halls: int = -1  # index of the All-halls space taken, -1 none


Step = Literal[
    "main",  # choose the main action (or pass)
    "handin",  # hand in kept tiles for the dress being made
    "place",  # rent or sell the dress just made
    "free_tile",  # take a free face-up warehouse tile
    "drawn",  # keep or discard a tile drawn face down
    "jewel",  # buy a jewel (Jewelry Box)
    "bonus",  # use the played card's bonus or skip it
    "extra",  # the additional action granted by a bonus
    "tiles_pp",  # discard kept tiles for PP (L5-4)
]


@dataclass
class TurnState:
    """The turn in progress in phase 3 (rules §5.3)."""

    card: str
    stage: Literal["main", "bonus"] = "main"
    step: Step = "main"
    card_gone: bool = False  # deputed or traded in: not discarded at turn end
    bonus_card: str = ""  # whose bonus is pending (changes when a bonus deputes another)
    extra_kind: str = ""  # action kind allowed in step "extra"
    extra_discount: int = 0  # Livre off the decoration (L3-3, L6-2)
    extra_free_resources: bool = False  # JBM-2: acquire at price 0
    # dress being made
    dress: str = ""
    window: int = -1
    by_master: bool = False
    sell_only: bool = False
    need: dict[str, int] = field(default_factory=dict)
    given: dict[str, int] = field(default_factory=dict)
    waive_colours: list[str] = field(default_factory=list)
    waive_n: int = 0
    # follow-ups
    free_tiles: int = 0
    drawn_tile: int = -1
    jewel_mode: Literal["", "rent", "bonus"] = ""
    jewel_for: str = ""  # dress id the jewel goes with
    rented: str = ""  # dress rented this turn (JBM-4)
    pp_pool: dict[str, int] = field(default_factory=dict)


@dataclass(kw_only=True)
class State(StateData):
    players: list[str]
    seed: int
    rng_counter: int = 0
    reveal_counter: int = 0  # bumped whenever hidden information comes to light
    turn_counter: int = 0  # bumped when a turn ends (undo never crosses it)
    options: Options = field(default_factory=Options)
    side: str = "2-3"
    round: int = 1
    phase: Literal["choose", "actions", "over"] = "choose"
    start_player: int = 0
    current: int = -1  # seat on turn in phase 3
    favor_holder: int = -1  # claimed the Queen's favour this round
    seats: list[PlayerState] = field(default_factory=list)
    hire_stack: list[str] = field(default_factory=list)  # top = index 0
    hire_display: list[str] = field(default_factory=list)  # "" = empty slot
    resource_bag: list[int] = field(default_factory=list)
    resource_discard: list[int] = field(default_factory=list)
    warehouse: list[list[int]] = field(default_factory=list)  # -1 = empty space
    dress_bag: list[str] = field(default_factory=list)
    dress_discard: list[str] = field(default_factory=list)
    windows: list[str] = field(default_factory=list)  # "" = empty window
    halls: dict[str, Occupant] = field(default_factory=dict)  # guest space id -> dress
    decorations: dict[str, int] = field(default_factory=dict)  # decoration id -> owner
    all_halls: list[int] = field(default_factory=list)  # owners, most valuable space first
    turn: TurnState | None = None
    # Jewelry Box
    jewel_bag: list[str] = field(default_factory=list)
    jewel_display: list[str] = field(default_factory=list)
    exam_decks: dict[str, list[str]] = field(default_factory=dict)
    # solo
    rival_step: int = 0

    @property
    def solo(self) -> bool:
        return len(self.players) == 1


_NEW_TURN = TurnState(card="")


def new_turn(card: str) -> TurnState:
    """`TurnState(card=card)`, copied from a made one (a new turn starts with every card
    played; its empty dicts and list are only ever replaced, not changed)."""
    return evolve(_NEW_TURN, card=card)


def new_occupant(seat: int, dress: str, master: bool) -> Occupant:
    """`Occupant(seat=..., dress=..., master=...)`."""
    return Occupant(seat, dress, master)


def copy_state(state: State) -> State:
    """A copy whose every mutable part is new, as `model_copy(deep=True)` gives, but
    many times faster. Occupants and options are never changed in place (a rented
    dress gets a new Occupant), so they are shared."""
    seats = [_deep_copy_seat(p) for p in state.seats]
    turn = state.turn
    if turn is not None:
        turn = evolve(turn, need=dict(turn.need), given=dict(turn.given),
                      waive_colours=turn.waive_colours[:], pp_pool=dict(turn.pp_pool))
    return evolve(
        state,
        players=state.players[:],
        seats=seats,
        turn=turn,
        hire_stack=state.hire_stack[:],
        hire_display=state.hire_display[:],
        resource_bag=state.resource_bag[:],
        resource_discard=state.resource_discard[:],
        warehouse=[seg[:] for seg in state.warehouse],
        dress_bag=state.dress_bag[:],
        dress_discard=state.dress_discard[:],
        windows=state.windows[:],
        halls=dict(state.halls),
        decorations=dict(state.decorations),
        all_halls=state.all_halls[:],
        jewel_bag=state.jewel_bag[:],
        jewel_display=state.jewel_display[:],
        exam_decks={k: v[:] for k, v in state.exam_decks.items()},
    )


def _deep_copy_seat(p: PlayerState) -> PlayerState:
    return evolve(
        p,
        supply=p.supply[:],
        hand=p.hand[:],
        discard=p.discard[:],
        removed=p.removed[:],
        tiles=p.tiles[:],
        jewels=p.jewels[:],
        exam_marks=p.exam_marks[:],
    )


def copy_for_decision(state: State, seat: int) -> State:
    """The copy `apply` changes for one decision of `seat`: a new state object, a new
    list of boards with the decider's board object and the turn object new; every list
    and dict is shared with `state`. Shared parts are never changed in place: the rules
    replace a list or dict they change (`p.hand = without(p.hand, card)`, `replaced`,
    `own_board` before a round's many changes). Other players' boards change only at a
    round change, which gives each its own object first (`own_every_seat`)."""
    seats = state.seats[:]
    if 0 <= seat < len(seats):
        seats[seat] = evolve(seats[seat])
    turn = state.turn
    return evolve(state, seats=seats, turn=None if turn is None else evolve(turn))


def own_board(state: State) -> None:
    """Give `state` its own copy of every board part phase 1 changes in place."""
    state.hire_display = state.hire_display[:]
    state.resource_discard = state.resource_discard[:]
    state.warehouse = [seg[:] for seg in state.warehouse]
    state.dress_discard = state.dress_discard[:]
    state.windows = state.windows[:]
    state.jewel_display = state.jewel_display[:]


def own_every_seat(state: State) -> None:
    """Give `state` its own object of every player's board before changing them all
    (their lists are replaced, never changed in place, so they stay shared)."""
    state.seats = [evolve(p) for p in state.seats]
