"""Pilot tests of the Rococo screen: hand choice after the handoff, card -> action ->
target with greyed reasons and previews, Esc, undo, and the last round of a 2-player game by keys."""

from __future__ import annotations

from boardgames_tui.games.rococo import RULES
from boardgames_tui.games.rococo.actions import AcquireTile
from boardgames_tui.games.rococo.ui.menu import entries
from boardgames_tui.games.rococo.ui.render import market_text, palace_text, tableau_text
from boardgames_tui.games.rococo.ui.screen import RococoScreen
from boardgames_tui.ui.screens.game_over import GameOverScreen
from boardgames_tui.ui.screens.handoff import HandoffScreen
from tests.ui.helpers import game_app

from .helpers import in_actions, new_state, played
from .ui_helpers import advance_by_session, option_labels, tap

SIZE = (120, 40)


async def choose_first_hand(pilot) -> None:
    """Handoff, then Enter x3 picks the first three cards, Enter confirms."""
    assert isinstance(pilot.app.screen, HandoffScreen)
    await pilot.press("enter")
    for _ in range(4):
        await pilot.press("enter")
    await pilot.pause()


async def test_hand_choice_after_handoff_is_secret():
    app = game_app("rococo", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("enter")
        screen = app.screen
        assert isinstance(screen, RococoScreen)
        labels = option_labels(screen)
        assert labels[0].startswith("Confirm hand") and not screen._entries[0].enabled
        assert sum(1 for x in labels if x.startswith("[ ]")) == 5
        for _ in range(3):
            await pilot.press("enter")
        assert screen._entries[0].enabled and screen.picked == ["BASE-M1", "BASE-M2", "BASE-J"]
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)  # Ben's turn to choose
        await pilot.press("enter")
        await pilot.pause()
        assert screen.seat == 1
        tableau = screen.panel_text("#rococo-tableau")
        assert "Ben (you)" in tableau and "BASE-M1" not in tableau.split("Ana")[1]
        assert "hand 3" in tableau


async def test_card_action_target_with_reasons_back_and_undo():
    app = game_app("rococo", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await choose_first_hand(pilot)
        await choose_first_hand(pilot)
        await pilot.press("enter")  # Ana's turn: handoff
        screen = app.screen
        assert screen.seat == 0 and option_labels(screen)[0].startswith("Play Journeyman")
        await pilot.press("enter")  # play the Journeyman
        await pilot.pause()
        hire = next(e for e in screen._entries if e.submenu == "hire")
        assert not hire.enabled and hire.reason == "needs a master"
        acquire = next(i for i, e in enumerate(screen._entries) if e.submenu == "acquire_tile")
        await pilot.press(*(["down"] * acquire), "enter")  # highlight starts on the favour
        assert screen.mode == "acquire_tile"
        assert all(" for " in x for x in option_labels(screen)[:-1])  # price preview
        await pilot.press("escape")
        assert screen.mode == "" and option_labels(screen)[0].startswith("1 Claim")
        await pilot.press(*(["down"] * acquire), "enter", "enter")
        await pilot.pause()
        state = screen.session.match.state
        assert state.turn is not None and state.turn.step == "bonus"
        assert "Ana takes" in screen.session.match.log_lines()[-1]
        await pilot.press("u")
        await pilot.pause()
        assert screen.session.match.state.turn.step == "main"


async def test_last_round_by_keys_reaches_score_sheet():
    """Rounds 1-6 are applied through the session (the tailor's policy); round 7 is
    played by Enter presses only, through every handoff, to the final score sheet."""
    app = game_app("rococo", ["Ana", "Ben"], seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the first handoff
        screen = app.screen
        match = screen.session.match
        advance_by_session(screen, None, tailor=True, until_round=7)
        assert match.state.round == 7 and match.state.phase == "choose"
        before = len(match.record.actions)
        screen.after_change()
        await pilot.pause()
        presses = 0
        while not isinstance(app.screen, GameOverScreen) and presses < 150:
            await tap(pilot, "enter")
            presses += 1
        assert isinstance(app.screen, GameOverScreen)
        assert match.is_over() and len(match.record.actions) - before >= 10
        sheet = app.screen.sheet
        assert [r.name for r in sheet.rows] == ["Ana", "Ben"] and sheet.winners
        assert sheet.rows[0].total == RULES.score_sheet(match.state).rows[0].total > 0


async def test_full_two_player_game_by_keys_only():
    """Issue 6: a whole 2-player game by key presses alone (Enter takes the highlighted
    choice at every handoff, hand choice, action and bonus), to the score sheet."""
    app = game_app("rococo", ["Ana", "Ben"], seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        presses = 0
        while not isinstance(app.screen, GameOverScreen) and presses < 800:
            await tap(pilot, "enter")
            presses += 1
        assert isinstance(app.screen, GameOverScreen)
        match = app.session.match
        assert match.is_over() and match.state.round == 7
        assert all(a.seat in (0, 1) for a in match.record.actions)
        assert app.screen.sheet == RULES.score_sheet(match.state)


def test_menu_greys_actions_with_reasons_for_apprentice():
    s = played(in_actions(new_state(2)), "BASE-A1")
    menu = entries(s, 0, RULES.legal_actions(s, 0))
    by_kind = {e.submenu or getattr(e.action, "kind", ""): e for e in menu}
    assert by_kind["claim_favor"].reason == "needs a master or journeyman"
    assert by_kind["make_dress"].reason == "needs a master or journeyman"
    assert by_kind["acquire_tile"].enabled
    targets = entries(s, 0, RULES.legal_actions(s, 0), mode="acquire_tile")
    assert all(isinstance(e.action, AcquireTile) for e in targets[:-1]) and targets[-1].back


def test_renderers_show_board_market_and_tableau():
    s = new_state(5, jewelry_box=True)

    def colour(seat):
        return "#ff0000"

    palace = palace_text(s, colour).plain
    assert "H1 King 7/3" in palace and "F5 14L" in palace and "All halls: 6PP" in palace
    market = market_text(s).plain
    assert "hire price now 5L" in market and "Queen's favour: free" in market
    assert "JEWELS" in market and "8 0L" in market
    tab = tableau_text(s, 0, colour).plain
    assert "P1 (you)" in tab and "BASE-M1" in tab and "hand 0" in tab
