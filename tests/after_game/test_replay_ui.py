"""The replay on screen: every game's own screen steps through a whole finished game, forward
and back, showing the state of every step; the analysis lists three decisions per player
and jumps to them; the chart opens over the replay."""

from __future__ import annotations

import pytest

from boardgames_tui.engine import analysis as analysis_module
from boardgames_tui.engine.registry import all_games
from boardgames_tui.ui.app import BoardGamesApp
from tests.after_game.games import played


@pytest.mark.parametrize("game", all_games(), ids=[g.id for g in all_games()])
async def test_replay_forward_and_back_over_a_whole_game(game):
    match, path = played(game.id, ["Ana", "Ben"], seed=8)
    app = BoardGamesApp(replay_path=path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert screen.replaying and screen.session.step == screen.session.total
        await pilot.press("home")
        total = screen.session.total
        for step in range(total):
            assert screen.session.match.state == match.states[step]
            assert screen.view_state == game.view.redact(match.states[step], screen.seat)
            assert f"decision {step} of {total}" in str(screen.query_one("#prompt").render())
            app.action_replay_step(1)  # the key's action itself: a key press costs a frame
            if step % 10 == 0:
                await pilot.pause()
        assert screen.session.step == total
        for step in range(total, 0, -1):  # back: the states, with the board drawn every 10th
            assert screen.session.match.state == match.states[step]
            if step % 10 == 0:
                app.action_replay_step(-1)
            else:
                screen.session.go(step - 1)
        await pilot.press("right", "right", "left")
        assert screen.session.step == 1
        await pilot.press("end")
        assert screen.session.step == total
        await pilot.press("enter", "tab", "u", "h")  # a replay cannot be changed by any key
        assert len(screen.session.full.record.actions) == total
        assert app.screen is screen


async def test_analysis_opens_on_its_first_entry_and_enter_shows_the_position_before_it():
    match, path = played("castles-of-mad-king-ludwig", ["Ana", "Ben"], seed=9,
                         greedy_seats=(0,))
    app = BoardGamesApp(replay_path=path)
    app.analysis_settings = analysis_module.Settings(rivals=2, worlds=3, confirm=4)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        replay = app.screen
        await pilot.press("a")
        for _ in range(600):
            await pilot.pause(0.05)
            if app.screen.result is not None:
                break
        shown = app.screen
        assert shown.result.complete
        status = str(shown.query_one("#analysis-status").render())
        assert "mistake" in status and "95% interval" in status
        options = shown.query_one("OptionList")
        first = next(i for i, o in enumerate(options.options) if not o.disabled)
        assert options.highlighted == first, "the list opens on its first entry"
        decision = shown.decisions[options.options[first].id]
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is replay
        assert replay.session.step == decision.step, "the position before the decision"
        prompt = str(replay.query_one("#prompt").render())
        assert decision.chosen_text(match)[:30] in prompt
        assert "Better: " + decision.best_text(match)[:30] in prompt
        assert "±" in prompt
        await pilot.press("right")
        await pilot.pause()
        assert "Better:" not in str(replay.query_one("#prompt").render())
        await pilot.press("g")
        await pilot.pause()
        assert type(app.screen).__name__ == "ScoreChartScreen"


async def test_the_last_replay_step_shows_the_final_scores_and_the_replay_keys():
    """A Castles replay showed a rival's score without their secret bonus cards at the end;
    the footer dropped the stepping keys at 80 columns and help listed them last."""
    from boardgames_tui.ui.widgets.footer import FooterKey

    match, path = played("castles-of-mad-king-ludwig", ["Ana", "Ben"], seed=9,
                         greedy_seats=(0,))
    game = match.game
    final = {r.seat: r.total for r in game.score_sheet(match.state).rows}
    app = BoardGamesApp(replay_path=path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        replay = app.screen
        assert replay.session.step == replay.session.total
        shown = {r.seat: r.total for r in game.score_sheet(replay.view_state).rows}
        assert shown == final
        board = str(replay.query_one("#scoreboard").render())
        assert all(str(total) in board for total in final.values())
        await pilot.pause()
        await pilot.pause()
        keys = [k for k in replay.query(FooterKey) if k.display]
        assert {"replay_step(1)", "replay_step(-1)"} <= {k.action.removeprefix("app.") for k in keys}, {k.action for k in keys}
        await pilot.press("question_mark")
        await pilot.pause()
        rows = app.screen.rows
        assert rows[0].keys[0] in {"right", "left", "pagedown", "pageup", "home", "end", "v",
                                   "a", "g", "escape"}
        assert all(r.enabled for r in rows)


async def test_game_over_shows_the_chart_and_opens_replay_and_history():
    from boardgames_tui.engine.session import Session
    from boardgames_tui.ui.screens.game_over import GameOverScreen
    from boardgames_tui.ui.widgets.score_chart import ScoreChart

    match, path = played("bruxelles-1897", ["Ana", "Ben"], seed=4)
    app = BoardGamesApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.show_game_over(Session(match, path))
        await pilot.pause()
        over = app.screen
        assert isinstance(over, GameOverScreen)
        chart = over.query_one(ScoreChart)
        assert chart.series and len(chart.series[0]) == len(match.states)
        await pilot.press("r")
        await pilot.pause()
        assert app.screen.replaying and app.screen.session.step == len(match.record.actions)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is over
        await pilot.press("m")
        await pilot.pause()
        await pilot.press("h")
        await pilot.pause()
        assert type(app.screen).__name__ == "HistoryScreen"
        table = app.screen.query_one("DataTable")
        assert table.row_count == 1
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.replaying
