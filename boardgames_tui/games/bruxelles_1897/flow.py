"""Turn and round flow (rules §5): whose decision is pending, the end of a turn, the
round scoring in its fixed order (columns -> coats -> Brussels/prison, §5.3) with an
acknowledgement after each step, the next round's preparation and the final scoring."""

from __future__ import annotations

from boardgames_tui.engine import i18n

from . import placement as pl
from .components import load_data
from .nobles import add_vp
from .scoring import (
    apply_top_bonus,
    brussels_cards,
    brussels_kinds,
    coat_complete,
    coat_corners,
    coat_leaders,
    column_strength,
    column_winners,
    final_scoring,
    imprison,
    leaders,
    prison_candidates,
)
from .setup import prepare_round
from .state import Choice, GameState
from .words import (
    architect,
    bonus_name,
    bonus_top_text,
    coat_heading,
    column_name,
    joined,
    location_name,
    names_list,
    say,
    vp,
)

_, ngettext, N_ = i18n.domain("bruxelles_1897")


def to_act(state: GameState) -> list[int]:
    if state.phase == "over":
        return []
    if state.phase == "actions":
        return [state.current]
    if state.step == "choice" and state.queue:
        return [state.queue[0].seat]
    return [state.first_player]


def only_pass_left(state: GameState, seat: int) -> bool:
    """No placement is possible: the player is passed automatically (rules §10)."""
    return not pl.can_place(state, seat) and not pl.brussels_starts(state, seat)


def advance(state: GameState) -> None:
    """After a finished turn: next player clockwise who has not passed, auto-passing
    those who cannot act; when everyone has passed, the round scoring starts."""
    if state.step != "done" or state.phase != "actions":
        return
    n = len(state.players)
    while True:
        if all(p.passed for p in state.seats):
            begin_scoring(state)
            return
        seat = state.current
        for k in range(1, n + 1):
            cand = (state.current + k) % n
            if not state.seats[cand].passed:
                seat = cand
                break
        state.current = seat
        state.step = "turn"
        if only_pass_left(state, seat):
            pl.pass_turn(state, seat)
            continue
        return


def start_round_actions(state: GameState) -> None:
    """The first turn of a round; the start player may already be unable to act."""
    state.phase = "actions"
    state.step = "turn"
    if only_pass_left(state, state.current):
        pl.pass_turn(state, state.current)
        state.step = "done"
        advance(state)


def _names(state: GameState, seats: list[int]) -> str:
    return names_list([state.players[s] for s in seats])


def _seat_order(state: GameState) -> list[int]:
    n = len(state.players)
    return [(state.first_player + k) % n for k in range(n)]


def _strengths(state: GameState, strength: dict[int, int]) -> str:
    return joined([say(_("{name} {value}"), name=state.players[s], value=v)
                   for s, v in sorted(strength.items())])


def begin_scoring(state: GameState) -> None:
    """Phase 3 step 1, columns: winners take the top bonus of the card below (§7.1)."""
    state.phase = "scoring"
    state.score_step = "columns"
    state.score_log = [say(_("Round {n} scoring"), n=state.round)]
    state.queue = []
    order = _seat_order(state)
    for col in range(state.cols):
        bonus = state.bonus[col]
        strength = column_strength(state, col)
        winners = column_winners(state, col)
        head = say(_("Column {col} ({card})"), col=column_name(col), card=bonus_name(bonus))
        if not strength:
            line = say(_("{head}: no architect, nobody wins"), head=head)
        elif not winners:
            line = say(_("{head}: {values}, a tie, nobody wins"),
                head=head, values=_strengths(state, strength))
        else:
            text = (_("{head}: {values}; {who} wins: {bonus}") if len(winners) == 1 else
                    _("{head}: {values}; a tie, {who} each get {bonus}"))
            line = say(text, head=head, values=_strengths(state, strength),
                               who=_names(state, winners), bonus=bonus_top_text(bonus))
        state.score_log.append(line)
        for seat in sorted(winners, key=order.index):
            if apply_top_bonus(state.seats[seat], bonus):
                state.queue.append(Choice(seat=seat, kind="free"))
    _await(state)


def score_coats(state: GameState) -> None:
    """Phase 3 step 2: each complete coat pays its winners their Prestige level (§7.2)."""
    state.score_step = "coats"
    state.score_log.append(_("Coats of arms"))
    any_done = False
    for r, c in coat_corners(state):
        if not coat_complete(state, r, c):
            continue
        any_done = True
        winners = coat_leaders(state, r, c)
        parts = []
        for seat in winners:
            gain = state.seats[seat].prestige
            add_vp(state.seats[seat], "coats", gain)
            parts.append(say(_("{name} +{gain}"), name=state.players[seat], gain=vp(gain)))
        state.score_log.append(
            say(_("{coat}: {who}"), coat=coat_heading(r, c),
                                    who=joined(parts) or _("a tie, nobody scores")))
    if not any_done:
        state.score_log.append(_("No coat of arms was completed."))
    _await(state)


def _where(loc: str) -> str:
    return location_name(loc) if loc else _("Brussels")


