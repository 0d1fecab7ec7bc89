"""Issue 29 (Akropolis): the score line and refusals always show, every view of a city
shows the plazas' stars, stars per colour per player, the rivals' last tiles, four
players at 80×24, the final sheet's value × stars = points."""

from __future__ import annotations

import pytest

from boardgames_tui.games.akropolis.actions import TakeTile
from boardgames_tui.games.akropolis.ui.screen import AkropolisScreen
from tests.ui.helpers import game_app

from .ui_helpers import play_through_session

FOUR = ["Ana", "Ben", "Cleo", "Dan"]


def rows_of(widget) -> list[str]:
    """The rows of a widget as painted now."""
    return [widget.render_line(y).text for y in range(widget.size.height)]


async def _placing_four_players(pilot, app, steps: int = 40) -> AkropolisScreen:
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, AkropolisScreen)
    play_through_session(screen, steps)
    screen.session.apply(screen.session.match.state.current, TakeTile(index=0))
    screen.after_change()
    await pilot.pause()
    return screen


# --- item 1: the score line and a refusal's reason always show -------------------------


async def test_score_line_shows_on_a_level_2_spot_at_80x24_with_four_players():
    app = game_app("akropolis", FOUR, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _placing_four_players(pilot, app)
        q, r, rot, level = max(screen.legal_spots(), key=lambda s: s[3])
        assert level >= 2
        screen.cursor, screen.rot = (q, r), rot
        screen._draw()
        await pilot.pause()
        rows = rows_of(screen.query_one("#akro-preview"))
        assert len(rows) == 3
        assert rows[0].startswith("Score +"), rows
        assert any(f"On level {level}" in row for row in rows), rows
        # a rotation that does not fit: the reason shows before where
        for _ in range(6):
            screen.rot = (screen.rot + 1) % 6
            screen._draw()
            if not screen.current_preview().legal:
                break
        await pilot.pause()
        preview = screen.current_preview()
        assert not preview.legal
        shown = " ".join(row.strip() for row in rows_of(screen.query_one("#akro-preview")))
        assert shown.startswith("✗ Not here: " + preview.reason[:20]), shown


# --- item 2: every view of a city shows each plaza's stars --------------------------------


def _view(scale: str, city, last=frozenset()):
    from boardgames_tui.games.akropolis.ui.city_view import CityView

    view = CityView(scale=scale)
    view.city, view.last = city, frozenset(last)
    return view


def test_medium_and_small_maps_show_plaza_stars_and_the_last_tile():
    from boardgames_tui.games.akropolis.scenario import hex_city

    city = hex_city({(0, 0): "H", (1, 0): "qM", (2, 0): "G", (0, 1): "qqB", (1, 1): "t",
                     (2, 1): "m"})
    medium = _view("medium", city, last=[(2, 0), (1, 1)])
    texts = {pos: medium.cell_text(pos, 0)[0] for pos in city.stacks}
    assert texts[(0, 0)] == " H★1"
    assert texts[(1, 0)] == "M★★2"
    assert texts[(2, 0)] == "G★★★"  # the last tile's garden plaza: underlined, stars first
    assert medium.cell_text((2, 0), 0)[1].underline
    assert texts[(0, 1)] == "B★★3"
    assert texts[(1, 1)] == "◆t1 "
    assert all(len(t) == 4 for t in texts.values())
    small = _view("small", city, last=[(2, 0), (1, 1)])
    texts = {pos: small.cell_text(pos, 0)[0] for pos in city.stacks}
    assert texts == {(0, 0): "H★", (1, 0): "M★", (2, 0): "G★", (0, 1): "B★", (1, 1): "t◆",
                     (2, 1): "m1"}


async def test_a_city_taller_than_the_view_still_shows_stars_at_80x24():
    from boardgames_tui.games.akropolis.ui.screen import ClickableCity

    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        play_through_session(screen, 32)
        screen.after_change()
        await pilot.pause()
        city = screen.query_one(ClickableCity)
        assert city.scale == "medium"
        plazas = [p for p, stack in city.city.stacks.items() if stack[-1][0].isupper()]
        assert plazas
        rows = "\n".join(rows_of(city))
        assert "★" in rows


# --- item 3: stars per colour per player in the score table -------------------------------


def test_score_table_shows_every_players_stars_per_colour():
    import random

    from boardgames_tui.games.akropolis import RULES
    from boardgames_tui.games.akropolis.components import COLOURS
    from boardgames_tui.games.akropolis.state import AkropolisOptions
    from boardgames_tui.games.akropolis.ui.panels import score_text

    from .ui_helpers import tall_action

    state = RULES.setup(FOUR, 3, AkropolisOptions())
    rng = random.Random(1)
    for _ in range(60):
        state = RULES.apply(state, state.current, tall_action(state, rng))
    scores = [RULES.city_score(state, s) for s in range(4)]
    assert len({s.colours[c].stars for s in scores for c in COLOURS}) > 2
    lines = score_text(FOUR, scores, 0, False, detail=False).plain.splitlines()
    assert max(len(line) for line in lines) <= 36  # 80 columns with four players
    for row, colour in zip(lines[1:6], COLOURS, strict=True):
        cells = row[12:]
        for i, s in enumerate(scores):
            c = s.colours[colour]
            assert cells[6 * i:6 * i + 6].split() == [str(c.points), f"{c.stars}★"], row


# --- item 9: the final table says each colour's stars beside its points ------------------------


def test_final_sheet_gives_each_colours_value_times_stars_equals_points():
    import random

    from boardgames_tui.games.akropolis import RULES
    from boardgames_tui.games.akropolis.components import COLOURS
    from boardgames_tui.games.akropolis.rules import POINT_ROWS
    from boardgames_tui.games.akropolis.state import AkropolisOptions

    from .ui_helpers import tall_action

    state = RULES.setup(FOUR, 5, AkropolisOptions())
    rng = random.Random(2)
    while not RULES.is_over(state):
        state = RULES.apply(state, state.current, tall_action(state, rng))
    sheet = RULES.score_sheet(state)
    names = ["Houses", "Markets", "Barracks", "Temples", "Gardens"]
    assert sheet.category_names == [*names, "Stones"]
    assert "value" in sheet.detail_note and "stars" in sheet.detail_note
    for row in sheet.rows:
        city = RULES.city_score(state, row.seat)
        for colour, name in zip(COLOURS, names, strict=True):
            c = city.colours[colour]
            assert row.categories[name] == c.points == c.value * c.stars
            assert row.details[name] == f"{c.value}×{c.stars}★={c.points}"
        assert sum(row.categories[k] for k in POINT_ROWS) == row.total
    assert any(row.categories["Gardens"] for row in sheet.rows)


@pytest.mark.parametrize("size", [(80, 24), (120, 40), (160, 50)])
async def test_the_final_table_shows_value_times_stars_per_colour_on_screen(size):
    """Four players at the end: every cell of a colour reads "value×stars★=points", the
    winner line and the buttons are on screen at every size (the sheet may scroll)."""
    from textual.widgets import Button, DataTable

    from boardgames_tui.games.akropolis import RULES
    from boardgames_tui.games.akropolis.components import COLOURS
    from boardgames_tui.ui.screens.game_over import GameOverScreen

    app = game_app("akropolis", FOUR, seed=5)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen
        play_through_session(screen, None)
        screen.after_change()
        await pilot.pause()
        over = app.screen
        assert isinstance(over, GameOverScreen)
        state = screen.session.match.state
        table = over.query_one(DataTable)
        cells = {str(table.get_row_at(i)[0]): [str(c).strip() for c in table.get_row_at(i)[1:]]
                 for i in range(table.row_count)}
        for colour, name in zip(COLOURS, ["Houses", "Markets", "Barracks", "Temples",
                                          "Gardens"], strict=True):
            for seat, cell in enumerate(cells[name]):
                c = RULES.city_score(state, seat).colours[colour]
                assert cell == f"{c.value}×{c.stars}★={c.points}"
        screen_box = over.region
        for widget in [over.query_one("#winner"), over.query_one("#detail-note"),
                       *over.query(Button)]:
            assert screen_box.contains_region(widget.region), widget
        assert table.region.height >= 3  # the header and rows of the sheet, scrolled


# --- item 4: the rival's last move in full, and their last tile on their map ---------------


async def test_the_rivals_last_placement_shows_in_full_and_on_their_map():
    from boardgames_tui.games.akropolis.actions import PlaceTile
    from boardgames_tui.games.akropolis.ui.screen import ClickableCity

    app = game_app("akropolis", FOUR, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        play_through_session(screen, 8)  # every player took and placed a tile: Ana again
        screen.after_change()
        await pilot.pause()
        assert screen.taking() and screen.seat == 0
        record = screen.session.match.record.actions
        line = record[-1].text
        assert line.startswith("Dan places") and len(line) > 80  # more than the prompt's row
        rows = [row.strip() for row in rows_of(screen.query_one("#akro-preview"))]
        shown = " ".join(rows)
        assert shown.startswith("◆ " + line[:60]), rows
        # Dan's city: his placement in full first, the hexes of that tile marked ◆ and in
        # the middle of the view (the way back to yours first in the title)
        await pilot.press("left_square_bracket")
        await pilot.pause()
        rows = [row.strip() for row in rows_of(screen.query_one("#akro-preview"))]
        assert " ".join(rows).startswith("◆ " + line[:60]), rows
        title = rows_of(screen.query_one("#akro-city-title"))[0]
        assert "City of Dan · [ ] back to yours" in title, title
        city = screen.query_one(ClickableCity)
        last = screen.game.parse_action(record[-1].action)
        assert isinstance(last, PlaceTile)
        assert all(city.is_visible(p) for p in city.last)
        assert city.last and all("◆" in city.cell_text(p, 1)[0] or "◆" in city.cell_text(p, 0)[0]
                                 for p in city.last)


async def test_a_rivals_city_opens_on_their_last_tile_in_the_middle():
    """A city larger than the view: `]` shows the rival's last tile (◆) in the middle."""
    from boardgames_tui.games.akropolis.ui.screen import ClickableCity

    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        play_through_session(screen, 44)  # Ben's city is taller than the map's view
        screen.after_change()
        await pilot.pause()
        assert screen.taking() and screen.seat == 0
        await pilot.press("right_square_bracket")
        await pilot.pause()
        city = screen.query_one(ClickableCity)
        assert screen.viewed == 1 and city.last
        w, h = city.size
        vw, vh = city.map_size
        assert vh > h or vw > w  # the whole city does not fit: placed on the last tile
        regions = [city.screen_region(p) for p in city.last]
        middle_x = (min(r.x for r in regions) + max(r.right for r in regions)) // 2
        middle_y = (min(r.y for r in regions) + max(r.bottom for r in regions)) // 2
        if vw > w:
            assert abs(middle_x - w // 2) <= 2 or city.origin[0] in (0, vw - w)
        if vh > h:
            assert abs(middle_y - h // 2) <= 1 or city.origin[1] in (0, vh - h)
        assert all(city.is_visible(p) for p in city.last)


async def test_the_bots_turn_is_one_short_row_on_the_prompt_at_80_columns():
    """The greedy bot's take and placement: one row above the question saying which tile,
    the level and where, not cut (it was "…takes the 1st tile of the site (free): a tile
    with a barracks plaza (2…")."""
    from boardgames_tui.ui.widgets.prompt_line import PromptLine

    app = game_app("akropolis", ["Ana", "Ben"], seed=3, bots={1: "greedy"})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        for turn in range(1, 4):
            await pilot.press("enter", "enter")  # Ana takes and places
            for _ in range(200):  # Ben's turn, thought in a thread
                await pilot.pause(0.02)
                if screen.taking() and len(screen.session.match.state.cities[1].placed) == turn:
                    break
            await pilot.pause()
            assert screen.taking()
            row = rows_of(screen.query_one(PromptLine))[0].strip()
            assert row.startswith("🤖 Ben: ") and "tile" in row, row
            assert "starting plaza" in row and "…" not in row, row
            # the preview gives the decision's hint first (the row above says the turn)
            preview = rows_of(screen.query_one("#akro-preview"))
            assert preview[0].strip().startswith("Enter takes"), preview


async def test_a_long_bot_turn_in_german_leaves_the_level_out_rather_than_be_cut(german):
    """German words and a long name make the short row too wide at 80 columns ("…auf der
    untersten Ebene, 3 Felder nordöstlich der Start-Agora"): the level goes (the ◆ on the
    map shows it), the tile and where stay, and nothing is cut."""
    from boardgames_tui.ui.widgets.prompt_line import PromptLine

    app = game_app("akropolis", ["Ana", "Bartholomäus"], seed=3, bots={1: "greedy"})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        for turn in range(1, 4):
            await pilot.press("enter", "enter")
            for _ in range(200):
                await pilot.pause(0.02)
                if screen.taking() and len(screen.session.match.state.cities[1].placed) == turn:
                    break
            await pilot.pause()
            row = rows_of(screen.query_one(PromptLine))[0].rstrip()
            assert row.strip().startswith("🤖 Bartholomäus: ") and "Start-Agora" in row, row
            assert "…" not in row and len(row) <= 80, row
