"""Issue 26: the crashes a long UI monkey found, dialogs that answer the keys that work
everywhere, and a save failure that stays in sight until a save works again."""

from __future__ import annotations

import pathlib
import re

import pytest
from textual.app import App
from textual.geometry import Offset
from textual.widgets import Button, Static

from boardgames_tui.engine import saves as saves_mod
from boardgames_tui.ui.app import BoardGamesApp
from boardgames_tui.ui.screens.confirm import ConfirmScreen
from boardgames_tui.ui.screens.help import HelpScreen
from boardgames_tui.ui.screens.resume import ResumeScreen
from boardgames_tui.ui.widgets.action_log import ActionLog
from boardgames_tui.ui.widgets.option_list import OptionList
from boardgames_tui.ui.widgets.scoreboard import Scoreboard

from .helpers import game_app
from .pointing_checks import prompt

PACKAGE = pathlib.Path(__file__).resolve().parents[2] / "boardgames_tui"


def stack(app) -> list[str]:
    return [type(s).__name__ for s in app.screen_stack]


# --- 1. a second press on a yes/no dialog ----------------------------------------------


@pytest.mark.parametrize(("button", "presses", "left"), [("no", 2, True), ("no", 5, True),
                                                         ("yes", 2, False), ("yes", 4, False)])
async def test_more_presses_on_a_dialog_answer_once(with_toy, button, presses, left):
    """Two presses on No used to close the game under the dialog; four on Yes popped the
    last screen and crashed the app (ScreenStackError)."""
    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        yes_or_no = app.screen.query_one(f"#{button}", Button)
        for _ in range(presses):
            yes_or_no.press()  # what Enter or a click on the button does
        await pilot.pause()
        if left:
            assert stack(app)[-2:] == ["SelectionScreen", "ToyScreen"]
            assert app.session is not None
        else:
            assert stack(app)[-1] == "SelectionScreen" and app.session is None
    assert app._exception is None


async def test_keys_pressed_twice_on_a_dialog_answer_once(with_toy):
    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("q")
        await pilot.pause()
        dialog = app.screen
        dialog.action_answer(False)
        dialog.action_answer(False)  # the same dialog, already answered
        await pilot.pause()
        assert stack(app)[-1] == "ToyScreen"
    assert app._exception is None


# --- 2. a mouse press on a widget removed since the last frame -------------------------


async def test_a_press_on_a_widget_gone_since_the_last_frame(with_toy, monkeypatch):
    """Textual's text selection read the parent of the widget under the press, None for a
    widget removed since the last frame (after Ctrl+T redrew a board): AttributeError."""
    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("ctrl+t", "ctrl+t")
        gone = Static("gone")  # never in the DOM: no parent, as a removed widget
        monkeypatch.setattr(app.screen, "get_widget_and_offset_at",
                            lambda x, y: (gone, Offset(0, 0)))
        await pilot.mouse_down(offset=(5, 5))
        await pilot.mouse_up(offset=(9, 6))
        await pilot.pause()
        assert stack(app)[-1] == "ToyScreen"
    assert app._exception is None


# --- 3. PageUp/PageDown/Home/End in every option list ----------------------------------


class SqueezedList(App):
    """An option list laid out with no height, as on a too small terminal."""

    CSS = "OptionList { height: 0; }"

    def __init__(self, count: int):
        super().__init__()
        self.count = count

    def compose(self):
        yield OptionList(*[f"option {i}" for i in range(self.count)])

    def on_mount(self):
        options = self.query_one(OptionList)
        options.focus()
        if self.count:
            options.highlighted = 1


@pytest.mark.parametrize("count", [0, 1, 5])
async def test_paging_a_list_with_no_height(count):
    app = SqueezedList(count)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("pagedown", "pagedown", "end", "pageup", "home", "pagedown")
        options = app.query_one(OptionList)
        assert options.highlighted == (min(1, count - 1) if count else None)
    assert app._exception is None


def test_every_option_list_of_the_app_is_the_safe_one():
    """Textual's own OptionList crashes on PageDown with no height: nothing uses it."""
    textual_list = re.compile(r"from textual\.widgets import [^\n]*\bOptionList\b")
    users = [p.relative_to(PACKAGE).as_posix() for p in PACKAGE.rglob("*.py")
             if textual_list.search(p.read_text())]
    assert users == ["ui/widgets/option_list.py"]


@pytest.mark.parametrize("size", [(80, 24), (120, 40), (200, 60)])
async def test_paging_the_resume_list(with_toy, size):
    from boardgames_tui.engine.match import Match
    from boardgames_tui.engine.registry import get_game
    from boardgames_tui.engine.session import Session

    for seed in range(1, 8):
        Session(Match.new(get_game("toy"), ["Ana", "Ben"], seed))
    app = BoardGamesApp()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        options = app.screen.query_one(OptionList)
        await pilot.press("pagedown", "pagedown")
        assert options.highlighted_option.id == "6"  # the last save
        await pilot.press("pageup", "home")
        assert options.highlighted_option.id == "0"
        await pilot.press("end", "pageup")
        assert options.highlighted_option is not None
    assert app._exception is None


