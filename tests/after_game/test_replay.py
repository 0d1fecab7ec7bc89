"""Replay data, transcripts and the read-only replay session."""

from __future__ import annotations

import pytest

from boardgames_tui.cli import main
from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.engine.replay import ReplaySession, match_at, score_series, transcript
from tests.after_game.games import played


def test_match_at_every_step_is_the_game_as_it_stood():
    m, _ = played("bruxelles-1897", ["Ana", "Ben"], seed=2, save=False)
    for step in (0, 1, 17, len(m.record.actions)):
        view = match_at(m, step)
        assert view.state == m.states[step]
        assert len(view.record.actions) == step
    assert len(m.record.actions) > 20


def test_score_series_follows_the_score_sheet():
    m, _ = played("azul-summer-pavilion", ["Ana", "Ben"], seed=3, save=False)
    series = score_series(m)
    assert len(series) == 2 and len(series[0]) == len(m.states)
    final = {r.seat: r.total for r in m.game.score_sheet(m.state).rows}
    assert series[0][-1] == final[0] and series[1][-1] == final[1]


def test_transcript_has_every_decision_and_the_result(capsys):
    m, path = played("akropolis", ["Ana", "Ben"], seed=3)
    text = transcript(m)
    for i, logged in enumerate(m.record.actions):
        assert f"{i + 1}. {logged.text}" in text
    winner = m.names[m.game.score_sheet(m.state).winners[0]]
    assert f"Winner: {winner}" in text or "Shared win" in text
    assert main(["replay", str(path), "--text"]) == 0
    assert capsys.readouterr().out == text


def test_replay_session_is_read_only_and_steps_by_round():
    m, _ = played("azul-summer-pavilion", ["Ana", "Ben"], seed=3, save=False)
    r = ReplaySession(m)
    assert r.step == len(m.record.actions)
    r.go(-5)
    assert r.step == 0 and r.match.state == m.states[0]
    r.go(10**6)
    assert r.step == r.total
    with pytest.raises(IllegalAction):
        r.apply(0, m.game.parse_action(m.record.actions[0].action))
    assert r.human_seats_to_act() == [] and r.bot_seats_to_act() == []
    r.go(0)
    seen = []
    while r.step < r.total:
        r.next_round(1)
        seen.append(r.step)
    assert seen == sorted(seen) and seen[-1] == r.total
    r.next_round(-1)
    assert r.step < r.total
