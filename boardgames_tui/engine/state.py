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

A game's state is a plain dataclass deriving from `StateData` (its parts are
dataclasses or small pydantic models). The rules read and write its attributes dozens
of times per decision and copy it on every decision, both at the speed of a plain
object; pydantic checks it only at the boundary, through a `TypeAdapter` (`load`,
`dump`), which knows dataclasses: the JSON is the one the pydantic models gave before.
`evolve` copies a dataclass by giving a new instance a copy of the old one's attribute
dictionary (what `copy.copy` does, without its generic steps, which cost several times
more), and a pydantic model through its public `model_copy(update=...)`.
"""

from __future__ import annotations

import copy
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, TypeAdapter

T = TypeVar("T")
S = TypeVar("S", bound="StateData")


# Whether a type is a pydantic model, by type: asked on every copy, and `isinstance`
# against pydantic's abstract base class costs more than the copy of a small part.
_is_model: dict[type, bool] = {}


def evolve(state: T, /, **changes: Any) -> T:
    """A copy of `state` (a dataclass or a pydantic model) with `changes`; every other
    field is shared with `state` (see the module's contract)."""
    kind = type(state)
    model = _is_model.get(kind)
    if model is None:
        model = _is_model[kind] = issubclass(kind, BaseModel)
    if model:
        copied: T = state.model_copy(update=changes)  # type: ignore[attr-defined]
        return copied
    new = object.__new__(kind)
    values = state.__dict__.copy()
    if changes:
        values.update(changes)
    new.__dict__ = values
    return new


def replaced(items: list[Any], index: int, value: Any) -> list[Any]:
    """A copy of `items` with `value` at `index`: a shared list is never changed."""
    out = items[:]
    out[index] = value
    return out


def without(items: list[Any], value: Any) -> list[Any]:
    """A copy of `items` without the first `value` (as `list.remove`, on a copy)."""
    out = items[:]
    out.remove(value)
    return out


_adapters: dict[type, TypeAdapter[Any]] = {}  # one per state type: a handful


def adapter(state_type: type) -> TypeAdapter[Any]:
    """The pydantic checker and writer of one state type (made once: it is costly)."""
    made = _adapters.get(state_type)
    if made is None:
        made = _adapters[state_type] = TypeAdapter(state_type)
    return made


def dump(state: Any, mode: Literal["json", "python"] = "json",
         exclude: set[str] | None = None) -> dict[str, Any]:
    """The state's data: JSON-ready by default (what the bots' workers send and the
    golden playthroughs digest), or Python values with `mode="python"`."""
    data: dict[str, Any] = adapter(type(state)).dump_python(state, mode=mode, exclude=exclude)
    return data


def load(state_type: type[T], data: Any) -> T:
    """A state built from its data, every field checked: raises pydantic's
    `ValidationError` for data that is not a state of this type."""
    state: T = adapter(state_type).validate_python(data)
    return state


class StateData:
    """The base of every game's state class, declared `@dataclass(kw_only=True)`, not
    slotted: `evolve` copies its attribute dictionary in one step, which is quicker than
    copying slots one by one.

    It answers the few questions that code handling states, options and actions alike
    asks of all three with pydantic's names (the fuzzer, the tests, the bots' workers):
    `model_dump`, `model_validate` and `model_copy`, all through `dump`, `load` and
    `evolve` above.
    """

    def model_dump(self, *, mode: Literal["json", "python"] = "python",
                   exclude: set[str] | None = None) -> dict[str, Any]:
        return dump(self, mode=mode, exclude=exclude)

    @classmethod
    def model_validate(cls: type[S], data: Any) -> S:
        return load(cls, data)

    def model_copy(self: S, *, update: dict[str, Any] | None = None, deep: bool = False) -> S:
        """`evolve(self, **update)`; with `deep`, nothing shared but the `update`d values."""
        base = copy.deepcopy(self) if deep else self
        return evolve(base, **(update or {}))
