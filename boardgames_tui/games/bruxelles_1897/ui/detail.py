"""The side text under the board: what the chosen placement would cost, do and change
(price, action, column and coat leaders before -> after), the numbered choices of a
pending decision, and the round scoring step by step."""

from __future__ import annotations

from rich.text import Text

from ... import bruxelles_1897 as pkg
from ..actions import Place, StartBrussels
from ..data import load_data
from ..labels import action_effect, action_label
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
from ..state import GameState
from .render import arch_sides

STEP_TITLES = {"columns": "1/3 Columns", "coats": "2/3 Coats of arms",
               "prison": "3/3 Brussels → prison"}
NEXT_STEP = {"columns": "coats of arms", "coats": "Brussels and the prison",
             "prison": "the next round"}


def _who(state: GameState, seats: list[int], strength: dict[int, int]) -> str:
    if not seats:
        return "nobody"
    names = ", ".join(f"{state.players[s]} ({strength.get(s, 0)})" for s in seats)
    return names + (" tie" if len(seats) > 1 else "")


def placement_preview(state: GameState, seat: int, action: Place) -> list[str]:
    """Price, action and the majority changes of placing `action` (rules asked, not
    re-implemented: the after-state comes from RULES.apply)."""
    rules = pkg.RULES
    cell = state.cell(action.row, action.col)
    where = f"row {action.row + 1}, column {action.col + 1}"
    if cell.empty:
        return [f"No card lies at {where} this round: the draw piles ran out."]
    head = (f"{arch_sides(action.card)} showing {action.value} on {action_label(cell.action)}"
            f" ({where})")
    if action not in rules.legal_actions(state, seat):
        return [head, "Not possible: " + rules.refusal_reason(state, seat, action)]
    money = state.seats[seat].money
    lines = [head,
             f"Price {action.value} BEF (you have {money}, {money - action.value} left) · "
             f"{action_effect(cell.action, state.options)}"]
    after = rules.apply(state, seat, action)
    c = action.col
    bonus = load_data().bonus(state.bonus[c]).name
    before_w = column_winners(state, c)
    after_w = column_winners(after, c)
    lines.append(
        f"Column {c + 1} [{bonus}]: {_who(state, before_w, column_strength(state, c))}"
        f" → {_who(after, after_w, column_strength(after, c))}"
    )
    # the (up to four) coats whose corner touches this card
    coats = [(r, cc) for r, cc in coat_corners(state)
             if (action.row, action.col) in coat_cells(r, cc)]
    for r, cc in coats:
        b = ", ".join(state.players[s] for s in coat_leaders(state, r, cc)) or "—"
        a = ", ".join(after.players[s] for s in coat_leaders(after, r, cc)) or "—"
        done = " · complete!" if coat_complete(after, r, cc) else ""
        lines.append(f"Coat rows {r + 1}-{r + 2}/cols {cc + 1}-{cc + 2}: {b} → {a}{done}")
    return lines


def brussels_preview(state: GameState, seat: int, loc_id: str) -> list[str]:
    loc = load_data().location(loc_id)
    need = brussels_need(state, loc_id)
    start = StartBrussels(location=loc_id)
    groups = ", ".join(f"{state.players[g.seat]} {g.total}" for g in state.brussels[loc_id])
    lines = [f"{loc.name}: free of charge, total must be at least {need}"
             + (f" (placed so far: {groups})" if groups else "")]
    lines += park_lines(state, loc_id)
    if start in pkg.RULES.legal_actions(state, seat):
        lines.append("Enter starts a placement here; then add architects and confirm (c).")
    else:
        lines.append("Not possible: " + pkg.RULES.refusal_reason(state, seat, start))
    return lines


def park_lines(state: GameState, loc_id: str) -> list[str]:
    """What the Cinquantenaire Park offers in the chosen variant (rules §3.4, D9)."""
    if loc_id != "cinquantenaire":
        return []
    mode = state.options.cinquantenaire_mode
    if mode == "take_top_discard_and_resolve":
        tops = [action_label(top) for pile in DISCARD_PILES
                if (top := discard_top(state, pile)) is not None]
        return ["Park: take the top card of a discard pile and carry out its action — "
                + (", ".join(tops) if tops else "the discard piles are empty")]
    if mode == "any_art_nouveau_action":
        return ["Park: carry out any one Art Nouveau action, without an architect or a price"]
    return []


def brussels_progress(state: GameState) -> str:
    loc = load_data().location(state.brussels_loc)
    chosen = " + ".join(f"{p.value}" for p in state.brussels_sel) or "nothing yet"
    return (f"Placing at {loc.name}: {chosen} = {selection_total(state)}, "
            f"need {brussels_need(state, state.brussels_loc)}. Enter adds the chosen "
            f"architect, c confirms, u takes one back.")


def options_text(state: GameState, seat: int, actions: list, cursor: int) -> list[Text]:
    out = []
    for i, action in enumerate(actions):
        line = Text(f"{'▶' if i == cursor else ' '} {i + 1}) "
                    f"{pkg.RULES.describe(state, seat, action)}")
        if i == cursor:
            line.stylize("bold")
        out.append(line)
    return out


def scoring_text(state: GameState) -> list[Text]:
    title = STEP_TITLES.get(state.score_step, "")
    out = [Text(f"Round {state.round} scoring — step {title}", style="bold")]
    for line in state.score_log[1:]:
        out.append(Text("  " + line))
    if state.step == "ack":
        out.append(Text(f"Enter: continue to {NEXT_STEP.get(state.score_step, '')}",
                        style="bold"))
    return out


def pass_hint(state: GameState) -> str:
    return f"p passes for +{pass_income(state)} BEF"
