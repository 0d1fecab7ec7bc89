"""Pilot tests of BruxellesScreen: a whole 2-player game by key presses, the preview,
undo within the turn, the pass income and the round scoring shown step by step."""

from __future__ import annotations

import pytest

from boardgames_tui.games.bruxelles_1897.actions import Place
from boardgames_tui.games.bruxelles_1897.setup import LOCATIONS
from boardgames_tui.games.bruxelles_1897.ui.board import BoardView
from boardgames_tui.games.bruxelles_1897.ui.render import (
    GAP,
    LEFT,
    Look,
    board_lines,
    player_lines,
)
from boardgames_tui.games.bruxelles_1897.ui.screen import BruxellesScreen
from boardgames_tui.ui.screens.game_over import GameOverScreen
from tests.ui.helpers import game_app, layouts_asked

from .helpers import Player, choose_architect, fresh, point_to

SIZE = (120, 40)


def detail_text(screen) -> str:
    return str(screen.query_one("#bx-detail").render())


async def move_to(pilot, screen, target):
    """The second step of a turn: the arrows to (row, col); row == rows is Brussels."""
    if screen.stage != "place":
        await pilot.press("enter")
    r, c = target
    await point_to(pilot, ("cell", r, c) if r < screen.match.state.rows else ("loc", c))


def choose_turn(state, seat, placed_this_round, used_brussels, cursor):
    """A simple deterministic policy: cheap placements near the cursor (two in round 1,
    one later), a Stock Exchange visit in rounds 1-2, then pass (keeps the test short)."""
    from boardgames_tui.games.bruxelles_1897 import RULES

    legal = RULES.legal_actions(state, seat)
    places = [a for a in legal if a.kind == "place"]
    if places and placed_this_round < (2 if state.round == 1 else 1):
        def cost(a):
            return (a.value, abs(a.row - cursor[0]) + abs(a.col - cursor[1]), a.card)

        return min(places, key=cost)
    starts = [a for a in legal if a.kind == "brussels" and a.location == "stock_exchange"]
    if starts and not used_brussels and state.round <= 2:
        return starts[0]
    return None


async def test_full_two_player_game_by_keys_at_80x24():
    """A whole 2-player game by key presses alone in the compact layout, to the score
    sheet (issue 12: the terminal most people open)."""
    app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, BruxellesScreen)
        assert screen.layout_mode == "compact" and screen.needed_size() == (80, 24)
        placed: dict[tuple[int, int], int] = {}
        visited: set[tuple[int, int]] = set()
        seen_steps: set[str] = set()
        for _ in range(600):
            if isinstance(app.screen, GameOverScreen):
                break
            state = screen.match.state
            seen_steps.add(state.step)
            seat = screen.match.to_act()[0]
            if state.step == "turn":
                key = (state.round, seat)
                action = choose_turn(state, seat, placed.get(key, 0), key in visited, screen.cursor)
                if action is None:
                    await pilot.press("p", "p")
                elif action.kind == "place":
                    await choose_architect(pilot, action.card, action.value)
                    await move_to(pilot, screen, (action.row, action.col))
                    await pilot.press("enter")
                    placed[key] = placed.get(key, 0) + 1
                else:
                    await move_to(pilot, screen, (state.rows, LOCATIONS.index(action.location)))
                    await pilot.press("enter")
                    visited.add(key)
            elif state.step == "brussels":
                if screen.match.legal_actions(seat)[-1].kind == "confirm":
                    await pilot.press("c")
                else:
                    await pilot.press("enter")
            elif state.step == "ack":
                await pilot.press("enter")
            else:
                await pilot.press("1", "enter")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        assert screen.match.is_over()
        assert {"turn", "brussels", "ack"} <= seen_steps
        assert len(screen.match.record.actions) > 40
        sheet = screen.game.score_sheet(screen.match.state)
        assert sheet.winners


async def test_preview_undo_and_pass_income():
    app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        state = screen.match.state
        seat = screen.match.to_act()[0]
        assert "(p: pass for +3 francs)" in str(app.screen.query_one("#prompt").render())
        target = next(a for a in screen.match.legal_actions(seat) if a.kind == "place")
        await choose_architect(pilot, target.card, target.value)
        await move_to(pilot, screen, (target.row, target.col))
        text = detail_text(screen)
        value = screen.selected_value()
        assert f"Pays {value} franc" in text
        assert f"Column {target.col + 1}: " in text and "bonus card" in text and "→" in text
        assert "Coat of arms at rows" in text or "Coats of arms at rows" in text
        money = state.seats[seat].money
        await pilot.press("enter")
        await pilot.pause()
        after = screen.match.state
        assert after.seats[seat].money == money - screen.selected_value() or after.step != "turn"
        # undo is possible only while the same player is still deciding
        if after.step != "turn" and screen.match.can_undo():
            await pilot.press("u")
            await pilot.pause()
            assert screen.match.state == state


