"""Issue 28 (Azul): rivals' boards in sight, naming a space by its star and number, the
race for the end bonuses, bonus picks that keep the cursor, every player count at 80x24,
the room at 160x50, plural words, each end bonus on the score sheet."""

from __future__ import annotations

from boardgames_tui.games.azul_summer_pavilion import RULES, scenario
from boardgames_tui.games.azul_summer_pavilion.actions import TakeBonus
from boardgames_tui.games.azul_summer_pavilion.ui.layout import SMALL

from .helpers import counts, placing_state
from .test_ui_model import ctl_for

# --- item 9: plural forms in the pass preview ----------------------------------------------


def test_pass_preview_says_one_tile_in_the_singular():
    c = ctl_for(placing_state(counts(red=4, blue=1)))
    c.point(("pass",))
    text = str(c.preview_text())
    assert "discard 1 tile: -1 point" in text and "1 tiles" not in text
    c = ctl_for(placing_state(counts(red=4, blue=2)))
    c.point(("pass",))
    assert "discard 2 tiles: -2 points" in str(c.preview_text())


# --- item 5: the cursor stays where it was between bonus picks -----------------------------


def test_bonus_picks_keep_the_cursor_at_the_nearest_tile_left():
    supply = ["red", "blue", "green", "orange", "yellow", "purple", "red", "blue", "green",
              "orange"]
    s = scenario.azul(bonus_owed=3, supply=supply, hand={"red": 1})
    c = ctl_for(s)
    assert c.pointed_key() == ("supply", 0)  # a first pick starts on the first tile
    c.point(("supply", 6))
    action, _ = c.confirm()
    assert action == TakeBonus(space=6)
    s = RULES.apply(s, 0, action)
    c.load(s, 0, RULES.legal_actions(s, 0), True)
    assert c.pointed_key() == ("supply", 7)  # beside the tile taken, not back at the first
    c.point(("supply", 9))
    s = RULES.apply(s, 0, c.confirm()[0])
    c.load(s, 0, RULES.legal_actions(s, 0), True)
    assert c.pointed_key() == ("supply", 8)  # the last one: the nearest to its left


# --- item 12: each end bonus on the score sheet ---------------------------------------------


