"""The CLI that checks and tools rely on (architecture §CLI)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from boardgames_tui import __version__
from boardgames_tui.cli import main
from boardgames_tui.engine.registry import all_games

GAMES = all_games()
FIRST = GAMES[0] if GAMES else None
needs_game = pytest.mark.skipif(FIRST is None, reason="no game registered")


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_list_prints_id_title_and_player_range(capsys):
    code, out, _ = run(capsys, "list")
    assert code == 0
    rows = [line.split("\t") for line in out.strip().splitlines()]
    assert [r[0] for r in rows] == [g.id for g in GAMES]
    for row, g in zip(rows, GAMES, strict=True):
        assert row == [g.id, g.title, f"{g.min_players}-{g.max_players}"]


@needs_game
@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_simulate_json_is_reproducible(capsys, game):
    n = max(2, game.min_players)
    argv = ["simulate", game.id, "--players", str(n), "--games", "2", "--seed", "1", "--json"]
    _, first, _ = run(capsys, *argv)
    _, second, _ = run(capsys, *argv)
    a, b = json.loads(first), json.loads(second)
    assert len(a) == 2
    keys = {"game", "seed", "players", "bots", "scores", "winners", "actions", "seconds"}
    for rec in a:
        assert set(rec) == keys
        assert rec["game"] == game.id and rec["players"] == n and len(rec["scores"]) == n
        assert rec["bots"] == ["random"] * n and rec["winners"]
    strip = [{k: v for k, v in r.items() if k != "seconds"} for r in a]
    assert strip == [{k: v for k, v in r.items() if k != "seconds"} for r in b]
    assert [r["seed"] for r in a] == [1, 2]


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["simulate", "no-such-game", "--players", "2"], "unknown game 'no-such-game'"),
        (["rules", "chess"], "unknown game 'chess'"),
        (["frobnicate"], "invalid choice"),
        (["simulate"], "required"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(capsys, argv, needle):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert needle in err and len(err.strip().splitlines()) == 1


@needs_game
def test_wrong_player_count_and_bad_option_exit_2(capsys):
    game = FIRST
    code, _, err = run(capsys, "simulate", game.id, "--players", str(game.max_players + 1))
    assert code == 2 and f"{game.min_players}-{game.max_players} players" in err
    code, _, err = run(capsys, "simulate", game.id, "--players", "2", "--option", "nonsense=1")
    assert code == 2 and "unknown option 'nonsense'" in err
    code, _, err = run(capsys, "simulate", game.id, "--players", "2", "--option", "novalue")
    assert code == 2 and "not KEY=VALUE" in err
    code, _, err = run(capsys, "simulate", game.id, "--players", "2", "--bots", "genius")
    assert code == 2 and "unknown bot level 'genius'" in err


@needs_game
def test_rules_prints_the_rules_text(capsys):
    code, out, _ = run(capsys, "rules", FIRST.id)
    assert code == 0 and len(out) > 500


def test_version_from_the_console_script():
    out = subprocess.run(
        [sys.executable, "-m", "boardgames_tui.cli", "--version"],
        capture_output=True, text=True,
    )
    assert out.returncode == 0 and out.stdout.strip() == f"boardgames {__version__}"


def test_resume_of_a_missing_file_exits_2(capsys, tmp_path):
    code, _, err = run(capsys, "resume", str(tmp_path / "nope.json"))
    assert code == 2 and "no save file" in err
