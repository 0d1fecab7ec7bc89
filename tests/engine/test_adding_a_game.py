"""A new game added by following the README alone passes every generic test (issue 37).

In a copy of the project, the toy game (`tests/toy_game/`, the template) is added by the
README's steps of "Adding a game": copied into `boardgames_tui/games/`, registered with
the entry the README shows, its golden playthroughs recorded with the README's command;
then the registry-wide tests, the golden check, a fuzz slice and the import contracts
run on the copy in a fresh interpreter, where the toy is a game like the others.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def readme_entry() -> str:
    """The `GameEntry` the README's step 2 shows for the toy game."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("### Adding a game"):]
    block = re.search(r"```python\n(.*?)```", section, re.S)
    assert block, "the README shows the toy game's entry"
    return block.group(1)


def copy_project(to: Path) -> None:
    skip = shutil.ignore_patterns("__pycache__", "__snapshots__", "*.pyc")
    shutil.copytree(ROOT / "boardgames_tui", to / "boardgames_tui", ignore=skip)
    shutil.copytree(ROOT / "tests", to / "tests", ignore=skip)
    shutil.copy(ROOT / "pyproject.toml", to / "pyproject.toml")
    shutil.copytree(ROOT / "assets", to / "assets", ignore=skip)


def add_the_toy_game(project: Path) -> None:
    """Steps 1 and 2 of the README."""
    shutil.copytree(project / "tests" / "toy_game",
                    project / "boardgames_tui" / "games" / "toy_game")
    games = project / "boardgames_tui" / "games" / "__init__.py"
    text = games.read_text(encoding="utf-8")
    start = text.index("GAMES: list[GameEntry] = [")
    end = text.index("\n]", start)
    games.write_text(text[:end] + "\n" + readme_entry().rstrip() + text[end:],
                     encoding="utf-8")


def run(project: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(project), "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("PYTEST_XDIST_WORKER", None)
    return subprocess.run(args, cwd=project, env=env, capture_output=True, text=True,
                          timeout=600)


@pytest.mark.slow
def test_the_toy_game_added_by_the_readmes_steps_passes_every_generic_test(tmp_path):
    project = tmp_path / "project"
    copy_project(project)
    add_the_toy_game(project)
    python = sys.executable

    listed = run(project, python, "-m", "boardgames_tui", "list")
    assert listed.returncode == 0 and "Toy" in listed.stdout, listed.stderr

    recorded = run(project, python, "-m", "tests.golden.playthrough", "--game", "toy")
    assert recorded.returncode == 0, recorded.stderr
    assert "4 golden playthroughs" in recorded.stdout  # 2 and 3 players, deck on and off

    tests = run(project, python, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                "tests/engine/test_games_generic.py", "tests/engine/test_registry.py",
                "tests/golden/test_golden.py", "-k", "toy or registry or entries or every_game")
    assert tests.returncode == 0, tests.stdout[-3000:]
    counts = re.search(r"(\d+) passed", tests.stdout)
    assert counts and int(counts.group(1)) >= 20, tests.stdout[-500:]  # 7 checks × 2 counts …

    fuzzed = run(project, python, "-m", "boardgames_tui.engine.fuzz", "--game", "toy",
                 "--games", "3", "--seed", "2")
    assert fuzzed.returncode == 0 and "0 failure(s)" in fuzzed.stdout, fuzzed.stdout

    contracts = run(project, str(Path(python).parent / "lint-imports"))
    assert contracts.returncode == 0, contracts.stdout[-2000:]
