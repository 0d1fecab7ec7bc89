"""What happens between rounds, in words (rules §11, §13, D3), and the help topics.

`round_lines(before, after)` compares the states around one decision: when that decision
ended a round it says what each player keeps for the next round (or, after round 6, the
final bonuses), then the new wild colour, how the factories were filled and who begins.
"""

from __future__ import annotations

from .components import constants
from .scoring import number_bonuses, star_bonuses
from .state import AzulState
from .words import COLOUR_WORDS, points_text, tiles_text

# the section headings of assets/azul_summer_pavilion/rules.md, one per kind of decision
TOPIC_TAKE = "Taking tiles"
TOPIC_PLACE = "Placing a tile"
TOPIC_BONUS = "Bonus tiles"
TOPIC_PASS = "Passing and keeping tiles"


def round_lines(before: AzulState, after: AzulState) -> list[str]:
    over = after.phase == "over" and before.phase != "over"
    if after.round == before.round and not over:
        return []
    lines = [
        "Round {r} ends: {scores}.".format(
            r=before.round,
            scores=", ".join(
                f"{name} {points_text(after.score(seat))}"
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
                f"{name} scores {points_text(stars)} for complete stars and {points_text(numbers)} for complete "
                f"numbers: {points_text(after.score(seat) + stars + numbers)} in all."
            )
        return lines
    for seat, name in enumerate(after.players):
        kept = after.hands[seat]
        if any(kept):
            lines.append(f"{name} keeps {tiles_text(kept)} for round {after.round}.")
        else:
            lines.append(f"{name} keeps no tiles.")
    lines.append(
        f"Round {after.round} of {constants().rounds}: {COLOUR_WORDS[after.wild]} is wild."
    )
    filled = sum(sum(f) for f in after.factories)
    full = constants().tiles_per_factory * len(after.factories)
    if filled == full:
        lines.append(
            f"The {len(after.factories)} factories are filled with {constants().tiles_per_factory} tiles each."
        )
    else:
        lines.append(f"The bag and the tower ran out: the factories hold only {filled} tiles.")
    starter = after.players[after.start_player]
    if before.token_holder is not None:
        lines.append(f"{starter} has the start token and takes tiles first.")
    else:
        lines.append(f"Nobody took from the centre: {starter} takes tiles first again.")
    return lines
