"""Drawing the market (round track, factories, centre, supply) and the player boards.

Pure functions from the (redacted) state plus a `Marks` record of what the screen
highlights, to a Grid. They decide nothing about legality: the screen asks the rules
layer and passes the answers in `Marks`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..components import board, constants
from ..state import AzulState
from .grid import Grid
from .layout import COLS, ROWS, space_cells, symbol_cells
from .palette import LETTERS, NAMES, SYMBOL_GLYPHS, star_ink, tile_style

CURSOR = "bold black on #ffffff"
MARKED = "bold underline"


@dataclass
class Marks:
    """What the screen wants highlighted; targets are tuples the screen understands."""

    take_source: int | None = None  # source of the take under the cursor
    take_colour: int | None = None
    seat: int | None = None  # whose board has the cursor
    space: int | None = None
    legal_spaces: set[int] = field(default_factory=set)
    symbols: set[int] = field(default_factory=set)  # symbols the preview would complete
    supply_cursor: int | None = None
    keep_cursor: int | None = None  # index into the flattened hand while passing
    keep_flags: list[bool] | None = None
    safe: bool = False
    player_colours: list[str] = field(default_factory=list)


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


# --- market --------------------------------------------------------------------------


def paint_market(s: AzulState, m: Marks, width: int) -> Grid:
    g = Grid(width, 8)
    k = constants()
    # round track with the wild colour of each round (rules §3)
    x = g.put(0, 0, "Round ", "bold")
    for r in range(1, k.rounds + 1):
        c = r - 1
        label = f"{r}{LETTERS[c]}"
        style = tile_style(c, m.safe) if r == s.round else star_ink(c, m.safe)
        if r == s.round:
            label = f"▸{label}"
        x = g.put(0, x, label, style) + 1
    x = g.put(0, x + 1, "Wild: ", "bold")
    x = tile(g, 0, x, s.wild, m) + 1
    x = g.put(0, x, NAMES[s.wild])
    x = g.put(0, x + 3, f"Bag {len(s.bag)}  Tower {sum(s.tower)}", "dim")
    # factories, wrapped over as many rows as needed
    y, x = 1, 0
    slot = 4 + 4 * 2 + 1
    for i, f in enumerate(s.factories):
        if x + slot > width:
            y, x = y + 1, 0
        src = i + 1
        label_style = "bold reverse" if m.take_source == src else "bold"
        x = g.put(y, x, f"F{src}", label_style, ("source", src)) + 1
        tiles = [c for c in range(6) for _ in range(f[c])]
        marked = taken_marks(tiles, s.wild, m.take_colour if m.take_source == src else None)
        for c, hi in zip(tiles, marked, strict=True):
            x = tile(g, y, x, c, m, 2, ("take", src, c), hi)
        x = g.put(y, x, "· " * (4 - len(tiles)), "dim") + 1
    # centre: start token and tiles
    y += 1
    label_style = "bold reverse" if m.take_source == 0 else "bold"
    x = g.put(y, 0, "Centre", label_style, ("source", 0)) + 1
    x = g.put(y, x, "★ " if s.token_in_centre else "  ", "bold yellow")
    tiles = [c for c in range(6) for _ in range(s.centre[c])]
    marked = taken_marks(tiles, s.wild, m.take_colour if m.take_source == 0 else None)
    for c, hi in zip(tiles, marked, strict=True):
        if x + 2 > width:
            break
        x = tile(g, y, x, c, m, 2, ("take", 0, c), hi)
    if not any(s.centre):
        g.put(y, x, "(empty)", "dim")
    # supply board (rules §6)
    y += 1
    x = g.put(y, 0, "Supply", "bold") + 2
    for i, t in enumerate(s.supply):
        if t is None:
            x = g.put(y, x, "· ", "dim") + 1
        else:
            x = tile(g, y, x, t, m, 2, ("supply", i), m.supply_cursor == i) + 1
    return g.crop_height()


# --- player boards -------------------------------------------------------------------


def cell_width(n_players: int, width: int) -> int:
    """Two-character cells when every board fits side by side, else compact ones."""
    return 2 if n_players * (COLS * 2 + 3) <= width else 1


def panel_width(w: int) -> int:
    return max(COLS * w, 19) + 2


def hand_cells(hand: list[int]) -> list[int]:
    return [c for c in range(6) for _ in range(hand[c])]


def paint_counts(g: Grid, y: int, x: int, counts: list[int], m: Marks, limit: int) -> int:
    for c in range(6):
        if counts[c] and x + 3 <= limit:
            x = tile(g, y, x, c, m, 1)
            x = g.put(y, x, f"{counts[c]} ")
    return x


def paint_board(s: AzulState, seat: int, m: Marks, w: int) -> Grid:
    pw = panel_width(w)
    g = Grid(pw, ROWS + 3)
    b = board()
    # name line: seat mark in the player's colour, token, score, passed
    on_turn = s.phase != "over" and s.current == seat
    colour = m.player_colours[seat] if seat < len(m.player_colours) else "#888888"
    x = g.put(0, 0, "▶" if on_turn else " ", "bold")
    x = g.put(0, x, f"{seat + 1}", f"bold black on {colour}") + 1
    name = s.players[seat][: max(3, pw - 12)]
    x = g.put(0, x, name, "bold" if on_turn else "")
    tail = f"{'★' if s.token_holder == seat else ''}{s.score(seat):>3}"
    g.put(0, pw - len(tail) - 2, tail, "bold")
    if s.phase in ("place", "bonus") and s.passed[seat]:
        g.put(0, pw - len(tail) - 6, "pass", "dim italic")
    # hand (tiles waiting beside the board) or, while choosing what to keep, every tile
    if m.keep_flags is not None and seat == m.seat:
        x = 0
        for i, c in enumerate(hand_cells(s.hands[seat])):
            kept = m.keep_flags[i]
            style = CURSOR if m.keep_cursor == i else tile_style(c, m.safe)
            x = g.put(1, x, LETTERS[c] if kept else LETTERS[c].lower(), style, ("keep", i))
            if not kept:
                g.put(2, x - 1, "✗", "bold red")
            elif x <= pw - 1:
                g.put(2, x - 1, "^", "green")
    else:
        x = paint_counts(g, 1, 0, s.hands[seat], m, pw)
        if not any(s.hands[seat]):
            g.put(1, 0, "no tiles", "dim")
        if any(s.corners[seat]):
            x = g.put(2, 0, "kept ", "dim")
            paint_counts(g, 2, x, s.corners[seat], m, pw)
    # the seven stars
    costs = b.costs[s.side]
    tiles = s.boards[seat]
    for space, (r, c) in enumerate(space_cells()):
        y, x = r + 3, c * w
        t = tiles[space]
        target = ("space", seat, space)
        if m.seat == seat and m.space == space:
            text = (LETTERS[t] if t is not None else str(costs[space])).ljust(w)
            g.put(y, x, text, CURSOR, target)
        elif t is not None:
            tile(g, y, x, t, m, w, target)
        else:
            fixed = b.star_colour[space // 6] if s.side == "standard" else None
            style = star_ink(fixed, m.safe)
            if m.seat == seat and space in m.legal_spaces:
                style += " " + MARKED
            g.put(y, x, str(costs[space]).ljust(w), style, target)
    for sym, (r, c) in enumerate(symbol_cells()):
        kind = b.symbols[sym].kind
        done = all(tiles[i] is not None for i in b.symbol_spaces[sym])
        glyph = SYMBOL_GLYPHS[kind][1 if done else 0]
        style = "bold #e0c060" if done else "#8a8a8a"
        if m.seat == seat and sym in m.symbols:
            style = "bold black on #e0c060"
        g.put(r + 3, c * w + (w - 1) // 2, glyph, style, ("symbol", seat, sym))
    return g


def paint_boards(s: AzulState, m: Marks, width: int) -> Grid:
    n = len(s.players)
    w = cell_width(n, width)
    pw = panel_width(w)
    per_row = max(1, min(n, width // pw))
    rows = (n + per_row - 1) // per_row
    g = Grid(width, rows * (ROWS + 4))
    for seat in range(n):
        r, col = divmod(seat, per_row)
        g.blit(paint_board(s, seat, m, w), r * (ROWS + 4), col * pw)
    g.crop_height()
    legend = Grid(width, 1)
    x = 0
    for kind, n in (("pillar", 1), ("statue", 2), ("window", 3)):
        x = legend.put(0, x, SYMBOL_GLYPHS[kind][0], "#8a8a8a")
        x = legend.put(0, x, f" {kind} +{n}  ", "dim")
    x = legend.put(0, x, "●▲■", "bold #e0c060")
    x = legend.put(0, x, " surrounded  ", "dim")
    x = legend.put(0, x, "★", "bold yellow")
    legend.put(0, x, " start token  digits: cost", "dim")
    out = Grid(width, g.height + 2)
    out.blit(g, 0, 0)
    out.blit(legend, g.height + 1, 0)
    return out
