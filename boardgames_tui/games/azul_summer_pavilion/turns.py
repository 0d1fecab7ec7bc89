"""Turn and round flow: who decides next, phase changes, passing, round ends.

Rules §8 (round structure), §10.1 (Phase 2 order, automatic pass with an empty hand),
§10.5 (bonus tiles, supply refill after every Phase 2 turn, D5-D7), §10.6 (passing and
keeping up to 4 tiles, round 6 discards everything, D2, D8), §11 (next round, D3).
All functions change the state they are given; callers pass a fresh copy.
"""

from __future__ import annotations

from functools import cache

from .actions import Pass
from .bag import refill_factories, refill_supply
from .components import constants
from .state import AzulState
from .taking import deduct, sources_empty


def keep_choices(hand: list[int], round_no: int) -> list[tuple[int, ...]]:
    """Every legal set of kept tiles as colour counts: 0..4 tiles of the hand (D8).

    In round 6 nothing may be kept (D2).
    """
    if round_no >= constants().rounds:
        return [(0,) * 6]
    cap = constants().corner_capacity
    return list(_keep_sets(tuple(min(n, cap) for n in hand), cap))


@cache
def _keep_sets(hand: tuple[int, ...], room: int) -> tuple[tuple[int, ...], ...]:
    """All count vectors k <= hand (per colour) with sum(k) <= room, smallest first."""
    if not hand:
        return ((),)
    out = []
    for n in range(min(hand[0], room) + 1):
        for rest in _keep_sets(hand[1:], room - n):
            out.append((n, *rest))
    return tuple(sorted(out, key=lambda k: (sum(k), [-x for x in k])))


@cache
def _passes(hand: tuple[int, ...], last_round: bool) -> tuple[Pass, ...]:
    if last_round:
        return (Pass(),)
    return tuple(Pass(keep=k) for k in _keep_sets(hand, constants().corner_capacity))


def legal_passes(state: AzulState, seat: int) -> list[Pass]:
    cap = constants().corner_capacity
    hand = tuple(min(n, cap) for n in state.hands[seat])
    return list(_passes(hand, state.round >= constants().rounds))


def is_legal_keep(hand: list[int], round_no: int, keep: tuple[int, ...]) -> bool:
    """The same test as `legal_passes`, for one kept set."""
    if round_no >= constants().rounds:
        return not any(keep)
    return sum(keep) <= constants().corner_capacity and all(
        0 <= keep[c] <= hand[c] for c in range(6)
    )


def default_keep(hand: list[int], round_no: int) -> tuple[int, ...]:
    """Keep as many as allowed, most plentiful colours first (D8: 4 or fewer: keep all)."""
    if round_no >= constants().rounds:
        return (0,) * 6
    keep = [0] * 6
    room = constants().corner_capacity
    for c in sorted(range(6), key=lambda c: (-hand[c], c)):
        n = min(hand[c], room)
        keep[c] = n
        room -= n
    return tuple(keep)


def pass_penalty(hand: list[int], keep: tuple[int, ...]) -> int:
    """Tiles discarded by this pass, each costing 1 point (rules §10.6)."""
    return (sum(hand) - sum(keep)) * constants().pass_discard_penalty_per_tile


def apply_pass(state: AzulState, seat: int, action: Pass) -> None:
    hand = state.hands[seat]
    penalty = pass_penalty(hand, action.keep)
    for c in range(6):
        state.tower[c] += hand[c] - action.keep[c]
        state.corners[seat][c] += action.keep[c]
        hand[c] = 0
    deduct(state, seat, penalty)
    state.passed[seat] = True


def settle_bonus(state: AzulState, owed: int) -> None:
    """After a placement: take the owed tiles, or ask the player to choose (rules §10.5).

    With no more supply tiles than owed there is nothing to choose: all are taken (D6).
    """
    available = [i for i, t in enumerate(state.supply) if t is not None]
    if owed and len(available) <= owed:
        for i in available:
            state.hands[state.current][state.supply[i]] += 1  # type: ignore[index]
            state.supply[i] = None
        owed = 0
    if owed:
        state.phase = "bonus"
        state.bonus_owed = owed
    else:
        state.bonus_owed = 0
        end_phase2_turn(state)


def take_bonus_tile(state: AzulState, space: int) -> None:
    tile = state.supply[space]
    assert tile is not None
    state.hands[state.current][tile] += 1
    state.supply[space] = None
    state.bonus_owed -= 1
    if state.bonus_owed == 0 or all(t is None for t in state.supply):
        state.bonus_owed = 0
        end_phase2_turn(state)


def end_phase2_turn(state: AzulState) -> None:
    """D5: refill the supply after every Phase 2 turn, then move on clockwise."""
    refill_supply(state)
    state.phase = "place"
    next_placer(state, state.current + 1)


def next_placer(state: AzulState, first: int) -> None:
    """Give the turn to the first seat from `first` on that has not passed.

    A seat with an empty hand passes automatically (rules §10.1). When everybody has
    passed the round ends.
    """
    n = len(state.players)
    for i in range(n):
        seat = (first + i) % n
        if state.passed[seat]:
            continue
        if not any(state.hands[seat]):
            state.passed[seat] = True
            continue
        state.current = seat
        return
    end_round(state)


def start_phase2(state: AzulState) -> None:
    """Rules §10.1 / D3: the token holder starts, else this round's start player."""
    state.phase = "place"
    state.passed = [False] * len(state.players)
    first = state.token_holder if state.token_holder is not None else state.start_player
    next_placer(state, first)


def start_phase1(state: AzulState) -> None:
    state.phase = "take"
    state.current = state.start_player
    if sources_empty(state):
        # bag and tower were both empty (D11): nothing to take, go straight to placing
        start_phase2(state)


def end_round(state: AzulState) -> None:
    """Rules §11: next round (new wild, refill, token back, corners to hand) or game end."""
    if state.round >= constants().rounds:
        state.phase = "over"
        return
    state.round += 1
    if state.token_holder is not None:
        state.start_player = state.token_holder
    state.token_holder = None
    state.token_in_centre = True
    for seat, corner in enumerate(state.corners):
        for c in range(6):
            state.hands[seat][c] += corner[c]
        state.corners[seat] = [0] * 6
    refill_factories(state)
    start_phase1(state)


def after_take(state: AzulState) -> None:
    """Phase 1 goes on clockwise until every factory and the centre are empty."""
    if sources_empty(state):
        start_phase2(state)
    else:
        state.current = (state.current + 1) % len(state.players)
