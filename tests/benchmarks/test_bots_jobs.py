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
