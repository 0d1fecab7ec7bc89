"""Issue 30 item 1: the highlighted market room's shape, with its doors and fences, is
drawn when pricing and when buying, at every size; in the wide layout every room."""

from __future__ import annotations

import pytest

from boardgames_tui.games.castles_of_mad_king_ludwig.actions import BuyRoom
from boardgames_tui.games.castles_of_mad_king_ludwig.ui.canvas import (
    abbreviation,
    room_drawing,
)
from boardgames_tui.games.castles_of_mad_king_ludwig.ui.panels import shape_text
from boardgames_tui.ui.widgets.line_panel import LinePanel, ScrollingLinePanel
from tests.ui.helpers import game_app

from .test_screen import _castles, _past_handoff, _to_first_purchase
from .ui_helpers import GAME


def _info(screen) -> list[str]:
    return [line.plain for line in screen.query_one("#cmkl-info", ScrollingLinePanel).lines]


def test_the_shape_shows_walls_doors_and_fences():
    text = shape_text("gatehouse", False).plain
    assert "#" in text and "○" in text and "┌" in text and "Gatehouse" in text
    small = "\n".join(room_drawing("gatehouse", small=True).text_rows())
    assert "#" in small and "○" in small


def _shape_rows(room: str, small: bool = False) -> list[str]:
    return [line.strip() for line in shape_text(room, False, small=small).plain.splitlines()]


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_pricing_and_buying_draw_the_highlighted_room(size):
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await _past_handoff(pilot)
        screen = _castles(app)
        session = app.session
        while session.match.state.tasks[0].kind == "keep_bonus":
            seat = session.match.to_act()[0]
            session.apply(seat, session.match.legal_actions(seat)[0])
        screen.after_change()
        await pilot.pause()
        await _past_handoff(pilot)
        assert screen.task_kind() == "price"
        for slot in (0, 1):
            await pilot.press(str(slot + 1))
            await pilot.pause()
            room = screen.real_state.market[slot]
            info = [line.strip() for line in _info(screen)]
            rows = _shape_rows(room, small=size == (80, 24))
            start = info.index(rows[0])
            assert info[start:start + len(rows)] == rows
            if size == (80, 24):  # the short panel: the small shape first, in sight
                assert start == 0
        screen = await _to_first_purchase(pilot)
        assert screen.task_kind() == "turn"
        slot = next(a.slot for a in screen.legal_actions() if isinstance(a, BuyRoom))
        await pilot.press(str(slot + 1))
        await pilot.pause()
        rows = _shape_rows(screen.real_state.market[slot], small=size == (80, 24))
        info = [line.strip() for line in _info(screen)]
        assert rows[0] in info and rows[-1] in info
        if size == (80, 24):  # the short panel: the verdict, then the shape
            assert info[0] == "Enter buys it." and info[1] == rows[0]


async def test_the_wide_layout_draws_every_market_room():
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        screen = await _to_first_purchase(pilot)
        await pilot.pause()
        panel = screen.query_one("#cmkl-shapes", LinePanel)
        assert panel.region.height > 0
        text = panel.content.plain
        assert "The rooms of the market:" in text
        gallery = text.split("The rooms of the market:")[1]
        for room in screen.real_state.market:
            if room:
                assert abbreviation(room) in gallery


async def test_the_zoom_key_turns_through_the_scales():
    """Issue 30 item 3: z: the full scale, the small scale, then the one that fits."""
    from boardgames_tui.games.castles_of_mad_king_ludwig.ui.castle_map import CastleMap

    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = await _to_first_purchase(pilot)
        cmap = screen.query_one(CastleMap)
        assert not cmap.small  # the foyer alone fits at the full scale
        seen = []
        for _ in range(3):
            await pilot.press("z")
            await pilot.pause()
            seen.append(cmap.small)
        assert seen == [False, True, False]
        assert cmap.zoom is None
        await pilot.press("z", "z")
        await pilot.pause()
        assert cmap.small and "(small scale)" in str(screen.query_one("#cmkl-title").render())


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_round_banner_leaves_the_market_free(size):
    """Issue 30 item 4: the banner of a new round does not cover the market."""
    from textual.widgets._toast import Toast

    from boardgames_tui.games.castles_of_mad_king_ludwig.ui.market_view import MarketView

    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=size, notifications=True) as pilot:
        await pilot.pause()
        screen = await _to_first_purchase(pilot)
        screen.notify("Round 2: Ben is the Master Builder.", title="Round 2", timeout=30)
        assert app.screen is screen
        await pilot.pause()
        await pilot.pause()
        toast = screen.query_one(Toast)
        market = screen.query_one(MarketView)
        assert toast.region.width > 0
        assert toast.region.right <= market.region.x


async def test_the_wide_layout_shows_every_castle_side_by_side():
    """Issue 30 item 3: at 160x50 the other castles, small, next to each other."""
    from boardgames_tui.ui.board.view import BoardView

    app = game_app(GAME, ["Ana", "Ben", "Cyd", "Dan"], seed=5)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        screen = await _to_first_purchase(pilot)
        await pilot.pause()
        others = screen.query_one("#cmkl-others", BoardView)
        assert others.region.height > 0
        lines = [line.plain for line in others.picture.lines]
        players = screen.real_state.players
        names = [n for s, n in enumerate(players) if s != screen.shown_seat]
        assert players[screen.shown_seat] not in lines[0]
        assert all(f"{n}: " in lines[0] for n in names), lines[:3]
        assert lines[1].count("◢") >= 3 * 2  # three foyers drawn next to each other
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = await _to_first_purchase(pilot)
        assert screen.query_one("#cmkl-others", BoardView).region.height == 0


def test_a_downstairs_room_is_drawn_in_its_colour():
    from boardgames_tui.games.castles_of_mad_king_ludwig.ui.palette import OTHER_LEVEL

    for small in (False, True):
        canvas = room_drawing("armory", small=small)
        colours = {str(st.bgcolor.name).lower() for row in canvas.grid for _ch, st in row
                   if st.bgcolor is not None}
        assert colours and OTHER_LEVEL not in colours
