"""Issue 27 for Akropolis: the shared pointing keys on its two decisions (a tile of the
construction site, then a spot of the city), at three sizes, and the two slips players
reported: the ghost started on the starting plaza hiding it, and Tab walked 100+ spots in
no useful order."""

from __future__ import annotations

import pytest

from boardgames_tui.games.akropolis.components import is_plaza
from boardgames_tui.games.akropolis.preview import legal_spots, preview_placement
from boardgames_tui.games.akropolis.ui.screen import ClickableCity
from boardgames_tui.ui.board import targets as nav
from tests.ui.helpers import game_app
from tests.ui.pointing_checks import check_pointing, cursor_on_a_legal_target, prompt

from .ui_helpers import panel_text, play_through_session

SIZES = [(80, 24), (120, 40), (160, 50)]


async def _at(pilot, steps: int) -> None:
    """`steps` decisions of tall play (seed 0), then the screen shows the one now."""
    screen = pilot.app.screen
    if steps:
        play_through_session(screen, steps)
        screen.after_change()
    await pilot.pause()


def _spot_values(screen) -> dict[tuple[int, int, int], int]:
    """(q, r, rot) -> score change of every legal spot for the held tile, from the rules."""
    state = screen.session.match.state
    seat = screen.seat
    return {(q, r, rot): preview_placement(state, seat, state.held, (q, r), rot).score_change
            for q, r, rot, _level in legal_spots(state, seat)}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players,steps", [(["Ana", "Ben"], 0), (["Ana", "Ben"], 16),
                                           (["Ana", "Ben", "Cy"], 42)])
async def test_both_decisions_follow_the_shared_pointing_rules(size, players, steps):
    app = game_app("akropolis", players, seed=3)
    async with app.run_test(size=size) as pilot:
        await _at(pilot, steps)
        screen = app.screen
        # choosing a tile: the site's rows, digits 1..n
        assert screen.state.held is None
        assert cursor_on_a_legal_target(screen)
        targets = screen.targets()
        assert sorted(t.digit for t in targets) == list(range(1, len(targets) + 1))
        await check_pointing(pilot)
        await pilot.press("1")
        assert screen.pointed() == ("site", 0)
        await pilot.press("enter")
        await pilot.pause()
        # placing it: the spots of the city
        assert screen.state.held is not None
        assert cursor_on_a_legal_target(screen)
        assert all(t.key[0] == "spot" for t in screen.targets())
        await check_pointing(pilot)
        # Esc: back to choosing the tile, the cursor on the tile put back
        await pilot.press("escape")
        await pilot.pause()
        assert screen.state.held is None and screen.pointed() == ("site", 0)
        assert cursor_on_a_legal_target(screen)
        # take it again and place it: the next player's decision starts on a legal target
        await pilot.press("enter")
        await pilot.pause()
        seat = screen.seat
        placed = len(screen.session.match.state.cities[seat].placed)
        await pilot.press("enter")
        await pilot.pause()
        assert len(screen.session.match.state.cities[seat].placed) == placed + 1
        assert cursor_on_a_legal_target(screen)


async def test_the_ghost_starts_on_the_best_spot_and_says_what_it_covers():
    """Slip: every placement started with the ghost on top of the starting plaza, hiding
    it (at seed 3 after 16 decisions, Ana's ghost began over her house plaza, -2, while a
    spot worth +3 was free). Now it starts on the best spot, and wherever it is, the
    preview says which hex of the tile covers which (q1→m2)."""
    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await _at(pilot, 16)
        screen = app.screen
        await pilot.press("enter")
        await pilot.pause()
        values = _spot_values(screen)
        preview = screen.current_preview()
        assert preview.score_change == max(values.values()) == 3
        assert f"Score {max(values.values()):+d}" in panel_text(screen, "#akro-preview")
        target = nav.find(screen.targets(), screen.pointed())
        assert round(target.value) == preview.score_change
        # every spot covering a plaza says so, hex by hex, in the preview and on the map
        covering = [(q, r, rot) for q, r, rot in values
                    if any(is_plaza(c) for c in preview_placement(
                        screen.session.match.state, 0, screen.state.held, (q, r), rot).covered)]
        assert covering
        q, r, rot = covering[0]
        screen.cursor, screen.rot = (q, r), rot
        screen._draw()
        ghost = screen.current_preview()
        text = panel_text(screen, "#akro-preview")
        from boardgames_tui.games.akropolis.components import tile_hexes
        for old, new in zip(ghost.covered, tile_hexes()[ghost.tile], strict=True):
            assert f"{old}{ghost.level - 1}→{new}{ghost.level}" in text
        city = screen.query_one(ClickableCity)
        plaza_cell = next(c for c, code in zip(ghost.cells, ghost.covered, strict=True)
                          if is_plaza(code))
        code = dict(zip(ghost.cells, ghost.covered, strict=True))[plaza_cell]
        r0 = plaza_cell[1]
        assert f"▾{code}{ghost.level - 1}" in city.row_text(r0, 1)


