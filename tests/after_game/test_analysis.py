"""Move analysis: the seat that plays the greedy bot's moves loses fewer points to better
moves than the seat that plays at random, in every game; results are stored in the save."""

from __future__ import annotations

import pytest

from boardgames_tui.engine import saves
from boardgames_tui.engine.analysis import Settings, analyse, analyse_and_store, stored
from boardgames_tui.engine.registry import all_games
from tests.after_game.games import played

CHEAP = Settings(rivals=2, samples=2, depth=6)


@pytest.mark.parametrize("game", all_games(), ids=[g.id for g in all_games()])
def test_random_play_loses_more_than_greedy_play(game):
    match, _ = played(game.id, ["Greedy", "Random"], seed=7, greedy_seats=(0,), save=False)
    result = analyse(match, CHEAP)
    assert result.complete and len(result.decisions) == len(match.record.actions)
    assert all(d.loss >= 0 for d in result.decisions)
    assert result.total_loss(1) > result.total_loss(0)
    worst = result.costliest(1)
    assert len(worst) == 3 and worst[0].loss >= worst[-1].loss
    assert "better:" in worst[0].in_words()


def test_the_analysis_is_stored_once_and_a_cancel_keeps_nothing():
    match, path = played("rococo", ["Ana", "Ben"], seed=3)
    stop_now = analyse_and_store(match, path, cancelled=lambda: True, settings=CHEAP)
    assert not stop_now.complete and stored(saves.load(path)) is None
    done = analyse_and_store(match, path, settings=CHEAP)
    again = saves.load(path)
    assert stored(again) == done
    calls = []
    analyse_and_store(again, path, progress=lambda *a: calls.append(a), settings=CHEAP)
    assert calls == [], "a stored analysis is not computed again"
