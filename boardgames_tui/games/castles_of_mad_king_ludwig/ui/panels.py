"""Text of the side panels: the market, the room / placement preview, choices, cards.

Pure functions from the (redacted) state to rich Text, so the screen stays small and the
texts can be tested without an app. Everything legal or scored is asked of the rules.
"""

from __future__ import annotations

from rich.text import Text

from .. import flow
from ..actions import (
    ArrangeStack,
    ChooseReward,
    ChooseStack,
    KeepBonusCards,
    ResolveReward,
    TakeFreeCorridor,
)
from ..data import constants, tile
from ..endgame import square_feet
from ..market import prices
from ..placement import placement_problem
from ..scoring import REWARD_TEXT, points_words, score_placement
from ..state import HIDDEN, CastlesState, PlacedTile
from ..words import TYPE_NOUN, bonus_card_words, favour_words, where_words
from .palette import TYPE_LETTER, text_colour, type_colour

CORRIDOR_ENTRIES = ("stairs", "hallway")
TURN_WORDS = ("as printed", "turned 90° clockwise", "turned upside down",
              "turned 90° anticlockwise")
# Message styles that read on the panel's background in both themes (no colour on a
# coloured background; the words say legal / illegal too).
GOOD = "bold"
BAD = "bold reverse"


def room_rule(tile_id: str) -> str:
    """The printed bonus rule in words (§2.2)."""
    spec = tile(tile_id)
    if spec.bonus is None:
        return "no bonus"
    types = " or ".join(TYPE_NOUN[t][0] for t in spec.bonus.types)
    value = f"{spec.bonus.value:+d}"
    if spec.bonus.kind == "castle":
        return f"{value} per {types} anywhere in your castle"
    if spec.bonus.kind == "touching":
        return f"{value} per touching {types}"
    return f"{value} per connected {types}"


def room_chip(tile_id: str, safe: bool) -> Text:
    """The type letter on the type's colour (a span, so text appended after it is plain)."""
    spec = tile(tile_id)
    out = Text()
    out.append(f" {TYPE_LETTER[spec.type]} ", style=(
        f"bold {text_colour(spec.type, safe)} on {type_colour(spec.type, safe)}"))
    return out


def room_line(tile_id: str, safe: bool) -> Text:
    spec = tile(tile_id)
    line = room_chip(tile_id, safe)
    line.append(f" {spec.name} ", style="bold")
    line.append(f"{spec.sqft} sq ft, {points_words(spec.base, False)}, {room_rule(tile_id)}")
    return line


def market_text(state: CastlesState, cursor: int | None, picked: int | None, safe: bool,
                buying: bool, compact: bool = False) -> Text:
    """Price slots with rooms and coins, then stairs, hallway, stacks and deck (§5.4).
    Compact: shorter names and no stacks (the info panel shows them)."""
    out = Text()
    mb = state.players[state.mb]
    head = f"Master Builder: {mb}" if compact else f"Market — Master Builder: {mb}"
    out.append(head[:32 if compact else 42] + "\n", style="bold")
    width = 14 if compact else 18
    price_list = prices(state.n)
    for slot, room in enumerate(state.market):
        marker = "▶" if cursor == slot else " "
        if picked == slot:
            marker = "✋"
        out.append(f"{marker}{price_list[slot] // 1000:>3}k ", style="bold" if cursor == slot
                   else "")
        if room is None:
            out.append("  —  empty\n", style="dim")
            continue
        out.append_text(room_chip(room, safe))
        spec = tile(room)
        name = spec.name[:width]
        style = "reverse" if cursor == slot else ""
        out.append(f" {name:<{width}} {spec.sqft:>3}", style=style)
        coins = state.coins[slot]
        out.append(f" +{coins // 1000}k" if coins else "", style="bold")
        if buying and cursor == slot:
            out.append(" ◀")
        out.append("\n")
    base = len(state.market)
    price = constants().corridor_price
    for k, piece in enumerate(CORRIDOR_ENTRIES):
        left = state.stairs_left if piece == "stairs" else state.hallways_left
        marker = "▶" if cursor == base + k else " "
        out.append(f"{marker}{price // 1000:>3}k ", style="bold" if cursor == base + k else "")
        out.append(f" C  {piece.capitalize():<{width}}", style="reverse" if cursor == base + k
                   else "")
        out.append(f" {left} left\n", style="dim")
    if not compact:
        out.append_text(stacks_text(state))
    last = " — LAST ROUND" if state.last_round else ""
    unit = " · k = 1,000 Marks"
    label = "Cards left" if compact else "Room cards left"
    out.append(f"{label}: {len(state.deck)}{last}{unit}\n",
               style="bold" if state.last_round else "")
    money = "  ".join(f"{name[:7]} {cash // 1000}k"
                      for name, cash in zip(state.players, state.money, strict=True))
    out.append(f"Marks: {money}\n")
    return out


