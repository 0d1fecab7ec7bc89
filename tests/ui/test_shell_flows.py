"""Pilot tests of the shell: selection, setup, playing, undo, handoff, saves, game over."""

from __future__ import annotations

import json

from textual.widgets import Select

from boardgames_tui.engine import saves
from boardgames_tui.ui.app import BoardGamesApp
from boardgames_tui.ui.game_screen import GameScreen
from boardgames_tui.ui.screens.game_over import GameOverScreen
from boardgames_tui.ui.screens.handoff import HandoffScreen
from boardgames_tui.ui.screens.help import HelpScreen
from boardgames_tui.ui.screens.resume import ResumeScreen
from boardgames_tui.ui.screens.selection import GameTile, SelectionScreen
from boardgames_tui.ui.screens.setup import SetupScreen
from boardgames_tui.ui.screens.too_small import TooSmallOverlay
from boardgames_tui.ui.widgets.prompt_line import PromptLine

from .helpers import game_app


def prompt(app) -> str:
    return str(app.screen.query_one(PromptLine).render())


async def test_selection_lists_registered_games_and_opens_setup(with_toy):
    app = BoardGamesApp()
    async with app.run_test(size=(120, 40)) as pilot:
        assert isinstance(app.screen, SelectionScreen)
        ids = [tile.entry.id for tile in app.screen.query(GameTile)]
        assert "toy" in ids
        app.screen.query_one("#tile-toy").focus()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert app.screen.game.id == "toy"


async def test_setup_starts_a_game_with_names_options_and_seed(with_toy, home):
    app = BoardGamesApp()
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(SetupScreen("toy"))
        await pilot.pause()
        screen = app.screen
        screen.query_one("#count", Select).value = 3
        screen.query_one("#name-2").value = "Zoe"
        screen.query_one("#opt-target").value = "7"
        screen.query_one("#seed").value = "42"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        match = app.session.match
        assert match.names == ["Ana", "Ben", "Zoe"]
        assert match.record.seed == 42 and match.state.target == 7
        assert list((home / "saves").glob("toy-*.json")), "the new game is saved at once"


async def test_setup_refuses_duplicate_names(with_toy):
    app = BoardGamesApp()
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(SetupScreen("toy"))
        await pilot.pause()
        app.screen.query_one("#name-1").value = "Ana"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert "same name" in str(app.screen.query_one("#setup-error").render())


async def test_play_undo_refusal_autosave_and_game_over(with_toy, home):
    app = game_app("toy", ["Ana", "Ben"], seed=3, options={"target": 6})
    async with app.run_test(size=(120, 40)) as pilot:
        assert isinstance(app.screen, GameScreen)
        assert "Ana: add, draw" in prompt(app)
        await pilot.press("2", "1")
        assert app.session.match.state.added == [3, 0]
        await pilot.press("u")
        assert app.session.match.state.added == [2, 0]
        await pilot.press("1", "1")  # a third add is refused with a reason
        assert app.session.match.state.added == [3, 0]
        assert "not allowed" in prompt(app)
        saved = json.loads(next((home / "saves").glob("toy-*.json")).read_text())
        assert len(saved["actions"]) == 2, "every applied action is autosaved"
        await pilot.press("e", "2", "2")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        assert "Ben wins" in str(app.screen.query_one("#winner").render())


async def test_handoff_before_private_decision(with_toy, monkeypatch):
    from tests.toy_game import ToyView

    monkeypatch.setattr(ToyView, "private_decision", lambda self, state, seat: True)
    app = game_app("toy", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and app.screen.player == "Ana"
        await pilot.press("enter")
        await pilot.press("1")
        assert not isinstance(app.screen, HandoffScreen), "same player goes on"
        await pilot.press("e")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and app.screen.player == "Ben"


async def test_bots_take_their_turns(with_toy):
    app = game_app("toy", ["Ana", "Bot"], seed=5, bots={1: "random"})
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("e")
        for _ in range(50):
            await pilot.pause(0.01)
            if app.session.match.to_act() == [0] or app.session.match.is_over():
                break
        assert any(a.seat == 1 for a in app.session.match.record.actions)


async def test_resume_offered_after_a_crash_and_damaged_save_set_aside(with_toy, home):
    from boardgames_tui.engine.match import Match
    from boardgames_tui.engine.session import Session
    from tests.toy_game import Add

    match = Match.new(with_toy, ["Ana", "Ben"], seed=8)
    session = Session(match)
    session.apply(0, Add(amount=2))  # then the process dies: the file is all there is
    (home / "saves" / "junk.json").write_bytes(b"\x8f\x00 random bytes")
    app = BoardGamesApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        assert any("junk.json" in r and "junk.json.broken" in r for r in app.broken_reports)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.session.match.state.added == [2, 0]
    assert (home / "saves" / "junk.json.broken").exists()


async def test_help_overlay_lists_keys_and_rules(with_toy):
    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text = app.screen.query_one("Markdown").source
        assert "Add one point" in text and "Take back the last decision" in text
        await pilot.press("escape")
        assert isinstance(app.screen, GameScreen)


async def test_too_small_terminal_says_how_large(with_toy):
    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(50, 15)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen), "too small is a layer, not a screen"
        text = str(app.screen.query_one(TooSmallOverlay).render())
        assert "needs 60×20" in text and "50×15" in text


async def test_quit_asks_and_returns_to_menu(with_toy):
    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("1")  # a move: a game left before any is not kept (issue 35)
        await pilot.press("q")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, SelectionScreen)
        entries, _ = saves.scan()
        assert len(entries) == 1, "the left game stays resumable"


