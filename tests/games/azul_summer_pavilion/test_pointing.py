"""Azul on the shared pointing layer (issue 27): every kind of decision (taking, placing,
choosing the tiles to keep when passing, bonus tiles from the supply) at 80x24, 120x40
and 160x50 follows the shared rules (tests/ui/pointing_checks.py): the arrows go to the
nearest choice as drawn, Tab goes best first with "k of n", digits jump to factories, Esc
steps back from the tiles to keep to placing, a new decision starts on its best choice.
"""

from __future__ import annotations

import pytest

from boardgames_tui.games.azul_summer_pavilion.actions import Pass, Place, TakeBonus
from boardgames_tui.games.azul_summer_pavilion.placing import legal_places, space_of
from boardgames_tui.ui.board import targets as nav
from tests.ui.helpers import game_app
from tests.ui.pointing_checks import check_pointing, cursor_on_a_legal_target, prompt

from .test_snapshots import GAME, fast_forward

SIZES = [(80, 24), (120, 40), (160, 50)]


def best(screen):
    return nav.best_first(screen.targets())[0]


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.pause()


async def opened(pilot, until=None):
    await settle(pilot)
    if until is not None:
        await fast_forward(pilot, until)
        await settle(pilot)
    return pilot.app.screen


def placing_with_many_tiles(s) -> bool:
    seat = s.current
    return (s.phase == "place" and s.round == 2 and sum(s.hands[seat]) > 5
            and bool(legal_places(s, seat)))


@pytest.mark.parametrize("size", SIZES)
async def test_taking(size):
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=size) as pilot:
        screen = await opened(pilot)
        assert screen.ctl.mode == "take"
        assert screen.pointed() == best(screen).key  # a new decision: the best choice
        await check_pointing(pilot)
        # digits: the factories' numbers as drawn
        for n in range(1, len(screen.match.state.factories) + 1):
            await pilot.press(str(n))
            key = screen.pointed()
            assert key[0] == "take" and key[1] == n
        await pilot.press("enter")
        await settle(pilot)
        assert len(screen.match.record.actions) >= 1
        assert cursor_on_a_legal_target(screen)
        assert screen.pointed() == best(screen).key
        await check_pointing(pilot)


@pytest.mark.parametrize("size", SIZES)
async def test_placing_then_choosing_what_to_keep(size):
    app = game_app(GAME, ["Ana", "Ben"], seed=4)
    async with app.run_test(size=size) as pilot:
        screen = await opened(pilot, placing_with_many_tiles)
        assert screen.ctl.mode == "place"
        assert screen.pointed() == best(screen).key and cursor_on_a_legal_target(screen)
        await check_pointing(pilot)
        keys = {t.key for t in screen.targets()}
        assert ("pass",) in keys and sum(k[0] == "space" for k in keys) == 42
        # the pass button is drawn and reached like any other choice
        pass_box = nav.find(screen.targets(), ("pass",)).box
        await pilot.click(offset=(pass_box.x, pass_box.y))
        assert screen.pointed() == ("pass",) and screen.ctl.mode == "place"
        assert str(screen.query_one("#azul-preview").render()).startswith("Pass:")
        await pilot.press("enter")  # the second step: the tiles to keep
        assert screen.ctl.mode == "pass" and screen.pointed() == ("pass",)
        assert screen.pointed() == best(screen).key  # the most tiles kept: pass now
        assert any(t.key[0] == "keep" for t in screen.targets())
        await check_pointing(pilot)
        # Enter on a kept tile discards it, on a discarded one (4 kept) says why
        flags = screen.ctl.sel.keep_flags
        kept, dropped = flags.index(True), flags.index(False)
        screen.point(("keep", dropped))
        await pilot.press("enter")
        assert "at most 4" in prompt(app) and screen.ctl.sel.keep_flags[dropped] is False
        screen.point(("keep", kept))
        await pilot.press("enter")
        assert screen.ctl.sel.keep_flags[kept] is False
        await pilot.press("escape")  # one step back: placing, the cursor on the button
        assert screen.ctl.mode == "place" and screen.pointed() == ("pass",)
        await pilot.press("escape")  # nothing more to step back
        assert screen.ctl.mode == "place"
        # place the best tile with Enter: the next decision starts on a legal target
        target = best(screen)
        screen.point(target.key)
        before = len(screen.match.record.actions)
        await pilot.press("enter")
        await settle(pilot)
        action = screen.game.parse_action(screen.match.record.actions[before].action)
        assert isinstance(action, Place) and space_of(action) == target.key[1]
        if screen.legal_actions():
            assert cursor_on_a_legal_target(screen)
            await check_pointing(pilot)