async def test_tab_walks_the_spots_best_first_with_k_of_n():
    """Slip: Tab walked 100+ spots in no useful order (the +11 spot was stop 56 of 94).
    Now Tab goes best first and says "k of n"; each stop's preview shows its value."""
    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await _at(pilot, 34)
        screen = app.screen
        await pilot.press("enter")
        await pilot.pause()
        values = _spot_values(screen)
        n = len(screen.targets())
        assert n > 50
        best = max(values.values())
        seen = [screen.current_preview().score_change]
        assert seen[0] == best
        for k in range(2, 12):
            await pilot.press("tab")
            assert f"{k} of {n}" in prompt(app)
            change = screen.current_preview().score_change
            assert f"Score {change:+d}" in prompt(app)
            assert f"Score {change:+d}" in panel_text(screen, "#akro-preview")
            seen.append(change)
        assert seen == sorted(seen, reverse=True)
        # the values Tab sorts by are the best of each anchor, as the rules score them
        by_anchor: dict = {}
        for (q, r, _rot), v in values.items():
            by_anchor[(q, r)] = max(v, by_anchor.get((q, r), v))
        assert {t.key[1:]: round(t.value) for t in screen.targets()} == by_anchor


async def test_of_equal_spots_the_ghost_starts_and_tab_goes_nearest_the_city_first():
    """Found in tmux: the first tile's thirty spots are all worth +0; the ghost started on
    the top one, far from the city, and Tab walked them from the top of the map."""
    from boardgames_tui.games.akropolis.words import hex_distance

    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("enter")
        await pilot.pause()
        assert set(_spot_values(screen).values()) == {0}
        assert hex_distance(screen.cursor) == 1  # next to the starting tile
        distances = [hex_distance(screen.cursor)]
        for _ in range(8):
            await pilot.press("tab")
            distances.append(hex_distance(screen.cursor))
        assert max(distances) <= 2


async def test_a_click_points_at_a_spot_and_a_second_click_places_the_tile():
    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        # a click on the 2nd site row points at it, a second click takes it
        site = nav.find(screen.targets(), ("site", 1))
        await pilot.click(offset=(site.box.x + 2, site.box.y))
        assert screen.pointed() == ("site", 1)
        await pilot.click(offset=(site.box.x + 2, site.box.y))
        await pilot.pause()
        assert screen.state.held is not None
        other = next(t for t in screen.targets() if t.key != screen.pointed())
        await pilot.click(offset=(other.box.x + 1, other.box.y))
        assert screen.pointed() == other.key
        await pilot.pause()
        other = nav.find(screen.targets(), other.key)  # the map may have followed the ghost
        await pilot.click(offset=(other.box.x + 1, other.box.y))
        await pilot.pause()
        placed = screen.session.match.state.cities[0].placed
        assert [p[1:3] for p in placed] == [other.key[1:]]


async def test_an_unaffordable_tile_is_refused_when_pointed_at_and_skipped_by_tab():
    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("down", "down")
        assert screen.pointed() == ("site", 2)
        assert "costs 2 stones, you have 1" in prompt(app)
        await pilot.press("tab", "tab", "tab")
        assert screen.pointed() in {("site", 0), ("site", 1)}


async def test_the_hint_points_at_the_suggested_spot_in_its_rotation():
    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await _at(pilot, 10)
        screen = app.screen
        await pilot.press("enter")
        await pilot.pause()
        place = screen.session.hint(screen.seat)
        await pilot.press("h")
        assert (screen.cursor, screen.rot) == ((place.q, place.r), place.rot)
        assert "Enter takes it" in prompt(app)


async def test_the_footer_shows_the_pointing_keys_again_when_the_bot_has_played():
    """Found in tmux: after the bot's turn the footer lacked Enter and Tab (its keys were
    last worked out while the bot decided)."""
    from textual.widgets._footer import FooterKey

    from boardgames_tui.ui.widgets.footer import Footer

    app = game_app("akropolis", ["Ana", "Ben"], seed=3, bots={1: "greedy"})
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("enter", "enter")
        for _ in range(100):
            await pilot.pause(0.02)
            if screen.taking() and screen.session.match.state.cities[1].placed:
                break
        assert screen.taking()
        await pilot.pause()
        keys = [str(k.description) for k in screen.query_one(Footer).query(FooterKey)]
        assert "Choose" in keys and "Next" in keys, keys


async def test_a_click_beside_the_map_never_takes_a_spot_scrolled_out_of_it():
    """A spot scrolled out of the map's window stays a target for the arrows, its box over
    the side column or the panels: a click there must not move the ghost to it."""
    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await _at(pilot, 50)
        screen = app.screen
        await pilot.press("enter")
        await pilot.pause()
        city = screen.query_one(ClickableCity).content_region
        hidden = [t for t in screen.targets()
                  if not city.contains(t.box.x, t.box.y) and 0 <= t.box.x < 80
                  and 0 <= t.box.y < 24]
        assert hidden, "a city larger than the map's window"
        before = screen.pointed()
        await pilot.click(offset=(hidden[0].box.x, hidden[0].box.y))
        await pilot.pause()
        assert screen.pointed() == before
        assert screen.session.match.state.held is not None


async def test_a_click_on_a_hex_where_the_tile_does_not_fit_says_why_and_arrows_go_on():
    """A click on a hex of the city that is no legal spot: the ghost goes there, the
    preview and the prompt say why not, Enter places nothing, and an arrow goes on to the
    nearest legal spot that way."""
    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("enter")
        await pilot.pause()
        city = screen.query_one(ClickableCity)
        window = city.content_region
        legal = {t.key[1:] for t in screen.targets()}
        far = next(pos for pos in sorted(city.area, key=lambda p: p[1])
                   if pos not in legal and city.is_visible(pos))
        region = city.screen_region(far)
        await pilot.click(offset=(window.x + region.x + 1, window.y + region.y))
        await pilot.pause()
        assert screen.cursor == far
        assert "Not here: " in prompt(app)
        await pilot.press("enter")
        await pilot.pause()
        assert not screen.session.match.state.cities[0].placed
        await pilot.press("down")
        assert screen.cursor in legal
