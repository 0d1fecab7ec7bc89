"""The Rococo board drawn like the one on the table (rules §3), as blocks of rich Text.

The palace as a map: the terrace with its fireworks above the King's hall, the five
halls as rooms with their guest spaces in place (printed bonus, or a dress in its colour
with its owner's mark; master guest spaces in gold brackets), the musician and the
majority box on each room's lower wall; statues, the fountain's two income rows and the
All halls track. The workshop as a row of windows with their cost (the two dark ones
darkened) and dresses as small tiles; the warehouse drawers with tiles and price; the
employees for hire as cards; the players; the hand as cards. Every pointable thing is a
spot (see canvas.py): the cursor and the marked targets are drawn here.
"""

# Sentences keep named placeholders (str.format) so a later gettext pass can wrap them.

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rich.cells import cell_len

from boardgames_tui.engine import i18n

from .. import board as B
from .. import components as C
from .. import scoring as S
from .. import words as W
from ..jewelry import jewel_price
from ..state import State
from .canvas import Block, hjoin, vjoin, wrap
from .palette import RIVAL_COLOUR, silk_style

_, ngettext, N_ = i18n.domain("rococo")


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return i18n.translate_context_plural("rococo", context, singular, plural, n)


GOLD = "#d4af37"
DARK = "on #262626"
BONUS_CELL = {"yarn": "+y", "lace": "+l", "resource_tile": "+t"}


@dataclass
class Ctx:
    state: State
    viewer: int
    colour_of: Callable[[int], str]
    safe: bool = False
    targets: set = field(default_factory=set)
    cursor: Any = None
    last: dict = field(default_factory=dict)  # spot -> seat whose last move it was
    marks: dict[int, str] = field(default_factory=dict)  # seat -> one-letter mark
    terrace: dict[str, str] = field(default_factory=dict)  # fireworks id -> dress (scoring)
    focus: set = field(default_factory=set)  # spots lit by the final scoring walk
    show_hand: bool = True
    picked: list[str] = field(default_factory=list)
    forced: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    totals: dict[int, int] = field(default_factory=dict)  # points if the game ended now

    def spot_style(self, spot, style: str = "") -> str:
        if spot == self.cursor:
            return style + " reverse bold"
        if spot in self.focus:
            return style + " bold reverse"
        if spot in self.targets:
            return style + " bold underline"
        if spot in self.last:
            return style + " italic"
        return style

    def owner_style(self, owner: int) -> str:
        if owner == C.RIVAL:
            return "bold black on " + RIVAL_COLOUR[1 if self.safe else 0]
        return "bold black on " + self.colour_of(owner)

    def mark(self, owner: int) -> str:
        if owner == C.RIVAL:
            return "X"
        return self.marks.get(owner, str(owner + 1))


def player_marks(names: list[str]) -> dict[int, str]:
    """Each player's mark: the initial, or the seat number when initials repeat."""
    initials = [n[:1].upper() or "?" for n in names]
    out = {}
    for i, m in enumerate(initials):
        out[i] = m if initials.count(m) == 1 else str(i + 1)
    return out


# --- the palace -----------------------------------------------------------------------


def _guest_cell(b: Block, ctx: Ctx, space) -> None:
    spot = ("guest", space.id)
    occ = ctx.state.halls.get(space.id)
    if occ is not None and occ.dress in ctx.terrace.values():
        b.put(" ↑ ", ctx.spot_style(spot, "dim"), spot=spot)  # moved onto the terrace
        return
    if occ is not None:
        d = C.dress(occ.dress)
        b.put(ctx.mark(occ.seat), ctx.spot_style(spot, ctx.owner_style(occ.seat)), spot=spot)
        b.put(W.colour_letter(d.colours[0]),
              ctx.spot_style(spot, silk_style(d.colours[0], ctx.safe)))
        b.put("◆" if space.master else " ", ctx.spot_style(spot, f"bold {GOLD}"))
        return
    if space.master:
        b.put("[◆]", ctx.spot_style(spot, f"bold {GOLD}"), spot=spot)
    elif space.bonus == "livre":
        b.put(f"{space.amount}L ", ctx.spot_style(spot, "cyan"), spot=spot)
    elif space.bonus:
        b.put(BONUS_CELL[space.bonus] + " ", ctx.spot_style(spot, "cyan"), spot=spot)
    else:
        b.put(" · ", ctx.spot_style(spot, "dim"), spot=spot)


