"""The toy game's rules object: the engine contract (engine/game.py) and nothing else.

Each turn a player may add 1 or 2 points (at most twice), draw the top card of a hidden
shuffled deck (a reveal), and must end the turn. The game ends when the points added
reach the target (12), or after 10 rounds (every player's turn once is a round). Hands
are secret; a seat scores its points added plus its cards.
"""

from __future__ import annotations

from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.engine.game import GameRules
from boardgames_tui.engine.scoring import ScoreSheet, SeatScore
from boardgames_tui.engine.state import evolve, replaced

from .actions import Add, Draw, EndTurn, ToyAction
from .describe import ToyWords
from .hidden import ToyView
from .setup import new_game
from .state import DECK, ROUNDS, ToyOptions, ToyState


class ToyGame(GameRules[ToyState, ToyAction, ToyOptions]):
    # What the registry's entry repeats (a test checks they agree).
    id = "toy"
    title = "Toy"
    description = "A test game"
    min_players = 2
    max_players = 3
    # The game's models and its other objects (engine/game.py).
    Options = ToyOptions
    State = ToyState
    Action = ToyAction
    Words = ToyWords
    View = ToyView

    def setup(self, players: list[str], seed: int, options: ToyOptions) -> ToyState:
        return new_game(players, seed, options)

    def is_over(self, state: ToyState) -> bool:
        return sum(state.added) >= state.target or state.round > ROUNDS

    def max_decisions(self, players: int, options: ToyOptions) -> int:
        """Per turn at most 2 adds and the end of the turn; at most DECK draws in all."""
        return ROUNDS * players * 3 + (DECK if options.bonus_deck else 0)

    def to_act(self, state: ToyState) -> list[int]:
        return [] if self.is_over(state) else [state.turn]

    def legal_actions(self, state: ToyState, seat: int) -> list[ToyAction]:
        if seat not in self.to_act(state):
            return []
        out: list[ToyAction] = []
        if state.adds_this_turn < 2:
            out += [Add(amount=1), Add(amount=2)]
        if state.deck:
            out.append(Draw())
        out.append(EndTurn())
        return out

    def apply(self, state: ToyState, seat: int, action: ToyAction) -> ToyState:
        """A new state, made with `evolve`: the input is never changed (the engine keeps
        every state) and the new one shares every part it does not change."""
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(f"{action.kind} is not allowed now")
        if isinstance(action, Add):
            added = replaced(state.added, seat, state.added[seat] + action.amount)
            return evolve(state, added=added, adds_this_turn=state.adds_this_turn + 1)
        if isinstance(action, Draw):
            hand = [*state.hands[seat], state.deck[0]]
            return evolve(state, deck=state.deck[1:], hands=replaced(state.hands, seat, hand))
        turn = (state.turn + 1) % len(state.players)
        return evolve(state, turn=turn, adds_this_turn=0, round=state.round + (turn == 0))

    def reveals(self, before: ToyState, action: ToyAction, after: ToyState) -> bool:
        """A draw shows a card: undo never goes back past it."""
        return isinstance(action, Draw)

    def score_sheet(self, state: ToyState) -> ScoreSheet:
        rows = [
            SeatScore(seat=i, name=n, total=state.added[i] + sum(state.hands[i]),
                      categories={"added": state.added[i], "cards": sum(state.hands[i])},
                      tiebreak=[-len(state.hands[i])])
            for i, n in enumerate(state.players)
        ]
        return ScoreSheet.build(rows, ["added", "cards"], "fewer cards")
