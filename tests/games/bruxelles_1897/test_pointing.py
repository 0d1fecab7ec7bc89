"""Issue 27: Bruxelles 1897 on the shared pointing layer. A turn is decided in steps: the
architect (or pass), then where it goes (a grid card or a Brussels card); a Brussels
placement adds architects and is confirmed; cards ask follow-up choices; the round
scoring waits for Enter. Each of these decisions is walked at 80×24, 120×40 and 160×50
with the shared checks (every target reachable, each arrow lands on the nearest target
as drawn, Tab best first with "k of n"), and the slips players reported are tested."""

from __future__ import annotations

import pytest

from boardgames_tui.games.bruxelles_1897.actions import Place
from boardgames_tui.games.bruxelles_1897.setup import LOCATIONS
from tests.ui.helpers import game_app
from tests.ui.pointing_checks import check_pointing, cursor_on_a_legal_target, prompt

from .helpers import point_to

SIZES = [(80, 24), (120, 40), (160, 50)]
CITY_HALL = ("loc", LOCATIONS.index("city_hall"))
PARK = ("loc", LOCATIONS.index("cinquantenaire"))


def _app(seed: int = 3):
    return game_app("bruxelles-1897", ["Ana", "Ben"], seed=seed)


async def _to_place_step(pilot):
    """Enter on the architect the decision starts on: the second step."""
    await pilot.press("enter")
    await pilot.pause()
    assert pilot.app.screen.stage == "place"


@pytest.mark.parametrize("size", SIZES)
async def test_every_decision_kind_points_the_same_way(size):
    app = _app()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen
        # 1. the architect (or pass)
        assert screen.stage == "card" and screen.pointed()[0] == "arch"
        assert cursor_on_a_legal_target(screen)
        await check_pointing(pilot)
        # 2. where it goes; Esc comes back to the architect
        await _to_place_step(pilot)
        assert cursor_on_a_legal_target(screen)
        await check_pointing(pilot)
        await pilot.press("escape")
        assert screen.stage == "card" and screen.pointed()[0] == "arch"
        # 3. a Brussels placement: architects to add and Confirm
        await _to_place_step(pilot)
        await point_to(pilot, CITY_HALL)
        await pilot.press("enter")
        await pilot.pause()
        assert screen.match.state.step == "brussels"
        assert cursor_on_a_legal_target(screen)
        await check_pointing(pilot)
        await pilot.press("enter")  # adds the architect pointed at
        await pilot.pause()
        assert len(screen.match.state.brussels_sel) == 1
        await point_to(pilot, ("confirm",))
        await pilot.press("enter")
        await pilot.pause()
        # City Hall asks which nobles to activate: a list of choices
        assert screen.match.state.step == "city_hall"
        assert screen.pointed()[0] == "option" and cursor_on_a_legal_target(screen)
        await check_pointing(pilot)
        await pilot.press("1")  # a digit points at choice 1; Enter takes it
        assert screen.pointed() == ("option", 0)
        while screen.match.to_act() == [0]:
            await pilot.press("enter")
            await pilot.pause()
        # Ben passes, Ana passes: the round scoring waits for Enter
        assert cursor_on_a_legal_target(screen)
        await pilot.press("p", "p")
        await pilot.pause()
        await pilot.press("p", "p")
        await pilot.pause()
        assert screen.match.state.step == "ack"
        assert screen.pointed() == ("continue",)
        await check_pointing(pilot)
        await pilot.press("enter")
        await pilot.pause()
        assert screen.match.state.score_step == "coats"


async def test_arrows_follow_the_wide_layout_at_160x50():
    """Slip: at 160×50 the arrows followed the 80-column layout (Brussels under the grid):
    Right from column 4 did nothing, Up from the Cinquantenaire Park went to C3. In the
    wide layout Brussels stands right of the grid, and the arrows go by what is drawn."""
    app = _app()
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        screen = app.screen
        await _to_place_step(pilot)
        screen.point(("cell", 0, 3))
        await pilot.press("right")
        assert screen.pointed()[0] == "loc"  # Brussels, beside the grid
        screen.point(PARK)
        await pilot.press("up")
        assert screen.pointed() == CITY_HALL  # the Brussels card drawn above it
        await pilot.press("left")
        assert screen.pointed()[0] == "cell" and screen.pointed()[2] == 3
        # Down from C4 landed on the park: nothing lies below C4 at 160x50, and the park
        # stands to the right of it (beyond the arrows' slant), so the cursor stays
        screen.point(("cell", 2, 3))
        await pilot.press("down")
        assert screen.pointed() == ("cell", 2, 3)


@pytest.mark.parametrize("size", SIZES)
async def test_the_boxes_are_where_the_cards_are_drawn(size):
    """Each grid and Brussels target's box starts where the board draws that card."""
    from boardgames_tui.games.bruxelles_1897.ui.board import BoardView

    app = _app()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen
        await _to_place_step(pilot)
        board = screen.query_one(BoardView)
        region, (sx, sy) = board.content_region, board.scroll_offset
        for target in screen.targets():
            line = board.lines[target.box.y - region.y + sy].plain
            drawn = line[target.box.x - region.x + sx:][:target.box.width]
            if target.key[0] == "cell":  # " H House" or "▶H House": the type letter
                assert drawn[0] in " ▶" and drawn[1] != " ", (target.key, drawn)
                before = line[target.box.x - region.x + sx - 1]
                assert before == " ", (target.key, line)  # the gap (or the row letter's)
            else:
                name = {"stock_exchange": "Stock", "city_hall": "City",
                        "cinquantenaire": "Cinquantenaire"}[LOCATIONS[target.key[1]]]
                assert drawn[1:].startswith(name), (target.key, drawn)


