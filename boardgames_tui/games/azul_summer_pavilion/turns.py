"""Turn and round flow: who decides next, phase changes, passing, round ends.

Rules §8 (round structure), §10.1 (Phase 2 order, automatic pass with an empty hand),
§10.5 (bonus tiles, supply refill after every Phase 2 turn, D5-D7), §10.6 (passing and
keeping up to 4 tiles, round 6 discards everything, D2, D8), §11 (next round, D3).
All functions change the state they are given; callers pass a fresh copy.
"""

from __future__ import annotations

from functools import cache
from itertools import product
from operator import le

from .actions import Pass, pass_action
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


def _keep_sets(hand: tuple[int, ...], room: int) -> tuple[tuple[int, ...], ...]:
    """All count vectors k <= hand (per colour) with sum(k) <= room, smallest first."""
    return tuple(k for k in _all_keeps(room) if all(map(le, k, hand)))


@cache
def _all_keeps(room: int) -> tuple[tuple[int, ...], ...]:
    """Every kept set of at most `room` tiles, in the order passes are listed: fewer tiles
    first, then more of the earlier colours (a total order: each vector is its own key)."""
    out = [k for k in product(range(room + 1), repeat=6) if sum(k) <= room]
    return tuple(sorted(out, key=lambda k: (sum(k), [-x for x in k])))


class _PassTable:
    """The passes of any hand, picked out of the one sorted list of kept sets.

    `fits[c][n]` is the bit set (bit i: the i-th kept set) of the kept sets with at most
    n tiles of colour c, so the passes of a hand are the bits of six ANDs; they are read
    a byte at a time through `chunks`, the passes of each byte value, made when first
    met (27 bytes x at most 256 values: small, bounded, immutable). Building and
    filtering the list on every decision was half the time of a random game.
    """

    def __init__(self, room: int):
        keeps = _all_keeps(room)
        self.room = room
        self.passes = tuple(pass_action(k) for k in keeps)
        self.fits = [
            [sum(1 << i for i, k in enumerate(keeps) if k[c] <= n) for n in range(room + 1)]
            for c in range(6)
        ]
        self.size = (len(keeps) + 7) // 8
        self.chunks: list[dict[int, tuple[Pass, ...]]] = [{} for _ in range(self.size)]

    def of(self, hand: list[int]) -> list[Pass]:
        room, fits = self.room, self.fits
        bits = -1
        for c in range(6):
            n = hand[c]
            bits &= fits[c][n if n < room else room]
        out: list[Pass] = []
        for i, byte in enumerate(bits.to_bytes(self.size, "little")):
            if byte:
                chunk = self.chunks[i].get(byte)
                if chunk is None:
                    chunk = self.chunks[i][byte] = tuple(
                        self.passes[8 * i + b] for b in range(8) if byte >> b & 1
                    )
                out.extend(chunk)
        return out


@cache
def _pass_table(room: int) -> _PassTable:
    return _PassTable(room)


def legal_passes(state: AzulState, seat: int) -> list[Pass]:
    k = constants()
    if state.round >= k.rounds:
        return [pass_action((0,) * 6)]
    return _pass_table(k.corner_capacity).of(state.hands[seat])


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


def free_pass(state: AzulState, seat: int, legal: list) -> Pass | None:
    """The pass that asks nothing, when `legal` (the seat's legal actions) holds only
    passes: keeping every tile of a hand of four or fewer (D8: keeping fewer is legal but
    never helps), or round 6's one pass (D2); None otherwise. An empty hand already passes
    in the rules (§10.1)."""
    if state.phase != "place" or not legal or not all(isinstance(a, Pass) for a in legal):
        return None
    hand = state.hands[seat]
    k = constants()
    if state.round < k.rounds and sum(hand) > k.corner_capacity:
        return None
    keep = default_keep(hand, state.round)
    return next((a for a in legal if tuple(a.keep) == keep), None)


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
    if not owed:
        state.bonus_owed = 0
        end_phase2_turn(state)
        return
    available = [i for i, t in enumerate(state.supply) if t is not None]
    if len(available) <= owed:
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
