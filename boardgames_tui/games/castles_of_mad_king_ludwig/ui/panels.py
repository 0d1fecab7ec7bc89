"""Text of the side panels: the market, the room / placement preview, choices, cards.

Pure functions from the (redacted) state to rich Text, so the screen stays small and the
texts can be tested without an app. Everything legal or scored is asked of the rules.
"""

from __future__ import annotations

import textwrap
from functools import cache

from rich.text import Text

from boardgames_tui.engine import i18n

from .. import flow
from ..actions import (
    ArrangeStack,
    ChooseReward,
    ChooseStack,
    KeepBonusCards,
    ResolveReward,
    TakeFreeCorridor,
)
from ..components import bonus_cards, constants, tile
from ..endgame import bonus_card_points, square_feet
from ..market import prices
from ..placement import blocked_doors, placement_problem
from ..scoring import points_words, reward_text, score_placement
from ..state import HIDDEN, CastlesState, PlacedTile
from ..words import (
    REWARD_OF,
    amount,
    and_list,
    bonus_card_words,
    favour_name,
    or_list,
    piece_words,
    room_name,
    type_name,
    where_words,
)
from .canvas import abbreviation, room_drawing
from .palette import TYPE_LETTER, text_colour, type_colour

_, ngettext, N_ = i18n.domain("castles_of_mad_king_ludwig")

CORRIDOR_ENTRIES = ("stairs", "hallway")
CORRIDOR_NAMES = {"stairs": N_("Stairs"), "hallway": N_("Hallway")}  # as the market lists them
TURN_WORDS = (N_("as printed"), N_("turned 90° clockwise"), N_("turned upside down"),
              N_("turned 90° anticlockwise"))
FIRST_REWARD = {  # "First the ... room's reward: ..."
    "sleeping": N_("First the sleeping room's reward: look through a room stack"),
    "utility": N_("First the utility room's reward: draw 2 bonus cards, keep 1"),
    "corridor": N_("First the corridor room's reward: take free stairs or a hallway"),
    "downstairs": N_("First the downstairs room's reward: a reward of your choice"),
}
# Message styles that read on the panel's background in both themes (no colour on a
# coloured background; the words say legal / illegal too).
GOOD = "bold"
BAD = "bold reverse"


def room_rule(tile_id: str) -> str:
    """The printed bonus rule in words (§2.2)."""
    spec = tile(tile_id)
    if spec.bonus is None:
        return _("no bonus")
    types = or_list([type_name(t) for t in spec.bonus.types])
    value = f"{spec.bonus.value:+d}"
    if spec.bonus.kind == "castle":
        return _("{value} per {types} anywhere in your castle").format(value=value, types=types)
    if spec.bonus.kind == "touching":
        return _("{value} per touching {types}").format(value=value, types=types)
    return _("{value} per connected {types}").format(value=value, types=types)


def room_chip(tile_id: str, safe: bool) -> Text:
    """The type letter on the type's colour (a span, so text appended after it is plain)."""
    spec = tile(tile_id)
    out = Text()
    out.append(f" {TYPE_LETTER[spec.type]} ", style=(
        f"bold {text_colour(spec.type, safe)} on {type_colour(spec.type, safe)}"))
    return out


def shape_text(tile_id: str, safe: bool, indent: int = 2, small: bool = False) -> Text:
    """The room's shape as printed, with its doors and fences, a line per row of the
    drawing (what fits where is half the decision of buying it); `small`: at the small
    scale (a cell 2 columns on 1 line), for a short panel. Made once per language (the
    cursor moves over the market on every key): a copy, for the caller to change."""
    return _shape_text(tile_id, safe, indent, small, i18n.language()).copy()


@cache  # bounded: every tile, palette, scale and language
def _shape_text(tile_id: str, safe: bool, indent: int, small: bool, _language: str) -> Text:
    canvas = room_drawing(tile_id, safe, small=small)
    out = Text()
    for row in canvas.grid:
        out.append(" " * indent)
        _runs(out, row)
        out.append("\n")
    return out


