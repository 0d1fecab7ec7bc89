"""Match (replay, undo), saves (atomic, damaged files) and simulation on the toy game."""

from __future__ import annotations

import json

import pytest

from boardgames_tui.engine import saves
from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.engine.match import Match
from boardgames_tui.engine.scoring import ScoreSheet, SeatScore
from boardgames_tui.engine.simulate import play_one

from . import generic_checks as gc
from .toy_game import Add, Draw, EndTurn, ToyGame

GAME = ToyGame()


def test_generic_checks_pass_on_the_toy_game():
    for n in (2, 3):
        gc.check_playout_ends(GAME, n, 1)
        gc.check_bound_and_ends_within_it(GAME, n, seeds=range(20))
        gc.check_apply_is_pure_and_legal(GAME, n, 2)
        gc.check_illegal_refused(GAME, n, 3)
        gc.check_save_replay(GAME, n, 4, steps=40)
        gc.check_deterministic(GAME, n, 5)
        gc.check_redact(GAME, n, 6)


def test_undo_within_own_decisions_but_not_past_a_reveal_or_turn_change():
    m = Match.new(GAME, ["Ana", "Ben"], seed=1)
    m.apply(0, Add(amount=2))
    m.apply(0, Add(amount=1))
    assert m.can_undo()
    m.undo()
    assert m.state.added == [2, 0] and len(m.record.actions) == 1
    m.apply(0, Draw())
    assert not m.can_undo(), "a draw revealed a card"
    with pytest.raises(IllegalAction):
        m.undo()
    m.apply(0, EndTurn())
    assert not m.can_undo(), "the turn passed to Ben"


def test_match_refuses_out_of_turn_and_keeps_state():
    m = Match.new(GAME, ["Ana", "Ben"], seed=1)
    before = m.state
    with pytest.raises(IllegalAction, match="not Ben's decision"):
        m.apply(1, Add(amount=1))
    assert m.state is before and m.record.actions == []


def test_wrong_player_count_is_refused():
    with pytest.raises(ValueError, match="2-3 players"):
        Match.new(GAME, ["Solo"], seed=1)


def test_save_roundtrip_and_atomic_write(home):
    m = Match.new(GAME, ["Ana", "Ben"], seed=9)
    m.apply(0, Add(amount=2))
    m.apply(0, Draw())
    path = saves.new_save_path(GAME.id)
    saves.save(m, path)
    data = json.loads(path.read_text())
    assert data["format"] == "boardgames-tui-save" and data["version"] == saves.VERSION
    assert [a["action"]["kind"] for a in data["actions"]] == ["add", "draw"]
    again = Match.replay(GAME, saves.parse_save(path.read_text()))
    assert again.state == m.state
    assert not list(path.parent.glob(".tmp-*")), "no temp file is left behind"


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"\x00\xff\x13garbage", "not a text file"),
        (b"{not json", "not JSON"),
        (b'{"format": "something-else"}', "not a boardgames-tui save"),
        (b'{"format": "boardgames-tui-save", "version": 1, "game": 5}', "wrong save schema"),
    ],
)
def test_damaged_saves_are_reported_and_set_aside(home, monkeypatch, content, reason):
    import boardgames_tui.engine.saves as saves_mod

    monkeypatch.setattr(saves_mod, "get_game", lambda gid: GAME)
    bad = saves.saves_dir() / "bad.json"
    bad.write_bytes(content)
    good, broken = saves.scan()
    assert good == []
    assert len(broken) == 1 and reason in broken[0].reason
    assert not bad.exists()
    assert (saves.saves_dir() / "bad.json.broken").read_bytes() == content


def test_a_save_with_an_illegal_action_is_refused(home, monkeypatch):
    import boardgames_tui.engine.saves as saves_mod

    monkeypatch.setattr(saves_mod, "get_game", lambda gid: GAME)
    m = Match.new(GAME, ["Ana", "Ben"], seed=1)
    m.apply(0, EndTurn())
    data = json.loads(saves.to_json(m))
    data["actions"].append({"seat": 0, "action": {"kind": "add", "amount": 1}, "text": ""})
    path = saves.saves_dir() / "cheat.json"
    path.write_text(json.dumps(data))
    with pytest.raises(saves.SaveError, match="action 2 cannot be replayed"):
        saves.load(path)


def test_unknown_game_in_save_is_reported(home):
    m = Match.new(GAME, ["Ana", "Ben"], seed=1)
    path = saves.saves_dir() / "toy.json"
    saves.save(m, path)
    good, broken = saves.scan()
    assert good == [] and "unknown game 'toy'" in broken[0].reason


def test_simulation_is_reproducible():
    a = play_one(GAME, 3, seed=11)
    b = play_one(GAME, 3, seed=11)
    assert a.model_dump(exclude={"seconds"}) == b.model_dump(exclude={"seconds"})
    assert a.actions > 0 and len(a.scores) == 3


def test_score_sheet_shares_ties_and_uses_tiebreak():
    rows = [
        SeatScore(seat=0, name="A", total=10, tiebreak=[3]),
        SeatScore(seat=1, name="B", total=10, tiebreak=[5]),
        SeatScore(seat=2, name="C", total=10, tiebreak=[5]),
        SeatScore(seat=3, name="D", total=4, tiebreak=[9]),
    ]
    sheet = ScoreSheet.build(rows, [])
    assert sheet.winners == [1, 2]
    assert sheet.scores() == [10, 10, 10, 4]


def test_a_save_whose_setup_crashes_is_reported_not_raised(home, monkeypatch):
    """Options the game cannot set up (or any other failure) mark the file damaged."""
    import boardgames_tui.engine.saves as saves_mod

    monkeypatch.setattr(saves_mod, "get_game", lambda gid: GAME)
    m = Match.new(GAME, ["Ana", "Ben"], seed=1)
    data = json.loads(saves.to_json(m))
    data["actions"] = [{"seat": 7, "action": {"kind": "end"}, "text": ""}]
    path = saves.saves_dir() / "odd.json"
    path.write_text(json.dumps(data))
    data["players"] = data["players"][:1]
    (saves.saves_dir() / "solo.json").write_text(json.dumps(data))
    good, broken = saves.scan()
    reasons = {b.path.name: b.reason for b in broken}
    assert good == []
    assert "cannot be replayed: it is not seat 7's decision" in reasons["odd.json"]
    assert "cannot be played by 1 player" in reasons["solo.json"]


def test_a_failing_disk_is_reported_and_the_game_goes_on(home, monkeypatch):
    from boardgames_tui.engine.session import Session

    session = Session(Match.new(GAME, ["Ana", "Ben"], seed=1))
    assert session.save_error is None

    real_write = saves.write_atomic
    disk_full = [True]

    def write(path, text):
        if disk_full[0]:
            raise OSError(28, "No space left on device")
        real_write(path, text)

    monkeypatch.setattr(saves, "write_atomic", write)
    session.apply(0, Add(amount=2))
    assert session.match.state.added == [2, 0]
    assert "No space left on device" in session.save_error
    disk_full[0] = False
    session.apply(0, Add(amount=1))
    assert session.save_error is None
    assert len(json.loads(session.path.read_text())["actions"]) == 2
