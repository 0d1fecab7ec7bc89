"""Checks every game's pointing tests share (issue 27): on the decision a game screen shows
now, every target is reachable from every other with the arrows, each arrow key lands
where `nearest` says from the boxes the screen reports, Tab walks the legal targets best
first and says "k of n", and the cursor is on a legal target.

    async with app.run_test(size=(80, 24)) as pilot:
        ... bring the game to a decision ...
        await check_pointing(pilot)
"""

from __future__ import annotations

from boardgames_tui.ui.board import targets as nav
from boardgames_tui.ui.widgets.prompt_line import PromptLine


def prompt(app) -> str:
    return str(app.screen.query_one(PromptLine).render())


def unreachable(targets) -> list:
    """The keys the arrows cannot bring the cursor to from every other target, or back
    from (empty when every target reaches every other)."""
    forward: dict = {t.key: set() for t in targets}
    backward: dict = {t.key: set() for t in targets}
    for t in targets:
        for d in nav.DIRECTIONS:
            n = nav.nearest(targets, t, d)
            if n is not None:
                forward[t.key].add(n.key)
                backward[n.key].add(t.key)
    reached = [nav.reach(graph, targets[0].key) for graph in (forward, backward)]
    return [t.key for t in targets if not all(t.key in r for r in reached)]


def within_screen(app, targets) -> list:
    """Targets drawn (partly) outside the terminal: a player cannot see or click them."""
    w, h = app.size
    return [t.key for t in targets
            if t.box.x < 0 or t.box.y < 0 or t.box.x + t.box.width > w
            or t.box.y + t.box.height > h]


async def check_pointing(pilot, presses: int = 12) -> None:
    """Asserts the shared pointing rules on the decision shown now (the screen's own
    targets), then puts the cursor back where it was."""
    app = pilot.app
    screen = app.screen
    targets = screen.targets()
    assert targets, "a decision with nothing to point at"
    start = screen.pointed()
    assert start is not None and nav.find(targets, start) is not None, "cursor on no target"
    assert not unreachable(targets), "targets the arrows do not reach from every other"
    assert not within_screen(app, [t for t in targets if t.key == start]), \
        "the cursor's target is drawn off the screen"
    # each arrow lands on the nearest target that way, as the screen reports them
    for direction in ["right", "down", "left", "up"] * (presses // 4):
        targets = screen.targets()
        here = nav.find(targets, screen.pointed())
        expected = nav.nearest(targets, here, direction)
        await pilot.press(direction)
        if expected is not None:
            assert screen.pointed() == expected.key, (direction, here.key, expected.key)
        else:
            assert screen.pointed() == here.key
    # Tab: best first, "k of n"
    targets = screen.targets()
    order = [t.key for t in nav.best_first(targets)]
    if order:
        await pilot.press("tab")
        k = order.index(screen.pointed()) + 1
        assert f"{k} of {len(order)}" in prompt(app)
        await pilot.press("tab")
        assert screen.pointed() == order[k % len(order)]
        await pilot.press("shift+tab")
        assert screen.pointed() == order[k - 1]
    screen.point(start)


def cursor_on_a_legal_target(screen) -> bool:
    target = nav.find(screen.targets(), screen.pointed())
    return target is not None and target.legal
