"""Issue 27: pointing and choosing in Rococo through the shared model (ui/board): the
arrows go to the nearest target as drawn (board spots and menu entries alike), Tab walks
the legal ones best first with "k of n", digits jump to halls 1-5 and drawers 1-3, Esc
steps back one step, a click points and a second one chooses; and the four slips players
reported are gone."""

from __future__ import annotations

import pytest

from boardgames_tui.games.rococo.ui.screen import RococoScreen
from boardgames_tui.ui.screens.handoff import HandoffScreen
from tests.ui.helpers import game_app
from tests.ui.pointing_checks import check_pointing, cursor_on_a_legal_target

from .ui_helpers import advance_until

SIZES = [(80, 24), (120, 40), (160, 50)]


def screen_text(app) -> str:
    strips = app.screen._compositor.render_strips()
    return "\n".join("".join(seg.text for seg in strip) for strip in strips)


async def take_keyboard(pilot) -> None:
    await pilot.pause()
    if isinstance(pilot.app.screen, HandoffScreen):
        await pilot.press("enter")
        await pilot.pause()


async def at_decision(pilot, predicate) -> RococoScreen:
    """The game of the app brought (straight on the match) to the first position where
    `predicate(state)` holds, shown on the screen."""
    await take_keyboard(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, RococoScreen)
    advance_until(screen, predicate)
    screen.after_change()
    await take_keyboard(pilot)
    await pilot.pause()
    return screen


def main_step(state) -> bool:
    return state.turn is not None and state.turn.step == "main" and state.current == 0


def placing(state) -> bool:
    return state.turn is not None and state.turn.step == "place" and state.current == 0


def handing_in(state) -> bool:
    return state.turn is not None and state.turn.step == "handin" and state.current == 0


async def open_action(pilot, screen: RococoScreen, kind: str) -> None:
    """In the main action menu: the entry of `kind` highlighted, then Enter."""
    menu = screen.query_one("#rococo-menu")
    menu.highlighted = next(i for i, c in enumerate(screen._menu) if c.submenu == kind)
    await pilot.press("enter")
    await pilot.pause()
    assert screen.mode == kind


# --- the slips players reported ---------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
async def test_hand_choice_down_from_the_button_and_right_along_the_cards(size):
    """Down from "Take these cards" landed on the 3rd card, and Right from the 3rd or 4th
    card jumped back to the button (two wrong hands were chosen that way)."""
    app = game_app("rococo", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=size) as pilot:
        await take_keyboard(pilot)
        screen = app.screen
        cards = [s for s in screen._decision.spots() if s[0] == "card"]
        assert len(cards) == 5 and screen.cursor == cards[0]
        await pilot.press("up")
        assert screen.cursor == ("confirm",)
        await pilot.press("down")
        assert screen.cursor == cards[0]
        for card in cards[1:]:
            await pilot.press("right")
            assert screen.cursor == card
        await pilot.press("right")  # the last card: nothing further right
        assert screen.cursor == cards[-1]


async def test_right_from_drawer_1s_first_tile_stays_in_drawer_1_at_80_columns():
    """Seed 8: drawer 1's first tile is drawn wider than drawer 2's, and Right went down
    to drawer 2's second tile."""
    app = game_app("rococo", ["Ana", "Ben"], seed=8)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await at_decision(pilot, main_step)
        await open_action(pilot, screen, "acquire_tile")
        screen.cursor = ("tile", 0, 0)
        screen.refresh_board()
        await pilot.pause()
        await pilot.press("right")
        assert screen.cursor == ("tile", 0, 1)
        await pilot.press("right")
        assert screen.cursor == ("tile", 0, 2)


@pytest.mark.parametrize("size", SIZES)
async def test_digits_jump_to_halls_1_to_5(size):
    """Reaching hall 4 took 17 presses of Right: digits 1-5 jump to the halls."""
    app = game_app("rococo", ["Ana", "Ben"], seed=5)
    async with app.run_test(size=size) as pilot:
        screen = await at_decision(pilot, placing)
        assert screen.cursor[0] == "guest"
        for digit, hall in [(4, "H4"), (1, "H1"), (5, "H5"), (2, "H2"), (3, "H3")]:
            await pilot.press(str(digit))
            assert screen.cursor[0] == "guest" and screen.cursor[1].split("-")[0] == hall
            assert cursor_on_a_legal_target(screen)
        text = screen_text(app)
        assert "1 King's" in text  # the King's hall shows its digit; halls 2-5 their names


