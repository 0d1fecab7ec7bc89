"""Issue 27: the city map is the shared board view (ui/board/view.py). Its picture paints
the rows from the hex lattice, its spots are the hexes, and the screen's placement
targets are the boxes the view gives for them; the mini cities are the same view."""

from __future__ import annotations

import pytest

from boardgames_tui.games.akropolis.ui.city_view import CityPicture, CityView
from boardgames_tui.games.akropolis.ui.screen import ClickableCity
from boardgames_tui.ui.board.view import BoardView
from tests.ui.helpers import game_app

from .ui_helpers import play_through_session


def _painted(view, box) -> str:
    """The characters the view shows in a screen box (its first row)."""
    region = view.content_region
    line = view.render_line(box.y - region.y).text
    return line[box.x - region.x: box.x - region.x + box.width]


@pytest.mark.parametrize("size", [(80, 24), (120, 40), (160, 50)])
async def test_the_city_is_the_shared_board_view_and_its_spots_are_the_targets(size):
    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen
        play_through_session(screen, 40)  # a city taller than the view at 80x24
        screen.after_change()
        await pilot.pause()
        await pilot.press("enter")  # take: the ghost is on the best spot
        await pilot.pause()
        city = screen.query_one(ClickableCity)
        assert isinstance(city, BoardView)
        assert isinstance(city.picture, CityPicture)
        boxes = city.boxes()
        assert set(boxes) == city.area  # a spot for every hex of the map
        targets = screen.targets()
        assert targets and {t.key for t in targets} == {("spot", *p) for p in screen.best_spots()}
        for target in targets:
            pos = target.key[1:]
            assert target.box == boxes[pos]
            region = city.screen_region(pos)
            assert (target.box.x, target.box.y) == (city.content_region.x + region.x,
                                                    city.content_region.y + region.y)
        # the ghost's anchor (▸) is painted where the view says its hex is
        anchor = city.ghost.anchor
        assert _painted(city, boxes[anchor]).startswith("▸")
        assert city.spot_at(boxes[anchor].x, boxes[anchor].y) == anchor
        # a hex of the city is painted in its box with its letter
        for pos, stack in city.city.stacks.items():
            if pos not in city.ghost.cells and city.is_visible(pos):
                assert stack[-1][0] in _painted(city, boxes[pos])


async def test_the_mini_cities_are_the_same_view_with_the_last_tile_marked():
    app = game_app("akropolis", ["Ana", "Ben", "Cy"], seed=3)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        screen = app.screen
        play_through_session(screen, 12)
        screen.after_change()
        await pilot.pause()
        minis = [m for m in screen.query(".mini-map") if m.display and m.parent.display]
        assert minis
        for mini in minis:
            assert isinstance(mini, CityView) and isinstance(mini, BoardView)
            rows = [mini.render_line(y).text for y in range(mini.size.height)]
            assert any("◆" in row for row in rows)
            assert any("★" in row for row in rows)
