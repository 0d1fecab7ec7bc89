"""The bot match-ups of the bench give the same results in one process or in several
(`--jobs`): each game's seed, seats and dice come from its number alone."""

from __future__ import annotations

from boardgames_tui.engine.registry import get_game
from tests.benchmarks.bots import match_up


def test_a_match_up_is_the_same_with_two_processes():
    game = get_game("azul-summer-pavilion")
    alone = match_up(game, "greedy", "random", 2, jobs=1)
    shared = match_up(game, "greedy", "random", 2, jobs=2)
    assert (alone.games, alone.wins, alone.ties) == (shared.games, shared.wins, shared.ties)
    assert len(alone.times["greedy"]) == len(shared.times["greedy"]) > 0


def test_a_match_up_keeps_each_levels_final_scores():
    """The bots table's self-play and against-random means (issue 36) come from these."""
    game = get_game("azul-summer-pavilion")
    m = match_up(game, "greedy", "random", 2)
    assert len(m.scores["greedy"]) == len(m.scores["random"]) == 2
    assert all(isinstance(s, int) for s in m.scores["greedy"])
    same = match_up(game, "random", "random", 2)
    assert len(same.scores["random"]) == 4  # self-play: both seats of each game


def test_each_baseline_translates_only_its_own_renamed_actions():
    from tests.benchmarks.bots_old import BASELINES, ISSUE_16, ISSUE_36, renamed

    assert set(BASELINES) == {"e4d5f64", "64d90c7"}
    swap = {"kind": "swap_rooms", "a": 0, "b": 1}
    castles = "castles-of-mad-king-ludwig"
    assert renamed(ISSUE_16, castles, swap, to_old=True)["kind"] == "swap_slots"
    assert renamed(ISSUE_36, castles, swap, to_old=True) == swap
    assert castles in ISSUE_16.by_state and not ISSUE_36.by_state
