"""Pilot tests: the Azul screen driven by key presses only (issue 3)."""

from __future__ import annotations

from textual import events

from boardgames_tui.games.azul_summer_pavilion.actions import Pass, Place
from boardgames_tui.games.azul_summer_pavilion.ui.layout import SMALL
from boardgames_tui.games.azul_summer_pavilion.ui.palette import NAMES
from boardgames_tui.games.azul_summer_pavilion.ui.screen import AzulScreen
from boardgames_tui.ui.board import targets as nav
from boardgames_tui.ui.screens.game_over import GameOverScreen
from tests.ui.helpers import game_app

GAME = "azul-summer-pavilion"


async def type_keys(pilot, *keys: str) -> None:
    """Send key events like Pilot.press, but wait for the app once per batch.

    Pilot.press idles at least 40 ms per key; a whole game is ~160 keys, so the keys of
    one decision go to the driver together and the app settles once afterwards.
    """
    app = pilot.app
    for key in keys:
        event = events.Key(key, key if len(key) == 1 else None)
        event.set_sender(app)
        app._driver.send_message(event)
    await pilot.pause()


def keys_for(screen: AzulScreen) -> list[str]:
    """The keys a player presses for a simple plan: place while possible, else pass."""
    ctl = screen.ctl
    mode = ctl.mode
    if mode == "place" and ctl.free_pass() is not None:
        return []  # the pass plays itself
    if mode == "pass" and not ctl.places():
        return ["enter"]  # opened by itself: more than 4 tiles and nothing to place
    if mode == "place":
        if ctl.places() and sum(ctl.state.hands[ctl.seat]) > 5:
            return ["tab", "enter"]
        return ["p", "enter"]
    return ["enter"]


async def test_full_two_player_game_by_keys_to_the_score_sheet():
    app = game_app(GAME, ["Ana", "Ben"], seed=11)
    async with app.run_test(size=(80, 24)) as pilot:  # issue 12: the smallest terminal
        await pilot.pause()
        placed = passes = bonus = auto = 0
        for _ in range(600):
            screen = app.screen
            if isinstance(screen, GameOverScreen):
                break
            assert isinstance(screen, AzulScreen)
            before = len(screen.match.record.actions)
            keys = keys_for(screen)
            if keys:
                await type_keys(pilot, *keys)
            for _ in range(100):  # let the app finish the decision
                if not isinstance(app.screen, AzulScreen):
                    break
                if len(app.screen.match.record.actions) != before:
                    break
                await pilot.pause()
            if isinstance(app.screen, AzulScreen):
                rec = app.screen.match.record.actions
                new = rec[before:]
                # one decision per plan; what follows it are forced moves that played
                # themselves (marked in the log), or the screen's free pass (issue 13, its
                # log line says so), which may come within the same wait
                free = [a for a in new if "cannot place any tile and passes" in a.text]
                assert new and all(a.auto or a in free for a in new[1:]), "one per plan"
                if not keys:
                    assert new[0] in free
                auto += len(free)
                for logged in new:
                    kind = logged.action["kind"]
                    placed += kind == "place"
                    passes += kind == "pass"
                    bonus += kind == "bonus"
        assert isinstance(app.screen, GameOverScreen)
        session = app.session
        assert session.match.is_over()
        sheet = session.game.score_sheet(session.match.state)
        assert bonus >= 1  # bonus tiles were chosen from the supply with Enter
        assert placed >= 12 and passes >= 10  # most passes are typed; some are automatic
        winner = app.screen.query_one("#winner").render()
        assert "wins" in str(winner) or "Shared" in str(winner)
        assert any(r.categories["Tiles placed"] > 0 for r in sheet.rows)


async def test_take_preview_names_tiles_and_penalty():
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        text = str(screen.query_one("#azul-preview").render())
        take = screen.ctl.current_take()
        assert text.startswith(f"Take from factory {take.source}:")
        # walk to the centre (the row under the factories, drawn at its left) once a
        # factory pick filled it: Down where something lies below, else Left
        await pilot.press("enter")
        await pilot.pause()
        for _ in range(12):
            if screen.ctl.current_take().source == 0:
                break
            before = screen.pointed()
            await pilot.press("down")
            if screen.pointed() == before:
                await pilot.press("left")
        assert screen.ctl.current_take().source == 0
        text = str(screen.query_one("#azul-preview").render())
        assert "start token and lose" in text