@pytest.mark.parametrize("size", SIZES)
async def test_bonus_tiles(size):
    app = game_app(GAME, ["Ana", "Ben"], seed=4)
    async with app.run_test(size=size) as pilot:
        screen = await opened(pilot, lambda s: s.phase == "bonus")
        assert screen.ctl.mode == "bonus"
        assert cursor_on_a_legal_target(screen)
        await check_pointing(pilot)
        key = screen.pointed()
        before = len(screen.match.record.actions)
        await pilot.press("enter")
        await settle(pilot)
        action = screen.game.parse_action(screen.match.record.actions[before].action)
        assert action == TakeBonus(space=key[1])
        if screen.legal_actions():
            assert cursor_on_a_legal_target(screen)
        if screen.ctl.mode == "bonus":  # another pick: the cursor beside the tile taken
            left = [t.key[1] for t in screen.targets() if t.legal]
            near = min(left, key=lambda i: (abs(i - key[1]), i < key[1]))
            assert screen.pointed() == ("supply", near)


async def test_four_players_at_their_smallest_terminal():
    app = game_app(GAME, ["Ana", "Ben", "Cleo", "Dan"], seed=4)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await opened(pilot)
        await check_pointing(pilot)
        await pilot.press("9")  # the ninth factory
        assert screen.pointed()[:2] == ("take", 9)
        await fast_forward(pilot, lambda s: s.phase == "place" and s.round == 2)
        await settle(pilot)
        await check_pointing(pilot)


async def test_a_refused_space_says_why_and_enter_does_not_place():
    app = game_app(GAME, ["Ana", "Ben"], seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot, placing_with_many_tiles)
        refused = next(t for t in screen.targets() if not t.legal)
        await pilot.click(offset=(refused.box.x, refused.box.y))
        assert screen.pointed() == refused.key
        reason = screen.ctl.explain_space(refused.key[1])
        assert reason in prompt(app)
        before = len(screen.match.record.actions)
        await pilot.press("enter")
        await pilot.click(offset=(refused.box.x, refused.box.y))
        assert len(screen.match.record.actions) == before


async def test_hint_points_through_the_model():
    app = game_app(GAME, ["Ana", "Ben"], seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot, placing_with_many_tiles)
        hint = screen.session.hint(screen.seat)
        await pilot.press("h")
        assert prompt(app).startswith("Hint (Enter takes it): ")
        expected = ("pass",) if isinstance(hint, Pass) else ("space", space_of(hint))
        assert screen.pointed() == expected
        before = len(screen.match.record.actions)
        await pilot.press("enter")
        await settle(pilot)
        logged = screen.match.record.actions[before]
        assert screen.game.parse_action(logged.action) == hint


async def test_arrows_bring_the_own_board_back():
    """With another player's board shown ([ / ] at 80 columns) the arrows still move
    over the player's own spaces, and show that board again."""
    app = game_app(GAME, ["Ana", "Ben"], seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot, placing_with_many_tiles)
        own = screen.targets()
        await pilot.press("right_square_bracket")
        assert screen.view_seat is not None
        assert [t.box for t in screen.targets()] == [t.box for t in own]
        here = nav.find(own, screen.pointed())
        await pilot.press("left")
        assert screen.view_seat is None
        assert screen.pointed() == nav.nearest(own, here, "left").key


