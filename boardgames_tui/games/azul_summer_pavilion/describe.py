"""The log line of each decision, in the game's words (words.py).

"Ana takes 3 blue tiles and 1 wild purple from factory 2", "Ben places a red tile on the
4 of the red star (pays 3 red and 1 wild purple) for 2 points", "Ana passes, keeping
2 blue tiles". A pass made because no tile can be placed says so; a player whose hand
ran empty passes by themselves and the line of the decision that caused it says that too.
"""

from __future__ import annotations

from pydantic import BaseModel

from .actions import Pass, Place, Take, TakeBonus
from .placing import legal_places, preview
from .state import AzulState
from .taking import actual_loss, source_counts, take_penalty, tiles_taken
from .turns import pass_penalty
from .words import (
    COLOUR_WORDS,
    loss_text,
    points_text,
    source_name,
    space_name,
    symbol_name,
    tiles_text,
)


def taken_text(got: list[int], wild: int, colour: int) -> str:
    """ "3 blue tiles and 1 wild purple", "1 wild purple tile"."""
    if colour == wild:
        return f"1 wild {COLOUR_WORDS[wild]} tile"
    main = [0] * 6
    main[colour] = got[colour]
    text = tiles_text(main)
    if got[wild]:
        text += f" and 1 wild {COLOUR_WORDS[wild]}"
    return text


def bonus_text(n: int) -> str:
    return f"{n} bonus tile{'s' if n != 1 else ''}"


def describe_action(state: AzulState, seat: int, action: BaseModel) -> str:
    name = state.players[seat]
    if isinstance(action, Take):
        colour = COLOUR_WORDS.index(action.colour)
        got = tiles_taken(source_counts(state, action.source), colour, state.wild)
        text = (
            f"{name} takes {taken_text(got, state.wild, colour)} from {source_name(action.source)}"
        )
        penalty = take_penalty(state, action)
        if penalty:
            lost = actual_loss(state, seat, penalty)
            text += f", with the start token ({loss_text(lost, penalty)})"
        return text
    if isinstance(action, Place):
        p = preview(state, seat, action)
        paid = [0] * 6
        paid[p.colour] = p.colour_paid
        pays = tiles_text(paid)
        if p.wilds_paid:
            pays += f" and {p.wilds_paid} wild {COLOUR_WORDS[state.wild]}"
        article = "an" if action.colour[0] in "aeiou" else "a"
        text = (
            f"{name} places {article} {action.colour} tile on {space_name(state.side, p.space)} "
            f"(pays {pays}) for {points_text(p.points)}"
        )
        if p.symbols:
            names = " and ".join(symbol_name(state.side, s) for s in p.symbols)
            text += f", and surrounds {names}: {bonus_text(p.bonus_tiles)}"
        return text
    if isinstance(action, TakeBonus):
        tile = state.supply[action.space] if 0 <= action.space < len(state.supply) else None
        if tile is None:
            return f"{name} takes an empty supply space"
        article = "an" if COLOUR_WORDS[tile][0] in "aeiou" else "a"
        return f"{name} takes {article} {COLOUR_WORDS[tile]} bonus tile from the supply"
    if isinstance(action, Pass):
        hand = state.hands[seat]
        stuck = not legal_places(state, seat)
        text = f"{name} cannot place any tile and passes" if stuck else f"{name} passes"
        if sum(action.keep):
            text += f", keeping {tiles_text(action.keep)}"
        discarded = pass_penalty(hand, action.keep)
        if discarded:
            lost = actual_loss(state, seat, discarded)
            tiles = "tile" if discarded == 1 else "tiles"
            text += f", and discards {discarded} {tiles} ({loss_text(lost, discarded)})"
        return text
    return f"{name} decides"


def auto_passed(before: AzulState, seat: int, after: AzulState) -> list[int]:
    """Seats other than `seat` that passed by themselves (empty hand, rules §10.1) during
    one decision of `seat`, within the same round."""
    if after.round != before.round or after.phase not in ("place", "bonus"):
        return []
    was = before.passed if before.phase != "take" else [False] * len(before.players)
    return [s for s in range(len(after.players)) if s != seat and after.passed[s] and not was[s]]


def empty_hand_pass(name: str) -> str:
    return f"{name} has no tiles left and passes"
