"""Pure renderers: state -> rich Text lines for the board and the players' displays.

Kept apart from the widgets so tests can check the labels without running an app. The
renderers only ask the rules layer (majority helpers, data) — they decide nothing.

The grid is drawn with its labels: row letters A, B, C (D) left of the rows and column
numbers 1-4 above them, the names the log, the hint and the previews use. Between the
rows sit the coats of arms (◆ complete, ◇ open, then the leader's seat number or = for
a tie); below each column its bonus card and every player's total there; below that
the three Brussels cards and the prison. ★ marks the cards of each player's last turn.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.console import Console
from rich.text import Text

from boardgames_tui.engine import i18n

from ..components import load_data
from ..labels import location_effect, location_short
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
from ..words import column_name, data_name, francs, joined, row_name, say, track, vp
from .palette import BONUS, artwork_colour, card_colour, pick

_, ngettext, N_ = i18n.domain("bruxelles_1897")

GAP, LEFT = 3, 2
MIN_CARD_W, MAX_CARD_W = 17, 24
BOX_GAP = 1
LAST = "★"
_CONSOLE = Console(width=200, color_system=None)  # only for wrapping text, never printed
WIDE_RIGHT = 27  # the Brussels column beside the grid in the wide layout
INDENT = "\u00a0" * 4  # no-break spaces: a wrapped display keeps its indentation
# the style of blanks put between two texts: a run of its own, so that no run of text
# starts with blanks (an SVG picture of the screen, rsvg-convert, drops them)
BLANK = "not bold"


def blanks(n: int) -> Text:
    return Text(" " * n, style=BLANK)


def pgettext(context: str, message: str) -> str:
    return i18n.translate_context("bruxelles_1897", context, message)


def type_letter(kind: str) -> str:
    """The letter before a card's name: the initial of its type in the player's language
    (German Kunstwerk K, Baustoff B, Gebäude G, Mäzen M, Ausstellung A), $ for a sale.
    The rules' section on the grid lists them."""
    return {
        # Translators: the initial of "artwork" before an artwork card on the grid
        "artwork": pgettext("card type letter", "A"),
        "money": pgettext("card type letter", "$"),
        # Translators: the initial of "material"
        "material": pgettext("card type letter", "M"),
        # Translators: the initial of "house" (the building card)
        "house": pgettext("card type letter", "H"),
        # Translators: the initial of "noble"
        "noble": pgettext("card type letter", "N"),
        # Translators: the initial of "exhibition" (the Expo card)
        "expo": pgettext("card type letter", "E"),
    }[kind]


def legend() -> Text:
    """The key to the board's marks, in the current language."""
    return Text(_("◆ complete coat of arms · ◇ open one (then who leads, = a tie) · ★ last "
                  "turn · ▲ the column winner's bonus this round"), style="dim")


@dataclass
class Look:
    """How to draw: player colours by seat, the colour-blind flag, the cursor, the width
    the board may use, the layout, and the last placements to mark."""

    colours: list[str]
    safe: bool = False
    cursor: tuple[int, int] | None = None
    focus: bool = True
    width: int = 80
    mode: str = "compact"
    last_cells: dict[tuple[int, int], int] = field(default_factory=dict)
    last_groups: set[tuple[str, int]] = field(default_factory=set)
    brussels: bool = True  # draw the Brussels row (compact round scoring leaves it out)
    legend: bool = True  # the symbols' legend under the board, where the rows allow it
    # how much the compact board is folded to fit its height (board_rows):
    # 0 as drawn everywhere; 1 the coats of arms in the gaps between the cards instead
    # of lines of their own; 2 also the column numbers with the bonus cards under the
    # columns instead of above them; 3 also the Brussels cards in two lines
    tight: int = 0

    @property
    def card_w(self) -> int:
        if self.mode == "wide":
            return card_width(self.width - WIDE_RIGHT - 3)
        return card_width(self.width)


