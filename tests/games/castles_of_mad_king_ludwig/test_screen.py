"""Pilot tests of the Castles screen: a whole 2-player game by key presses, the ghost,
pricing, castle views, and private bonus cards behind the handoff."""

from __future__ import annotations

from boardgames_tui.games.castles_of_mad_king_ludwig.actions import BuyRoom
from boardgames_tui.games.castles_of_mad_king_ludwig.placement import placement_problem
from boardgames_tui.games.castles_of_mad_king_ludwig.ui.castle_map import CastleMap
from boardgames_tui.games.castles_of_mad_king_ludwig.ui.screen import CastlesScreen
from boardgames_tui.games.castles_of_mad_king_ludwig.words import bonus_card_words
from boardgames_tui.ui.screens.game_over import GameOverScreen
from boardgames_tui.ui.screens.handoff import HandoffScreen
from tests.ui.helpers import game_app

from .ui_helpers import GAME, scripted_choice

SIZE = (120, 40)


def _castles(app) -> CastlesScreen:
    return next(s for s in app.screen_stack if isinstance(s, CastlesScreen))


def _text(screen: CastlesScreen, wid: str) -> str:
    return str(screen.query_one(wid).render())


async def _past_handoff(pilot):
    while isinstance(pilot.app.screen, HandoffScreen):
        await pilot.press("enter")
        await pilot.pause()


async def _to_first_purchase(pilot):
    """Both keep their first two bonus cards and the Master Builder sets the prices, through
    the session (keeping and pricing by keys have their own tests below)."""
    screen = _castles(pilot.app)
    session = pilot.app.session
    while session.match.state.tasks[0].kind in ("keep_bonus", "price"):
        seat = session.match.to_act()[0]
        session.apply(seat, session.match.legal_actions(seat)[0])
    screen.after_change()
    await pilot.pause()
    await _past_handoff(pilot)
    return screen


def _near_the_end(match) -> bool:
    state = match.state
    return len(state.deck) <= 1 and state.tasks[0].kind == "price"


async def _play_by_keys(pilot, limit: int) -> int:
    """Key presses only, one decision at a time, until the score sheet shows."""
    app = pilot.app
    presses = 0
    while not isinstance(app.screen, GameOverScreen):
        assert presses < limit, "the game did not end"
        presses += 1
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
            continue
        screen = _castles(app)
        kind = screen.task_kind()
        if kind == "price":
            await pilot.press("f")
        elif kind == "turn":
            legal = screen.legal_actions()
            wanted = BuyRoom(slot=screen.cursor) in legal or screen.cursor >= len(
                screen.real_state.market)
            await pilot.press("enter" if wanted and len(legal) > 1 else "p")
        else:
            await pilot.press("enter")
    return presses


async def test_whole_two_player_game_by_keys():
    """Up to the last rounds through the session (the opening's keys are covered by the
    tests below), then the final rounds by key presses until the score sheet shows."""
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await _past_handoff(pilot)
        session = app.session
        screen = _castles(app)
        while not _near_the_end(session.match):
            seat = session.match.to_act()[0]
            session.apply(seat, scripted_choice(session.game, session.match.state, seat))
        screen.after_change()
        await pilot.pause()
        assert not session.match.is_over()
        presses = await _play_by_keys(pilot, limit=400)
        assert presses > 10  # the final rounds really were played by keys
        match = _castles(app).match
        assert match.is_over()
        sheet = match.game.score_sheet(match.state)
        assert sheet.winners and len(sheet.rows) == 2
        assert any(len(c) > 3 for c in match.state.castles)
        text = str(app.screen.query_one("#winner").render())
        assert "wins" in text or "Shared" in text


async def test_full_two_player_game_by_keys_only():
    """Issues 5 and 12: a whole 2-player game by key presses alone, to the score sheet,
    in an 80×24 terminal."""
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        presses = await _play_by_keys(pilot, limit=3000)
        match = app.session.match
        assert match.is_over(), f"not over after {presses} key presses"
        assert any(len(c) > 3 for c in match.state.castles)
        text = str(app.screen.query_one("#winner").render())
        assert "wins" in text or "Shared" in text