async def test_brussels_placement_can_be_undone_within_the_turn():
    app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        start = screen.match.state
        await move_to(pilot, screen, (start.rows, 1))
        assert "City Hall" in detail_text(screen)
        await pilot.press("enter")
        await pilot.pause()
        assert screen.match.state.step == "brussels"
        await pilot.press("enter")
        await pilot.pause()
        assert len(screen.match.state.brussels_sel) == 1
        assert "Placing at City Hall" in detail_text(screen)
        await pilot.press("u", "u")
        await pilot.pause()
        assert screen.match.state == start


async def test_round_scoring_is_shown_step_by_step():
    app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("p", "p")
        await pilot.pause()
        await pilot.press("p", "p")
        await pilot.pause()
        assert screen.match.state.score_step == "columns"
        assert "step 1 of 3: columns" in detail_text(screen)
        assert "Enter: go on to the coats of arms" in detail_text(screen)
        await pilot.press("enter")
        await pilot.pause()
        assert "step 2 of 3: coats of arms" in detail_text(screen)
        await pilot.press("enter")
        await pilot.pause()
        assert "step 3 of 3: Brussels → prison" in detail_text(screen)
        await pilot.press("enter")
        await pilot.pause()
        assert screen.match.state.round == 2


def test_board_labels_show_owner_value_coat_leader_and_column_lead():
    # the hands as dealt: the board shows what is given
    hand = ["1/3"] * 4 + ["2/4"] * 2
    state = fresh(2, architects={"A1": ("Ben", "1/3", 3), "A2": ("Ana", "1/3", 1)},
                  seats={"Ana": Player(hand=hand), "Ben": Player(hand=hand)})
    look = Look(colours=["#ff0000", "#0000ff"], cursor=(1, 1))
    lines = [t.plain for t in board_lines(state, look)]
    text = "\n".join(lines)
    assert "2 Ben" in text and "1/3 showing 3" in text
    assert "◇2" in text  # Ben leads the first coat (3 against 1), still open
    assert "2:3" in text and "1:1" in text  # column strengths under the columns
    assert "Prison" in text and "+3 francs, needs 1" in text
    # the labels: column numbers above, row letters left of the rows
    assert lines[0].split() == ["column", "1", "column", "2", "column", "3", "column", "4"]
    assert [line[0] for line in lines[1:9:3]] == ["A", "B", "C"]
    players = "\n".join(t.plain for t in player_lines(state, look, [0], shown=0))
    assert "hand 1/3×4 2/4×2" in players and "prison 2/5×1" in players
    assert "Brugmann (ready)" in players and "4 francs" in players


def test_preview_text_reports_refusal():
    from boardgames_tui.games.bruxelles_1897 import RULES
    from boardgames_tui.games.bruxelles_1897.ui.detail import placement_preview

    state = fresh(2, grid={"A1": "Sale"})
    lines = placement_preview(RULES, state, 0, Place(card="A13", value=1, row=0, col=0))
    assert lines[-1] == "Not possible: a Sale needs an artwork to sell"


async def test_click_moves_cursor_then_places():
    app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=16)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        seat = screen.match.to_act()[0]
        await choose_architect(pilot, "A13", 1)
        target = next(a for a in screen.match.legal_actions(seat)
                      if a.kind == "place" and a.card == "A13" and a.value == 1
                      and (a.row, a.col) != screen.cursor)
        card_w = screen.query_one(BoardView).look.card_w
        offset = (LEFT + target.col * (card_w + GAP) + 3, 1 + target.row * 3)
        await pilot.click("#bx-board", offset=offset)
        assert screen.cursor == (target.row, target.col)
        assert len(screen.match.record.actions) == 0
        await pilot.click("#bx-board", offset=offset)
        await pilot.pause()
        assert screen.match.record.actions[0].action["row"] == target.row


