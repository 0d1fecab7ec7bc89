"""Issue 12 for Castles: layouts by size, the size needed from the content, and a resize
in the middle of a game that loses nothing."""

from __future__ import annotations

from boardgames_tui.games.castles_of_mad_king_ludwig.actions import BuyRoom
from boardgames_tui.games.castles_of_mad_king_ludwig.ui.screen import CastlesScreen
from tests.ui.helpers import game_app

from .test_screen import _castles, _past_handoff, _to_first_purchase
from .ui_helpers import GAME


async def _needed(names):
    app = game_app(GAME, names, seed=3)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        return _castles(app).needed_size()


async def test_needed_size_fits_the_targets_and_grows_with_the_market():
    two = await _needed(["Ana", "Ben"])
    four = await _needed(["Ana", "Ben", "Cyd", "Dan"])
    assert two[0] <= 80 and two[1] <= 24
    assert four[0] <= 100 and four[1] <= 30
    assert four[1] == two[1] + 2  # two more price slots


async def test_layout_classes_follow_the_terminal_size():
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await _to_first_purchase(pilot)
        assert screen.layout_mode == "compact" and screen.has_class("-compact")
        market = str(screen.query_one("#cmkl-market").render())
        assert "Rooms left in the stacks" not in market  # compact: stacks in the panel
        assert "Rooms left in the stacks" in str(screen.query_one("#cmkl-info").render())
        assert not screen.query_one("#cmkl-players").display
        await pilot.resize_terminal(160, 50)
        await pilot.pause()
        assert screen.has_class("-wide") and not screen.has_class("-compact")
        assert screen.query_one("#cmkl-players").display
        players = str(screen.query_one("#cmkl-players").render())
        assert "Ana:" in players and "Ben:" in players and "sq ft" in players
        assert "Rooms left in the stacks" in str(screen.query_one("#cmkl-market").render())


async def test_resizing_a_game_in_progress_keeps_screen_and_cursor():
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = await _to_first_purchase(pilot)
        legal = screen.legal_actions()
        slot = next(a.slot for a in legal if isinstance(a, BuyRoom) and a.slot > 0)
        await pilot.press(str(slot + 1))  # the digit of the slot
        await pilot.pause()
        for size in ((60, 20), (80, 24), (250, 80), (100, 30)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
        await pilot.pause()
        await _past_handoff(pilot)
        assert isinstance(app.screen, CastlesScreen) and app.screen is screen
        assert screen.cursor == slot and screen.task_kind() == "turn"
        seat = screen.seat
        before = len(screen.match.state.castles[seat])
        await pilot.press("enter")  # buy the room under the cursor
        await pilot.pause()
        assert screen.task_kind() == "place"
        await pilot.press("enter")
        await pilot.pause()
        assert len(screen.match.state.castles[seat]) == before + 1


async def test_resizing_between_layouts_keeps_cursor_and_ghost():
    """The part that is the game screen's own: compact → wide → standard in the middle
    of a purchase and of a placement, the cursor and the ghost stay, and play goes on."""
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await _to_first_purchase(pilot)
        legal = screen.legal_actions()
        slot = next(a.slot for a in legal if isinstance(a, BuyRoom) and a.slot > 0)
        await pilot.press(str(slot + 1))  # the digit of the slot
        for size in ((250, 80), (100, 30), (80, 24)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            assert app.screen is screen and screen.cursor == slot
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("tab", "tab")
        await pilot.pause()
        ghost = screen.ghost
        for size in ((160, 50), (120, 40)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            assert app.screen is screen and screen.ghost == ghost
        seat = screen.seat
        before = len(screen.match.state.castles[seat])
        await pilot.press("enter")
        await pilot.pause()
        assert len(screen.match.state.castles[seat]) == before + 1