async def test_buy_then_ghost_preview_illegal_reason_and_tab():
    """Issue 27: the digit of a slot points at it, Enter buys; the ghost starts on the
    best spot and the arrows move it between the legal spots only; a turn that does not
    fit where it stands says why and Enter refuses it; Tab goes back to a spot."""
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = await _to_first_purchase(pilot)
        assert screen.task_kind() == "turn"
        slot = next(a.slot for a in screen.legal_actions() if isinstance(a, BuyRoom))
        await pilot.press(str(slot + 1))
        assert "Enter buys it" in _text(screen, "#cmkl-info")
        await pilot.press("enter")
        await pilot.pause()
        assert screen.task_kind() == "place"
        info = _text(screen, "#cmkl-info")
        assert "Fits here:" in info and "Total:" in info
        castle = screen.my_castle()
        for key in ("up", "left", "down", "right"):
            await pilot.press(key)
            assert not placement_problem(castle, screen.ghost)  # arrows: legal spots only
        for _ in range(4):  # some turn of the room does not fit where it stands
            rot = screen.ghost.rot
            await pilot.press("r")
            await pilot.pause()
            assert screen.ghost.rot != rot
            reason = placement_problem(castle, screen.ghost)
            if reason:
                break
        if reason:
            assert f"Cannot go here: {reason}" in _text(screen, "#cmkl-info")
            await pilot.press("enter")
            await pilot.pause()
            assert "Cannot go here" in str(screen.query_one("#prompt").render())
            assert screen.task_kind() == "place"
        await pilot.press("tab")
        await pilot.pause()
        assert "Fits here:" in _text(screen, "#cmkl-info")
        await pilot.press("tab", "shift+tab")
        await pilot.pause()
        seat = screen.seat
        placed_before = len(screen.match.state.castles[seat])
        await pilot.press("enter")
        await pilot.pause()
        assert len(screen.match.state.castles[seat]) == placed_before + 1


async def test_pricing_swaps_rooms_by_keys():
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = _castles(app)
        while screen.task_kind() != "price":
            await pilot.press("enter")
            await pilot.pause()
        await _past_handoff(pilot)
        market = list(screen.match.state.market)
        await pilot.press("enter", "down", "down", "enter")
        await pilot.pause()
        assert screen.match.state.market[0] == market[2]
        assert screen.match.state.market[2] == market[0]
        assert "Set the prices" in _text(screen, "#cmkl-info")


async def test_castle_views_and_private_cards():
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("enter")
        await pilot.pause()
        screen = _castles(app)
        assert "your castle — ground floor" in _text(screen, "#cmkl-title")
        await pilot.press("v")
        await pilot.pause()
        assert "downstairs" in _text(screen, "#cmkl-title")
        await pilot.press("right_square_bracket")
        await pilot.pause()
        other = screen.match.names[1 - screen.seat]
        assert f"{other}'s castle" in _text(screen, "#cmkl-title")
        assert "Keep " in _text(screen, "#cmkl-info")
        rows = screen.query_one(CastleMap).canvas.text_rows()
        assert any("Foyer" in r for r in rows)
        # the seat on turn sees only their own offered cards; after keeping, a handoff
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)


async def test_a_purchase_needs_no_handoff_and_bonus_cards_hide_behind_b():
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = await _to_first_purchase(pilot)
        assert not isinstance(app.screen, HandoffScreen)
        assert screen.task_kind() == "turn"
        seat = screen.seat
        state = screen.match.state
        card = bonus_card_words(state.bonus[seat][0])
        info = _text(screen, "#cmkl-info")
        assert "press b to see them" in info and card not in info
        await pilot.press("b")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert card in _text(screen, "#cmkl-info")
        await pilot.press("b")
        await pilot.pause()
        assert card not in _text(screen, "#cmkl-info")
        # buy and place: the next player's purchase comes without a handoff as well
        await pilot.press("b")
        await pilot.pause()
        await _past_handoff(pilot)
        slot = next(a.slot for a in screen.legal_actions() if isinstance(a, BuyRoom))
        await pilot.press(str(slot + 1), "enter")
        await pilot.pause()
        assert screen.task_kind() == "place"
        await pilot.press("enter")
        await pilot.pause()
        keys = {"turn": "p", "price": "f"}
        while screen.task_kind() not in ("turn", "price") or screen.seat == seat:
            if isinstance(app.screen, HandoffScreen):
                await pilot.press("enter")
            else:
                await pilot.press(keys.get(screen.task_kind(), "enter"))
            await pilot.pause()
        assert not isinstance(app.screen, HandoffScreen)
        assert screen.seat != seat
        assert card not in _text(screen, "#cmkl-info")  # the cards were hidden again
