"""`apply` accepts exactly the actions `legal_actions` lists: its quick check of
placements and Brussels architects (rules._allowed) gives the same answer as membership
in the list, for legal and illegal requests alike, all through random games."""

from __future__ import annotations

import random

from boardgames_tui.games.bruxelles_1897 import RULES
from boardgames_tui.games.bruxelles_1897.actions import AddArchitect, Place, StartBrussels
from tests.engine.generic_checks import random_playout

CARDS = ["A13", "A24", "A25", "A99"]
LOCATIONS = ["stock_exchange", "city_hall", "cinquantenaire", "palace"]


def candidates(state, rng):
    """Placements and Brussels requests, most of them illegal (wrong face, no money, a
    taken position, a card not in hand, a position off the grid)."""
    if state.step == "turn":
        out = [StartBrussels(location=loc) for loc in LOCATIONS]
        for _ in range(60):
            out.append(Place(card=rng.choice(CARDS), value=rng.randint(0, 6),
                             row=rng.randint(-1, state.rows), col=rng.randint(-1, 4)))
        return out
    if state.step == "brussels":
        return [AddArchitect(card=c, value=v) for c in CARDS for v in range(7)]
    return []


def test_the_quick_check_agrees_with_the_legal_list():
    rng = random.Random(5)
    checked = 0
    for n, seed in ((2, 31), (4, 32)):
        for state, seat, _action, _nxt in random_playout(RULES, n, seed):
            legal = RULES.legal_actions(state, seat)
            for action in legal + candidates(state, rng):
                assert RULES._allowed(state, seat, action) == (action in legal), action
                checked += 1
    assert checked > 5000
