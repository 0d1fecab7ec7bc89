"""Pilot tests of the Akropolis screen (issue: placing with a ghost, site, scores, views)."""

from __future__ import annotations

from boardgames_tui.engine.scoring import RIVAL_SEAT
from boardgames_tui.games.akropolis import RULES
from boardgames_tui.games.akropolis.preview import legal_spots
from boardgames_tui.games.akropolis.ui.screen import AkropolisScreen, ClickableCity
from boardgames_tui.ui.screens.game_over import GameOverScreen, winner_line
from tests.ui.helpers import game_app

from .ui_helpers import panel_text, play_through_session

SIZE = (120, 40)


async def test_opening_shows_site_scores_and_starting_city():
    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, AkropolisScreen)
        site = panel_text(screen, "#akro-site")
        assert "stacks: 11" in site and "free" in site and "2 stones" in site
        score = panel_text(screen, "#akro-score")
        assert "Houses" in score and "Total" in score
        assert "Ana♛" in score and "Ben" in score
        stones = next(line for line in score.splitlines() if "Stones" in line)
        assert stones.split()[1:] == ["1", "2"]
        city = screen.query_one(ClickableCity)
        assert "H1" in city.row_text(0) and "q1" in city.row_text(0)
        assert "★" in city.row_text(0, 1)  # the house plaza's star
        assert "City of Ana" in panel_text(screen, "#akro-city-title")


async def test_take_place_with_ghost_rotate_tab_and_preview():
    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        front = screen.session.match.state.site[0]
        await pilot.press("enter")
        await pilot.pause()
        state = screen.session.match.state
        assert state.held == front
        assert "✓" in panel_text(screen, "#akro-preview")
        assert panel_text(screen, "#akro-preview").startswith("Score +")
        assert "\n✓ On the ground" in panel_text(screen, "#akro-preview")
        rot = screen.rot
        await pilot.press("r")
        assert screen.rot == (rot + 1) % 6
        spots = [(q, r, rot) for q, r, rot, _ in legal_spots(state, 0)]
        for _ in range(3):
            await pilot.press("tab")
            assert (*screen.cursor, screen.rot) in spots
        q, r = screen.cursor
        rot = screen.rot
        await pilot.press("enter")
        await pilot.pause()
        after = screen.session.match.state
        assert after.cities[0].placed == [(front, q, r, rot)]
        assert after.current == 1  # Ben's turn now
        assert "City of Ben" in panel_text(screen, "#akro-city-title")


async def test_illegal_spot_says_why_and_enter_is_refused():
    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("enter")
        await pilot.pause()
        # every spot the arrows reach fits in some rotation; r turns the ghost to the
        # others, and one that does not fit says why
        reasons = ("no contact", "overhang", "uneven", "one tile underneath")
        for _ in range(6):
            text = panel_text(screen, "#akro-preview")
            if "✗" in text:
                break
            await pilot.press("r")
        text = panel_text(screen, "#akro-preview")
        assert "✗" in text and any(r in text for r in reasons)
        before = screen.session.match.state
        await pilot.press("enter")
        await pilot.pause()
        assert screen.session.match.state is before
        assert "Cannot place there" in str(screen.query_one("#prompt").content)


async def test_escape_puts_the_tile_back():
    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        site = list(screen.session.match.state.site)
        await pilot.press("down", "enter")
        await pilot.pause()
        assert screen.session.match.state.stones[0] == 0
        await pilot.press("escape")
        await pilot.pause()
        state = screen.session.match.state
        assert state.held is None and state.site == site and state.stones[0] == 1
        assert screen.pointed() == ("site", 1)  # the cursor on the tile put back


