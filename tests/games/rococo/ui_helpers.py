"""Helpers for the Rococo screen tests."""

from __future__ import annotations

import asyncio

from textual import events

from boardgames_tui.games.rococo.ui.screen import RococoScreen

# A simple tailor's policy for set-ups: make and rent dresses when possible.
PREFERRED = ["rent_dress", "hand_in_tile", "make_dress", "fund_decoration", "acquire_tile"]


def menu_labels(screen: RococoScreen) -> list[str]:
    return [c.label for c in screen._menu]


def _pick(legal: list, tailor: bool, state=None):
    """The tailor's policy rents into the hall with the fewest dresses (so every hall
    fills); otherwise the first choice."""
    if not tailor:
        return legal[0]
    for kind in PREFERRED:
        found = [a for a in legal if a.kind == kind and getattr(a, "use", "keep") == "keep"]
        if found and kind == "rent_dress" and state is not None:

            def crowd(a, state=state):
                hall = a.space.split("-")[0]
                return sum(1 for sid in state.halls if sid.split("-")[0] == hall)

            return min(found, key=crowd)
        if found:
            return found[0]
    return legal[0]


def advance_until(screen: RococoScreen, done, tailor: bool = True, limit: int = 2000) -> None:
    """Apply decisions one by one until `done(state)` holds.

    Straight on the match: the session would also play forced moves by themselves, and
    could step over the position wanted.
    """
    match = screen.session.match
    for _ in range(limit):
        if done(match.state):
            screen.session.save()
            return
        assert not match.is_over(), "the game ended before the position was reached"
        seat = match.to_act()[0]
        match.apply(seat, _pick(match.legal_actions(seat), tailor, match.state))
    raise AssertionError("the position was never reached")


def advance_by_session(
    screen: RococoScreen, steps: int | None, tailor: bool = False, until_round: int = 0
) -> None:
    """Apply decisions through the session (fast set-up), for `steps` decisions or until
    round `until_round` begins, or to the end."""
    match = screen.session.match
    n = 0
    while not match.is_over() and (steps is None or n < steps):
        if until_round and match.state.round >= until_round:
            break
        seat = match.to_act()[0]
        screen.session.apply(seat, _pick(match.legal_actions(seat), tailor, match.state))
        n += 1


def _effect(app) -> tuple:
    """What a key press can change: the screen, the decisions made, the menu, the picks."""
    screen = app.screen
    session = getattr(app, "session", None)
    decisions = len(session.match.record.actions) if session is not None else -1
    return (
        id(screen),
        decisions,
        getattr(screen, "mode", ""),
        len(getattr(screen, "picked", [])),
        str(getattr(screen, "cursor", None)),
        str(getattr(screen, "sub", None)),
        getattr(screen, "final_step", None),
    )


async def tap(pilot, key: str = "enter", timeout: float = 10.0) -> None:
    """Send one key through the driver (as a terminal would) and wait only until it has
    had its effect; much faster than `pilot.press`, which waits for the CPU to go idle."""
    app = pilot.app
    before = _effect(app)
    app._driver.send_message(events.Key(key, "\r" if key == "enter" else None))
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while _effect(app) == before:
        if loop.time() > deadline:
            raise AssertionError(f"key {key!r} had no effect on {type(app.screen).__name__}")
        await asyncio.sleep(0.001)
    await pilot._wait_for_screen()