def shape_beside(tile_id: str, safe: bool, words: str, style: str, width: int,
                 indent: int = 0) -> Text:
    """The room's shape at the small scale with `words` (one style) wrapped to its right:
    a short panel (4 players at 80x24) shows the whole shape and the verdict in the
    height of the shape alone."""
    canvas = room_drawing(tile_id, safe, small=True)
    room = max(width - indent - canvas.width - 1, 8)
    lines = textwrap.wrap(words, room)
    out = Text()
    for k in range(max(canvas.height, len(lines))):
        out.append(" " * indent)
        if k < canvas.height:
            _runs(out, canvas.grid[k])
        else:
            out.append(" " * canvas.width)
        if k < len(lines):
            out.append(" ")
            out.append(lines[k], style=style)
        out.append("\n")
    return out


def _runs(out: Text, row) -> None:
    """One line of a drawing appended: runs of one style as one span."""
    run: list[str] = []
    style = None
    for ch, st in row:
        if st is not style and run:
            out.append("".join(run), style=style)
            run = []
        style = st
        run.append(ch)
    if run:
        out.append("".join(run), style=style)


def market_shapes_text(state: CastlesState, safe: bool, width: int) -> Text:
    """Every room of the market drawn side by side as far as `width` allows, each under
    its slot number and price (the wide layout has room for all of them)."""
    drawings = []
    price_list = prices(state.n)
    for slot, room in enumerate(state.market):
        if room is not None:
            drawings.append((f"{slot + 1} {price_list[slot] // 1000}k",
                             room_drawing(room, safe, small=True)))
    out = Text(_("The rooms of the market:") + "\n", style="bold")
    line: list = []
    used = 0
    for item in drawings:
        if line and used + 1 + _across(*item) > width:
            _side_by_side(out, line)
            line, used = [], 0
        used += _across(*item) + (1 if line else 0)
        line.append(item)
    if line:
        _side_by_side(out, line)
    return out


def _across(label: str, canvas) -> int:
    """The columns a drawing takes beside others: its own, or its label's if wider."""
    return max(len(label), canvas.width)


def _side_by_side(out: Text, drawings: list, gap: int = 1) -> None:
    """Drawings next to each other, each under its label."""
    height = max(canvas.height for _label, canvas in drawings)
    for k, (label, canvas) in enumerate(drawings):
        out.append((" " * gap if k else "") + label.ljust(_across(label, canvas)),
                   style="bold")
    out.append("\n")
    for row in range(height):
        for k, (label, canvas) in enumerate(drawings):
            if k:
                out.append(" " * gap)
            if row < canvas.height:
                _runs(out, canvas.grid[row])
            else:
                out.append(" " * canvas.width)
            out.append(" " * (_across(label, canvas) - canvas.width))
        out.append("\n")


def labels_text(castles: list[tuple[PlacedTile, ...]]) -> Text:
    """The legend of the small scale's 3-letter labels: every room of the castles shown,
    its label and its name, in the labels' order."""
    rooms = sorted({(abbreviation(p.tile), p.tile) for castle in castles for p in castle})
    out = Text(_("Room labels on the small map:") + "\n", style="bold")
    out.append(" · ".join(f"{label} {room_name(t)}" for label, t in rooms) + "\n")
    return out


def room_line(tile_id: str, safe: bool) -> Text:
    spec = tile(tile_id)
    line = room_chip(tile_id, safe)
    line.append(f" {room_name(tile_id)} ", style="bold")
    line.append(_("{size} sq ft, {points}, {rule}").format(
        size=spec.sqft, points=points_words(spec.base, False), rule=room_rule(tile_id)))
    return line


