"""Match (replay, undo), saves (atomic, damaged files) and simulation on the toy game."""

from __future__ import annotations

import json

import pytest

from boardgames_tui.engine import saves
from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.engine.match import Match
from boardgames_tui.engine.scoring import ScoreSheet, SeatScore
from boardgames_tui.engine.simulate import play_one
from tests.toy_game import Add, Draw, EndTurn, ToyGame, ToyOptions, ToyView

from . import generic_checks as gc

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
    assert m.can_undo(), "Ben has neither seen anything private nor acted"
    m.apply(1, Add(amount=1))
    m.undo()
    assert m.can_undo(), "Ben took his decision back: Ana's end of turn is the last again"
    m.undo()
    assert m.to_act() == [0] and m.state.hands[0] and m.state.added == [2, 0]
    assert not m.can_undo(), "never past the draw"


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


# --- undo until the next player sees something private or acts (issue 13) -------------


def test_the_last_decision_of_a_turn_is_final_once_the_next_player_acts():
    m = Match.new(GAME, ["Ana", "Ben"], seed=1)
    m.apply(0, Add(amount=2))
    m.apply(0, EndTurn())
    m.apply(1, EndTurn())
    assert m.can_undo()
    m.undo()  # Ben's own end of turn
    m.apply(1, Add(amount=1))
    m.apply(1, EndTurn())
    m.undo()
    m.undo()
    assert m.to_act() == [1] and m.can_undo()
    m.apply(1, Add(amount=2))
    m.undo()
    m.undo()
    assert m.to_act() == [0] and m.state.added == [2, 0]


def test_no_undo_when_the_next_player_would_see_something_private(monkeypatch):
    monkeypatch.setattr(ToyView, "private_decision", lambda self, state, seat: seat == 1)
    m = Match.new(GAME, ["Ana", "Ben"], seed=1)
    m.apply(0, Add(amount=2))
    assert m.can_undo(), "Ana's own decisions: her seat is still on turn"
    m.apply(0, EndTurn())
    assert not m.can_undo(), "the handoff to Ben shows his private decision"


def test_undo_takes_back_a_decision_with_the_bots_replies_but_not_after_the_end():
    """Issue 28: the bot replied at once and `u` was gone without a word."""
    m = Match.new(GAME, ["Ana", "Bot"], seed=1, bots={1: "random"})
    assert m.undo_problem() == "no decision has been made yet"
    m.apply(0, Add(amount=2))
    m.apply(0, EndTurn())
    assert m.can_undo(), "the bot on turn has not replied yet"
    m.apply(1, Add(amount=1))
    m.apply(1, EndTurn())
    assert m.to_act() == [0] and m.state.round == 2
    m.undo()  # Ana's end of turn and the bot's two replies
    assert m.to_act() == [0] and m.state.added == [2, 0] and len(m.record.actions) == 1
    m = Match.new(GAME, ["Ana", "Ben"], seed=1, options={"target": 2})
    m.apply(0, Add(amount=2))
    assert m.is_over() and m.undo_problem() == "the game is over"


def test_no_undo_past_a_bots_reply_that_revealed_something():
    m = Match.new(GAME, ["Ana", "Bot"], seed=1, bots={1: "random"})
    m.apply(0, EndTurn())
    m.apply(1, Draw())  # the bot draws a card: hidden until now
    assert m.undo_problem() == ("a computer player's reply after it revealed something "
                                "hidden")
    with pytest.raises(IllegalAction, match="Nothing to undo: a computer player's reply"):
        m.undo()


# --- forced single choices play themselves (issue 13) -----------------------------------


NO_DECK = {"bonus_deck": False}


def test_a_forced_choice_plays_itself_marked_in_the_log(home, monkeypatch):
    import boardgames_tui.engine.saves as saves_mod
    from boardgames_tui.engine.session import Session
    from boardgames_tui.engine.words import ONLY_CHOICE

    monkeypatch.setattr(saves_mod, "get_game", lambda gid: GAME)

    session = Session(Match.new(GAME, ["Ana", "Ben"], seed=1, options=NO_DECK),
                      auto_play_forced=True)
    session.apply(0, Add(amount=1))
    assert session.match.to_act() == [0]
    session.apply(0, Add(amount=2))  # now only "end the turn" is left
    m = session.match
    assert m.to_act() == [1] and m.state.added == [3, 0]
    last = m.record.actions[-1]
    assert last.auto and last.seat == 0 and last.action == {"kind": "end"}
    assert last.text == ONLY_CHOICE.format(action="Ana ends the turn")
    assert m.log_lines()[-1] == "Ana ends the turn (the only choice)"
    saved = json.loads(session.path.read_text())
    assert saved["actions"][-1]["auto"] is True, "saved like any action"
    again = saves.load(session.path)
    assert again.log_lines() == m.log_lines() and again.state == m.state


