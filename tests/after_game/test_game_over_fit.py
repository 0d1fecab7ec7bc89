"""Issue 33: the game-over screen at 80×24 shows the score chart with its axis and its
legend in view, in every game (the chart gets its lines, or the sheet scrolls)."""

from __future__ import annotations

import pytest

from boardgames_tui.engine.registry import all_games
from boardgames_tui.engine.session import Session
from boardgames_tui.ui.app import BoardGamesApp
from tests.after_game.games import played


def screen_text(app) -> list[str]:
    return [strip.text for strip in app.screen._compositor.render_strips()]


@pytest.mark.parametrize("players", [2, 4], ids=["2p", "4p"])
@pytest.mark.parametrize("game", all_games(), ids=[g.id for g in all_games()])
async def test_game_over_at_80x24_shows_the_charts_axis_and_legend(game, players):
    from boardgames_tui.ui.widgets.score_chart import ScoreChart

    names = ["Ana", "Ben", "Cleo", "Dirk"][:min(players, game.max_players)]
    match, path = played(game.id, names, seed=4, greedy_seats=(0,))
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.show_game_over(Session(match, path))
        await pilot.pause()
        await pilot.pause()
        over = app.screen
        chart = over.query_one(ScoreChart)
        shown = screen_text(app)
        assert chart.display and chart.region.height >= 5
        # the chart is wholly on screen, inside the box, above the buttons
        assert chart.region.y + chart.region.height <= over.query_one("#over-buttons").region.y
        lines = [chart.render_line(y).text for y in range(chart.region.height)]
        axis = [line for line in lines if "└" in line]
        assert axis and any(a.strip() in "\n".join(shown) for a in axis), lines
        sheet = game.score_sheet(match.state)
        for row in sheet.rows:
            assert any(f"{row.name} {row.total}" in line for line in shown), (row.name, shown)
        assert "Play again" in "\n".join(shown)
