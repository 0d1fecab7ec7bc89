"""The game list's arrows go to the tile drawn that way (issue 27: Down moved in reading
order, to the tile beside, not the one below)."""

from __future__ import annotations

import pytest

from boardgames_tui.engine.match import Match
from boardgames_tui.engine.registry import entries, get_game
from boardgames_tui.engine.session import Session
from boardgames_tui.ui.app import BoardGamesApp
from boardgames_tui.ui.screens.selection import GameTile, SaveLine, SelectionScreen


def focused_name(app) -> str:
    w = app.screen.focused
    if isinstance(w, GameTile):
        return w.entry.id
    if isinstance(w, SaveLine):
        return "save of " + next(a for a in w.ancestors if isinstance(a, GameTile)).entry.id
    return repr(w)


@pytest.mark.parametrize(("size", "columns"), [((80, 24), 2), ((120, 40), 2), ((160, 50), 3)])
async def test_the_arrows_follow_the_grid_of_tiles(size, columns):
    ids = [e.id for e in entries()]
    app = BoardGamesApp()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SelectionScreen)
        assert focused_name(app) == ids[0]
        await pilot.press("down")
        assert focused_name(app) == ids[columns]  # the tile below, not the next one
        await pilot.press("up", "right")
        assert focused_name(app) == ids[1]
        await pilot.press("left")
        assert focused_name(app) == ids[0]
        for _ in range(10):
            await pilot.press("down")
        assert focused_name(app) == ids[(len(ids) - 1) // columns * columns]  # the last row
        for _ in range(10):
            await pilot.press("right")
        assert focused_name(app) == ids[-1]  # along the last row, never up out of it


async def test_down_goes_through_a_tiles_unfinished_game_to_the_tile_below():
    ids = [e.id for e in entries()]
    Session(Match.new(get_game(ids[0]), ["Ana", "Ben"], 4))
    app = BoardGamesApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        if not isinstance(app.screen, SelectionScreen):  # the resume list came first
            await pilot.press("escape")
            await pilot.pause()
        assert focused_name(app) == ids[0]
        await pilot.press("down")
        assert focused_name(app) == f"save of {ids[0]}"
        await pilot.press("down")
        assert focused_name(app) == ids[2]
        await pilot.press("up", "up")
        assert focused_name(app) == ids[0]