def market_button(state: CastlesState, kind: str) -> str | None:
    """The button drawn below the hallway for the decision (a market entry the cursor
    reaches like a slot): the buyer's pass, the Master Builder's end of pricing."""
    if kind == "turn":
        return _("Pass: take 5,000 Marks (p)")
    if kind == "price":
        return _("Prices set: done (f)")
    return None


def market_lines(state: CastlesState, entry: int) -> int:
    """The line of the market text that market entry `entry` is drawn on: slots, then
    stairs and hallway, then the button (line 0 is the heading)."""
    return 1 + entry


def market_text(state: CastlesState, cursor: int | None, picked: int | None, safe: bool,
                buying: bool, compact: bool = False, button: str | None = None) -> Text:
    """Price slots with rooms and coins, then stairs, hallway, the decision's button
    (pass, prices set), stacks and deck (§5.4). The slots are numbered: the digit keys
    jump to them. Compact: no sizes and no stacks (the cursor's room and the info panel
    show them)."""
    out = Text()
    mb = state.players[state.mb]
    head = _("Master Builder: {name}").format(name=mb) if compact else \
        _("Market — Master Builder: {name}").format(name=mb)
    out.append(head[:32 if compact else 42] + "\n", style="bold")
    width = 17 if compact else 21  # compact: no sizes, and the cursor's ▶ without a ◀
    price_list = prices(state.n)
    for slot, room in enumerate(state.market):
        marker = ("▶" if cursor == slot else " ") + str(slot + 1)
        if picked == slot:
            marker = "✋"  # two cells wide: in place of the marker and the slot's number
        out.append(f"{marker}{price_list[slot] // 1000:>3}k ",
                   style="bold" if cursor == slot else "")
        if room is None:
            out.append(_("  —  empty") + "\n", style="dim")
            continue
        out.append_text(room_chip(room, safe))
        spec = tile(room)
        name = room_name(room)
        if len(name) > width:
            name = name[: width - 1] + "…"
        style = "reverse" if cursor == slot else ""
        if compact:  # the name before its size: the room under the cursor says its size
            out.append(f" {name:<{width}}", style=style)
        else:
            out.append(f" {name:<{width}} {spec.sqft:>3}", style=style)
        coins = state.coins[slot]
        out.append(f" +{coins // 1000}k" if coins else "", style="bold")
        if buying and cursor == slot and not compact:
            out.append(" ◀")
        out.append("\n")
    base = len(state.market)
    price = constants().corridor_price
    for k, piece in enumerate(CORRIDOR_ENTRIES):
        left = state.stairs_left if piece == "stairs" else state.hallways_left
        marker = "▶" if cursor == base + k else " "
        out.append(f"{marker} {price // 1000:>3}k ", style="bold" if cursor == base + k else "")
        label = _(CORRIDOR_NAMES[piece])
        out.append(f" C  {label:<{14 if compact else width}}", style="reverse" if cursor == base + k else "")
        out.append(" " + ngettext("{count} left", "{count} left", left).format(count=left) + "\n",
                   style="dim")
    if button is not None:
        on = cursor == base + len(CORRIDOR_ENTRIES)
        out.append("▶ " if on else "  ", style="bold" if on else "")
        out.append(f" {button} ", style="bold reverse" if on else "bold")
        out.append("\n")
    if not compact:
        out.append_text(stacks_text(state))
    count = len(state.deck)
    if state.last_round:  # the deck may hold the reshuffled discards: no count
        text = _("LAST ROUND · k = 1,000 Marks") if compact else \
            _("LAST ROUND: the room cards have run out · k = 1,000 Marks")
    else:
        text = _("Cards left: {count} · k = 1,000 Marks") if compact else \
            _("Room cards left: {count} · k = 1,000 Marks")
    out.append(text.format(count=count) + "\n", style="bold" if state.last_round else "")
    money = "  ".join(f"{name[:7]} {cash // 1000}k"
                      for name, cash in zip(state.players, state.money, strict=True))
    # compact: no empty line below (at 80x24 with four players every line of the
    # column is needed for the highlighted room's shape under the market)
    out.append(_("Marks: {money}").format(money=money) + ("" if compact else "\n"))
    return out


