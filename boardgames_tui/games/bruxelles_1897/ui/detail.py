"""The text under the board: what the chosen placement would cost, do and change (price,
action, column and coat leaders before -> after), the numbered choices of a pending
decision, and the round scoring step by step. In the game's words: positions as on the
board's labels ("row B, column 3"), money in francs."""

from __future__ import annotations

from rich.text import Text

from boardgames_tui.engine import i18n
from boardgames_tui.engine.game import GameRules

from ..actions import Place, StartBrussels
from ..components import load_data
from ..flow import prison_forecast
from ..labels import action_effect, action_label, location_effect
from ..nobles import ability_text
from ..park import DISCARD_PILES, discard_top
from ..placement import brussels_need, pass_income, selection_total
from ..scoring import (
    coat_cells,
    coat_complete,
    coat_corners,
    coat_leaders,
    column_strength,
    column_winners,
)
from ..setup import card_type
from ..state import GameState
from ..words import (
    architect,
    bonus_bottom_text,
    bonus_name,
    bonus_top_text,
    column_name,
    data_name,
    francs,
    joined,
    location_at,
    names_list,
    position,
    row_name,
    say,
    vp,
)


def points(n: int) -> str:
    """'+3 points', '−2 points': what a move scores, in the word the previews use for
    victory points."""
    text = ngettext("{n} point", "{n} points", abs(n)).format(n=abs(n))
    return ("+" if n >= 0 else "−") + text

_, ngettext, N_ = i18n.domain("bruxelles_1897")

STEP_TITLES = {"columns": N_("step 1 of 3: columns"), "coats": N_("step 2 of 3: coats of arms"),
               "prison": N_("step 3 of 3: Brussels → prison")}
NEXT_STEP = {"columns": N_("the coats of arms"), "coats": N_("Brussels and the prison")}
KEYS = N_("s turns it, Esc: another architect")


def _who(state: GameState, seats: list[int], strength: dict[int, int]) -> str:
    if not seats:
        return _("nobody")
    names = joined([say(_("{name} {value}"), name=state.players[s], value=strength.get(s, 0))
                    for s in seats])
    return say(_("{names} (tie)"), names=names) if len(seats) > 1 else names


def _coat_places(coats: list[tuple[int, int]]) -> str:
    """'rows A–B, columns 1–2 and 2–3; rows B–C, columns 1–2'."""
    by_rows: dict[int, list[int]] = {}
    for r, c in coats:
        by_rows.setdefault(r, []).append(c)
    parts = []
    for r, cols in sorted(by_rows.items()):
        spans = names_list([f"{column_name(c)}–{column_name(c + 1)}" for c in sorted(cols)])
        parts.append(say(_("rows {a}–{b}, columns {spans}"), a=row_name(r), b=row_name(r + 1),
                         spans=spans))
    return _("; ").join(parts)


SHORT_EFFECT = {
    "artwork": N_("Creation: keep the artwork"),
    "money": N_("Sale: sell one of your artworks for {money}"),
    "material": N_("Supply: keep both materials"),
    "expo": N_("Exhibition: everyone scores {vp} per artwork colour"),
}


def _short_effect(state: GameState, code: str) -> str:
    """The card's action in the fewest words (the compact preview)."""
    data = load_data()
    kind = card_type(code)
    if kind == "noble":
        noble = code.split(":", 1)[1]
        return say(_("Influence: keep {name} ({effect})"), name=data.noble(noble).name,
                   effect=ability_text(noble))
    if kind in SHORT_EFFECT:
        return say(_(SHORT_EFFECT[kind]), money=francs(data.sale_bef.value),
                   vp=vp(data.exhibition_vp_per_color.value))
    return action_effect(code, state.options)


def pack(parts: list[str], width: int) -> list[str]:
    """Join the parts with ' · ' into as few lines of at most `width` as they allow."""
    lines: list[str] = []
    for part in parts:
        if lines and len(lines[-1]) + 3 + len(part) <= width:
            lines[-1] += " · " + part
        else:
            lines.append(part)
    return lines


