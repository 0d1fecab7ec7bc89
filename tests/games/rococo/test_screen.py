"""Pilot tests of the Rococo screen: the hand as cards after the handoff, card -> action
-> target on the board with the cursor and its preview, Esc, undo, selling with `s`,
the final scoring walk, whole games by key presses, and resizing."""

from __future__ import annotations

from boardgames_tui.games.rococo import RULES
from boardgames_tui.games.rococo.ui.choices import decision
from boardgames_tui.games.rococo.ui.screen import RococoScreen
from boardgames_tui.ui.screens.game_over import GameOverScreen
from boardgames_tui.ui.screens.handoff import HandoffScreen
from tests.ui.helpers import game_app, layouts_asked

from .helpers import in_actions, new_state, played
from .ui_helpers import advance_until, menu_labels, tap

SMALL = (80, 24)


async def test_hand_as_cards_after_handoff_is_secret():
    app = game_app("rococo", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("enter")
        screen = app.screen
        assert isinstance(screen, RococoScreen)
        assert screen.cursor == ("card", "BASE-M1")
        assert "Your supply: choose your hand" in screen.panel_text()
        await pilot.press("enter", "enter", "enter")
        assert screen.picked == ["BASE-M1", "BASE-M2", "BASE-J"]
        assert screen.cursor == ("confirm",)  # the hand is complete: the cursor waits there
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)  # Ben's turn to choose
        await pilot.press("enter")
        await pilot.pause()
        assert screen.seat == 1
        text = screen.panel_text()
        assert "Ben" in text and "hand 3" in text.split("Ana")[1].split("\n")[0]


async def _to_anas_first_turn(pilot) -> None:
    """From the start of seed 3: both hands chosen (handoff, three cards, confirm each),
    then Ana's handoff, so that her first turn is on screen."""
    await pilot.pause()
    for _ in range(2):
        await pilot.press("enter", "enter", "enter", "enter", "enter")
        await pilot.pause()
    await pilot.press("enter")


async def test_card_action_then_target_on_the_board_with_preview_back_and_undo():
    app = game_app("rococo", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=SMALL) as pilot:
        await _to_anas_first_turn(pilot)
        screen = app.screen
        assert screen.seat == 0 and screen.cursor[0] == "card"
        card = screen.cursor[1]
        await pilot.press("enter")  # play the card under the cursor
        await pilot.pause()
        state = screen.session.match.state
        assert state.turn is not None and state.turn.card == card
        labels = menu_labels(screen)
        hire = next(c for c in screen._menu if c.submenu == "hire")
        if RULES.legal_actions(state, 0) and state.turn.card != "BASE-M1":
            assert not hire.enabled and hire.reason == "needs a master"
        acquire = next(i for i, c in enumerate(screen._menu) if c.submenu == "acquire_tile")
        menu = screen.query_one("#rococo-menu")
        menu.highlighted = acquire
        await pilot.press("enter")
        await pilot.pause()
        assert screen.mode == "acquire_tile" and screen.cursor[0] == "tile"
        first = screen.cursor
        preview = str(screen.query_one("#rococo-preview").render())
        assert "drawer" in preview and "Livre" in preview and "Keep it as silk" in preview
        await pilot.press("right")
        assert screen.cursor != first and screen.cursor[0] == "tile"
        await pilot.press("escape")
        assert screen.mode == "" and labels == menu_labels(screen)
        menu.highlighted = acquire
        await pilot.press("enter", "enter")  # the action, then the tile under the cursor
        await pilot.pause()
        assert screen.sub is not None  # keep it or turn it in: a short menu
        assert menu_labels(screen)[0].startswith("Keep it as ")
        taken = screen.sub
        await pilot.press("enter")
        await pilot.pause()
        line = screen.session.match.log_lines()[-1]
        assert line.startswith("Ana takes a tile of ") and "drawer" in line
        await pilot.press("u")
        await pilot.pause()
        assert screen.session.match.state.turn.step == "main"
        # issue 31: back at exactly the decision taken back (the tile's uses, "keep" under
        # the cursor), not the main actions with another one highlighted: Enter does it again
        assert screen.mode == "acquire_tile" and screen.sub == taken
        assert screen.pointed() == ("menu", 0)
        assert menu_labels(screen)[0].startswith("Keep it as ")
        await pilot.press("enter")
        await pilot.pause()
        assert screen.session.match.log_lines()[-1] == line