def stacks_text(state: CastlesState) -> Text:
    """Rooms left in each size's stack, on two lines."""
    out = Text(_("Rooms left in the stacks (sq ft:rooms)") + "\n")
    sizes = sorted(state.stacks.items())
    for half in (sizes[:5], sizes[5:]):
        out.append(" ".join(f"{size}:{len(stack)}" for size, stack in half) + "\n")
    return out


def players_text(state: CastlesState, totals: list[int], shown: int) -> Text:
    """One line per castle: score, money, rooms, square feet ([ ] shows a castle)."""
    out = Text(_("Castles ([ ] shows one):") + "\n", style="bold")
    for seat, name in enumerate(state.players):
        rooms = len(state.castles[seat]) - 1
        mark = "▶" if seat == shown else " "
        out.append(mark + ngettext("{name}: {points} · {money}k · {count} room · {size} sq ft",
                                   "{name}: {points} · {money}k · {count} rooms · {size} sq ft",
                                   rooms).format(
            name=name[:10], points=points_words(totals[seat], False),
            money=state.money[seat] // 1000, count=rooms,
            size=amount(square_feet(state, seat))) + "\n")
    return out


def favours_text(state: CastlesState) -> Text:
    out = Text(_("King's favours, at the end 8/4/2/1 points by rank for the most:") + "\n",
               style="bold")
    for fid in state.favors:
        out.append(f"· {favour_name(fid)}\n")
    return out


def player_text(state: CastlesState, seat: int, show_cards: bool = False) -> Text:
    """Money and, when asked for (key b), the seat's own secret bonus cards."""
    out = Text()
    out.append(_("{name}: {money} Marks").format(name=state.players[seat],
                                                 money=amount(state.money[seat])), style="bold")
    cards = [c for c in state.bonus[seat] if c != HIDDEN]
    if not cards:
        return out
    if show_cards:
        out.append("\n" + _("Your secret bonus cards (b hides them), with what each "
                             "would score now:"))
        known = bonus_cards()
        for card in cards:
            out.append(f"\n· {bonus_card_words(card)}")
            if card in known:
                points = bonus_card_points(state, seat, known[card])
                out.append(" — " + _("now {points}").format(
                    points=points_words(points, False)), style="bold")
    else:
        count = len(cards)
        out.append("\n" + ngettext("{count} secret bonus card: press b to see them",
                                    "{count} secret bonus cards: press b to see them",
                                    count).format(count=count))
    return out


def placement_text(state: CastlesState, castle: tuple[PlacedTile, ...],
                   placed: PlacedTile, safe: bool, connecting: int) -> Text:
    """What the ghost would score, line by line, or why it may not go there (§6.9, §9)."""
    out = room_line(placed.tile, safe)
    turn = _(TURN_WORDS[placed.rot % 4])
    where = where_words(castle, placed)
    where = where[:1].upper() + where[1:]
    if placed.tile == "hallway" and placed.down:
        text = _("{where}, {turn}, downstairs face up")
    else:
        text = _("{where}, {turn}")
    out.append("\n" + text.format(where=where, turn=turn) + "\n")
    problem = placement_problem(castle, placed)
    if problem:
        out.append(_("Cannot go here: {reason}.").format(reason=problem) + "\n", style=BAD)
        return out
    result = score_placement(castle, placed)
    out.append(ngettext("Fits here: joins {count} door.", "Fits here: joins {count} doors.",
                        connecting).format(count=connecting) + "\n", style=GOOD)
    blocked = blocked_doors(castle, placed)
    if blocked:
        rooms = sorted({i for i, _cell, _side in blocked})
        names = [piece_words(castle[i].tile if i < len(castle) else placed.tile)
                 for i in rooms]
        out.append(ngettext("Blocks {count} door: {rooms} can never be completed.",
                            "Blocks {count} doors: {rooms} can never be completed.",
                            len(blocked)).format(count=len(blocked), rooms=and_list(names))
                   + "\n", style=BAD)
    for line in result.lines():
        out.append(f"  {line}\n")
    money = sum(c.money for c in result.completions)
    if money:
        out.append(_("Total: {points}, {money} Marks").format(
            points=points_words(result.total), money="+" + amount(money) if money > 0
            else "-" + amount(-money)), style="bold")
    else:
        out.append(_("Total: {points}").format(points=points_words(result.total)), style="bold")
    out.append("\n")
    return out