async def test_a_new_decision_starts_on_a_legal_target_not_the_card_just_taken():
    """Slip: after a placement the cursor stayed on the card just taken, so the next
    turn opened on 'Not possible: … already stands on row B, column 4'."""
    app = _app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        target = next(a for a in screen.match.legal_actions(0)
                      if isinstance(a, Place) and (a.row, a.col) == (1, 3))
        await pilot.press(str(["A13", "A24", "A25"].index(target.card) + 1))
        await _to_place_step(pilot)
        if screen.selected_value() != target.value:
            await pilot.press("s")
        await point_to(pilot, ("cell", 1, 3))
        await pilot.press("enter")
        await pilot.pause()
        while screen.match.to_act() == [0]:  # a follow-up question of the card
            await pilot.press("enter")
            await pilot.pause()
        assert screen.match.to_act() == [1]
        assert cursor_on_a_legal_target(screen)
        assert "Not possible" not in prompt(app)
        await _to_place_step(pilot)
        assert screen.pointed() != ("cell", 1, 3)
        assert cursor_on_a_legal_target(screen)
        assert "Not possible" not in prompt(app)


async def test_esc_steps_back_out_of_a_brussels_placement():
    """Slip: a Brussels placement could not be left with Esc. Esc takes back the last
    architect added, then the start of the placement: the cursor is on that Brussels
    card again, in the step where the architect goes."""
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        start = screen.match.state
        await _to_place_step(pilot)
        await point_to(pilot, CITY_HALL)
        await pilot.press("enter")
        await pilot.pause()
        assert screen.match.state.step == "brussels"
        await pilot.press("enter")
        await pilot.pause()
        assert len(screen.match.state.brussels_sel) == 1
        await pilot.press("escape")
        await pilot.pause()
        assert screen.match.state.step == "brussels" and not screen.match.state.brussels_sel
        await pilot.press("escape")
        await pilot.pause()
        assert screen.match.state == start
        assert screen.stage == "place" and screen.pointed() == CITY_HALL
        await pilot.press("escape")
        assert screen.stage == "card"


async def test_a_click_points_then_chooses():
    app = _app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        await _to_place_step(pilot)
        cell = next(t for t in screen.targets()
                    if t.legal and t.key[0] == "cell" and t.key != screen.pointed())
        where = (cell.box.x + 2, cell.box.y)
        await pilot.click(offset=where)
        assert screen.pointed() == cell.key
        assert not screen.match.record.actions
        await pilot.click(offset=where)
        await pilot.pause()
        logged = screen.match.record.actions[0].action
        assert ("cell", logged["row"], logged["col"]) == cell.key


async def test_hint_points_through_the_model():
    app = _app(16)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("h")
        hint = screen.session.hint(screen.seat)
        assert hint.kind == "place"
        assert screen.pointed() == ("cell", hint.row, hint.col)
        assert (screen.card, screen.selected_value()) == (hint.card, hint.value)
        await pilot.press("enter")
        await pilot.pause()
        assert screen.match.record.actions[0].action == screen.game.dump_action(hint)


async def test_a_click_on_the_grid_while_choosing_the_architect_goes_there():
    """The first step (the architect) points at a card in hand; a click on a grid card
    takes that architect to the second step, pointed at the card clicked; a second click
    places it there."""
    app = _app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert screen.stage == "card"
        card = screen.card
        screen.stage = "place"
        cell = next(t for t in screen.targets()
                    if t.legal and t.key[0] == "cell" and t.key != screen.pointed())
        screen.stage = "card"
        where = (cell.box.x + 2, cell.box.y)
        await pilot.click(offset=where)
        await pilot.pause()
        assert screen.stage == "place" and screen.pointed() == cell.key
        assert not screen.match.record.actions
        await pilot.click(offset=where)
        await pilot.pause()
        logged = screen.match.record.actions[0].action
        assert ("cell", logged["row"], logged["col"]) == cell.key and logged["card"] == card


async def test_digits_are_the_column_numbers_where_the_architect_goes():
    """Issue 27: in the second step the digits act: the column of the row the cursor is
    on (the Brussels cards 1-3 in the Brussels row), and the footer offers them."""
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        await _to_place_step(pilot)
        row = screen.cursor[0]
        assert screen.check_action("number", (3,)) is True
        await pilot.press("3")
        await pilot.pause()
        assert screen.pointed() == ("cell", row, 2)
        await pilot.press("1")
        await pilot.pause()
        assert screen.pointed() == ("cell", row, 0)
        await point_to(pilot, CITY_HALL)
        await pilot.press("3")
        await pilot.pause()
        assert screen.pointed() == PARK
        await pilot.press("4")
        await pilot.pause()
        assert screen.pointed() == PARK  # no fourth Brussels card: the cursor stays
