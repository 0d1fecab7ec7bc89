"""Issue 15: the city reads at a glance: levels by frame and shade (with a legend),
plazas with their stars, quarries patterned, the ghost with the level it reaches, the
last tile of each player marked; the view centres on the ghost and never hides it."""

from __future__ import annotations

from boardgames_tui.games.akropolis.actions import PlaceTile, TakeTile
from boardgames_tui.games.akropolis.city import map_of
from boardgames_tui.games.akropolis.components import tile_cells
from boardgames_tui.games.akropolis.preview import legal_spots
from boardgames_tui.games.akropolis.ui.city_view import CityPicture, CityView, frame_of
from boardgames_tui.games.akropolis.ui.screen import AkropolisScreen, ClickableCity
from tests.ui.helpers import game_app

from .ui_helpers import panel_text, play_through_session

SIZE = (120, 40)


def _hexes_by_level(city: CityView) -> dict[int, list]:
    out: dict[int, list] = {}
    for pos, stack in city.city.stacks.items():
        out.setdefault(len(stack), []).append(pos)
    return out


async def test_levels_have_frames_and_shades_and_a_legend():
    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        play_through_session(screen, 60)  # Ana builds three levels high
        screen.viewed = 0
        screen.after_change()
        await pilot.pause()
        city = screen.query_one(ClickableCity)
        levels = _hexes_by_level(city)
        assert {1, 2, 3} <= set(levels)
        for level, positions in levels.items():
            left, right = frame_of(level)
            for pos in positions:
                text, style = city.cell_text(pos, 0)
                code = city.city.stacks[pos][-1][0]
                assert text == f"{left}{code}{level}{right}"
        assert frame_of(1) == (" ", " ") and frame_of(2) == ("▏", "▕")
        assert frame_of(3) == ("▌", "▐") and frame_of(5) == ("█", "█")
        # the same kind of hex is shaded lighter the higher it stands
        shades = {}
        for level, positions in levels.items():
            for pos in positions:
                code = city.city.stacks[pos][-1][0]
                shades.setdefault(code, {})[level] = city.cell_text(pos, 0)[1].bgcolor
        assert any(len(set(by_level.values())) >= 2 for by_level in shades.values())
        legend = panel_text(screen, "#akro-legend")
        assert "Level" in legend and "▏h2▕" in legend and "▌h3▐" in legend
        assert "last tile" in legend and "plaza ★" in legend and "quarry" in legend


async def test_plazas_show_stars_and_quarries_a_pattern():
    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        city = app.screen.query_one(ClickableCity)
        assert city.scale == "large"
        assert city.cell_text((0, 0), 0)[0] == " H1 "
        assert city.cell_text((0, 0), 1)[0].strip() == "★"  # the house plaza's star
        for quarry in ((1, 0), (-1, 1), (0, -1)):
            assert city.cell_text(quarry, 0)[0] == " q1 "
            assert "░░" in city.cell_text(quarry, 1)[0]


async def test_ghost_shows_its_hexes_and_the_level_it_reaches():
    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        rules = screen.game
        for _ in range(60):  # play on until Ana could build upwards
            state = screen.session.match.state
            if state.current == 0 and state.held is None:
                held = rules.apply(state, 0, TakeTile(index=0))
                if max(s[3] for s in legal_spots(held, 0)) >= 2:
                    break
            play_through_session(screen, 1)
        screen.after_change()
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        city = screen.query_one(ClickableCity)
        # Tab to an upper spot: the ghost says its level on each of its hexes
        top = max(s[3] for s in legal_spots(screen.session.match.state, 0))
        assert top >= 2
        for _ in range(300):
            if city.ghost.level == top:
                break
            await pilot.press("tab")
        assert city.ghost.level == top
        for pos, code in city.ghost.cells.items():
            assert code + str(top) in city.cell_text(pos, 0)[0]
            assert "✓" in city.cell_text(pos, 1)[0] or "★" in city.cell_text(pos, 1)[0]
            assert city.is_visible(pos)
        assert f"✓ On level {top}" in panel_text(screen, "#akro-preview")
        await pilot.press("left", "left", "left", "left", "left", "left")
        if not city.ghost.level:
            assert all("✗" in city.cell_text(p, 0)[0] for p in city.ghost.cells)
            assert "✗ Not here" in panel_text(screen, "#akro-preview")


