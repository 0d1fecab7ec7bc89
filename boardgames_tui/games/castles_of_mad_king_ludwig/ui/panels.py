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
from ..data import bonus_cards, constants, favors, tile
from ..market import prices
from ..placement import placement_problem
from ..scoring import REWARD_TEXT, score_placement
from ..state import HIDDEN, CastlesState, PlacedTile
from .palette import TYPE_LETTER, text_colour, type_colour

CORRIDOR_ENTRIES = ("stairs", "hallway")


def room_rule(tile_id: str) -> str:
    """The printed bonus rule in words (§2.2)."""
    spec = tile(tile_id)
    if spec.bonus is None:
        return "no bonus"
    types = "/".join(spec.bonus.types)
    where = {"connected": "connected", "touching": "touching", "castle": "in your castle"}
    if spec.bonus.kind == "castle":
        return f"{spec.bonus.value:+d} per {types} room in your castle"
    return f"{spec.bonus.value:+d} per {where[spec.bonus.kind]} {types} room"


def room_chip(tile_id: str, safe: bool) -> Text:
    spec = tile(tile_id)
    return Text(f" {TYPE_LETTER[spec.type]} ", style=(
        f"bold {text_colour(spec.type, safe)} on {type_colour(spec.type, safe)}"))


def room_line(tile_id: str, safe: bool) -> Text:
    spec = tile(tile_id)
    line = room_chip(tile_id, safe)
    line.append(f" {spec.name} ", style="bold")
    line.append(f"{spec.sqft} sq ft, {spec.base} pts, {room_rule(tile_id)}")
    return line


def market_text(state: CastlesState, cursor: int | None, picked: int | None, safe: bool,
                buying: bool) -> Text:
    """Price slots with rooms and coins, then stairs, hallway, stacks and deck (§5.4)."""
    out = Text()
    mb = state.players[state.mb]
    out.append(f"Market — Master Builder: {mb}\n", style="bold")
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
        out.append(f" +{coins // 1000}k" if coins else "", style="yellow")
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
    sizes = sorted(state.stacks.items())
    for half in (sizes[:5], sizes[5:]):
        stacks = "  ".join(f"{size}:{len(stack)}" for size, stack in half)
        out.append(f"Stacks {stacks}\n", style="dim")
    last = "  LAST ROUND" if state.last_round else ""
    out.append(f"Room cards left {len(state.deck)}, discards {len(state.discard)}{last}\n",
               style="bold red" if state.last_round else "dim")
    money = "  ".join(f"{name[:7]} {cash // 1000}k"
                      for name, cash in zip(state.players, state.money, strict=True))
    out.append(f"Marks: {money}\n")
    return out


def favours_text(state: CastlesState) -> Text:
    out = Text("King's favours: ", style="bold")
    out.append("; ".join(favors()[f].text for f in state.favors))
    return out


def player_text(state: CastlesState, seat: int) -> Text:
    """Money and the seat's own bonus cards (the screen shows them only to that seat)."""
    out = Text()
    out.append(f"{state.players[seat]}: {state.money[seat]:,} Marks", style="bold")
    cards = [bonus_cards()[c].text for c in state.bonus[seat] if c != HIDDEN]
    if cards:
        out.append("\nYour bonus cards: " + "; ".join(cards))
    return out


def placement_text(state: CastlesState, castle: tuple[PlacedTile, ...],
                   placed: PlacedTile, safe: bool, connecting: int) -> Text:
    """What the ghost would score, line by line, or why it may not go there (§6.9, §9)."""
    out = room_line(placed.tile, safe)
    face = " (downstairs face)" if placed.tile == "hallway" and placed.down else ""
    out.append(f"\nrotation {placed.rot * 90}°{face}, at ({placed.x}, {placed.y})\n")
    problem = placement_problem(castle, placed)
    if problem:
        out.append(f"Illegal: {problem}.\n", style="bold red")
        return out
    result = score_placement(castle, placed)
    out.append(f"Legal: {connecting} door(s) connect.\n", style="bold green")
    for line in result.lines():
        out.append(f"  {line}\n")
    out.append(f"Total: {result.total:+d} points", style="bold")
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
        return "Keep: " + " + ".join(bonus_cards().get(c).text if c in bonus_cards() else c
                                     for c in action.keep)
    if isinstance(action, TakeFreeCorridor):
        return f"Take free {action.piece}"
    if isinstance(action, ChooseStack):
        return f"Look through the {action.size} sq ft stack ({len(state.stacks[action.size])})"
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
        return f"{action.reward.capitalize()}: {text}"
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
               + f"Buy (paid to {to}) or pass (p) for 5,000.\n", style="bold")
    if cursor < n:
        room = state.market[cursor]
        if room:
            out.append_text(room_line(room, safe))
            out.append(f"\nprice {flow.room_price(state, cursor):,}")
            if state.coins[cursor]:
                out.append(f", {state.coins[cursor]:,} in coins on it")
            out.append("\n")
    else:
        piece = CORRIDOR_ENTRIES[cursor - n]
        out.append(f"{piece.capitalize()}: {constants().corridor_price:,} Marks, "
                   "0 points, a corridor piece\n")
    reason = why_not(state, cursor)
    if reason:
        out.append(f"Cannot buy: {reason}.\n", style="red")
    else:
        out.append("Enter buys it.\n", style="green")
    return out


def pricing_text(state: CastlesState, cursor: int, picked: int | None, safe: bool) -> Text:
    """The Master Builder's pricing: what the highlighted offer would bring in (§8.2)."""
    out = Text("Set the prices: Up/Down choose a slot, Enter picks a room up and puts it "
               "on another slot (they swap), f when done.\n", style="bold")
    if cursor < len(state.market) and state.market[cursor]:
        room = state.market[cursor]
        assert room is not None
        out.append_text(room_line(room, safe))
        price = flow.room_price(state, cursor)
        out.append(f"\nOffered at {price:,}: a buyer pays you {price:,}")
        if state.coins[cursor]:
            out.append(f" and keeps the {state.coins[cursor]:,} on it")
        out.append(".\n")
    if picked is not None:
        out.append(f"Holding the room of slot {picked + 1}: Enter on another slot swaps "
                   "them.\n", style="yellow")
    return out