async def test_colour_blind_theme_toggles(with_toy):
    app = BoardGamesApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("t")
        assert app.theme == "boardgames-safe"
        await pilot.press("t")
        assert app.theme != "boardgames-safe"


async def test_no_color_is_respected(with_toy, monkeypatch):
    from textual.filter import Monochrome, NoColor

    monkeypatch.setenv("NO_COLOR", "1")
    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(120, 40)):
        assert app.no_color
        assert any(isinstance(f, NoColor | Monochrome) for f in app._filters)


async def test_ctrl_p_opens_no_command_palette_and_nothing_crashes(with_toy):
    """Textual's palette crashed on PageDown (KeyError in OptionList) and on a click while
    it closed; the app has its own keys in the footer and help instead."""
    from textual.command import CommandPalette

    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("ctrl+p", "pagedown", "pagedown")
        await pilot.click(offset=(5, 5))
        await pilot.pause()
        assert not CommandPalette.is_open(app)
        assert isinstance(app.screen, GameScreen)
        app.action_command_palette()  # not even the action opens it
        await pilot.pause()
        assert not CommandPalette.is_open(app)
    assert app._exception is None


def test_an_uncaught_error_prints_one_line_and_exits_non_zero(with_toy, home, capsys):
    """The app crashes on a key: the terminal is left to Textual to restore, nothing but
    one line is printed, it says where the game is saved, and the status is not 0."""
    from boardgames_tui.cli import run_app

    class Crashing(BoardGamesApp):
        def action_help(self):
            raise RuntimeError("boom")

    async def press_help(pilot):
        await pilot.pause()
        await pilot.press("f1")

    app = Crashing(start_new=("toy", ["Ana", "Ben"], 3, {}, {}), bot_delay=0.0)
    code = run_app(app, headless=True, size=(120, 40), auto_pilot=press_help)
    out = capsys.readouterr()
    assert code == 1 and out.out == ""
    lines = out.err.strip().splitlines()
    assert len(lines) == 1, out.err
    path = app.session.path
    assert path.exists()
    assert lines[0] == (
        f"boardgames stopped on an unexpected error (RuntimeError); your game is saved in "
        f"{path} (`boardgames resume` goes on with it); details in {home / 'crash.log'}")
    assert "RuntimeError: boom" in (home / "crash.log").read_text()


async def test_a_read_only_data_folder_starts_says_why_and_plays_on(with_toy, home,
                                                                   monkeypatch):
    from pathlib import Path

    real_mkdir = Path.mkdir

    def mkdir(self, *args, **kwargs):
        if self.name == "saves":
            raise PermissionError(13, "Permission denied")
        return real_mkdir(self, *args, **kwargs)

    monkeypatch.setattr(Path, "mkdir", mkdir)
    app = game_app("toy", ["Ana", "Ben"], seed=3)
    notes = []
    monkeypatch.setattr(app, "notify", lambda message, **kw: notes.append(message))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        await pilot.press("2")
        assert app.session.match.state.added == [2, 0]
    assert notes and all("Games cannot be saved" in n and "Permission denied" in n
                         for n in notes)
    assert not (home / "saves").exists()


async def test_the_plain_app_in_a_read_only_data_folder_says_so_once(with_toy, monkeypatch):
    from pathlib import Path

    real_mkdir = Path.mkdir
    monkeypatch.setattr(Path, "mkdir", lambda self, *a, **k: (
        (_ for _ in ()).throw(PermissionError(13, "Permission denied")) if self.name == "saves"
        else real_mkdir(self, *a, **k)))
    app = BoardGamesApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SelectionScreen)
    assert len(app.broken_reports) == 1
    assert app.broken_reports[0].startswith("Games cannot be saved: the saves folder")


async def test_the_end_of_a_turn_can_be_undone_until_the_next_player_acts(with_toy):
    app = game_app("toy", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("2", "e")
        assert app.session.match.to_act() == [1] and "Ben:" in prompt(app)
        await pilot.press("u")
        assert app.session.match.to_act() == [0] and "Ana:" in prompt(app)
        await pilot.press("e", "1", "u", "u")
        assert app.session.match.to_act() == [0], "Ben took his add back, then Ana her end"
        await pilot.press("e", "1", "e", "u")
        assert app.session.match.to_act() == [1] and app.session.match.state.added == [2, 1]
        assert "Ben:" in prompt(app), "Ben's end of turn taken back before Ana acted"


async def test_a_forced_choice_plays_itself_in_the_app(with_toy):
    from boardgames_tui.ui.widgets.action_log import ActionLog

    app = game_app("toy", ["Ana", "Ben"], seed=3, options={"bonus_deck": False})
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("1", "2")
        assert app.session.match.to_act() == [1] and "Ben:" in prompt(app)
        assert app.session.match.log_lines()[-1] == "Ana ends the turn (the only choice)"
        assert app.screen.query_one(ActionLog) is not None
        await pilot.press("u")
        assert app.session.match.to_act() == [0] and app.session.match.state.added == [1, 0]


async def test_leaving_an_unsaved_game_says_it_will_be_lost(with_toy, monkeypatch):
    from boardgames_tui.engine import saves as saves_mod
    from boardgames_tui.ui.screens.confirm import ConfirmScreen

    def refuse(path, text):
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(saves_mod, "write_atomic", refuse)
    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("1")  # a move: before any, nothing would be lost
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert "could not be saved, so it will be lost" in app.screen.question


async def test_damaged_settings_are_reported_and_the_defaults_apply(with_toy, home):
    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.json").write_text("{not json")
    app = BoardGamesApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SelectionScreen)
    assert any(r.startswith(f"The settings in {home / 'settings.json'} cannot be used")
               for r in app.broken_reports)
