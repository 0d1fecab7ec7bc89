"""The type parameters of a game's objects, named once: `GameRules[StateT, ActionT,
OptionsT]` and its words, seat view and bots' kit are typed by the game's own models."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Protocol, TypeVar

from pydantic import BaseModel

from .scoring import ScoreSheet

if TYPE_CHECKING:
    from .state import StateData

StateT = TypeVar("StateT", bound="StateData")  # the game's state (copied on write)
ActionT = TypeVar("ActionT", bound=BaseModel)  # one decision (a model or a union of models)
OptionsT = TypeVar("OptionsT", bound=BaseModel)  # the game's options (variants)


class RulesAsked(Protocol):
    """What a game's words, seat view and bots' kit may ask of its rules object (the
    rules object itself, `engine/game.GameRules`, is one): typed here, so that those
    parts need not import the module of the rules object that makes them."""

    title: ClassVar[str]
    rules_asset: ClassVar[str]

    def to_act(self, state: Any) -> list[int]: ...

    def legal_actions(self, state: Any, seat: int) -> list[Any]: ...

    def apply(self, state: Any, seat: int, action: Any) -> Any: ...

    def is_over(self, state: Any) -> bool: ...

    def score_sheet(self, state: Any) -> ScoreSheet: ...