def prison_line(state: GameState, seat: int, card: str, loc: str) -> str:
    return say(_("{where}: {name} sends a {arch} to prison"),
        where=_where(loc), name=state.players[seat], arch=architect(card))


def _counts_text(state: GameState, counts: dict[int, int]) -> str:
    """'Ana 2 – Ben 1': architect cards per player, most first."""
    ranked = sorted(counts.items(), key=lambda sv: (-sv[1], sv[0]))
    return " – ".join(say(_("{name} {n}"), name=state.players[s], n=n) for s, n in ranked)


def majority_line(state: GameState, loc: str, seats: list[int], counts: dict[int, int]) -> str:
    """Who has the most architects on a Brussels card or in all of Brussels, and sends
    one to prison: one player, or every tied player (§7.3, D7)."""
    where = _where(loc)
    if len(seats) == 1:
        return say(_("{where}: {name} has the most architects ({n}) and sends one to "
                     "prison"), where=where, name=state.players[seats[0]], n=counts[seats[0]])
    return say(_("{where}: {names} are tied for the most architects ({n} each) and each "
                 "sends one to prison"), where=where,
               names=names_list([state.players[s] for s in seats]), n=counts[seats[0]])


def prison_forecast(state: GameState) -> list[str]:
    """Who would send an architect to prison if the round ended now (the architects
    being placed in Brussels counted): "Brussels now Ana 2 – Ben 1: Ana sends one to
    prison" (§7.3; per Brussels card in the per-location variant)."""
    extra = {}
    if state.step == "brussels" and state.brussels_sel:
        extra = {state.current: len(state.brussels_sel)}
    locations = list(state.brussels) if state.options.prison_scope == "per_location" else [""]
    out = []
    for loc in locations:
        counts = dict(brussels_cards(state, loc))
        if not loc or loc == state.brussels_loc:
            for s, n in extra.items():
                counts[s] = counts.get(s, 0) + n
        where = _where(loc)
        if not counts:
            out.append(say(_("{where} now: nobody there, so nobody goes to prison"), where=where))
            continue
        seats = sorted(leaders(counts, state.options.tie_policy != "none"))
        if not seats:
            goes = _("a tie, nobody goes to prison")
        elif len(seats) == 1:
            goes = say(_("{name} sends one to prison"), name=state.players[seats[0]])
        else:
            goes = say(_("{names} each send one to prison"),
                       names=names_list([state.players[s] for s in seats]))
        out.append(say(_("{where} now {counts}: {goes}"), where=where,
                       counts=_counts_text(state, counts), goes=goes))
    return out


def score_prison(state: GameState) -> None:
    """Phase 3 step 3: the Brussels majority sends architects to prison (§7.3, D10)."""
    state.score_step = "prison"
    state.score_log.append(_("Brussels → prison"))
    cands = prison_candidates(state)
    order = _seat_order(state)
    cands.sort(key=lambda sl: (order.index(sl[0]), sl[1]))
    if not cands:
        state.score_log.append(_("Brussels: nobody is sent to prison."))
    # who has the most, counted before anybody's architect leaves
    heads = {}
    for loc in sorted({loc for _s, loc in cands}):
        seats = [s for s, where in cands if where == loc]
        heads[loc] = majority_line(state, loc, seats, brussels_cards(state, loc))
    for seat, loc in cands:
        if loc in heads:
            state.score_log.append(heads.pop(loc))
        kinds = brussels_kinds(state, seat, loc)
        if len(kinds) == 1:
            imprison(state, seat, kinds[0], loc)
            state.score_log.append(prison_line(state, seat, kinds[0], loc))
        else:
            state.queue.append(Choice(seat=seat, kind="imprison", location=loc))
    _await(state)


def _await(state: GameState) -> None:
    state.step = "choice" if state.queue else "ack"


def resolve_choice(state: GameState, card: str) -> None:
    choice = state.queue.pop(0)
    player = state.seats[choice.seat]
    name = state.players[choice.seat]
    if choice.kind == "free":
        player.prison.remove(card)
        player.hand.append(card)
        player.hand.sort()
        state.score_log.append(say(_("{name} frees a {arch} from prison"),
            name=name, arch=architect(card)))
    else:
        imprison(state, choice.seat, card, choice.location)
        state.score_log.append(prison_line(state, choice.seat, card, choice.location))
    _await(state)


def acknowledge(state: GameState) -> None:
    """Move on after the players have seen one scoring step."""
    if state.score_step == "columns":
        score_coats(state)
    elif state.score_step == "coats":
        score_prison(state)
    elif state.round < load_data().rounds.value:
        state.score_step = ""
        prepare_round(state)
        start_round_actions(state)
    else:
        state.score_log = final_scoring(state)
        state.score_step = "final"
        state.phase = "over"
        state.step = "done"


def choice_options(state: GameState) -> list[str]:
    choice = state.queue[0]
    if choice.kind == "free":
        return sorted(set(state.seats[choice.seat].prison))
    return brussels_kinds(state, choice.seat, choice.location)
