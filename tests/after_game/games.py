"""Finished games to look back at: seeded, played by the engine's own bots, saved."""

from __future__ import annotations

import random

from boardgames_tui.engine import saves
from boardgames_tui.engine.bots import GreedyBot
from boardgames_tui.engine.match import Match
from boardgames_tui.engine.registry import get_game


def played(game_id: str, names: list[str], seed: int, greedy_seats=(), stop: int | None = None,
           save: bool = True):
    """A game where `greedy_seats` play the greedy bot's move and the others random moves."""
    game = get_game(game_id)
    match = Match.new(game, names, seed)
    rng = random.Random(seed)
    bots = {s: GreedyBot(game, s) for s in greedy_seats}
    while not match.is_over() and (stop is None or len(match.record.actions) < stop):
        seat = match.to_act()[0]
        legal = match.legal_actions(seat)
        if seat in bots:
            action = bots[seat].choose(game.view.redact(match.state, seat), legal, rng)
        else:
            action = rng.choice(legal)
        match.apply(seat, action)
    path = None
    if save:
        path = saves.new_save_path(game_id)
        saves.save(match, path)
    return match, path