def placement_preview(rules: GameRules, state: GameState, seat: int, action: Place,
                      compact: bool = False, width: int = 78) -> list[str]:
    """Price, action and the majority changes of placing `action` (`rules`, the screen's
    game, asked, not re-implemented: the after-state comes from its apply). Compact: the
    same in the fewest words, packed into lines of `width`, the coats of arms summed up in
    one."""
    cell = state.cell(action.row, action.col)
    where = position(action.row, action.col)
    if cell.empty:
        return [say(_("No card lies on {where} this round: the draw piles ran out."),
                    where=where)]
    arch = architect(action.card, action.value)
    if compact:
        sides = load_data().architect(action.card)
        arch = say(_("{low}/{high} showing {value}"), low=sides.low, high=sides.high,
                   value=action.value)
    head = say(_("{arch} on {where}: {card}"), arch=arch[0].upper() + arch[1:], where=where,
               card=action_label(cell.action))
    if action not in rules.legal_actions(state, seat):
        why = say(_("Not possible: {reason}"), reason=rules.refusal_reason(state, seat, action))
        return pack([head, why], width) if compact else [head, why]
    money = state.seats[seat].money
    after = rules.apply(state, seat, action)
    c = action.col
    column = say(_("Column {col}: {before} → {after}"), col=column_name(c),
                 before=_who(state, column_winners(state, c), column_strength(state, c)),
                 after=_who(after, column_winners(after, c), column_strength(after, c)))
    coats = [(r, cc) for r, cc in coat_corners(state)
             if (action.row, action.col) in coat_cells(r, cc)]
    if compact:
        pays = say(_("pays {price} ({left} left)"), price=francs(action.value),
                   left=money - action.value)
        effect = _short_effect(state, cell.action)
        if card_type(cell.action) == "expo":
            effect = _expo_points(state, after)
        return pack([head, pays, effect, column, _coats_summary(state, after, coats)], width)
    pays = say(_("Pays {price}, {left} left"), price=francs(action.value),
               left=francs(money - action.value))
    effect = action_effect(cell.action, state.options)
    if card_type(cell.action) == "expo":
        effect = say(_("{effect}: {points}"), effect=effect,
                     points=_expo_points(state, after))
    lines = [say(_("{head} ({keys})"), head=head, keys=_(KEYS)),
             say(_("{pays} · {effect}"), pays=pays, effect=effect)]
    lines.append(say(_("{column} ({card}: {now} this round; at the end {end})"), column=column,
                     card=bonus_name(state.bonus[c]), now=bonus_top_text(state.bonus[c]),
                     end=bonus_bottom_text(state.bonus[c])))
    # the (up to four) coats whose corner touches this card, grouped by what changes
    changes: dict[str, list[tuple[int, int]]] = {}
    for r, cc in coats:
        b = joined([state.players[s] for s in coat_leaders(state, r, cc)]) or _("nobody")
        a = joined([after.players[s] for s in coat_leaders(after, r, cc)]) or _("nobody")
        change = (say(_("{before} → {after} — complete: {points}"), before=b, after=a,
                      points=_coat_points(after, r, cc))
                  if coat_complete(after, r, cc) else
                  say(_("{before} → {after}"), before=b, after=a))
        changes.setdefault(change, []).append((r, cc))
    for change, group in changes.items():
        text = (_("Coat of arms at {places}: {change}") if len(group) == 1 else
                _("Coats of arms at {places}: {change}"))
        lines.append(say(text, places=_coat_places(group), change=change))
    return lines


def _coat_points(after: GameState, r: int, c: int) -> str:
    """What a complete coat of arms scores at the round's end: each leader's Prestige
    ("+3 points to Ana"), or nothing for a tie that scores nobody."""
    leaders = coat_leaders(after, r, c)
    if not leaders:
        return _("nobody scores")
    return joined([say(_("{points} to {name}"), points=points(after.seats[s].prestige),
                       name=after.players[s]) for s in leaders])


