"""The engine comparison says in one line when the baseline commit cannot be built."""

from __future__ import annotations

import pytest

from tests.benchmarks import engines


def test_a_folder_without_history_skips_the_comparison_in_one_line(tmp_path, monkeypatch,
                                                                   capsys):
    monkeypatch.setattr(engines, "ROOT", tmp_path)  # as an unpacked sdist: no .git
    with pytest.raises(engines.BuildError, match="no git history"):
        engines.baseline_python(cache=tmp_path / "cache")
    engines.engine_comparison(quick=True, table=lambda *a: pytest.fail("no table expected"))
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("## Engines side by side: skipped, commit e4d5f64 cannot be built")
    assert not (tmp_path / "cache").exists()


def test_an_unknown_commit_is_named(tmp_path):
    if not (engines.ROOT / ".git").exists():
        pytest.skip("this checkout has no git history")
    with pytest.raises(engines.BuildError, match="commit 0123abc is not in the history"):
        engines.baseline_python("0123abc", cache=tmp_path)
    assert not any(tmp_path.iterdir())


# Decisions and final scores of Castles games under the like-for-like policy, as the
# engines of e4d5f64 play them (worked out with the baseline's venv, `.bench-cache`).
BASELINE_CASTLES = {
    (2, 0): (77, [54, 46]), (2, 1): (85, [55, 48]), (2, 2): (82, [44, 46]),
    (3, 0): (121, [73, 71, 48]), (3, 1): (125, [65, 69, 52]), (3, 2): (108, [46, 65, 57]),
    (4, 0): (155, [65, 72, 55, 83]), (4, 1): (161, [51, 65, 58, 103]),
    (4, 2): (162, [71, 47, 64, 77]),
}


def _castles():
    from boardgames_tui.engine.registry import all_games
    return next(g for g in all_games() if g.id == "castles-of-mad-king-ludwig")


@pytest.mark.parametrize("players, seed", sorted(BASELINE_CASTLES))
def test_like_for_like_castles_plays_the_baselines_games(players, seed):
    from tests.benchmarks.playout_worker import play
    game = _castles()
    decisions, state = play(game, players, seed, "like-for-like")
    assert (decisions, game.score_sheet(state).scores()) == BASELINE_CASTLES[players, seed]


def test_random_castles_plays_other_games_than_the_baseline():
    """Why the like-for-like rows exist: uniformly random players, bounded swaps."""
    from tests.benchmarks.playout_worker import play
    game = _castles()
    same = sum(play(game, n, s, "random")[0] == BASELINE_CASTLES[n, s][0]
               for n, s in BASELINE_CASTLES)
    assert same < len(BASELINE_CASTLES)


def test_the_two_policies_are_the_same_for_games_without_pricing():
    from boardgames_tui.engine.registry import all_games
    from tests.benchmarks.playout_worker import play
    game = next(g for g in all_games() if g.id == "akropolis")
    (d1, s1), (d2, s2) = play(game, 2, 3, "random"), play(game, 2, 3, "like-for-like")
    assert d1 == d2 and game.score_sheet(s1).scores() == game.score_sheet(s2).scores()


def test_the_worker_answers_with_the_outcome_of_each_game(tmp_path):
    import sys
    worker = engines.Worker(sys.executable, str(tmp_path))
    try:
        result = worker.run("castles-of-mad-king-ludwig", 2, 2, first_seed=1,
                            policy="like-for-like")
    finally:
        worker.close()
    assert result["outcomes"] == [[85, [55, 48]], [82, [44, 46]]]
    assert result["decisions"] == 85 + 82 and result["seconds"] > 0
