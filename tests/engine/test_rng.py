"""The written-out shuffle of `engine.rng` gives the orders of `random.Random.shuffle`.

Every game's decks and bags come from `shuffled`, and the golden playthroughs depend on
each order; the loop is written out for speed, so it is compared here with the standard
library's shuffle for many seeds, counters and lengths (0 and 1 items included)."""

from __future__ import annotations

from boardgames_tui.engine.rng import rng_for, shuffled


def test_shuffled_is_random_shuffle_of_the_same_generator():
    for seed in (0, 1, 7, 12345, 2**40 + 3):
        for counter in range(6):
            for length in (0, 1, 2, 3, 5, 8, 17, 33, 64, 100, 129):
                items = [f"x{i}" for i in range(length)]
                expected = items[:]
                rng_for(seed, counter).shuffle(expected)
                assert shuffled(seed, counter, items) == expected


def test_shuffled_leaves_its_input_alone_and_accepts_any_sequence():
    items = (3, 1, 4, 1, 5, 9, 2, 6)
    out = shuffled(5, 2, items)
    assert items == (3, 1, 4, 1, 5, 9, 2, 6)
    assert sorted(out) == sorted(items) and isinstance(out, list)
