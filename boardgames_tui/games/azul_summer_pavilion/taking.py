"""Phase 1 - acquire tiles from a factory or the centre (rules §9, §14.1-14.3, D4, D12)."""

from __future__ import annotations

from .actions import COLOUR_INDEX, Take, take_table
from .components import board, constants
from .state import AzulState


def source_counts(state: AzulState, source: int) -> list[int]:
    """Tile counts of source 0 (the centre) or factory 1..n."""
    return state.centre if source == 0 else state.factories[source - 1]


def take_options(counts: list[int], wild: int) -> list[int]:
    """Colours that may be named from a source holding `counts` (rules §9 a/b).

    Any present non-wild colour; the wild colour only when the source holds nothing else
    (D4). The start player token never makes the centre a source (§14.2).
    """
    named = [c for c in range(6) if c != wild and counts[c]]
    if named:
        return named
    return [wild] if counts[wild] else []


def tiles_taken(counts: list[int], colour: int, wild: int) -> list[int]:
    """What one pick takes: every tile of `colour` plus exactly one wild if there is one."""
    taken = [0] * 6
    if colour == wild:
        taken[wild] = 1
        return taken
    taken[colour] = counts[colour]
    if counts[wild]:
        taken[wild] = 1
    return taken


def legal_takes(state: AzulState) -> list[Take]:
    """`take_options` of every source in order, written out (it runs on every decision)."""
    wild = state.wild
    table = take_table()
    out: list[Take] = []
    for source, counts in enumerate([state.centre, *state.factories]):
        if not any(counts):
            continue
        row = table[source]
        before = len(out)
        for c in range(6):
            if counts[c] and c != wild:
                out.append(row[c])
        if len(out) == before:
            out.append(row[wild])  # only wild tiles here
    return out


def is_legal_take(state: AzulState, action: Take) -> bool:
    """The same test as `legal_takes`, for one action: a colour present in the source,
    and the wild colour only when the source holds nothing else (rules §9, D4)."""
    if not 0 <= action.source <= len(state.factories):
        return False
    counts = source_counts(state, action.source)
    colour = COLOUR_INDEX[action.colour]
    if not counts[colour]:
        return False
    wild = state.wild
    return colour != wild or not any(n for c, n in enumerate(counts) if c != wild)


def actual_loss(state: AzulState, seat: int, points: int) -> int:
    """The points a deduction of `points` really costs: a score stops at 1 (D1)."""
    return max(0, min(points, state.score(seat) - constants().min_score))


def deduct(state: AzulState, seat: int, points: int) -> int:
    """Lose up to `points`, never going below the minimum score (D1). Returns the loss."""
    loss = actual_loss(state, seat, points)
    state.penalties[seat] += loss
    return loss


def take_penalty(state: AzulState, action: Take) -> int:
    """Points the pick would cost: the first centre pick pays per tile taken (D12)."""
    if action.source != 0 or not state.token_in_centre:
        return 0
    colour = board().colour_ids.index(action.colour)
    return sum(tiles_taken(state.centre, colour, state.wild))


def apply_take(state: AzulState, seat: int, action: Take) -> None:
    """Move the tiles to the hand; a factory's rest goes to the centre (rules §9).

    `tiles_taken` and `take_penalty`, written out: this runs for most decisions.
    """
    colour = COLOUR_INDEX[action.colour]
    wild = state.wild
    counts = source_counts(state, action.source)
    hand = state.hands[seat]
    if colour == wild:
        taken = 1
        hand[wild] += 1
        counts[wild] -= 1
    else:
        taken = counts[colour]
        hand[colour] += taken
        counts[colour] = 0
        if counts[wild]:
            taken += 1
            hand[wild] += 1
            counts[wild] -= 1
    if action.source == 0:
        if state.token_in_centre:
            state.token_in_centre = False
            state.token_holder = seat
            deduct(state, seat, taken)  # D12: one point per tile taken, the wild too
    else:
        centre = state.centre
        for c in range(6):
            centre[c] += counts[c]
            counts[c] = 0


def sources_empty(state: AzulState) -> bool:
    """Phase 1 ends when every factory and the centre are empty (rules §9)."""
    return not any(state.centre) and not any(map(any, state.factories))