def test_colour_blind_palette_differs():
    from boardgames_tui.games.bruxelles_1897.ui.palette import artwork_colour, card_colour

    assert artwork_colour("red", True) != artwork_colour("red", False)
    assert card_colour("noble", True) != card_colour("noble", False)


async def test_scoring_steps_wait_for_the_human_when_a_bot_holds_first_player():
    app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=5, bots={1: "random"})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        for _ in range(80):
            state = screen.match.state
            if state.phase == "scoring":
                break
            if screen.match.to_act() == [0]:
                legal = screen.match.legal_actions(0)
                busy = [a for a in legal if a.kind != "pass"]
                if state.seats[1].passed or not busy:
                    await pilot.press("p", "p")
                else:  # keep Ana busy until the bot has passed first
                    screen.session.apply(0, busy[0])
                    screen.after_change()
            await pilot.pause(0.05)
        state = screen.match.state
        assert state.phase == "scoring" and state.score_step == "columns"
        assert state.first_player == 1 and screen.match.to_act() == [1]
        await pilot.pause(0.3)
        assert screen.match.state.score_step == "columns"  # held for the human
        assert "press Enter" in str(screen.query_one("#prompt").render())
        await pilot.press("enter")
        assert screen.match.state.score_step == "coats"
        for _ in range(10):  # coats, then a possible prison choice by the bot, then prison
            if screen.match.state.round == 2:
                break
            await pilot.press("enter")
            await pilot.pause(0.05)
        assert screen.match.state.round == 2


async def test_cinquantenaire_any_action_choice_by_keys():
    app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=5,
                   options={"cinquantenaire_mode": "any_art_nouveau_action"})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        start = screen.match.state
        seat = screen.match.to_act()[0]
        await move_to(pilot, screen, (start.rows, LOCATIONS.index("cinquantenaire")))
        assert "Park: carry out any one Art Nouveau action" in detail_text(screen)
        board = "\n".join(t.plain for t in board_lines(start, screen.look()))
        assert "any action, needs 1" in board
        await pilot.press("enter", "1", "enter", "c")
        await pilot.pause()
        state = screen.match.state
        assert state.step == "park"
        assert "Cinquantenaire Park — carry out one Art Nouveau action" in str(
            screen.query_one("#prompt").render())
        text = detail_text(screen)
        assert f"1) {start.players[seat]} does Creation (draw an artwork)" in text
        supply = [a.action for a in screen.match.legal_actions(seat)].index("supply")
        await pilot.press(str(supply + 1), "enter")
        await pilot.pause()
        after = screen.match.state
        assert len(after.seats[seat].materials) == len(state.seats[seat].materials) + 1
        assert after.step == "turn" and screen.match.to_act() != [seat]


async def test_cinquantenaire_discard_mode_shows_the_tops():
    app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=5,
                   options={"cinquantenaire_mode": "take_top_discard_and_resolve"})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        state = screen.match.state
        await move_to(pilot, screen, (state.rows, LOCATIONS.index("cinquantenaire")))
        text = detail_text(screen)
        assert "Park: take the top card of a discard pile and carry out its action" in text
        top = next(v[-1] for v in state.discards.values() if v)
        from boardgames_tui.games.bruxelles_1897.labels import action_label

        assert action_label(top) in text


async def test_architect_side_does_not_carry_over_to_the_next_decision():
    """Issue 11, item 13: `s` turns the architect for this decision only; the next player
    (and the next round) start on the best architect again (issue 27: a new decision
    starts on its best target), whatever side was turned before."""
    from boardgames_tui.ui.board import targets as nav

    app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=16)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        seat = screen.match.to_act()[0]
        target = next(a for a in screen.match.legal_actions(seat)
                      if a.kind == "place" and a.card == "A13" and a.value == 3)
        await choose_architect(pilot, "A13", 3)
        await move_to(pilot, screen, (target.row, target.col))
        await pilot.press("enter")
        await pilot.pause()
        while screen.match.to_act() == [seat]:  # a follow-up question of the card
            await pilot.press("enter")
            await pilot.pause()
        assert screen.match.record.actions[0].action["value"] == 3
        best = nav.first(screen.targets())
        assert screen.stage == "card" and screen.pointed() == best.key
        # the other player turns a card, passes; the round ends with Ana passing too
        await pilot.press("s")
        assert screen.pointed() != best.key
        await pilot.press("p", "p")
        await pilot.pause()
        assert screen.pointed() == nav.first(screen.targets()).key


