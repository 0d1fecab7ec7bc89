"""SVG snapshots of the Azul screen: openings for 2 and 4 players, a mid-game placing
phase with its preview, the game-over sheet (issue 3), and mid-game at every layout
size (issue 12): 80x24 with 2 players, 100x30 with 4, 120x40 and 160x50.

Update after an intended change:
`.venv/bin/pytest tests/games/azul_summer_pavilion --snapshot-update`.
"""

from __future__ import annotations

import random

from boardgames_tui.engine.bots import make_bot
from boardgames_tui.games.azul_summer_pavilion import RULES
from tests.ui.helpers import game_app

GAME = "azul-summer-pavilion"
SIZE = (120, 40)


async def fast_forward(pilot, until) -> None:
    """Play greedy moves through the session (not keys) until `until(state)` holds."""
    app = pilot.app
    session = app.session
    match = session.match
    bots = [make_bot(RULES, i, "greedy") for i in range(len(match.names))]
    rng = random.Random(0)
    while not match.is_over() and not until(match.state):
        seat = match.to_act()[0]
        view = RULES.view.redact(match.state, seat)
        action = bots[seat].choose(view, match.legal_actions(seat), rng)
        session.apply(seat, action)
    app.screen.after_change()
    await pilot.pause()


def test_opening_two_players(snap_compare):
    assert snap_compare(game_app(GAME, ["Ana", "Ben"], seed=3), terminal_size=SIZE)


def test_opening_four_players(snap_compare):
    app = game_app(GAME, ["Ana", "Ben", "Cleo", "Dan"], seed=3)
    assert snap_compare(app, terminal_size=SIZE)


def test_mid_game_placing_phase(snap_compare):
    async def run(pilot):
        await fast_forward(pilot, lambda s: s.round == 3 and s.phase == "place")
        await pilot.press("tab", "tab")

    app = game_app(GAME, ["Ana", "Ben", "Cleo"], seed=4)
    assert snap_compare(app, terminal_size=SIZE, run_before=run)


def test_game_over(snap_compare):
    async def run(pilot):
        await fast_forward(pilot, lambda s: False)

    app = game_app(GAME, ["Ana", "Ben"], seed=6)
    assert snap_compare(app, terminal_size=SIZE, run_before=run)


def mid_game(players: list[str], size: tuple[int, int], seed: int = 4):
    async def run(pilot):
        await fast_forward(pilot, lambda s: s.round == 3 and s.phase == "place")
        await pilot.press("tab", "tab")

    app = game_app(GAME, players, seed=seed)
    return app, {"terminal_size": size, "run_before": run}


def test_mid_game_80x24_two_players(snap_compare):
    app, kw = mid_game(["Ana", "Ben"], (80, 24))
    assert snap_compare(app, **kw)


def test_mid_game_100x30_four_players(snap_compare):
    app, kw = mid_game(["Ana", "Ben", "Cleo", "Dan"], (100, 30))
    assert snap_compare(app, **kw)


def test_mid_game_120x40_four_players(snap_compare):
    app, kw = mid_game(["Ana", "Ben", "Cleo", "Dan"], (120, 40))
    assert snap_compare(app, **kw)


def test_mid_game_160x50_four_players(snap_compare):
    app, kw = mid_game(["Ana", "Ben", "Cleo", "Dan"], (160, 50))
    assert snap_compare(app, **kw)


def test_mid_game_160x50_two_players(snap_compare):
    app, kw = mid_game(["Ana", "Ben"], (160, 50))
    assert snap_compare(app, **kw)


def test_grey_side_80x24(snap_compare):
    async def run(pilot):
        await fast_forward(pilot, lambda s: s.round == 4 and s.phase == "place")
        await pilot.press("tab")

    app = game_app(GAME, ["Ana", "Ben"], seed=4, options={"side": "grey"})
    assert snap_compare(app, terminal_size=(80, 24), run_before=run)


def test_choosing_what_to_keep_80x24(snap_compare):
    async def run(pilot):
        await fast_forward(
            pilot, lambda s: s.round == 2 and s.phase == "place" and sum(s.hands[s.current]) > 5
        )
        await pilot.press("p", *["left"] * 6, "space")  # the last kept tile: discarded

    app = game_app(GAME, ["Ana", "Ben"], seed=4)
    assert snap_compare(app, terminal_size=(80, 24), run_before=run)


async def test_the_last_rounds_banner_does_not_lie_over_the_final_score():
    """The game-over banner (the last round's summary) was drawn over the score sheet's
    title and table; the sheet says it all and the log keeps the lines."""
    app = game_app(GAME, ["Ana", "Ben"], seed=6)
    async with app.run_test(size=SIZE) as pilot:
        await fast_forward(pilot, lambda s: False)
        await pilot.pause()
        assert type(app.screen).__name__ == "GameOverScreen"
        assert not list(app._notifications)
