"""What happens between decisions by itself, in player-readable lines: a new round (the
stalled market cleared, the Master Builder, the rooms that came into the market, the
stacks) and the end (each step of the final scoring)."""

from __future__ import annotations

from .data import bonus_cards, constants, favors, tile
from .endgame import bonus_card_points, depleted_points, favor_points
from .endgame import score_sheet as final_sheet
from .state import CastlesState
from .words import bonus_card_words

SEP = "; "


def _names(rooms: list[str]) -> str:
    return ", ".join(f"{tile(r).name} ({tile(r).sqft} sq ft)" for r in rooms)


def _stacks(state: CastlesState) -> str:
    return ", ".join(f"{size} sq ft: {len(stack)}" for size, stack in sorted(state.stacks.items()))


def new_round_lines(before: CastlesState, after: CastlesState) -> list[str]:
    out: list[str] = []
    gone = after.out_of_game[len(before.out_of_game):]
    if gone:
        out.append("Nobody bought a room: {rooms} leave the game, as nobody could place "
                   "them.".format(rooms=", ".join(f"the {tile(r).name}" for r in gone)))
    if after.burned_cards > before.burned_cards:
        out.append("Nobody bought a room: a room card ({size} sq ft) is discarded, the "
                   "end comes nearer.".format(size=after.discard[-1] if after.discard
                                              else "?"))
    out.append(f"Round {after.round}: {after.players[after.mb]} is the Master Builder.")
    if after.round > 1:
        out.append("Every unsold room got a 1,000 Marks coin.")
    if after.round == 1:
        out.append("In the market: {rooms}.".format(rooms=_names([r for r in after.market
                                                                   if r])))
    else:
        fresh = [r for r in after.market if r and r not in before.market]
        if fresh:
            out.append(f"New in the market: {_names(fresh)}.")
    out.append(f"Room cards left: {len(after.deck)}. Rooms in the stacks: {_stacks(after)}.")
    if after.last_round:
        out.append("The room cards have run out: this is the last round.")
    return out


def final_lines(after: CastlesState) -> list[str]:
    out = ["Final scoring."]
    names = after.players
    for fid in after.favors:
        points = favor_points(after, fid)
        got = [f"{names[s]} {p}" for s, p in enumerate(points) if p]
        out.append("King's favour, {favour}: {who}.".format(
            favour=favors()[fid].text, who=", ".join(got) if got else "nobody scores"))
    known = bonus_cards()
    for seat, name in enumerate(names):
        cards = [c for c in after.bonus[seat] if c in known]
        parts = [f"{bonus_card_words(c)} = {bonus_card_points(after, seat, known[c])}"
                 for c in cards]
        total = sum(bonus_card_points(after, seat, known[c]) for c in cards)
        out.append("{name}'s bonus cards: {total} points ({cards}).".format(
            name=name, total=total, cards=SEP.join(parts) if parts else "none"))
    empty = [size for size, stack in sorted(after.stacks.items()) if not stack]
    if empty:
        got = [f"{names[s]} {depleted_points(after, s)}" for s in range(after.n)]
        out.append("Empty stacks ({sizes} sq ft), 2 points per such room: {who}.".format(
            sizes=", ".join(str(s) for s in empty), who=", ".join(got)))
    else:
        out.append("No room stack is empty: no points for empty stacks.")
    per = constants().marks_per_point
    money = [f"{names[s]} {after.money[s] // per} ({after.money[s]:,} Marks)"
             for s in range(after.n)]
    out.append("Money, 1 point per {per:,} Marks: {who}.".format(per=per, who=", ".join(money)))
    sheet = final_sheet(after)
    totals = [f"{r.name} {r.total}" for r in sorted(sheet.rows, key=lambda r: -r.total)]
    out.append("Final scores: {totals}.".format(totals=", ".join(totals)))
    return out


def round_summary(before: CastlesState, after: CastlesState) -> list[str]:
    if after.over and not before.over:
        return final_lines(after)
    if after.round != before.round or (after.started and not before.started):
        return new_round_lines(before, after)
    return []
