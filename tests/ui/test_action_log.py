"""The action log: wraps its lines at its width, follows the newest line, starts afresh
after an undo, and marks a replay step's own lines."""

from __future__ import annotations

import asyncio

from textual.app import App

from boardgames_tui.ui.widgets.action_log import ActionLog

LINES = [f"Decision {i}: Ana takes the second tile of the site and pays one stone"
         for i in range(1, 31)]


class LogApp(App):
    def compose(self):
        yield ActionLog()


def screen_text(app) -> list[str]:
    log = app.query_one(ActionLog)
    return [log.render_line(y).text.rstrip() for y in range(log.scrollable_content_region.height)]


def run(check, size=(40, 12)):
    async def go():
        app = LogApp()
        async with app.run_test(size=size) as pilot:
            await check(app, app.query_one(ActionLog), pilot)
    asyncio.run(go())


def test_lines_wrap_at_the_width_and_the_newest_is_at_the_bottom():
    async def check(app, log, pilot):
        log.sync(LINES)
        await pilot.pause()
        rows = screen_text(app)
        width = log.scrollable_content_region.width
        assert all(len(row) <= width for row in rows)
        assert log.virtual_size.height > len(LINES)  # each line took more than one row
        assert rows[-1].endswith("one stone")
        assert any(row.startswith("Decision 30:") for row in rows)
        assert not any(row.startswith("Decision 1:") for row in rows)  # scrolled away
    run(check)


def test_an_undo_shows_only_the_lines_still_played():
    async def check(app, log, pilot):
        log.sync(LINES[:5])
        log.sync(LINES[:3])
        await pilot.pause()
        assert log.entries == LINES[:3]
        text = " ".join(screen_text(app))
        assert "Decision 3:" in text and "Decision 4:" not in text
    run(check)


def test_a_wider_log_wraps_again():
    async def check(app, log, pilot):
        log.sync(LINES[:2])
        await pilot.pause()
        narrow = log.virtual_size.height
        log.styles.width = 70
        await pilot.pause()
        assert log.virtual_size.height < narrow
        assert screen_text(app)[0].startswith("Decision 1: Ana takes the second tile of the")
    run(check, size=(80, 12))


def reversed_rows(log) -> list[int]:
    """The rows on screen painted in reverse (a replay step's own lines)."""
    return [y for y in range(log.scrollable_content_region.height)
            if any(seg.style is not None and seg.style.reverse for seg in log.render_line(y))]


def test_a_replay_step_reverses_its_own_lines_then_a_sync_clears_the_mark():
    async def check(app, log, pilot):
        log.show_step(LINES[:3], step_lines=1)
        await pilot.pause()
        assert reversed_rows(log) == list(log.line_rows(2))
        assert log.render_line(log.line_rows(2)[0]).text.startswith("Decision 3:")
        log.sync(LINES[:3])
        await pilot.pause()
        assert reversed_rows(log) == []
        assert log.entries == LINES[:3]
    run(check)


class CountingLog(ActionLog):
    """Counts the lines painted and the layouts asked for."""

    painted = 0
    layouts = 0

    def _paint_line(self, line, width, base):
        CountingLog.painted += 1
        return super()._paint_line(line, width, base)

    def refresh(self, *regions, layout=False, **kwargs):
        CountingLog.layouts += bool(layout)
        return super().refresh(*regions, layout=layout, **kwargs)


class CountingApp(App):
    def compose(self):
        yield CountingLog()


def test_a_long_log_paints_only_its_new_lines_and_never_lays_out_to_grow():
    """Hundreds of lines (more than the panel's table of recent looks): a new decision
    paints its own line, and the log scrolls further without a layout of the screen."""
    lines = [f"Decision {i}: Ben" for i in range(1, 602)]

    async def go():
        app = CountingApp()
        async with app.run_test(size=(40, 12)) as pilot:
            log = app.query_one(CountingLog)
            log.sync(lines[:500])
            await pilot.pause()
            CountingLog.painted = CountingLog.layouts = 0
            for n in range(501, 601):
                log.sync(lines[:n])
                await pilot.pause()
            assert CountingLog.painted == 100
            assert CountingLog.layouts == 0
            assert screen_text(app)[-1] == "Decision 600: Ben"
    asyncio.run(go())


def test_lines_written_while_hidden_end_at_the_bottom_when_shown():
    async def check(app, log, pilot):
        log.sync(LINES[:2])
        await pilot.pause()
        log.display = False
        await pilot.pause()
        log.sync(LINES)
        await pilot.pause()
        log.display = True
        await pilot.pause()
        await pilot.pause()  # the Show event comes with the first refresh, the scroll after
        rows = screen_text(app)
        assert rows[-1].endswith("one stone")
        assert any(row.startswith("Decision 30:") for row in rows)
        assert log.max_scroll_y > 0 and log.scroll_offset.y == log.max_scroll_y
    run(check)


def test_the_log_opened_on_l_shows_its_newest_line_after_decisions_made_while_hidden():
    """Found in tmux at 80×24: the log, hidden while decisions were made, opened on `l`
    at its first line (its scroll bar appeared with the layout that showed it, after the
    scroll to the end had been refused)."""
    import random

    from tests.ui.helpers import game_app

    async def go():
        app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=5)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = app.screen
            log = screen.query_one(ActionLog)
            assert not log.display  # compact: the log is an overlay opened on `l`
            rng = random.Random(1)
            match = screen.match
            for _ in range(40):
                seat = match.to_act()[0]
                screen.session.apply(seat, rng.choice(match.legal_actions(seat)))
                screen.after_change()
                await pilot.pause()
            await pilot.press("l")
            await pilot.pause()
            await pilot.pause()
            assert log.max_scroll_y > 0 and log.scroll_offset.y == log.max_scroll_y
            newest = log.entries[-1].split()[-1]
            rows = [log.render_line(y).text.rstrip()
                    for y in range(log.scrollable_content_region.height)]
            assert rows[-1].endswith(newest)
    asyncio.run(go())
