"""What happens between the decisions at the end of a round (rules §5.1, §5.3, §8), as
player-readable lines for the log and the round banner (`GameRules.round_summary`).

A Bruxelles round ends in steps that the players see one after the other and confirm
(columns, coats of arms, Brussels → prison), so the summary comes in parts, each right
after the decision that caused it:

* the last pass of the round: "Round 1 ends: everyone has passed." and the columns;
* the confirmation of the columns: the coats of arms;
* the confirmation of the coats: Brussels → prison;
* the confirmation of the prison: the new round (grid dealt, bonus cards, who starts),
  or after round 4 the final scoring.

A player's own choice inside the scoring (which architect to free or to imprison) is
that player's log line, not repeated here.
"""

from __future__ import annotations

from boardgames_tui.engine import i18n

from .components import load_data
from .effects import effect_lines
from .setup import card_type
from .state import GameState
from .words import bonus_card_name, column_name, joined, position, say

_, ngettext, N_ = i18n.domain("bruxelles_1897")

KINDS = ("artwork", "money", "material", "house", "noble")  # in the order the line names them


def kind_count(kind: str, n: int) -> str:
    """'3 artworks', '1 sale': a kind of action card with its count."""
    if kind == "artwork":
        return ngettext("{n} artwork", "{n} artworks", n).format(n=n)
    if kind == "money":
        return ngettext("{n} sale", "{n} sales", n).format(n=n)
    if kind == "material":
        return ngettext("{n} material card", "{n} material cards", n).format(n=n)
    if kind == "house":
        return ngettext("{n} house", "{n} houses", n).format(n=n)
    return ngettext("{n} noble", "{n} nobles", n).format(n=n)


def grid_lines(state: GameState) -> list[str]:
    """The grid just dealt: what lies in it, the empty positions, the bonus cards."""
    kinds = [card_type(c.action) for c in state.grid if not c.empty]
    parts = [kind_count(k, kinds.count(k)) for k in KINDS if kinds.count(k)]
    if "expo" in kinds:
        lines = [say(_("New grid: {cards} and the Expo card"), cards=joined(parts))]
    else:
        lines = [say(_("New grid: {cards} (the Expo card lies in the exhibition area: no "
                       "Exhibition this round)"), cards=joined(parts))]
    empty = [position(i // state.cols, i % state.cols)
             for i, c in enumerate(state.grid) if c.empty]
    if empty:
        lines.append(say(_("The piles ran out: nothing lies at {where}"),
            where=_("; ").join(empty)))
    cards = joined([say(_("column {col} {card}"), col=column_name(c), card=bonus_card_name(b))
                    for c, b in enumerate(state.bonus)])
    lines.append(say(_("Bonus cards: {cards}"), cards=cards))
    return lines


def new_round_lines(state: GameState) -> list[str]:
    rounds = load_data().rounds.value
    lines = [say(_("Round {n} of {total} begins: the architects come back from the grid and "
                 "Brussels (not from prison), every noble is ready again"),
                 n=state.round, total=rounds)]
    lines += grid_lines(state)
    lines.append(say(_("{name} holds the First Player card and starts"),
        name=state.players[state.first_player]))
    return lines


def round_summary(before: GameState, after: GameState) -> list[str]:
    if after.phase == "over" and before.phase != "over":
        return list(after.score_log)
    if after.round != before.round:
        return new_round_lines(after)
    if before.phase == "actions" and after.phase == "scoring":
        return [say(_("Round {n} ends: everyone has passed"), n=before.round)] + list(
            after.score_log)
    if after.phase == "scoring" and after.score_step != before.score_step:
        return list(after.score_log[len(before.score_log):])
    if before.phase == after.phase == "actions":
        return effect_lines(before, after)
    return []
