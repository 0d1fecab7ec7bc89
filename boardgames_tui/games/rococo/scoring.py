"""Final scoring in the rulebook's order (rules §7): money, cards, hall majorities,
fireworks majority, terrace, statues, property markers; money left breaks ties.

All functions work mid-game too ("if the game ended now"), for the running score.
"""

from __future__ import annotations

from functools import cache
from itertools import product

from boardgames_tui.engine import i18n
from boardgames_tui.engine.i18n import N_
from boardgames_tui.engine.scoring import RIVAL_SEAT, ScoreSheet, SeatScore
from boardgames_tui.engine.state import evolve

from . import board as B
from . import components as C
from .state import State

CATEGORIES = [
    N_("Prestige tokens"),
    N_("Money"),
    N_("Cards"),
    N_("Halls"),
    N_("Fireworks"),
    N_("Statues"),
    N_("Dresses"),
    N_("Decorations"),
    N_("All halls"),
]


def owners(state: State) -> list[int]:
    out = list(range(len(state.players)))
    return [*out, C.RIVAL] if state.solo else out


def second_place_scores(state: State) -> bool:
    """2 players and solo: only first place scores (rules §7 A/B, §10)."""
    return len(state.players) >= 3


def majority_points(state: State, box: tuple[int, int]) -> tuple[int, int]:
    """What a majority box X/Y pays in this game: first X, second Y, or 0 for second
    with 2 players and solo (the player-count table, rules §7 A/B). Previews and the board
    ask this, never the printed box."""
    x, y = box
    return x, (y if second_place_scores(state) else 0)


def _hall_ranks(state: State, hall) -> dict[int, tuple[int, int, int]]:
    """Each owner present in `hall` with the keys that rank them (rules §7 A): dresses
    there, dresses on its Master guest spaces, 1 for the owner of its musician."""
    musician = state.decorations.get(hall.musician.id)
    keys: dict[int, tuple[int, int]] = {}
    for s in hall.guest_spaces:
        occ = state.halls.get(s.id)
        if occ is not None:
            count, masters = keys.get(occ.seat, (0, 0))
            keys[occ.seat] = (count + 1, masters + (1 if s.master else 0))
    return {o: (k[0], k[1], 1 if musician == o else 0) for o, k in keys.items()}


def hall_majorities(state: State) -> dict[int, int]:
    """Step A. Ties: Master spaces, then the Musician; a tie for first shares X and
    nobody gets Y; a tie for second shares Y (D-5)."""
    out = dict.fromkeys(owners(state), 0)
    for hall in B.side(state).halls:
        ranked = _hall_ranks(state, hall)
        levels = sorted(set(ranked.values()), reverse=True)
        if not levels:
            continue
        first = [o for o, k in ranked.items() if k == levels[0]]
        x, y = majority_points(state, hall.majority)
        for o in first:
            out[o] += x
        if len(first) == 1 and len(levels) > 1 and y:
            for o, k in ranked.items():
                if k == levels[1]:
                    out[o] += y
    return out


Tie = tuple[int | None, str]


def _tie_among(ranked: dict[int, tuple[int, int, int]], place: list[int]) -> Tie | None:
    """Who of `place` (the owners contending for one place) wins a tie on dresses and
    why: None when the most dresses among them are one owner's; (owner, "master") won on
    Master guest spaces, (owner, "musician") on the musician, (None, "shared") still
    tied (the place is shared)."""
    if not place:
        return None
    most = max(ranked[o][0] for o in place)
    tied = [o for o in place if ranked[o][0] == most]
    if len(tied) < 2:
        return None
    best_masters = max(ranked[o][1] for o in tied)
    on_masters = [o for o in tied if ranked[o][1] == best_masters]
    if len(on_masters) == 1:
        return on_masters[0], "master"
    on_musician = [o for o in on_masters if ranked[o][2]]
    if on_musician:
        return on_musician[0], "musician"
    return None, "shared"


def hall_tie(state: State, hall_id: str, place: int = 1) -> Tie | None:
    """Who wins a tie for first (`place` 1) or second (2) place in a hall and why
    (rules §7 A, D-5: the same tie-breakers for second): None when nobody ties there;
    (owner, "master") won on Master guest spaces, (owner, "musician") on the hall's
    musician, (None, "shared") a tie that shares the place. A tie for second counts only
    where second place scores (3 or more players) and first place is not shared."""
    hall = next(h for h in B.side(state).halls if h.id == hall_id)
    ranked = _hall_ranks(state, hall)
    if place == 1:
        return _tie_among(ranked, list(ranked))
    if not majority_points(state, hall.majority)[1] or not ranked:
        return None
    top = max(ranked.values())
    first = [o for o, k in ranked.items() if k == top]
    if len(first) > 1:
        return None  # first place shared: nobody is second (rules §7 A)
    return _tie_among(ranked, [o for o in ranked if o not in first])


