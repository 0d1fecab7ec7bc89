"""The starting state: the deck shuffled from the seed, empty hands, nothing added."""

from __future__ import annotations

from boardgames_tui.engine.rng import shuffled

from .state import DECK, ToyOptions, ToyState


def new_game(players: list[str], seed: int, options: ToyOptions) -> ToyState:
    deck = shuffled(seed, 0, list(range(1, DECK + 1))) if options.bonus_deck else []
    return ToyState(
        players=list(players), seed=seed, rng_counter=1, deck=deck,
        hands=[[] for _ in players], added=[0] * len(players), target=options.target,
    )
