"""The score chart (issue 33): it keeps to the lines and columns it is given, axis, round
numbers and legend included; a cell two lines share takes the colour of the player with
most dots there (a later player's line no longer paints over the earlier ones)."""

from __future__ import annotations

from textual.app import App

from boardgames_tui.ui.widgets.score_chart import ScoreChart, braille_lines


def test_a_shared_cell_takes_the_colour_of_the_player_with_most_dots_there():
    rising = [0] * 10 + [4, 8, 12, 20]  # flat, then climbing to its final score
    flat = [0] * 10 + [1, 1, 2, 2]
    grid = braille_lines([rising, flat], 8, 3)
    colours = [[who for _bits, who in row] for row in grid]
    assert colours[0][7] == 0 and colours[1][6] == 0  # the climb, drawn alone
    assert colours[2][6] == 0, "the climb starts here: more of its dots than the flat line's"
    assert colours[2][7] == 1, "the flat line's end is the flat line's colour"


class ChartApp(App):
    CSS = "ScoreChart { width: 60; height: 10; }"

    def compose(self):
        yield ScoreChart()


async def test_the_chart_fits_its_room_with_axis_round_numbers_and_legend():
    app = ChartApp()
    names = ["Anastasia", "Benedikt", "Cordelia", "Dominik"]
    series = [[0, 5, 9, 20, 31, 45 + 10 * i] for i in range(4)]
    async with app.run_test(size=(80, 24)) as pilot:
        chart = app.query_one(ScoreChart)
        chart.show(series, ["red", "blue", "green", "yellow"], names, [(0, 1), (3, 2)],
                   marker=2)
        await pilot.pause()
        lines = [chart.render_line(y).text for y in range(10)]
    assert all(len(line) <= 60 for line in lines)
    assert any("└" in line and "▲" in line for line in lines), lines
    assert any("(rounds)" in line for line in lines), lines
    legend = "\n".join(lines[-2:])
    for name, values in zip(names, series, strict=True):
        assert f"{name} {values[-1]}" in legend, lines


async def test_the_chart_window_over_a_replay_shows_its_own_keys_in_its_footer():
    from boardgames_tui.ui.app import BoardGamesApp
    from boardgames_tui.ui.screens.score_chart import ScoreChartScreen
    from tests.after_game.games import played

    _match, path = played("azul-summer-pavilion", ["Ana", "Ben"], seed=3, stop=20)
    app = BoardGamesApp(replay_path=path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, ScoreChartScreen)
        bottom = app.screen._compositor.render_strips()[-1].text
        assert "Close" in bottom and "Help" in bottom, bottom
        for games_key in ("Next", "Back", "Analysis", "Show all", "Undo"):
            assert games_key not in bottom, bottom
        await pilot.press("g")
        await pilot.pause()
        assert app.screen.replaying