def _expo_points(state: GameState, after: GameState) -> str:
    """The Exhibition's points for every player ("Ana +4 points, Ben +2 points")."""
    parts = [say(_("{name} {points}"), name=state.players[s],
                 points=points(after.seats[s].vp - state.seats[s].vp))
             for s in range(len(state.seats))]
    return say(_("Expo: {parts}"), parts=joined(parts))


def _coats_summary(state: GameState, after: GameState, coats: list[tuple[int, int]]) -> str:
    """'coats around it: Ana leads 2, Ben 1, tie 1 (1 complete)' — after the placement."""
    leads: dict[str, int] = {}
    ties = complete = 0
    for r, c in coats:
        leaders = coat_leaders(after, r, c)
        complete += coat_complete(after, r, c)
        if len(leaders) == 1:
            name = after.players[leaders[0]]
            leads[name] = leads.get(name, 0) + 1
        elif leaders:
            ties += 1
    ranked = sorted(leads.items(), key=lambda x: -x[1])
    parts = [say(_("{name} leads {n}") if i == 0 else _("{name} {n}"), name=name, n=n)
             for i, (name, n) in enumerate(ranked)]
    if ties:
        parts.append(say(_("tie {n}"), n=ties))
    parts_text = joined(parts) or _("nobody leads")
    if complete:
        done = joined([_coat_points(after, r, c) for r, c in coats if coat_complete(after, r, c)])
        return say(_("coats around it: {parts} (complete: {points})"), parts=parts_text,
                   points=done)
    return say(_("coats around it: {parts}"), parts=parts_text)


def column_info(state: GameState, col: int) -> str:
    """The bonus card of a column, both halves (for the wide layout and help)."""
    return say(_("Column {col}: {card} — this round {now}; at the game's end {end}"),
               col=column_name(col), card=bonus_name(state.bonus[col]),
               now=bonus_top_text(state.bonus[col]), end=bonus_bottom_text(state.bonus[col]))


def brussels_preview(rules: GameRules, state: GameState, seat: int, loc_id: str,
                     compact: bool = False, width: int = 78) -> list[str]:
    """A Brussels card's effect, what it needs, who would go to prison (prison_forecast)
    and how to place there (`rules`, the screen's game, says whether it can start);
    compact: the same packed into lines of `width`, without the placements so far (the
    board shows them)."""
    loc = load_data().location(loc_id)
    need = brussels_need(state, loc_id)
    start = StartBrussels(location=loc_id)
    groups = joined([say(_("{name} {value}"), name=state.players[g.seat], value=g.total)
                     for g in state.brussels[loc_id]])
    values = {"name": data_name(loc.name), "need": need,
              "effect": location_effect(loc_id, state.options), "groups": groups}
    can_start = start in rules.legal_actions(state, seat)
    if can_start:
        how = _("Enter starts a placement here; Enter adds each architect, c confirms.")
    else:
        how = say(_("Not possible: {reason}"),
                  reason=rules.refusal_reason(state, seat, start))
    if compact:
        if can_start:
            how = _("Enter starts here and adds each architect; c confirms")
        return pack([say(_("{name}: {effect}"), **values), _("free of charge"),
                     say(_("needs a total of {need}"), need=need),
                     *park_lines(state, loc_id), *prison_forecast(state), how], width)
    if groups:
        lines = [say(_("{name}: {effect} · free of charge · your total must be at least "
                       "{need} (placed so far: {groups})"), **values)]
    else:
        lines = [say(_("{name}: {effect} · free of charge · your total must be at least "
                       "{need}"), **values)]
    return [*lines, *park_lines(state, loc_id), *prison_forecast(state), how]


