"""Issue 12: a game in progress survives any resize and plays on at every size."""

from __future__ import annotations

from boardgames_tui.games.azul_summer_pavilion.ui.layout import SMALL, TALL, WIDE
from boardgames_tui.games.azul_summer_pavilion.ui.screen import AzulScreen
from tests.ui.helpers import game_app

GAME = "azul-summer-pavilion"


def game_screen(app) -> AzulScreen | None:
    """The Azul screen under whatever layer the app shows over it."""
    for screen in reversed(app.screen_stack):
        if isinstance(screen, AzulScreen):
            return screen
    return None


async def test_resizing_a_game_in_progress_keeps_screen_and_cursor():
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, AzulScreen)
        assert screen.needed_size()[0] <= 80 and screen.needed_size()[1] <= 24
        while screen.ctl.mode == "take":
            await pilot.press("enter")
            await pilot.pause()
        await pilot.press("tab", "tab")
        cursor = screen.ctl.sel.space
        actions = len(screen.match.record.actions)
        for size in ((60, 20), (80, 24), (250, 80), (100, 30)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            assert game_screen(app) is screen
            assert screen.ctl.sel.space == cursor
            assert len(screen.match.record.actions) == actions
            if size != (60, 20):
                assert app.screen is screen, f"the game is not the active screen at {size}"
        # the table fits: the arrangement follows the width and height there are
        assert screen.arrangement(screen.query_one("#azul-table").size.width) == ("all", SMALL)
        await pilot.press("enter")
        await pilot.pause()
        assert len(screen.match.record.actions) == actions + 1
        assert screen.match.record.actions[-1].action["kind"] == "place"


async def test_each_layout_shows_prompt_footer_and_the_cursor():
    app = game_app(GAME, ["Ana", "Ben", "Cleo", "Dan"], seed=5)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        w, h = screen.needed_size()
        assert w <= 100 and h <= 30
        for size, mode in (((100, 30), ("focus", SMALL)), ((160, 50), ("rows", WIDE))):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            table = screen.query_one("#azul-table")
            assert screen.arrangement(table.size.width) == mode
            for widget in (table, screen.query_one("#prompt"), screen.query_one("Footer")):
                region = widget.region
                assert region.height > 0 and region.bottom <= size[1], widget
            assert screen.query_one("#prompt").region.bottom <= size[1] - 1
            assert table.region.bottom <= screen.query_one("#azul-preview").region.y


async def test_resizing_through_every_layout_keeps_cursor_and_plays_on():
    """The same walk without going below what the screen needs (80x24 is enough)."""
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        while screen.ctl.mode == "take":
            await pilot.press("enter")
            await pilot.pause()
        await pilot.press("tab", "tab")
        cursor = screen.ctl.sel.space
        actions = len(screen.match.record.actions)
        seen = []
        for size in ((80, 24), (250, 80), (100, 30), (80, 24)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            assert app.screen is screen and screen.ctl.sel.space == cursor
            seen.append(screen.arrangement(screen.query_one("#azul-table").size.width))
            assert screen.query_one("#log").display == (screen.layout_mode == "wide")
        assert seen == [("focus", SMALL), ("all", TALL), ("all", SMALL), ("focus", SMALL)]
        await pilot.press("enter")
        await pilot.pause()
        assert len(screen.match.record.actions) == actions + 1
