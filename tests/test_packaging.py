"""`pip install .` into a fresh venv, then `boardgames` works from another directory.

The fresh venv borrows the dev venv's third-party packages through a path file (no
network), but gets its own non-editable copy of boardgames_tui, so data files that are
missing from the wheel make this test fail.
"""

from __future__ import annotations

import os
import subprocess
import sysconfig
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_installed_wheel_lists_games_and_reads_rules_from_anywhere(tmp_path):
    env_dir = tmp_path / "fresh"
    venv.create(env_dir, with_pip=False)
    site = next((env_dir / "lib").glob("python3*/site-packages"))
    (site / "borrowed.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    py = env_dir / "bin" / "python"
    subprocess.run(
        [str(py), "-m", "pip", "install", "--quiet", "--no-deps", "--no-build-isolation", "--ignore-installed",
         str(ROOT)],
        check=True, capture_output=True, text=True,
    )
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    where = subprocess.run(
        [str(py), "-c", "import boardgames_tui, sys; print(boardgames_tui.__file__)"],
        cwd=elsewhere, check=True, capture_output=True, text=True,
    ).stdout
    assert str(env_dir) in where, "the installed copy, not the checkout, is imported"
    out = subprocess.run(
        [str(env_dir / "bin" / "boardgames"), "list"],
        cwd=elsewhere, check=True, capture_output=True, text=True,
    ).stdout
    lines = [line.split("\t") for line in out.strip().splitlines()]
    from boardgames_tui.engine.registry import all_games

    assert [row[0] for row in lines] == [g.id for g in all_games()]
    german = subprocess.run(
        [str(env_dir / "bin" / "boardgames"), "list"], cwd=elsewhere, check=True,
        capture_output=True, text=True, env={**os.environ, "LANG": "de_DE.UTF-8"},
    ).stdout
    assert "Die Schlösser des König Ludwig" in german, "the wheel carries the compiled catalogs"
    for game in all_games():
        text = subprocess.run(
            [str(env_dir / "bin" / "boardgames"), "rules", game.id],
            cwd=elsewhere, check=True, capture_output=True, text=True,
        ).stdout
        assert game.title.split(":")[0] in text
