"""The CLI that checks and tools rely on (architecture §CLI)."""

from __future__ import annotations

import json
import os
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
    keys = {"game", "seed", "players", "bots", "names", "scores", "winners", "rivals",
            "actions", "seconds", "finished"}
    for rec in a:
        assert set(rec) == keys
        assert rec["game"] == game.id and rec["players"] == n and len(rec["scores"]) == n
        assert rec["bots"] == ["random"] * n and rec["winners"] and rec["finished"] is True
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


def test_ctrl_c_during_simulate_or_tournament_exits_130_in_one_line(capsys, monkeypatch):
    import boardgames_tui.engine.simulate as simulate
    import boardgames_tui.engine.tournament as tournament  # imported before the patch

    def interrupted(*_args, **_kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(simulate, "play_one", interrupted)
    monkeypatch.setattr(tournament, "play_one", interrupted)
    game = GAMES[0]
    for argv in (["simulate", game.id, "--players", "2", "--games", "3"],
                 ["tournament", game.id, "--players", "2", "--bots", "random,greedy"]):
        code, out, err = run(capsys, *argv)
        assert code == 130 and out == ""
        assert err == "boardgames: interrupted\n"


def test_a_huge_seed_is_cut_in_the_error(capsys):
    seed = "7" * 5000
    code, _, err = run(capsys, "simulate", GAMES[0].id, "--players", "2", "--seed", seed)
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert len(err) < 200 and "at most 18 digits" in err and "5000 characters" in err


def test_any_long_word_in_an_error_is_cut(capsys):
    code, _, err = run(capsys, "rules", "x" * 3000)
    assert code == 2 and len(err) < 400 and "characters)" in err


def test_new_refuses_duplicate_and_empty_names(capsys):
    code, _, err = run(capsys, "new", GAMES[0].id, "--players", "A", "A")
    assert code == 2
    assert err == "boardgames: two players are named 'A'; every player needs a name of their own\n"
    code, _, err = run(capsys, "new", GAMES[0].id, "--players", "A", " ")
    assert code == 2 and "every player needs a name" in err


def test_a_bad_option_value_names_the_option_and_the_value(capsys):
    game = next(g for g in GAMES if any(
        f.annotation is bool for f in g.Options.model_fields.values()))
    field = next(n for n, f in game.Options.model_fields.items() if f.annotation is bool)
    code, _, err = run(capsys, "simulate", game.id, "--players", str(max(2, game.min_players)),
                       "--option", f"{field}=maybe")
    assert code == 2 and "validation error" not in err
    assert f"option {field}" in err and "cannot be 'maybe'" in err


def test_the_player_count_error_names_the_game_by_its_title(capsys):
    game = GAMES[0]
    code, _, err = run(capsys, "simulate", game.id, "--players", "9")
    assert code == 2 and err.startswith(f"boardgames: {game.title} takes")


@pytest.fixture
def toy_registered(monkeypatch):
    import boardgames_tui.games as games_pkg
    from boardgames_tui.games import GameEntry

    toy = GameEntry("toy", "Toy", 2, 3, "A test game", "tests.toy_game:RULES",
                    "tests.ui.toy_screen:ToyScreen")
    monkeypatch.setattr(games_pkg, "GAMES", [*games_pkg.GAMES, toy])
    return toy.rules


def test_a_game_past_its_bound_is_reported_not_finished_with_its_seed(capsys, monkeypatch,
                                                                       toy_registered):
    """simulate never dies with a RuntimeError at the decision limit (issue 11)."""
    monkeypatch.setattr(type(toy_registered), "max_decisions", lambda self, n, o: 4)
    argv = ["simulate", "toy", "--players", "2", "--games", "2", "--seed", "7"]
    code, out, err = run(capsys, *argv)
    assert code == 0 and err == ""
    lines = out.strip().splitlines()
    assert lines[0].startswith("game 1, seed 7: not finished within 4 decisions")
    assert lines[1].startswith("game 2, seed 8: not finished within 4 decisions")
    code, out, _ = run(capsys, *argv, "--json")
    records = json.loads(out)
    assert [(r["seed"], r["finished"], r["winners"], r["actions"]) for r in records] == [
        (7, False, [], 4), (8, False, [], 4)]
    code, out, err = run(capsys, "tournament", "toy", "--players", "2", "--games", "3",
                         "--seed", "7", "--bots", "random,greedy")
    assert code == 0 and err == ""
    assert out.strip().splitlines()[-1] == (
        "not finished within 4 decisions (a rules bug; not counted): 3 games, seeds 7, 8, 9")


def test_without_a_bound_of_its_own_the_engine_limit_applies(monkeypatch, toy_registered):
    from boardgames_tui.engine import simulate

    monkeypatch.setattr(type(toy_registered), "max_decisions", lambda self, n, o: None)
    monkeypatch.setattr(simulate, "MAX_DECISIONS", 5)
    result = simulate.play_one(toy_registered, 2, seed=1)
    assert not result.finished and result.actions == 5 and result.winners == []


def test_simulate_text_names_players_as_json_does(capsys, toy_registered):
    """The text said "winner P1" (from 1) while --json said winners [0]: the text names
    players by the names --json lists, and winners index that list from 0."""
    _, out, _ = run(capsys, "simulate", "toy", "--players", "3", "--games", "3", "--seed", "4")
    _, js, _ = run(capsys, "simulate", "toy", "--players", "3", "--games", "3", "--seed", "4",
                   "--json")
    for line, rec in zip(out.strip().splitlines(), json.loads(js), strict=True):
        assert rec["names"] == ["P1", "P2", "P3"]
        scores = ", ".join(f"{n} {s}" for n, s in zip(rec["names"], rec["scores"], strict=True))
        won = [rec["names"][w] for w in rec["winners"]]
        outcome = f"{won[0]} wins" if len(won) == 1 else " and ".join(won) + " share the win"
        assert line.startswith(f"game {rec['seed'] - 3}, seed {rec['seed']}: {scores}; {outcome} (")
        assert "winner" not in line


def test_no_internal_names_in_cli_messages(capsys, toy_registered):
    code, _, err = run(capsys, "simulate", "toy", "--players", "2", "--option", "nope=1")
    assert err == "boardgames: unknown option 'nope' for Toy; options: bonus_deck, target\n"
    code, _, err = run(capsys, "simulate", "toy", "--players", "2", "--option", "target=many")
    assert err == "boardgames: option target cannot be 'many': it must be a whole number\n"


def test_help_and_errors_in_german(capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "de", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("Aufruf: boardgames") and "Optionen:" in out
    assert "ein neues Spiel in der App beginnen" in out and "usage" not in out
    code, _, err = run(capsys, "simulate", "--lang", "de")
    assert code == 2 and err.strip() == "boardgames: diese Argumente fehlen: SPIEL, --players"
    code, _, err = run(capsys, "--lang", "de", "simulate", "akropolis", "--players", "9")
    assert code == 2 and "Akropolis ist für 1-4 Spieler, nicht für 9" in err
    code, _, err = run(capsys, "simulate", "akropolis", "--players", "9")
    assert code == 2 and "Akropolis takes 1-4 players, not 9" in err, "English again"


def test_output_into_a_closed_pipe_ends_quietly(tmp_path):
    """`boardgames rules rococo | head -1`: the reader leaves first; no traceback."""
    env = dict(os.environ, BOARDGAMES_HOME=str(tmp_path))
    proc = subprocess.Popen([sys.executable, "-m", "boardgames_tui.cli", "rules", "rococo"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    proc.stdout.close()  # before the command has started writing
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 141
    assert "Traceback" not in err and err == ""
