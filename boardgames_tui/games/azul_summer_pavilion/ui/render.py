"""Drawing the table: the market (round track, factories, centre, supply) and the boards.

Pure functions from the (redacted) state plus a `Marks` record of what the screen
highlights, to a Grid. They decide nothing about legality: the screen asks the rules
layer and passes the answers in `Marks`.

Three arrangements (issue 12), chosen by `arrangement(...)` from the space there is:
- "all": the market in four rows on top, every board side by side below;
- "rows": the same with the boards two to a row (three or four players, where two larger
  boards side by side fit the width and four small ones would leave the rows empty);
- "focus": one board large (the seat on turn, or the one viewed with [ and ]), and beside
  it the market as a column with a one-line summary of every other player.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from boardgames_tui.engine import i18n

from ..components import board, constants
from ..state import AzulState
from ..words import colour_name
from .grid import Grid
from .layout import SCALES, SMALL, Scale, space_cells, star_centres, symbol_cells
from .palette import SYMBOL_GLYPHS, letters, star_ink, tile_colours, tile_style

_, ngettext, N_ = i18n.domain("azul_summer_pavilion")

# the bonus symbols in the legend ("○ pillar +1")
SYMBOL_NAMES = {"pillar": N_("pillar"), "statue": N_("statue"), "window": N_("window")}

CURSOR = "bold black on #ffffff"
PAYABLE_BG = "on #34405a"
EMPTY_BG = "on #1e1e1e"  # an empty space: a faint slot, so each star reads as a ring
GOLD = "#e0c060"

COLUMN_W = 49  # the market column of the "focus" arrangement (a star map's width)
GAP = 1


@dataclass
class LastMove:
    """A player's most recent turn, marked on the table until they move again."""

    source: int | None = None  # factory (1..n) or centre (0) taken from
    colour: int | None = None
    spaces: set[int] = field(default_factory=set)
    passed: bool = False


@dataclass
class Marks:
    """What the screen wants highlighted; targets are tuples the screen understands."""

    take_source: int | None = None  # source of the take under the cursor
    take_colour: int | None = None
    seat: int | None = None  # whose board has the cursor
    space: int | None = None
    legal_spaces: set[int] = field(default_factory=set)
    symbols: set[int] = field(default_factory=set)  # symbols the preview would complete
    paid: list[bool] | None = None  # per hand tile: spent by the placement under the cursor
    supply_cursor: int | None = None
    keep_cursor: int | None = None  # index into the flattened hand while passing
    keep_flags: list[bool] | None = None
    pass_button: bool | None = None  # None: not shown; True: under the cursor
    safe: bool = False
    player_colours: list[str] = field(default_factory=list)
    star: int | None = None  # a star chosen by its key (its letter drawn reversed)
    view_seat: int = 0  # the board drawn large in the "focus" arrangement
    me: int | None = None  # the seat deciding at this screen now ("your turn" on its board)
    last: dict[int, LastMove] = field(default_factory=dict)


def tile(g: Grid, y: int, x: int, colour: int, m: Marks, w: int = 2, target=None, hi=False):
    style = CURSOR if hi else tile_style(colour, m.safe)
    text = letters().colours[colour] + " " * (w - 1)
    return g.put(y, x, text, style, target)


def taken_marks(tiles: list[int], wild: int, colour: int | None) -> list[bool]:
    """Which drawn tiles the previewed pick takes: all of `colour`, plus one wild."""
    marks, wild_left = [], 1
    for c in tiles:
        if colour is not None and c == colour and colour != wild:
            marks.append(True)
        elif colour is not None and c == wild and wild_left:
            wild_left -= 1
            marks.append(True)
        else:
            marks.append(False)
    return marks


def hand_cells(hand: list[int]) -> list[int]:
    return [c for c in range(6) for _ in range(hand[c])]


def player_tag(g: Grid, y: int, x: int, s: AzulState, seat: int, m: Marks) -> int:
    colour = m.player_colours[seat] if seat < len(m.player_colours) else "#888888"
    return g.put(y, x, f"{seat + 1}", f"bold black on {colour}")


def paint_tiles(g: Grid, y: int, x: int, tiles: list[int], m: Marks, limit: int, **kw) -> int:
    """A row of tiles, two columns each, one each when short of room, counts at worst."""
    hi = kw.get("hi") or [False] * len(tiles)
    targets = kw.get("targets") or [None] * len(tiles)
    room = limit - x
    if 2 * len(tiles) <= room:
        w = 2
    elif len(tiles) <= room:
        w = 1
    else:
        counts = [tiles.count(c) for c in range(6)]
        for c in range(6):
            if counts[c]:
                first = tiles.index(c)
                x = tile(g, y, x, c, m, 1, targets[first], hi[first])
                x = g.put(y, x, f"×{counts[c]}", "", targets[first]) + 1
        return x
    for c, h, t in zip(tiles, hi, targets, strict=True):
        x = tile(g, y, x, c, m, w, t, h)
    return x


