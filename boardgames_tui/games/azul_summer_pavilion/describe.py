"""The log line of each decision, in the game's words (words.py).

"Ana takes 3 blue tiles and 1 wild purple from factory 2", "Ben places a red tile on the
4 of the red star (pays 3 red and 1 wild purple) for 2 points", "Ana passes, keeping
2 blue tiles". A pass made because no tile can be placed says so; a player whose hand
ran empty passes by themselves and the line of the decision that caused it says that too.
"""

from __future__ import annotations

from pydantic import BaseModel

from ...engine import i18n
from ...engine.errors import IllegalAction
from ...engine.game_words import GameWords
from .actions import AzulAction, Pass, Place, Take, TakeBonus
from .components import constants
from .placing import legal_places, preview
from .state import AzulState
from .summary import TOPIC_BONUS, TOPIC_PASS, TOPIC_PLACE, TOPIC_TAKE, round_lines
from .taking import actual_loss, source_counts, take_penalty, tiles_taken
from .turns import pass_penalty
from .words import (
    A_BONUS_TILE,
    A_TILE,
    COLOUR_WORDS,
    ONE_WILD_TILE,
    join_each_and,
    loss_text,
    points_text,
    source_name,
    space_name,
    symbol_name,
    tiles_text,
    wilds_text,
)

_, ngettext, N_ = i18n.domain("azul_summer_pavilion")


def taken_text(got: list[int], wild: int, colour: int) -> str:
    """ "3 blue tiles and 1 wild purple", "1 wild purple tile"."""
    if colour == wild:
        return _(ONE_WILD_TILE[wild])
    main = [0] * 6
    main[colour] = got[colour]
    text = tiles_text(main)
    if got[wild]:
        text = _("{tiles} and {wilds}").format(tiles=text, wilds=wilds_text(wild, 1))
    return text


def bonus_text(n: int) -> str:
    return ngettext("{count} bonus tile", "{count} bonus tiles", n).format(count=n)


def describe_action(state: AzulState, seat: int, action: BaseModel) -> str:
    name = state.players[seat]
    if isinstance(action, Take):
        colour = COLOUR_WORDS.index(action.colour)
        got = tiles_taken(source_counts(state, action.source), colour, state.wild)
        text = _("{name} takes {tiles} from {source}").format(
            name=name, tiles=taken_text(got, state.wild, colour),
            source=source_name(action.source))
        penalty = take_penalty(state, action)
        if penalty:
            lost = actual_loss(state, seat, penalty)
            text = _("{sentence}, with the start token ({loss})").format(
                sentence=text, loss=loss_text(lost, penalty))
        return text
    if isinstance(action, Place):
        p = preview(state, seat, action)
        paid = [0] * 6
        paid[p.colour] = p.colour_paid
        pays = tiles_text(paid)
        if p.wilds_paid:
            pays = _("{tiles} and {wilds}").format(
                tiles=pays, wilds=wilds_text(state.wild, p.wilds_paid))
        text = _("{name} places {tile} on {space} (pays {pays}) for {points}").format(
            name=name, tile=_(A_TILE[COLOUR_WORDS.index(action.colour)]),
            space=space_name(state.side, p.space), pays=pays, points=points_text(p.points))
        if p.symbols:
            names = join_each_and([symbol_name(state.side, s) for s in p.symbols])
            text = _("{sentence}, and surrounds {symbols}: {bonus}").format(
                sentence=text, symbols=names, bonus=bonus_text(p.bonus_tiles))
        return text
    if isinstance(action, TakeBonus):
        tile = state.supply[action.space] if 0 <= action.space < len(state.supply) else None
        if tile is None:
            return _("{name} takes an empty supply space").format(name=name)
        return _("{name} takes {tile} from the supply").format(
            name=name, tile=_(A_BONUS_TILE[tile]))
    if isinstance(action, Pass):
        hand = state.hands[seat]
        stuck = not legal_places(state, seat)
        if stuck:
            text = _("{name} cannot place any tile and passes").format(name=name)
        else:
            text = _("{name} passes").format(name=name)
        if sum(action.keep):
            text = _("{sentence}, keeping {tiles}").format(
                sentence=text, tiles=tiles_text(action.keep))
        discarded = pass_penalty(hand, action.keep)
        if discarded:
            lost = actual_loss(state, seat, discarded)
            text = ngettext("{sentence}, and discards {count} tile ({loss})",
                            "{sentence}, and discards {count} tiles ({loss})", discarded).format(
                sentence=text, count=discarded, loss=loss_text(lost, discarded))
        return text
    return _("{name} decides").format(name=name)


def auto_passed(before: AzulState, seat: int, after: AzulState) -> list[int]:
    """Seats other than `seat` that passed by themselves (empty hand, rules §10.1) during
    one decision of `seat`, within the same round."""
    if after.round != before.round or after.phase not in ("place", "bonus"):
        return []
    was = before.passed if before.phase != "take" else [False] * len(before.players)
    return [s for s in range(len(after.players)) if s != seat and after.passed[s] and not was[s]]


def empty_hand_pass(name: str) -> str:
    return _("{name} has no tiles left and passes").format(name=name)


class AzulWords(GameWords[AzulState, AzulAction]):
    """What players read about Azul: the log lines above, the round summary and help."""

    def describe(self, state: AzulState, seat: int, action: AzulAction) -> str:
        """One log line in the game's words (words.py), plus who passed by themselves."""
        text = describe_action(state, seat, action)
        try:
            after = self.rules.apply(state, seat, action)
        except IllegalAction:
            return text
        for other in auto_passed(state, seat, after):
            text += ". " + empty_hand_pass(state.players[other])
        return text

    def round_number(self, state: AzulState) -> int:
        return min(state.round, constants().rounds)

    def round_summary(self, before: AzulState, after: AzulState) -> list[str]:
        """End of a round: what each player keeps (or the final bonuses); new round: the
        wild colour, the factories filled and who begins (rules §11, §13, D3)."""
        return round_lines(before, after)

    def rules_topic(self, state: AzulState, seat: int) -> str | None:
        """Headings of assets/azul_summer_pavilion/rules.md, one per kind of decision."""
        if state.phase == "over" or seat != state.current:
            return None
        if state.phase == "take":
            return _(TOPIC_TAKE)
        if state.phase == "bonus":
            return _(TOPIC_BONUS)
        if not legal_places(state, seat):
            return _(TOPIC_PASS)
        return _(TOPIC_PLACE)

    def progress(self, state: AzulState) -> str:
        if state.phase == "over":
            return _("game over")
        return _("round {round} of {rounds}").format(round=state.round, rounds=constants().rounds)