async def test_last_tile_of_each_player_is_marked_until_they_place_again():
    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("enter", "tab", "enter")  # Ana takes and places
        await pilot.pause()
        ana = screen.session.match.state.cities[0].placed[-1]
        ana_cells = set(tile_cells((ana[1], ana[2]), ana[3]))
        assert screen.viewed == 1  # Ben's turn, his city shown
        await pilot.press("right_square_bracket")  # look at Ana's city
        city = screen.query_one(ClickableCity)
        assert city.last == ana_cells
        assert all("◆" in city.cell_text(p, 1)[0] for p in ana_cells)
        others = set(city.city.stacks) - ana_cells
        assert not any("◆" in city.cell_text(p, 1)[0] for p in others)
        await pilot.press("right_square_bracket")
        await pilot.press("enter", "tab", "enter")  # Ben takes and places
        await pilot.pause()
        await pilot.press("enter")  # Ana has taken a tile: her last tile is still marked
        await pilot.pause()
        assert screen.query_one(ClickableCity).last == ana_cells
        await pilot.press("tab", "enter")  # Ana places again: the mark moves
        await pilot.pause()
        state = screen.session.match.state
        new = state.cities[0].placed[-1]
        assert isinstance(screen.last_turn_actions(0)[-1], PlaceTile)
        assert screen.last_placed(0) == set(tile_cells((new[1], new[2]), new[3]))


async def test_view_centres_follows_the_ghost_and_c_recentres():
    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, AkropolisScreen)
        city = screen.query_one(ClickableCity)
        # the whole starting city fits: it is drawn in the middle of the view
        w, h = city.size
        reg = city.screen_region((0, 0))
        assert abs((reg.x + reg.width // 2) - w // 2) <= 4
        assert abs((reg.y + reg.height // 2) - h // 2) <= 2
        play_through_session(screen, 50)
        screen.after_change()
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        for key in ["left"] * 8 + ["down"] * 8 + ["right"] * 12 + ["up"] * 14:
            await pilot.press(key)
            assert all(city.is_visible(p) for p in city.ghost.cells), (key, screen.cursor)
        await pilot.press("pageup", "pageup", "home", "home")  # scroll away from the ghost
        await pilot.press("c")
        await pilot.pause()
        assert all(city.is_visible(p) for p in city.ghost.cells)
        cells = list(city.ghost.cells)
        xs = [city.screen_region(p).x for p in cells]
        ys = [city.screen_region(p).y for p in cells]
        mid_x, mid_y = (min(xs) + max(xs) + 4) // 2, (min(ys) + max(ys) + 1) // 2
        vw, vh = city.map_size
        if vw > w:
            assert abs(mid_x - w // 2) <= 4
        if vh > h:
            assert abs(mid_y - h // 2) <= 2


async def test_a_large_city_switches_to_the_compact_scale_and_keeps_its_ghost():
    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        play_through_session(screen, 70)
        screen.after_change()
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        city = screen.query_one(ClickableCity)
        cm = map_of(screen.session.match.state.cities[screen.viewed].placed)
        rows = {r for _q, r in cm.stacks}
        if 2 * (max(rows) - min(rows) + 3) > city.size.height:
            assert city.scale == "medium"
        assert all(city.is_visible(p) for p in city.ghost.cells)


async def test_a_ghost_move_redraws_only_the_lines_it_touches_and_no_layout():
    """Issue 16: a cursor move redraws the ghost's old and new lines and the preview;
    no new layout, no other map line drawn again."""
    from textual.widget import Widget

    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        play_through_session(screen, 30)
        screen.after_change()
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        city = screen.query_one(ClickableCity)
        # the view settles on the ghost (an arrow after Tab: the prompt loses its "k of n"
        # note, a new text for the prompt line, which lays the screen out once)
        await pilot.press("tab", "left")
        await pilot.pause()
        built: list[int] = []
        original = CityPicture.paint_row

        def spy(picture, y, base):  # a row painted again (the shared view's strip cache)
            built.append(y)
            return original(picture, y, base)

        layouts = []
        refresh = Widget.refresh

        def spy_refresh(self, *regions, layout=False, **kwargs):
            if layout:
                layouts.append(type(self).__name__)
            return refresh(self, *regions, layout=layout, **kwargs)

        CityPicture.paint_row = spy
        Widget.refresh = spy_refresh
        try:
            origin, cursor = city.origin, screen.cursor
            await pilot.press("right")
            await pilot.pause()
        finally:
            Widget.refresh = refresh
            CityPicture.paint_row = original
        assert screen.cursor != cursor
        if city.origin == origin:  # no scroll: only the ghost's lines were drawn again
            assert 0 < len(built) <= 2 * 2 * 2  # two hex rows each, before and after
        assert layouts == []
