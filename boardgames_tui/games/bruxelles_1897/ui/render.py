"""Pure renderers: state -> rich Text lines for the board and the players' displays.

Kept apart from the widgets so tests can check the labels without running an app. The
renderers only ask the rules layer (majority helpers, data) — they decide nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text

from ..data import load_data
from ..labels import bonus_halves, location_effect
from ..placement import brussels_need, selection_total
from ..scoring import (
    coat_complete,
    coat_leaders,
    coat_strength,
    column_strength,
    column_winners,
)
from ..setup import LOCATIONS, card_type
from ..state import GameState
from .palette import BONUS, TYPE_LETTER, artwork_colour, card_colour, pick

CARD_W, GAP, LEFT = 19, 3, 1
BOX_W = 20
SHORT = {"architecture": "archit.", "nobility": "nobility", "prestige": "prestige"}
MAT = {"W": "wood", "B": "brick", "M": "metal"}


@dataclass
class Look:
    """How to draw: player colours by seat, the colour-blind flag, the cursor."""

    colours: list[str]
    safe: bool = False
    cursor: tuple[int, int] | None = None
    focus: bool = True


def seat_tag(seat: int) -> str:
    return str(seat + 1)


def arch_sides(card: str) -> str:
    a = load_data().architect(card)
    return f"{a.low}/{a.high}"


def _pad(text: str, width: int) -> str:
    return text[:width].ljust(width)


def card_title(code: str) -> str:
    kind = card_type(code)
    tail = code.split(":", 1)[1] if ":" in code else ""
    if kind == "noble":
        name = load_data().noble(tail).name.split()[-1]
        return f"Noble {name}" if len(name) <= CARD_W - 9 else name
    return {"artwork": "Artwork", "money": "Sale", "material": "Material", "house": "House",
            "expo": "EXPO"}[kind]


def card_detail(code: str) -> str:
    kind = card_type(code)
    tail = code.split(":", 1)[1] if ":" in code else ""
    data = load_data()
    if kind == "artwork":
        return tail
    if kind == "money":
        return f"{data.action_cards.money.grid_value_bef} BEF"
    if kind == "material":
        return "+".join(MAT[ch] for ch in tail)
    if kind == "house":
        return "1-2 materials"
    if kind == "noble":
        ab = data.noble(tail).ability
        if ab.kind == "gain_bef":
            return f"+{ab.amount} BEF"
        if ab.kind == "track":
            return f"+{ab.amount} {ab.track}"
        if ab.kind == "draw_material":
            return "draw material"
        return "free architect"
    return f"{data.exhibition_vp_per_color.value} VP/colour"


def _card(state: GameState, r: int, c: int, look: Look) -> tuple[Text, Text]:
    cell = state.cell(r, c)
    on_cursor = look.cursor == (r, c)
    if cell.taken and cell.architect is not None:
        colour = look.colours[cell.owner]
        name = state.players[cell.owner]
        top = _pad(f" {seat_tag(cell.owner)} {name}", CARD_W)
        bottom = _pad(f" value {cell.architect.value}  ({arch_sides(cell.architect.card)})",
                      CARD_W)
        style = f"bold #000000 on {colour}"
        t1, t2 = Text(top, style=style), Text(bottom, style=f"#000000 on {colour}")
    elif cell.empty:
        t1 = Text(_pad("  (no card)", CARD_W), style="dim")
        t2 = Text(_pad("  piles ran out", CARD_W), style="dim")
    else:
        kind = card_type(cell.action)
        bg = card_colour(kind, look.safe)
        t1 = Text(_pad(f" {TYPE_LETTER[kind]} {card_title(cell.action)}", CARD_W),
                  style=f"bold #ffffff on {bg}")
        t2 = Text(style=f"#ffffff on {bg}")
        detail = card_detail(cell.action)
        if kind == "artwork":
            t2.append("   ")
            t2.append(f"■ {detail}", style=f"bold {artwork_colour(detail, look.safe)} on {bg}")
            t2.append(" " * (CARD_W - 3 - len(detail) - 2))
        else:
            t2.append(_pad(f"   {detail}", CARD_W))
    if on_cursor:
        t1.stylize("reverse" if look.focus else "underline")
        t2.stylize("reverse" if look.focus else "underline")
        t1 = Text("▶") + t1[1:]
    return t1, t2


def coat_marker(state: GameState, r: int, c: int, look: Look) -> Text:
    """Three cells at the corner: ◆ complete / ◇ open, then the leader (or = for a tie)."""
    strength = coat_strength(state, r, c)
    leaders = coat_leaders(state, r, c)
    done = coat_complete(state, r, c)
    mark = "◆" if done else "◇"
    if not strength:
        return Text(f" {mark} ", style="dim")
    if len(leaders) == 1:
        colour = look.colours[leaders[0]]
        return Text(f"{mark}{seat_tag(leaders[0])} ",
                    style=f"{'bold ' if done else ''}#000000 on {colour}")
    return Text(f"{mark}= ", style="bold" if done else "")


def _strength_text(strength: dict[int, int], winners: list[int], look: Look) -> Text:
    out = Text()
    for seat, value in sorted(strength.items()):
        style = f"bold #000000 on {look.colours[seat]}" if seat in winners else ""
        out.append(f"{seat_tag(seat)}:{value}", style=style)
        out.append(" ")
    return out


def board_lines(state: GameState, look: Look) -> list[Text]:
    """The Art Nouveau grid with coat markers, the bonus cards, Brussels and the prison."""
    rounds = load_data().rounds.value
    expo = "Expo card: in the grid" if not state.expo_in_area else "Expo card: exhibition area"
    lines = [Text(f" Art Nouveau grid · round {state.round} of {rounds} · {expo}",
                  style="bold")]
    for r in range(state.rows):
        l1, l2 = Text(" " * LEFT), Text(" " * LEFT)
        for c in range(state.cols):
            t1, t2 = _card(state, r, c, look)
            l1.append_text(t1)
            l2.append_text(t2)
            if c < state.cols - 1:
                l1.append(" " * GAP)
                l2.append(" " * GAP)
        lines += [l1, l2]
        if r < state.rows - 1:
            gap = Text(" " * (LEFT + CARD_W))
            for c in range(state.cols - 1):
                gap.append_text(coat_marker(state, r, c, look))
                gap.append(" " * CARD_W)
            lines.append(gap)
    lines += _bonus_lines(state, look)
    lines.append(Text(""))
    lines += _brussels_lines(state, look)
    return lines


def _bonus_lines(state: GameState, look: Look) -> list[Text]:
    bg = pick(BONUS, look.safe)
    rows: list[Text] = [Text(" " * LEFT) for _ in range(4)]
    for c in range(state.cols):
        bonus_id = state.bonus[c]
        top, bottom = bonus_halves(bonus_id)
        for word, short in SHORT.items():
            top = top.replace(word, short)
            bottom = bottom.replace(word, short)
        top = top.replace("from prison", "prisoner")
        bottom = bottom.replace(" VP per free architect", "VP/free arch.")
        name = load_data().bonus(bonus_id).name
        rows[0].append(_pad(f"▲ {name}", CARD_W), style=f"bold #ffffff on {bg}")
        rows[1].append(_pad(f" now {top}", CARD_W), style=f"#ffffff on {bg}")
        rows[2].append(_pad(f" end {bottom}", CARD_W), style=f"#cccccc on {bg}")
        strength = column_strength(state, c)
        lead = Text(" ") + _strength_text(strength, column_winners(state, c), look)
        if not strength:
            lead = Text("  no architect", style="dim")
        lead.truncate(CARD_W)
        lead.pad_right(CARD_W - lead.cell_len)
        rows[3].append_text(lead)
        if c < state.cols - 1:
            for row in rows:
                row.append(" " * GAP)
    return rows


def _brussels_lines(state: GameState, look: Look) -> list[Text]:
    rows = [Text(" " * LEFT) for _ in range(5)]
    data = load_data()
    for i, loc_id in enumerate(LOCATIONS):
        loc = data.location(loc_id)
        on_cursor = look.cursor == (state.rows, i)
        head = Text(_pad(f"{'▶' if on_cursor else ' '}{loc.name}", BOX_W),
                    style="bold #ffffff on #3a3a3a")
        if on_cursor:
            head.stylize("reverse" if look.focus else "underline")
        rows[0].append_text(head)
        effect = location_effect(loc_id, state.options)
        rows[1].append(_pad(f" {effect} · need ≥{brussels_need(state, loc_id)}", BOX_W))
        groups = Text(" ")
        for g in state.brussels[loc_id]:
            groups.append(f"{seat_tag(g.seat)}:{g.total}",
                          style=f"#000000 on {look.colours[g.seat]}")
            groups.append(f"({len(g.cards)}) ")
        if state.brussels_loc == loc_id and state.brussels_sel:
            groups.append(f"+{selection_total(state)}…", style="bold")
        _two_lines(groups, rows[2], rows[3])
        rows[4].append(" " * BOX_W)
        for row in rows:
            row.append(" ")
    rows[0].append(_pad(" Prison (Justice)", BOX_W), style="bold #ffffff on #552222")
    for seat, p in enumerate(state.seats):
        line = rows[1 + seat]
        line.append(f" {seat_tag(seat)} ", style=f"#000000 on {look.colours[seat]}")
        line.append(" " + (" ".join(arch_sides(c) for c in p.prison) or "—"))
    return rows


def _two_lines(text: Text, first: Text, second: Text) -> None:
    parts = text.wrap_lines(BOX_W) if hasattr(text, "wrap_lines") else None
    if parts is None:
        a, b = text[:BOX_W], text[BOX_W:BOX_W * 2]
    else:  # pragma: no cover - rich without wrap_lines
        a, b = parts[0], parts[1]
    a.pad_right(BOX_W - a.cell_len)
    b.pad_right(BOX_W - b.cell_len)
    first.append_text(a)
    second.append_text(b)


def board_width() -> int:
    return LEFT + 4 * CARD_W + 3 * GAP


# --- the players' displays -------------------------------------------------------------


def hand_text(cards: list[str]) -> str:
    """'1/3×4 2/4×1' — every architect with both of its values."""
    parts = []
    for card in sorted(set(cards)):
        parts.append(f"{arch_sides(card)}×{cards.count(card)}")
    return " ".join(parts) or "—"


def player_lines(state: GameState, look: Look, deciding: list[int]) -> list[Text]:
    lines = []
    for seat, p in enumerate(state.seats):
        l1 = Text()
        l1.append("▶" if seat in deciding else " ", style="bold")
        l1.append(f" {seat_tag(seat)} ", style=f"bold #000000 on {look.colours[seat]}")
        l1.append(f" {state.players[seat][:10]:<10}", style="bold")
        fp = " FP" if state.first_player == seat else "   "
        passed = " passed" if p.passed and state.phase == "actions" else ""
        l1.append(f"{fp} VP {p.vp:>3} │ BEF {p.money:>2} │ Arch {p.architecture} "
                  f"Nob {p.nobility} Pres {p.prestige} │ houses {p.houses}{passed}")
        l2 = Text("     ")
        l2.append(f"hand {hand_text(p.hand)}")
        l2.append(f" │ prison {hand_text(p.prison)} │ art ")
        for color in sorted(p.artworks):
            l2.append(color[0].upper(), style=f"bold {artwork_colour(color, look.safe)}")
        if not p.artworks:
            l2.append("—")
        l2.append(f" │ mat {' '.join(sorted(p.materials)) or '—'} │ nobles ")
        for nb in p.nobles:
            name = load_data().noble(nb.id).name.split()[-1]
            l2.append(f"{name}{'●' if nb.ready else '○'} ", style="" if nb.ready else "dim")
        lines += [l1, l2]
    return lines
