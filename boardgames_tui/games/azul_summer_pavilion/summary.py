"""What happens between rounds, in words (rules §11, §13, D3), and the help topics.

`round_lines(before, after)` compares the states around one decision: when that decision
ended a round it says what each player keeps for the next round (or, after round 6, the
final bonuses), then the new wild colour, how the factories were filled and who begins.
"""

from __future__ import annotations

from ...engine import i18n
from .components import constants
from .scoring import number_bonuses, star_bonuses
from .state import AzulState
from .words import colour_name, points_text, tiles_text

_, ngettext, N_ = i18n.domain("azul_summer_pavilion")

# the section headings of assets/azul_summer_pavilion/rules.md, one per kind of decision
# (translated to the headings of rules.de.md, so help opens the German rules there)
TOPIC_TAKE = N_("Taking tiles")
TOPIC_PLACE = N_("Placing a tile")
TOPIC_BONUS = N_("Bonus tiles")
TOPIC_PASS = N_("Passing and keeping tiles")


def round_lines(before: AzulState, after: AzulState) -> list[str]:
    over = after.phase == "over" and before.phase != "over"
    if after.round == before.round and not over:
        return []
    lines = [
        _("Round {round} ends: {scores}.").format(
            round=before.round,
            scores=", ".join(
                _("{name} {points}").format(name=name, points=points_text(after.score(seat)))
                for seat, name in enumerate(after.players)
            ),
        )
    ]
    if over:
        for seat, name in enumerate(after.players):
            tiles = after.boards[seat]
            stars = star_bonuses(after.side, tiles)
            numbers = number_bonuses(after.side, tiles)
            lines.append(
                _("{name} scores {stars} for complete stars and {numbers} for complete "
                  "numbers: {total} in all.").format(
                    name=name, stars=points_text(stars), numbers=points_text(numbers),
                    total=points_text(after.score(seat) + stars + numbers))
            )
        return lines
    for seat, name in enumerate(after.players):
        kept = after.hands[seat]
        if any(kept):
            lines.append(_("{name} keeps {tiles} for round {round}.").format(
                name=name, tiles=tiles_text(kept), round=after.round))
        else:
            lines.append(_("{name} keeps no tiles.").format(name=name))
    lines.append(_("Round {round} of {rounds}: {colour} is wild.").format(
        round=after.round, rounds=constants().rounds, colour=colour_name(after.wild)))
    filled = sum(sum(f) for f in after.factories)
    per = constants().tiles_per_factory
    full = per * len(after.factories)
    if filled == full:
        n = len(after.factories)
        lines.append(ngettext("The {count} factory is filled with {per} tiles each.",
                              "The {count} factories are filled with {per} tiles each.",
                              n).format(count=n, per=per))
    else:
        lines.append(ngettext("The bag and the tower ran out: the factories hold only {count} tile.",
                              "The bag and the tower ran out: the factories hold only {count} tiles.",
                              filled).format(count=filled))
    starter = after.players[after.start_player]
    if before.token_holder is not None:
        lines.append(_("{name} has the start token and takes tiles first.").format(name=starter))
    else:
        lines.append(_("Nobody took from the centre: {name} takes tiles first again.").format(
            name=starter))
    return lines