def why_not(state: CastlesState, entry: int) -> str | None:
    n = len(state.market)
    if entry < n:
        return flow.why_not_buy_room(state, entry)
    if entry - n < len(CORRIDOR_ENTRIES):
        return flow.why_not_buy_corridor(state, CORRIDOR_ENTRIES[entry - n])
    return None  # the pass button


def choice_label(action, state: CastlesState) -> str:
    """One line per option of a list decision (bonus cards, rewards, stacks)."""
    if isinstance(action, KeepBonusCards):
        return _("Keep {cards}").format(cards=and_list([bonus_card_words(c)
                                                        for c in action.keep]))
    if isinstance(action, TakeFreeCorridor):
        return _("Take free stairs") if action.piece == "stairs" else _("Take a free hallway")
    if isinstance(action, ChooseStack):
        count = len(state.stacks[action.size])
        return ngettext("Look through the {size} sq ft stack ({count} room)",
                        "Look through the {size} sq ft stack ({count} rooms)",
                        count).format(size=action.size, count=count)
    if isinstance(action, ArrangeStack):
        if not action.top:
            return _("Put nothing on top")
        text = room_name(action.top[0])
        for t in action.top[1:]:
            text = _("{rooms}, then {room}").format(rooms=text, room=room_name(t))
        return _("On top: {rooms}").format(rooms=text)
    if isinstance(action, ChooseReward):
        text = reward_text(action.reward)
        if action.reward == "living":
            text = _("score the downstairs room again")
        reward = _(REWARD_OF[action.reward])
        return _("{reward}: {text}").format(reward=reward[:1].upper() + reward[1:], text=text)
    if isinstance(action, ResolveReward):
        return _(FIRST_REWARD[action.reward])
    return str(action)