async def test_pass_asks_for_confirmation():
    """Issue 13: p alone does not pass; p again does, any other key goes on playing."""
    app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        start = screen.match.state
        prompt = screen.query_one("#prompt")
        await pilot.press("p")
        await pilot.pause()
        assert screen.match.state == start
        assert "Press p again to pass" in str(prompt.render())
        assert "the First Player card" in str(prompt.render())
        await pilot.press("right")
        await pilot.pause()
        assert "Press p again" not in str(prompt.render())
        await pilot.press("p", "s", "p")  # s in between: asked again, nothing passed
        await pilot.pause()
        assert screen.match.state == start
        await pilot.press("p")
        await pilot.pause()
        assert screen.match.record.actions[-1].action["kind"] == "pass"
        assert "passes first and takes 3 francs" in screen.match.record.actions[-1].text


async def test_hint_puts_the_cursor_on_the_move():
    app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=16)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("h")
        await pilot.pause()
        hint = screen.session.hint(screen.seat)
        assert "Hint (Enter takes it): " in str(screen.query_one("#prompt").render())
        assert hint.kind == "place"
        assert screen.cursor == (hint.row, hint.col)
        assert (screen.card, screen.selected_value()) == (hint.card, hint.value)
        await pilot.press("enter")
        await pilot.pause()
        assert screen.match.record.actions[0].action == screen.game.dump_action(hint)


def _board_text(screen) -> list[str]:
    return [t.plain for t in screen.query_one(BoardView).lines]


async def test_last_placement_of_each_player_is_marked_until_they_move_again():
    app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=16)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert not any("★" in line for line in _board_text(screen)[:9])  # the grid
        await choose_architect(pilot, "A13", 1)
        await move_to(pilot, screen, (0, 0))
        await pilot.press("enter")  # Ana places at row A, column 1
        await pilot.pause()
        while screen.match.to_act() == [0]:
            await pilot.press("enter")
            await pilot.pause()
        lines = _board_text(screen)
        assert "★" in lines[1] and "Ana" in lines[1]  # row A's first line
        await choose_architect(pilot, "A13", 1)
        await move_to(pilot, screen, (0, 1))
        await pilot.press("enter")  # Ben: row A, column 2
        await pilot.pause()
        while screen.match.to_act() == [1]:
            await pilot.press("enter")
            await pilot.pause()
        lines = _board_text(screen)
        assert lines[1].count("★") == 2
        await pilot.press("p", "p")  # Ana moves again (passes): her mark goes
        await pilot.pause()
        lines = _board_text(screen)
        assert lines[1].count("★") == 1 and "Ben ★" in lines[1]


async def _round_scoring_steps(size):
    """Every step of the round scoring is visible whole (issue 15), the prison too."""
    app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=16)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen
        from .test_snapshots import _fill_coats

        _fill_coats(screen)
        await pilot.pause()
        await pilot.press("p", "p", "p", "p")
        await pilot.pause()
        seen = []
        while screen.match.state.round == 1:
            state = screen.match.state
            box = screen.query_one("#bx-detail")
            text = detail_text(screen)
            assert box.max_scroll_y == 0, (state.score_step, text)
            seen.append(state.score_step)
            if state.score_step == "prison":
                assert "Brussels" in text and "prison" in text.split("\n")[1]
                board = "\n".join(_board_text(screen))
                assert "Stock Exchange" in board
            await pilot.press("enter")  # the scoring's Enter, or the best choice
            await pilot.pause()
        assert {"columns", "coats", "prison"} <= set(seen)


async def test_round_scoring_steps_are_visible_whole_at_120x40():
    await _round_scoring_steps((120, 40))


async def test_round_scoring_steps_are_visible_whole_at_80x24():
    await _round_scoring_steps((80, 24))


async def test_needed_size_is_computed_from_the_content():
    """Issue 32: 2, 3 and 4 players all fit 80×24 (they needed 80×25 and 80×29)."""
    sizes = {}
    for n in (2, 3, 4):
        app = game_app("bruxelles-1897", ["Ana", "Ben", "Cleo", "Dirk"][:n], seed=5)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            sizes[n] = app.screen.needed_size()
    assert sizes == {2: (80, 24), 3: (80, 24), 4: (80, 24)}