async def test_right_along_a_row_of_halls_reaches_hall_4_in_order():
    """The arrows follow the drawing: Right along the top row of guest spaces goes space
    by space and hall by hall, never down to another row while the row goes on."""
    app = game_app("rococo", ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await at_decision(pilot, placing)
        guests = [t for t in screen.targets() if t.key[0] == "guest"]
        top = min(t.box.y for t in guests)
        row = sorted((t for t in guests if t.box.y == top), key=lambda t: t.box.x)
        screen.point(row[0].key)
        await pilot.pause()
        for target in row[1:]:
            await pilot.press("right")
            assert screen.cursor == target.key
        assert {t.key[1].split("-")[0] for t in row} == {"H1", "H2", "H3", "H4", "H5"}


async def test_esc_is_not_offered_when_handing_in_kept_tiles():
    """"Hand in kept tiles" is the first step of its decision: Esc did nothing there
    although the footer offered "esc Back"."""
    app = game_app("rococo", ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await at_decision(pilot, handing_in)
        assert screen._decision.kind == "menu"
        assert not screen.check_action("step_back", ())
        footer = screen_text(app).splitlines()[-1]
        assert "esc" not in footer.lower()
        assert "Tab" in footer or "tab" in footer


# --- the shared checks on each kind of decision, at three sizes --------------------------


def playing_a_card(state) -> bool:
    return state.phase == "actions" and state.turn is None and state.current == 0


@pytest.mark.parametrize("size", SIZES)
async def test_hand_choice_points_as_drawn(size):
    app = game_app("rococo", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=size) as pilot:
        await take_keyboard(pilot)
        screen = app.screen
        await check_pointing(pilot)
        assert cursor_on_a_legal_target(screen)
        await pilot.press("enter")  # a card taken: Esc puts it back (the first step)
        assert len(screen.picked) == 1 and screen.check_action("step_back", ())
        await pilot.press("escape")
        assert screen.picked == [] and not screen.check_action("step_back", ())
        await pilot.press("enter", "enter", "enter")
        assert screen.cursor == ("confirm",) and cursor_on_a_legal_target(screen)
        await check_pointing(pilot)
        await pilot.press("enter")
        await pilot.pause()
        assert screen.session.match.state.seats[0].chosen


@pytest.mark.parametrize("size", SIZES)
async def test_playing_a_card_then_the_main_action_then_a_tile(size):
    app = game_app("rococo", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=size) as pilot:
        screen = await at_decision(pilot, playing_a_card)
        assert all(t.key[0] == "card" for t in screen.targets())
        await check_pointing(pilot)
        assert cursor_on_a_legal_target(screen)
        await pilot.press("enter")  # the card: the main actions, a menu of targets
        await pilot.pause()
        assert screen._decision.kind == "menu"
        assert {t.key[0] for t in screen.targets()} == {"menu"}
        assert cursor_on_a_legal_target(screen)
        await check_pointing(pilot)
        await open_action(pilot, screen, "acquire_tile")  # the second step: the board
        assert screen.cursor[0] == "tile" and cursor_on_a_legal_target(screen)
        await check_pointing(pilot)
        await pilot.press("1")
        assert screen.cursor[:2] == ("tile", 0)
        await pilot.press("escape")  # back to the main actions, on the one left
        assert screen.mode == "" and screen._decision.kind == "menu"
        assert screen._menu[screen.pointed()[1]].submenu == "acquire_tile"
        await pilot.press("enter")
        assert screen.mode == "acquire_tile"
        await pilot.press("enter")  # a tile: keep it or turn it in, a short menu
        await pilot.pause()
        assert screen.sub is not None and screen._decision.kind == "menu"
        tile = screen.sub
        await check_pointing(pilot)
        await pilot.press("escape")  # back to the board, on the same tile
        assert screen.sub is None and screen.cursor == tile
        await pilot.press("enter")
        await pilot.pause()
        before = len(screen.session.match.record.actions)
        await pilot.press("enter")  # the use highlighted first
        await pilot.pause()
        assert len(screen.session.match.record.actions) > before
        if screen.legal_actions():
            assert cursor_on_a_legal_target(screen)


@pytest.mark.parametrize("size", SIZES)
async def test_renting_a_dress_points_at_guest_spaces(size):
    app = game_app("rococo", ["Ana", "Ben"], seed=5)
    async with app.run_test(size=size) as pilot:
        screen = await at_decision(pilot, placing)
        assert {t.key[0] for t in screen.targets()} == {"guest"}
        assert cursor_on_a_legal_target(screen)
        await check_pointing(pilot)
        assert not screen.check_action("step_back", ())  # its first step


@pytest.mark.parametrize("size", SIZES)
async def test_handing_in_tiles_is_a_menu_of_targets(size):
    app = game_app("rococo", ["Ana", "Ben"], seed=5)
    async with app.run_test(size=size) as pilot:
        screen = await at_decision(pilot, handing_in)
        assert cursor_on_a_legal_target(screen)
        await check_pointing(pilot)
        before = len(screen.session.match.record.actions)
        await pilot.press("enter")
        await pilot.pause()
        assert len(screen.session.match.record.actions) > before
        if screen.legal_actions():
            assert cursor_on_a_legal_target(screen)


async def test_tab_walks_the_best_first_and_says_k_of_n():
    """Tab's order is the value of each move (as the greedy bot values it): the first
    is worth the most, and the cursor of a new step starts there."""
    app = game_app("rococo", ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await at_decision(pilot, placing)
        order = [t for t in screen.targets() if t.legal]
        values = sorted((t.value for t in order), reverse=True)
        assert screen.cursor == max(order, key=lambda t: t.value).key
        assert next(t for t in order if t.key == screen.cursor).value == values[0]
        await pilot.press("tab")
        from tests.ui.pointing_checks import prompt

        assert f"2 of {len(order)}" in prompt(app)


async def test_a_click_points_and_a_second_click_chooses():
    app = game_app("rococo", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await take_keyboard(pilot)
        screen = app.screen
        cards = [t for t in screen.targets() if t.key[0] == "card"]
        third = cards[2]
        offset = (third.box.x + 1, third.box.y + 1)  # inside the card, not on its title
        await pilot.click(offset=offset)
        assert screen.cursor == third.key and screen.picked == []
        await pilot.click(offset=offset)
        assert screen.picked == [third.key[1]]


async def test_a_click_on_a_menu_entry_points_then_chooses():
    app = game_app("rococo", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await at_decision(pilot, main_step)
        entry = next(t for t in screen.targets()
                     if t.key[0] == "menu" and screen._menu[t.key[1]].submenu == "acquire_tile")
        if screen.pointed() == entry.key:  # the decision started there: point elsewhere first
            await pilot.press("down")
            assert screen.pointed() != entry.key
        await pilot.click(offset=(entry.box.x + 2, entry.box.y))
        assert screen.pointed() == entry.key and screen.mode == ""
        await pilot.click(offset=(entry.box.x + 2, entry.box.y))
        assert screen.mode == "acquire_tile"


async def test_the_hint_puts_the_cursor_on_the_bots_move_through_the_model():
    app = game_app("rococo", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await at_decision(pilot, main_step)
        await pilot.press("h")
        hint = screen.session.hint(0)
        target = next(t for t in screen.targets() if t.key == screen.pointed())
        if target.key[0] == "menu":
            assert screen._menu[target.key[1]].action == hint
        else:
            chosen = [c.action for c in screen._decision.spots()[target.key]]
            assert hint in chosen
        before = len(screen.session.match.record.actions)
        await pilot.press("enter")
        await pilot.pause()
        record = screen.session.match.record.actions
        assert len(record) > before
        assert screen.game.parse_action(record[before].action) == hint


def test_the_screen_has_no_pointing_actions_of_its_own():
    own = RococoScreen.__dict__
    for name in ("action_move", "action_cycle", "action_hint", "action_point",
                 "action_choose", "action_back", "action_confirm", "action_step_back",
                 "action_number"):
        assert name not in own, name
    keys = {b.key for b in RococoScreen.BINDINGS}
    assert not keys & {"left", "right", "up", "down", "tab", "shift+tab", "enter", "escape"}


async def test_m_shows_the_other_page_and_a_new_step_shows_its_targets_again():
    """At 80×24 palace and market take turns (m switches, Tab is the shared cycle); the
    targets of the next step are on the page shown, whatever page was looked at."""
    app = game_app("rococo", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await at_decision(pilot, main_step)
        assert screen._paged and screen.check_action("page", ())
        before = screen.panel_text()
        await pilot.press("m")
        assert screen.panel_text() != before
        await pilot.press("m")  # the palace, chosen
        assert screen.panel_text() == before and screen.page == "palace"
        await open_action(pilot, screen, "acquire_tile")
        assert screen.cursor[0] == "tile" and cursor_on_a_legal_target(screen)
        assert "Drawer 1" in screen.panel_text()


async def test_the_other_page_hides_the_pointing_keys_it_has_no_target_for():
    """Issue 27: `m` showed the palace while a warehouse tile was to be chosen; the
    footer still offered Enter and the arrows, which had nothing to act on. On a page
    without targets the pointing keys leave the footer; back on the decision's page
    they return."""
    app = game_app("rococo", ["Ana", "Ben"], seed=8)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await at_decision(pilot, main_step)
        await open_action(pilot, screen, "acquire_tile")
        assert screen._paged and screen.cursor[0] == "tile"
        assert screen.check_action("choose", ()) and screen.check_action("point", ("left",))

        def footer_keys() -> set[str]:
            return {b.binding.action for b in screen.active_bindings.values()
                    if b.enabled and b.binding.show}

        assert "choose" in footer_keys()
        await pilot.press("m")
        await pilot.pause()
        assert screen.page == "palace" and not screen.targets()
        assert not screen.check_action("choose", ())
        assert "choose" not in footer_keys()
        await pilot.press("m")
        await pilot.pause()
        assert screen.targets() and "choose" in footer_keys()
