"""The solo Rival (rules §10, reconstructed): a fixed cycle after each human turn.

1 tailor the rightmost dress into the emptiest hall, 2 discard a warehouse tile,
3 fund a decoration; the cycle restarts each round. No cards, money or resources.
"""

from __future__ import annotations

from functools import cache

from . import board as B
from . import components as C
from .state import State, new_occupant, replaced


def _tailor(state: State) -> None:
    occupied = [i for i, d in enumerate(state.windows) if d]
    if not occupied:
        return
    w = occupied[-1]
    dress_id = state.windows[w]
    state.windows = replaced(state.windows, w, "")
    best = None
    halls = state.halls
    for idx, (spaces, plain) in enumerate(_hall_spaces(state.side)):
        free = next((s for s in plain if s not in halls), None)
        if free is None:
            continue
        key = (sum(1 for s in spaces if s in halls), idx)
        if best is None or key < best[0]:
            best = (key, free)
    if best is None:
        state.dress_discard = [*state.dress_discard, dress_id]
        return
    rival = new_occupant(C.RIVAL, dress_id, False)
    state.halls = {**state.halls, best[1]: rival}


@cache
def _hall_spaces(side: str) -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    """Per hall: every guest space id, and those that are not Master spaces."""
    return tuple((tuple(s.id for s in h.guest_spaces),
                  tuple(s.id for s in h.guest_spaces if not s.master))
                 for h in C.data().sides[side].halls)


def _warehouse(state: State) -> None:
    counts = [sum(1 for t in seg if t >= 0) for seg in state.warehouse]
    if not any(counts):
        return
    seg = counts.index(max(counts))
    for i, t in enumerate(state.warehouse[seg]):
        if t >= 0:
            state.resource_discard = [*state.resource_discard, t]
            warehouse = state.warehouse[:]
            warehouse[seg] = replaced(warehouse[seg], i, -1)
            state.warehouse = warehouse
            return


def _cheapest_free(state: State, decos: list[C.DecorationDef]) -> str:
    free = [(d.cost, i, d.id) for i, d in enumerate(decos) if d.id not in state.decorations]
    return min(free)[2] if free else ""


def _decorate(state: State) -> None:
    sd = B.side(state)
    if state.round <= 3:
        choice = _cheapest_free(state, [h.musician for h in sd.halls])
    else:
        choice = _cheapest_free(state, sd.fireworks) or _cheapest_free(state, sd.statues)
    if choice:
        state.decorations = {**state.decorations, choice: C.RIVAL}


STEPS = (_tailor, _warehouse, _decorate)
STEP_NAMES = ("tailors a dress", "clears a warehouse tile", "funds a decoration")


def rival_step(state: State) -> None:
    STEPS[state.rival_step % len(STEPS)](state)
    state.rival_step += 1
