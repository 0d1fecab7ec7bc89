"""The round banner (issue 30 item 4 and the notices of the other games): in the wide
layout it lies over the log's side column, not over the board, and the first key takes
it away while still doing its own work. Notifications are drawn only when the pilot
asks for them (run_test(notifications=True))."""

from __future__ import annotations

from textual.widgets._toast import Toast

from boardgames_tui.ui.screens.handoff import HandoffScreen
from boardgames_tui.ui.widgets.action_log import ActionLog
from tests.ui.helpers import game_app

NAMES = ["Ana", "Ben", "Cyd", "Dan"]


async def _past_handoff(pilot):
    while isinstance(pilot.app.screen, HandoffScreen):
        await pilot.press("enter")
        await pilot.pause()


async def _at_round_two(pilot):
    """The first legal choice for everyone until round 2 begins: its banner is up."""
    app = pilot.app
    await pilot.pause()
    await _past_handoff(pilot)
    screen = app.screen
    match = app.session.match
    first = match.game.words.round_number(match.state)
    while match.game.words.round_number(match.state) == first:
        seat = match.to_act()[0]
        app.session.apply(seat, match.legal_actions(seat)[0])
    screen.after_change()
    await pilot.pause()
    await _past_handoff(pilot)
    await pilot.pause(0.2)
    assert app.screen is screen and [n.title for n in app._notifications] == ["Round 2"]
    return screen


def _over_the_log_only(screen) -> None:
    log = screen.query_one(ActionLog).region
    toasts = list(screen.query(Toast))
    assert toasts
    for toast in toasts:
        box = toast.region
        assert box.width > 0 and box.height > 0
        assert log.x <= box.x and box.right <= log.right, (box, log)


async def test_castles_banner_over_the_log_and_gone_at_the_first_key():
    app = game_app("castles-of-mad-king-ludwig", NAMES, seed=4)
    async with app.run_test(size=(160, 50), notifications=True) as pilot:
        screen = await _at_round_two(pilot)
        _over_the_log_only(screen)
        assert screen.task_kind() == "price" and screen.cursor == 0
        await pilot.press("down")
        await pilot.pause()
        assert not list(app._notifications) and not list(screen.query(Toast))
        assert screen.cursor == 1, "the key still moves the cursor"


async def test_bruxelles_banner_over_the_log_and_gone_at_the_first_key():
    app = game_app("bruxelles-1897", NAMES, seed=4)
    async with app.run_test(size=(160, 50), notifications=True) as pilot:
        screen = await _at_round_two(pilot)
        _over_the_log_only(screen)
        before = screen.pick
        await pilot.press("right")
        await pilot.pause()
        assert not list(app._notifications) and not list(screen.query(Toast))
        assert screen.pick != before, "the key still moves to the next choice"
