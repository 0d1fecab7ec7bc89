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
    """A shuffled copy of `items`; callers store the result and bump their counter.

    The same order as `rng_for(seed, counter).shuffle(...)`, with its loop written out:
    `Random.shuffle` swaps every place from the last down with one drawn by
    `_randbelow(i + 1)`, which draws `n.bit_length()` random bits until they give a
    number below `n`. The written-out loop asks the generator for exactly the same bits
    (the test compares it with `Random.shuffle`) without two Python calls per item,
    which were most of a game's setup (every game's setup shuffles its decks)."""
    out = list(items)
    getrandbits = rng_for(seed, counter).getrandbits
    for i in range(len(out) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        out[i], out[j] = out[j], out[i]
    return out
