"""Heuristics for the engine's greedy and strong bots (engine/bots.py).

`evaluate` values a position for one seat as its VP plus what its material would be
worth at the end (rules §8: houses x Architecture, leftovers, francs), the tracks, the
coats and columns it leads this round, minus architects in prison; the result is
relative to the best opponent. `determinize` deals the hidden pile orders at random.
"""

from __future__ import annotations

import random

from .data import load_data
from .scoring import coat_corners, coat_leaders, column_winners
from .state import GameState


def _worth(state: GameState, seat: int) -> float:
    data = load_data()
    p = state.seats[seat]
    rounds_left = data.rounds.value - state.round + (0 if state.phase == "over" else 1)
    value = float(p.vp)
    if state.phase != "over":
        value += p.houses * p.architecture
        value += len(p.materials) + len(p.artworks) * 1.2
        value += p.money / state.options.bef_per_vp
        value -= max(0, len(p.nobles) * data.noble_upkeep_bef.value - p.money) * 0.5
        value += 0.4 * rounds_left * (p.prestige - 1) + 0.3 * rounds_left * (p.nobility - 1)
        value += 0.5 * (p.architecture - 1) * max(1, p.houses)
        value -= 1.5 * len(p.prison)
        value += 0.3 * sum(1 for nb in p.nobles if nb.ready)
        if state.phase == "actions":
            for r, c in coat_corners(state):
                if seat in coat_leaders(state, r, c):
                    value += 0.25 * p.prestige
            for col in range(state.cols):
                if seat in column_winners(state, col):
                    value += 0.8
    return value


def evaluate(state: GameState, seat: int) -> float:
    mine = _worth(state, seat)
    others = [_worth(state, s) for s in range(len(state.players)) if s != seat]
    return mine - (max(others) if others else 0.0)


def determinize(state: GameState, rng: random.Random) -> GameState:
    """The bot's guess of the hidden pile orders: a random order of the same cards."""
    out = state.model_copy()
    decks = {}
    for kind, pile in state.decks.items():
        pile = list(pile)
        rng.shuffle(pile)
        decks[kind] = pile
    out.decks = decks
    return out