def room(ctx: Ctx, hall, width: int) -> Block:
    """One hall: a room with its guest spaces, musician and majority box on the wall."""
    inner = width - 2
    per_row = max(1, inner // 3)
    b = Block()
    # the King's hall is hall 1 (digit 1 jumps there); the others are named by number
    title = "1 " + _("King's hall") if hall.id == "H1" else W.hall_name(ctx.state, hall.id)
    x, y = S.majority_points(ctx.state, hall.majority)
    box = f" {x}/{y if y else '-'} "
    head = f"╭{title}"
    if len(head) + len(box) + 1 > width:
        box = box.strip()
    if len(head) + len(box) + 1 > width:
        head = head[: width - len(box) - 2] + "…"
    b.put(head, "bold")
    b.put("─" * max(0, width - 1 - len(head) - len(box)), "dim")
    b.put(box, "bold on #3a2f14" if not ctx.safe else "bold reverse")
    b.put("╮", "dim")
    spaces = hall.guest_spaces
    rows = [spaces[i : i + per_row] for i in range(0, len(spaces), per_row)]
    for r in rows:
        b.nl()
        b.put("│", "dim")
        for s in r:
            _guest_cell(b, ctx, s)
        b.pad_to(width - 1)
        b.put("│", "dim")
    b.nl()
    mus = hall.musician
    spot = ("deco", mus.id)
    owner = ctx.state.decorations.get(mus.id)
    b.put("╰", "dim")
    if owner is None:
        label = f"♪{mus.cost}L {mus.pp}p"
        b.put(label, ctx.spot_style(spot, ""), spot=spot)
    else:
        b.put("♪", ctx.spot_style(spot, ""), spot=spot)
        b.put(ctx.mark(owner), ctx.spot_style(spot, ctx.owner_style(owner)))
        b.put(f" {mus.pp}p", "dim")
    b.put("─" * max(0, width - 1 - b.lines[-1].cell_len), "dim")
    b.put("╯", "dim")
    return b


def terrace_line(ctx: Ctx, width: int) -> Block:
    sd = B.side(ctx.state)
    b = Block()
    b.put(_("Terrace "), "bold")
    for f in sd.fireworks:
        dress = ctx.terrace.get(f.id)
        tspot = ("terrace", f.id)
        if dress:
            owner = ctx.state.decorations.get(f.id)
            d = C.dress(dress)
            b.put("[", "dim")
            b.put(ctx.mark(owner), ctx.spot_style(tspot, ctx.owner_style(owner)), spot=tspot)
            b.put(W.colour_letter(d.colours[0]), silk_style(d.colours[0], ctx.safe))
            b.put("]", "dim")
        else:
            b.put("[ ]", "dim")
        b.put(f"×{f.terrace_multiplier}", "bold magenta")
        spot = ("deco", f.id)
        owner = ctx.state.decorations.get(f.id)
        if owner is None:
            b.put(f"✦{f.cost}L {f.pp}p", ctx.spot_style(spot, ""), spot=spot)
        else:
            b.put("✦", ctx.spot_style(spot, ""), spot=spot)
            b.put(ctx.mark(owner), ctx.spot_style(spot, ctx.owner_style(owner)))
            b.put(f" {f.pp}p", "dim")
        b.put("  ")
    x, y = S.majority_points(ctx.state, sd.fireworks_majority)
    tail = _("most fireworks {x}/{y}").format(x=x, y=y if y else "-")
    if b.width + len(tail) <= width:
        b.put(tail, "dim")
    return b


def _deco_cell(b: Block, ctx: Ctx, d, icon: str, show_pp: bool = True) -> None:
    spot = ("deco", d.id)
    owner = ctx.state.decorations.get(d.id)
    if owner is None:
        text = f"{icon}{d.cost}L" + (f" {d.pp}p" if show_pp else "")
        b.put(text, ctx.spot_style(spot, ""), spot=spot)
    else:
        b.put(icon, ctx.spot_style(spot, ""), spot=spot)
        b.put(ctx.mark(owner), ctx.spot_style(spot, ctx.owner_style(owner)))
        if show_pp:
            b.put(f" {d.pp}p", "dim")
    b.put(" ")


def statues_line(ctx: Ctx) -> Block:
    sd = B.side(ctx.state)
    b = Block()
    b.put(_("Statues "), "bold")
    for s in sd.statues:
        _deco_cell(b, ctx, s, "♜")
    b.put(_(" All halls "), "bold")
    for i, pp in enumerate(sd.all_halls_pp):
        owner = ctx.state.all_halls[i] if i < len(ctx.state.all_halls) else None
        spot = ("allhalls", i)
        if owner is None:
            b.put(f"{pp}p", ctx.spot_style(spot, "dim"), spot=spot)
        else:
            b.put(f"{pp}p", ctx.spot_style(spot, ""), spot=spot)
            b.put(ctx.mark(owner), ctx.owner_style(owner))
        b.put(" ")
    return b


def fountain_lines(ctx: Ctx, width: int) -> list[Block]:
    sd = B.side(ctx.state)
    rows = []
    for label, spaces in (
        (N_("upper row: +1L a round per decoration "), sd.kitchen_a),
        (N_("lower row: +1L a round per dress "), sd.kitchen_b),
    ):
        b = Block()
        b.put(_(label), "dim")
        for k in spaces:
            _deco_cell(b, ctx, k, "◎", show_pp=False)
        rows.append(b)
    head = Block()
    head.put(_("Fountain "), "bold")
    one = hjoin([head, *rows], gap=0)
    if one.width <= width:
        return [one]
    return [hjoin([head, rows[0]], gap=0), hjoin([_indent(9), rows[1]], gap=0)]


def _indent(n: int) -> Block:
    b = Block()
    b.put(" " * n)
    return b


def palace(ctx: Ctx, width: int) -> Block:
    halls = B.side(ctx.state).halls
    room_w = max(15, min(26, width // len(halls)))
    rooms = hjoin([room(ctx, h, room_w) for h in halls], gap=0)
    fountain = fountain_lines(ctx, width)
    lower = [statues_line(ctx), *fountain]
    if len(fountain) == 1 and statues_line(ctx).width + fountain[0].width + 2 <= width:
        lower = [hjoin(lower, gap=2)]
    return vjoin([terrace_line(ctx, width), rooms, *lower])


# --- the market -----------------------------------------------------------------------


def _materials(b: Block, ctx: Ctx, d) -> None:
    for colour, n in d.bales.items():
        b.put(f"{n}{W.colour_letter(colour)}", silk_style(colour, ctx.safe))
    if d.yarn:
        b.put(f"+{d.yarn}y" if d.yarn > 1 else "+y")
    if d.lace:
        b.put(f"+{d.lace}l" if d.lace > 1 else "+l")


def workshop(ctx: Ctx, width: int) -> Block:
    """The windows with their cost, dress, materials, points and sale value. Narrow
    (many windows at 80 columns), the points get a row of their own so the ✂ (Masters
    only) is never cut off."""
    state = ctx.state
    n = len(state.windows)
    label = _("Workshop")
    label_w = max(cell_len(label) + 1, min(9, width - 9 * n))
    if label_w + 9 * n - 1 > width:  # no room for the name beside the windows: above them
        label_w = 0
    cell = max(9, min(14, (width - label_w + 1) // n))
    dark_from = n - int(C.const("dark_windows"))
    tops = []
    for did in state.windows:
        if did:
            d = C.dress(did)
            kind = _("lady") if d.garment == "lady" else _("coat")
            tops.append((f"{W.colour_letter(d.colours[0])} {kind}", f"{d.pp}p",
                         " ✂" if d.thimble else ""))
    narrow = any(len(f"{a} {b}{c}") > cell - 1 for a, b, c in tops)
    rows = [Block() for _ in range(5 if narrow else 4)]
    if label_w:
        rows[0].put(label.ljust(label_w), "bold")
    # under the name, the colour letters' key where it fits (issue 35: the letters differ
    # from language to language, and the legend line under the board needs a spare row)
    key = [(W.colour_letter(c), W.colour(c).lower()) for c in C.COLOURS]
    if len(rows) - 1 < len(key) or any(cell_len(f"{a} {b}") >= label_w for a, b in key):
        key = []
    for i, r in enumerate(rows[1:]):
        if i < len(key):
            letter, word = key[i]
            r.put(letter, f"bold {silk_style(C.COLOURS[i], ctx.safe)}")
            r.put(f" {word}".ljust(label_w - 1), "dim")
        else:
            r.put(" " * label_w)
    title = None
    if not label_w:
        title = Block()
        title.put(label, "bold")
    for w, did in enumerate(state.windows):
        dark = w >= dark_from
        bg = DARK if dark else ""
        cost = B.window_cost(state, w)
        head = _("{cost}L dark").format(cost=cost) if dark else f"{cost}L"
        rows[0].put(head.ljust(cell - 1)[: cell - 1], "dim " + bg if dark else "bold")
        if w < n - 1:
            rows[0].put(" ")
        spot = ("window", w)
        if not did:
            rows[1].put(_("empty").ljust(cell - 1), ctx.spot_style(spot, "dim " + bg), spot=spot)
            for r in rows[2:]:
                r.put(" " * (cell - 1), bg)
        else:
            d = C.dress(did)
            kind = _("lady") if d.garment == "lady" else _("coat")
            mark = " ✂" if d.thimble else ""
            letter = W.colour_letter(d.colours[0])
            top = f"{letter} {kind}{mark}" if narrow else f"{letter} {kind} {d.pp}p{mark}"
            rows[1].put(
                top.ljust(cell - 1)[: cell - 1],
                ctx.spot_style(spot, silk_style(d.colours[0], ctx.safe)),
                spot=spot,
            )
            before = rows[2].lines[-1].cell_len
            _materials(rows[2], ctx, d)
            rows[2].put(" " * max(0, cell - 1 - (rows[2].lines[-1].cell_len - before)), bg)
            if narrow:
                worth = W.points(d.pp)
                if cell_len(worth) > cell - 1:  # "3 Siegpunkte" in 10 columns: "3p"
                    worth = f"{d.pp}p"
                rows[3].put(worth.ljust(cell - 1), bg)
            rows[-1].put(_("sells {value}").format(value=d.value).ljust(cell - 1)[: cell - 1],
                         "dim " + bg)
        rows[1].grow(spot, height=len(rows) - 1)  # the window: dress, materials, value
        if w < n - 1:
            for r in rows[1:]:
                r.put(" ")
    return vjoin([title, *rows])


def _tile_cell(b: Block, ctx: Ctx, tid: int, spot) -> None:
    if tid < 0:
        b.put(" --   ", "dim")
        return
    t = C.tile(tid)
    first = True
    for colour, n in t.bales.items():
        b.put(
            f"{n}{W.colour_letter(colour)}",
            ctx.spot_style(spot, silk_style(colour, ctx.safe)),
            spot=spot if first else None,
        )
        first = False
    b.put(_gain_short(t.gains), ctx.spot_style(spot, ""))
    b.extend_to_here(spot)  # the whole tile, bales and gains, is the target


def _gain_short(gains: dict[str, tuple[int, int]]) -> str:
    if "both" in gains:
        y, lace = gains["both"]
        return f" {y if y > 1 else ''}y+{lace if lace > 1 else ''}l"
    parts = []
    for name, (y, lace) in gains.items():
        k = max(y, lace)
        parts.append(f"{k if k > 1 else ''}{name[0]}")
    return " " + "/".join(parts)


def warehouse(ctx: Ctx, width: int) -> Block:
    state = ctx.state
    drawers = []
    for s, seg in enumerate(state.warehouse):
        b = Block()
        label = _("Warehouse drawer {n} ") if width >= 100 else _("Drawer {n} ")
        b.put(label.format(n=s + 1), "bold")
        b.put(f"{B.segment_price(state, s)}L ", "bold cyan")
        for i, tid in enumerate(seg):
            _tile_cell(b, ctx, tid, ("tile", s, i))
            b.put("  ")
        drawers.append(b)
    if sum(d.width for d in drawers) + 4 <= width:
        return hjoin(drawers, gap=2)
    return vjoin(drawers)


def bonus_lines(cid: str, width: int) -> list[str]:
    """A card's bonus on the lines of a card `width` wide, whole (issue 31: a long bonus
    was cut after two lines at 80×24; the screen scrolls a tall card into view)."""
    if cid == "hidden":
        return [""]
    inner = width - 2
    words = []
    for word in W.bonus_words(cid).split():
        while len(word) > inner:  # a word longer than the card ("Rohstoffplättchen")
            words.append(word[: inner - 1] + "-")
            word = word[inner - 1:]
        words.append(word)
    return wrap(" ".join(words), inner, 99)


def row_lines(cards: list[str], width: int) -> int:
    """The bonus lines of the tallest card of a row: the row's cards are that tall."""
    return max([2, *(len(bonus_lines(c, width)) for c in cards)])


def employee_card(
    ctx: Ctx, cid: str, width: int, spot=None, note: str = "", lines: int = 2
) -> Block:
    """A card `width` wide with its bonus on `lines` lines (see `row_lines`)."""
    cdef = C.card(cid)
    b = Block()
    if cid == "hidden":
        b.put("┌" + "─" * (width - 2) + "┐", "dim")
        b.nl()
        b.put("│" + _("hidden").center(width - 2) + "│", "dim")
        b.nl()
        b.put("└" + "─" * (width - 2) + "┘", "dim")
        return b
    person = W.person(cdef.type) + (" ♛" if cdef.crown else "")
    style = "bold " + {"master": GOLD, "journeyman": "#c0c0c0", "apprentice": "#cd7f32"}[cdef.type]
    top = f"┌{person}{(' ' + note) if note else ''}"
    b.put(top[: width - 1], ctx.spot_style(spot, style), spot=spot)
    b.put("─" * max(0, width - 1 - len(top)) + "┐", "dim")
    texts = bonus_lines(cid, width)
    if len(texts) > lines:
        texts = [*texts[: lines - 1], texts[lines - 1][: width - 3] + "…"]
    for text in texts + [""] * lines:
        if len(b.lines) > lines:
            break
        b.nl()
        b.put("│", "dim")
        b.put(text.ljust(width - 2), ctx.spot_style(spot, "") if spot in (ctx.cursor,) else "")
        b.put("│", "dim")
    b.nl()
    b.put("└" + "─" * (width - 2) + "┘", "dim")
    b.grow(spot, width, b.height)  # the whole card is the target
    return b


def employees(ctx: Ctx, width: int) -> Block:
    state = ctx.state
    shown = [(i, c) for i, c in enumerate(state.hire_display) if c]
    head = Block()
    head.put(_("Employees for hire "), "bold")
    head.put(f"{B.hire_price(state)}L", "bold cyan")
    head.put(_(" each now  "), "dim")
    head.put(_("Queen's favour: "), "bold")
    holder = state.favor_holder
    spot = ("favor",)
    if holder < 0:
        head.put(_("free (5L, start next round)"), ctx.spot_style(spot, ""), spot=spot)
    else:
        head.put(_("claimed by "), "dim")
        head.put(state.players[holder], ctx.owner_style(holder))
    if not shown:
        return head
    card_w = max(16, min(30, (width - len(shown)) // len(shown)))
    tall = row_lines([c for _i, c in shown], card_w)
    cards = [employee_card(ctx, c, card_w, spot=("hire", i), lines=tall) for i, c in shown]
    out = vjoin([head, hjoin(cards, gap=1)])
    if state.options.jewelry_box:
        out = vjoin([out, jewelry(ctx, width)])
    return out


def flow(pieces: list[list[tuple[str, str]]], width: int, indent: int = 0) -> Block:
    """Pieces (each a list of (text, style) kept together) on lines of `width`, a piece
    that does not fit the line going on the next, indented by `indent`."""
    b = Block()
    for piece in pieces:
        size = sum(cell_len(t) for t, _s in piece)
        if b.lines[-1].cell_len and b.lines[-1].cell_len + size > width:
            b.nl()
            b.put(" " * indent)
        for text, style in piece:
            b.put(text, style)
    return b


def jewelry(ctx: Ctx, width: int) -> Block:
    """The Jewelry Box (rules §12): the jewels for sale, and each exam with its fee, the
    card to play for it, its tasks, the cards left in its deck and every player's
    progress (✔ a task done, · not yet)."""
    state = ctx.state
    pieces: list[list[tuple[str, str]]] = [[(_("Jewels "), "bold")]]
    for slot, jid in enumerate(state.jewel_display):
        if jid:
            j = C.jewel(jid)
            if j.kind == "ring":
                jewel = _("{colour} ring").format(colour=W.colour(j.colour))
            else:
                jewel = _("{colour} necklace").format(colour=W.colour(j.colour))
            pieces.append([(f"{jewel_price(state, slot)}L ", ""),
                           (jewel, silk_style(j.colour, ctx.safe)), ("  ", "")])
    blocks = [flow(pieces, width, indent=7)]
    for key, exam in C.data().exams.items():
        deck = len(state.exam_decks.get(key, []))
        title = (_("Journeyman exam") if key == "journeyman" else _("Master exam"))
        head = [
            [(title, "bold"), (" ", "")],
            [(_("{fee}L, play an {person}").format(
                fee=exam.cost_livre, person=W.person(exam.examinee_type)) if
              exam.examinee_type == "apprentice" else
              _("{fee}L, play a {person}").format(
                fee=exam.cost_livre, person=W.person(exam.examinee_type)), "")],
            [(ngettext(" · {n} card to take", " · {n} cards to take", deck).format(n=deck),
              "dim")],
        ]
        tasks: list[list[tuple[str, str]]] = []
        for i, task in enumerate(exam.tasks):
            tasks.append([(f"  {i + 1} ", "bold"), (W.exam_task(task["id"], task["text"]), "")])
        progress: list[list[tuple[str, str]]] = [[(_("  tasks done:"), "dim")]]
        for seat in range(len(state.players)):
            marks = state.seats[seat].exam_marks
            done = "".join("✔" if t["id"] in marks else "·" for t in exam.tasks)
            progress.append([("  ", ""), (f" {ctx.mark(seat)} ", ctx.owner_style(seat)),
                             (" " + done, "bold")])
        blocks += [flow(head, width, indent=2), flow(tasks, width, indent=0),
                   flow(progress, width, indent=2)]
    return vjoin(blocks)


def market(ctx: Ctx, width: int) -> Block:
    return vjoin([workshop(ctx, width), warehouse(ctx, width), employees(ctx, width)])


# --- players and the hand -------------------------------------------------------------


def silk_pieces(ctx: Ctx, seat: int) -> list[tuple[str, str]]:
    """The viewer's kept silk per colour ("silk 3G1R1B"); a rival's as a count of tiles
    (they are kept face down)."""
    p = ctx.state.seats[seat]
    if seat != ctx.viewer or not p.tiles:
        return [(_("tiles {tiles}").format(tiles=len(p.tiles)), "")]
    out = [(_("silk "), "")]
    for colour, n in B.pooled_bales(p.tiles).items():
        out.append((f"{n}{W.colour_letter(colour)}", silk_style(colour, ctx.safe)))
    return out


def player_line(ctx: Ctx, seat: int, width: int = 80) -> Block:
    """One line per player that fits `width`: the counts of dresses and decorations
    (drawn with the player's mark in the palace), then the hand, are left out first."""
    state = ctx.state
    p = state.seats[seat]
    on_turn = state.phase == "actions" and state.current == seat
    points = ctx.totals.get(seat, p.pp)
    head = [(f" {ctx.mark(seat)} ", ctx.owner_style(seat)),
            (f" {state.players[seat]}", "bold" + (" underline" if on_turn else ""))]
    money = [(_("  {money}L yarn {yarn} lace {lace} ").format(
        money=p.money, yarn=p.yarn, lace=p.lace), "")]
    silk = silk_pieces(ctx, seat)
    owned = [(_("  dresses {dresses} decorations {decos}").format(
        dresses=len(B.own_dresses(state, seat)),
        decos=len(B.own_decorations(state, seat))), "")]
    cards = [(_("  hand {hand}").format(hand=len(p.hand)), "")]
    # Translators: the points at the end of a player's one-line summary, which must fit
    # 80 columns with all its counts: a short form is welcome ("SP" for Siegpunkte).
    score = [("  " + npgettext("score line", "{count} point", "{count} points", points).format(
        count=points), "bold")]
    jewels = ([(_(" · jewels {n}").format(n=len(p.jewels)), "")]
              if state.options.jewelry_box else [])
    for parts in ([head, money, silk, owned, cards, score, jewels],
                  [head, money, silk, cards, score, jewels],
                  [head, money, silk, score, jewels]):
        size = sum(cell_len(t) for part in parts for t, _s in part)
        if size <= width:
            break
    b = Block()
    for part in parts:
        for text, style in part:
            b.put(text, style)
    return b


def put_wrapped(b: Block, text: str, width: int, style: str = "") -> None:
    """`text` on as many lines of `width` as its words need (a board is a column)."""
    for i, line in enumerate(wrap(text, width, 3)):
        if i:
            b.nl()
        b.put(line, style)


def player_board(ctx: Ctx, seat: int, width: int, last: str = "") -> Block:
    """A fuller player board for the wide layout."""
    state = ctx.state
    p = state.seats[seat]
    b = Block()
    b.put(f" {ctx.mark(seat)} ", ctx.owner_style(seat))
    on_turn = state.phase == "actions" and state.current == seat
    name = state.players[seat]
    if seat == ctx.viewer:
        name = _("{name} (you)").format(name=name)
    b.put(f" {name}"[: width - 4], "bold" + (" underline" if on_turn else ""))
    b.nl()
    put_wrapped(b, _("{money} Livre  yarn {yarn}  lace {lace}").format(
        money=p.money, yarn=p.yarn, lace=p.lace), width)
    b.nl()
    label = _("silk tiles {n}").format(n=len(p.tiles))
    b.put(label)
    if seat == ctx.viewer and p.tiles:
        bales = B.pooled_bales(p.tiles)
        if len(label) + 2 + len(W.silk_letters(bales)) > width:
            b.nl()  # a narrow board: the bales under their label
        else:
            b.put(": ")
        for colour, n in bales.items():
            b.put(f"{n}{W.colour_letter(colour)}", silk_style(colour, ctx.safe))
    b.nl()
    put_wrapped(b, _("dresses {dresses}  decorations {decos}").format(
        dresses=len(B.own_dresses(state, seat)), decos=len(B.own_decorations(state, seat))),
        width)
    b.nl()
    put_wrapped(b, _("cards: hand {hand} supply {supply} played {played}").format(
        hand=len(p.hand), supply=len(p.supply), played=len(p.discard)), width)
    b.nl()
    put_wrapped(b, _("{points} now").format(points=W.points(ctx.totals.get(seat, p.pp))),
                width, "bold")
    if state.options.jewelry_box:
        b.put(_("  jewels {n}").format(n=len(p.jewels)))
    if last:
        for text in wrap(_("last: {line}").format(line=last), width, 2):
            b.nl()
            b.put(text, "dim italic")
    return b


def hand(ctx: Ctx, width: int) -> Block:
    """The viewer's hand (or the cards to choose from) as cards, with a confirm spot."""
    state = ctx.state
    cards = ctx.hand
    if not cards:
        return Block()
    n = len(cards)
    per_row = n
    if (width - n) // max(1, n) < 13:  # too narrow to read a bonus: two rows of cards
        per_row = max(1, min(n, (n + 1) // 2, (width + 1) // 18))
    card_w = max(11, min(28, (width - per_row) // max(1, per_row)))
    blocks = []
    for at, cid in enumerate(cards):
        note = ""
        if state.phase == "choose":
            if cid in ctx.forced:
                note = _("taken")
            elif cid in ctx.picked:
                note = "✔"
        row = cards[at - at % per_row: at - at % per_row + per_row]
        blocks.append(employee_card(ctx, cid, card_w, spot=("card", cid), note=note,
                                    lines=row_lines(row, card_w)))
    title = Block()
    if state.phase == "choose":
        # the button first, above the first card: Down from it goes to the first card,
        # and no card of the row lies beyond it (issue 27)
        title.put(_("[{label}]").format(label=_("Take these cards")),
                  ctx.spot_style(("confirm",), "bold"), spot=("confirm",))
        title.put("  ")
        title.put(_("Your supply: choose your hand  ").rstrip(), "bold")
    else:
        title.put(_("Your hand"), "bold")
        t = state.turn
        if t is not None and state.current == ctx.viewer:
            title.put(_("  playing: "), "dim")
            title.put(W.card_name(t.card), "bold")
    rows = [hjoin(blocks[i : i + per_row], gap=1) for i in range(0, n, per_row)]
    return vjoin([title, *rows])


def legend(width: int) -> Block | None:
    """One line naming the board's abbreviations (help's "Reading the board" explains
    the rest): the longest that fits `width`, None when not even the shortest does."""
    # Translators: the board's abbreviations stay as drawn (L, p, +y, +l, +t; the colour
    # letters come from words.COLOUR_LETTERS); these are the words they stand for, as
    # short as the line allows
    livre, points, yarn, lace = (("L", _("Livre")), ("p", _("points")), ("+y", _("yarn")),
                                 ("+l", _("lace")))
    tile = ("+t", _("a free tile"))
    # Translators: the dress colours in the order of their letters (yellow, green, red, blue)
    colours = (W.colour_letters(), _("yellow/green/red/blue"))
    dresses = (W.colour_letters(), _("dress colours"))
    more = ("?", _("help"))
    # the colour letters stay longest: they differ from language to language
    for entries in ([livre, points, yarn, lace, tile, colours, more],
                    [livre, points, yarn, lace, colours, more],
                    [livre, points, yarn, lace, dresses, more],
                    [livre, points, colours, more],
                    [colours, more]):
        b = Block()
        for i, (abbreviation, word) in enumerate(entries):
            if i:
                b.put(" · ", "dim")
            b.put(abbreviation, "bold")
            b.put(" " + word, "dim")
        if b.width <= width:
            return b
    return None
