"""What happens between decisions by itself, in player-readable lines: a new round (the
stalled market cleared, the Master Builder, the rooms that came into the market, the
stacks) and the end (each step of the final scoring)."""

from __future__ import annotations

from collections.abc import Sequence

from boardgames_tui.engine import i18n

from .components import bonus_cards, constants, favors, tile
from .endgame import bonus_card_points, depleted_points, favor_points
from .endgame import score_sheet as final_sheet
from .state import CastlesState
from .words import amount, bonus_card_words, comma_list, room_name, the_room

_, ngettext, N_ = i18n.domain("castles_of_mad_king_ludwig")


def _names(rooms: list[str]) -> str:
    return comma_list([_("{room} ({size} sq ft)").format(room=room_name(r), size=tile(r).sqft)
                       for r in rooms])


def _stacks(state: CastlesState) -> str:
    return comma_list([_("{size} sq ft: {count}").format(size=size, count=len(stack))
                       for size, stack in sorted(state.stacks.items())])


def _scores(pairs: Sequence[tuple[str, object]]) -> str:
    """"Ana 3, Ben 1": each player with a number."""
    return comma_list([_("{name} {points}").format(name=name, points=points)
                       for name, points in pairs])


def new_round_lines(before: CastlesState, after: CastlesState) -> list[str]:
    out: list[str] = []
    gone = after.out_of_game[len(before.out_of_game):]
    if gone:
        rooms = comma_list([the_room(room_name(r)) for r in gone])
        out.append(ngettext("Nobody bought a room: {rooms} leaves the game, as nobody could "
                            "place it.",
                            "Nobody bought a room: {rooms} leave the game, as nobody could "
                            "place them.", len(gone)).format(rooms=rooms))
    if after.burned_cards > before.burned_cards:
        out.append(_("Nobody bought a room: a room card ({size} sq ft) is discarded, the "
                     "end comes nearer.").format(size=after.discard[-1] if after.discard
                                                 else "?"))
    out.append(_("Round {round}: {name} is the Master Builder.").format(
        round=after.round, name=after.players[after.mb]))
    if after.round > 1:
        out.append(_("Every unsold room got a 1,000 Marks coin."))
    if after.round == 1:
        out.append(_("In the market: {rooms}.").format(rooms=_names([r for r in after.market
                                                                     if r])))
    else:
        fresh = [r for r in after.market if r and r not in before.market]
        if fresh:
            out.append(_("New in the market: {rooms}.").format(rooms=_names(fresh)))
    if not after.last_round:
        out.append(_("Room cards left: {count}. Rooms in the stacks: {stacks}.").format(
            count=len(after.deck), stacks=_stacks(after)))
    else:
        out.append(_("Rooms in the stacks: {stacks}.").format(stacks=_stacks(after)))
        out.append(_("The room cards have run out: this is the last round."))
    return out


def final_lines(after: CastlesState) -> list[str]:
    out = [_("Final scoring.")]
    names = after.players
    for fid in after.favors:
        points = favor_points(after, fid)
        got = [(names[s], p) for s, p in enumerate(points) if p]
        out.append(_("King's favour, {favour}: {who}.").format(
            favour=_(favors()[fid].text), who=_scores(got) if got else _("nobody scores")))
    known = bonus_cards()
    for seat, name in enumerate(names):
        cards = [c for c in after.bonus[seat] if c in known]
        parts = [_("{card} = {points}").format(card=bonus_card_words(c),
                                               points=bonus_card_points(after, seat, known[c]))
                 for c in cards]
        total = sum(bonus_card_points(after, seat, known[c]) for c in cards)
        out.append(_("{name}'s bonus cards: {total} points ({cards}).").format(name=name, total=total,
                               cards=_("; ").join(parts) if parts else _("none")))
    empty = [size for size, stack in sorted(after.stacks.items()) if not stack]
    if empty:
        got = [(names[s], depleted_points(after, s)) for s in range(after.n)]
        out.append(_("Empty stacks ({sizes} sq ft), 2 points per such room: {who}.").format(
            sizes=comma_list([str(s) for s in empty]), who=_scores(got)))
    else:
        out.append(_("No room stack is empty: no points for empty stacks."))
    per = constants().marks_per_point
    money = [_("{name} {points} ({money} Marks)").format(
        name=names[s], points=after.money[s] // per, money=amount(after.money[s]))
        for s in range(after.n)]
    out.append(_("Money, 1 point per {per} Marks: {who}.").format(per=amount(per),
                                                                   who=comma_list(money)))
    sheet = final_sheet(after)
    totals = [(r.name, r.total) for r in sorted(sheet.rows, key=lambda r: -r.total)]
    out.append(_("Final scores: {totals}.").format(totals=_scores(totals)))
    return out


def round_summary(before: CastlesState, after: CastlesState) -> list[str]:
    if after.over and not before.over:
        return final_lines(after)
    if after.round != before.round or (after.started and not before.started):
        return new_round_lines(before, after)
    return []
