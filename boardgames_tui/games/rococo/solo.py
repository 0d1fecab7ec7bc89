"""The solo Rival (rules §10, reconstructed): a fixed cycle after each human turn.

1 tailor the rightmost dress into the emptiest hall, 2 discard a warehouse tile,
3 fund a decoration; the cycle restarts each round. No cards, money or resources.
"""

from __future__ import annotations

from . import board as B
from . import components as C
from .state import Occupant, State, replaced


def _tailor(state: State) -> None:
    occupied = [i for i, d in enumerate(state.windows) if d]
    if not occupied:
        return
    w = occupied[-1]
    dress_id = state.windows[w]
    state.windows = replaced(state.windows, w, "")
    best = None
    for idx, hall in enumerate(B.side(state).halls):
        free = [s.id for s in hall.guest_spaces if s.id not in state.halls and not s.master]
        if not free:
            continue
        total = sum(1 for s in hall.guest_spaces if s.id in state.halls)
        key = (total, idx)
        if best is None or key < best[0]:
            best = (key, free[0])
    if best is None:
        state.dress_discard = [*state.dress_discard, dress_id]
        return
    rival = Occupant(seat=C.RIVAL, dress=dress_id, master=False)
    state.halls = {**state.halls, best[1]: rival}


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
    free = [d for d in decos if d.id not in state.decorations]
    if not free:
        return ""
    return min(free, key=lambda d: (d.cost, decos.index(d))).id


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
