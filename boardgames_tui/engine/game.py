"""The Game contract: what every game's rules object answers.

A game is a pure rules module. The app, saves, undo, bots, simulation and the generic
tests are all built on these questions alone (design/architecture.md §The Game contract).
Subclass `GameRules` and fill in the abstract methods; the defaults cover games without
hidden information.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from functools import cached_property
from typing import Any, ClassVar

from pydantic import BaseModel, TypeAdapter

from . import i18n
from .assets import asset_path
from .bot_settings import BotSettings
from .scoring import ScoreSheet
from .state import StateData


class GameRules(ABC):
    """Base class for one game's rules object.

    Class attributes to set:
      id, title, description (one line for the selection screen), min_players,
      max_players, Options (pydantic model of variants, every field with a default),
      State (a dataclass deriving from `engine.state.StateData`, copied on write with
      `engine.state.evolve`), Action (a discriminated union of pydantic models, or one
      model), rules_asset (path under assets/ of the in-app rules text, Markdown).

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
    bot_settings: ClassVar[BotSettings] = BotSettings()  # the strong bot's budgets

    # --- the contract -------------------------------------------------------------

    @abstractmethod
    def setup(self, players: list[str], seed: int, options: BaseModel) -> BaseModel:
        """The starting state. All randomness comes from `seed` (engine.rng)."""

    @abstractmethod
    def to_act(self, state: BaseModel) -> list[int]:
        """Seats with a decision pending; several when choices are simultaneous."""

    @abstractmethod
    def legal_actions(self, state: BaseModel, seat: int) -> list[BaseModel]:
        """Exactly the actions `seat` may take now (empty if it is not to act)."""

    @abstractmethod
    def apply(self, state: BaseModel, seat: int, action: BaseModel) -> BaseModel:
        """A new state; raises IllegalAction(reason). Never mutates `state`."""

    @abstractmethod
    def is_over(self, state: BaseModel) -> bool: ...

    @abstractmethod
    def score_sheet(self, state: BaseModel) -> ScoreSheet:
        """Per seat: total, named categories, tie-break. Valid mid-game too."""

    @abstractmethod
    def describe(self, state: BaseModel, seat: int, action: BaseModel) -> str:
        """One log line for `action` taken by `seat` in `state` (before applying)."""

    # --- optional, with defaults --------------------------------------------------

    def describe_own(self, state: BaseModel, seat: int, action: BaseModel) -> str:
        """`describe` as `seat` itself reads it: its own secret choices named (the log
        line keeps them secret from the others). The move analysis uses it."""
        return self.describe(state, seat, action)

    def redact(self, state: BaseModel, seat: int) -> BaseModel:
        """What `seat` may see. Games with hidden information override this."""
        return state

    def reveals(self, before: BaseModel, action: BaseModel, after: BaseModel) -> bool:
        """True if applying `action` revealed hidden information (a draw, a refill).

        Undo never goes back past such an action. The default treats any change of the
        state's `rng_counter` field (a shuffle happened) as a reveal.
        """
        return getattr(before, "rng_counter", 0) != getattr(after, "rng_counter", 0)

    def private_decision(self, state: BaseModel, seat: int) -> bool:
        """True if `seat`'s pending decision shows private information on screen.

        The app shows the pass-the-keyboard screen before such a decision.
        """
        return False

    def forced_action(self, state: BaseModel, seat: int, legal: list) -> BaseModel | None:
        """The action of `seat` that plays itself, given its `legal` actions, or None.

        By default the only legal action. A game may name one where every other never
        helps and its rules decisions say the app takes it for the player (Azul: a pass
        that keeps every tile of a hand of four or fewer, D8), so that move too comes from
        the session's one mechanism for forced moves (engine/session.py), not a screen.
        """
        return legal[0] if len(legal) == 1 else None

    def plays_itself(self, state: BaseModel, seat: int, action: BaseModel) -> bool:
        """May `action`, the only legal action of `seat`, be made without the player?

        The app plays forced single choices by itself (a setting turns this off). A game
        returns False for a one-choice step that exists to show something to read first
        (a round's scoring, step by step), so the player confirms it.
        """
        return True

    def evaluate(self, state: BaseModel, seat: int) -> float:
        """How good `state` is for `seat`, for the greedy and strong bots.

        Default: the seat's running score minus the best other score. Games add their
        heuristics (Azul's kept wild tiles, Castles' money, ...) by overriding this.
        """
        sheet = self.score_sheet(state)
        mine = next(r.total for r in sheet.rows if r.seat == seat)
        others = [r.total for r in sheet.rows if r.seat != seat]
        return float(mine - (max(others) if others else 0))

    def rollout_action(self, state: BaseModel, seat: int, legal: list, rng) -> BaseModel:
        """The move a `strong` bot's rollout plays for `seat`. Default: uniform at random.

        A game can return a cheap, sensible move instead (never a slow search), which
        makes the rollouts less noisy than random play.
        """
        return rng.choice(legal)

    def strong_budget(self, state: BaseModel, seat: int, legal: list) -> int | None:
        """Rollouts the `strong` bot may spend on this decision; None: `bot_settings.samples`.

        A move must stay under a second on its costliest decision, so one budget for the
        whole game is set by the slowest kind of decision (a tile with hundreds of
        placements); a game whose other decisions are cheap can give those more rollouts
        here. It must depend only on what `seat` sees, so that a bot stays reproducible.
        """
        return None

    def determinize(self, state: BaseModel, seat: int, rng) -> BaseModel:
        """A full state consistent with what `seat` sees in a redacted `state`.

        Bots search on such samples. The default returns the state as it is, which is
        right for games whose `redact` hides nothing that later decisions depend on;
        games with hidden decks or hands override it to deal the unseen cards at random.
        """
        return state

    def max_decisions(self, players: int, options: BaseModel) -> int | None:
        """An upper bound on the decisions of any game with these players and options.

        Derived from the components (rounds, cards, tiles, spaces), never measured: the
        generic tests, `simulate` and `make fuzz` check that every game ends within it, so
        a game that can lock (a market nobody can buy from) is found. None means the game
        gives no bound; the generic tests require one of every registered game.
        """
        return None

    def round_number(self, state: BaseModel) -> int | None:
        """The round `state` is in (1 for the first), or None for a game without rounds.

        The app draws a round separator in the log and a banner when it changes, and the
        replay pages by round.
        """
        return None

    def round_summary(self, before: BaseModel, after: BaseModel) -> list[str]:
        """What happened by itself between two states, one player-readable line each.

        Empty unless a round ended or began in between; then e.g. the round's scoring,
        income per player, refills, new cards on offer, who starts. The app logs these
        lines after the action that caused them and shows them in the round banner.
        """
        return []

    def rules_topic(self, state: BaseModel, seat: int) -> str | None:
        """The heading (as written in the in-app rules) of the section about the decision
        `seat` has pending, so help can open there. None: help shows the rules from the top.
        """
        return None

    def progress(self, state: BaseModel) -> str:
        """A short progress label for the resume list ("round 3 of 6")."""
        return ""

    def player_names(self, state: BaseModel) -> list[str]:
        return list(state.players)  # type: ignore[attr-defined]

    def rules_text(self) -> str:
        """The rules in the current language: `rules.<lang>.md` beside `rules_asset` when
        it exists, else the English `rules_asset`."""
        if not self.rules_asset:
            return i18n.title(self)
        return i18n.localized(asset_path(self.rules_asset)).read_text(encoding="utf-8")

    # --- serialisation helpers (the engine uses these; games need not override) ----

    @cached_property
    def action_adapter(self) -> TypeAdapter:
        return TypeAdapter(self.Action)

    def parse_action(self, data: Any) -> BaseModel:
        return self.action_adapter.validate_python(data)

    def dump_action(self, action: BaseModel) -> dict:
        return action.model_dump(mode="json")

    def parse_options(self, data: dict | None) -> BaseModel:
        return self.Options.model_validate(data or {})