async def test_placing_preview_wilds_and_pass_warning():
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        while screen.ctl.mode == "take":
            await pilot.press("enter")
            await pilot.pause()
        assert screen.ctl.mode == "place"
        action = screen.ctl.current_place()
        assert isinstance(action, Place)
        text = str(screen.query_one("#azul-preview").render())
        assert "cost" in text and "point" in text
        # more wilds where possible, then back
        options = sorted(
            a.wilds
            for a in screen.ctl.space_options(screen.ctl.sel.space)
            if a.colour == action.colour
        )
        await pilot.press("plus")
        if len(options) > 1:
            assert screen.ctl.current_place().wilds == options[1]
        await pilot.press("p")
        text = str(screen.query_one("#azul-preview").render())
        assert text.startswith("Pass:")
        hand = sum(screen.ctl.state.hands[screen.seat])
        if hand > 4:
            # the points actually lost: a score stops at 1 (issue 11 item 12)
            lost = min(hand - 4, screen.ctl.state.score(screen.seat) - 1)
            assert f"-{lost} point" in text
        await pilot.press("escape")
        assert screen.ctl.mode == "place"
        await pilot.press("p", "enter")
        await pilot.pause()
        last = screen.match.record.actions[-1].action
        assert last["kind"] == "pass" and sum(last["keep"]) == min(4, hand)
        assert isinstance(screen.game.parse_action(last), Pass)


async def test_mouse_click_selects_then_takes():
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        take = screen.ctl.takes()[-1]  # not the one under the cursor
        assert screen.ctl.current_take() != take
        key = ("take", take.source, NAMES.index(take.colour))
        box = next(t.box for t in screen.targets() if t.key == key)
        await pilot.click(offset=(box.x + box.width - 1, box.y))  # screen cells
        assert screen.ctl.current_take() == take
        assert screen.match.record.actions == []
        await pilot.click(offset=(box.x, box.y))
        assert screen.match.record.actions[-1].action == screen.game.dump_action(take)


