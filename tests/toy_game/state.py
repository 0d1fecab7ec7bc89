"""The toy game's state (a dataclass, copied on write) and options (a pydantic model).

Everything random is dealt from the game's seed at setup (engine.rng), so the state and
the actions alone replay a game; `rng_counter` changes when a shuffle happened, which the
engine takes as "something hidden was revealed" (undo stops there).
"""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import BaseModel, Field

from boardgames_tui.engine.state import StateData

ROUNDS = 10  # the game ends after this many rounds at the latest
DECK = 10  # cards in the deck


class ToyOptions(BaseModel):
    target: int = Field(12, description="points added that end the game")
    bonus_deck: bool = Field(True, description="play with the card deck")


@dataclass(kw_only=True)
class ToyState(StateData):
    """Plain data, copied on write (`engine.state`): `apply` builds the next state with
    `evolve`, sharing what it does not change."""

    players: list[str]
    seed: int
    rng_counter: int = 0
    deck: list[int]
    hands: list[list[int]]
    added: list[int]
    turn: int = 0
    adds_this_turn: int = 0
    target: int = 12
    round: int = 1
