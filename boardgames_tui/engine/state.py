"""Copy-on-write game states: the one way every game's rules copy a state.

`apply` never changes the state it is given (undo, the replay and the bots' searches keep
the old ones), so every decision makes a new state, and the searching bots make
thousands per move: a copy must cost little. So a new state is made with `evolve`, and
shares with the state before every value it does not change.

The contract every game's rules keep:

- `evolve(state, **changes)` is a new object of the same type whose fields named in
  `changes` have those values and whose other fields are the very same objects as in
  `state` (nothing is copied, nothing validated: the values are the rules' own).
- A value shared that way is never changed in place. To change a list, a dict or a
  part of the state, the new state first gets its own copy of it (given in `changes`:
  `evolve(s, hand=list(s.hand))`, or `replaced`/`without` for one item), then the
  rules change that copy.
- Validation happens where data comes in from outside: `load` builds a state from its
  JSON data and checks every field (types, allowed values), `dump` gives that data.

A state is a pydantic model (the engine, the saves and the bots' workers read it through
pydantic's API); its parts are pydantic models or plain dataclasses. `evolve` uses only
documented means: pydantic's `model_copy(update=...)` for a model, and for a dataclass
a new instance given a copy of the old one's attribute dictionary (what `copy.copy`
does, without its generic steps, which cost several times more, while rules that make
dozens of copies per decision feel the difference).
"""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

T = TypeVar("T")
Model = TypeVar("Model", bound=BaseModel)


def evolve(state: T, /, **changes: Any) -> T:
    """A copy of `state` (a pydantic model or a dataclass) with `changes`; every other
    field is shared with `state` (see the module's contract)."""
    if isinstance(state, BaseModel):
        return state.model_copy(update=changes)
    new = object.__new__(type(state))
    values = state.__dict__.copy()
    if changes:
        values.update(changes)
    new.__dict__ = values
    return new


def replaced(items: list, index: int, value: Any) -> list:
    """A copy of `items` with `value` at `index`: a shared list is never changed."""
    out = items[:]
    out[index] = value
    return out


def without(items: list, value: Any) -> list:
    """A copy of `items` without the first `value` (as `list.remove`, on a copy)."""
    out = items[:]
    out.remove(value)
    return out


def dump(state: BaseModel) -> dict:
    """The state's JSON data (what the bots' workers and the golden digests store)."""
    return state.model_dump(mode="json")


def load(state_type: type[Model], data: Any) -> Model:
    """A state built from its JSON data, every field checked: raises pydantic's
    `ValidationError` for data that is not a state of this type."""
    return state_type.model_validate(data)
