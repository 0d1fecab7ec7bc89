"""The solo Rival (rules §10, reconstructed): a fixed cycle after each human turn.

1 tailor the rightmost dress into the emptiest hall, 2 discard a warehouse tile,
3 fund a decoration; the cycle restarts each round. No cards, money or resources.
"""

from __future__ import annotations

from functools import cache

from boardgames_tui.engine.state import replaced

from . import components as C
from .state import State, new_occupant


def _tailor(state: State) -> None:
    windows = state.windows
    w = len(windows) - 1  # the rightmost dress
    while w >= 0 and not windows[w]:
        w -= 1
    if w < 0:
        return
    dress_id = windows[w]
    state.windows = replaced(windows, w, "")
    hall_of, plain_spaces = _hall_tables(state.side)
    halls = state.halls
    dresses = [0] * len(plain_spaces)  # dresses in each hall
    for space in halls:
        dresses[hall_of[space]] += 1
    best = None  # (dresses, hall index, space): the emptiest hall with a free plain space
    for idx, plain in enumerate(plain_spaces):
        if best is not None and dresses[idx] >= best[0]:
            continue
        for space in plain:
            if space not in halls:
                best = (dresses[idx], idx, space)
                break
    if best is None:
        state.dress_discard = [*state.dress_discard, dress_id]
        return
    rival = new_occupant(C.RIVAL, dress_id, False)
    state.halls = {**state.halls, best[2]: rival}


@cache
def _hall_tables(side: str) -> tuple[dict[str, int], tuple[tuple[str, ...], ...]]:
    """The hall (by index) of every guest space, and each hall's spaces that are not
    Master spaces, in board order."""
    halls = C.data().sides[side].halls
    hall_of = {s.id: i for i, h in enumerate(halls) for s in h.guest_spaces}
    plain = tuple(tuple(s.id for s in h.guest_spaces if not s.master) for h in halls)
    return hall_of, plain


def _warehouse(state: State) -> None:
    counts = [len(seg) - seg.count(-1) for seg in state.warehouse]
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


@cache
def _by_price(side: str, kinds: str) -> tuple[str, ...]:
    """Decoration ids of a side's musicians ("musicians"), or its fireworks then its
    statues ("fireworks, statues"): each group cheapest first, ties in board order."""
    sd = C.data().sides[side]
    groups = {"musicians": [h.musician for h in sd.halls], "fireworks": sd.fireworks,
              "statues": sd.statues}
    out: list[str] = []
    for kind in kinds.split(", "):
        decos = groups[kind]
        out += [d.id for _, _, d in sorted((d.cost, i, d) for i, d in enumerate(decos))]
    return tuple(out)


def _decorate(state: State) -> None:
    kinds = "musicians" if state.round <= 3 else "fireworks, statues"
    choice = next((d for d in _by_price(state.side, kinds) if d not in state.decorations), "")
    if choice:
        state.decorations = {**state.decorations, choice: C.RIVAL}


STEPS = (_tailor, _warehouse, _decorate)
STEP_NAMES = ("tailors a dress", "clears a warehouse tile", "funds a decoration")


def rival_step(state: State) -> None:
    STEPS[state.rival_step % len(STEPS)](state)
    state.rival_step += 1