def stacks_text(state: CastlesState) -> Text:
    """Rooms left in each size's stack, on two lines."""
    out = Text("Rooms left in the stacks (sq ft:rooms)\n")
    sizes = sorted(state.stacks.items())
    for half in (sizes[:5], sizes[5:]):
        out.append(" ".join(f"{size}:{len(stack)}" for size, stack in half) + "\n")
    return out


def players_text(state: CastlesState, totals: list[int], shown: int) -> Text:
    """One line per castle: score, money, rooms, square feet ([ ] shows a castle)."""
    out = Text("Castles ([ ] shows one):\n", style="bold")
    for seat, name in enumerate(state.players):
        rooms = len(state.castles[seat]) - 1
        mark = "▶" if seat == shown else " "
        out.append(f"{mark}{name[:10]}: {points_words(totals[seat], False)} · "
                   f"{state.money[seat] // 1000}k · "
                   f"{rooms} room{'s' * (rooms != 1)} · {square_feet(state, seat):,} sq ft\n")
    return out


def favours_text(state: CastlesState) -> Text:
    out = Text("King's favours, at the end 8/4/2/1 points by rank for the most:\n",
               style="bold")
    for fid in state.favors:
        out.append(f"· {favour_words(fid).split(' (')[0]}\n")
    return out


def player_text(state: CastlesState, seat: int, show_cards: bool = False) -> Text:
    """Money and, when asked for (key b), the seat's own secret bonus cards."""
    out = Text()
    out.append(f"{state.players[seat]}: {state.money[seat]:,} Marks", style="bold")
    cards = [c for c in state.bonus[seat] if c != HIDDEN]
    if not cards:
        return out
    if show_cards:
        out.append("\nYour secret bonus cards (b hides them):")
        for card in cards:
            out.append(f"\n· {bonus_card_words(card)}")
    else:
        count = len(cards)
        out.append(f"\n{count} secret bonus card{'s' * (count != 1)}: press b to see them")
    return out


def placement_text(state: CastlesState, castle: tuple[PlacedTile, ...],
                   placed: PlacedTile, safe: bool, connecting: int) -> Text:
    """What the ghost would score, line by line, or why it may not go there (§6.9, §9)."""
    out = room_line(placed.tile, safe)
    face = ", downstairs face up" if placed.tile == "hallway" and placed.down else ""
    turn = TURN_WORDS[placed.rot % 4]
    where = where_words(castle, placed)
    out.append(f"\n{where[:1].upper()}{where[1:]}, {turn}{face}\n")
    problem = placement_problem(castle, placed)
    if problem:
        out.append(f"Cannot go here: {problem}.\n", style=BAD)
        return out
    result = score_placement(castle, placed)
    doors = "door" if connecting == 1 else "doors"
    out.append(f"Fits here: joins {connecting} {doors}.\n", style=GOOD)
    for line in result.lines():
        out.append(f"  {line}\n")
    out.append(f"Total: {points_words(result.total)}", style="bold")
    money = sum(c.money for c in result.completions)
    if money:
        out.append(f", {money:+,} Marks", style="bold")
    out.append("\n")
    return out


def why_not(state: CastlesState, entry: int) -> str | None:
    n = len(state.market)
    if entry < n:
        return flow.why_not_buy_room(state, entry)
    return flow.why_not_buy_corridor(state, CORRIDOR_ENTRIES[entry - n])


def choice_label(action, state: CastlesState) -> str:
    """One line per option of a list decision (bonus cards, rewards, stacks)."""
    if isinstance(action, KeepBonusCards):
        return "Keep " + " and ".join(bonus_card_words(c) for c in action.keep)
    if isinstance(action, TakeFreeCorridor):
        return "Take free stairs" if action.piece == "stairs" else "Take a free hallway"
    if isinstance(action, ChooseStack):
        count = len(state.stacks[action.size])
        return (f"Look through the {action.size} sq ft stack ({count} "
                f"room{'s' * (count != 1)})")
    if isinstance(action, ArrangeStack):
        if not action.top:
            return "Put nothing on top"
        return "On top: " + ", then ".join(tile(t).name for t in action.top)
    if isinstance(action, ChooseReward):
        text = REWARD_TEXT[action.reward].format(
            act=constants().activity_reward_points,
            money=f"{constants().outdoor_reward_money:,}")
        if action.reward == "living":
            text = "score the downstairs room again"
        return f"The reward of a {TYPE_NOUN[action.reward][0]}: {text}"
    if isinstance(action, ResolveReward):
        text = {
            "sleeping": "look through a room stack",
            "utility": "draw 2 bonus cards, keep 1",
            "corridor": "take free stairs or a hallway",
            "downstairs": "a reward of your choice",
        }[action.reward]
        return f"First the {action.reward} room's reward: {text}"
    return str(action)