def test_undo_takes_back_the_decision_and_the_forced_moves_after_it(home):
    from boardgames_tui.engine.session import Session

    session = Session(Match.new(GAME, ["Ana", "Ben"], seed=1, options=NO_DECK),
                      auto_play_forced=True)
    session.apply(0, Add(amount=1))
    session.apply(0, Add(amount=2))
    assert session.match.can_undo()
    session.undo()
    m = session.match
    assert m.to_act() == [0] and m.state.added == [1, 0] and len(m.record.actions) == 1


def test_forced_choices_at_the_start_of_a_session(home, monkeypatch):
    from boardgames_tui.engine.session import Session

    m = Match.new(GAME, ["Ana", "Ben"], seed=1, options=NO_DECK)
    m.apply(0, Add(amount=1))
    m.apply(0, Add(amount=1))
    Session(m, auto_play_forced=True)
    assert m.to_act() == [1] and m.record.actions[-1].auto


def test_the_setting_turns_forced_moves_off(home):
    from boardgames_tui.engine import settings
    from boardgames_tui.engine.session import Session

    settings.save(settings.Settings(auto_play_forced=False))
    session = Session(Match.new(GAME, ["Ana", "Ben"], seed=1, options=NO_DECK))
    assert not session.auto_play_forced
    session.apply(0, Add(amount=1))
    session.apply(0, Add(amount=2))
    assert session.match.to_act() == [0] and session.match.legal_actions(0) == [EndTurn()]
    assert Session(Match.new(GAME, ["Ana", "Ben"], seed=1)).auto_play_forced is False
    settings.save(settings.Settings())
    assert Session(Match.new(GAME, ["Ana", "Ben"], seed=1)).auto_play_forced is True


def test_no_forced_move_when_seats_decide_at_once_and_one_has_a_real_choice(home,
                                                                            monkeypatch):
    from boardgames_tui.engine.session import Session

    real_legal = ToyGame.legal_actions
    monkeypatch.setattr(ToyGame, "to_act", lambda self, s: [] if self.is_over(s) else [0, 1])

    def legal(self, state, seat):
        if seat == 1:
            return [Add(amount=1), Add(amount=2)]
        return real_legal(self, state, seat)

    monkeypatch.setattr(ToyGame, "legal_actions", legal)
    session = Session(Match.new(GAME, ["Ana", "Ben"], seed=1, options=NO_DECK),
                      auto_play_forced=True)
    session.apply(0, Add(amount=1))
    session.apply(0, Add(amount=1))  # Ana has one choice, Ben still has two
    assert session.forced_move() is None
    assert not any(a.auto for a in session.match.record.actions)
    monkeypatch.setattr(ToyGame, "legal_actions", lambda self, state, seat: (
        [EndTurn()] if seat == 1 else real_legal(self, state, seat)))
    assert session.forced_move() == (0, EndTurn()), "each has one choice: it plays itself"


def test_a_bot_seat_never_gets_a_forced_move_from_the_session(home):
    from boardgames_tui.engine.session import Session

    m = Match.new(GAME, ["Bot", "Ben"], seed=1, options=NO_DECK, bots={0: "random"})
    m.apply(0, Add(amount=1))
    m.apply(0, Add(amount=1))
    session = Session(m, auto_play_forced=True)
    assert session.forced_move() is None and not m.record.actions[-1].auto


# --- settings ----------------------------------------------------------------------------


def test_settings_default_save_and_reload(home):
    from boardgames_tui.engine import settings

    assert settings.load() == settings.Settings() and settings.problem() is None
    settings.save(settings.Settings(auto_play_forced=False))
    assert (home / "settings.json").is_file(), "in BOARDGAMES_HOME"
    assert settings.load().auto_play_forced is False
    assert not list(home.glob(".tmp-*"))


@pytest.mark.parametrize("content", [b"{broken", b"[1, 2]", b'{"auto_play_forced": "often"}',
                                     b"\xff\xfe"])
def test_damaged_settings_give_the_defaults_and_say_why(home, content):
    from boardgames_tui.engine import settings

    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.json").write_bytes(content)
    loaded, problem = settings.read()
    assert loaded == settings.Settings()
    assert problem.startswith(f"The settings in {home / 'settings.json'} cannot be used (")
    assert problem.endswith("the defaults apply.")
    assert (home / "settings.json").read_bytes() == content, "left as it is"


def test_a_settings_pipe_does_not_block(home):
    import os

    from boardgames_tui.engine import settings

    home.mkdir(parents=True, exist_ok=True)
    os.mkfifo(home / "settings.json")
    loaded, problem = settings.read()
    assert loaded == settings.Settings() and "not a regular file" in problem


