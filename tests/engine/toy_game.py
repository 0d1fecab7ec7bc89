"""A tiny game used to test the engine on its own, independent of the real games.

Each turn a player may add 1 or 2 points (at most twice), draw the top card of a hidden
shuffled deck (a reveal), and must end the turn. The game ends when the points added
reach 12, or after 10 rounds (every player's turn once is a round). Hands are secret.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.engine.game import GameRules
from boardgames_tui.engine.rng import shuffled
from boardgames_tui.engine.scoring import ScoreSheet, SeatScore
from boardgames_tui.engine.state import StateData, evolve, replaced

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


class Add(BaseModel):
    kind: Literal["add"] = "add"
    amount: Literal[1, 2]


class Draw(BaseModel):
    kind: Literal["draw"] = "draw"


class EndTurn(BaseModel):
    kind: Literal["end"] = "end"


ToyAction = Annotated[Add | Draw | EndTurn, Field(discriminator="kind")]


class ToyGame(GameRules):
    id = "toy"
    title = "Toy"
    description = "A test game"
    min_players = 2
    max_players = 3
    Options = ToyOptions
    State = ToyState
    Action = ToyAction

    def setup(self, players, seed, options):
        deck = shuffled(seed, 0, list(range(1, DECK + 1))) if options.bonus_deck else []
        return ToyState(
            players=list(players), seed=seed, rng_counter=1, deck=deck,
            hands=[[] for _ in players], added=[0] * len(players), target=options.target,
        )

    def is_over(self, state):
        return sum(state.added) >= state.target or state.round > ROUNDS

    def max_decisions(self, players, options):
        """Per turn at most 2 adds and the end of the turn; at most DECK draws in all."""
        return ROUNDS * players * 3 + (DECK if options.bonus_deck else 0)

    def round_number(self, state):
        return min(state.round, ROUNDS)

    def round_summary(self, before, after):
        if after.round == before.round:
            return []
        points = ", ".join(f"{n} {a}" for n, a in zip(after.players, after.added, strict=True))
        lines = [f"Round {before.round} ends: {points} points added."]
        if not self.is_over(after):
            lines.append(f"{after.players[after.turn]} starts round {after.round}.")
        return lines

    def to_act(self, state):
        return [] if self.is_over(state) else [state.turn]

    def legal_actions(self, state, seat):
        if seat not in self.to_act(state):
            return []
        out: list[BaseModel] = []
        if state.adds_this_turn < 2:
            out += [Add(amount=1), Add(amount=2)]
        if state.deck:
            out.append(Draw())
        out.append(EndTurn())
        return out

    def apply(self, state, seat, action):
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(f"{action.kind} is not allowed now")
        if isinstance(action, Add):
            return evolve(state, added=replaced(state.added, seat, state.added[seat] + action.amount),
                          adds_this_turn=state.adds_this_turn + 1)
        if isinstance(action, Draw):
            return evolve(state, deck=state.deck[1:],
                          hands=replaced(state.hands, seat, [*state.hands[seat], state.deck[0]]))
        turn = (state.turn + 1) % len(state.players)
        return evolve(state, turn=turn, adds_this_turn=0, round=state.round + (turn == 0))

    def reveals(self, before, action, after):
        return isinstance(action, Draw)

    def redact(self, state, seat):
        return evolve(state, deck=[0] * len(state.deck),
                      hands=[h if i == seat else [0] * len(h) for i, h in enumerate(state.hands)])

    def score_sheet(self, state):
        rows = [
            SeatScore(seat=i, name=n, total=state.added[i] + sum(state.hands[i]),
                      categories={"added": state.added[i], "cards": sum(state.hands[i])},
                      tiebreak=[-len(state.hands[i])])
            for i, n in enumerate(state.players)
        ]
        return ScoreSheet.build(rows, ["added", "cards"], "fewer cards")

    def describe(self, state, seat, action):
        name = state.players[seat]
        if isinstance(action, Add):
            return f"{name} adds {action.amount}"
        return f"{name} draws a card" if isinstance(action, Draw) else f"{name} ends the turn"

    def progress(self, state):
        return f"{sum(state.added)} of {state.target}"


TOY_RULES = ToyGame()
