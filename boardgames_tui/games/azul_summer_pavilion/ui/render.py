"""Drawing the table: the market (round track, factories, centre, supply) and the boards.

Pure functions from the (redacted) state plus a `Marks` record of what the screen
highlights, to a Grid. They decide nothing about legality: the screen asks the rules
layer and passes the answers in `Marks`.

Two arrangements (issue 12), chosen by `arrangement(...)` from the space there is:
- "all": the market in four rows on top, every board side by side below;
- "focus": one board large (the seat on turn, or the one viewed with [ and ]), and beside
  it the market as a column with a one-line summary of every other player.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..components import board, constants
from ..state import AzulState
from .grid import Grid
from .layout import BOARD_H, BOARD_W, CELL_W, space_cells, star_centres, symbol_cells
from .palette import LETTERS, NAMES, SYMBOL_GLYPHS, star_ink, tile_style

CURSOR = "bold black on #ffffff"
PAYABLE_BG = "on #2c3440"
GOLD = "#e0c060"

PANEL_W = BOARD_W  # a board panel: name, hand, markers, then the stars
PANEL_H = BOARD_H + 3
COLUMN_W = 46  # the market column of the "focus" arrangement
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
    safe: bool = False
    player_colours: list[str] = field(default_factory=list)
    view_seat: int = 0  # the board drawn large in the "focus" arrangement
    last: dict[int, LastMove] = field(default_factory=dict)


def tile(g: Grid, y: int, x: int, colour: int, m: Marks, w: int = 2, target=None, hi=False):
    style = CURSOR if hi else tile_style(colour, m.safe)
    text = LETTERS[colour] + " " * (w - 1)
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
                x = tile(g, y, x, c, m, 1)
                x = g.put(y, x, f"×{counts[c]} ")
        return x
    for c, h, t in zip(tiles, hi, targets, strict=True):
        x = tile(g, y, x, c, m, w, t, h)
    return x


# --- market ------------------------------------------------------------------------------


def round_track(g: Grid, y: int, s: AzulState, m: Marks) -> int:
    k = constants()
    x = g.put(y, 0, "Round ", "bold")
    for r in range(1, k.rounds + 1):
        c = r - 1
        if r == s.round:
            x = g.put(y, x, f"▸{r}", "bold")
            x = g.put(y, x, LETTERS[c], tile_style(c, m.safe)) + 1
        else:
            x = g.put(y, x, f"{r}{LETTERS[c]}", star_ink(c, m.safe)) + 1
    x = g.put(y, x + 1, "wild ", "bold")
    x = tile(g, y, x, s.wild, m)
    return g.put(y, x, NAMES[s.wild])


def last_take_note(s: AzulState, source: int, m: Marks) -> tuple[str, str] | None:
    """ "◂ Ben took blue" beside the factory or centre a player took from last."""
    for seat, last in m.last.items():
        if last.source == source and last.colour is not None:
            colour = m.player_colours[seat] if seat < len(m.player_colours) else ""
            return f"◂ {s.players[seat]} took {NAMES[last.colour]}", colour
    return None


def paint_source(g: Grid, y: int, x: int, s: AzulState, m: Marks, src: int, limit: int) -> int:
    counts = s.centre if src == 0 else s.factories[src - 1]
    tiles = [c for c in range(6) for _ in range(counts[c])]
    marked = taken_marks(tiles, s.wild, m.take_colour if m.take_source == src else None)
    targets = [("take", src, c) for c in tiles]
    if src == 0:
        x = g.put(y, x, "★ " if s.token_in_centre else "", "bold yellow")
    if not tiles:
        return g.put(y, x, "empty" if src == 0 else "· · · ·", "dim")
    return paint_tiles(g, y, x, tiles, m, limit, hi=marked, targets=targets)


def paint_market_column(s: AzulState, m: Marks, width: int) -> Grid:
    """The market as a column: round track, one factory per row, centre, supply."""
    g = Grid(width, len(s.factories) + 4)
    round_track(g, 0, s, m)
    y = 1
    for i in range(len(s.factories) + 1):
        src = (i + 1) % (len(s.factories) + 1)  # factories first, the centre last
        label = "Centre" if src == 0 else f"Factory {src}"
        style = "bold reverse" if m.take_source == src else "bold"
        g.put(y, 0, label, style, ("source", src))
        x = paint_source(g, y, 10, s, m, src, width)
        note = last_take_note(s, src, m)
        if note and x + 2 + len(note[0]) <= width:
            g.put(y, x + 1, note[0], f"italic {note[1]}")
        y += 1
    x = g.put(y, 0, "Supply", "bold")
    x = 10
    for i, t in enumerate(s.supply):
        if t is None:
            x = g.put(y, x, "· ", "dim")
        else:
            x = tile(g, y, x, t, m, 2, ("supply", i), m.supply_cursor == i)
    g.put(y + 1, 0, f"Bag {len(s.bag)} tiles · tower {sum(s.tower)}", "dim")
    return g


FACTORY_SLOT = 12  # "3 P P G O" and a gap, in the market rows


def paint_market_rows(s: AzulState, m: Marks, width: int) -> Grid:
    """The market in four rows: round track, factories side by side, centre, supply."""
    g = Grid(width, 3 + len(s.factories))
    x = round_track(g, 0, s, m)
    g.put(0, x + 3, f"Bag {len(s.bag)} tiles · tower {sum(s.tower)}", "dim")
    g.put(1, 0, "Factories", "bold")
    y, x = 1, 10
    for i in range(len(s.factories)):
        src = i + 1
        if x + FACTORY_SLOT - 2 > width:
            y, x = y + 1, 10
        style = "bold reverse" if m.take_source == src else "bold"
        end = g.put(y, x, f"{src}", style, ("source", src)) + 1
        paint_source(g, y, end, s, m, src, width)
        x += FACTORY_SLOT
    y += 1
    style = "bold reverse" if m.take_source == 0 else "bold"
    g.put(y, 0, "Centre", style, ("source", 0))
    x = paint_source(g, y, 10, s, m, 0, width)
    for src in [0, *range(1, len(s.factories) + 1)]:
        note = last_take_note(s, src, m)
        if note is None:
            continue
        text = note[0] + ("" if src == 0 else f" from factory {src}")
        if x + 3 + len(text) <= width:
            x = g.put(y, x + 3, text, f"italic {note[1]}")
    y += 1
    g.put(y, 0, "Supply", "bold")
    x = 10
    for i, t in enumerate(s.supply):
        if t is None:
            x = g.put(y, x, "· ", "dim")
        else:
            x = tile(g, y, x, t, m, 2, ("supply", i), m.supply_cursor == i)
    return g.crop_height()


# --- player boards -----------------------------------------------------------------------


def paint_name(g: Grid, s: AzulState, seat: int, m: Marks, width: int) -> None:
    on_turn = s.phase != "over" and s.current == seat
    x = g.put(0, 0, "▶" if on_turn else " ", "bold")
    x = player_tag(g, 0, x, s, seat, m) + 1
    tail = f"{'★ ' if s.token_holder == seat else ''}{s.score(seat)} pts"
    if s.phase in ("place", "bonus") and s.passed[seat]:
        tail = "passed · " + tail
    name = s.players[seat][: max(3, width - len(tail) - 5)]
    g.put(0, x, name, "bold" if on_turn else "")
    g.put(0, width - len(tail), tail, "bold")


def paint_hand(g: Grid, s: AzulState, seat: int, m: Marks, width: int) -> None:
    hand = hand_cells(s.hands[seat])
    x = g.put(1, 0, "Hand ", "dim")
    if m.keep_flags is not None and seat == m.seat:
        for i, c in enumerate(hand):
            kept = m.keep_flags[i]
            style = CURSOR if m.keep_cursor == i else tile_style(c, m.safe)
            if x + 2 > width:
                break
            g.put(1, x, LETTERS[c] if kept else LETTERS[c].lower(), style, ("keep", i))
            g.put(2, x, "^" if kept else "✗", "green" if kept else "bold red")
            x += 2
        g.put(2, 0, "keep", "dim")
        return
    if not hand:
        g.put(1, x, "no tiles", "dim")
    else:
        end = paint_tiles(g, 1, x, hand, m, width)
        if m.paid is not None and seat == m.seat and 2 * len(hand) <= width - x:
            g.put(2, 0, "pays", "bold yellow")
            for i, p in enumerate(m.paid):
                if p:
                    g.put(2, x + 2 * i, "▲", "bold yellow")
        del end
    if any(s.corners[seat]):
        x = g.put(2, 0, "Kept ", "dim")
        paint_tiles(g, 2, x, hand_cells(s.corners[seat]), m, width)


def paint_board(s: AzulState, seat: int, m: Marks, width: int = PANEL_W) -> Grid:
    """A player's panel: name and score, hand (what pays is marked), the seven stars."""
    g = Grid(width, PANEL_H)
    b = board()
    paint_name(g, s, seat, m, width)
    paint_hand(g, s, seat, m, width)
    top = 3
    costs = b.costs[s.side]
    tiles = s.boards[seat]
    last = m.last.get(seat, LastMove())
    cursor_here = m.seat == seat
    for star, (r, c) in enumerate(star_centres()):
        fixed = b.star_colour[star] if s.side == "standard" else None
        glyph = "✶" if star or s.side != "standard" else "✹"
        g.put(top + r, c, glyph, f"bold {star_ink(fixed, m.safe)}")
    for space, (r, c) in enumerate(space_cells()):
        y = top + r
        t = tiles[space]
        target = ("space", seat, space)
        if cursor_here and m.space == space:
            text = LETTERS[t] if t is not None else str(costs[space])
            g.put(y, c, text.ljust(CELL_W), CURSOR, target)
        elif t is not None:
            mark = "•" if space in last.spaces else " "
            g.put(y, c, LETTERS[t] + mark, tile_style(t, m.safe), target)
        else:
            fixed = b.star_colour[space // 6] if s.side == "standard" else None
            style = star_ink(fixed, m.safe)
            if cursor_here and space in m.legal_spaces:
                style = f"bold underline {style} {PAYABLE_BG}"
            g.put(y, c, str(costs[space]).ljust(CELL_W), style, target)
    for sym, (r, c) in enumerate(symbol_cells()):
        kind = b.symbols[sym].kind
        done = all(tiles[i] is not None for i in b.symbol_spaces[sym])
        glyph = SYMBOL_GLYPHS[kind][1 if done else 0]
        style = f"bold {GOLD}" if done else "#8a8a8a"
        if cursor_here and sym in m.symbols:
            style = f"bold black on {GOLD}"
        g.put(top + r, c, glyph, style, ("symbol", seat, sym))
    return g


def summary_line(s: AzulState, seat: int, m: Marks, width: int) -> Grid:
    """One line for a player whose board is not drawn: score, hand, spaces covered."""
    g = Grid(width, 1)
    on_turn = s.phase != "over" and s.current == seat
    x = g.put(0, 0, "▶" if on_turn else " ", "bold")
    x = player_tag(g, 0, x, s, seat, m) + 1
    x = g.put(0, x, s.players[seat][:12], "bold" if on_turn else "") + 1
    token = "★ " if s.token_holder == seat else ""
    x = g.put(0, x, f"{token}{s.score(seat)} pts", "bold") + 1
    covered = sum(t is not None for t in s.boards[seat])
    x = g.put(0, x, f"· {covered} of 42 spaces · ", "dim")
    if s.phase in ("place", "bonus") and s.passed[seat]:
        x = g.put(0, x, "passed ", "dim italic")
    hand = hand_cells(s.hands[seat])
    if hand:
        paint_tiles(g, 0, x, hand, m, width)
    else:
        g.put(0, x, "no tiles", "dim")
    return g


def legend(width: int) -> Grid:
    g = Grid(width, 1)
    x = 0
    for kind, n in (("pillar", 1), ("statue", 2), ("window", 3)):
        x = g.put(0, x, SYMBOL_GLYPHS[kind][0], "#8a8a8a")
        x = g.put(0, x, f" {kind} +{n} ", "dim")
    x = g.put(0, x, "●▲■", f"bold {GOLD}")
    x = g.put(0, x, " surrounded ", "dim")
    x = g.put(0, x, "3", f"bold underline {PAYABLE_BG}")
    x = g.put(0, x, " can pay ", "dim")
    x = g.put(0, x, "•", "bold")
    g.put(0, x, " last move", "dim")
    return g


# --- the whole table -------------------------------------------------------------------


def all_size(n_players: int, n_factories: int) -> tuple[int, int]:
    """Width and height of the "all" arrangement: market rows, boards, legend."""
    width = n_players * PANEL_W + (n_players - 1) * GAP
    market_w = 10 + n_factories * FACTORY_SLOT - 2
    return max(width, market_w), 4 + 1 + PANEL_H + 1


def focus_size(n_players: int, n_factories: int) -> tuple[int, int]:
    """Width and height of the "focus" arrangement: one board, the market column."""
    column = (n_factories + 4) + 1 + (n_players - 1) + 1
    return PANEL_W + GAP + COLUMN_W, max(PANEL_H, column) + 1


def arrangement(n_players: int, n_factories: int, width: int, height: int) -> str:
    w, h = all_size(n_players, n_factories)
    return "all" if w <= width and h <= height else "focus"


def paint_table(s: AzulState, m: Marks, width: int, mode: str) -> Grid:
    n = len(s.players)
    if mode == "all":
        market = paint_market_rows(s, m, width)
        out = Grid(width, market.height + 1 + PANEL_H + 2)
        out.blit(market, 0, 0)
        y = market.height + 1
        for seat in range(n):
            out.blit(paint_board(s, seat, m), y, seat * (PANEL_W + GAP))
        out.blit(legend(width), y + PANEL_H, 0)
        return out.crop_height()
    view = m.view_seat
    column_w = max(20, min(COLUMN_W, width - PANEL_W - GAP))
    market = paint_market_column(s, m, column_w)
    others = [seat for seat in range(n) if seat != view]
    out = Grid(width, max(PANEL_H, market.height + 2 + len(others)) + 1)
    out.blit(paint_board(s, view, m), 0, 0)
    x = PANEL_W + GAP
    out.blit(market, 0, x)
    y = market.height + 1
    for seat in others:
        out.blit(summary_line(s, seat, m, column_w), y, x)
        y += 1
    out.put(y, x, "[ / ] show another player's board", "dim")
    out.blit(legend(width), max(PANEL_H, y + 1), 0)
    return out.crop_height()
