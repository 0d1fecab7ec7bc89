"""Text renderers for the palace, the markets and the tableaux (rich Text, no widgets).

They read only the (redacted) state and the rules layer's board helpers, so they can be
unit-tested without an app.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text

from .. import board as B
from .. import components as C
from .. import scoring as S
from ..describe import TYPE_NAMES, bonus_text
from ..jewelry import jewel_price
from ..state import State
from .palette import RIVAL_COLOUR, silk_style

ColourOf = Callable[[int], str]
BONUS_MARK = {"livre": "$", "yarn": "+y", "lace": "+l", "resource_tile": "+t"}
TYPE_LETTER = {"master": "M", "journeyman": "J", "apprentice": "A"}


def owner_mark(text: Text, owner: int | None, colour_of: ColourOf, safe: bool) -> None:
    if owner is None:
        text.append("-", style="dim")
    elif owner == C.RIVAL:
        text.append("X", style=f"bold black on {RIVAL_COLOUR[1 if safe else 0]}")
    else:
        text.append(str(owner + 1), style=f"bold black on {colour_of(owner)}")


def bales_text(text: Text, bales: dict[str, int], safe: bool) -> None:
    for colour, n in bales.items():
        text.append(f"{n}{colour}", style=silk_style(colour, safe))
        text.append(" ")


def palace_text(state: State, colour_of: ColourOf, safe: bool = False) -> Text:
    """Halls with their guest spaces, musicians, terrace, statues, kitchen, All halls."""
    sd = B.side(state)
    t = Text()
    t.append(f"PALACE ({sd.key} players side)", style="bold")
    t.append("   All halls: ")
    for i, pp in enumerate(sd.all_halls_pp):
        t.append(f"{pp}PP[")
        owner_mark(t, state.all_halls[i] if i < len(state.all_halls) else None, colour_of, safe)
        t.append("] ")
    t.append("\n")
    for hall in sd.halls:
        x, y = hall.majority
        label = "King" if hall.id == "H1" else ""
        t.append(f"{hall.id} {label:<4} {x}/{y} ", style="bold")
        t.append(f"♪{hall.musician.cost:>2}L {hall.musician.pp}PP:")
        owner_mark(t, state.decorations.get(hall.musician.id), colour_of, safe)
        t.append(" │")
        for gs in hall.guest_spaces:
            occ = state.halls.get(gs.id)
            if occ is not None:
                owner_mark(t, occ.seat, colour_of, safe)
                d = C.dress(occ.dress)
                t.append(d.colours[0], style=silk_style(d.colours[0], safe))
                t.append("*" if gs.master else " ")
            elif gs.master:
                t.append("M  ", style="bold magenta")
            elif gs.bonus:
                mark = BONUS_MARK[gs.bonus] + (str(gs.amount) if gs.bonus == "livre" else "")
                t.append(f"{mark:<3}", style="cyan")
            else:
                t.append("·  ", style="dim")
            t.append(" ")
        t.append("\n")
    t.append("Fireworks ", style="bold")
    terrace = S.terrace_assignment(state) if state.phase == "over" else {}
    for f in sd.fireworks:
        t.append(f"{f.id} {f.cost}L {f.pp}P x{f.terrace_multiplier}:")
        owner_mark(t, state.decorations.get(f.id), colour_of, safe)
        if f.id in terrace:
            t.append(f"<{terrace[f.id]}")
        t.append("  ")
    t.append("\nStatues ", style="bold")
    for s in sd.statues:
        t.append(f"{s.id} {s.cost}L {s.pp}PP:")
        owner_mark(t, state.decorations.get(s.id), colour_of, safe)
        t.append("  ")
    for row, rows, what in (
        ("A", sd.kitchen_a, "+1L/deco"),
        ("B", sd.kitchen_b, "+1L/dress"),
    ):
        t.append(f"\nKitchen {row} {what} ", style="bold")
        for k in rows:
            t.append(f"{k.id} {k.cost}L:")
            owner_mark(t, state.decorations.get(k.id), colour_of, safe)
            t.append("  ")
    t.append("\n")
    t.append(
        "M master · $ Livre · +y yarn · +l lace · +t tile · 1Y* seat 1, yellow dress, on master",
        style="dim",
    )
    return t


def market_text(state: State, safe: bool = False) -> Text:
    """Workshop windows with costs, the drawers with prices, employees, the favour."""
    t = Text()
    t.append("WORKSHOP", style="bold")
    t.append(" (window cost; last 2 dark)\n")
    for w, did in enumerate(state.windows):
        t.append(f"{w + 1} {B.window_cost(state, w)}L ")
        if not did:
            t.append("empty\n", style="dim")
            continue
        d = C.dress(did)
        for c in d.colours:
            t.append(c, style=silk_style(c, safe))
        t.append(f" {did} ")
        bales_text(t, d.bales, safe)
        t.append("+y" * d.yarn + "+l" * d.lace)
        t.append(f" ${d.value} {d.pp}PP")
        t.append(" ✂M" if d.thimble else "", style="bold magenta")
        t.append("\n")
    t.append("DRAWERS", style="bold")
    t.append(" (price by tiles left)\n")
    for s, seg in enumerate(state.warehouse):
        t.append(f"{s + 1} {B.segment_price(state, s)}L ")
        for tid in seg:
            if tid < 0:
                t.append("-- ", style="dim")
                continue
            tile = C.tile(tid)
            for colour, n in tile.bales.items():
                t.append(f"{n}{colour}", style=silk_style(colour, safe))
            t.append("|" + gains_short(tile.gains) + " ")
        t.append("\n")
    t.append("EMPLOYEES", style="bold")
    t.append(f" hire price now {B.hire_price(state)}L\n")
    for i, cid in enumerate(state.hire_display):
        if cid:
            cdef = C.card(cid)
            t.append(fit(f"{i + 1} L{cdef.level} {TYPE_LETTER[cdef.type]} {bonus_text(cid)}", 42))
            t.append("\n")
    holder = state.favor_holder
    t.append("Queen's favour: ", style="bold")
    t.append("free" if holder < 0 else f"taken by {state.players[holder]}")
    t.append(f", start: {state.players[state.start_player]}\n")
    if state.options.jewelry_box:
        t.append("JEWELS ", style="bold")
        for slot, jid in enumerate(state.jewel_display):
            if jid:
                j = C.jewel(jid)
                t.append(f"{jewel_price(state, slot)}L ")
                t.append(j.colour, style=silk_style(j.colour, safe))
                t.append(f" {j.kind[:4]}  ")
        t.append("\nEXAMS ", style="bold")
        for key, deck in state.exam_decks.items():
            t.append(f"{key} deck {len(deck)}  ")
        t.append("\n")
    return t


def gains_short(gains: dict[str, tuple[int, int]]) -> str:
    """y / l / y+l / y/l / 2y: what discarding a tile gives."""
    if "both" in gains:
        yarn, lace = gains["both"]
        return f"{yarn if yarn > 1 else ''}y+{lace if lace > 1 else ''}l"
    parts = []
    for name, (yarn, lace) in gains.items():
        n = max(yarn, lace)
        parts.append(f"{n if n > 1 else ''}{name[0]}")
    return "/".join(parts)


def fit(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def card_line(cid: str) -> str:
    if cid == "hidden":
        return "(hidden)"
    cdef = C.card(cid)
    return f"{TYPE_NAMES[cdef.type]} {cid}: {bonus_text(cid)}"


def tableau_text(state: State, viewer: int, colour_of: ColourOf, safe: bool = False) -> Text:
    """The viewer's full tableau (hand included), then two lines per other player."""
    t = Text()
    width = 40
    for seat in [viewer] + [s for s in range(len(state.players)) if s != viewer]:
        p = state.seats[seat]
        owner_mark(t, seat, colour_of, safe)
        mine = seat == viewer
        t.append(f" {state.players[seat]}{' (you)' if mine else ''}", style="bold")
        t.append(f"  {p.money}L yarn {p.yarn} lace {p.lace} PP {p.pp}\n")
        if mine:
            t.append(f" silk ({len(p.tiles)} tiles): ")
            bales_text(t, B.pooled_bales(p.tiles), safe)
            t.append("\n hand:\n")
            for cid in p.hand:
                t.append(" " + fit(card_line(cid), width - 1) + "\n")
            if state.turn is not None and state.current == seat:
                t.append(fit(f" playing {card_line(state.turn.card)}", width) + "\n", style="bold")
            t.append(fit(f" played: {', '.join(p.discard) or '-'}", width) + "\n")
            t.append(fit(f" in supply: {', '.join(p.supply) or '-'}", width) + "\n")
        else:
            t.append(fit(f" played: {', '.join(p.discard) or '-'}", width) + "\n")
            t.append(f" hand {len(p.hand)} tiles {len(p.tiles)}")
        markers = len(B.own_dresses(state, seat)) + len(B.own_decorations(state, seat))
        t.append(
            f" supply {len(p.supply)} discard {len(p.discard)} out {len(p.removed)} board {markers}"
        )
        if state.options.jewelry_box:
            t.append(f"\n jewels {len(p.jewels)} exam {','.join(p.exam_marks) or '-'}")
        t.append("\n")
    return t
