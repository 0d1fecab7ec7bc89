"""Saves against hostile surroundings (issue 11 items 3, 4, 6, 7): odd files in the saves
folder, a read-only data folder, leftover temporary files, and messages that say what is
wrong. The tests run as whoever runs them (often root), so permission failures are
simulated where the operating system would not refuse."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest

import boardgames_tui.engine.saves as saves
from boardgames_tui.engine.match import Match
from boardgames_tui.engine.session import Session
from tests.toy_game import Add, ToyGame, ToyWords

GAME = ToyGame()


@pytest.fixture
def toy_saves(monkeypatch):
    monkeypatch.setattr(saves, "get_game", lambda gid: GAME)


def a_save(name: str = "good.json", **changes) -> Path:
    m = Match.new(GAME, ["Ana", "Ben"], seed=1)
    m.apply(0, Add(amount=1))
    data = json.loads(saves.to_json(m))
    data.update(changes)
    path = saves.saves_dir() / name
    path.write_text(json.dumps(data))
    return path


def scan_in_thread():
    """saves.scan() in a thread, so a test of "never blocks" fails instead of hanging."""
    result = {}
    thread = threading.Thread(target=lambda: result.update(out=saves.scan()), daemon=True)
    thread.start()
    thread.join(30)
    return thread, result


def test_a_named_pipe_in_the_saves_folder_is_reported_not_opened(home, toy_saves):
    a_save()
    fifo = saves.saves_dir() / "pipe.json"
    os.mkfifo(fifo)
    thread, result = scan_in_thread()
    if thread.is_alive():  # blocked opening the pipe: release it, then fail
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        thread.join(30)
        pytest.fail("scanning the saves blocked on a named pipe")
    good, broken = result["out"]
    assert [e.path.name for e in good] == ["good.json"]
    assert [b.path.name for b in broken] == ["pipe.json"]
    assert "named pipe" in broken[0].reason and not broken[0].damaged
    assert "left as it is" in broken[0].message
    assert fifo.exists(), "a file that is not a save is left alone"


def test_a_link_out_of_the_saves_folder_is_not_followed(home, tmp_path, toy_saves):
    outside = a_save().rename(tmp_path / "elsewhere.json")
    link = saves.saves_dir() / "link.json"
    link.symlink_to(outside)
    good, broken = saves.scan()
    assert good == []
    assert "outside the saves folder" in broken[0].reason
    assert link.is_symlink() and outside.exists()


def test_a_loop_of_links_is_reported_not_raised(home, toy_saves):
    folder = saves.saves_dir()
    (folder / "a.json").symlink_to(folder / "b.json")
    (folder / "b.json").symlink_to(folder / "a.json")
    good, broken = saves.scan()
    assert good == [] and sorted(b.path.name for b in broken) == ["a.json", "b.json"]
    assert all(not b.damaged and (folder / b.path.name).is_symlink() for b in broken)


def test_a_link_inside_the_saves_folder_is_read(home, toy_saves):
    real = a_save(".hidden-real.data")
    (saves.saves_dir() / "link.json").symlink_to(real)
    good, broken = saves.scan()
    assert broken == [] and [e.path.name for e in good] == ["link.json"]


def test_a_device_is_refused_before_anything_is_read(home):
    with pytest.raises(saves.SaveError, match="a device, not a save file") as err:
        saves.load(Path("/dev/zero"))
    assert not err.value.damaged


def test_a_save_larger_than_any_game_is_set_aside_at_once(home, toy_saves, monkeypatch):
    big = saves.saves_dir() / "big.json"
    with big.open("wb") as fh:
        fh.truncate(saves.MAX_SAVE_BYTES + 1)  # sparse: no time spent writing it
    reads = []
    real_open = os.fdopen
    monkeypatch.setattr(os, "fdopen", lambda *a, **k: reads.append(a) or real_open(*a, **k))
    good, broken = saves.scan()
    assert good == [] and "too large to be a saved game" in broken[0].reason
    assert "4.0 MB" in broken[0].reason
    assert reads == [], "the size is known before reading"
    assert (saves.saves_dir() / "big.json.broken").exists()


def test_the_size_bound_is_far_above_a_long_real_game(home):
    """A whole random 3-player toy game is a few kB; the bound is MB: fifty times the
    largest real game (saves.py says how it was measured)."""
    m = Match.new(GAME, ["Ana", "Ben", "Cleo"], seed=2)
    while not m.is_over():
        seat = m.to_act()[0]
        m.apply(seat, m.legal_actions(seat)[0])
    assert len(saves.to_json(m)) * 100 < saves.MAX_SAVE_BYTES
    assert saves.MAX_SAVE_BYTES <= 8 * 1024 * 1024, "and small enough to read at once"


def test_a_save_without_read_permission_is_reported_and_left_alone(home, toy_saves,
                                                                    monkeypatch):
    locked = a_save("locked.json")
    real_open = os.open

    def fake_open(path, flags, *args):
        if Path(path).name == "locked.json":
            raise PermissionError(13, "Permission denied")
        return real_open(path, flags, *args)

    monkeypatch.setattr(os, "open", fake_open)
    good, broken = saves.scan()
    assert good == []
    assert broken[0].reason == "cannot be read: permission denied"
    assert not broken[0].damaged and broken[0].moved_to == locked
    assert locked.exists() and not list(locked.parent.glob("*.broken"))
    assert broken[0].message == (
        "Save locked.json cannot be used (cannot be read: permission denied); "
        "it is left as it is.")


def test_a_damaged_save_that_cannot_be_renamed_says_so(home, toy_saves, monkeypatch):
    bad = saves.saves_dir() / "bad.json"
    bad.write_text("{not json")

    def refuse(*_args):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(saves.os, "replace", refuse)
    _, broken = saves.scan()
    message = broken[0].message
    assert "kept as bad.json" not in message and "renamed bad.json" not in message
    assert "could not be renamed (Permission denied)" in message
    assert broken[0].moved_to == bad and bad.exists()


def test_a_renamed_damaged_save_names_its_new_name(home, toy_saves):
    (saves.saves_dir() / "bad.json").write_text("{not json")
    _, broken = saves.scan()
    assert broken[0].message.endswith("it was renamed bad.json.broken.")


def test_leftover_temporary_files_are_removed_at_start(home, toy_saves):
    a_save()
    folder = saves.saves_dir()
    (folder / ".tmp-abc123").write_text('{"format": "boardgames-tui-save", "ver')
    (folder / ".tmp-dir").mkdir()
    good, broken = saves.scan()
    assert len(good) == 1 and broken == []
    assert not (folder / ".tmp-abc123").exists()
    assert (folder / ".tmp-dir").is_dir(), "only files are removed"


def test_a_bad_option_in_a_save_names_the_option_and_its_value(home, toy_saves):
    path = a_save(options={"target": "lots", "bonus_deck": True})
    with pytest.raises(saves.SaveError) as err:
        saves.load(path)
    assert "validation error" not in err.value.reason
    assert err.value.reason.startswith("option target cannot be 'lots':")


def test_an_action_the_rules_fail_on_says_which_and_why(home, toy_saves, monkeypatch):
    """A game whose apply fails with IndexError on a move it would not list."""
    path = a_save()
    data = json.loads(path.read_text())
    data["actions"].append({"seat": 0, "action": {"kind": "end"}, "text": "Ana ends the turn"})
    data["actions"].append({"seat": 1, "action": {"kind": "draw"}, "text": "Ben draws a card"})
    path.write_text(json.dumps(data))
    real_apply = ToyGame.apply

    def apply(self, state, seat, action):
        if action.kind == "draw":
            return [][3]  # a game that indexes with an action's number
        return real_apply(self, state, seat, action)

    real_legal = ToyGame.legal_actions
    monkeypatch.setattr(ToyGame, "apply", apply)
    monkeypatch.setattr(ToyGame, "legal_actions", lambda self, s, seat: [
        a for a in real_legal(self, s, seat) if a.kind != "draw"])
    with pytest.raises(saves.SaveError) as err:
        saves.load(path)
    assert err.value.reason == (
        'action 3 cannot be replayed: "Ben draws a card" is not one of the moves Ben could '
        "make there (list index out of range)")


def test_an_action_of_another_game_says_which(home, toy_saves):
    path = a_save()
    data = json.loads(path.read_text())
    data["actions"].append({"seat": 0, "action": {"kind": "fly"}, "text": ""})
    path.write_text(json.dumps(data))
    with pytest.raises(saves.SaveError, match=r'action 2 cannot be replayed: \{"kind": "fly"\} '
                                              r"is not a move of Toy"):
        saves.load(path)


def refuse_mkdir(monkeypatch):
    """A read-only data folder without saves/: creating anything in it fails."""
    real_mkdir = Path.mkdir

    def mkdir(self, *args, **kwargs):
        if self.name == "saves":
            raise PermissionError(13, "Permission denied")
        return real_mkdir(self, *args, **kwargs)

    monkeypatch.setattr(Path, "mkdir", mkdir)


def test_a_read_only_data_folder_lets_the_game_go_on_unsaved(home, monkeypatch):
    refuse_mkdir(monkeypatch)
    folder = saves.saves_dir()  # no exception
    assert not folder.exists()
    assert saves.scan() == ([], [])
    problem = saves.saving_problem()
    assert problem.startswith(f"Games cannot be saved: the saves folder {folder} cannot be "
                              "created (Permission denied).")
    session = Session(Match.new(GAME, ["Ana", "Ben"], seed=1))
    assert session.save_error == problem
    session.apply(0, Add(amount=2))
    assert session.match.state.added == [2, 0]


def test_saving_problem_is_none_when_saves_work(home):
    assert saves.saving_problem() is None
    assert list(saves.saves_dir().iterdir()) == []


def test_a_save_with_more_decisions_than_the_game_can_have_is_refused_at_once(
        home, toy_saves, monkeypatch):
    path = a_save()
    data = json.loads(path.read_text())
    data["actions"] = data["actions"] * 500
    path.write_text(json.dumps(data))
    replayed = []
    monkeypatch.setattr(ToyWords, "describe", lambda self, *a: replayed.append(a) or "")
    with pytest.raises(saves.SaveError) as err:
        saves.load(path)
    bound = GAME.max_decisions(2, GAME.Options())
    assert err.value.reason == (
        f"it holds 500 decisions, more than any game of Toy can have ({bound})")
    assert replayed == [], "refused before replaying"
