"""RococoRules: the engine contract for Rococo (rules §4-§9).

Phase 2 is simultaneous (every seat that has not chosen is to act); phase 3 has one
seat on turn; phases 1 and 4 run automatically.
"""

from __future__ import annotations

from typing import ClassVar

from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.engine.game import GameRules
from boardgames_tui.engine.scoring import ScoreSheet

from . import determinize as D
from . import evaluate as E
from . import rollout, rounds, scoring, turns
from .actions import Action, ChooseHand
from .describe import describe as describe_action
from .state import Options, State, copy_state

HIDDEN = "hidden"


class RococoRules(GameRules):
    id: ClassVar[str] = "rococo"
    title: ClassVar[str] = "Rococo"
    description: ClassVar[str] = (
        "Tailors at the court of Louis XV: hire staff, make dresses, decorate the ball"
    )
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 5
    Options = Options
    State = State
    Action = Action
    rules_asset: ClassVar[str] = "rococo/rules.md"
    # strong bot budget: rollouts of 12 decisions (about two turns) with the tailor policy;
    # a move takes about 0.2 s of CPU (median), well under a second
    strong_samples: ClassVar[int] = 192
    strong_rollout: ClassVar[int] = 12

    def setup(self, players: list[str], seed: int, options) -> State:
        return rounds.setup(players, seed, options or Options())

    def to_act(self, state: State) -> list[int]:
        if state.phase == "choose":
            return [i for i, p in enumerate(state.seats) if not p.chosen]
        if state.phase == "actions":
            return [state.current]
        return []

    def legal_actions(self, state: State, seat: int) -> list:
        if seat not in self.to_act(state):
            return []
        if state.phase == "choose":
            return [ChooseHand(cards=c) for c in rounds.hand_options(state.seats[seat])]
        return turns.legal(state, seat)

    def apply(self, state: State, seat: int, action) -> State:
        if state.phase == "over":
            raise IllegalAction("the game is over")
        if seat not in self.to_act(state):
            raise IllegalAction(f"it is not {_name(state, seat)}'s decision now")
        new = copy_state(state)
        if state.phase == "choose":
            if not isinstance(action, ChooseHand):
                raise IllegalAction("choose your 3 hand cards first")
            if action.cards not in rounds.hand_options(state.seats[seat]):
                raise IllegalAction("that is not a hand you can take from your supply")
            rounds.choose_hand(new, seat, action)
            return new
        turns.apply(new, seat, action)
        return new

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def score_sheet(self, state: State) -> ScoreSheet:
        return scoring.score_sheet(state)

    def describe(self, state: State, seat: int, action) -> str:
        return describe_action(state, seat, action)

    def progress(self, state: State) -> str:
        if state.phase == "over":
            return "game over"
        phase = "choosing hands" if state.phase == "choose" else "actions"
        return f"round {state.round} of 7, {phase}"

    def reveals(self, before: State, action, after: State) -> bool:
        """Draws, refills and the end of a turn are final (undo stays within a turn)."""
        return (
            before.rng_counter != after.rng_counter
            or before.reveal_counter != after.reveal_counter
            or before.turn_counter != after.turn_counter
        )

    def private_decision(self, state: State, seat: int) -> bool:
        """Hand choice and every turn show the hand (rules §9)."""
        if len(state.players) == 1:
            return False
        return seat in self.to_act(state)

    def determinize(self, state: State, seat: int, rng) -> State:
        """Deal what `seat` cannot see at random, for the searching bots."""
        return D.determinize(state, seat, rng)

    def evaluate(self, state: State, seat: int) -> float:
        """Score plus majority swings and money at the round's exchange rate (issue 8)."""
        return E.evaluate(state, seat)

    def rollout_action(self, state: State, seat: int, legal: list, rng):
        """A cheap tailor's policy instead of random play in the strong bot's rollouts."""
        return rollout.rollout_action(legal, rng)

    def redact(self, state: State, seat: int) -> State:
        """Hide others' hands, supplies and kept tiles, bag orders and the seed (§9)."""
        red = copy_state(state)
        red.seed = 0
        for i, p in enumerate(red.seats):
            if i == seat:
                continue
            p.hand = [HIDDEN] * len(p.hand)
            p.supply = [HIDDEN] * len(p.supply)
            p.tiles = [-1] * len(p.tiles)
        red.hire_stack = [HIDDEN] * len(red.hire_stack)
        red.dress_bag = [HIDDEN] * len(red.dress_bag)
        red.resource_bag = [-1] * len(red.resource_bag)
        red.jewel_bag = [HIDDEN] * len(red.jewel_bag)
        if red.turn is not None and red.current != seat and red.turn.drawn_tile >= 0:
            red.turn.drawn_tile = -1
        return red


def _name(state: State, seat: int) -> str:
    if 0 <= seat < len(state.players):
        return state.players[seat]
    return f"seat {seat}"