async def test_a_free_pass_plays_itself_and_says_so():
    """Issue 13: no tile can be placed and at most 4 are held: the pass needs no key. It
    is the session's forced move (issue 37: not the screen's), logged as one."""
    from boardgames_tui.games.azul_summer_pavilion.placing import legal_places

    from .test_snapshots import fast_forward

    def stuck(s):
        seat = s.current
        return (
            s.phase == "place"
            and not legal_places(s, seat)
            and 0 < sum(s.hands[seat]) <= 4
            and s.round < 6
        )

    app = game_app(GAME, ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        match = app.session.match

        def free_passes():
            return [i for i, a in enumerate(match.record.actions)
                    if a.auto and a.action["kind"] == "pass" and match.states[i].round < 6]

        await fast_forward(pilot, lambda s: bool(free_passes()))
        i = free_passes()[0]
        state = match.states[i]  # the stuck state, before the pass that played itself
        assert stuck(state)
        assert not any(stuck(s) for s in match.states[i + 1:])  # nobody is left there
        seat = state.current
        last = match.record.actions[i]
        assert last.seat == seat
        assert list(last.action["keep"]) == list(state.hands[seat])
        name = match.names[seat]
        assert last.text.startswith(f"{name} cannot place any tile and passes, keeping ")
        assert "discards" not in last.text and last.text.endswith("(the only choice)")
        assert last.text in match.log_lines()


async def test_hint_puts_the_cursor_on_the_move_ready_to_confirm():
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        for _ in range(14):  # takes first, then placements
            hint = screen.session.hint(screen.seat)
            await pilot.press("h")
            assert str(screen.query_one("#prompt").render()).startswith("Hint (Enter takes it): ")
            if screen.ctl.mode == "take":
                assert screen.ctl.current_take() == hint
            elif screen.ctl.mode == "place":
                assert screen.ctl.current_place() == hint
            before = len(screen.match.record.actions)
            await pilot.press("enter")
            await pilot.pause()
            logged = screen.match.record.actions[before]
            assert screen.game.parse_action(logged.action) == hint


async def to_placing(pilot, screen) -> None:
    while screen.ctl.mode == "take":
        await pilot.press("enter")
        await pilot.pause()
    assert screen.ctl.mode == "place"


async def test_arrow_keys_move_geometrically_and_tab_cycles_payable_spaces():
    from boardgames_tui.games.azul_summer_pavilion.components import board
    from boardgames_tui.games.azul_summer_pavilion.placing import space_of

    sp = board().space_index
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        await to_placing(pilot, screen)
        screen.point(("space", sp["center/2"]))
        await pilot.press("left")
        assert screen.ctl.sel.space == sp["center/6"]  # visibly to its left, same row
        screen.point(("space", sp["yellow/6"]))
        await pilot.press("left")
        assert screen.ctl.sel.space == sp["green/5"]  # not yellow/1 (issue 15)
        await pilot.press("up")
        assert screen.ctl.sel.space == sp["green/2"]  # bottom point to the top point
        await pilot.press("up")
        assert screen.ctl.sel.space == sp["orange/3"]
        payable = screen.ctl.legal_spaces()
        assert payable
        seen = []
        for _ in range(len(payable) + 1):  # the payable spaces and the pass button
            await pilot.press("tab")
            seen.append(screen.pointed())
        assert sorted(k[1] for k in seen if k[0] == "space") == sorted(payable)
        order = [t.key for t in nav.best_first(screen.targets())]
        assert order[-1] == ("pass",)  # the pass gives no points: last
        k = order.index(seen[0])
        assert seen == (order[k:] + order[:k] + order)[: len(seen)]  # best first, round
        while screen.pointed() != order[0]:
            await pilot.press("tab")
        space = screen.ctl.sel.space
        assert ("space", space) == order[0]
        # the preview speaks of the space under the cursor; Enter places there
        before = len(screen.match.record.actions)
        await pilot.press("enter")
        await pilot.pause()
        placed = screen.game.parse_action(screen.match.record.actions[before].action)
        assert space_of(placed) == space


async def test_brackets_show_the_other_boards_at_80_columns():
    app = game_app(GAME, ["Ana", "Ben", "Cleo"], seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert screen.arrangement(78) == ("focus", SMALL)
        assert screen.shown_seat == screen.seat == 0
        await pilot.press("right_square_bracket")
        assert screen.shown_seat == 1
        assert "Showing Ben's board" in str(screen.query_one("#prompt").render())
        await pilot.press("right_square_bracket", "right_square_bracket")
        assert screen.shown_seat == 0 and screen.view_seat is None
        await pilot.press("left_square_bracket")
        assert screen.shown_seat == 2
        take = screen.ctl.current_take()
        await pilot.press("enter")  # a decision still plays on the player's own turn
        await pilot.pause()
        assert len(screen.match.record.actions) == 1 and screen.view_seat is None
        last = screen._marks().last[0]  # Ana's take stays marked until she moves again
        assert (last.source, last.colour) == (take.source, NAMES.index(take.colour))


async def test_a_cursor_move_redraws_only_the_rows_that_changed():
    """Issue 16: no re-layout and no full redraw of the table for a cursor move."""
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        await to_placing(pilot, screen)
        table = screen.table
        calls = []
        original = table.refresh

        def spy(*regions, **kw):
            calls.append((regions, kw))
            return original(*regions, **kw)

        table.refresh = spy
        for key in ("tab", "left", "up", "right"):
            calls.clear()
            await pilot.press(key)
            assert calls, key  # the cursor moved: something was redrawn
            assert all(not kw.get("layout") for _regions, kw in calls), key
            rows = {r.y for regions, _kw in calls for r in regions}
            assert all(regions for regions, _kw in calls), "a whole-table refresh"
            assert 1 <= len(rows) <= 6 < table.size.height, (key, rows)
