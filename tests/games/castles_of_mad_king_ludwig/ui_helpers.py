"""A scripted player for the screen tests: builds a castle with stairs and downstairs rooms."""

from __future__ import annotations

from boardgames_tui.games.castles_of_mad_king_ludwig.actions import (
    BuyCorridor,
    BuyRoom,
    PlaceTile,
    PricesDone,
)
from boardgames_tui.games.castles_of_mad_king_ludwig.components import tile

GAME = "castles-of-mad-king-ludwig"


def scripted_choice(rules, state, seat):
    """Stairs first, then downstairs rooms when possible, else the cheapest room."""
    legal = rules.legal_actions(state, seat)
    task = state.tasks[0]
    if task.kind == "price":
        return PricesDone()
    if task.kind == "turn":
        castle = [p.tile for p in state.castles[seat]]
        if "stairs" not in castle and BuyCorridor(piece="stairs") in legal:
            return BuyCorridor(piece="stairs")
        rooms = [a for a in legal if isinstance(a, BuyRoom)]
        down = [a for a in rooms if tile(state.market[a.slot]).type == "downstairs"]
        if down:
            return down[0]
        if rooms:
            return rooms[0]
        return legal[-1]
    if task.kind == "place":
        places = [a for a in legal if isinstance(a, PlaceTile)]
        return min(places, key=lambda a: (abs(a.x) + abs(a.y), a.rot, a.x, a.y))
    return legal[0]


def play_until(match, stop, limit=2000):
    """Apply scripted choices to a Match until stop(match) or the game ends."""
    for _ in range(limit):
        if match.is_over() or stop(match):
            return
        seat = match.to_act()[0]
        match.apply(seat, scripted_choice(match.game, match.state, seat))