def fireworks_tie(state: State, place: int = 1) -> int | None:
    """The owner who wins a tie for the most (`place` 1) or the second most (2) fireworks
    by the space further right (rules §7 B), or None when nobody ties for that place (a
    tie for second only where second place scores)."""
    keys: dict[int, tuple[int, int]] = {}
    for i, d in enumerate(B.side(state).fireworks):
        o = state.decorations.get(d.id)
        if o is not None:
            count, right = keys.get(o, (0, -1))
            keys[o] = (count + 1, max(right, i))
    ranked = sorted(keys, key=lambda o: keys[o], reverse=True)
    if place == 2:
        if not majority_points(state, B.side(state).fireworks_majority)[1]:
            return None
        ranked = ranked[1:]  # the first place is never shared: a space decides it
    if len(ranked) < 2 or keys[ranked[0]][0] != keys[ranked[1]][0]:
        return None
    return ranked[0]


def fireworks_majority(state: State) -> dict[int, int]:
    """Step B: most fireworks markers; a tie goes to the further-right space owner."""
    out = dict.fromkeys(owners(state), 0)
    fw = B.side(state).fireworks
    keys: dict[int, tuple[int, int]] = {}
    for i, d in enumerate(fw):
        o = state.decorations.get(d.id)
        if o is None:
            continue
        count, right = keys.get(o, (0, -1))
        keys[o] = (count + 1, max(right, i))
    ranked = sorted(keys, key=lambda o: keys[o], reverse=True)
    x, y = majority_points(state, B.side(state).fireworks_majority)
    if ranked:
        out[ranked[0]] += x
    if len(ranked) > 1 and y:
        out[ranked[1]] += y
    return out


@cache
def _terrace_order(side_key: str) -> tuple:
    """Fireworks spaces, highest multiplier first, the further right first among equals."""
    fireworks = C.data().sides[side_key].fireworks
    ranked = sorted(enumerate(fireworks), key=lambda x: (x[1].terrace_multiplier, x[0]))
    return tuple(d for _, d in reversed(ranked))


def terrace_assignment(state: State) -> dict[str, str]:
    """Step C: each owned fireworks space takes one King's-hall dress of its owner; the
    best PP go to the highest multipliers (D-12: done automatically, it never costs)."""
    sd = B.side(state)
    order = _terrace_order(state.side)
    if not any(d.id in state.decorations for d in order):
        return {}
    king = sd.halls[0]
    out: dict[str, str] = {}
    for o in owners(state):
        spaces = [d for d in order if state.decorations.get(d.id) == o]
        dresses = [
            state.halls[s.id].dress
            for s in king.guest_spaces
            if s.id in state.halls and state.halls[s.id].seat == o
        ]
        dresses.sort(key=lambda d: C.dress(d).pp, reverse=True)
        for space, dress_id in zip(spaces, dresses, strict=False):
            out[space.id] = dress_id
    return out


def statue_points(state: State, owner: int) -> int:
    """Step D: 2 PP per colour per set, one set per statue; fancy garments take
    whichever of their colours is best (§11)."""
    statues = sum(1 for d in B.side(state).statues if state.decorations.get(d.id) == owner)
    if not statues:
        return 0
    fixed: dict[str, int] = dict.fromkeys(C.COLOURS, 0)
    flexible: list[list[str]] = []
    for did in B.own_dresses(state, owner):
        cols = C.dress(did).colours
        if len(cols) == 1:
            fixed[cols[0]] += 1
        else:
            flexible.append(cols)
    per = int(C.const("statue_pp_per_colour"))
    best = 0
    for choice in product(*flexible) if flexible else [()]:
        counts = dict(fixed)
        for c in choice:
            counts[c] += 1
        best = max(best, per * sum(min(k, statues) for k in counts.values()))
    return best


def marker_points(state: State, owner: int) -> tuple[int, int, int]:
    """Step E: (dresses incl. terrace multipliers, decoration PP, All-halls PP)."""
    sd = B.side(state)
    terrace = terrace_assignment(state)
    moved = set(terrace.values())
    dresses = sum(C.dress(d).pp for d in B.own_dresses(state, owner) if d not in moved)
    for fid, did in terrace.items():
        if state.decorations.get(fid) == owner:
            dresses += C.dress(did).pp * B.decoration(state, fid).terrace_multiplier
    decos = sum(B.decoration(state, d).pp for d in B.own_decorations(state, owner))
    halls = 0
    if owner >= 0 and state.seats[owner].all_halls >= 0:
        halls = sd.all_halls_pp[state.seats[owner].all_halls]
    return dresses, decos, halls


