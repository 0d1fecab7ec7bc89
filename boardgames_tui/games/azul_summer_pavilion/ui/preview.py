"""Texts for the Azul screen: the move preview, why a space is refused, the prompt.

Every number comes from the rules layer (tiles_taken, take_penalty, preview, pass_penalty,
allowed_colours, cost_of); these functions only phrase it (issue 3: the previews).
"""

from __future__ import annotations

from typing import Any, Protocol

from rich.text import Text

from boardgames_tui.engine import i18n

from ..components import board
from ..describe import taken_text
from ..placing import allowed_colours, cost_of, preview
from ..taking import actual_loss, source_counts, take_penalty, tiles_taken
from ..turns import default_keep, pass_penalty
from ..words import (
    A_TILE,
    colour_name,
    coloured,
    join_each_and,
    points_text,
    source_name,
    space_name,
    star_name,
    tiles_text,
    wilds_text,
)
from .palette import NAMES, letters

_, ngettext, N_ = i18n.domain("azul_summer_pavilion")
ORANGE = NAMES.index("orange")  # the prompt's example star


class Controller(Protocol):
    """What these texts read of the screen's selection model (controller.py, which
    imports this module for its texts: this names what is read, not the class)."""

    sel: Any
    state: Any
    seat: int
    mode: str

    def current_take(self) -> Any: ...
    def current_place(self) -> Any: ...
    def places(self) -> list: ...
    def space_options(self, space: int | None) -> list: ...
    def keep_counts(self) -> Any: ...
    def explain_space(self, space: int | None) -> str: ...

WARN = "bold red"


# the symbols a placement surrounds, in the preview ("a pillar and a statue")
A_SYMBOL = {"pillar": N_("a pillar"), "statue": N_("a statue"), "window": N_("a window")}


def counts_text(counts: list[int]) -> str:
    """ "2 blue + 1 red" (the tiles kept when passing)."""
    return " + ".join(coloured(c, n) for c, n in enumerate(counts) if n) or _("nothing")


def capital(text: str) -> str:
    """A space's name at the start of a sentence."""
    return f"{text[0].upper()}{text[1:]}"


