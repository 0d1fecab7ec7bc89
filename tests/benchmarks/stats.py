"""The arithmetic of `make bench`, kept apart from the timing so that it can be tested.

- `wilson`: the 95% Wilson score interval of a win rate (better than the normal
  approximation for few games and rates near 0 or 1, and never outside [0, 1]);
- `pair_orders`: which side runs first in each pair of an old/new comparison;
- `summarise_pairs`: games per second of each side and the ratio new/old, where each
  pair's ratio is taken first and the median of those ratios is reported, so that a slow
  spell of the machine, which slows both runs of a pair alike, cancels out.
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass

Z95 = 1.959963984540054  # the 97.5% quantile of the standard normal distribution


def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval (low, high) for `wins` successes in `n` trials.

    centre = (p + z²/2n) / (1 + z²/n)
    half   = z / (1 + z²/n) · sqrt(p(1 − p)/n + z²/4n²)
    """
    if n <= 0:
        raise ValueError("a win rate needs at least one game")
    if not 0 <= wins <= n:
        raise ValueError(f"{wins} wins out of {n} games")
    p = wins / n
    z2 = z * z
    denominator = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denominator
    half = z / denominator * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def pair_orders(pairs: int) -> list[tuple[str, str]]:
    """Run order within each pair: old first, then new first, alternately.

    Whatever the first run of a pair leaves behind (a warmer cache, a frequency boost
    that wears off) then favours each side equally often.
    """
    return [("old", "new") if i % 2 == 0 else ("new", "old") for i in range(pairs)]


@dataclass(frozen=True)
class PairedSpeed:
    old_rate: float  # games per second, median over the pairs
    new_rate: float
    ratio: float  # median over the pairs of new rate / old rate
    ratio_low: float  # smallest and largest ratio of one pair
    ratio_high: float
    pairs: int


def summarise_pairs(games: int, old_seconds: list[float],
                    new_seconds: list[float]) -> PairedSpeed:
    """`games` games played in each run; the seconds of the old and new run of each pair."""
    if len(old_seconds) != len(new_seconds) or not old_seconds:
        raise ValueError("need the same number of old and new runs, at least one")
    if games <= 0 or min(old_seconds + new_seconds) <= 0:
        raise ValueError("games and seconds must be positive")
    old = [games / s for s in old_seconds]
    new = [games / s for s in new_seconds]
    ratios = [n / o for o, n in zip(old, new, strict=True)]
    return PairedSpeed(statistics.median(old), statistics.median(new),
                       statistics.median(ratios), min(ratios), max(ratios), len(ratios))