def choices_text(options: list, cursor: int, state: CastlesState, height: int = 14) -> Text:
    out = Text()
    start = max(0, min(cursor - height // 2, len(options) - height))
    for i in range(start, min(len(options), start + height)):
        mark = "▶ " if i == cursor else "  "
        out.append(mark + choice_label(options[i], state) + "\n",
                   style="reverse" if i == cursor else "")
    if len(options) > height:
        out.append(_("({number} of {count})").format(number=cursor + 1, count=len(options)) + "\n",
                   style="dim")
    return out


LEGEND_WORD = {  # the room types as the legend names them, one word each
    "living": N_("living"), "activity": N_("activity"), "sleeping": N_("sleeping"),
    "food": N_("food"), "utility": N_("utility"), "outdoor": N_("outdoor"),
    "corridor": N_("corridor"), "downstairs": N_("downstairs"),
}


def legend_text(width: int = 200) -> Text:
    """One line: door glyphs, fence, the last-room mark, and the type letters (with their
    colours) when there is room; below that width the letters are explained by help."""
    out = Text(_("○ open, = joined, × blocked, # fence") + " ")
    full = " ".join(v + " " + _(LEGEND_WORD[k]) for k, v in TYPE_LETTER.items())
    if len(out) + len(full) <= width:
        for i, (k, v) in enumerate(TYPE_LETTER.items()):
            out.append(" " if i else "")
            out.append(v, style="bold")
            out.append(" " + _(LEGEND_WORD[k]))
    else:
        out.append(_("{letters}: room types (F1)").format(letters=" ".join(TYPE_LETTER.values())))
    return out


def seat_label(state: CastlesState, seat: int, colour: str, points: int,
               on_turn: bool) -> Text:
    """Whose castle a panel shows (the wide layout shows every castle): the name in the
    player's colour, the points, and a mark on the player whose turn it is."""
    out = Text("▶ " if on_turn else "  ", style="bold")
    out.append(state.players[seat], style=f"bold {colour}")
    out.append(" " + ngettext("{points} point", "{points} points", points).format(
        points=points))
    if on_turn:
        out.append(" " + _("on turn"), style="bold reverse")
    return out


def cut_title(label: Text, cut: bool, width: int) -> Text:
    """A castle panel's title (the wide layout); when the castle is larger than its panel
    (`cut`), the keys that scroll it, where they fit in `width`."""
    if cut:
        for hint in (_("Shift+arrows scroll"), _("Shift+arrows")):
            if len(label) + len(hint) + 3 <= width:
                return label + " · " + hint
    return label


def castle_title(state: CastlesState, seat: int, floor: str, viewer: int,
                 width: int = 200, small: bool = False, label: Text | None = None,
                 cut: bool = False) -> Text:
    """The castle map's title: whose castle, which floor, the scale and the map's keys as
    far as the width allows; `label`: whose castle as a panel of the wide layout says it
    (`cut`: the castle is larger than its panel: the keys that scroll it, if they fit)."""
    if label is not None:
        # the floor after it where it fits; downstairs (not the usual view) is said even
        # if the words "on turn" must go for it (the ▶ still marks the player on turn)
        turn = label.plain.find(" " + _("on turn"))
        short = label[:turn] if turn >= 0 else label
        floor_words = " — " + (_("ground floor") if floor == "up" else _("downstairs"))
        tries = [(label, floor_words), (label, "")] if floor == "up" else \
            [(label, floor_words), (short, floor_words), (label, "")]
        first, words = next(((t, w) for t, w in tries if len(t) + len(w) <= width), tries[-1])
        out = first.copy()
        out.append(words)
        if cut:  # the scroll keys where they fit, even if "on turn" must go for them
            bare = short.copy()
            bare.append(words)
            for base in (out, bare):
                hinted = cut_title(base, True, width)
                if hinted is not base:
                    out = hinted
                    break
        text = None
    elif seat == viewer:
        text = _("your castle — ground floor") if floor == "up" else _("your castle — downstairs")
    else:
        text = _("{name}'s castle — ground floor") if floor == "up" \
            else _("{name}'s castle — downstairs")
    if text is not None:
        out = Text(text.format(name=state.players[seat]), style="bold")
    scale = " " + _("(small scale)") if small else ""
    hints = [scale + "  " + _("★ last room placed · [ ] other castles · v floor · c centre · z zoom"),
             scale + "  " + _("★ last placed · [ ] castles · v floor · z zoom"),
             scale + "  " + _("★ last placed"), scale, ""]
    for hint in hints:
        if len(out) + len(hint) <= width:
            out.append(hint)
            break
    return out


def turn_text(state: CastlesState, cursor: int, safe: bool, verdict_first: bool = False,
              acting: bool = True) -> Text:
    """The buying decision: the highlighted room or piece, its price, and whether the
    rules allow buying it (§8.3, §6.1.8); `verdict_first`: whether it may be bought on
    the first line (a short panel)."""
    out = Text()
    if verdict_first and cursor < len(state.market) + len(CORRIDOR_ENTRIES):
        reason = why_not(state, cursor)
        if reason:
            out.append(_("Cannot buy: {reason}.").format(reason=reason) + "\n", style=BAD)
        else:
            out.append(buyable_words(acting) + "\n", style=GOOD)
        rest = turn_text(state, cursor, safe, acting=acting)
        rest.right_crop(len(out.plain))  # without its last line, said first here
        return out + rest
    n = len(state.market)
    extra = state.tasks[0].extra if state.tasks else False
    payee = flow.payee(state)
    if payee is None:
        text = _("Extra turn! Buy a room (paid to the bank), or p passes for 5,000 Marks.") \
            if extra else _("Buy a room (paid to the bank), or p passes for 5,000 Marks.")
    else:
        text = _("Extra turn! Buy a room (paid to {name}), or p passes for 5,000 Marks.") \
            if extra else _("Buy a room (paid to {name}), or p passes for 5,000 Marks.")
    out.append(text.format(name=state.players[payee] if payee is not None else "") + "\n",
               style="bold")
    if cursor < n:
        room = state.market[cursor]
        if room:
            out.append_text(room_line(room, safe))
            price = amount(flow.room_price(state, cursor))
            if state.coins[cursor]:
                text = _("Price {price} Marks, {coins} in coins on it").format(
                    price=price, coins=amount(state.coins[cursor]))
            else:
                text = _("Price {price} Marks").format(price=price)
            out.append("\n" + text + "\n")
    elif cursor - n < len(CORRIDOR_ENTRIES):
        piece = CORRIDOR_ENTRIES[cursor - n]
        text = _("Stairs: {price} Marks, 0 points, a corridor") if piece == "stairs" \
            else _("Hallway: {price} Marks, 0 points, a corridor")
        out.append(text.format(price=amount(constants().corridor_price)) + "\n")
    else:
        out.append(_("Pass: buy nothing and take 5,000 Marks from the bank.") + "\n")
        if acting:
            out.append(_("Enter passes.") + "\n", style=GOOD)
        return out
    reason = why_not(state, cursor)
    if reason:
        out.append(_("Cannot buy: {reason}.").format(reason=reason) + "\n", style=BAD)
    else:
        out.append(buyable_words(acting) + "\n", style=GOOD)
    return out


def buyable_words(acting: bool) -> str:
    """A room that may be bought: how to buy it, or (in a replay, where no key buys)
    only that it could be."""
    return _("Enter buys it.") if acting else _("It could be bought.")


def pricing_text(state: CastlesState, cursor: int, picked: int | None, safe: bool,
                 acting: bool = True) -> Text:
    """The Master Builder's pricing: what the highlighted offer would bring in (§8.2);
    the keys only where they work (`acting`: not in a replay)."""
    left = flow.max_swaps(state) - state.swaps_made
    if acting:
        head = _("Set the prices: Up/Down choose a slot, Enter picks a room up and puts it "
                 "on another slot (they swap), Esc puts it back, f or Prices set when done. "
                 "Swaps left: {count}.")
    else:
        head = _("The Master Builder sets the prices. Swaps left: {count}.")
    out = Text(head.format(count=left) + "\n", style="bold")
    if cursor >= len(state.market) and acting:
        out.append(_("Enter: the prices stay as they are now and the buying begins.") + "\n")
    if cursor < len(state.market) and state.market[cursor]:
        room = state.market[cursor]
        assert room is not None
        out.append_text(room_line(room, safe))
        price = flow.room_price(state, cursor)
        if state.coins[cursor]:
            text = _("Offered at {price} Marks: a buyer pays you {price} Marks and keeps the "
                     "{coins} Marks in coins on it.")
        else:
            text = _("Offered at {price} Marks: a buyer pays you {price} Marks.")
        out.append("\n" + text.format(price=amount(price), coins=amount(state.coins[cursor]))
                   + "\n")
    if picked is not None and acting:
        held = state.market[picked]
        if held:
            text = _("Holding the {room}: Enter on another slot swaps them.").format(
                room=room_name(held))
        else:
            text = _("Holding the empty {price} slot: Enter on another slot swaps them.").format(
                price=amount(prices(state.n)[picked]))
        out.append(text + "\n", style="bold")
    return out
