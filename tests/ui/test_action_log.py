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


def test_a_replay_step_reverses_its_own_lines_then_a_sync_clears_the_mark():
    async def check(app, log, pilot):
        log.show_step(LINES[:3], step_lines=1)
        await pilot.pause()
        styles = [log._rows[i].style for i in range(len(log._rows))]
        marked = [i for i, row in enumerate(log._rows) if row.plain.startswith("Decision 3")]
        assert styles[marked[0]] == "reverse" and styles[0] == ""
        log.sync(LINES[:3])
        assert all(row.style == "" for row in log._rows)
    run(check)