def park_lines(state: GameState, loc_id: str) -> list[str]:
    """What the Cinquantenaire Park offers in the chosen variant (rules §3.4, D9)."""
    if loc_id != "cinquantenaire":
        return []
    mode = state.options.cinquantenaire_mode
    if mode == "take_top_discard_and_resolve":
        tops = [action_label(top) for pile in DISCARD_PILES
                if (top := discard_top(state, pile)) is not None]
        return [say(_("Park: take the top card of a discard pile and carry out its action — "
                      "{tops}"), tops=joined(tops) if tops else _("the discard piles are empty"))]
    if mode == "any_art_nouveau_action":
        return [_("Park: carry out any one Art Nouveau action, without an architect or a "
                  "price")]
    return []


def brussels_progress(state: GameState) -> str:
    chosen = " + ".join(f"{p.value}" for p in state.brussels_sel) or _("nothing yet")
    progress = say(_("Placing {where}: {chosen} = {total}, needs {need}"),
                   where=location_at(state.brussels_loc), chosen=chosen,
                   total=selection_total(state), need=brussels_need(state, state.brussels_loc))
    return " · ".join([progress, *prison_forecast(state)])


def buttons(items: list[tuple], width: int) -> tuple[list[Text], list[tuple]]:
    """A row (or rows, when they do not fit `width`) of buttons: `items` are (key, label,
    pointed, legal). Returns the lines and, per button, (key, line, x, width) in the
    lines' cells, so the screen knows where each one is drawn."""
    lines: list[Text] = [Text()]
    marks: list[tuple] = []
    for key, label, pointed, legal in items:
        cell = f"{'▶' if pointed else ' '}{label} "
        if lines[-1].cell_len and lines[-1].cell_len + 1 + len(cell) > width:
            lines.append(Text())
        line = lines[-1]
        if line.cell_len:
            line.append(" ")
        style = "reverse bold" if pointed else ("bold #ffffff on #3a3a3a" if legal else "dim")
        marks.append((key, len(lines) - 1, line.cell_len, len(cell)))
        line.append(cell, style=style)
    return lines, marks


def options_text(rules: GameRules, state: GameState, seat: int, actions: list,
                 cursor: int) -> list[Text]:
    """The choices of a decision, numbered, each in the words of `rules` (the screen's
    game), the one under the cursor marked."""
    out = []
    for i, action in enumerate(actions):
        line = Text(f"{'▶' if i == cursor else ' '} {i + 1}) "
                    f"{rules.words.describe(state, seat, action)}")
        if i == cursor:
            line.stylize("bold")
        out.append(line)
    return out


def step_lines(state: GameState) -> list[str]:
    """The lines of the scoring step shown now (earlier steps are in the log)."""
    log = state.score_log
    # the headings the scoring wrote into the log (in the language of that moment)
    heads = {"coats": _("Coats of arms"), "prison": _("Brussels → prison")}
    start = 1
    if state.score_step in heads and heads[state.score_step] in log:
        start = log.index(heads[state.score_step]) + 1
    out = []
    for line in log[start:]:
        if line in heads.values():
            break
        out.append(line)
    return out


def scoring_text(state: GameState) -> list[Text]:
    title = _(STEP_TITLES.get(state.score_step, ""))
    out = [Text(say(_("Round {n} scoring, {title}"), n=state.round, title=title), style="bold")]
    for line in step_lines(state):
        out.append(Text("  " + line))
    if state.step == "ack":
        if state.score_step in NEXT_STEP:
            nxt = say(_("Enter: go on to {next}"), next=_(NEXT_STEP[state.score_step]))
        elif state.round < load_data().rounds.value:
            nxt = say(_("Enter: start round {m}"), m=state.round + 1)
        else:
            nxt = _("Enter: the final scoring")
        out.append(Text(nxt, style="bold"))
    return out


def pass_hint(state: GameState) -> str:
    return say(_("p: pass for +{money}"), money=francs(pass_income(state)))