async def test_rent_cursor_on_a_guest_space_previews_majority_and_s_sells():
    app = game_app("rococo", ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        screen = app.screen
        advance_until(
            screen, lambda s: s.turn is not None and s.turn.step == "place" and s.current == 0
        )
        screen.after_change()
        await pilot.pause()
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
            await pilot.pause()
        assert screen.cursor[0] == "guest"
        preview = str(screen.query_one("#rococo-preview").render())
        assert "guest space" in preview and "Dresses there" in preview and "→" in preview
        assert "points at the end" in preview
        await pilot.press("s")
        await pilot.pause()
        assert "sells the dress for" in screen.session.match.log_lines()[-1]


def test_decisions_point_at_the_board_except_menus():
    s = played(in_actions(new_state(2)), "BASE-A1")
    dec = decision(s, 0, RULES.legal_actions(s, 0))
    assert dec.kind == "menu"
    by_kind = {c.submenu or getattr(c.action, "kind", ""): c for c in dec.choices}
    assert by_kind["claim_favor"].reason == "needs a master or journeyman"
    assert by_kind["make_dress"].reason == "needs a master or journeyman"
    assert by_kind["acquire_tile"].enabled
    targets = decision(s, 0, RULES.legal_actions(s, 0), mode="acquire_tile")
    assert targets.kind == "point" and targets.page == "market"
    assert all(spot[0] == "tile" for spot in targets.spots())
    assert targets.alternatives()[0].back


async def test_full_two_player_game_by_keys_at_80x24():
    """Issues 6/12/14: a whole 2-player game by Enter alone at 80×24: every handoff, hand
    choice, card, action, target on the board and bonus, then the final scoring walk on
    the board, to the score sheet."""
    app = game_app("rococo", ["Ana", "Ben"], seed=5)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        presses = 0
        steps_seen = set()
        pointed = 0
        while not isinstance(app.screen, GameOverScreen) and presses < 1200:
            screen = app.screen
            if isinstance(screen, RococoScreen):
                if screen.final_step is not None:
                    steps_seen.add(screen.final_step)
                if (
                    screen._decision.kind == "point"
                    and screen.cursor
                    and screen.cursor[0] in ("guest", "tile", "window", "deco", "hire")
                ):
                    pointed += 1
            await tap(pilot, "enter")
            presses += 1
        assert isinstance(app.screen, GameOverScreen)
        match = app.session.match
        assert match.is_over() and match.state.round == 7
        assert steps_seen == set(range(7)) and pointed > 10
        assert app.screen.sheet == RULES.score_sheet(match.state)


async def test_five_players_against_bots_through_the_ui():
    app = game_app(
        "rococo",
        ["Ana", "Ben", "Cleo", "Dan", "Eve"],
        seed=2,
        bots={1: "random", 2: "random", 3: "random", 4: "random"},
        bot_delay=0.0,
    )
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        presses = 0
        while not isinstance(app.screen, GameOverScreen) and presses < 600:
            screen = app.screen
            match = app.session.match
            if (
                isinstance(screen, RococoScreen)
                and not match.is_over()
                and (0 not in screen.session.human_seats_to_act())
            ):
                await pilot.pause(0.01)
                continue
            await tap(pilot, "enter")
            presses += 1
        assert isinstance(app.screen, GameOverScreen)
        assert app.session.match.is_over() and len(app.screen.sheet.rows) == 5


async def _resize_and_play_on(sizes) -> None:
    app = game_app("rococo", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("enter", "enter", "enter")  # handoff, two cards chosen
        screen = app.screen
        for size in sizes:
            await pilot.resize_terminal(*size)
            await pilot.pause()
            await pilot.pause()
        assert app.screen is screen and screen.picked == ["BASE-M1", "BASE-M2"]
        assert screen.cursor == ("card", "BASE-J")
        await pilot.press("enter", "enter")  # third card, take these cards
        await pilot.pause()
        assert screen.session.match.state.seats[0].chosen


async def test_resize_in_a_game_keeps_the_cursor_and_plays_on():
    await _resize_and_play_on([(80, 24), (250, 80), (100, 30), (160, 50)])


async def test_resize_below_the_minimum_and_back_plays_on():
    await _resize_and_play_on([(60, 20), (80, 24), (250, 80), (100, 30)])


OPTION_SETS = [
    {"jewelry_box": jb, "fancy_garments": fg, "extra_resources": er,
     "exam_one_side_at_a_time": jb and fg, "solo_score_rival": er}
    for jb in (False, True) for fg in (False, True) for er in (False, True)
]


async def test_every_player_count_and_option_fits_80x24_with_nothing_cut():
    """Issue 31: 3-5 players (and the Jewelry Box at any count) needed more than 80×24.
    Every count 1-5 with every option combination reaches its first decision at 80×24:
    the size needed is at most 80×24, no line of the board is wider than its view, and
    the whole hand to choose from (every target of the decision) is in sight."""
    from boardgames_tui.ui.screens.too_small import TooSmallOverlay

    for n in (1, 2, 3, 4, 5):
        for options in OPTION_SETS:
            options = {**options, "solo_score_rival": options["solo_score_rival"] and n == 1}
            app = game_app("rococo", ["Ana", "Ben", "Cleo", "Dan", "Eve"][:n], seed=3,
                           options=options, bots={i: "greedy" for i in range(1, n)})
            async with app.run_test(size=SMALL) as pilot:
                await pilot.pause()
                screen = app.screen
                assert isinstance(screen, RococoScreen), (n, options)
                assert tuple(screen.needed_size()) <= SMALL, (n, options)
                w, h = screen.needed_size()
                assert w <= 80 and h <= 24, (n, options, w, h)
                assert not app.too_small and not list(screen.query(TooSmallOverlay))
                view = screen.query_one("#rococo-board")
                width = view.content_region.width
                lines = screen.panel_text().split("\n")
                assert max(len(line.rstrip()) for line in lines) <= width, (n, options)
                targets = [t for t in screen.targets() if t.key[0] in ("card", "confirm")]
                wanted = {k for k in screen._decision.spots() if k[0] in ("card", "confirm")}
                assert wanted and {t.key for t in targets} == wanted, (n, options)
                region = view.content_region
                for t in targets:
                    box = t.box
                    assert region.y <= box.y and box.y + box.height <= region.y + region.height, (
                        n, options, t.key)
                    assert box.x + box.width <= region.x + region.width, (n, options, t.key)


async def test_hint_puts_the_cursor_on_the_suggested_move():
    app = game_app("rococo", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the handoff
        screen = app.screen
        await pilot.press("h")
        await pilot.pause()
        hint = screen.session.hint(0)
        assert screen.cursor == ("confirm",) and len(screen.picked) == 3
        assert sorted(screen.picked) == sorted(hint.cards)
        await pilot.press("enter")  # the hinted hand, ready to confirm
        await pilot.pause()
        assert screen.session.match.state.seats[0].hand == list(hint.cards)


async def test_a_new_round_shows_income_employees_workshop_and_start_player():
    app = game_app("rococo", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        screen = app.screen
        advance_until(screen, lambda s: s.round == 2)
        screen.after_change()
        await pilot.pause()
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
            await pilot.pause()
        text = screen.panel_text()
        assert " Round 2 " in text and "Income of round 1: Ana " in text
        assert "New employees for hire:" in text and "Workshop: " in text
        assert "starts round 2" in text


async def test_jewelry_box_market_in_words():
    app = game_app("rococo", ["Ana", "Ben"], seed=3, options={"jewelry_box": True})
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        text = app.screen.panel_text()
        assert "Jewels " in text and ("necklace" in text or "ring" in text)
        assert "Journeyman exam 3L, play an Apprentice" in text
        assert "1 a yellow or red silk tile" in text and "3 claim the Queen's favour" in text
        assert text.count("tasks done:") == 2 and " A  ···" in text


async def test_taking_a_card_moves_the_cursor_on_to_the_next_card():
    """Taking a card into the hand leaves the cursor after it, not on the first card."""
    app = game_app("rococo", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the handoff
        screen = app.screen
        cards = [s for s in screen._decision.spots() if s[0] == "card"]
        assert len(cards) >= 4
        for _ in range(6):  # rightwards to the third card (the confirm lies on the way)
            if screen.cursor == cards[2]:
                break
            await pilot.press("right")
        assert screen.cursor == cards[2]
        await pilot.press("enter")
        assert screen.picked == [cards[2][1]]
        assert screen.cursor == cards[3]
        await pilot.press("enter")  # the next card, then round to the first
        assert screen.picked == [cards[2][1], cards[3][1]]
        assert screen.cursor == (cards[4] if len(cards) > 4 else cards[0])
        await pilot.press("enter")  # the hand is complete: the cursor waits on the confirm
        assert screen.cursor == ("confirm",)


async def _refused_hand(pilot):
    """Seed 3, one card taken, then Enter on "Take these cards": the screen and its
    prompt line, which shows the refusal."""
    from boardgames_tui.ui.widgets.prompt_line import PromptLine

    await pilot.pause()
    await pilot.press("enter")
    screen = pilot.app.screen
    await pilot.press("enter")  # one card taken
    screen.cursor = ("confirm",)
    await pilot.press("enter")
    return screen, screen.query_one(PromptLine)


async def test_a_refused_hand_is_forgotten_once_a_card_is_taken():
    """Found in play: "✗ choose 2 more" stayed on the prompt line with the hand complete."""
    app = game_app("rococo", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=SMALL) as pilot:
        screen, prompt = await _refused_hand(pilot)
        assert prompt._shown == ("✗ choose 2 more", True)
        screen.cursor = ("card", "BASE-J")
        await pilot.press("enter")
        assert not prompt._shown[1] and "more" not in prompt._shown[0]


async def test_the_legend_line_shows_in_a_spare_row_and_never_pushes_the_board():
    """The abbreviations (L, p, +y, +l, Y/G/R/B) named on the board's last line at
    80×24 where the view has a row to spare; with none to spare it is left out."""
    from rich.text import Text

    from boardgames_tui.games.rococo.ui.canvas import Block
    from boardgames_tui.games.rococo.ui.screen import BoardView

    app = game_app("rococo", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=SMALL) as pilot:
        await _to_anas_first_turn(pilot)
        await pilot.pause()
        screen = app.screen
        assert screen._paged  # palace and market take turns at 80×24
        lines = [line.plain for line in screen.query_one(BoardView).lines]
        assert lines[-1] == ("L Livre · p points · +y yarn · +l lace · "
                             "Y/G/R/B yellow/green/red/blue · ? help")
        assert len(lines) <= screen.query_one("#rococo-board").size.height
        block = Block(lines=[Text(f"row {i}") for i in range(10)])
        roomy, tight, full = (screen._with_legend(block, 79, h) for h in (12, 11, 10))
        assert roomy.height == 12 and not roomy.lines[10].plain  # after an empty row
        assert tight.height == 11 and tight.lines[10].plain.startswith("L Livre")
        assert full is block


def test_the_legend_in_german_fits_80_columns(german):
    from boardgames_tui.games.rococo.ui.draw import legend

    assert legend(79).lines[0].plain == ("L Livre · p Siegpunkte · +y Garn · +l Spitze · "
                                         "G/Ü/R/B Kleiderfarben · ? Hilfe")
    # the German colour letters (issue 35) are the last to leave the line
    assert legend(60).lines[0].plain == "G/Ü/R/B gelb/grün/rot/blau · ? Hilfe"
    assert legend(30) is None


async def test_a_cursor_move_over_the_warehouse_never_lays_the_screen_out():
    """Issue 16: the preview under the board is one to four rows from tile to tile; it
    keeps its height within a decision, so the board's view keeps its size and no cursor
    key asks for a layout of the screen (at 80×24 each one did, and the view drew the
    board again on its resize)."""
    for size in (SMALL, (160, 50)):
        app = game_app("rococo", ["Ana", "Ben"], seed=3)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            for _ in range(2):  # both hands: handoff, three cards, confirm
                await pilot.press("enter", "enter", "enter", "enter", "enter")
                await pilot.pause()
            await pilot.press("enter", "enter")  # Ana's handoff, then her card
            await pilot.pause()
            screen = app.screen
            acquire = next(t.key for t in screen.targets() if t.key[0] == "menu"
                           and screen._menu[t.key[1]].submenu == "acquire_tile")
            for _ in range(len(screen._menu)):  # the cursor to Acquire resources
                if screen.pointed() == acquire:
                    break
                await pilot.press("down")
            await pilot.press("enter")  # then point at a tile
            await pilot.pause()
            assert screen._decision.kind == "point"
            previews = set()
            with layouts_asked() as asked:
                for key in ["right"] * 4 + ["down"] * 2 + ["left"] * 4 + ["up"] * 2:
                    await pilot.press(key)
                    await pilot.pause()
                    previews.add(screen._preview_text)
        assert len(previews) > 1, size  # the cursor did go from tile to tile
        assert asked == [], size


async def test_a_refusal_is_forgotten_when_the_cursor_moves_on():
    """Found in play: "✗ You have chosen enough cards" stayed on the prompt line with the
    cursor moved on to "Take these cards"."""
    app = game_app("rococo", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=SMALL) as pilot:
        screen, prompt = await _refused_hand(pilot)
        assert prompt.refused
        await pilot.press("down")  # the button is drawn above the first card
        assert screen.cursor != ("confirm",)
        assert not prompt.refused and "for your hand" in prompt._shown[0]