async def test_footer_shows_only_the_keys_that_act():
    app = game_app(GAME, ["Ana", "Ben"], seed=4)
    async with app.run_test(size=(160, 50)) as pilot:
        screen = await opened(pilot)
        assert screen.ctl.mode == "take"
        for action in ("colour", "wilds", "pass_turn", "toggle_keep", "step_back"):
            assert not screen.check_action(action, ()), action
        assert not screen.check_action("view", ())  # every board is drawn at 160x50
        await fast_forward(pilot, placing_with_many_tiles)
        await settle(pilot)
        assert screen.check_action("pass_turn", ())
        spaces = [t.key for t in screen.targets() if t.legal and t.key[0] == "space"]

        def colours(key):
            return len({a.colour for a in screen.ctl.space_options(key[1])})

        for key in spaces:  # `c` shows only where a space takes several colours
            screen.point(key)
            assert bool(screen.check_action("colour", ())) == (colours(key) > 1), key
        assert not screen.check_action("step_back", ())
        await pilot.press("p")
        assert screen.check_action("step_back", ())
        assert not screen.check_action("toggle_keep", ())  # the cursor is on the button


async def test_the_brackets_show_only_where_one_board_is_drawn():
    app = game_app(GAME, ["Ana", "Ben"], seed=4)
    async with app.run_test(size=(160, 50)) as pilot:
        await opened(pilot)
        keys = {k for k, b in app.active_bindings.items() if b.enabled}
        assert "left_square_bracket" not in keys  # every board is drawn
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        keys = {k for k, b in app.active_bindings.items() if b.enabled}
        assert "left_square_bracket" in keys
        await check_pointing(pilot)  # the targets follow the new drawing


async def test_the_table_is_the_shared_board_view_and_its_spots_are_the_targets():
    """Issue 27: Azul draws on the shared BoardView (no view of its own), its preview is
    the shared LinePanel, and the pointing targets are the view's boxes."""
    from boardgames_tui.ui.board.view import BoardView
    from boardgames_tui.ui.widgets.line_panel import LinePanel

    app = game_app(GAME, ["Ana", "Ben"], seed=4)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot, placing_with_many_tiles)
        table = screen.query_one("#azul-table")
        assert type(table) is BoardView
        assert type(screen.query_one("#azul-preview")) is LinePanel
        boxes = table.boxes()
        for target in screen.targets():
            key = target.key
            drawn = ("space", screen.seat, key[1]) if key[0] == "space" else key
            assert boxes[drawn] == target.box, key


def centre_with_colours(s) -> bool:
    return s.phase == "take" and sum(1 for c in range(6) if s.centre[c]) >= 3 \
        and sum(1 for f in s.factories if any(f)) >= 3


@pytest.mark.parametrize("size,players", [((120, 40), 2), ((160, 50), 2), ((160, 50), 4),
                                          ((80, 24), 4), ((100, 30), 3)])
async def test_down_from_every_factory_reaches_the_centre_and_up_comes_back(size, players):
    """Issue 27: with the factories in a row above the centre (120x40 and wider, or three
    to a row), Down from any factory's tiles lands on the centre (it went nowhere from
    a factory not drawn above the centre's few tiles), and Up from a colour of the centre
    goes to the factory drawn above it."""
    app = game_app(GAME, ["Ana", "Ben", "Cleo", "Dan"][:players], seed=5)
    async with app.run_test(size=size) as pilot:
        screen = await opened(pilot, centre_with_colours)
        assert screen.ctl.mode == "take"
        targets = screen.targets()
        centre = [t for t in targets if t.key[1] == 0]
        row = max(t.box.y for t in targets if t.key[1] != 0)  # the factories above it
        lowest = [t for t in targets if t.key[1] != 0 and t.box.y == row]
        assert centre and lowest and all(t.box.y > row for t in centre)
        for factory in lowest:
            screen.point(factory.key)
            await pilot.press("down")
            assert screen.pointed()[1] == 0, (factory.key, screen.pointed())
        for colour in centre:
            above = [t for t in lowest
                     if colour.box.x <= t.box.x < colour.box.x + colour.box.width]
            screen.point(colour.key)
            await pilot.press("up")
            if above:
                assert screen.pointed() in {t.key for t in above}, (colour.key, screen.pointed())
        await check_pointing(pilot)


