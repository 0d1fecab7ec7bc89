"""Texts for the Azul screen: the move preview, why a space is refused, the prompt.

Every number comes from the rules layer (tiles_taken, take_penalty, preview, pass_penalty,
allowed_colours, cost_of); these functions only phrase it (issue 3: the previews).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from ..components import board
from ..describe import taken_text
from ..placing import allowed_colours, cost_of, preview
from ..taking import actual_loss, source_counts, take_penalty, tiles_taken
from ..turns import pass_penalty
from ..words import points_text, space_name, tiles_text
from .palette import NAMES

if TYPE_CHECKING:
    from .controller import Controller

WARN = "bold red"


def source_name(source: int) -> str:
    return "the centre" if source == 0 else f"factory {source}"


def counts_text(counts: list[int]) -> str:
    return " + ".join(f"{n} {NAMES[c]}" for c, n in enumerate(counts) if n) or "nothing"


def explain_space(ctl: Controller, space: int | None) -> str:
    """Why the space under the cursor cannot take a tile now (rules §10.2-10.3)."""
    s = ctl.state
    if space is None:
        return "Choose a space first."
    label = space_name(s.side, space)
    tiles = s.boards[ctl.seat]
    if tiles[space] is not None:
        return f"{label[0].upper()}{label[1:]} is already covered."
    hand = s.hands[ctl.seat]
    allowed = allowed_colours(s.side, tiles, space // 6)
    have = [c for c in allowed if hand[c]]
    if not have:
        names = "/".join(NAMES[c] for c in allowed)
        return f"{label[0].upper()}{label[1:]} takes {names}: you have no such tile."
    cost = cost_of(s, space)
    c = have[0]
    wild = hand[s.wild] if c != s.wild else 0
    return (
        f"{label[0].upper()}{label[1:]} costs {cost} tiles: you have {hand[c]} {NAMES[c]}"
        + (f" + {wild} wild" if wild else "")
        + " - not enough."
    )


def preview_text(ctl: Controller) -> Text:
    s = ctl.state
    mode = ctl.mode
    text = Text()
    if mode == "take":
        take = ctl.current_take()
        if take is None:
            return text
        counts = source_counts(s, take.source)
        colour = NAMES.index(take.colour)
        got = tiles_taken(counts, colour, s.wild)
        text.append(f"Take from {source_name(take.source)}: ", "bold")
        text.append(taken_text(got, s.wild, colour))
        if take.source != 0:
            rest = [counts[c] - got[c] for c in range(6)]
            if any(rest):
                text.append(f". To the centre: {tiles_text(rest)}")
        penalty = take_penalty(s, take)
        lost = actual_loss(s, ctl.seat, penalty)
        if lost:
            floor = "" if lost == penalty else " (a score never drops below 1)"
            text.append(
                f"\nFirst from the centre: you take the start token and lose "
                f"{points_text(lost)}{floor}.",
                WARN,
            )
        elif penalty:
            text.append(
                "\nFirst from the centre: you take the start token; you are at 1 point, "
                "so you lose nothing.",
                "yellow",
            )
        elif take.source == 0 and s.token_in_centre:
            text.append("\nFirst from the centre: you take the start token.", "yellow")
    elif mode == "place":
        action = ctl.current_place()
        label = space_name(s.side, ctl.sel.space) if ctl.sel.space is not None else ""
        if action is None:
            text.append(ctl.explain_space(ctl.sel.space), WARN)
            if not ctl.places():
                text.append("\nNo placement is possible: press p to pass.")
            return text
        p = preview(s, ctl.seat, action)
        options = ctl.space_options(ctl.sel.space)
        colours = list(dict.fromkeys(a.colour for a in options))
        wilds = sorted(a.wilds for a in options if a.colour == action.colour)
        article = "An" if action.colour[0] in "aeiou" else "A"
        text.append(f"{article} {action.colour} tile on {label}", "bold")
        text.append(f" · cost {p.cost}: pay {p.colour_paid} {action.colour}")
        if p.wilds_paid:
            text.append(f" + {p.wilds_paid} wild {NAMES[s.wild]}")
        text.append(f" · +{p.points} point{'s' if p.points > 1 else ''}", "bold green")
        if p.symbols:
            # the board highlights which ones; the log line names them in full
            names = " and ".join(f"a {board().symbols[i].kind}" for i in p.symbols)
            plural = "s" if p.bonus_tiles > 1 else ""
            text.append(f" · surrounds {names}: +{p.bonus_tiles} bonus tile{plural}", "bold yellow")
        hints = []
        if len(wilds) > 1:
            hints.append(f"+/- wilds ({wilds[0]}-{wilds[-1]})")
        if len(colours) > 1:
            hints.append("c colour (" + "/".join(colours) + ")")
        if hints:
            text.append("\n" + "   ".join(hints), "dim")
    elif mode == "bonus":
        n = s.bonus_owed
        text.append(
            f"Bonus: choose {n} more tile{'s' if n > 1 else ''} from the supply, any colour",
            "bold",
        )
        if ctl.sel.supply is not None and s.supply[ctl.sel.supply] is not None:
            text.append(f" - under the cursor: {NAMES[s.supply[ctl.sel.supply]]}")
    elif mode == "pass":
        hand = s.hands[ctl.seat]
        keep = ctl.keep_counts()
        discarded = pass_penalty(hand, keep)
        lost = actual_loss(s, ctl.seat, discarded)
        text.append("Pass: ", "bold")
        if s.round >= 6:
            text.append("last round - every tile left is discarded")
        else:
            kept = counts_text(list(keep)) if any(keep) else "nothing"
            text.append(f"keep {kept} ({sum(keep)} of at most 4)")
        if lost:
            floor = "" if lost == discarded else " (a score never drops below 1)"
            text.append(f" · discard {discarded} tiles: -{points_text(lost)}{floor}", WARN)
        elif discarded:
            text.append(f" · discard {discarded} tiles: you are at 1 point, no loss", "yellow")
        else:
            text.append(" · no penalty", "green")
        if ctl.places():
            text.append("\nYou could still place a tile (Esc goes back).", "dim")
    return text


def prompt(ctl: Controller, name: str) -> str:
    mode = ctl.mode
    if mode == "take":
        return f"{name}: take tiles - ←/→ colour, ↑/↓ factory or centre, Enter takes."
    if mode == "place":
        if not ctl.places():
            return f"{name}: you cannot place any tile - press p to pass."
        return f"{name}: place a tile - arrows/Tab move, Enter places, p passes."
    if mode == "bonus":
        return f"{name}: take bonus tiles from the supply - ←/→ choose, Enter takes."
    if mode == "pass":
        if not ctl.places():
            return f"{name}: no tile fits - keep up to 4 (←/→, Space), Enter passes."
        return f"{name}: pass - ←/→ tile, Space keeps or discards, Enter passes, Esc back."
    return f"{name}: waiting."
