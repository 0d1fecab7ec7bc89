"""The Game contract: what every game's rules object answers.

ActionT game is a pure rules module. The app, saves, undo, bots, simulation and the generic
tests are all built on these questions alone (design/architecture.md §The Game contract).
`GameRules[State, Action, Options]` holds only the rules; what players read about the
game, what one seat may see and the bots' kit are objects of their own, reached as
`rules.words`, `rules.view` and `rules.bots` (engine/game_words.py, engine/seat_view.py,
engine/bot_kit.py), so that each can be read, replaced and tested apart.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar, Generic

from pydantic import BaseModel, TypeAdapter

from .bot_kit import BotKit
from .scoring import ScoreSheet
from .seat_view import SeatView
from .state import StateData
from .type_params import ActionT, OptionsT, StateT

if TYPE_CHECKING:
    from .game_words import GameWords


class GameRules(ABC, Generic[StateT, ActionT, OptionsT]):
    """Base class for one game's rules object.

    Class attributes to set:
      id, title, description (one line for the selection screen), min_players,
      max_players, Options (pydantic model of variants, every field with a default),
      State (a dataclass deriving from `engine.state.StateData`, copied on write with
      `engine.state.evolve`), Action (a discriminated union of pydantic models, or one
      model), rules_asset (path under assets/ of the in-app rules text, Markdown),
      Words (the game's `GameWords` subclass), and View / Bots when the game has hidden
      information or its own bot heuristics.

    Contract: `apply` never changes its input state; `legal_actions` is exact;
    `apply` raises IllegalAction(reason) for anything `legal_actions` would not list.
    """

    id: ClassVar[str]
    title: ClassVar[str]
    description: ClassVar[str] = ""
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    Options: ClassVar[type[BaseModel]]
    State: ClassVar[type[StateData]]
    Action: ClassVar[Any]
    rules_asset: ClassVar[str] = ""
    Words: ClassVar[type[GameWords[Any, Any]]]
    View: ClassVar[type[SeatView[Any]]] = SeatView
    Bots: ClassVar[type[BotKit[Any, Any]]] = BotKit

    # --- the contract -------------------------------------------------------------

    @abstractmethod
    def setup(self, players: list[str], seed: int, options: OptionsT) -> StateT:
        """The starting state. All randomness comes from `seed` (engine.rng)."""

    @abstractmethod
    def to_act(self, state: StateT) -> list[int]:
        """Seats with a decision pending; several when choices are simultaneous."""

    @abstractmethod
    def legal_actions(self, state: StateT, seat: int) -> list[ActionT]:
        """Exactly the actions `seat` may take now (empty if it is not to act)."""

    @abstractmethod
    def apply(self, state: StateT, seat: int, action: ActionT) -> StateT:
        """ActionT new state; raises IllegalAction(reason). Never mutates `state`."""

    @abstractmethod
    def is_over(self, state: StateT) -> bool: ...

    @abstractmethod
    def score_sheet(self, state: StateT) -> ScoreSheet:
        """Per seat: total, named categories, tie-break. Valid mid-game too."""

    def reveals(self, before: StateT, action: ActionT, after: StateT) -> bool:
        """True if applying `action` revealed hidden information (a draw, a refill).

        Undo never goes back past such an action. The default treats any change of the
        state's `rng_counter` field (a shuffle happened) as a reveal.
        """
        return bool(getattr(before, "rng_counter", 0) != getattr(after, "rng_counter", 0))

    def max_decisions(self, players: int, options: OptionsT) -> int | None:
        """An upper bound on the decisions of any game with these players and options.

        Derived from the components (rounds, cards, tiles, spaces), never measured: the
        generic tests, `simulate` and `make fuzz` check that every game ends within it, so
        a game that can lock (a market nobody can buy from) is found. None means the game
        gives no bound; the generic tests require one of every registered game.
        """
        return None

    def describe(self, state: StateT, seat: int, action: ActionT) -> str:
        """The log line of `action` by `seat` in `state`: its words' `describe`. The one
        word-question asked of the rules object itself, because the action log is what
        every reader of a game starts from, tools outside the package included
        (`../shared/tools/log_words.py` scans it through this name)."""
        return self.words.describe(state, seat, action)

    # --- the game's other objects, made once per rules object ----------------------

    @cached_property
    def words(self) -> GameWords[StateT, ActionT]:
        """Everything players read about the game: log lines, summaries, progress."""
        return self.Words(self)

    @cached_property
    def view(self) -> SeatView[StateT]:
        """What one seat may see, and which of its decisions are private."""
        return self.View(self)

    @cached_property
    def bots(self) -> BotKit[StateT, ActionT]:
        """What the bots need beyond the rules: a value, a rollout policy, budgets."""
        return self.Bots(self)

    # --- serialisation helpers (the engine uses these; games need not override) ----

    @cached_property
    def action_adapter(self) -> TypeAdapter[Any]:
        return TypeAdapter(self.Action)

    def parse_action(self, data: Any) -> ActionT:
        action: ActionT = self.action_adapter.validate_python(data)
        return action

    def dump_action(self, action: ActionT) -> dict[str, Any]:
        return action.model_dump(mode="json")

    def parse_options(self, data: dict[str, Any] | None) -> OptionsT:
        options: OptionsT = self.Options.model_validate(data or {})  # type: ignore[assignment]
        return options


# The rules object of any game, for engine code that serves every game alike.
AnyRules = GameRules[Any, Any, Any]
