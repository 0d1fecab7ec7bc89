"""The type parameters of a game's objects, named once: `GameRules[StateT, ActionT,
OptionsT]` and its words, seat view and bots' kit are typed by the game's own models."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from pydantic import BaseModel

if TYPE_CHECKING:
    from .state import StateData

StateT = TypeVar("StateT", bound="StateData")  # the game's state (copied on write)
ActionT = TypeVar("ActionT", bound=BaseModel)  # one decision (a model or a union of models)
OptionsT = TypeVar("OptionsT", bound=BaseModel)  # the game's options (variants)