async def test_a_click_on_a_factory_number_points_at_its_first_tile():
    """Issue 27: a click on a factory's label (its number, or "Factory 2" in a column)
    points at that factory's first tile that can be taken (a second click takes it, as
    on the tile)."""
    for size in [(120, 40), (80, 24)]:
        app = game_app(GAME, ["Ana", "Ben"], seed=5)
        async with app.run_test(size=size) as pilot:
            screen = await opened(pilot)
            table = screen.table
            targets = screen.targets()
            for key, box in table.boxes().items():
                if key[0] != "source" or key[1] == 0:
                    continue
                tiles = [t for t in targets if t.key[:2] == ("take", key[1]) and t.legal]
                if not tiles:
                    continue
                first = min(tiles, key=lambda t: (t.box.y, t.box.x))
                screen.point(next(t.key for t in targets if t.key[1] != key[1]))
                await pilot.click(offset=(box.x, box.y))
                assert screen.pointed() == first.key, (size, key, screen.pointed())
                clicked = (key[1], box)
            before = len(screen.match.record.actions)
            source, box = clicked
            await pilot.click(offset=(box.x, box.y))  # again: takes that factory's tiles
            await settle(pilot)
            taken = screen.match.record.actions[before].action
            assert screen.game.parse_action(taken).source == source


@pytest.mark.parametrize("size,players", [((80, 24), 2), ((80, 24), 4), ((120, 40), 2),
                                          ((160, 50), 4)])
async def test_down_from_any_colour_goes_to_the_row_below(size, players):
    """Issue 27: Down from a factory's colour goes to a row below whenever there is one
    (at 80x24 Down from factory 4's orange stayed put: factory 5's only colour was drawn
    further right); in a column of factories Up goes to a row above likewise."""
    app = game_app(GAME, ["Ana", "Ben", "Cleo", "Dan"][:players], seed=3)
    async with app.run_test(size=size) as pilot:
        screen = await opened(pilot)
        column = screen.arrangement(screen.table.content_size.width)[0] == "focus" \
            and players == 2
        for _turn in range(3):
            targets = screen.targets()
            for t in targets:
                for direction, step in (("down", 1), ("up", -1)):
                    beyond = [o for o in targets if (o.box.y - t.box.y) * step > 0]
                    if not beyond or (direction == "up" and not column):
                        continue
                    screen.point(t.key)
                    await pilot.press(direction)
                    landed = nav.find(targets, screen.pointed())
                    assert (landed.box.y - t.box.y) * step > 0, (direction, t.key, landed.key)
            await check_pointing(pilot, presses=4)
            await pilot.press("enter")
            await settle(pilot)
            await fast_forward(pilot, lambda s: s.phase == "take" and s.current == 0)
            await settle(pilot)


async def test_the_last_take_is_still_noted_beside_a_spread_centre():
    """The centre spread under the factories (three to a row at 80x24) leaves the note of
    the last take its room after the centre's last colour (a source with no note takes
    no gap)."""
    app = game_app(GAME, ["Ana", "Ben", "Cleo", "Dan"], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot, lambda s: s.phase == "take" and s.current == 1
                              and sum(1 for c in range(6) if s.centre[c]) >= 4)
        assert screen.arrangement(screen.table.content_size.width)[0] == "focus"
        rows = ["".join(row) for row in screen.table.picture.chars]
        centre = next(row for row in rows if "Centre" in row)
        assert "◂ " in centre, centre