@pytest.mark.parametrize("players", [2, 3, 4])
async def test_the_first_decision_shows_whole_at_80x24(players):
    """Issue 32: at 80×24 the first decision of a 2-, 3- and 4-player game is shown with
    nothing cut: the whole board (every card, the bonus cards, the Brussels cards and the
    prison), every player's line and the architects to choose from."""
    app = game_app("bruxelles-1897", ["Ana", "Ben", "Cleo", "Dirk"][:players], seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert app.screen is screen and screen.layout_mode == "compact"
        board = screen.query_one(BoardView)
        assert board.size.height >= len(board.lines) and board.scroll_offset.y == 0
        assert board.size.width >= max(line.cell_len for line in board.lines)
        players_panel = screen.query_one("#bx-players")
        assert players_panel.size.height == len(players_panel.lines) == players + 1
        detail = screen.query_one("#bx-detail")
        assert detail.size.height >= len(detail.lines)
        assert detail.max_scroll_y == 0
        text = "\n".join(line.plain for line in board.lines)
        assert "Prison" in text and "Stock Exchange" in text
        assert all(row in text for row in "ABCD"[:screen.match.state.rows])
        shown = "\n".join(line.plain for line in players_panel.lines)
        assert all(name in shown for name in screen.match.names)


async def _resize_then_play(sizes):
    app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=16)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        await choose_architect(pilot, "A24", 2)
        await move_to(pilot, screen, (1, 1))
        cursor, card = screen.cursor, screen.card
        for size, mode in sizes:
            await pilot.resize_terminal(*size)
            await pilot.pause()
            assert screen in app.screen_stack
            if size[0] < 80 or size[1] < 24:
                continue  # below what the screen needs: the frame says "too small"
            assert app.screen is screen
            assert screen.layout_mode == mode
            assert (screen.cursor, screen.card) == (cursor, card)
            board = screen.query_one(BoardView)
            y = board.cursor_y()
            assert y is not None  # the cursor is drawn ...
            top = board.scroll_offset.y
            assert top <= y < top + max(1, board.size.height)  # ... and in view
        before = len(screen.match.record.actions)
        await pilot.press("enter")
        await pilot.pause()
        assert len(screen.match.record.actions) == before + 1
        logged = screen.match.record.actions[-1].action
        assert (logged["row"], logged["col"], logged["card"]) == (1, 1, "A24")


async def test_resize_keeps_the_game_and_the_cursor_then_play_on():
    """Issue 12: resizing through every layout keeps the screen, cursor and architect."""
    await _resize_then_play([((80, 24), "compact"), ((250, 80), "wide"),
                             ((100, 30), "standard")])


async def test_resize_through_too_small_keeps_the_game():
    """Issue 12: 60×20 → 80×24 → 250×80 → 100×30 in a game in progress, then a move."""
    await _resize_then_play([((60, 20), "compact"), ((80, 24), "compact"),
                             ((250, 80), "wide"), ((100, 30), "standard")])


