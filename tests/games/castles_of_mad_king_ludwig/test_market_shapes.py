"""Issue 30 item 1: the highlighted market room's shape, with its doors and fences, is
drawn when pricing and when buying, at every size; in the wide layout every room."""

from __future__ import annotations

import pytest

from boardgames_tui.games.castles_of_mad_king_ludwig.actions import BuyRoom
from boardgames_tui.games.castles_of_mad_king_ludwig.market import prices
from boardgames_tui.games.castles_of_mad_king_ludwig.ui.canvas import room_drawing
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
        if size == (80, 24):  # the short panel: the shape with the verdict beside it
            assert info[0].startswith(rows[0]) and info[0].endswith("Enter buys it.")
            assert info[1:len(rows)] == rows[1:]
        else:
            assert rows[0] in info and rows[-1] in info


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
        price_list = prices(screen.real_state.n)
        for slot, room in enumerate(screen.real_state.market):
            if room:  # each drawing under its slot's number and price
                assert f"{slot + 1} {price_list[slot] // 1000}k" in gallery


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


async def _panels(screen):
    """(title, map) of every castle panel in sight, the shown castle's first."""
    from boardgames_tui.games.castles_of_mad_king_ludwig.ui.castle_map import CastleMap

    out = [(screen.query_one("#cmkl-title", LinePanel), screen.query_one("#cmkl-map", CastleMap))]
    for k in range(1, screen.real_state.n):
        out.append((screen.query_one(f"#cmkl-rival-title-{k}", LinePanel),
                    screen.query_one(f"#cmkl-rival-{k}", CastleMap)))
    return [(t, m) for t, m in out if m.region.height > 0]


@pytest.mark.parametrize("names", [["Ana", "Ben"], ["Ana", "Ben", "Cyd", "Dan"]])
async def test_the_wide_layout_shows_every_castle_side_by_side(names):
    """Issue 30 item 3: at 160x50 every castle in a panel of the same size, at one scale,
    titled with its player's name in their colour; the player on turn is marked."""
    from .ui_helpers import play_until

    app = game_app(GAME, names, seed=3)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        screen = await _to_first_purchase(pilot)
        play_until(screen.match, lambda m: len(m.state.castles[m.state.actor]) >= 6
                   and m.state.tasks[0].kind == "place")
        screen.after_change()
        await pilot.pause()
        await _past_handoff(pilot)
        await pilot.pause()
        panels = await _panels(screen)
        state = screen.real_state
        assert len(panels) == state.n
        sizes = {(m.region.width, m.region.height) for _t, m in panels}
        assert len(sizes) == 1, sizes  # equal size
        assert len({m.small for _t, m in panels}) == 1  # one scale
        seats = [(screen.shown_seat + k) % state.n for k in range(state.n)]
        on_turn = set(screen.match.to_act())
        for (title, cmap), seat in zip(panels, seats, strict=True):
            text = title.content
            name = state.players[seat]
            start = text.plain.index(name)
            colour = screen.player_colour(seat)
            assert any(span.start <= start < span.end and colour in str(span.style)
                       for span in text.spans), (name, text.spans)
            assert ("on turn" in text.plain) == (seat in on_turn)
            assert tuple(cmap.canvas.view.placements) == tuple(state.castles[seat])
        # the largest scale that fits: the full one whenever every castle fits at it
        for _title, cmap in panels:
            if not cmap.small:
                assert cmap.canvas.width <= cmap.content_size.width
        # z turns every panel's scale together: full, small, then the one that fits
        for small in (False, True):
            await pilot.press("z")
            await pilot.pause()
            assert [m.small for _t, m in panels] == [small] * state.n
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = await _to_first_purchase(pilot)
        assert len(await _panels(screen)) == 1  # standard: your castle, the others on [ ]


def test_a_downstairs_room_is_drawn_in_its_colour():
    from boardgames_tui.games.castles_of_mad_king_ludwig.ui.palette import OTHER_LEVEL

    for small in (False, True):
        canvas = room_drawing("armory", small=small)
        colours = {str(st.bgcolor.name).lower() for row in canvas.grid for _ch, st in row
                   if st.bgcolor is not None}
        assert colours and OTHER_LEVEL not in colours


def _shape_in_view(screen, room: str) -> None:
    """Every row of the room's small drawing is on a line of the decision panel that is in
    sight (the panel scrolled to its top, its lines within its height)."""
    info = screen.query_one("#cmkl-info", ScrollingLinePanel)
    lines = [line.plain for line in info.lines]
    rows = room_drawing(room, small=True).text_rows()
    start = next(i for i, line in enumerate(lines) if rows[0] in line)
    for k, row in enumerate(rows):
        assert row in lines[start + k], (k, row, lines[start + k])
    assert int(info.scroll_offset.y) == 0
    assert start + len(rows) <= info.scrollable_content_region.height, (
        start, len(rows), info.scrollable_content_region.height)


async def test_four_players_at_80x24_see_the_whole_shape():
    """Issue 30 item 1, at the smallest size with the tallest market: the whole shape of
    the highlighted room is in view, while pricing and while buying (every slot)."""
    app = game_app(GAME, ["Ana", "Ben", "Cyd", "Dan"], seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
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
        assert screen.task_kind() == "price" and screen.layout_mode == "compact"
        market = screen.real_state.market
        assert max(room_drawing(r, small=True).height for r in market if r) == 5  # tallest
        for slot, room in enumerate(market):
            if room:
                await pilot.press(str(slot + 1))
                await pilot.pause()
                _shape_in_view(screen, room)
        screen = await _to_first_purchase(pilot)
        assert screen.task_kind() == "turn"
        for slot, room in enumerate(screen.real_state.market):
            if room:
                await pilot.press(str(slot + 1))
                await pilot.pause()
                _shape_in_view(screen, room)
                # the verdict beside the shape, from its first line
                verdict = "Enter buys it." if BuyRoom(slot=slot) in screen.legal_actions() \
                    else "Cannot buy:"
                assert _info(screen)[0].endswith(verdict) or verdict == "Cannot buy:" \
                    and verdict in _info(screen)[0], _info(screen)[:5]


def test_a_panel_title_is_never_cut_in_the_middle():
    """The wide layout's title of the shown castle: name, points, the turn and the floor
    as far as they fit whole (downstairs is said before the words "on turn")."""
    from boardgames_tui.games.castles_of_mad_king_ludwig.ui.panels import (
        castle_title,
        seat_label,
    )

    class Table:
        players = ["Ana", "Ben"]

    label = seat_label(Table, 0, "#ff0000", 14, True)
    assert castle_title(Table, 0, "up", 0, width=34, label=label).plain == \
        "▶ Ana 14 points on turn"
    assert castle_title(Table, 0, "down", 0, width=34, label=label).plain == \
        "▶ Ana 14 points — downstairs"
    assert castle_title(Table, 0, "up", 0, width=80, label=label).plain.startswith(
        "▶ Ana 14 points on turn — ground floor")