def choices_text(options: list, cursor: int, state: CastlesState, height: int = 14) -> Text:
    out = Text()
    start = max(0, min(cursor - height // 2, len(options) - height))
    for i in range(start, min(len(options), start + height)):
        mark = "▶ " if i == cursor else "  "
        out.append(mark + choice_label(options[i], state) + "\n",
                   style="reverse" if i == cursor else "")
    if len(options) > height:
        out.append(f"({cursor + 1} of {len(options)})\n", style="dim")
    return out


def legend_text(width: int = 200) -> Text:
    """One line: door glyphs, fence, the last-room mark, and the type letters (with their
    colours) when there is room; below that width the letters are explained by help."""
    out = Text("○ open = joined × blocked # fence  ")
    full = " ".join(f"{v} {k}" for k, v in TYPE_LETTER.items())
    if len(out) + len(full) <= width:
        for i, (k, v) in enumerate(TYPE_LETTER.items()):
            out.append(" " if i else "")
            out.append(v, style="bold")
            out.append(" " + k)
    else:
        out.append(" ".join(TYPE_LETTER.values()) + ": room types (F1)")
    return out


def castle_title(state: CastlesState, seat: int, floor: str, viewer: int,
                 width: int = 200, small: bool = False) -> Text:
    who = "your castle" if seat == viewer else f"{state.players[seat]}'s castle"
    level = "ground floor" if floor == "up" else "downstairs"
    out = Text(f"{who} — {level}", style="bold")
    scale = " (small scale)" if small else ""
    hints = [f"{scale}  ★ last room placed · [ ] other castles · v floor · c centre",
             f"{scale}  ★ last placed · [ ] castles · v floor", "  ★ last placed",
             "  ★ last"]
    for hint in hints:
        if len(out) + len(hint) <= width:
            out.append(hint)
            break
    return out


def turn_text(state: CastlesState, cursor: int, safe: bool) -> Text:
    """The buying decision: the highlighted room or piece, its price, and whether the
    rules allow buying it (§8.3, §6.1.8)."""
    out = Text()
    n = len(state.market)
    extra = state.tasks[0].extra if state.tasks else False
    payee = flow.payee(state)
    to = "the bank" if payee is None else state.players[payee]
    out.append(("Extra turn! " if extra else "")
               + f"Buy a room (paid to {to}), or p passes for 5,000 Marks.\n", style="bold")
    if cursor < n:
        room = state.market[cursor]
        if room:
            out.append_text(room_line(room, safe))
            out.append(f"\nPrice {flow.room_price(state, cursor):,} Marks")
            if state.coins[cursor]:
                out.append(f", {state.coins[cursor]:,} in coins on it")
            out.append("\n")
    else:
        piece = CORRIDOR_ENTRIES[cursor - n]
        out.append(f"{piece.capitalize()}: {constants().corridor_price:,} Marks, "
                   "0 points, a corridor\n")
    reason = why_not(state, cursor)
    if reason:
        out.append(f"Cannot buy: {reason}.\n", style=BAD)
    else:
        out.append("Enter buys it.\n", style=GOOD)
    return out


def pricing_text(state: CastlesState, cursor: int, picked: int | None, safe: bool) -> Text:
    """The Master Builder's pricing: what the highlighted offer would bring in (§8.2)."""
    left = flow.max_swaps(state) - state.swaps_made
    out = Text("Set the prices: Up/Down choose a slot, Enter picks a room up and puts it "
               f"on another slot (they swap), f when done. Swaps left: {left}.\n",
               style="bold")
    if cursor < len(state.market) and state.market[cursor]:
        room = state.market[cursor]
        assert room is not None
        out.append_text(room_line(room, safe))
        price = flow.room_price(state, cursor)
        out.append(f"\nOffered at {price:,} Marks: a buyer pays you {price:,} Marks")
        if state.coins[cursor]:
            out.append(f" and keeps the {state.coins[cursor]:,} Marks in coins on it")
        out.append(".\n")
    if picked is not None:
        held = state.market[picked]
        what = f"the {tile(held).name}" if held else f"the empty {prices(state.n)[picked]:,} slot"
        out.append(f"Holding {what}: Enter on another slot swaps them.\n", style="bold")
    return out
