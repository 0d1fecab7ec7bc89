"""Resizing is always safe: on every shell screen, shrinking below what it needs shows the
too-small layer at once, and growing back returns to exactly that screen (issue: any
terminal, any time). Games have their own resize tests under tests/games/."""

from __future__ import annotations

from boardgames_tui.ui.app import BoardGamesApp
from boardgames_tui.ui.game_screen import GameScreen, layout_for
from boardgames_tui.ui.screens.too_small import TooSmallOverlay
from tests.ui.helpers import game_app

SIZES = [(20, 10), (250, 80), (60, 20), (30, 12), (80, 24), (100, 30)]


def layers(app) -> list:
    return list(app.screen.query(TooSmallOverlay))


async def shake(pilot, expected_screen) -> None:
    """Resize through tiny and huge sizes; the same screen object stays on top throughout."""
    app = pilot.app
    depth = len(app.screen_stack)
    for w, h in SIZES:
        await pilot.resize_terminal(w, h)
        await pilot.pause()
        assert app.screen is expected_screen, f"the screen changed at {w}×{h}"
        assert len(app.screen_stack) == depth
        need = expected_screen.needed_size() if hasattr(expected_screen, "needed_size") \
            else getattr(expected_screen, "MIN_SIZE", (80, 24))
        small = w < need[0] or h < need[1]
        assert bool(layers(app)) == small, f"layer wrong at {w}×{h} (needs {need})"
        assert app.too_small == small
        if small:
            text = str(layers(app)[0].render())
            assert f"needs {need[0]}×{need[1]}" in text and f"{w}×{h}" in text


async def test_game_screen_survives_any_resize_and_plays_on(with_toy):
    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        await pilot.press("1")
        await shake(pilot, game)
        await pilot.resize_terminal(20, 10)
        await pilot.press("2")  # dropped: the terminal is too small
        assert game.view_state.added == [1, 0]
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        await pilot.press("2")
        assert app.screen is game and game.view_state.added == [3, 0]


async def test_every_shell_screen_survives_resizes(with_toy):
    from boardgames_tui.ui.screens.confirm import ConfirmScreen
    from boardgames_tui.ui.screens.help import HelpScreen

    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        selection = app.screen_stack[1]
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await shake(pilot, app.screen)
        await pilot.resize_terminal(120, 40)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await shake(pilot, app.screen)
        await pilot.resize_terminal(120, 40)
        await pilot.press("y")
        await pilot.pause()
        assert app.screen is selection
        await shake(pilot, selection)


async def test_setup_and_resume_screens_survive_resizes(with_toy):
    app = BoardGamesApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await shake(pilot, app.screen)
        await pilot.resize_terminal(120, 40)
        await pilot.press("enter")  # the first game's setup form
        await pilot.pause()
        setup = app.screen
        assert type(setup).__name__ == "SetupScreen"
        await shake(pilot, setup)


async def test_a_layer_is_never_left_on_a_screen_below(with_toy):
    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(50, 15)) as pilot:
        await pilot.pause()
        game = app.screen
        assert layers(app)
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert not list(game.query(TooSmallOverlay))


def test_layout_modes_follow_the_size():
    assert layout_for(80, 24) == "compact"
    assert layout_for(99, 40) == "compact"
    assert layout_for(100, 30) == "standard"
    assert layout_for(159, 60) == "standard"
    assert layout_for(160, 50) == "wide"


async def test_handoff_game_over_and_resume_screens_survive_resizes(with_toy):
    from boardgames_tui.engine import saves
    from boardgames_tui.engine.scoring import ScoreSheet, SeatScore
    from boardgames_tui.ui.screens.game_over import GameOverScreen
    from boardgames_tui.ui.screens.handoff import HandoffScreen
    from boardgames_tui.ui.screens.resume import ResumeScreen

    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.push_screen(HandoffScreen("Ben"))
        await pilot.pause()
        await shake(pilot, app.screen)
        await pilot.resize_terminal(120, 40)
        app.pop_screen()
        sheet = ScoreSheet.build(
            [SeatScore(seat=0, name="Ana", total=30, categories={"added": 30}, tiebreak=[0]),
             SeatScore(seat=1, name="Ben", total=21, categories={"added": 21}, tiebreak=[0])],
            ["added"], "fewer cards",
        )
        app.push_screen(GameOverScreen("Toy", sheet))
        await pilot.pause()
        await shake(pilot, app.screen)
        await pilot.resize_terminal(120, 40)
        app.pop_screen()
        entries, _ = saves.scan()
        app.push_screen(ResumeScreen(entries))
        await pilot.pause()
        await shake(pilot, app.screen)


async def test_a_new_round_is_announced_once_with_its_summary(with_toy):
    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.screen
        for _ in range(6):
            if game.match.state.round > 1:
                break
            await pilot.press("e")  # end the turn: both ending once ends the round
        assert game.match.state.round == 2
        await pilot.pause()
        banners = [n for n in app._notifications if n.title == "Round 2"]
        assert len(banners) == 1
        assert "Round 1 ends" in banners[0].message
        assert "──── Round 2 ────" in "\n".join(game.match.log_lines())


async def test_the_scoreboard_fits_its_line_again_after_too_small():
    """Found in play: 160×50 → 60×20 (too small) → 80×24 kept the line cut for 60 columns."""
    from boardgames_tui.ui.widgets.scoreboard import Scoreboard

    app = game_app("castles-of-mad-king-ludwig", ["Ana", "Ben"], bots={1: "greedy"})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = app.screen.query_one(Scoreboard)
        fitted = board._line.plain
        assert "(bot)" in fitted and "…" not in fitted
        for w, h in ((160, 50), (60, 20), (80, 24)):
            await pilot.resize_terminal(w, h)
            await pilot.pause()
        assert board._line.plain == fitted


async def test_q_and_esc_leave_a_game_from_the_too_small_layer():
    """Issue 31: the layer trapped the player (q and Esc did nothing). Over every game,
    q and Esc leave to the games, and the game stays saved to resume."""
    import pytest

    from boardgames_tui.engine import saves
    from boardgames_tui.engine.registry import entries

    for entry in entries():
        if entry.id == "toy":
            continue
        for key in ("q", "escape"):
            app = game_app(entry.id, ["Ana", "Ben"], bots={1: "greedy"})
            async with app.run_test(size=(30, 10)) as pilot:
                await pilot.pause()
                game = app.screen
                assert isinstance(game, GameScreen) and layers(app), entry.id
                assert "q or Esc: leave the game" in str(layers(app)[0].render())
                await pilot.press(key)
                await pilot.pause()
                assert not isinstance(app.screen, GameScreen), (entry.id, key)
                assert app.session is None
                assert type(app.screen).__name__ == "SelectionScreen"
            found = [e for e in saves.scan()[0] if e.match.game.id == entry.id]
            if not found:
                pytest.fail(f"{entry.id}: the game left is not saved")
