"""Issue 27 for Castles: one way to point and choose. The Master Builder prices the market
(pick a slot up, put it on another; Esc puts it back), a buyer chooses a market slot
(digits jump to the slots), then places the room on a spot of the castle (Esc goes back
to the market); the arrows follow what is drawn at each size; the footer and help list
only the keys that act now."""

from __future__ import annotations

import pytest

from boardgames_tui.games.castles_of_mad_king_ludwig.actions import BuyRoom
from boardgames_tui.ui.board import targets as nav
from boardgames_tui.ui.screens.handoff import HandoffScreen
from boardgames_tui.ui.screens.help import key_rows
from tests.ui.helpers import game_app
from tests.ui.pointing_checks import check_pointing, cursor_on_a_legal_target, prompt

from .test_screen import _castles, _past_handoff
from .ui_helpers import GAME

SIZES = [(80, 24), (120, 40), (160, 50)]


def footer_keys(app) -> str:
    return " · ".join(f"{k.key_display} {k.description}" for k in app.screen.query("FooterKey"))


def help_keys(screen) -> str:
    return " · ".join(row.text for row in key_rows(screen.active_bindings.values()))


async def _decide(pilot, key: str = "enter"):
    await pilot.press(key)
    await pilot.pause()
    await _past_handoff(pilot)
    await pilot.pause()


async def _to(pilot, kind: str, limit: int = 40):
    """Enter (f while pricing) until the seat on the keys has a decision of `kind`."""
    screen = _castles(pilot.app)
    for _ in range(limit):
        await _past_handoff(pilot)
        if screen.task_kind() == kind:
            return screen
        await _decide(pilot, "f" if screen.task_kind() == "price" else "enter")
    raise AssertionError(f"no {kind} decision")


@pytest.mark.parametrize("size", SIZES)
async def test_every_kind_of_decision_points_the_shared_way(size):
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await _past_handoff(pilot)
        screen = _castles(app)
        # a list: the bonus cards to keep
        assert screen.task_kind() == "keep_bonus"
        await check_pointing(pilot)
        assert all(t.key[0] == "option" for t in screen.targets())
        # pricing: the slots (with digits) and the "prices set" button
        screen = await _to(pilot, "price")
        assert cursor_on_a_legal_target(screen)
        await check_pointing(pilot)
        keys = [t.key for t in screen.targets()]
        assert ("done",) in keys and [t.digit for t in screen.targets() if t.digit] == \
            list(range(1, len(screen.real_state.market) + 1))
        # a second step: a room picked up; Esc puts it back
        await pilot.press("2", "enter")
        assert screen.picked == 1
        await check_pointing(pilot)
        await pilot.press("escape")
        assert screen.picked is None and screen.pointed() == ("slot", 1)
        assert screen.task_kind() == "price"
        # buying: the slots, stairs, hallway and the pass button
        screen = await _to(pilot, "turn")
        assert cursor_on_a_legal_target(screen)
        await check_pointing(pilot)
        keys = [t.key for t in screen.targets()]
        assert ("pass",) in keys and ("corridor", "stairs") in keys
        slot = next(a.slot for a in screen.legal_actions() if isinstance(a, BuyRoom))
        await pilot.press(str(slot + 1))
        assert screen.pointed() == ("slot", slot)
        await _decide(pilot)
        # placing: the spots of the room in its turn
        assert screen.task_kind() == "place"
        assert cursor_on_a_legal_target(screen)
        await check_pointing(pilot)
        assert all(t.key[0] == "spot" for t in screen.targets())
        # Esc: back to the market, on the room bought
        await pilot.press("escape")
        await pilot.pause()
        assert screen.task_kind() == "turn" and screen.pointed() == ("slot", slot)
        await _decide(pilot)
        assert screen.task_kind() == "place"
        seat, placed = screen.seat, len(screen.match.state.castles[screen.seat])
        await _decide(pilot)
        assert len(screen.match.state.castles[seat]) == placed + 1
        if screen.legal_actions():
            assert cursor_on_a_legal_target(screen)


async def test_tab_walks_the_spots_best_first_and_r_turns_the_room():
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = await _to(pilot, "place")
        order = nav.best_first(screen.targets())
        assert screen.pointed() == order[0].key  # starts on the best-scoring spot
        await pilot.press("tab")
        assert f"2 of {len(order)}" in prompt(app) or len(order) == 1
        rot = screen.ghost.rot
        await pilot.press("r")
        assert screen.ghost.rot != rot
        assert screen.pointed() is not None
        # a spot under the cursor that does not fit says why; Enter refuses it
        if not cursor_on_a_legal_target(screen):
            await pilot.press("enter")
            assert "cannot go here" in prompt(app).lower()
            assert screen.task_kind() == "place"


async def test_digits_click_and_hint_in_the_market():
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = await _to(pilot, "turn")
        await pilot.press("h")
        hint = screen.session.hint(screen.seat)
        assert screen.pointed() == screen.hint_target(hint)
        # a click points, a second click on the same target takes it (a slot the hint
        # did not point at: a click on the target already pointed at takes it at once)
        slot = next(a.slot for a in screen.legal_actions()
                    if isinstance(a, BuyRoom) and ("slot", a.slot) != screen.pointed())
        box = nav.find(screen.targets(), ("slot", slot)).box
        await pilot.click(offset=(box.x + 3, box.y))
        assert screen.pointed() == ("slot", slot) and screen.task_kind() == "turn"
        await pilot.click(offset=(box.x + 3, box.y))
        await pilot.pause()
        assert screen.task_kind() == "place"


async def test_a_buyer_is_not_offered_prices_set():
    """Slip: the footer offered "f Prices set" to a buyer (only the Master Builder sets
    prices): it was not drawn again when the decision changed."""
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        screen = await _to(pilot, "price")
        assert "Prices set" in footer_keys(app) and "Rotate" not in footer_keys(app)
        await _decide(pilot, "f")  # the prices are set: the buying begins
        assert screen.task_kind() == "turn"
        for text in (footer_keys(app), help_keys(screen)):
            assert "Prices set" not in text and "Finish arranging" not in text
            assert "Rotate" not in text and "Turn the room" not in text
        assert "Pass" in footer_keys(app)


async def test_buying_is_not_offered_rotate_or_next_spot():
    """Slip: the footer offered "tab Next spot · r Rotate" while buying (after a
    placement): the footer and help list only the keys that act now."""
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        screen = await _to(pilot, "place")
        assert "Rotate" in footer_keys(app) and "Pass" not in footer_keys(app)
        await _decide(pilot)  # placed: someone prices or buys next
        assert screen.task_kind() in ("turn", "price")
        assert "Rotate" not in footer_keys(app) and "Next spot" not in footer_keys(app)
        screen = await _to(pilot, "turn")
        for text in (footer_keys(app), help_keys(screen)):
            assert "Rotate" not in text and "Turn the room" not in text
            assert "Next spot" not in text and "next legal spot" not in text
            assert "Prices set" not in text


async def test_a_handoff_between_decisions_keeps_the_keys_of_the_decision():
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        await _past_handoff(pilot)
        screen = _castles(app)
        assert "Prices set" not in footer_keys(app) and "Pass" not in footer_keys(app)
        assert screen.pointed() == ("option", 0) or cursor_on_a_legal_target(screen)