def card_points(state: State, seat: int) -> int:
    """Step 2: END cards still in the deck, the Queen's favour, jewels."""
    p = state.seats[seat]
    deck = [*p.supply, *p.hand, *p.discard]
    pts = 0
    for cid in deck:
        cdef = C.card(cid)
        b = cdef.bonus
        if cdef.code == "end_pp_by_deck_size":
            from .bonuses import bracket

            pts += bracket(b["brackets"], len(deck))
        elif cdef.code == "end_pp_per_yarn_lace_pair":
            pts += int(b["pp"]) * min(p.yarn, p.lace)
        elif cdef.code == "end_pp_per_two_master_space_dresses":
            on_master = sum(
                1
                for sid, o in state.halls.items()
                if o.seat == seat and B.guest_space(state, sid).master
            )
            pts += int(b["pp"]) * (on_master // 2)
        elif cdef.code == "end_pp_per_lady_gent_pair":
            kinds = [C.dress(d).garment for d in B.own_dresses(state, seat)]
            pts += int(b["pp"]) * min(kinds.count("lady"), kinds.count("gent"))
    if state.favor_holder == seat:
        pts += state.options.favor_end_pp
    if state.options.jewelry_box:
        pts += len(p.jewels)
    return pts


def categories(state: State, seat: int) -> dict[str, int]:
    halls = hall_majorities(state)
    fw = fireworks_majority(state)
    dresses, decos, all_halls = marker_points(state, seat)
    p = state.seats[seat]
    return {
        "Prestige tokens": p.pp,
        "Money": p.money // int(C.const("money_to_pp_rate")),
        "Cards": card_points(state, seat),
        "Halls": halls[seat],
        "Fireworks": fw[seat],
        "Statues": statue_points(state, seat),
        "Dresses": dresses,
        "Decorations": decos,
        "All halls": all_halls,
    }


def hall_points_of(state: State, hall_id: str) -> dict[int, int]:
    """The majority points of one hall if the game ended now (rules §7 A)."""
    spaces = {s.id for h in B.side(state).halls if h.id == hall_id for s in h.guest_spaces}
    only = evolve(state, halls={k: v for k, v in state.halls.items() if k in spaces})
    return {o: p for o, p in hall_majorities(only).items() if p}


def score_parts(state: State, seat: int) -> dict[tuple[str, str], int]:
    """The running score of `seat` in parts: each category, the halls one by one
    ("Halls", hall id), so a change can be told as "hall 3 won"."""
    parts = {(name, ""): value for name, value in categories(state, seat).items()
             if name != "Halls"}
    for hall in B.side(state).halls:
        parts[("Halls", hall.id)] = hall_points_of(state, hall.id).get(seat, 0)
    return parts


def swing(before: State, after: State, seat: int) -> list[tuple[tuple[str, str], int]]:
    """What changed in `seat`'s running score from `before` to `after`, part by part,
    the biggest change first."""
    old, new = score_parts(before, seat), score_parts(after, seat)
    out = [(k, new.get(k, 0) - old.get(k, 0)) for k in dict.fromkeys([*old, *new])]
    return sorted([(k, d) for k, d in out if d], key=lambda kd: -abs(kd[1]))


def rival_score(state: State) -> int:
    dresses, decos, _ = marker_points(state, C.RIVAL)
    return dresses + decos + hall_majorities(state)[C.RIVAL] + fireworks_majority(state)[C.RIVAL]


# the solo rating titles of the component data, marked for the catalog (a test checks)
RATING_TITLES = (N_("Apprentice"), N_("Journeyman"), N_("Master"), N_("Royal Tailor"))


def solo_rating(total: int) -> str:
    title = ""
    for row in C.data().solo_rating:
        if total >= int(row["min"]):
            title = str(row["title"])
    return title


def _with_rival(state: State, rows: list[SeatScore], label: str) -> ScoreSheet:
    """Solo against a scoring Rival: the Rival is a row of its own and wins every tie (the
    player must beat it), so a finished game always has a winner."""
    dresses, decos, _ = marker_points(state, C.RIVAL)
    rival = SeatScore(
        seat=RIVAL_SEAT,
        name=i18n.translate("rococo", N_("the Rival")),
        total=rival_score(state),
        categories={
            "Dresses": dresses,
            "Decorations": decos,
            "Halls": hall_majorities(state)[C.RIVAL],
            "Fireworks": fireworks_majority(state)[C.RIVAL],
        },
    )
    sheet = ScoreSheet.build([*rows, rival], CATEGORIES, label)
    sheet.winners = [0] if rows[0].total > rival.total else [RIVAL_SEAT]
    return sheet


def score_sheet(state: State) -> ScoreSheet:
    rows = []
    for seat, name in enumerate(state.players):
        cats = categories(state, seat)
        money_left = state.seats[seat].money % int(C.const("money_to_pp_rate"))
        rows.append(
            SeatScore(
                seat=seat,
                name=name,
                total=sum(cats.values()),
                categories=cats,
                tiebreak=[money_left],
            )
        )
    label = N_("Livre left after converting money")
    if state.solo:
        label = i18n.translate("rococo", N_(
            "Livre left after converting money; solo rating: {rating}")).format(
            rating=i18n.translate("rococo", solo_rating(rows[0].total)))
        if state.options.solo_score_rival:
            return _with_rival(state, rows, label)
    return ScoreSheet.build(rows, CATEGORIES, label)
