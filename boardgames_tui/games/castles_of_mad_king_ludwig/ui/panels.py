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
    spec = tile(tile_id)
    return Text(f" {TYPE_LETTER[spec.type]} ", style=(
        f"bold {text_colour(spec.type, safe)} on {type_colour(spec.type, safe)}"))


def room_line(tile_id: str, safe: bool) -> Text:
    spec = tile(tile_id)
    line = room_chip(tile_id, safe)
    line.append(f" {spec.name} ", style="bold")
    line.append(f"{spec.sqft} sq ft, {points_words(spec.base, False)}, {room_rule(tile_id)}")
    return line


def market_text(state: CastlesState, cursor: int | None, picked: int | None, safe: bool,
                buying: bool) -> Text:
    """Price slots with rooms and coins, then stairs, hallway, stacks and deck (§5.4)."""
    out = Text()
    mb = state.players[state.mb]
    out.append(f"Market (k = 1,000 Marks) — Master Builder: {mb}\n", style="bold")
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
        name = spec.name[:18]
        style = "reverse" if cursor == slot else ""
        out.append(f" {name:<18} {spec.sqft:>3}", style=style)
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
        out.append(f" C  {piece.capitalize():<18}", style="reverse" if cursor == base + k
                   else "")
        out.append(f" {left} left\n", style="dim")
    out.append_text(stacks_text(state))
    last = " — LAST ROUND" if state.last_round else ""
    out.append(f"Room cards left: {len(state.deck)}{last}\n",
               style="bold" if state.last_round else "")
    money = "  ".join(f"{name[:7]} {cash // 1000}k"
                      for name, cash in zip(state.players, state.money, strict=True))
    out.append(f"Marks: {money}\n")
    return out


def stacks_text(state: CastlesState) -> Text:
    """Rooms left in each size's stack, on two lines."""
    out = Text()
    sizes = sorted(state.stacks.items())
    for k, half in enumerate((sizes[:5], sizes[5:])):
        stacks = " ".join(f"{size}:{len(stack)}" for size, stack in half)
        label = "Stacks (sq ft:rooms)" if k == 0 else " " * len("Stacks (sq ft:rooms)")
        out.append(f"{label} {stacks}\n")
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


def legend_text() -> Text:
    out = Text("Doors: ○ open  = connected  × blocked   # fence   ", style="dim")
    out.append(" ".join(f"{v}={k}" for k, v in TYPE_LETTER.items()), style="dim")
    return out


def castle_title(state: CastlesState, seat: int, floor: str, viewer: int) -> Text:
    who = "your castle" if seat == viewer else f"{state.players[seat]}'s castle"
    level = "ground floor" if floor == "up" else "downstairs"
    out = Text(f"{who} — {level}", style="bold")
    out.append("   ([ ] other castles, v floor, c centre)", style="dim")
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