def test_the_final_sheet_lists_each_star_and_number_bonus():
    from boardgames_tui.games.azul_summer_pavilion.components import board

    b = board()
    # P1: the orange star full, and every 1 and 2 covered; P2: the centre star full
    cover = {}
    for i, cost in enumerate(b.costs["standard"]):
        star = b.star_ids[i // 6]
        if star == "orange" or cost in (1, 2):
            colour = b.star_colour[i // 6]
            cover.setdefault(star, {})[i % 6 + 1] = (
                ["purple", "green", "orange", "yellow", "blue", "red"][colour]
                if colour is not None else ["purple", "green", "orange", "yellow", "blue",
                                            "red"][i % 6])
    centre = {k: c for k, c in zip(range(1, 7), ["purple", "green", "orange", "yellow",
                                                    "blue", "red"], strict=True)}
    s = scenario.azul(phase="over", boards=[cover, {"center": centre}], scores=[30, 20])
    sheet = RULES.score_sheet(s)
    one, two = sheet.rows
    assert one.categories["Orange star"] == 17
    assert one.categories["All 1s"] == 4 and one.categories["All 2s"] == 8
    assert "All 3s" not in one.categories
    assert two.categories["Centre star"] == 12
    assert sheet.category_names == ["Start", "Tiles placed", "Penalties", "Orange star",
                                    "Centre star", "All 1s", "All 2s"]
    for row in sheet.rows:
        assert row.total == sum(row.categories.values())


# --- item 2: a star's letter, then 1-6 its space ---------------------------------------------


async def test_a_star_letter_then_a_digit_points_at_that_space():

    from boardgames_tui.games.azul_summer_pavilion.components import board
    from tests.ui.helpers import game_app

    from .test_pointing import opened
    from .test_snapshots import GAME

    b = board()
    app = game_app(GAME, ["Ana", "Ben"], seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot, lambda s: s.phase == "place" and s.round == 2)
        assert screen.ctl.mode == "place"
        await pilot.press("4")  # no star chosen: no digit acts
        assert screen.ctl.sel.star is None
        await pilot.press("O")
        assert screen.ctl.sel.star == b.star_ids.index("orange")
        assert "O R P B G Y C" in " ".join(
            str(getattr(w, "key_display", "")) for w in screen.query("*"))
        digits = {t.digit: t.key for t in screen.targets() if t.digit is not None}
        assert sorted(digits) == [1, 2, 3, 4, 5, 6]
        await pilot.press("4")
        assert screen.pointed() == ("space", b.space_index["orange/4"])
        await pilot.press("C", "6")  # the centre star, its 6
        assert screen.pointed() == ("space", b.space_index["center/6"])
        await pilot.press("r", "2")  # a small letter that is free does the same
        assert screen.pointed() == ("space", b.space_index["red/2"])
        await pilot.press("escape")  # Esc: no star chosen any more, the digits are off
        assert screen.ctl.sel.star is None
        assert not any(t.digit for t in screen.targets())


# --- items 1, 3, 10: every player count at 80x24, rivals' star maps, the race, the bag ------


def test_every_player_count_fits_80x24_with_the_rivals_star_maps():
    from boardgames_tui.games.azul_summer_pavilion.ui.render import (
        Marks,
        arrangement,
        focus_size,
        paint_table,
    )
    from boardgames_tui.games.azul_summer_pavilion.ui.screen import AROUND

    for n in (2, 3, 4):
        s = scenario.azul(n, boards=[{}, {"orange": {1: "orange", 2: "orange"}}] + [{}] * (n - 2))
        w, h = focus_size(n, len(s.factories))
        assert w <= 80 and h + AROUND <= 24, (n, w, h)
        assert arrangement(n, len(s.factories), 80, 24 - AROUND) == ("focus", SMALL)
        m = Marks(player_colours=["#ff0000"] * n, me=0, view_seat=0)
        g = paint_table(s, m, 80, "focus")
        assert g.height <= 24 - AROUND
        text = "\n".join(g.plain_lines())
        assert "O●●○○○○R○○○○○○" in text  # the second player's stars, orange 2 of 6
        assert text.count("1s 0/7 2s") == n - 1 and "1s 1/7 2s 1/7" in text  # the race
        assert "P purple" in text and "C centre star" in text  # the letters' legend
        assert "Bag" in text and "Tower" in text
        assert "P0  G0" in text  # the tower's tiles by colour
        assert "— your turn" in g.plain_lines()[0]


def test_number_race_counts_the_covered_spaces_of_each_number():
    from boardgames_tui.games.azul_summer_pavilion.ui.render import number_progress

    s = scenario.azul(boards=[{"orange": {1: "orange", 2: "orange"}, "red": {1: "red"}}, {}])
    assert number_progress(s, 0) == [(1, 2, 7), (2, 1, 7), (3, 0, 7), (4, 0, 7)]
    grey = scenario.azul(side="grey")
    assert [t for _n, _c, t in number_progress(grey, 0)] == [6, 6, 12, 6]


def test_every_board_from_120x40_and_boards_apart_at_160():
    from boardgames_tui.games.azul_summer_pavilion.ui.render import (
        Marks,
        arrangement,
        paint_table,
    )
    from boardgames_tui.games.azul_summer_pavilion.ui.screen import AROUND

    s = scenario.azul(4)
    assert arrangement(4, 9, 120, 40 - AROUND)[0] == "all"
    m = Marks(player_colours=["#ff0000"] * 4, me=0)
    wide = paint_table(s, m, 160, "all")
    assert "□□" not in "\n".join(wide.plain_lines())  # neighbouring windows apart


# --- item 8: the boards use the space at 160x50, windows never touch --------------------


def windows_apart(lines: list[str]) -> bool:
    """No window glyph of one board beside (or one column from) another board's: the only
    windows on one row are a board's own, far apart."""
    return not any("□□" in line or "□ □" in line for line in lines)


async def test_at_160x50_the_boards_fill_the_rows_and_their_windows_keep_apart():
    from boardgames_tui.games.azul_summer_pavilion.ui.screen import AROUND
    from tests.ui.helpers import game_app

    from .test_snapshots import GAME

    for players, mode in ((["Ana", "Ben"], "all"), (["Ana", "Ben", "Cleo", "Dan"], "rows")):
        app = game_app(GAME, players, seed=3)
        async with app.run_test(size=(160, 50)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert screen.layout_mode == "wide"  # the log beside the table: ~123 columns
            table = screen.table
            picture = table.picture
            assert screen.arrangement(table.content_size.width)[0] == mode
            lines = ["".join(row).rstrip() for row in picture.chars]
            assert picture.height >= 50 - AROUND - 4, (players, picture.height)  # <= 4 empty
            assert windows_apart(lines), "\n".join(lines)
            assert sum(line.count("□") for line in lines) >= 6 * len(players)


def test_four_boards_side_by_side_never_touch_from_120_columns():
    from boardgames_tui.games.azul_summer_pavilion.ui.render import (
        Marks,
        arrangement,
        paint_table,
    )
    from boardgames_tui.games.azul_summer_pavilion.ui.screen import AROUND

    s = scenario.azul(4)
    m = Marks(player_colours=["#ff0000"] * 4, me=0)
    for width, height in ((120, 40), (123, 50), (130, 40), (160, 50), (200, 60), (250, 80)):
        mode, scale = arrangement(4, 9, width, height - AROUND)
        assert mode != "focus", (width, height)
        lines = paint_table(s, m, width, mode, scale).plain_lines()
        assert windows_apart(lines), (width, height)
        assert len(lines) <= height - AROUND
    assert arrangement(4, 9, 120, 40 - AROUND) == ("all", SMALL)


async def test_arrows_on_two_wide_boards_to_a_row_at_160x50():
    """Four players at 160x50: the boards two to a row; the arrows still go to the nearest
    space as drawn (the targets are read from the drawn boxes)."""
    from tests.ui.helpers import game_app
    from tests.ui.pointing_checks import check_pointing, cursor_on_a_legal_target

    from .test_pointing import opened, placing_with_many_tiles
    from .test_snapshots import GAME

    app = game_app(GAME, ["Ana", "Ben", "Cleo", "Dan"], seed=4)
    async with app.run_test(size=(160, 50)) as pilot:
        screen = await opened(pilot, placing_with_many_tiles)
        table = screen.query_one("#azul-table")
        assert screen.arrangement(table.content_size.width)[0] == "rows"
        assert screen.ctl.mode == "place" and cursor_on_a_legal_target(screen)
        spaces = [t for t in screen.targets() if t.key[0] == "space"]
        assert len(spaces) == 42 and all(t.box.width == 4 for t in spaces)  # wide blocks
        await check_pointing(pilot)