def explain_space(ctl: Controller, space: int | None) -> str:
    """Why the space under the cursor cannot take a tile now (rules §10.2-10.3)."""
    s = ctl.state
    if space is None:
        return _("Choose a space first.")
    label = space_name(s.side, space)
    tiles = s.boards[ctl.seat]
    if tiles[space] is not None:
        return _("{space} is already covered.").format(space=capital(label))
    hand = s.hands[ctl.seat]
    allowed = allowed_colours(s.side, tiles, space // 6)
    have = [c for c in allowed if hand[c]]
    if not have:
        names = "/".join(colour_name(c) for c in allowed)
        return _("{space} takes {colours}: you have no such tile.").format(
            space=capital(label), colours=names)
    cost = cost_of(s, space)
    c = have[0]
    wild = hand[s.wild] if c != s.wild else 0
    if wild:
        return _("{space} costs {cost} tiles: you have {tiles} + {wilds} wild - not enough."
                 ).format(space=capital(label), cost=cost, tiles=coloured(c, hand[c]), wilds=wild)
    return _("{space} costs {cost} tiles: you have {tiles} - not enough.").format(
        space=capital(label), cost=cost, tiles=coloured(c, hand[c]))


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
        text.append(_("Take from {source}: ").format(source=source_name(take.source)), "bold")
        text.append(taken_text(got, s.wild, colour))
        if take.source != 0:
            rest = [counts[c] - got[c] for c in range(6)]
            if any(rest):
                text.append(_(". To the centre: {tiles}").format(tiles=tiles_text(rest)))
        penalty = take_penalty(s, take)
        lost = actual_loss(s, ctl.seat, penalty)
        if lost:
            if lost == penalty:
                warning = _("First from the centre: you take the start token and lose {points}.")
            else:
                warning = _("First from the centre: you take the start token and lose {points} "
                            "(a score never drops below 1).")
            text.append("\n" + warning.format(points=points_text(lost)), WARN)
        elif penalty:
            text.append(
                "\n" + _("First from the centre: you take the start token; you are at 1 point, "
                         "so you lose nothing."),
                "yellow",
            )
        elif take.source == 0 and s.token_in_centre:
            text.append("\n" + _("First from the centre: you take the start token."), "yellow")
    elif mode == "place" and ctl.sel.button:
        hand = s.hands[ctl.seat]
        pass_preview(ctl, text, default_keep(hand, s.round))
    elif mode == "place":
        action = ctl.current_place()
        label = space_name(s.side, ctl.sel.space) if ctl.sel.space is not None else ""
        if action is None:
            text.append(ctl.explain_space(ctl.sel.space), WARN)
            if not ctl.places():
                text.append("\n" + _("No placement is possible: press p to pass."))
            return text
        p = preview(s, ctl.seat, action)
        options = ctl.space_options(ctl.sel.space)
        colours = list(dict.fromkeys(a.colour for a in options))
        wilds = sorted(a.wilds for a in options if a.colour == action.colour)
        colour = NAMES.index(action.colour)
        tile = capital(_(A_TILE[colour]))
        text.append(_("{tile} on {space}").format(tile=tile, space=label), "bold")
        text.append(_(" · cost {cost}: pay {tiles}").format(
            cost=p.cost, tiles=coloured(colour, p.colour_paid)))
        if p.wilds_paid:
            text.append(" + " + wilds_text(s.wild, p.wilds_paid))
        gain = (_(" · +{count} point") if p.points <= 1 else _(" · +{count} points"))
        text.append(gain.format(count=p.points), "bold green")
        if p.symbols:
            # the board highlights which ones; the log line names them in full
            names = join_each_and([_(A_SYMBOL[board().symbols[i].kind]) for i in p.symbols])
            bonus = ngettext(" · surrounds {symbols}: +{count} bonus tile",
                             " · surrounds {symbols}: +{count} bonus tiles", p.bonus_tiles)
            text.append(bonus.format(symbols=names, count=p.bonus_tiles), "bold yellow")
        hints = []
        if len(wilds) > 1:
            hints.append(_("+/- wilds ({fewest}-{most})").format(fewest=wilds[0], most=wilds[-1]))
        if len(colours) > 1:
            hints.append(_("c colour ({colours})").format(
                colours="/".join(colour_name(NAMES.index(c)) for c in colours)))
        if hints:
            text.append("\n" + "   ".join(hints), "dim")
    elif mode == "bonus":
        n = s.bonus_owed
        text.append(
            ngettext("Bonus: choose {count} more tile from the supply, any colour",
                     "Bonus: choose {count} more tiles from the supply, any colour",
                     n).format(count=n),
            "bold",
        )
        if ctl.sel.supply is not None and s.supply[ctl.sel.supply] is not None:
            text.append(_(" - under the cursor: {colour}").format(
                colour=colour_name(s.supply[ctl.sel.supply])))
    elif mode == "pass":
        pass_preview(ctl, text, ctl.keep_counts())
        if ctl.places():
            text.append("\n" + _("You could still place a tile (Esc goes back)."), "dim")
    return text


def pass_preview(ctl: Controller, text: Text, keep: tuple[int, ...]) -> None:
    """What passing keeping `keep` does: the tiles kept, the points the discards cost."""
    s = ctl.state
    hand = s.hands[ctl.seat]
    discarded = pass_penalty(hand, keep)
    lost = actual_loss(s, ctl.seat, discarded)
    text.append(_("Pass: "), "bold")
    if s.round >= 6:
        text.append(_("last round - every tile left is discarded"))
    else:
        kept = counts_text(list(keep)) if any(keep) else _("nothing")
        text.append(_("keep {tiles} ({count} of at most 4)").format(
            tiles=kept, count=sum(keep)))
    if lost:
        if lost == discarded:
            loss = ngettext(" · discard {count} tile: -{points}",
                            " · discard {count} tiles: -{points}", discarded)
        else:
            loss = ngettext(" · discard {count} tile: -{points} (a score never drops below 1)",
                            " · discard {count} tiles: -{points} (a score never drops below 1)",
                            discarded)
        text.append(loss.format(count=discarded, points=points_text(lost)), WARN)
    elif discarded:
        text.append(ngettext(" · discard {count} tile: you are at 1 point, no loss",
                             " · discard {count} tiles: you are at 1 point, no loss",
                             discarded).format(count=discarded), "yellow")
    else:
        text.append(_(" · no penalty"), "green")


def prompt(ctl: Controller, name: str) -> str:
    mode = ctl.mode
    if mode == "take":
        return _("{name}: take tiles - ←/→ colour, ↑/↓ factory or centre, Enter takes.").format(
            name=name)
    if mode == "place":
        if not ctl.places():
            return _("{name}: you cannot place any tile - press p to pass.").format(name=name)
        if ctl.sel.star is not None:
            return _("{name}: {star} - 1-6 choose its space, Enter places, Esc back.").format(
                name=name, star=star_name(ctl.state.side, ctl.sel.star))
        return _("{name}: place a tile - arrows/Tab move, or a star's letter and a number "
                 "({letter} 4: {colour} 4); Enter places, p passes.").format(
            name=name, letter=letters().colours[ORANGE], colour=colour_name(ORANGE))
    if mode == "bonus":
        return _("{name}: take bonus tiles from the supply - ←/→ choose, Enter takes.").format(
            name=name)
    if mode == "pass":
        if not ctl.places():
            return _("{name}: no tile fits - keep up to 4 (←/→, Space), Enter passes.").format(
                name=name)
        return _("{name}: pass - ←/→ tile, Space keeps or discards, Enter passes, Esc back."
                 ).format(name=name)
    return _("{name}: waiting.").format(name=name)