class BoardMemo:
    """The board's pieces (grid rows, coat lines, bonus lines, Brussels boxes, the wide
    layout's joined lines) kept between the frames of one state and one look: a cursor
    move draws again only the rows it leaves and enters. One memo per screen, emptied
    when the state, the language (every piece holds words) or anything of the look but
    the cursor changes, so it holds one board's pieces at most."""

    def __init__(self) -> None:
        self._state: GameState | None = None
        self._key: tuple = ()
        self.parts: dict = {}

    def for_board(self, state: GameState, look: Look) -> dict:
        key = (i18n.language(), look.colours, look.safe, look.focus, look.width, look.mode,
               look.last_cells, look.last_groups, look.brussels, look.legend, look.tight)
        if self._state is not state or self._key != key:
            self._state, self._key, self.parts = state, key, {}
        return self.parts


def _kept(parts: dict, key: tuple, make):
    if key not in parts:
        parts[key] = make()
    return parts[key]


def card_width(width: int) -> int:
    """The widest card (MIN..MAX) whose four columns fit `width`."""
    return max(MIN_CARD_W, min(MAX_CARD_W, (width - LEFT - 3 * GAP - 1) // 4))


def grid_width(card_w: int) -> int:
    return LEFT + 4 * card_w + 3 * GAP


def seat_tag(seat: int) -> str:
    return str(seat + 1)


def arch_sides(card: str) -> str:
    a = load_data().architect(card)
    return f"{a.low}/{a.high}"


def _pad(text: str, width: int) -> str:
    return text[:width].ljust(width)


def _fit(text: Text, width: int) -> Text:
    out = text.copy()
    out.truncate(width)
    if out.cell_len < width:
        out.append(" " * (width - out.cell_len), style=BLANK)
    return out


CARD_TITLES = {"artwork": N_("Artwork"), "money": N_("Sale"), "material": N_("Material"),
               "house": N_("House"), "expo": N_("Expo")}


def card_title(code: str, width: int) -> str:
    kind = card_type(code)
    tail = code.split(":", 1)[1] if ":" in code else ""
    if kind == "noble":
        name = load_data().noble(tail).name
        return name if len(name) <= width - 3 else name.split()[-1]
    return _(CARD_TITLES[kind])


def card_detail(code: str) -> str:
    kind = card_type(code)
    tail = code.split(":", 1)[1] if ":" in code else ""
    data = load_data()
    if kind == "artwork":
        return data_name(tail)
    if kind == "money":
        return francs(data.action_cards.money.grid_value_bef)
    if kind == "material":
        return "+".join(data_name(data.action_cards.material.names[ch]) for ch in tail)
    if kind == "house":
        return _("for materials")
    if kind == "noble":
        ab = data.noble(tail).ability
        if ab.kind == "gain_bef":
            return f"+{francs(ab.amount)}"
        if ab.kind == "track" and ab.track is not None:
            return f"+{ab.amount} {track(ab.track)}"
        if ab.kind == "draw_material":
            return _("draws a material")
        return _("frees a prisoner")
    return say(_("{n} points/colour"), n=data.exhibition_vp_per_color.value)


def _card(state: GameState, r: int, c: int, look: Look) -> tuple[Text, Text]:
    cell = state.cell(r, c)
    w = look.card_w
    on_cursor = look.cursor == (r, c)
    if cell.taken and cell.architect is not None:
        colour = look.colours[cell.owner]
        mark = f" {LAST}" if (r, c) in look.last_cells else ""
        top = _pad(f" {seat_tag(cell.owner)} {state.players[cell.owner]}"[: w - len(mark)]
                   + mark, w)
        bottom = _pad(" " + say(_("{sides} showing {value}"), sides=arch_sides(
            cell.architect.card), value=cell.architect.value), w)
        t1 = Text(top, style=f"bold #000000 on {colour}")
        t2 = Text(bottom, style=f"#000000 on {colour}")
    elif cell.empty:
        t1 = Text(_pad("  " + _("(no card)"), w), style="dim")
        t2 = Text(_pad("  " + _("piles ran out"), w), style="dim")
    else:
        kind = card_type(cell.action)
        bg = card_colour(kind, look.safe)
        t1 = Text(_pad(f" {type_letter(kind)} {card_title(cell.action, w)}", w),
                  style=f"bold #ffffff on {bg}")
        detail = card_detail(cell.action)
        if kind == "artwork":
            # the colour as a chip of its own colour with black words: readable on the
            # card's dusty red in both palettes (no red or green text on red)
            t2 = Text(" ", style=f"#ffffff on {bg}")
            colour = cell.action.split(":", 1)[1] if ":" in cell.action else ""  # "blue"
            t2.append(f" {detail} ", style=f"bold #000000 on {artwork_colour(colour, look.safe)}")
            t2 = _fit(t2, w)
            t2.stylize(f"on {bg}", len(detail) + 3)
        else:
            t2 = Text(_pad(f" {detail}", w), style=f"#ffffff on {bg}")
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
    return Text(f"{mark}= ", style="bold" if done else "not bold")


def _strength_text(strength: dict[int, int], winners: list[int], look: Look) -> Text:
    out = Text()
    for seat, value in sorted(strength.items()):
        style = f"bold #000000 on {look.colours[seat]}" if seat in winners else ""
        out.append(f"{seat_tag(seat)}:{value}", style=style)
        out.append(" ")
    return out


def _column_head(state: GameState, look: Look) -> Text:
    w = look.card_w
    head = Text(" " * LEFT)
    for c in range(state.cols):
        head.append(say(_("column {col}"), col=column_name(c)).center(w) if w >= 12
                    else column_name(c).center(w), style="bold")
        if c < state.cols - 1:
            head.append(" " * GAP)
    return head


def _grid_row(state: GameState, r: int, look: Look) -> tuple[Text, Text]:
    """A row of cards (two lines); folded (look.tight), the coats of arms below the row
    sit in the gaps of its second line, at the corner they belong to."""
    l1 = Text(f"{row_name(r)} ", style="bold")
    l2 = Text(" " * LEFT)
    coats = look.tight >= 1 and r < state.rows - 1
    for c in range(state.cols):
        t1, t2 = _card(state, r, c, look)
        l1.append_text(t1)
        l2.append_text(t2)
        if c < state.cols - 1:
            l1.append(" " * GAP)
            l2.append_text(coat_marker(state, r, c, look) if coats else Text(" " * GAP))
    return l1, l2


def _coat_line(state: GameState, r: int, look: Look) -> Text:
    gap = Text(" " * (LEFT + look.card_w))
    for c in range(state.cols - 1):
        gap.append_text(coat_marker(state, r, c, look))
        gap.append(" " * look.card_w)
    return gap


def _cursor_in(look: Look, row: int) -> int | None:
    """The cursor's column when it is on `row`, else None (what a row's look depends on)."""
    return look.cursor[1] if look.cursor is not None and look.cursor[0] == row else None


def grid_lines(state: GameState, look: Look, memo: BoardMemo | None = None) -> list[Text]:
    """Column numbers, the grid with row letters and coats, the bonus cards."""
    parts = memo.for_board(state, look) if memo is not None else {}
    lines = [] if look.tight >= 2 else [_kept(parts, ("head",), lambda: _column_head(state, look))]
    for r in range(state.rows):
        lines += _kept(parts, ("row", r, _cursor_in(look, r)),
                       lambda r=r: _grid_row(state, r, look))
        if r < state.rows - 1 and look.tight < 1:
            lines.append(_kept(parts, ("coats", r), lambda r=r: _coat_line(state, r, look)))
    lines += _kept(parts, ("bonus",), lambda: _bonus_lines(state, look))
    return lines


def _bonus_lines(state: GameState, look: Look) -> list[Text]:
    """The bonus card under each column and the players' totals in that column."""
    w = look.card_w
    bg = pick(BONUS, look.safe)
    rows: list[Text] = [Text(" " * LEFT) for _ in range(2)]
    for c in range(state.cols):
        bonus = load_data().bonus(state.bonus[c])
        half = bonus.top
        now = (say(_("+{n}"), n=half.amount) if half.kind == "track" else
               say(_("frees {n}"), n=half.amount))
        text = say(_("▲ {card} {now}"), card=data_name(bonus.name), now=now)
        if look.tight >= 2:  # the column's number goes with its bonus card
            text = say(_("{col} {card} {now}"), col=column_name(c),
                       card=data_name(bonus.name), now=now)
        rows[0].append(_pad(text, w), style=f"bold #ffffff on {bg}")
        strength = column_strength(state, c)
        lead = Text(" ") + _strength_text(strength, column_winners(state, c), look)
        if not strength:
            lead = Text("  " + _("no architect"), style="dim")
        rows[-1].append_text(_fit(lead, w))
        if c < state.cols - 1:
            for row in rows:
                row.append(" " * GAP)
    return rows


def _loc_title(name: str, width: int) -> str:
    """The name, or its first word when too long ('Cinquantenaire Park', German
    'Cinquantenaire-Park' -> 'Cinquantenaire')."""
    return name if len(name) <= width - 1 else name.replace("-", " ").split()[0]


def brussels_boxes(state: GameState, look: Look, box_w: int) -> list[list[Text]]:
    """Three Brussels boxes and the prison box, each a list of lines of `box_w`: 3 lines
    (folded, look.tight 3: 2, the effect then shown while nobody stands there)."""
    data = load_data()
    folded = look.tight >= 3
    boxes = []
    for i, loc_id in enumerate(LOCATIONS):
        loc = data.location(loc_id)
        on_cursor = look.cursor == (state.rows, i)
        title = _loc_title(data_name(loc.name), box_w)
        head = Text(_pad(("▶" if on_cursor else " ") + title, box_w),
                    style="bold #ffffff on #3a3a3a")
        if on_cursor:
            head.stylize("reverse" if look.focus else "underline")
        effect = (location_effect if look.mode == "wide" else location_short)(
            loc_id, state.options)
        need_text = say(_("{effect}, needs {need}"), effect=effect,
                        need=brussels_need(state, loc_id))
        # its own run of text (style): a run never starts with the gap's blanks
        need = _fit(Text.assemble(blanks(1 if len(need_text) < box_w else 0),
                                  Text(need_text, style="not italic")), box_w)
        groups = Text(" ")
        for k, g in enumerate(state.brussels[loc_id]):
            mark = LAST if (loc_id, k) in look.last_groups else ""
            groups.append(f"{mark}{seat_tag(g.seat)}:{g.total}",
                          style=f"#000000 on {look.colours[g.seat]}")
            groups.append(" ")
        if state.brussels_loc == loc_id and state.brussels_sel:
            groups.append(f"+{selection_total(state)}…", style="bold")
        if not state.brussels[loc_id] and not state.brussels_sel:
            if folded:
                boxes.append([head, need])
                continue
            groups = Text(" " + _("nobody yet"), style="dim")
        elif folded:
            tail = say(_("needs {need}"), need=brussels_need(state, loc_id))
            if groups.cell_len + len(tail) <= box_w:
                groups.append(tail)
            boxes.append([head, _fit(groups, box_w)])
            continue
        boxes.append([head, need, _fit(groups, box_w)])
    boxes.append(prison_box(state, look, box_w, 1 if folded else 2))
    height = max(len(box) for box in boxes)
    for box in boxes:
        box += [Text(" " * box_w)] * (height - len(box))
    return boxes


def prison_box(state: GameState, look: Look, box_w: int, room: int) -> list[Text]:
    """The prison: each player's imprisoned architects with their sides ("1 2/4 2/5"),
    or, when that takes more than `room` lines, how many each player has there
    ("1:2 2:1", like the totals under the columns)."""
    title = Text(_pad(" " + _("Prison"), box_w), style="bold #ffffff on #552222")

    def packed(parts: list[Text]) -> list[Text]:
        lines, line = [], Text()
        for part in parts:
            if line.cell_len and line.cell_len + 1 + part.cell_len > box_w:
                lines.append(_fit(line, box_w))
                line = Text()
            if line.cell_len:
                line.append(" ")
            line.append_text(part)
        return [*lines, _fit(line, box_w)]

    sides = []
    for seat, p in enumerate(state.seats):
        part = Text()
        part.append(f" {seat_tag(seat)} ", style=f"#000000 on {look.colours[seat]}")
        part.append(" ".join(arch_sides(c) for c in p.prison) or "—")
        sides.append(part)
    lines = packed(sides)
    if len(lines) > room:
        counts = [Text(f"{seat_tag(seat)}:{len(p.prison)}",
                       style=f"#000000 on {look.colours[seat]}")
                  for seat, p in enumerate(state.seats)]
        lines = [_fit(Text(" ") + line, box_w) for line in packed(counts)[:room]]
        title = Text(_pad(" " + _("Prison: how many"), box_w), style="bold #ffffff on #552222")
    return [title, *lines]


def brussels_box_width(look: Look) -> int:
    return max(19, (min(look.width, grid_width(look.card_w)) - 3 * BOX_GAP) // 4)


def brussels_lines(state: GameState, look: Look) -> list[Text]:
    """The Brussels row: the three cards and the prison side by side."""
    box_w = brussels_box_width(look)
    boxes = brussels_boxes(state, look, box_w)
    out = []
    for k in range(len(boxes[0])):
        line = Text()
        for i, box in enumerate(boxes):
            line.append_text(box[k])
            if i < len(boxes) - 1:
                line.append(" " * BOX_GAP)
        out.append(line)
    return out


def brussels_column(state: GameState, look: Look, box_w: int) -> list[Text]:
    """The wide layout: the Brussels cards and the prison stacked, one box under another."""
    out: list[Text] = [Text(_("Brussels (free of charge)"), style="bold")]
    for box in brussels_boxes(state, look, box_w):
        out += box
        out.append(Text(""))
    return out


def board_lines(state: GameState, look: Look, memo: BoardMemo | None = None) -> list[Text]:
    """Everything the BoardView draws, for the layout in `look.mode`. With a `memo`, the
    pieces the cursor does not touch are reused from the last frame of the same state."""
    parts = memo.for_board(state, look) if memo is not None else {}
    grid = grid_lines(state, look, memo)
    cursor = _cursor_in(look, state.rows)
    if look.mode != "wide":
        legend_lines = [legend()] if look.legend and look.mode == "standard" else []
        brussels = _kept(parts, ("brussels", cursor),
                         lambda: brussels_lines(state, look)) if look.brussels else []
        return grid + brussels + legend_lines
    right = _kept(parts, ("brussels", cursor),
                  lambda: brussels_column(state, look, WIDE_RIGHT))
    gw = grid_width(look.card_w)
    grid = [*grid, *_kept(parts, ("legend",), _wide_legend)]
    out = []
    for k in range(max(len(grid), len(right))):
        left = grid[k] if k < len(grid) else None
        beside = right[k] if k < len(right) else None
        kept = parts.get(("wide", k))
        if kept is None or kept[0] is not left or kept[1] is not beside:
            line = _fit(left if left is not None else Text(""), gw)
            line.append_text(blanks(3))
            if beside is not None:
                line.append_text(beside)
            kept = parts[("wide", k)] = (left, beside, line)
        out.append(kept[2])
    return out


def _wide_legend() -> list[Text]:
    """The legend under the grid in the wide layout, on two lines."""
    lines = [Text(""), *legend().split(" · ★ ")]
    lines[-1] = Text("★ " + lines[-1].plain, style="dim")
    return lines


def target_boxes(state: GameState, look: Look) -> dict[tuple, tuple[int, int, int, int]]:
    """Where the grid's cards and the Brussels cards are drawn by `board_lines` at this
    look: (x, y, width, height) in the board's own cells, keyed ("cell", row, col) and
    ("loc", index). The screen turns them into screen boxes for the arrows and clicks."""
    w = look.card_w
    top = 0 if look.tight >= 2 else 1
    step = 2 if look.tight >= 1 else 3
    boxes: dict[tuple, tuple[int, int, int, int]] = {
        ("cell", r, c): (LEFT + c * (w + GAP), top + step * r, w, 2)
        for r in range(state.rows) for c in range(state.cols)}
    if not look.brussels:
        return boxes
    if look.mode == "wide":
        height = len(brussels_boxes(state, look, WIDE_RIGHT)[0])
        for i in range(len(LOCATIONS)):
            boxes[("loc", i)] = (grid_width(w) + 3, 1 + i * (height + 1), WIDE_RIGHT, 3)
        return boxes
    box_w = brussels_box_width(look)
    y = top + step * state.rows - (step - 2) + 2
    for i in range(len(LOCATIONS)):
        boxes[("loc", i)] = (i * (box_w + BOX_GAP), y, box_w, 2 if look.tight >= 3 else 3)
    return boxes


def board_width(card_w: int = MIN_CARD_W) -> int:
    return grid_width(card_w)


# --- the players' displays -------------------------------------------------------------


def hand_text(cards: list[str]) -> str:
    """'1/3×4 2/4×1' — every architect with both of its values."""
    parts = []
    for card in sorted(set(cards)):
        parts.append(f"{arch_sides(card)}×{cards.count(card)}")
    return " ".join(parts) or "—"


def _material_names(pairs: list[str]) -> str:
    names = load_data().action_cards.material.names
    return joined(["+".join(data_name(names[ch]) for ch in pair)
                   for pair in sorted(pairs)]) or "—"


def _noble_state(name: str, ready: bool) -> str:
    return say(_("{name} (ready)") if ready else _("{name} (used)"), name=name)


def player_summary(state: GameState, seat: int, look: Look, deciding: list[int]) -> Text:
    """'▶ 1 Ana · 12 VP · 5 francs · hand 1/3×4 2/4×1 · First Player · passed'."""
    p = state.seats[seat]
    line = Text()
    line.append("▶" if seat in deciding else " ", style="bold")
    line.append(f" {seat_tag(seat)} ", style=f"bold #000000 on {look.colours[seat]}")
    line.append(f" {state.players[seat]}", style="bold")
    line.append(" · " + say(_("{points} · {money} · hand {hand}"), points=vp(p.vp),
                            money=francs(p.money), hand=hand_text(p.hand)))
    if state.first_player == seat:
        line.append(" · " + _("First Player"), style="bold")
    if p.passed and state.phase == "actions":
        line.append(" · " + _("passed"), style="dim")
    return line


def player_tracks(state: GameState, seat: int) -> Text:
    p = state.seats[seat]
    houses = ngettext("{n} house", "{n} houses", p.houses).format(n=p.houses)
    return Text(INDENT + say(_("Architecture {architecture} · Nobility {nobility} · Prestige "
                               "{prestige} · {houses} · prison {prison}"),
                             architecture=p.architecture, nobility=p.nobility,
                             prestige=p.prestige, houses=houses, prison=hand_text(p.prison)))


def player_goods(state: GameState, seat: int, look: Look) -> Text:
    p = state.seats[seat]
    line = Text(INDENT + _("artworks") + " ")
    for k, color in enumerate(sorted(p.artworks)):
        if k:
            line.append(", ")
        line.append(data_name(color), style=f"bold {artwork_colour(color, look.safe)}")
    if not p.artworks:
        line.append("—")
    line.append(" · " + say(_("materials {materials}"), materials=_material_names(p.materials))
                + " · " + _("nobles") + " ")
    for k, nb in enumerate(p.nobles):
        name = load_data().noble(nb.id).name.split()[-1]
        if k:
            line.append(", ")
        line.append(_noble_state(name, nb.ready),
                    style="" if nb.ready else "dim")
    if not p.nobles:
        line.append("—")
    return line


def table_heads() -> list[str]:
    """The players' table's header words (short ones where a language's are long)."""
    return [pgettext("players table", "francs"), pgettext("players table", "Architecture"),
            pgettext("players table", "Nobility"), pgettext("players table", "Prestige"),
            pgettext("players table", "houses"), pgettext("players table", "artworks"),
            pgettext("players table", "materials"), pgettext("players table", "nobles")]


def player_table(state: GameState, look: Look, deciding: list[int]) -> list[Text]:
    """Compact: every player on one line under a header that names each number —
    francs, the three tracks, houses, artworks (each one the colour's initial, in its
    colour), material cards and nobles — so every rival is in sight at 80×24."""
    heads = table_heads()
    rows = []
    for p in state.seats:
        art = Text()
        for color in sorted(p.artworks):
            art.append(data_name(color)[:1], style=f"bold {artwork_colour(color, look.safe)}")
        nobles = str(len(p.nobles))
        cells = [Text(str(p.money)), Text(str(p.architecture)), Text(str(p.nobility)),
                 Text(str(p.prestige)), Text(str(p.houses)), art or Text("—"),
                 Text(str(len(p.materials))), Text(nobles)]
        rows.append(cells)
    widths = [max(len(h), *(r[i].cell_len for r in rows)) for i, h in enumerate(heads)]
    table_w = sum(widths) + len(widths)
    # at least the seat and four letters of the name (the colour and number say who)
    name_w = max(8, min(max(len(n) for n in state.players) + 4, look.width - table_w))
    head = blanks(name_w)
    for h, w in zip(heads, widths, strict=True):
        head.append_text(blanks(1 + w - len(h)))
        head.append(h, style="dim")
    out = [_fit(head, look.width)]
    for seat, cells in enumerate(rows):
        line = Text()
        line.append("▶" if seat in deciding else " ", style="bold")
        line.append(f" {seat_tag(seat)} ", style=f"bold #000000 on {look.colours[seat]}")
        name = state.players[seat]
        if state.seats[seat].passed and state.phase == "actions":
            name = say(_("{name}, passed"), name=name)
        line.append_text(_fit(Text(name, style="bold"), name_w - 4))
        for cell, w in zip(cells, widths, strict=True):
            line.append_text(blanks(1 + w - cell.cell_len))
            line.append_text(cell)
        out.append(_fit(line, look.width))
    return out


def player_lines(state: GameState, look: Look, deciding: list[int],
                 shown: int | None = None) -> list[Text]:
    """Compact: every player's line of the table (player_table); `[` and `]` show one
    player's whole display instead (`shown`), in as many lines as the table takes.
    Standard: every player's summary, the shown player's display in full."""
    if look.mode == "compact":
        table = player_table(state, look, deciding)
        if shown is None:
            return table
        head = player_summary(state, shown, look, deciding)
        head.append("  " + _("[ ] other players"), style="dim")
        lines = [head, player_tracks(state, shown), player_goods(state, shown, look)]
        return lines + [Text("")] * (len(table) - len(lines))
    if shown is None:
        shown = deciding[0] if deciding else 0
    lines = []
    for seat in range(len(state.seats)):
        lines.append(player_summary(state, seat, look, deciding))
        if seat == shown:
            lines += [player_tracks(state, seat), player_goods(state, seat, look)]
    return lines


def board_height(rows: int, tight: int, brussels: bool = True) -> int:
    """How many lines board_lines draws in the compact layout (without the legend)."""
    height = (0 if tight >= 2 else 1) + 2 * rows + (rows - 1 if tight < 1 else 0) + 2
    return height + ((2 if tight >= 3 else 3) if brussels else 0)


def player_columns(state: GameState, look: Look, deciding: list[int]) -> list[Text]:
    """Wide: every player's whole display, side by side."""
    n = len(state.seats)
    col_w = max(24, (look.width - 2 * (n - 1)) // n)
    columns = []
    for seat, p in enumerate(state.seats):
        head = Text()
        head.append("▶" if seat in deciding else " ", style="bold")
        head.append(f" {seat_tag(seat)} ", style=f"bold #000000 on {look.colours[seat]}")
        head.append(f" {state.players[seat]}", style="bold")
        if state.first_player == seat:
            head.append(" · " + _("First Player"), style="bold")
        if p.passed and state.phase == "actions":
            head.append(" · " + _("passed"), style="dim")
        art = Text(_("artworks") + " ")
        for k, color in enumerate(sorted(p.artworks)):
            if k:
                art.append(", ")
            art.append(data_name(color), style=f"bold {artwork_colour(color, look.safe)}")
        if not p.artworks:
            art.append("—")
        nobles = joined([_noble_state(load_data().noble(nb.id).name.split()[-1], nb.ready)
                         for nb in p.nobles]) or "—"
        houses = ngettext("{n} house", "{n} houses", p.houses).format(n=p.houses)
        rows = [
            head,
            Text(say(_("{points} · {money} · {houses}"), points=vp(p.vp),
                     money=francs(p.money), houses=houses)),
            Text(say(_("Architecture {architecture} · Nobility {nobility}"),
                     architecture=p.architecture, nobility=p.nobility)),
            Text(say(_("Prestige {prestige}"), prestige=p.prestige)),
            Text(say(_("hand {hand}"), hand=hand_text(p.hand))),
            Text(say(_("prison {prison}"), prison=hand_text(p.prison))),
            art,
            Text(say(_("materials {materials}"), materials=_material_names(p.materials))),
            Text(say(_("nobles {nobles}"), nobles=nobles)),
        ]
        wrapped: list[Text] = []
        for row in rows:
            wrapped += list(row.wrap(_CONSOLE, col_w))
        rows = wrapped
        columns.append(rows)
    out = []
    for k in range(max(len(c) for c in columns)):
        line = Text()
        for i, col in enumerate(columns):
            line.append_text(_fit(col[k] if k < len(col) else Text(""), col_w))
            if i < n - 1:
                line.append_text(blanks(2))
        out.append(line)
    return out