# --- 4. the keys that work everywhere work on dialogs ----------------------------------


@pytest.mark.parametrize("key", ["f1", "question_mark"])
async def test_help_opens_over_a_dialog_and_closes_back_to_it(with_toy, key):
    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("q", key)
        await pilot.pause()
        assert stack(app)[-2:] == ["ConfirmScreen", "HelpScreen"]
        assert "Yes" in app.screen.markdown and "No" in app.screen.markdown
        await pilot.press("escape")
        assert stack(app)[-1] == "ConfirmScreen"


async def test_the_theme_key_works_on_a_dialog_and_on_help(with_toy):
    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(120, 40)) as pilot:
        first = app.theme
        await pilot.press("q", "ctrl+t")
        assert app.theme != first
        await pilot.press("f1", "ctrl+t")
        assert isinstance(app.screen, HelpScreen) and app.theme == first


# --- 5. a save failure stays in sight --------------------------------------------------


async def test_a_save_failure_stays_on_screen_until_a_save_works(with_toy, monkeypatch):
    """The notice alone was wiped by the next round banner while rounds went unsaved."""
    real_write = saves_mod.write_atomic
    failing = [False]

    def write(path, text):
        if failing[0]:
            raise OSError(30, "Read-only file system")
        real_write(path, text)

    monkeypatch.setattr(saves_mod, "write_atomic", write)
    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("1", "e", "1", "e", "1")  # round 2 begins, Ana adds
        failing[0] = True
        await pilot.press("e", "1", "e")  # round 3 begins: a banner, unsaved
        await pilot.press("1", "e", "1", "e")  # round 4, still unsaved
        await pilot.pause()
        board = str(app.screen.query_one(Scoreboard).render())
        assert "⚠ not saved since round 2" in board
        failing[0] = False
        await pilot.press("1")
        await pilot.pause()
        assert "not saved" not in str(app.screen.query_one(Scoreboard).render())
        log = app.screen.query_one(ActionLog).entries
        assert log[-1] == "Saved again: every decision since round 2 is safe now."
        assert log[-2].startswith("Ana")


# --- the log window scrolls with its keys (issue 28 item 7, every game) ---------------


async def test_the_log_window_scrolls_with_up_down_page_keys_home_and_end(with_toy):
    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(11):  # 22 log lines and more: more than the window shows
            await pilot.press("1", "e")
        await pilot.press("l")
        await pilot.pause()
        log = app.screen.query_one(ActionLog)
        bottom = log.scroll_offset.y
        assert bottom > 0 and log.max_scroll_y == bottom
        await pilot.press("up", "up")
        assert log.scroll_offset.y == bottom - 2
        await pilot.press("home")
        assert log.scroll_offset.y == 0
        await pilot.press("pagedown")
        assert 0 < log.scroll_offset.y <= bottom
        await pilot.press("end")
        assert log.scroll_offset.y == bottom
        await pilot.press("l", "up")  # closed: the arrows are the board's again
        assert log.scroll_offset.y == bottom


# --- silent moments say something (issue 28 item 6, every game) ------------------------


async def test_a_forced_move_and_an_impossible_undo_are_said_on_the_prompt(with_toy):
    app = game_app("toy", ["Ana", "Ben"], seed=3, options={"bonus_deck": False})
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("u")
        assert "Nothing to undo: no decision has been made yet." in prompt(app)
        await pilot.press("1", "2")  # Ana's only choice left: end the turn
        assert "Ana ends the turn (the only choice)" in prompt(app)
        assert app.session.match.to_act() == [1]


async def test_the_first_key_takes_a_round_banner_off_the_board(with_toy):
    """Issue 28: the round notice covered Azul's factories for 8 s while the player drafted."""
    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("1", "e", "1", "e")  # round 2 begins: a banner
        await pilot.pause()
        assert [n.title for n in app._notifications] == ["Round 2"]
        await pilot.press("1")
        await pilot.pause()
        assert not list(app._notifications)
        assert app.session.match.state.added == [2, 1], "the key still acts"


async def test_the_question_stays_on_the_prompt_under_a_long_line_of_bot_moves(with_toy):
    """The bots' moves wrapped over both rows of the prompt and pushed the question out
    (Akropolis at 80x24, found in tmux)."""
    from boardgames_tui.ui.widgets.prompt_line import PromptLine

    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(80, 24)) as pilot:
        line = app.screen.query_one(PromptLine)
        line.ask("🤖 Ben takes a tile with a house plaza and two quarries · " * 3
                 + "\nAna: add, draw or end the turn")
        await pilot.pause()
        rows = [line.render_line(y).text.strip() for y in range(2)]
        assert rows[0].endswith("…") and rows[1] == "Ana: add, draw or end the turn"
