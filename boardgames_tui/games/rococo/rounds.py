"""Setup and the round cycle: preparation, hand choice, turn order, income (rules §4, §5).

Phases 1 and 4 need no decisions, so they run automatically between the player
decisions of phases 2 and 3.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from boardgames_tui.engine.rng import shuffled
from boardgames_tui.engine.state import replaced

from . import board as B
from . import components as C
from .actions import ChooseHand
from .state import PlayerState, State, own_board, own_every_seat


def shuffle(state: State, items: list) -> list:
    out = shuffled(state.seed, state.rng_counter, items)
    state.rng_counter += 1
    return out


@cache
def component_ids(kind: str) -> tuple[str | int, ...]:
    """The ids of a kind of component in the order of the components file ("base_cards",
    "tiles", "premium_tiles", "dresses", "fancy"), read once: every setup lists them."""
    return tuple(x.id for x in getattr(C.data(), kind))


@cache
def _hire_levels() -> tuple[tuple[int, tuple[str, ...]], ...]:
    """The hire deck's card ids by level, in the order of the components file."""
    by_level: dict[int, list[str]] = {}
    for c in C.data().hire_deck:
        by_level.setdefault(c.level, []).append(c.id)
    return tuple((level, tuple(ids)) for level, ids in by_level.items())


def build_hire_stack(state: State) -> None:
    """Levels shuffled separately, level 1 on top (§4.3); Jewelry Box exam decks (§12)."""
    d = C.data()
    by_level = {level: list(ids) for level, ids in _hire_levels()}
    if state.options.jewelry_box:
        for level, ptype, key in ((2, "journeyman", "journeyman"), (5, "master", "master")):
            base = [c for c in by_level[level] if C.card(c).type == ptype]
            extra = [c.id for c in d.exam_cards if c.level == level]
            deck = shuffle(state, base + extra)
            by_level[level] = [c for c in by_level[level] if c not in base] + deck[:2]
            state.exam_decks[key] = sorted(deck[2:])
    stack: list[str] = []
    for level in sorted(by_level):
        stack.extend(shuffle(state, by_level[level]))
    state.hire_stack = stack


def _draw_tile(state: State) -> int:
    """Top of the resource bag; an empty bag is refilled from the discard (§5.1 C)."""
    if not state.resource_bag and state.resource_discard:
        state.resource_bag = shuffle(state, state.resource_discard)
        state.resource_discard = []
    if not state.resource_bag:
        return -1
    tid = state.resource_bag[0]
    state.resource_bag = state.resource_bag[1:]  # a new list: bags may be shared
    return tid


def _draw_dress(state: State) -> str:
    if not state.dress_bag and state.dress_discard:
        state.dress_bag = shuffle(state, state.dress_discard)
        state.dress_discard = []
    if not state.dress_bag:
        return ""
    dress = state.dress_bag[0]
    state.dress_bag = state.dress_bag[1:]  # a new list: bags may be shared
    return dress


def draw_hidden_tile(state: State) -> int:
    tid = _draw_tile(state)
    if tid >= 0:
        state.reveal_counter += 1
    return tid


def prepare_round(state: State) -> None:
    """Phase 1, steps A-E (§5.1)."""
    own_board(state)
    if state.round > 1 and state.favor_holder >= 0:
        state.start_player = state.favor_holder
    state.favor_holder = -1
    # B: new employees; leftovers leave the game (D-24)
    k = len(state.hire_display)
    shown = state.hire_stack[:k]
    state.hire_stack = state.hire_stack[k:]  # a new list: the stack may be shared
    state.hire_display = shown + [""] * (k - len(shown))
    # C: refill the warehouse
    for seg in state.warehouse:
        for i, t in enumerate(seg):
            if t < 0:
                seg[i] = _draw_tile(state)
    # D: workshop: discard the dark windows, slide right, fill from the bag
    dark = C.const("dark_windows")
    n = len(state.windows)
    for i in range(n - dark, n):
        if state.windows[i]:
            state.dress_discard.append(state.windows[i])
            state.windows[i] = ""
    left = [w for w in state.windows if w]
    empty = n - len(left)
    # D.3: draw for the empty windows; if the bag and the discard run out, the drawn
    # dresses sit next to the slid ones and the leftmost windows stay empty
    drawn = [d for d in (_draw_dress(state) for _ in range(empty)) if d]
    state.windows = [""] * (empty - len(drawn)) + drawn + left
    # E: jewel display ages like the workshop (D-29)
    if state.options.jewelry_box:
        m = len(state.jewel_display)
        if state.round > 1 and state.jewel_display[-1]:
            state.jewel_display[-1] = ""
        rest = [j for j in state.jewel_display if j]
        state.jewel_display = [""] * (m - len(rest)) + rest
        state.jewel_bag = state.jewel_bag[:]  # its own list: bags may be shared
        for i in range(m - len(rest)):
            state.jewel_display[i] = state.jewel_bag.pop(0) if state.jewel_bag else ""
    own_every_seat(state)
    for p in state.seats:
        p.chosen = False
    state.phase = "choose"
    state.current = -1
    state.rival_step = 0
    state.reveal_counter += 1


# --- phase 2: hand choice -----------------------------------------------------------


def hand_options(p: PlayerState) -> list[tuple[str, ...]]:
    """Every legal hand (rules §5.2): any 3 of a larger supply; all of exactly 3; else
    the whole supply plus a pick from the discard pile, which becomes the new supply."""
    return hand_options_of(*hand_key(p))


def hand_key(p: PlayerState) -> tuple:
    """What the hand choices depend on: the supply, and the discard pile when the
    supply is short (both as sorted tuples)."""
    if len(p.supply) >= C.const("hand_size"):
        return (tuple(sorted(p.supply)), ())
    return (tuple(sorted(p.supply)), tuple(sorted(set(p.discard))))


def hand_options_of(supply: tuple[str, ...], discard: tuple[str, ...]) -> list[tuple[str, ...]]:
    size = C.const("hand_size")
    if len(supply) >= size:
        return [tuple(c) for c in combinations(sorted(set(supply)), size)]
    need = size - len(supply)
    return [tuple(sorted(supply + c)) for c in combinations(discard, need)]


def choose_hand(state: State, seat: int, action: ChooseHand) -> None:
    p = state.seats[seat]
    if len(p.supply) >= C.const("hand_size"):
        p.supply = [c for c in p.supply if c not in action.cards]
    else:
        from_discard = [c for c in action.cards if c not in p.supply]
        p.supply = [c for c in p.discard if c not in from_discard]
        p.discard = []
    p.hand = list(action.cards)
    p.chosen = True
    if all(x.chosen for x in state.seats):
        start_actions(state)


def start_actions(state: State) -> None:
    state.phase = "actions"
    if state.solo and state.hire_display and state.hire_display[0]:
        state.hire_display = replaced(state.hire_display, 0, "")  # the Rival removes the first revealed card (§10)
    state.current = state.start_player
    state.turn = None


# --- phase 3 turn order and phase 4 ------------------------------------------------


def advance_after_turn(state: State) -> None:
    """Next seat clockwise with hand cards (D-19); income and a new round when none."""
    n = len(state.players)
    for step in range(1, n + 1):
        seat = (state.current + step) % n
        if state.seats[seat].hand:
            state.current = seat
            return
    collect_income(state)
    if state.round >= C.const("rounds"):
        state.phase = "over"
        state.current = -1
        return
    state.round += 1
    prepare_round(state)


def collect_income(state: State) -> None:
    own_every_seat(state)
    for seat, p in enumerate(state.seats):
        p.money += B.income(state, seat)
