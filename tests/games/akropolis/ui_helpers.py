"""Helpers for the Akropolis screen tests: drive a match to known positions."""

from __future__ import annotations

import random

from boardgames_tui.games.akropolis import RULES
from boardgames_tui.games.akropolis.actions import PlaceTile, TakeTile
from boardgames_tui.games.akropolis.city import legal_placements, map_of


def panel_text(screen, selector: str) -> str:
    return str(screen.query_one(selector).content)


def tall_action(state, rng: random.Random):
    """Front tile, then a random spot among the highest ones: builds upwards fast."""
    seat = state.current
    if state.held is None:
        return TakeTile(index=0)
    spots = legal_placements(map_of(state.cities[seat].placed))
    top = max(s[3] for s in spots)
    q, r, rot, _lvl = rng.choice([s for s in spots if s[3] == top])
    return PlaceTile(q=q, r=r, rot=rot)


def play_through_session(screen, steps: int | None, seed: int = 0) -> None:
    """Apply tall_action through the screen's session (`steps` actions, None = to the end)."""
    rng = random.Random(seed)
    session = screen.session
    done = 0
    while not session.match.is_over() and (steps is None or done < steps):
        state = session.match.state
        session.apply(state.current, tall_action(state, rng))
        done += 1
    assert RULES.is_over(session.match.state) or steps is not None