# --- round log (issue 13) --------------------------------------------------------------


def test_a_new_round_logs_a_separator_and_the_round_summary():
    from boardgames_tui.engine.words import ROUND_SEPARATOR

    m = Match.new(GAME, ["Ana", "Ben"], seed=1, options=NO_DECK)
    m.apply(0, Add(amount=2))
    m.apply(0, EndTurn())
    assert m.record.actions[-1].events == []
    m.apply(1, Add(amount=1))
    m.apply(1, EndTurn())
    assert m.record.actions[-1].events == [
        ROUND_SEPARATOR.format(number=2),
        "Round 1 ends: Ana 2, Ben 1 points added.",
        "Ana starts round 2.",
    ]
    assert m.log_lines() == [
        "Ana adds 2", "Ana ends the turn", "Ben adds 1", "Ben ends the turn",
        "──── Round 2 ────", "Round 1 ends: Ana 2, Ben 1 points added.", "Ana starts round 2.",
    ]


def test_round_events_are_recomputed_on_replay_not_read_from_the_file(home, monkeypatch):
    import boardgames_tui.engine.saves as saves_mod

    monkeypatch.setattr(saves_mod, "get_game", lambda gid: GAME)
    m = Match.new(GAME, ["Ana", "Ben"], seed=1, options=NO_DECK)
    for seat in (0, 1):
        m.apply(seat, EndTurn())
    data = json.loads(saves.to_json(m))
    data["actions"][1]["events"] = ["Ben wins everything"]
    data["actions"][0]["events"] = ["forged"]
    path = saves.saves_dir() / "forged.json"
    path.write_text(json.dumps(data))
    again = saves.load(path)
    assert again.log_lines() == m.log_lines()
    assert "forged" not in again.log_lines()


def test_an_old_save_without_events_or_auto_still_loads(home, monkeypatch):
    import boardgames_tui.engine.saves as saves_mod

    monkeypatch.setattr(saves_mod, "get_game", lambda gid: GAME)
    m = Match.new(GAME, ["Ana", "Ben"], seed=1, options=NO_DECK)
    m.apply(0, EndTurn())
    m.apply(1, EndTurn())
    data = json.loads(saves.to_json(m))
    for a in data["actions"]:
        del a["events"], a["auto"]
    path = saves.saves_dir() / "old.json"
    path.write_text(json.dumps(data))
    assert saves.load(path).log_lines()[-3] == "──── Round 2 ────"


def test_toy_options_model_unchanged_for_old_saves():
    assert ToyOptions().model_dump() == {"target": 12, "bonus_deck": True}


def test_a_game_can_keep_a_one_choice_step_for_the_player_to_confirm(home, monkeypatch):
    """E.g. a round's scoring shown step by step: the only action is "seen"."""
    from boardgames_tui.engine.session import Session

    monkeypatch.setattr(ToyView, "plays_itself",
                        lambda self, state, seat, action: action.kind != "end")
    session = Session(Match.new(GAME, ["Ana", "Ben"], seed=1, options=NO_DECK),
                      auto_play_forced=True)
    session.apply(0, Add(amount=1))
    session.apply(0, Add(amount=2))
    assert session.match.to_act() == [0] and session.forced_move() is None


def test_a_game_may_end_exactly_at_its_bound(monkeypatch):
    """The generic playout accepts a game whose last decision is the bound's last one."""
    n = sum(1 for _ in gc.random_playout(GAME, 2, 5))
    monkeypatch.setattr(ToyGame, "max_decisions", lambda self, p, o: n)
    assert sum(1 for _ in gc.random_playout(GAME, 2, 5)) == n
    monkeypatch.setattr(ToyGame, "max_decisions", lambda self, p, o: n - 1)
    with pytest.raises(AssertionError, match=f"no end after {n - 1} decisions"):
        list(gc.random_playout(GAME, 2, 5))


def test_the_handoff_before_a_private_decision_still_allows_undo():
    """The next player's private decision stops undo only once it has been shown."""
    from boardgames_tui.engine.match import Match
    from boardgames_tui.engine.seat_view import SeatView
    from tests.toy_game import RULES, EndTurn

    class PrivateView(SeatView):
        def private_decision(self, state, seat):
            return True

    class Private(type(RULES)):
        View = PrivateView

    game = Private()
    m = Match.new(game, ["Ana", "Ben"], seed=1)
    m.apply(0, EndTurn())
    assert 1 in m.to_act()
    assert not m.can_undo(), "Ben's private decision is on screen"
    assert m.can_undo(private_seen=False), "Ben has not passed the handoff yet"
    m.undo(private_seen=False)
    assert m.to_act() == [0] and not m.record.actions
