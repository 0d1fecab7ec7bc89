"""The arithmetic behind `make bench`: Wilson intervals, paired speed ratios, win tallies."""

from __future__ import annotations

import math

import pytest

from tests.benchmarks.bots import MatchUp
from tests.benchmarks.stats import Z95, pair_orders, summarise_pairs, wilson


@pytest.mark.parametrize(("wins", "n", "low", "high"), [
    (0, 10, 0.0, 0.2775),
    (5, 10, 0.2366, 0.7634),
    (32, 40, 0.6524, 0.8950),
    (1, 2, 0.0945, 0.9055),
])
def test_wilson_known_values(wins, n, low, high):
    lo, hi = wilson(wins, n)
    assert lo == pytest.approx(low, abs=1e-4)
    assert hi == pytest.approx(high, abs=1e-4)


@pytest.mark.parametrize(("wins", "n"), [(1, 3), (7, 9), (30, 40), (12, 40), (99, 100)])
def test_wilson_bounds_solve_the_score_equation(wins, n):
    """Each bound p is a rate whose z-score of the observed rate is exactly ±z:
    (p̂ − p)² = z² p (1 − p) / n, solved independently of the closed formula."""
    observed = wins / n
    for p in wilson(wins, n):
        assert (observed - p) ** 2 == pytest.approx(Z95 ** 2 * p * (1 - p) / n, rel=1e-9)


def test_wilson_all_won_reaches_one_and_stays_below_the_observed_rate():
    low, high = wilson(40, 40)
    assert high == 1.0
    assert low == pytest.approx(40 / (40 + Z95 ** 2))  # n / (n + z²) when every game is won


def test_wilson_is_symmetric_and_narrows_with_more_games():
    lo, hi = wilson(3, 10)
    mirror_lo, mirror_hi = wilson(7, 10)
    assert (lo, hi) == pytest.approx((1 - mirror_hi, 1 - mirror_lo))
    assert wilson(32, 40)[1] - wilson(32, 40)[0] > wilson(320, 400)[1] - wilson(320, 400)[0]


@pytest.mark.parametrize(("wins", "n"), [(0, 0), (5, 4), (-1, 4)])
def test_wilson_refuses_impossible_tallies(wins, n):
    with pytest.raises(ValueError):
        wilson(wins, n)


def test_pair_orders_alternate_which_side_runs_first():
    orders = pair_orders(5)
    assert orders == [("old", "new"), ("new", "old"), ("old", "new"), ("new", "old"),
                      ("old", "new")]
    assert all(sorted(o) == ["new", "old"] for o in orders)


def test_paired_ratio_cancels_a_slow_spell():
    # The second pair ran while the machine was three times slower, for both sides alike:
    # the ratio of every pair is 2, whatever the speed of the spell.
    s = summarise_pairs(10, old_seconds=[1.0, 3.0, 1.0], new_seconds=[0.5, 1.5, 0.5])
    assert s.ratio == pytest.approx(2.0)
    assert (s.ratio_low, s.ratio_high) == pytest.approx((2.0, 2.0))
    assert s.old_rate == pytest.approx(10.0)  # median of 10, 3.33, 10 games/s
    assert s.new_rate == pytest.approx(20.0)
    assert s.pairs == 3


def test_paired_ratio_is_the_median_of_the_pairs_not_the_ratio_of_the_medians():
    # games/s old: 10, 5, 2; new: 10, 20, 3 -> pair ratios 1, 4, 1.5
    s = summarise_pairs(10, old_seconds=[1.0, 2.0, 5.0], new_seconds=[1.0, 0.5, 10 / 3])
    assert s.ratio == pytest.approx(1.5)
    assert (s.ratio_low, s.ratio_high) == pytest.approx((1.0, 4.0))
    assert s.new_rate / s.old_rate == pytest.approx(2.0)  # would have said 2


def test_paired_ratio_of_an_even_number_of_pairs_is_the_middle_mean():
    s = summarise_pairs(4, old_seconds=[1.0, 1.0], new_seconds=[0.5, 0.25])
    assert s.ratio == pytest.approx(3.0)  # pair ratios 2 and 4


@pytest.mark.parametrize(("games", "old", "new"), [
    (10, [1.0, 1.0], [1.0]), (10, [], []), (0, [1.0], [1.0]), (10, [1.0], [0.0]),
])
def test_paired_ratio_refuses_unpaired_or_empty_runs(games, old, new):
    with pytest.raises(ValueError):
        summarise_pairs(games, old, new)


def test_match_up_cells_count_ties_apart_from_wins():
    m = MatchUp("strong", "greedy", games=40, wins=32, ties=2)
    assert m.rate == 0.8
    assert m.cells() == ["32 of 40", "2", "80%", "65%–90%"]
    low, high = wilson(32, 40)
    assert math.isclose(low, 0.6524, abs_tol=1e-4) and math.isclose(high, 0.8950, abs_tol=1e-4)
