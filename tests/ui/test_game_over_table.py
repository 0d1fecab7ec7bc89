"""The final score table at 160x50 (issue 30): each player's heading right-aligned over
that player's numbers, and a table wider than the box's usual width (five players, cells
that say how they were counted) widens the box instead of running past its border."""

from __future__ import annotations

from textual.widgets import DataTable

from boardgames_tui.engine.scoring import ScoreSheet, SeatScore
from boardgames_tui.ui.app import BoardGamesApp
from boardgames_tui.ui.screens.game_over import GameOverScreen

NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eva"]
CATEGORIES = ["Prestige tokens", "Money", "Statues", "Dresses",
              "King's favour: Most completed rooms"]


def _sheet(players: int, counted: bool) -> ScoreSheet:
    rows = []
    for seat, name in enumerate(NAMES[:players]):
        values = {c: (seat * 3 + i * 5) % 13 for i, c in enumerate(CATEGORIES)}
        details = {"Statues": f"{seat}×2★={seat * 2}",
                   "Dresses": f"{seat + 1}×3★={3 * seat + 3}"} if counted else {}
        rows.append(SeatScore(seat=seat, name=name, total=40 + seat * 7 % 5,
                              categories=values, details=details, tiebreak=[seat + 2]))
    return ScoreSheet.build(rows, CATEGORIES, "Livre left after converting money")


async def _show(pilot, sheet: ScoreSheet) -> None:
    await pilot.pause()
    pilot.app.push_screen(GameOverScreen("Rococo", sheet))
    await pilot.pause()
    await pilot.pause()


def _ends(line: str) -> list[int]:
    """The column after each word of a line (where a right-aligned word ends)."""
    ends, inside = [], False
    for col, ch in enumerate(line + " "):
        if ch != " " and not inside:
            inside = True
        elif ch == " " and inside:
            inside = False
            ends.append(col)
    return ends


async def test_each_heading_ends_where_its_numbers_end():
    for players, counted in ((4, False), (5, True)):
        app = BoardGamesApp()
        async with app.run_test(size=(160, 50)) as pilot:
            await _show(pilot, _sheet(players, counted))
            table = app.screen.query_one("#sheet", DataTable)
            header = table.render_line(0).text
            names = [str(c.label) for c in list(table.columns.values())[1:]]
            ends = [header.index(name) + len(name) for name in names]
            for y in range(1, table.row_count + 1):
                line = table.render_line(y).text
                cells = _ends(line)[-len(names):]  # the players' cells, after the label
                assert cells == ends, (header, line)


async def test_a_wide_table_stays_inside_the_box():
    app = BoardGamesApp()
    async with app.run_test(size=(160, 50)) as pilot:
        await _show(pilot, _sheet(5, True))
        table = app.screen.query_one("#sheet", DataTable)
        inner = app.screen.query_one("#over-box").content_region
        assert table.virtual_size.width > 78  # wider than the box's usual inside
        assert inner.x <= table.region.x and table.region.right <= inner.right
        assert table.region.width == table.virtual_size.width  # nothing cut off
