"""Deterministic randomness kept inside the game state.

Rules code never touches the global `random` module. Every shuffle derives a fresh
`random.Random` from the game seed and a counter stored in the state, so replaying the
same actions from the same seed reproduces every deck and bag order exactly
(architecture: "Randomness is explicit").
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def rng_for(seed: int, counter: int) -> random.Random:
    """A generator for draw number `counter` of the game started with `seed`."""
    return random.Random(f"{seed}:{counter}")


def shuffled(seed: int, counter: int, items: Sequence[T]) -> list[T]:
    """A shuffled copy of `items`; callers store the result and bump their counter."""
    out = list(items)
    rng_for(seed, counter).shuffle(out)
    return out