# --- market ------------------------------------------------------------------------------


def round_track(g: Grid, y: int, s: AzulState, m: Marks) -> int:
    k = constants()
    x = g.put(y, 0, _("Round") + " ", "bold")
    for r in range(1, k.rounds + 1):
        c = r - 1
        if r == s.round:
            x = g.put(y, x, f"▸{r}", "bold")
            x = g.put(y, x, letters().colours[c], tile_style(c, m.safe)) + 1
        else:
            x = g.put(y, x, f"{r}{letters().colours[c]}", star_ink(c, m.safe)) + 1
    x = g.put(y, x + 1, _("wild") + " ", "bold")
    x = tile(g, y, x, s.wild, m)
    return g.put(y, x, colour_name(s.wild))


def put_note(g: Grid, y: int, x: int, s: AzulState, source: int, m: Marks, suffix="") -> int:
    """The last-take note beside a source, shortened to the room there is."""
    note = last_take_note(s, source, m)
    if note is None:
        return x
    for text in (note[0] + suffix, note[0], short_note(s, source, m)):
        if x + 2 + len(text) <= g.width:
            return g.put(y, x + 1, text, f"italic {note[1]}")
    return x


def short_note(s: AzulState, source: int, m: Marks) -> str:
    names = [s.players[t] for t, last in sorted(m.last.items()) if last.source == source]
    return "◂ " + ", ".join(n[:8] for n in names)


def last_take_note(s: AzulState, source: int, m: Marks) -> tuple[str, str] | None:
    """ "◂ Ben took blue" beside the factory or centre a player took from last (several
    players: "◂ Ana took red, Ben took blue", in the first one's colour)."""
    takers = [
        seat
        for seat, last in sorted(m.last.items())
        if last.source == source and last.colour is not None
    ]
    if not takers:
        return None
    words = ", ".join(_("{name} took {colour}").format(
        name=s.players[t], colour=colour_name(m.last[t].colour)) for t in takers)
    first = takers[0]
    colour = m.player_colours[first] if first < len(m.player_colours) else ""
    return f"◂ {words}", colour


def paint_source(g: Grid, y: int, x: int, s: AzulState, m: Marks, src: int, limit: int,
                 row_end: int | None = None) -> int:
    """The tiles of a factory (or the centre) from `x`; `row_end`: the colours that can
    be taken share the cells from `x` to there (see `share_row`)."""
    counts = s.centre if src == 0 else s.factories[src - 1]
    tiles = [c for c in range(6) for _ in range(counts[c])]
    marked = taken_marks(tiles, s.wild, m.take_colour if m.take_source == src else None)
    targets = [("take", src, c) for c in tiles]
    start = x
    if src == 0:
        x = g.put(y, x, "★ " if s.token_in_centre else "", "bold yellow")
    if not tiles:
        return g.put(y, x, _("empty") if src == 0 else "· · · ·", "dim")
    first = len(g.spans)
    end = paint_tiles(g, y, x, tiles, m, limit, hi=marked, targets=targets)
    if row_end is not None:
        share_row(g, y, start, max(end, row_end), first, s.wild)
    return end


def share_row(g: Grid, y: int, a: int, b: int, first: int, wild: int) -> None:
    """Where a source's colours are pointed (issue 27): the cells from `a` to `b` split
    between the colours that can be taken, each from where it is drawn to where the next
    one begins (the first from `a`, the last to `b`; the wilds drawn between go with the
    colour before them). So a factory under another is reached by Down from any of its
    colours, whatever their places in the two rows."""
    starts: dict = {}
    for _y, x0, _x1, key in g.spans[first:]:
        if key[2] != wild:
            starts[key] = min(x0, starts.get(key, x0))
    order = sorted(starts, key=starts.get)
    for i, key in enumerate(order):
        left = a if i == 0 else starts[key]
        right = b if i == len(order) - 1 else starts[order[i + 1]]
        g.mark(y, left, right, key)


