"""The history index lists every finished game and sums them up per player; a missing or
damaged index is rebuilt from the save files, and nothing is lost."""

from __future__ import annotations

import json

import pytest

from boardgames_tui.cli import main
from boardgames_tui.engine.history import History, index_path, statistics
from tests.after_game.games import played


@pytest.fixture
def three_games():
    a, _ = played("azul-summer-pavilion", ["Ana", "Ben"], seed=4)
    b, _ = played("bruxelles-1897", ["Ana", "Ben", "Cleo"], seed=5)
    c, _ = played("akropolis", ["Ben", "Dora"], seed=6, stop=10)  # unfinished
    return a, b, c


def test_finished_games_are_listed_newest_first_with_scores_and_winners(three_games):
    a, b, _ = three_games
    games = History().sync()
    assert {g.game for g in games} == {"azul-summer-pavilion", "bruxelles-1897"}
    by_game = {g.game: g for g in games}
    sheet = a.game.score_sheet(a.state)
    azul = by_game["azul-summer-pavilion"]
    assert azul.players == ["Ana", "Ben"]
    assert azul.scores == [r.total for r in sorted(sheet.rows, key=lambda r: r.seat)]
    assert azul.winners == sheet.winners
    assert azul.decisions == len(a.record.actions)


def test_statistics_per_player(three_games):
    a, b, _ = three_games
    stats = {s.name: s for s in statistics(History().sync())}
    assert set(stats) == {"Ana", "Ben", "Cleo"}  # Dora's game is not finished
    ana = stats["Ana"]
    a_total = next(r.total for r in a.game.score_sheet(a.state).rows if r.seat == 0)
    b_total = next(r.total for r in b.game.score_sheet(b.state).rows if r.seat == 0)
    assert ana.games == 2
    assert ana.total_score == a_total + b_total
    assert ana.best_score == max(a_total, b_total)
    wins = int(0 in a.game.score_sheet(a.state).winners) + int(
        0 in b.game.score_sheet(b.state).winners)
    assert ana.wins == wins and ana.win_rate == wins / 2
    assert set(ana.per_game) == {"azul-summer-pavilion", "bruxelles-1897"}
    assert ana.per_game["bruxelles-1897"].games == 1


def test_a_deleted_index_is_rebuilt(three_games):
    first = History().sync()
    index_path().unlink()
    history = History()
    again = history.sync()
    assert [g.path for g in again] == [g.path for g in first]
    assert history.notes == [], "a missing index is built without a word (issue 35)"


def test_a_damaged_index_is_set_aside_and_rebuilt(three_games):
    first = History().sync()
    index_path().write_bytes(b"this is not a database" * 100)
    history = History()
    again = history.sync()
    assert [g.path for g in again] == [g.path for g in first]
    assert any("damaged" in n for n in history.notes)
    assert index_path().with_name(index_path().name + ".broken").exists()


def test_a_deleted_save_leaves_the_history(three_games):
    games = History().sync()
    from pathlib import Path

    Path(games[0].path).unlink()
    assert len(History().sync()) == len(games) - 1


def test_history_and_stats_on_the_command_line(three_games, capsys):
    assert main(["history", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert len(rows) == 2 and all(r["winners"] for r in rows)
    assert main(["stats", "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert {s["name"] for s in stats} == {"Ana", "Ben", "Cleo"}
    assert main(["stats"]) == 0
    out = capsys.readouterr().out
    assert "Azul: Summer Pavilion" in out and "azul-summer-pavilion" not in out


def test_simulate_save_to_writes_replayable_saves(tmp_path, capsys):
    from boardgames_tui.engine import saves

    out = tmp_path / "bot-games"
    assert main(["simulate", "rococo", "--players", "2", "--games", "2", "--seed", "3",
                 "--save-to", str(out), "--json"]) == 0
    records = json.loads(capsys.readouterr().out)
    files = sorted(out.glob("*.json"))
    assert len(files) == 2
    for path, record in zip(files, sorted(records, key=lambda r: str(r["seed"])), strict=True):
        match = saves.load(path)
        assert match.is_over()
        sheet = match.game.score_sheet(match.state)
        assert [r.total for r in sorted(sheet.rows, key=lambda r: r.seat)] == record["scores"]
        assert [p.bot for p in match.record.players] == record["bots"]


def test_a_solo_game_lost_to_the_rival_names_the_rival():
    from boardgames_tui.engine.replay import transcript
    from boardgames_tui.engine.scoring import RIVAL_SEAT

    match, _ = played("akropolis", ["Ana"], seed=3)
    sheet = match.game.score_sheet(match.state)
    games = History().sync()
    assert len(games) == 1
    rival = next(r.name for r in sheet.rows if r.seat == RIVAL_SEAT)
    expected = [next(r.name for r in sheet.rows if r.seat == s) for s in sheet.winners]
    assert games[0].winner_names == expected
    assert f"Winner: {expected[0]}" in transcript(match) or "Shared win" in transcript(match)
    stats = {s.name: s for s in statistics(games)}
    assert set(stats) == {"Ana"} and rival not in stats
