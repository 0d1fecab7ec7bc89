"""Issue 15 for Castles: the cursor stays put after a swap, each player's last placed
room is marked, the castle is fitted to the view (a smaller scale when it is larger)."""

from __future__ import annotations

from boardgames_tui.games.castles_of_mad_king_ludwig.actions import BuyRoom
from boardgames_tui.games.castles_of_mad_king_ludwig.castle import analyze
from boardgames_tui.games.castles_of_mad_king_ludwig.ui.canvas import (
    LAST_MARK,
    Canvas,
    needs_small,
)
from boardgames_tui.games.castles_of_mad_king_ludwig.ui.castle_map import CastleMap
from boardgames_tui.games.castles_of_mad_king_ludwig.ui.panels import legend_text
from boardgames_tui.ui.screens.handoff import HandoffScreen
from tests.ui.helpers import game_app

from .test_canvas import CASTLE
from .test_screen import _castles, _past_handoff, _to_first_purchase
from .ui_helpers import GAME, play_until


async def test_after_a_swap_the_cursor_stays_where_the_player_was():
    app = game_app(GAME, ["Ana", "Ben", "Cyd"], seed=2)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _castles(app)
        session = app.session
        while session.match.state.tasks[0].kind == "keep_bonus":
            seat = session.match.to_act()[0]
            session.apply(seat, session.match.legal_actions(seat)[0])
        screen.after_change()
        await pilot.pause()
        await _past_handoff(pilot)
        assert screen.task_kind() == "price" and not isinstance(app.screen, HandoffScreen)
        market = list(screen.match.state.market)
        await pilot.press("down", "enter", "down", "down", "down", "enter")
        await pilot.pause()
        assert screen.match.state.market[1] == market[4]
        assert screen.match.state.market[4] == market[1]
        assert screen.cursor == 4 and screen.picked is None
        await pilot.press("down", "enter", "up", "enter")
        await pilot.pause()
        assert screen.cursor == 4 and screen.match.state.swaps_made == 2
        assert "Swaps left: 3" in str(screen.query_one("#cmkl-info").render())


async def test_each_players_last_placed_room_is_marked_until_they_move_again():
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = await _to_first_purchase(pilot)
        buyer = screen.seat
        slot = next(a.slot for a in screen.legal_actions() if isinstance(a, BuyRoom))
        await pilot.press(str(slot + 1), "enter")  # buy the room of that slot
        await pilot.pause()
        room = screen.match.state.tasks[0].tile
        await pilot.press("enter")  # and place it
        await pilot.pause()
        await _past_handoff(pilot)
        assert screen.seat != buyer
        assert screen.last_placed(buyer) == frozenset({1})
        assert screen.last_placed(screen.seat) == frozenset()
        while screen.shown_seat != buyer:
            await pilot.press("right_square_bracket")
            await pilot.pause()
        rows = screen.query_one(CastleMap).canvas.text_rows()
        assert any(LAST_MARK in r for r in rows)
        assert screen.match.state.castles[buyer][1].tile == room


def test_a_castle_larger_than_the_view_is_drawn_at_the_smaller_scale():
    view = analyze(CASTLE)
    full = Canvas(CASTLE)
    assert not needs_small(view, None, full.width, full.height)
    assert needs_small(view, None, full.width // 2, full.height)
    small = Canvas(CASTLE, small=True)
    assert small.width * 2 <= full.width and small.height * 2 <= full.height
    rows = small.text_rows()
    assert any("FOY" in r for r in rows) and any("=" in r for r in rows)
    cell = small.cell_at(small.col_of(3), small.row_of(1))
    assert cell == (3, 1)


async def test_the_map_fits_a_big_castle_and_keeps_the_ghost_in_view():
    app = game_app(GAME, ["Ana", "Ben"], seed=13)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await _past_handoff(pilot)
        screen = _castles(app)
        play_until(screen.match, lambda m: len(m.state.castles[0]) >= 9
                   and m.state.tasks[0].kind == "place" and m.state.actor == 0)
        screen.after_change()
        await pilot.pause()
        await _past_handoff(pilot)
        cmap = screen.query_one(CastleMap)
        assert cmap.small
        for key in ("up", "up", "left", "left", "left"):
            await pilot.press(key)
        await pilot.pause()
        canvas = cmap.canvas
        col = canvas.col_of(screen.ghost.x)
        row = canvas.row_of(screen.ghost.y)
        width, height = cmap.scrollable_content_region.size
        assert cmap.scroll_x <= col < cmap.scroll_x + width
        assert cmap.scroll_y <= row < cmap.scroll_y + height


def test_the_legend_is_one_line_at_120_columns():
    text = legend_text(118).plain
    assert len(text) <= 118 and "L living" in text and "D downstairs" in text
    assert len(legend_text(78).plain) <= 78