async def test_every_rival_is_in_sight_at_80x24():
    """Issue 32: at 80×24 a line per player (francs, the tracks, houses, artworks,
    materials, nobles) under a header naming them, every turn; [ and ] show one player's
    whole display and come back to the table; a new turn does not hide the rivals."""
    from boardgames_tui.games.bruxelles_1897.actions import Pass

    app = game_app("bruxelles-1897", ["Ana", "Ben", "Cleo", "Dirk"], seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        state = screen.match.state

        def lines() -> list[str]:
            return [line.plain for line in screen.query_one("#bx-players").lines]

        head = lines()[0].split()
        assert head == ["francs", "Architecture", "Nobility", "Prestige", "houses",
                        "artworks", "materials", "nobles"]
        for seat, line in enumerate(lines()[1:]):
            p = state.seats[seat]
            assert state.players[seat] in line
            assert line.split()[-8:] == [str(p.money), str(p.architecture), str(p.nobility),
                                         str(p.prestige), str(p.houses), "—",
                                         str(len(p.materials)), str(len(p.nobles))]
        names = []
        for _ in range(4):
            await pilot.press("right_square_bracket")
            await pilot.pause()
            names.append(next(n for n in screen.match.names if f" {n} ·" in lines()[0]))
            assert "[ ] other players" in lines()[0]
        assert sorted(names) == sorted(screen.match.names)  # every display, in turn
        await pilot.press("right_square_bracket")
        await pilot.pause()
        assert lines()[0].split()[0] == "francs"  # back to every player's line
        await pilot.press("left_square_bracket")
        await pilot.pause()
        assert names[-1] in lines()[0]
        seat = screen.match.to_act()[0]
        screen.session.apply(seat, Pass())
        screen.after_change()
        await pilot.pause()
        assert lines()[0].split()[0] == "francs" and len(lines()) == 5


async def test_every_display_side_by_side_from_120_columns():
    """Issue 32: at 120×40 every player's whole display is shown side by side."""
    app = game_app("bruxelles-1897", ["Ana", "Ben", "Cleo", "Dirk"], seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert screen.layout_mode == "standard"
        lines = [line.plain for line in screen.query_one("#bx-players").lines]
        assert all(name in lines[0] for name in screen.match.names)
        text = "\n".join(lines)
        assert text.count("hand ") == 4 and text.count("nobles ") == 4
        panel = screen.query_one("#bx-players")
        detail = screen.query_one("#bx-detail")
        assert panel.size.height == len(lines) and detail.size.height >= 3


async def test_a_long_choice_list_scrolls_with_the_marked_choice_at_80x24():
    app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        state = screen.match.states[-1]
        seat = screen.match.to_act()[0]
        state.seats[seat].materials = ["WW", "WB", "BM", "MM"]
        state.grid[0].action = "house"  # row A, column 1
        screen._values = (None, None, {})  # the state was changed in place: value it again
        screen.refresh_board()
        await choose_architect(pilot, "A13", 1)
        await move_to(pilot, screen, (0, 0))
        await pilot.press("enter")
        await pilot.pause()
        assert screen.match.state.step == "build"
        options = screen.match.legal_actions(seat)
        assert len(options) > 8
        box = screen.query_one("#bx-detail")
        for _ in range(len(options) - 1):
            await pilot.press("down")
            await pilot.pause()
            lines = screen.detail_lines()
            marked = next(i for i, t in enumerate(lines) if t.plain.startswith("▶ "))
            top = box.scroll_offset.y
            rows = box.line_rows(marked)
            assert top <= rows.start and rows.stop <= top + box.scrollable_content_region.height, (top, marked, list(rows), box.scrollable_content_region.height, screen.pointed())


async def _layouts_on_cursor_moves(size) -> tuple[set[int], list[str]]:
    """The detail panel's line counts seen and the layouts asked for while the cursor
    goes over the grid and down to Brussels."""
    app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=16)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("enter")  # the architect: the cursor goes to the grid
        await pilot.pause()
        counts = set()
        with layouts_asked() as asked:
            # up to the first row first: its Sale and House are refused (a shorter preview)
            for key in ["up"] * 3 + ["right"] * 3 + ["down"] * 3 + ["left"] * 3 + ["down"] * 5:
                await pilot.press(key)
                await pilot.pause()
                counts.add(len(screen.detail_lines()))
    return counts, asked


async def test_a_cursor_move_never_lays_the_screen_out():
    """Issue 16: the preview under the board changes its height from cell to cell (a
    refusal, a cost, Brussels); its panel scrolls its own rows, so no key of a cursor
    move asks for a layout of the screen. (Issue 27: the shared pointing says on the
    prompt line why a refused card cannot be taken; that line is a Static of auto
    height, which lays the screen out on a new text: the shared layer's, not counted.)"""
    for size in ((80, 24), (160, 50)):
        counts, asked = await _layouts_on_cursor_moves(size)
        assert len(counts) > 1, size  # the preview's height did change
        assert [w for w in asked if w != "PromptLine#prompt"] == [], size


async def test_a_brussels_preview_shows_whole_at_80x24_in_german(german):
    await test_a_brussels_preview_shows_whole_at_80x24(2, word="jetzt")


@pytest.mark.parametrize("players", [2, 4])
async def test_a_brussels_preview_shows_whole_at_80x24(players, word="now"):
    """Issue 32: the Brussels preview (effect, need, who would go to prison, how to place)
    fits the three rows of the compact layout, nothing cut."""
    from boardgames_tui.games.bruxelles_1897.setup import LOCATIONS as LOCS

    app = game_app("bruxelles-1897", ["Ana", "Ben", "Cleo", "Dirk"][:players], seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("enter")
        await pilot.pause()
        for i in range(len(LOCS)):
            await point_to(pilot, ("loc", i))
            await pilot.pause()
            detail = screen.query_one("#bx-detail")
            text = " ".join(line.plain for line in detail.lines)
            assert f" {word}" in text
            assert len(detail.lines) <= detail.size.height, text
