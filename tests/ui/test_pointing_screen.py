"""The shared pointing keys on a game screen (ui/board/pointing.py through GameScreen), on
the toy game drawn as three buttons: arrows, Tab "k of n", Enter, a click, digits, the
hint, a decision's start on its best target, Esc back one step, a footer of live keys."""

from __future__ import annotations

import pytest
from textual.widgets._footer import FooterKey

import boardgames_tui.games as games_pkg
from boardgames_tui.games import GameEntry
from boardgames_tui.ui.widgets.footer import Footer
from tests.toy_game import EndTurn

from .helpers import game_app
from .pointing_checks import check_pointing, cursor_on_a_legal_target, prompt

ENTRY = GameEntry("toy", "Toy", 2, 3, "A test game", "tests.toy_game:RULES",
                  "tests.toy_game.ui.screen:ToyScreen")


@pytest.fixture
def toy(monkeypatch):
    monkeypatch.setattr(games_pkg, "GAMES", [*games_pkg.GAMES, ENTRY])


def shown_keys(app) -> set[str]:
    return {b.binding.action for b in app.screen.active_bindings.values()
            if b.enabled and b.binding.show}


async def test_a_decision_starts_on_its_best_target_and_the_keys_follow_the_drawing(toy):
    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert screen.pointed() == "add"  # the best value, not the first drawn
        await check_pointing(pilot)
        await pilot.press("right", "right")
        assert screen.pointed() == "end"
        await pilot.press("tab")
        assert screen.pointed() == "add" and "1 of 3 · Add" in prompt(app)
        assert "step_back" not in shown_keys(app)  # Esc does nothing at the first step


async def test_enter_goes_a_step_on_esc_comes_back_digits_jump(toy):
    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        screen = app.screen
        assert screen.adding and screen.pointed() == 2  # the second step's best
        assert "step_back" in shown_keys(app)
        await pilot.press("escape")
        assert not screen.adding and screen.pointed() == "add"
        await pilot.press("enter", "1")
        assert screen.pointed() == 1
        await pilot.press("enter")
        assert app.session.match.state.added == [1, 0]
        assert cursor_on_a_legal_target(screen)


async def test_a_click_points_a_second_click_chooses(toy):
    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        end = next(t for t in screen.targets() if t.key == "end")
        await pilot.click(offset=(end.box.x + 1, end.box.y))
        assert screen.pointed() == "end" and app.session.match.state.turn == 0
        await pilot.click(offset=(end.box.x + 1, end.box.y))
        assert app.session.match.state.turn == 1  # Ana ended her turn


async def test_the_hint_puts_the_cursor_on_its_move(toy, monkeypatch):
    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(100, 30)) as pilot:
        monkeypatch.setattr(app.session, "hint", lambda seat: EndTurn())
        await pilot.press("h")
        assert app.screen.pointed() == "end"
        assert "Enter takes it" in prompt(app)


async def test_a_refused_target_says_why_and_is_skipped_by_tab(toy):
    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        await pilot.press("enter", "enter", "enter", "enter")  # adds twice: no more adds
        assert screen.pointed() != "add"
        assert cursor_on_a_legal_target(screen)
        await pilot.press("left", "left")
        assert screen.pointed() == "add" and "You cannot add now." in prompt(app)
        await pilot.press("tab", "tab", "tab")
        assert screen.pointed() != "add"


async def test_the_footer_shows_the_pointing_keys_again_after_a_bots_turn(toy):
    """They were worked out while the bot decided (no decision of the player's) and kept."""
    app = game_app("toy", ["Ana", "Ben"], bots={1: "random"})
    async with app.run_test(size=(100, 30)) as pilot:
        assert {"choose", "cycle(1)"} <= shown_keys(app)
        app.screen.point("end")
        await pilot.press("enter")
        for _ in range(200):
            await pilot.pause(0.01)
            if app.session.match.state.turn == 0 and app.screen.legal_actions():
                break
        await pilot.pause()
        assert app.session.match.state.round == 2
        footer = [str(k.description) for k in app.screen.query_one(Footer).query(FooterKey)]
        assert "Choose" in footer and "Next" in footer, footer


async def wait_for_turn(pilot, seat: int) -> None:
    app = pilot.app
    for _ in range(200):
        await pilot.pause(0.01)
        if app.session.match.to_act() == [seat] and app.screen.legal_actions():
            break
    await pilot.pause()


async def test_undo_takes_back_the_bots_replies_and_the_cursor_returns(toy):
    """Issue 28: the bot replied at once and `u` was gone without a word; after an undo
    the cursor went back to the first choice, and Enter took the wrong one."""
    app = game_app("toy", ["Ana", "Ben"], bots={1: "random"})
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("u")
        assert "Nothing to undo: no decision has been made yet." in prompt(app)
        await pilot.press("right", "right")  # End
        await pilot.press("enter")
        await wait_for_turn(pilot, 0)
        m = app.session.match
        assert m.state.round == 2 and any(a.seat == 1 for a in m.record.actions)
        await pilot.press("u")
        await pilot.pause()
        assert len(m.record.actions) == 0 and m.state.round == 1
        assert app.screen.pointed() == "end"  # where it was, not the best choice


def test_no_game_screen_defines_its_own_pointing_or_hint_action():
    """Issue 27: the arrows, Tab, Enter, Esc, digits and the hint are the shell's, done
    once; a game says only what is its own through the hooks (targets, point, choose,
    hint_target, hint_words...)."""
    from boardgames_tui.engine.registry import entries
    from boardgames_tui.games import load
    from boardgames_tui.ui.board.pointing import POINTING_ACTIONS

    shared = {f"action_{name}" for name in POINTING_ACTIONS} | {"action_hint", "action_move"}
    for entry in entries():
        screen = load(entry.screen)
        own = {name for cls in screen.__mro__ if cls.__module__.startswith(
            "boardgames_tui.games.") for name in vars(cls)}
        assert not own & shared, (entry.id, own & shared)
