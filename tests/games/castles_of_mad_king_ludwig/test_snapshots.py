"""SVG snapshots: the opening market, a castle of 8+ rooms with a cellar, the score sheet.

Update after an intended change:
`.venv/bin/pytest tests/games/castles_of_mad_king_ludwig --snapshot-update`.
"""

from __future__ import annotations

from boardgames_tui.games.castles_of_mad_king_ludwig.components import tile
from boardgames_tui.games.castles_of_mad_king_ludwig.ui.screen import CastlesScreen
from boardgames_tui.ui.screens.handoff import HandoffScreen
from tests.ui.helpers import game_app

from .ui_helpers import GAME, play_until

SIZE = (120, 40)


def _castles(app) -> CastlesScreen:
    return next(s for s in app.screen_stack if isinstance(s, CastlesScreen))


async def _past_handoff(pilot):
    while isinstance(pilot.app.screen, HandoffScreen):
        await pilot.press("enter")
        await pilot.pause()


def _big_castle(match) -> bool:
    rooms = [p.tile for p in match.state.castles[0]]
    return len(rooms) >= 9 and sum(tile(t).type == "downstairs" for t in rooms) >= 2


async def _show_big_castle(pilot):
    await _past_handoff(pilot)
    screen = _castles(pilot.app)
    play_until(screen.match, _big_castle)
    screen.after_change()
    await pilot.pause()
    await _past_handoff(pilot)
    if screen.shown_seat != 0:
        await pilot.press("right_square_bracket")
    await pilot.press("c")
    await pilot.pause()


def test_opening_market(snap_compare):
    """Everyone has kept their bonus cards; the Master Builder prices the opening market."""

    async def to_pricing(pilot):
        screen = _castles(pilot.app)
        session = pilot.app.session
        while session.match.state.tasks[0].kind == "keep_bonus":  # the first two cards
            seat = session.match.to_act()[0]
            session.apply(seat, session.match.legal_actions(seat)[0])
        screen.after_change()
        await pilot.pause()
        await _past_handoff(pilot)
        assert screen.task_kind() == "price"
        await pilot.press("down", "enter", "down")
        await pilot.pause()

    assert snap_compare(game_app(GAME, ["Ana", "Ben", "Cyd"], seed=2), terminal_size=SIZE,
                        run_before=to_pricing)


def test_castle_with_cellar_ground_floor(snap_compare):
    assert snap_compare(game_app(GAME, ["Ana", "Ben"], seed=13), terminal_size=SIZE,
                        run_before=_show_big_castle)


def test_castle_with_cellar_downstairs(snap_compare):
    async def downstairs(pilot):
        await _show_big_castle(pilot)
        await pilot.press("v")
        await pilot.pause()

    assert snap_compare(game_app(GAME, ["Ana", "Ben"], seed=13), terminal_size=SIZE,
                        run_before=downstairs)


def test_score_sheet(snap_compare):
    async def to_the_end(pilot):
        await _past_handoff(pilot)
        screen = _castles(pilot.app)
        play_until(screen.match, lambda m: False)
        screen.after_change()
        await pilot.pause()

    assert snap_compare(game_app(GAME, ["Ana", "Ben"], seed=13), terminal_size=SIZE,
                        run_before=to_the_end)


def _mid_game(rooms: int):
    """Played on by the scripted player until the seat on turn places its `rooms`-th tile:
    the ghost, its preview and the market all show."""

    async def run(pilot):
        await _past_handoff(pilot)
        screen = _castles(pilot.app)
        play_until(screen.match, lambda m: len(m.state.castles[m.state.actor]) >= rooms
                   and m.state.tasks[0].kind == "place")
        screen.after_change()
        await pilot.pause()
        await _past_handoff(pilot)
        await pilot.pause()

    return run


def test_mid_game_two_players_80x24(snap_compare):
    assert snap_compare(game_app(GAME, ["Ana", "Ben"], seed=13), terminal_size=(80, 24),
                        run_before=_mid_game(7))


def test_mid_game_four_players_100x30(snap_compare):
    assert snap_compare(game_app(GAME, ["Ana", "Ben", "Cyd", "Dan"], seed=3),
                        terminal_size=(100, 30), run_before=_mid_game(6))


def test_mid_game_three_players_120x40(snap_compare):
    assert snap_compare(game_app(GAME, ["Ana", "Ben", "Cyd"], seed=2), terminal_size=SIZE,
                        run_before=_mid_game(8))


def test_mid_game_four_players_160x50(snap_compare):
    assert snap_compare(game_app(GAME, ["Ana", "Ben", "Cyd", "Dan"], seed=3),
                        terminal_size=(160, 50), run_before=_mid_game(7))


def test_mid_game_in_german_80x24(snap_compare, german):
    """Issue 18: the same moment in German at the smallest size: German room names on the
    map, the market, the preview and the keys (longer words still fit)."""
    assert snap_compare(game_app(GAME, ["Ana", "Ben"], seed=13), terminal_size=(80, 24),
                        run_before=_mid_game(7))


def test_mid_game_in_german_120x40(snap_compare, german):
    assert snap_compare(game_app(GAME, ["Ana", "Ben", "Cyd", "Dan"], seed=3),
                        terminal_size=(120, 40), run_before=_mid_game(6))