def paint_centre_across(g: Grid, y: int, x: int, end: int, s: AzulState, m: Marks,
                        centred: bool = True) -> int:
    """The centre under a row of factories (issue 27): its colours share the row's width
    from `x` to `end`, each drawn in the middle of its share (`centred`, else at its
    start: a narrow column keeps room for the notes), which is where it is pointed and
    clicked. So every factory has a colour of the centre below it (Down reaches the centre
    from each), and Up from a colour goes to the factory drawn above it. The token and
    the wilds come first; the first colour is pointed from the row's start. Returns where
    the last colour drawn ends (the notes follow it)."""
    tiles = [c for c in range(6) for _ in range(s.centre[c])]
    row_start = x
    if s.token_in_centre:
        x = g.put(y, x, "★ ", "bold yellow")
    if not tiles:
        return g.put(y, x, _("empty"), "dim")
    marked = taken_marks(tiles, s.wild, m.take_colour if m.take_source == 0 else None)
    wilds = [k for k, c in enumerate(tiles) if c == s.wild]
    if wilds:  # first, as the token: they go with whichever colour is taken
        x = paint_tiles(g, y, x, [s.wild] * len(wilds), m, end, hi=[marked[k] for k in wilds],
                        targets=[("take", 0, s.wild)] * len(wilds)) + 1
    rest = [k for k, c in enumerate(tiles) if c != s.wild]
    colours = sorted({tiles[k] for k in rest})
    if not colours:
        return x - 1
    share = (end - x) // len(colours)
    if share < 6:  # no room to spread (a narrow row): drawn one after the other
        return paint_tiles(g, y, x, [tiles[k] for k in rest], m, g.width,
                           hi=[marked[k] for k in rest],
                           targets=[("take", 0, tiles[k]) for k in rest])
    drawn_end = x
    for i, colour in enumerate(colours):
        a, b = x + i * share, end if i == len(colours) - 1 else x + (i + 1) * share
        group = [k for k, c in enumerate(tiles) if c == colour]
        drawn = 2 * len(group) if 2 * len(group) < b - a else len(group)
        if drawn >= b - a:
            drawn = 1 + len(f"×{len(group)}")
        start = a + max(0, (b - a - drawn) // 2) if centred else a
        drawn_end = paint_tiles(g, y, start, [colour] * len(group), m, b - 1,
                                hi=[marked[k] for k in group],
                                targets=[("take", 0, colour)] * len(group))
        g.mark(y, row_start if i == 0 else a, b, ("take", 0, colour))
    return drawn_end


def paint_market_column(s: AzulState, m: Marks, width: int, packed: bool = False) -> Grid:
    """The market as a column: round track, one factory per row (`packed`: three to a row,
    the last takes noted on the centre's row), centre, supply, the bag and the tower."""
    n = len(s.factories)
    per_row = max(1, (width - 10 + 2) // FACTORY_SLOT) if packed else 1
    factory_rows = -(-n // per_row)
    g = Grid(width, factory_rows + 6)
    round_track(g, 0, s, m)
    labels = [source_label(src) for src in range(n + 1)]
    left = label_width([*labels, _("Supply"), _("Tower")]) if not packed else \
        label_width([_("Factories"), _("Centre"), _("Supply"), _("Bag"), _("Tower")])
    if packed:
        g.put(1, 0, _("Factories"), "bold")
        for i in range(n):
            src = i + 1
            y, x = 1 + i // per_row, left + (i % per_row) * FACTORY_SLOT
            style = "bold reverse" if m.take_source == src else "bold"
            end = g.put(y, x, f"{src}", style, ("source", src)) + 1
            paint_source(g, y, end, s, m, src, min(width, x + FACTORY_SLOT - 1),
                         min(width, x + FACTORY_SLOT - 2))
    else:
        for src in range(1, n + 1):
            y = src
            style = "bold reverse" if m.take_source == src else "bold"
            g.put(y, 0, labels[src], style, ("source", src))
            x = paint_source(g, y, left, s, m, src, width, width)
            put_note(g, y, x, s, src, m)
    y = 1 + factory_rows
    style = "bold reverse" if m.take_source == 0 else "bold"
    g.put(y, 0, labels[0], style, ("source", 0))
    if packed:
        right = min(width, left + min(n, per_row) * FACTORY_SLOT - 2)
        x = paint_centre_across(g, y, left, right, s, m, centred=False)
    else:
        x = paint_source(g, y, left, s, m, 0, width, width)
    gap = 2 if packed else 0
    for src in [0, *range(1, n + 1)] if packed else [0]:
        suffix = "" if src == 0 else _(" from factory {number}").format(number=src)
        after = put_note(g, y, x + gap, s, src, m, suffix)
        x = after if after != x + gap else x  # no note: no gap either
    y += 1
    g.put(y, 0, _("Supply"), "bold")
    x = paint_supply(g, y, left, s, m)
    pass_button(g, y, x, m)
    paint_counts(g, y + 1, left, _("Bag"), bag_counts(s), m)
    paint_counts(g, y + 2, left, _("Tower"), s.tower, m)
    return g.crop_height()


def bag_counts(s: AzulState) -> list[int]:
    counts = [0] * 6
    for c in s.bag:
        counts[c] += 1
    return counts


def paint_counts(g: Grid, y: int, left: int, label: str, counts: list[int], m: Marks) -> int:
    """ "Bag   P 20 G 18 O 19 …": the tiles of each colour left in the bag (or the tower)."""
    g.put(y, 0, label, "bold")
    x = left
    for c in range(6):
        x = tile(g, y, x, c, m, 1)
        x = g.put(y, x, f"{counts[c]:<3}", "dim" if not counts[c] else "")
    return g.put(y, x, "= " + str(sum(counts)), "dim")


def paint_supply(g: Grid, y: int, x: int, s: AzulState, m: Marks) -> int:
    for i, t in enumerate(s.supply):
        if t is None:
            x = g.put(y, x, "· ", "dim")
        else:
            x = tile(g, y, x, t, m, 2, ("supply", i), m.supply_cursor == i)
    return x


def pass_button(g: Grid, y: int, x: int, m: Marks) -> None:
    """The pass button while tiles are placed, after the supply (or at the end of the row
    below it when the supply row has no room): Enter on it chooses the tiles to keep,
    then passes."""
    if m.pass_button is None:
        return
    label = _("Pass")
    text = f"[ {label} ]"
    style = CURSOR if m.pass_button else "bold"
    if x + 1 + len(text) > g.width:
        y, x = y + 1, g.width - len(text) - 1
    g.put(y, x + 1, text, style, ("pass",))


FACTORY_SLOT = 12  # "3 P P G O" and a gap, in the market rows


def source_label(src: int) -> str:
    return _("Centre") if src == 0 else _("Factory {number}").format(number=src)


def label_width(labels: list[str]) -> int:
    """Where the tiles begin after the row labels: column 10, or further for longer words."""
    return max(10, *(len(label) + 1 for label in labels))


def bag_text(s: AzulState) -> str:
    return ngettext("Bag {count} tile · tower {tower}", "Bag {count} tiles · tower {tower}",
                    len(s.bag)).format(count=len(s.bag), tower=sum(s.tower))


def paint_market_rows(s: AzulState, m: Marks, width: int) -> Grid:
    """The market in four rows: round track, factories side by side, centre, supply."""
    g = Grid(width, 3 + len(s.factories))
    x = round_track(g, 0, s, m)
    g.put(0, x + 3, bag_text(s), "dim")
    g.put(1, 0, _("Factories"), "bold")
    left = label_width([_("Factories"), _("Centre"), _("Supply")])
    y, x = 1, left
    right = left  # where the widest row of factories ends
    for i in range(len(s.factories)):
        src = i + 1
        if x + FACTORY_SLOT - 2 > width:
            y, x = y + 1, left
        style = "bold reverse" if m.take_source == src else "bold"
        end = g.put(y, x, f"{src}", style, ("source", src)) + 1
        paint_source(g, y, end, s, m, src, width, min(width, x + FACTORY_SLOT - 2))
        x += FACTORY_SLOT
        right = max(right, min(width, x - 2))
    y += 1
    style = "bold reverse" if m.take_source == 0 else "bold"
    g.put(y, 0, _("Centre"), style, ("source", 0))
    x = paint_centre_across(g, y, left, right, s, m)
    for src in [0, *range(1, len(s.factories) + 1)]:
        suffix = "" if src == 0 else _(" from factory {number}").format(number=src)
        after = put_note(g, y, x + 2, s, src, m, suffix)
        x = after if after != x + 2 else x  # no note: no gap either
    y += 1
    g.put(y, 0, _("Supply"), "bold")
    x = paint_supply(g, y, left, s, m)
    pass_button(g, y, x, m)
    return g.crop_height()


# --- player boards -----------------------------------------------------------------------


def paint_name(g: Grid, s: AzulState, seat: int, m: Marks, width: int) -> None:
    """The board's title: "Ana's board — your turn" on a bar of Ana's colour on the board
    of the player deciding here (issue 28: in hot-seat the board changes every turn)."""
    on_turn = s.phase != "over" and s.current == seat
    yours = on_turn and m.me == seat
    colour = m.player_colours[seat] if seat < len(m.player_colours) else "#888888"
    bar = f"bold black on {colour}" if yours else ""
    if yours:
        g.put(0, 0, " " * width, bar)
    x = g.put(0, 0, "▶" if on_turn else " ", bar or "bold")
    x = player_tag(g, 0, x, s, seat, m) + 1
    tail = ("★ " if s.token_holder == seat else "") + _("{score} pts").format(score=s.score(seat))
    if s.phase in ("place", "bonus") and s.passed[seat]:
        tail = _("passed") + " · " + tail
    room = width - len(tail) - x - 2
    name = s.players[seat]
    titles = ([_("{name}'s board — your turn").format(name=name),
               _("{name} — your turn").format(name=name)] if yours else
              [_("{name}'s board").format(name=name)])
    title = next((w for w in titles if len(w) <= room), titles[-1])
    if len(title) > room:
        title = name[: max(3, room)]
    g.put(0, x, title[: max(3, room)], bar or ("bold" if on_turn else f"bold {colour}"))
    g.put(0, width - len(tail) - 1, tail, bar or "bold")


def paint_hand(g: Grid, s: AzulState, seat: int, m: Marks, width: int) -> None:
    hand = hand_cells(s.hands[seat])
    x = g.put(1, 0, _("Hand") + " ", "dim")
    if m.keep_flags is not None and seat == m.seat:
        for i, c in enumerate(hand):
            kept = m.keep_flags[i]
            style = CURSOR if m.keep_cursor == i else tile_style(c, m.safe)
            if x + 2 > width:
                break
            letter = letters().colours[c]
            g.put(1, x, letter if kept else letter.lower(), style, ("keep", i))
            g.put(2, x, "^" if kept else "✗", "green" if kept else "bold red")
            x += 2
        # Translators: at most 4 letters, under "Hand " (the kept/discarded marks follow).
        g.put(2, 0, _("keep"), "dim")
        return
    if not hand:
        g.put(1, x, _("no tiles"), "dim")
    else:
        end = paint_tiles(g, 1, x, hand, m, width - 1)
        if m.paid is not None and seat == m.seat and 2 * len(hand) <= width - x:
            # Translators: at most 5 letters, under "Hand " (the paid marks follow).
            g.put(2, 0, _("pays"), "bold yellow")
            for i, p in enumerate(m.paid):
                if p:
                    g.put(2, x + 2 * i, "▲", "bold yellow")
        del end
    if any(s.corners[seat]):
        x = g.put(2, 0, _("Kept") + " ", "dim")
        paint_tiles(g, 2, x, hand_cells(s.corners[seat]), m, width)


def panel_size(scale: Scale = SMALL) -> tuple[int, int]:
    """A board panel: the name, hand and marker rows, then the stars at that scale."""
    return scale.width, scale.height + 3


def paint_board(s: AzulState, seat: int, m: Marks, scale: Scale = SMALL) -> Grid:
    """A player's panel: name and score, hand (what pays is marked), the seven stars.

    Larger scales (large windows) draw every space as a block of 4 columns (and 2 rows
    on the tallest), the stars further apart.
    """
    width, height = panel_size(scale)
    g = Grid(width, height)
    b = board()
    paint_name(g, s, seat, m, width)
    paint_hand(g, s, seat, m, width)
    top = 3
    cell_w = scale.cell_w
    dx = scale.dx  # the digit or letter sits one column in on wide blocks

    def at(r: int, c: int) -> tuple[int, int]:
        y, x = scale.at(r, c)
        return top + y, x

    def block(r: int, c: int, text: str, style: str, target=None) -> None:
        y, x = at(r, c)
        for i in range(scale.cell_h):
            line = (" " * dx + text).ljust(cell_w) if i == 0 else " " * cell_w
            g.put(y + i, x, line, style, target)

    costs = b.costs[s.side]
    tiles = s.boards[seat]
    last = m.last.get(seat, LastMove())
    cursor_here = m.seat == seat
    for star, (r, c) in enumerate(star_centres()):
        # the star's key at its centre (issue 28: O then 4 chooses the orange 4)
        fixed = b.star_colour[star] if s.side == "standard" else None
        glyph = star_letter(star)
        style = f"bold {star_ink(fixed, m.safe)}"
        if cursor_here and m.star == star:
            style = CURSOR
        y, x = at(r, c)
        g.put(y + (scale.cell_h - 1) // 2, x + dx, glyph, style)
    for space, (r, c) in enumerate(space_cells()):
        t = tiles[space]
        target = ("space", seat, space)
        if cursor_here and m.space == space:
            block(r, c, letters().colours[t] if t is not None else str(costs[space]), CURSOR,
                  target)
        elif t is not None:
            mark = "•" if space in last.spaces else ""
            block(r, c, letters().colours[t] + mark, tile_style(t, m.safe), target)
        else:
            fixed = b.star_colour[space // 6] if s.side == "standard" else None
            style = f"{star_ink(fixed, m.safe)} {EMPTY_BG}"
            if cursor_here and space in m.legal_spaces:
                style = f"bold underline {star_ink(fixed, m.safe)} {PAYABLE_BG}"
            block(r, c, str(costs[space]), style, target)
    for sym, (r, c) in enumerate(symbol_cells()):
        kind = b.symbols[sym].kind
        done = all(tiles[i] is not None for i in b.symbol_spaces[sym])
        glyph = SYMBOL_GLYPHS[kind][1 if done else 0]
        style = f"bold {GOLD}" if done else "#8a8a8a"
        if cursor_here and sym in m.symbols:
            style = f"bold black on {GOLD}"
        y, x = at(r, c)
        g.put(y, x + dx, glyph, style, ("symbol", seat, sym))
    return g


class PanelCache:
    """The last board panel painted for each seat, reused while what it shows is the same.

    A cursor move changes at most the board with the cursor (and the market), so the
    other boards need not be painted again (issue 16: one frame per key). One entry per
    seat, keyed on the very state object and the marks the panel reads.
    """

    def __init__(self) -> None:
        self._panels: dict[int, tuple[AzulState, tuple, Grid]] = {}

    def board(self, s: AzulState, seat: int, m: Marks, scale: Scale) -> Grid:
        cursor = (
            (m.space, m.legal_spaces, m.symbols, m.paid, m.keep_cursor, m.keep_flags, m.star)
            if m.seat == seat
            else None
        )
        key = (scale, m.safe, m.player_colours, m.last.get(seat), cursor, m.me == seat)
        hit = self._panels.get(seat)
        if hit is not None and hit[0] is s and hit[1] == key:
            return hit[2]
        panel = paint_board(s, seat, m, scale)
        # copies: the screen's controller changes its keep flags in place
        key = (scale, m.safe, list(m.player_colours), m.last.get(seat), _copied(cursor),
               m.me == seat)
        self._panels[seat] = (s, key, panel)
        return panel


def _copied(cursor: tuple | None) -> tuple | None:
    if cursor is None:
        return None
    space, legal, symbols, paid, keep_cursor, flags, star = cursor
    return (space, set(legal), set(symbols), _list(paid), keep_cursor, _list(flags), star)


def _list(values: list | None) -> list | None:
    return None if values is None else list(values)


# the stars in the order they are drawn: orange, red; purple, centre, blue; green, yellow
STAR_ORDER = [2, 3, 1, 0, 4, 6, 5]


def star_letter(star: int) -> str:
    """The letter drawn at the centre of `star` (and typed to choose it)."""
    return letters().of_star(board().star_colour[star])


def number_progress(s: AzulState, seat: int) -> list[tuple[int, int, int]]:
    """(number, spaces printed with it covered, spaces printed with it) for the numbers
    whose spaces all covered earn an end bonus (1s to 4s, rules §13)."""
    costs = board().costs[s.side]
    tiles = s.boards[seat]
    out = []
    for number in constants().number_set_bonus:
        spaces = [i for i in range(42) if costs[i] == number]
        out.append((number, sum(tiles[i] is not None for i in spaces), len(spaces)))
    return out


def paint_numbers(g: Grid, y: int, x: int, s: AzulState, seat: int, limit: int) -> int:
    """ "1s 7/7 2s 5/7 3s 4/7 4s 0/7": the race for the number bonuses (gold: earned,
    bold: one space short)."""
    for number, covered, total in number_progress(s, seat):
        text = _("{number}s {covered}/{total}").format(
            number=number, covered=covered, total=total)
        if x + len(text) > limit:
            break
        style = f"bold {GOLD}" if covered == total else "bold" if covered == total - 1 else "dim"
        x = g.put(y, x, text, style) + 1
    return x


def paint_star_map(g: Grid, y: int, x: int, s: AzulState, seat: int, m: Marks,
                   limit: int) -> int:
    """Each star as its letter and its six spaces, "O●●●●○○": covered ones in the colour
    of their tile; the letter gold when the star is complete, underlined one space short."""
    tiles = s.boards[seat]
    gap = 1 if x + 8 * 7 - 1 <= limit else 0
    colours = board().star_colour
    for star in STAR_ORDER:
        placed = tiles[star * 6 : star * 6 + 6]
        done = sum(t is not None for t in placed)
        fixed = colours[star] if s.side == "standard" else None
        if done == 6:
            style = f"bold black on {GOLD}"
        else:
            style = f"bold {star_ink(fixed, m.safe)}" + (" underline" if done == 5 else "")
        x = g.put(y, x, star_letter(star), style)
        for t in sorted(placed, key=lambda t: t is None):
            if t is None:
                x = g.put(y, x, "○", "#6a6a6a")
            else:
                x = g.put(y, x, "●", f"bold {tile_colours(m.safe)[t]}")
        x += gap
    return x


def legend_items(m: Marks) -> list[list[tuple[str, str]]]:
    """The legend, as items of (text, style) runs, the most needed first: the letters of
    the colours and stars, the star map, the number race, the symbols, the marks."""
    shown = letters()
    items = [[(_("Letters:"), "dim")]]
    for c in range(6):
        items.append([(shown.colours[c], tile_style(c, m.safe)), (" " + colour_name(c), "dim")])
    items.append([(shown.centre, "bold"), (" " + _("centre star"), "dim")])
    items.append([(shown.colours[2], f"bold {star_ink(2, m.safe)}"), ("●●", f"bold {tile_colours(m.safe)[2]}"),
                  ("○○○○", "#6a6a6a"), (" " + _("star: spaces covered"), "dim")])
    items.append([(_("{number}s {covered}/{total}").format(number=1, covered=3, total=7), "dim"), (" " + _("1s covered (all: bonus)"), "dim")])
    for kind, n in (("pillar", 1), ("statue", 2), ("window", 3)):
        items.append([(SYMBOL_GLYPHS[kind][0], "#8a8a8a"), (" " + _("{symbol} +{count}").format(
            symbol=_(SYMBOL_NAMES[kind]), count=n), "dim")])
    items.append([("●▲■", f"bold {GOLD}"), (" " + _("surrounded"), "dim")])
    items.append([("3", f"bold underline {PAYABLE_BG}"), (" " + _("can pay"), "dim")])
    items.append([("•", "bold"), (" " + _("last move"), "dim")])
    return items


def legend(width: int, m: Marks | None = None, rows: int = 1) -> Grid:
    """The legend flowed into `rows` rows of `width` (what does not fit is left out)."""
    m = m if m is not None else Marks()
    g = Grid(width, rows)
    y = x = 0
    for item in legend_items(m):
        size = sum(len(text) for text, _style in item)
        if x and x + size > width:
            y, x = y + 1, 0
        if y >= rows:
            break
        for text, style in item:
            x = g.put(y, x, text, style)
        x += 2
    return g


def rival_block(s: AzulState, seat: int, m: Marks, width: int) -> Grid:
    """Two lines for a player whose board is not drawn: name, points, hand and the race
    for the number bonuses; then each star's covered spaces (issue 28)."""
    g = Grid(width, 2)
    on_turn = s.phase != "over" and s.current == seat
    x = g.put(0, 0, "▶" if on_turn else " ", "bold")
    x = player_tag(g, 0, x, s, seat, m) + 1
    colour = m.player_colours[seat] if seat < len(m.player_colours) else ""
    x = g.put(0, x, s.players[seat][:10], f"bold {colour}") + 1
    token = "★ " if s.token_holder == seat else ""
    x = g.put(0, x, token + _("{score} pts").format(score=s.score(seat)), "bold") + 1
    numbers = Grid(width, 1)
    end = paint_numbers(numbers, 0, 0, s, seat, width)
    right = width - end
    if s.phase in ("place", "bonus") and s.passed[seat]:
        x = g.put(0, x, _("passed") + " ", "dim italic")
    hand = hand_cells(s.hands[seat])
    if hand and right - 1 > x:
        hand_row = Grid(right - 1 - x, 1)
        if paint_tiles(hand_row, 0, 0, hand, m, hand_row.width) <= hand_row.width:
            g.blit(hand_row, 0, x)
        else:
            g.put(0, x, ngettext("{count} tile", "{count} tiles", len(hand)).format(
                count=len(hand))[: right - 1 - x], "dim")
    elif not hand and x + 9 <= right:
        g.put(0, x, _("no tiles"), "dim")
    if right > x:
        g.blit(numbers, 0, right)
    paint_star_map(g, 1, 1 if width >= 50 else 0, s, seat, m, width)
    return g


# --- the whole table -------------------------------------------------------------------


def board_gap(scale: Scale, n: int = 1, width: int = 0) -> int:
    """Columns between boards side by side: the room left shared out (at most 8). None
    is needed: a board has an empty column on each side (its windows sit one column
    in), so neighbouring windows never touch (issue 28)."""
    if n < 2 or not width:
        return 0
    spare = (width - n * panel_size(scale)[0]) // (n - 1)
    return max(min(spare, 8), 0)


def per_row(n_players: int, mode: str) -> int:
    """Boards side by side: all of them, or two to a row ("rows")."""
    return -(-n_players // 2) if mode == "rows" else n_players


def legend_rows(width: int) -> int:
    """Rows the whole legend takes at `width`."""
    rows, x = 1, 0
    for item in legend_items(Marks()):
        size = sum(len(text) for text, _style in item)
        if x and x + size > width:
            rows, x = rows + 1, 0
        x += size + 2
    return rows


def all_size(n_players: int, n_factories: int, scale: Scale = SMALL, room: int = 0,
             mode: str = "all") -> tuple[int, int]:
    """Width and height of the "all" (or "rows") arrangement: market rows, boards with
    the number race under each, legend."""
    pw, ph = panel_size(scale)
    per = per_row(n_players, mode)
    lines = -(-n_players // per)
    market_w = 10 + n_factories * FACTORY_SLOT - 2
    width = max(per * pw, market_w)
    return width, 4 + lines * (ph + 1) + legend_rows(max(width, room))


def column_height(n_players: int, n_factories: int) -> int:
    """The market column (factories three to a row from three players on) and two
    lines per other player."""
    packed = n_factories > 5
    factory_rows = -(-n_factories // 3) if packed else n_factories
    return 1 + factory_rows + 4 + 2 * (n_players - 1)


def focus_size(n_players: int, n_factories: int, scale: Scale = SMALL,
               room: int = 0) -> tuple[int, int]:
    """Width and height of the "focus" arrangement: one board and its number race, the
    market column with the other players' star maps, the legend in the room left."""
    pw, ph = panel_size(scale)
    return pw + GAP + COLUMN_W, max(ph + 2, column_height(n_players, n_factories) + 3)


def arrangement(n_players: int, n_factories: int, width: int, height: int) -> tuple[str, Scale]:
    """What fits, best first: every board side by side, the largest scale first (boards
    two to a row where that lets them be larger, issue 28), else one board beside the
    market (the largest scale that fits)."""
    for scale in SCALES:
        # two to a row only to draw them wider: small boards in two rows would leave
        # half the width empty (one board beside the market is larger there)
        modes = ("all", "rows") if n_players > 2 and scale.sx > 1 else ("all",)
        for mode in modes:
            w, h = all_size(n_players, n_factories, scale, width, mode)
            if w <= width and h <= height:
                return mode, scale
    for scale in SCALES:
        w, h = focus_size(n_players, n_factories, scale, width)
        if w <= width and h <= height:
            return "focus", scale
    return "focus", SMALL


def flow_legend(out: Grid, m: Marks, regions: list[tuple[int, int, int]]) -> None:
    """The legend flowed through `regions` (row, column, width), one row each, in order."""
    items = legend_items(m)
    k = 0
    for y, x0, w in regions:
        x = x0
        while k < len(items):
            size = sum(len(text) for text, _style in items[k])
            if x > x0 and x + size > x0 + w:
                break
            if size > w:
                k += 1
                continue
            for text, style in items[k]:
                x = out.put(y, x, text, style)
            x += 2
            k += 1


def paint_table(
    s: AzulState, m: Marks, width: int, mode: str, scale: Scale = SMALL,
    panels: PanelCache | None = None,
) -> Grid:
    n = len(s.players)
    board_of = panels.board if panels is not None else paint_board
    pw, ph = panel_size(scale)
    if mode in ("all", "rows"):
        market = paint_market_rows(s, m, width)
        per = per_row(n, mode)
        lines = [list(range(n))[i : i + per] for i in range(0, n, per)]
        gap = board_gap(scale, per, width)
        rows = legend_rows(width)
        out = Grid(width, market.height + len(lines) * (ph + 1) + rows)
        out.blit(market, 0, 0)
        y = market.height
        left = max(0, (width - per * pw - (per - 1) * gap) // 2)
        for line in lines:
            for i, seat in enumerate(line):
                x = left + i * (pw + gap)
                out.blit(board_of(s, seat, m, scale), y, x)
                paint_numbers(out, y + ph, x + scale.dx, s, seat, x + pw)
            y += ph + 1
        out.blit(legend(width, m, rows), y, 0)
        return out.crop_height()
    view = m.view_seat
    x = pw + GAP
    column_w = max(20, width - x)
    packed = len(s.factories) > 5
    market = paint_market_column(s, m, column_w, packed)
    others = [seat for seat in range(n) if seat != view]
    used = market.height + 2 * len(others)
    height = max(ph + 2, used + 3)
    out = Grid(width, height)
    out.blit(board_of(s, view, m, scale), 0, 0)
    paint_numbers(out, ph, scale.dx, s, view, pw)
    out.blit(market, 0, x)
    y = market.height
    for seat in others:
        out.blit(rival_block(s, seat, m, column_w), y, x)
        y += 2
    regions = [(row, x, column_w) for row in range(y, height)]
    regions += [(row, 0, pw) for row in range(ph + 1, height)]
    flow_legend(out, m, regions)
    return out.crop_height()
