"""The decision menu: what the choice list shows for the pending decision.

Pure Python (no widgets): the screen turns entries into list options. Everything legal
comes from the rules layer (legal actions, `why_not`, `describe`); the menu only groups
it: card -> main action (others greyed with the reason) -> target with a preview.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .. import board as B
from .. import components as C
from .. import main_actions as M
from ..actions import PlayCard, SkipMain, TakeExam
from ..describe import describe
from ..state import State
from ..turns import why_not
from .render import card_line


@dataclass
class Entry:
    label: str
    action: Any = None  # submit this action
    submenu: str = ""  # open the targets of this main action kind
    toggle: str = ""  # hand choice: pick / unpick this card
    back: bool = False
    enabled: bool = True
    reason: str = ""


def short(state: State, seat: int, action) -> str:
    """The log line without the player's name, plus what it brings."""
    text = describe(state, seat, action)
    name = state.players[seat]
    if text.startswith(name + " "):
        text = text[len(name) + 1 :]
    kind = action.kind
    if kind == "fund_decoration":
        d = B.decoration(state, action.space)
        if d.kind.startswith("kitchen"):
            gain = "+1 Livre per decoration" if d.kind == "kitchen_a" else "+1 Livre per dress"
            text += f" -> income {gain}"
        else:
            text += f" -> {d.pp} PP at the end"
    elif kind == "rent_dress":
        if B.guest_space(state, action.space).master:
            text += " [master space]"
        text += f" -> {C.dress(state.turn.dress).pp} PP at the end" if state.turn else ""
    return text[0].upper() + text[1:] if text else text


def hand_candidates(state: State, seat: int) -> tuple[list[str], list[str]]:
    """(forced cards, cards to choose from) for the hand choice (rules §5.2)."""
    p = state.seats[seat]
    size = C.const("hand_size")
    if len(p.supply) >= size:
        return [], list(dict.fromkeys(p.supply))
    return list(p.supply), list(dict.fromkeys(p.discard))


def hand_entries(state: State, seat: int, legal: list, picked: list[str]) -> list[Entry]:
    forced, choices = hand_candidates(state, seat)
    hand = tuple(sorted(forced + picked))
    legal_hands = {a.cards for a in legal}
    ok = hand in legal_hands
    need = C.const("hand_size") - len(forced) - len(picked)
    confirm = Entry(
        label=f"Confirm hand: {', '.join(hand) or '-'}",
        action=next((a for a in legal if a.cards == hand), None),
        enabled=ok,
        reason="" if ok else f"pick {need} more card(s)",
    )
    out = [confirm]
    for cid in forced:
        out.append(Entry(label=f"[x] {card_line(cid)}", enabled=False, reason="must be taken"))
    for cid in choices:
        mark = "[x]" if cid in picked else "[ ]"
        out.append(Entry(label=f"{mark} {card_line(cid)}", toggle=cid))
    return out


def main_entries(state: State, seat: int, legal: list) -> list[Entry]:
    out = []
    for n, kind in enumerate(M.TYPES_FOR, start=1):
        reason = why_not(state, seat, kind)
        targets = [a for a in legal if a.kind == kind]
        label = f"{n} {M.ACTION_NAMES[kind]}"
        if len(targets) == 1 and kind in ("claim_favor", "depute"):
            out.append(
                Entry(label=label + ": " + short(state, seat, targets[0]), action=targets[0])
            )
        else:
            out.append(Entry(label=label, submenu=kind, enabled=not reason, reason=reason))
    for a in legal:
        if isinstance(a, TakeExam):
            out.append(Entry(label=short(state, seat, a), action=a))
    out.append(Entry(label="Pass: no main action (go to the bonus)", action=SkipMain()))
    return out


def entries(
    state: State, seat: int, legal: list, mode: str = "", picked: list[str] | None = None
) -> list[Entry]:
    """The menu for `seat`'s pending decision (`mode`: an opened main action kind)."""
    if not legal:
        return []
    if state.phase == "choose":
        return hand_entries(state, seat, legal, picked or [])
    t = state.turn
    if t is None:
        return [
            Entry(label=f"Play {card_line(a.card)}", action=a)
            for a in legal
            if isinstance(a, PlayCard)
        ]
    if t.step == "main" and not mode:
        return main_entries(state, seat, legal)
    if t.step == "main":
        targets = [Entry(label=short(state, seat, a), action=a) for a in legal if a.kind == mode]
        return [*targets, Entry(label="Back to the actions (Esc)", back=True)]
    return [Entry(label=short(state, seat, a), action=a) for a in legal]


def step_title(state: State, seat: int, mode: str = "") -> str:
    """One line: what is being decided now (the prompt)."""
    name = state.players[seat]
    if state.phase == "choose":
        return f"{name}: choose 3 cards for your hand (secret). Enter picks, then Confirm."
    t = state.turn
    if t is None:
        return f"{name}: play a card from your hand."
    card = card_line(t.card)
    titles = {
        "main": f"{name} plays {card}: choose a main action"
        + (f" -> {M.ACTION_NAMES[mode]}: choose the target" if mode else ""),
        "handin": f"{name}: hand in kept tiles for {t.dress} (missing bales)",
        "place": f"{name}: rent {t.dress} onto a guest space, or sell it",
        "free_tile": f"{name}: take a free tile from the drawers",
        "drawn": f"{name}: keep the drawn tile or discard it for yarn/lace",
        "jewel": f"{name}: buy a jewel for the dress, or skip",
        "bonus": f"{name}: bonus of {card_line(t.bonus_card)}",
        "extra": f"{name}: the additional action of the bonus",
        "tiles_pp": f"{name}: discard kept tiles for PP, then finish",
    }
    return titles.get(t.step, name)
