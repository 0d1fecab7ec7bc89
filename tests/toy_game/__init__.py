"""The toy game: the smallest complete game, and the template a new game starts from.

It is laid out as every game's package is (README, "Adding a game"): the engine contract
in `rules.py`, the state and options in `state.py`, the decisions in `actions.py`, the
starting state in `setup.py`, what players read in `describe.py`, what a seat may see in
`hidden.py`, and a screen in `ui/screen.py` that uses the shared pointing hooks. The
engine's and the shell's tests play it, and `tests/engine/test_adding_a_game.py` copies it
into the package by the README's steps and runs every generic test on it.
"""

from .actions import Add, Draw, EndTurn, ToyAction
from .describe import ToyWords
from .hidden import ToyView
from .rules import ToyGame
from .state import DECK, ROUNDS, ToyOptions, ToyState

RULES = ToyGame()

__all__ = ["DECK", "RULES", "ROUNDS", "Add", "Draw", "EndTurn", "ToyAction", "ToyGame",
           "ToyOptions", "ToyState", "ToyView", "ToyWords"]