async def test_view_opponent_city_and_back():
    app = game_app("akropolis", ["Ana", "Ben", "Cy"], seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("right_square_bracket")
        assert "City of Ben" in panel_text(screen, "#akro-city-title")
        await pilot.press("right_square_bracket", "right_square_bracket")
        assert "City of Ana" in panel_text(screen, "#akro-city-title")


async def test_unaffordable_tile_refused_with_reason():
    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("3")
        assert "The 3rd tile costs 2 stones; you have 1 stone" in panel_text(
            screen, "#akro-preview")
        await pilot.press("enter")
        await pilot.pause()
        assert screen.session.match.state.held is None
        assert "costs 2 stones, you have 1" in str(screen.query_one("#prompt").content)


async def test_two_player_game_ends_by_keys_on_the_score_sheet():
    app = game_app("akropolis", ["Ana", "Ben"], seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        play_through_session(screen, 36 * 2 - 4)  # all but the last two turns, directly
        screen.after_change()
        await pilot.pause()
        assert "stacks: 0" in panel_text(screen, "#akro-site")
        for _ in range(2):
            await pilot.press("enter")  # take the front tile
            await pilot.press("tab", "enter")  # place it on the next legal spot
        await pilot.pause()
        state = screen.session.match.state
        assert RULES.is_over(state)
        assert [len(c.placed) for c in state.cities] == [18, 18]
        assert isinstance(app.screen, GameOverScreen)
        sheet = RULES.score_sheet(state)
        assert app.screen.sheet == sheet
        assert str(app.screen.query_one("#winner").content) == winner_line(sheet)


async def test_full_two_player_game_by_keys_only():
    """Issues 4 and 12: a whole 2-player game by key presses alone, to the score sheet,
    in an 80×24 terminal (the compact layout)."""
    app = game_app("akropolis", ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert screen.layout_mode == "compact"
        assert screen.needed_size() <= (80, 24)
        for _ in range(36):
            await pilot.press("enter")  # take the front tile (always free)
            await pilot.press("tab", "enter")  # place it on the next legal spot
        await pilot.pause()
        state = screen.session.match.state
        assert RULES.is_over(state)
        assert [len(c.placed) for c in state.cities] == [18, 18]
        assert len(screen.session.match.record.actions) == 72
        assert isinstance(app.screen, GameOverScreen)
        assert app.screen.sheet == RULES.score_sheet(state)


async def test_all_bot_game_runs_to_the_end_through_the_screen():
    app = game_app("akropolis", ["Ana", "Ben"], seed=6, bots={0: "random", 1: "random"})
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        play_through_session(screen, 60)  # fast-forward; the bots play the last 2 rounds
        done = len(screen.session.match.record.actions)
        for _ in range(300):
            await pilot.pause(0.01)
            if isinstance(app.screen, GameOverScreen):
                break
        assert isinstance(app.screen, GameOverScreen)
        final = screen.session.match
        assert done <= 61 and final.is_over() and len(final.record.actions) == 72
        # the log has every decision and the announcements of the 11 refills and the end
        lines = final.log_lines()
        assert sum("the construction site is refilled" in line for line in lines) == 11
        assert any("the game ends" in line for line in lines)
        sheet = app.screen.sheet
        assert sheet == RULES.score_sheet(final.state) and sheet.winners


async def test_random_keys_never_break_the_screen():
    import random

    keys = ["left", "right", "up", "down", "enter", "escape", "r", "tab", "shift+tab", "c",
            "left_square_bracket", "right_square_bracket", "pageup", "pagedown", "home",
            "end", "1", "2", "3", "4", "5", "u"]
    rng = random.Random(7)
    app = game_app("akropolis", ["Ana", "Ben", "Cy"], seed=9)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(30):
            await pilot.press(rng.choice(keys))
        assert isinstance(app.screen, AkropolisScreen)
        state = app.screen.session.match.state
        assert RULES.legal_actions(state, state.current)


async def test_solo_screen_shows_the_architect():
    app = game_app("akropolis", ["Solo"], seed=3, options={"solo_level": "metagenes"})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("enter", "enter")
        await pilot.pause()
        state = screen.session.match.state
        assert len(state.architect_tiles) == 1
        score = panel_text(screen, "#akro-score")
        assert "Archt" in score and "Quarries" in score
        assert "Archt" in score
        # the end: the Architect out-scores a city built only upwards and is named winner
        play_through_session(screen, 18 * 2 - 4)
        screen.after_change()
        await pilot.pause()
        await pilot.press("enter", "tab", "enter")  # the last turn, by keys
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        sheet = app.screen.sheet
        assert sheet.winners == [RIVAL_SEAT]
        winner = str(app.screen.query_one("#winner").content)
        assert winner.startswith("Illustrious Architect wins with")


async def test_arrows_move_the_ghost_between_spots_as_drawn_and_clicks_pick_one():
    """Issue 27: the arrows go to the nearest spot that way as drawn (a spot is the hex of
    the ghost's anchor ▸), a click on a spot's hex points the ghost there."""
    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("enter")
        await pilot.pause()
        city = screen.query_one(ClickableCity)
        start = screen.cursor
        await pilot.press("down")
        q, r = screen.cursor
        assert r > start[1]  # a spot drawn lower
        assert city.screen_region((q, r)).y > city.screen_region(start).y
        await pilot.press("right")
        assert screen.cursor[1] == r and screen.cursor[0] > q  # the same row, to the east
        # a click on the hex of another spot: the ghost goes there (a second click places)
        spots = [t.key[1:] for t in screen.targets()]
        spot = (1, 1) if screen.cursor != (1, 1) else next(p for p in spots if p != (1, 1))
        region = city.screen_region(spot)
        await pilot.click(ClickableCity, offset=(region.x + 1, region.y))
        assert screen.cursor == spot


async def test_c_brings_the_ghost_back_to_the_middle_of_the_city():
    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("enter")
        await pilot.pause()
        start = (screen.cursor, screen.rot)
        await pilot.press("left", "left", "down", "down", "r")
        assert (screen.cursor, screen.rot) != start
        await pilot.press("c")
        await pilot.pause()
        assert (screen.cursor, screen.rot) == start
        assert "✓" in panel_text(screen, "#akro-preview")


async def test_hint_puts_the_selection_and_the_ghost_on_the_suggested_move():
    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        play_through_session(screen, 10)
        screen.after_change()
        await pilot.pause()
        take = screen.session.hint(screen.seat)
        await pilot.press("h")
        await pilot.pause()
        assert screen.selected == take.index
        assert "Hint (Enter takes it): " in str(screen.query_one("#prompt").content)
        await pilot.press("enter")
        await pilot.pause()
        assert screen.session.match.record.actions[-1].action == {"kind": "take",
                                                                  "index": take.index}
        place = screen.session.hint(screen.seat)
        await pilot.press("h")
        await pilot.pause()
        assert (screen.cursor, screen.rot) == ((place.q, place.r), place.rot)
        city = screen.query_one(ClickableCity)
        assert all(city.is_visible(p) for p in city.ghost.cells)
        seat = screen.seat
        before = len(screen.session.match.state.cities[seat].placed)
        await pilot.press("enter")
        await pilot.pause()
        placed = screen.session.match.state.cities[seat].placed
        assert len(placed) == before + 1 and placed[-1][1:] == (place.q, place.r, place.rot)
