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
