"""Issue 31: previews follow the player-count table, ties named, undo exact, and more."""

from __future__ import annotations

import re

from boardgames_tui.games.rococo import board as B
from boardgames_tui.games.rococo import outlook as O
from boardgames_tui.games.rococo import scenario
from boardgames_tui.games.rococo import scoring as S
from boardgames_tui.games.rococo.ui import draw as D
from boardgames_tui.games.rococo.ui import final_scoring as F
from boardgames_tui.games.rococo.ui.choices import deco_preview, rent_preview

from .helpers import new_state


def _ctx(state):
    return D.Ctx(state=state, viewer=0, colour_of=lambda s: "red",
                 marks=D.player_marks(state.players))


def test_with_two_players_previews_and_board_give_no_second_place():
    """Item 6: the fireworks preview said "most 6 points, second 2 points" with 2 players,
    where only first place scores; the hall and terrace boxes showed the printed X/Y."""
    two, three = new_state(2), new_state(3)
    fw2, fw3 = B.side(two).fireworks[0].id, B.side(three).fireworks[0].id
    assert S.majority_points(two, B.side(two).fireworks_majority)[1] == 0
    assert S.majority_points(three, B.side(three).fireworks_majority)[1] > 0
    text2, text3 = deco_preview(two, 0, fw2), deco_preview(three, 0, fw3)
    assert "second 2 points" not in text2 and "second place scores nothing" in text2
    assert "second 2 points" in text3
    assert "most fireworks 6/-" in D.terrace_line(_ctx(two), 200).text().plain
    assert "most fireworks 6/2" in D.terrace_line(_ctx(three), 200).text().plain
    hall = B.side(two).halls[1]
    x = hall.majority[0]
    assert f" {x}/- " in D.room(_ctx(two), hall, 20).text().plain
    space = hall.guest_spaces[0].id
    assert f"({x}/-)" in rent_preview(two, 0, space)


def test_previews_and_final_scoring_name_who_wins_a_tie_and_why():
    """Item 5: a tie for a hall won on the musician was not said anywhere."""
    from boardgames_tui.games.rococo import scenario
    from boardgames_tui.games.rococo.ui.choices import tie_words

    state = scenario.change(
        new_state(3), on_turn=0,
        dresses={"Hall 3, space 2": (0, "Y05"), "Hall 3, space 3": (1, "G01")},
        decorations={"musician in Hall 3": 1},
    )
    assert S.hall_tie(state, "H3") == (1, "musician")
    assert tie_words(state, 0, O.hall_standing(state, "H3")) == "tie: P2's musician"
    assert tie_words(state, 1, O.hall_standing(state, "H3")) == "tie: your musician"
    lines, _spots = F.final_step_lines(state, 2)
    assert any("hall 3" in line and "tie: P2's musician" in line for line in lines)
    # a Master guest space decides before the musician
    master = scenario.change(state, dresses={"Hall 3, space 1": (0, "R01")})
    assert S.hall_tie(master, "H3") is None  # P1 has two: no tie at all
    probe = scenario.change(
        new_state(3), on_turn=0,
        dresses={"Hall 3, space 1": (0, "Y05"), "Hall 3, space 3": (1, "G01")},
        decorations={"musician in Hall 3": 1},
    )
    assert tie_words(probe, 1, O.hall_standing(probe, "H3")) == "tie: P1's Master guest space"
    # the rent preview names it too: renting into hall 3 ties with P2, who has the musician
    ties = scenario.change(
        new_state(3), on_turn=0, dresses={"Hall 3, space 3": (1, "G01")},
        decorations={"musician in Hall 3": 1},
    )
    assert "tie: P2's musician" in rent_preview(ties, 0, "H3-2")


async def test_after_the_others_turns_a_line_says_what_each_gained():
    """Item 5: a bot's dress took Ben from 27 to 41 and nothing said why. On the
    player's turn, a line says what each running score gained or lost since the player's
    last move, and where."""
    from tests.ui.helpers import game_app

    app = game_app("rococo", ["Ana", "Ben", "Cleo"], seed=3,
                   bots={1: "greedy", 2: "greedy"})
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        session = screen.session
        match = session.match
        shown = []
        for _step in range(120):
            bots = session.bot_seats_to_act()
            if bots:
                session.apply(bots[0], session.bot_choice(bots[0]))
                continue
            screen.after_change()
            await pilot.pause()
            text = screen.panel_text()
            if "Since your last move:" in text:
                shown.append(text.split("Since your last move:")[1].split("\n")[0])
            session.apply(0, session.hint(0))
        assert shown, "no line about the others' turns"
        import re

        assert any(re.search(r"(Ben|Cleo) [+-]\d+: \S", line) for line in shown), shown
        assert match.record.actions


def test_the_final_steps_show_the_prestige_tokens_bought():
    """Item 8: the prestige tokens appeared only on the score sheet."""
    from boardgames_tui.games.rococo import scenario

    state = scenario.change(new_state(2), on_turn=0, holdings={0: {"points": 7}})
    lines, _spots = F.final_step_lines(state, len(F.FINAL_STEPS) - 1)
    assert "prestige tokens bought 7 points" in lines[0]


def test_at_80_columns_silk_per_colour_thimbles_and_eight_readable_cards():
    """Item 3: at 80×24 kept silk showed as "tiles 2", the ✂ (Masters only) was cut off
    the windows, and with 7-8 cards in the hand choice each card was too narrow to read."""
    from boardgames_tui.games.rococo import components as C
    from boardgames_tui.games.rococo import scenario

    state = scenario.change(new_state(5), on_turn=0,
                            holdings={0: {"tiles": ["3 green", "1 yellow 1 red"]}})
    ctx = _ctx(state)
    line = D.player_line(ctx, 0, 79).text().plain
    assert "silk 3G1Y1R" in line or "silk 3G1R1Y" in line, line
    assert len(line) <= 79
    assert "tiles 2" not in line
    shop = D.workshop(ctx, 79)
    assert shop.width <= 79
    thimbles = sum(1 for d in state.windows if d and C.dress(d).thimble)
    assert thimbles and shop.text().plain.count("✂") == thimbles
    ctx.hand = [c.id for c in C.data().base_cards][:5] * 2
    ctx.hand = ctx.hand[:8]
    cards = D.hand(ctx, 79)
    assert cards.width <= 79
    widths = {w for (_r, _c, w, _h) in cards.spots.values() if w > 1}
    assert min(widths) >= 18  # two rows of four: a bonus of two lines of 16 letters


async def test_the_round_change_is_on_the_board_not_a_notice_over_the_workshop():
    """Item 9: the round notice lay over workshop windows 4-6 for seconds at each round
    start; the board already shows the round's change above the market."""
    from boardgames_tui.ui.screens.handoff import HandoffScreen
    from tests.ui.helpers import game_app

    from .ui_helpers import advance_by_session

    app = game_app("rococo", ["Ana", "Ben"], seed=3, bots={1: "greedy"})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        advance_by_session(screen, None, until_round=2)
        screen.after_change()
        await pilot.pause()
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
            await pilot.pause()
        assert screen.match.state.round == 2
        assert not [n for n in app._notifications if n.title == "Round 2"]
        assert " Round 2 " in screen.panel_text()


async def test_a_replay_stepped_back_from_the_end_leaves_the_final_scoring():
    """Item 8: in the replay, PgUp to round 6 after game over still showed "Final
    scoring, step 1 of 7 … Enter: next step"."""
    from tests.ui.helpers import game_app

    from .ui_helpers import advance_by_session

    app = game_app("rococo", ["Ana", "Ben"], seed=3, bots={1: "greedy"})
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        advance_by_session(screen, None, tailor=True)
        match = screen.session.match
        assert match.is_over()
        app.open_replay(match)
        await pilot.pause()
        replay = app.screen
        assert replay.replaying and replay.final_step == 0
        assert "Final scoring, step 1 of 7" in replay.panel_text()
        await pilot.press("pageup")
        await pilot.pause()
        assert not replay.match.is_over()
        assert replay.final_step is None
        assert "Final scoring" not in replay.panel_text()
        assert "Final scoring" not in replay.prompt_text()


async def test_the_header_adds_up_only_the_final_steps_shown():
    """Item 8: the header gave the final totals before the steps revealed them."""
    from boardgames_tui.games.rococo import RULES
    from boardgames_tui.ui.widgets.scoreboard import Scoreboard
    from tests.ui.helpers import game_app

    from .ui_helpers import advance_by_session

    app = game_app("rococo", ["Ana", "Ben"], seed=3, bots={1: "greedy"})
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        advance_by_session(screen, None, tailor=True)
        screen.after_change()
        await pilot.pause()
        assert screen.final_step == 0
        sheet = RULES.score_sheet(screen.match.state)
        money = {r.seat: r.categories["Money"] for r in sheet.rows}
        totals = {r.seat: r.total for r in sheet.rows}
        assert money != totals
        line = screen.query_one(Scoreboard)._line.plain
        assert f"Ana {money[0]} " in line and f"Ana {totals[0]} " not in line, line
        board = screen.panel_text()
        assert f"{totals[0]} points" not in board and f"{money[0]} point" in board
        for _step in range(len(F.FINAL_STEPS) - 1):
            await pilot.press("enter")
            await pilot.pause()
        assert screen.final_step == len(F.FINAL_STEPS) - 1
        line = screen.query_one(Scoreboard)._line.plain
        assert f"Ana {totals[0]} " in line and f"Ben (bot) {totals[1]} " in line, line


def test_a_tie_for_second_place_is_decided_by_the_rules_and_named():
    """Item 5: ties for second place (hall majorities, fireworks) were not named. The rules
    layer decides them with the first place's tie-breakers (D-5 for halls, the space
    further right for fireworks); previews and the final scoring name them."""
    from boardgames_tui.games.rococo import scenario
    from boardgames_tui.games.rococo.ui.choices import deco_preview, rent_preview, tie_words

    # Hall 3 (4/1): P1 has two dresses, P2 and P3 one each; P3 owns the musician
    base = dict(on_turn=0, dresses={"Hall 3, space 4": (0, "Y05"), "Hall 3, space 5": (0, "Y06"),
                                    "Hall 3, space 2": (1, "G01"),
                                    "Hall 3, space 3": (2, "R01")})
    state = scenario.change(new_state(3), **base, decorations={"musician in Hall 3": 2})
    assert S.hall_tie(state, "H3") is None  # P1 is first alone
    assert S.hall_tie(state, "H3", place=2) == (2, "musician")
    assert S.hall_majorities(state)[1] == 0 and S.hall_majorities(state)[2] == 1
    standing = O.hall_standing(state, "H3")
    assert tie_words(state, 0, standing) == "tie for second: P3's musician"
    assert tie_words(state, 2, standing) == "tie for second: your musician"
    lines, _spots = F.final_step_lines(state, 2)
    assert any("hall 3" in line and "tie for second: P3's musician" in line for line in lines)
    # a Master guest space decides before the musician
    master = scenario.change(new_state(3), on_turn=0, dresses={
        "Hall 3, space 4": (0, "Y05"), "Hall 3, space 5": (0, "Y06"),
        "Hall 3, space 1": (1, "G01"), "Hall 3, space 3": (2, "R01")},
        decorations={"musician in Hall 3": 2})
    assert S.hall_tie(master, "H3", place=2) == (1, "master")
    assert "tie for second: P2's Master guest space" in tie_words(
        master, 0, O.hall_standing(master, "H3"))
    # still tied: both score second place (D-5)
    shared = scenario.change(new_state(3), **base)
    assert S.hall_tie(shared, "H3", place=2) == (None, "shared")
    assert S.hall_majorities(shared)[1] == S.hall_majorities(shared)[2] == 1
    assert tie_words(shared, 0, O.hall_standing(shared, "H3")) == (
        "tie for second: second place shared")
    # two players: second place scores nothing, so no tie for it is named
    two = scenario.change(new_state(2), on_turn=0, dresses={
        "Hall 3, space 4": (0, "Y05"), "Hall 3, space 5": (0, "Y06"),
        "Hall 3, space 2": (1, "G01")})
    assert S.hall_tie(two, "H3", place=2) is None
    # a shared first place leaves nobody second
    level = scenario.change(new_state(3), on_turn=0, dresses={
        "Hall 3, space 4": (0, "Y05"), "Hall 3, space 2": (1, "G01"),
        "Hall 3, space 3": (2, "R01")})
    assert S.hall_tie(level, "H3") == (None, "shared")
    assert S.hall_tie(level, "H3", place=2) is None
    # the rent preview names a tie for second the move would make
    renting = scenario.change(new_state(3), on_turn=1, dresses={
        "Hall 3, space 4": (0, "Y05"), "Hall 3, space 5": (0, "Y06"),
        "Hall 3, space 3": (2, "R01")}, decorations={"musician in Hall 3": 2})
    assert "tie for second: P3's musician" in rent_preview(renting, 1, "H3-2")

    # fireworks: P1 two, P2 and P3 one each; P3's space is further right
    fw = scenario.change(new_state(3), on_turn=0, decorations={
        "fireworks 1": 0, "fireworks 2": 0, "fireworks 3": 1, "fireworks 4": 2})
    assert S.fireworks_tie(fw) is None
    assert S.fireworks_tie(fw, place=2) == 2
    lines, _spots = F.final_step_lines(fw, 3)
    assert "Tie for second: P3's fireworks further right" in lines, lines
    counts = [line for line in lines if "→" in line]
    assert any(": 2 fireworks spaces →" in line for line in counts), counts
    assert any(": 1 fireworks space →" in line for line in counts), counts  # not "1 fireworks"
    open_fw = scenario.change(new_state(3), on_turn=1, decorations={
        "fireworks 1": 0, "fireworks 2": 0, "fireworks 4": 2})
    fw3 = B.side(open_fw).fireworks[2].id
    assert "Tie for second: P3's fireworks further right." in deco_preview(open_fw, 1, fw3)
    two_fw = scenario.change(new_state(2), on_turn=0, decorations={
        "fireworks 1": 0, "fireworks 2": 0, "fireworks 3": 1})
    assert S.fireworks_tie(two_fw, place=2) is None


def test_the_rules_layer_tells_what_renting_would_change_in_a_hall():
    """Issue 37 item 3: the preview computed hall majorities by building a state of its
    own in the UI. The rules layer answers from the real state and the proposed action."""
    import inspect

    from boardgames_tui.games.rococo import scenario
    from boardgames_tui.games.rococo.actions import RentDress
    from boardgames_tui.games.rococo.ui import choices

    state = scenario.change(new_state(3), on_turn=1, dresses={
        "Hall 3, space 4": (0, "Y05"), "Hall 3, space 3": (2, "R01")},
        decorations={"musician in Hall 3": 2})
    outlook = O.rent_outlook(state, 1, RentDress(space="H3-2"))
    assert outlook.before.counts == {0: 1, 2: 1} and outlook.before.tie == (2, "musician")
    assert outlook.after.counts == {0: 1, 1: 1, 2: 1}
    # the musician wins the three-way tie; the two left share second place (D-5)
    assert outlook.after.points == {0: 1, 1: 1, 2: 4}
    assert outlook.after.tie == (2, "musician")
    assert outlook.after.second_tie == (None, "shared")
    assert outlook.all_halls_points == 0
    assert state.halls.keys() == {"H3-4", "H3-3"}  # the real state is unchanged
    source = inspect.getsource(choices)
    assert "Occupant" not in source and "model_copy" not in source


async def test_the_end_of_the_game_goes_through_the_shell():
    """Issue 37 item 3: the Rococo screen intercepted the end of the game itself (its own
    after_change, and the app's game over called from the walk). The shell's after_change
    is the one way to the game over screen; the screen only says its walk is going on."""
    import inspect

    from boardgames_tui.games.rococo.ui import screen as screen_module
    from boardgames_tui.games.rococo.ui.screen import RococoScreen
    from boardgames_tui.ui.screens.game_over import GameOverScreen
    from tests.ui.helpers import game_app

    from .ui_helpers import advance_by_session

    assert "after_change" not in RococoScreen.__dict__
    assert "show_game_over" not in inspect.getsource(screen_module)
    app = game_app("rococo", ["Ana", "Ben"], seed=3, bots={1: "greedy"})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        advance_by_session(screen, None, tailor=True)
        screen.after_change()
        await pilot.pause()
        assert screen.final_step == 0 and screen.walks_final_scoring()
        from boardgames_tui.ui.widgets.prompt_line import PromptLine

        shown = screen.query_one(PromptLine)._shown[0]
        assert "Final scoring: Enter shows the next step" in shown, shown
        for _step in range(len(F.FINAL_STEPS) - 1):
            await pilot.press("enter")
            await pilot.pause()
        assert app.screen is screen and screen.final_step == len(F.FINAL_STEPS) - 1
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)


def _card_texts(block, prefix: str) -> dict:
    """Each card's bonus as drawn: the rows inside its frame, joined."""
    out = {}
    for spot, (r, c, w, h) in block.spots.items():
        if spot[0] != prefix:
            continue
        rows = [block.lines[y].plain[c + 1: c + w - 1].strip() for y in range(r + 1, r + h - 1)]
        text = " ".join(x for x in rows if x)
        out[spot] = (re.sub(r"(\w)- (\w)", r"\1\2", text), h)  # a long word split
    return out


def test_every_card_bonus_is_whole_at_80x24_in_both_languages():
    """Item 3: a long bonus was cut after two lines ("…") on the cards at 80×24: in the
    hand choice with 7-8 cards, the hand to play and the employees for hire. Every card of
    the game's data, in English and German, is drawn whole, in a card no taller than the
    board's view at 80×24 (24 rows less the frame and the preview's 4 at most)."""
    from boardgames_tui.engine import i18n
    from boardgames_tui.games.rococo import components as C
    from boardgames_tui.games.rococo import words as W
    from boardgames_tui.games.rococo.ui.screen import FRAME_ROWS

    ids = list(C._card_index())
    view_rows = 24 - FRAME_ROWS - 4
    try:
        for language in ("en", "de"):
            i18n.set_language(language)
            for size in (8, 7, 3):
                for start in range(0, len(ids), size):
                    group = (ids[start:] + ids)[:size]
                    state = scenario.change(new_state(5), hands={0: []}, on_turn=0)
                    ctx = _ctx(state)
                    ctx.hand = group
                    block = D.hand(ctx, 79)
                    assert block.width <= 79
                    drawn = _card_texts(block, "card")
                    for cid in group:
                        text, height = drawn[("card", cid)]
                        assert text == W.bonus_words(cid), (language, cid, text)
                        assert height <= view_rows, (language, cid, height)
            hire = [c.id for c in C.data().hire_deck]
            for start in range(0, len(hire), 4):
                shown = (hire[start:] + hire)[:4]
                state = scenario.change(new_state(3), on_turn=0, employees_shown=shown)
                block = D.employees(_ctx(state), 79)
                drawn = _card_texts(block, "hire")
                assert len(drawn) == 4
                for (_kind, slot), (text, height) in drawn.items():
                    cid = state.hire_display[slot]
                    assert text == W.bonus_words(cid), (language, cid, text)
                    assert height <= view_rows
    finally:
        i18n.set_language("en")


async def test_undo_in_a_bonus_menu_after_the_bot_replied_goes_back_one_decision():
    """Item 7: "in the bonus menus, after the bot replied, `u` did nothing and said
    nothing". Tried over whole games against the greedy bot at 80×24 (u at every decision,
    two and three times in a row): it always went back; this keeps it so. In a bonus menu
    after the bot's turn, u returns to exactly the decision before (the main action's
    target under the cursor), a second u to the card played (the cursor on it), and where
    nothing can be taken back the prompt line says why."""
    from boardgames_tui.games.rococo.ui.choices import spot_of
    from boardgames_tui.ui.widgets.prompt_line import PromptLine
    from tests.ui.helpers import game_app

    app = game_app("rococo", ["Ana", "Ben"], seed=3, bots={1: "greedy"})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        prompt = screen.query_one(PromptLine)
        await pilot.press("u")
        await pilot.pause()
        assert prompt._shown == ("✗ Nothing to undo: no decision has been made yet.", True)
        session, match = screen.session, screen.session.match
        bot_turn_seen = False
        for _step in range(400):
            state = match.state
            if 0 not in session.human_seats_to_act():
                bot_turn_seen = bot_turn_seen or state.phase == "actions"
                session.apply(1, session.bot_choice(1))
                continue
            t = state.turn
            if (bot_turn_seen and t is not None and t.step == "bonus"
                    and match.can_undo()):
                break
            if t is None:
                bot_turn_seen = False if state.phase == "actions" else bot_turn_seen
            session.apply(0, session.hint(0))
        else:
            raise AssertionError("no bonus menu after the bot's turn")
        screen.after_change()
        await pilot.pause()
        assert screen._decision.kind == "menu"
        actions = list(match.record.actions)
        main = match.game.parse_action(actions[-1].action)  # the main action's target
        await pilot.press("u")
        await pilot.pause()
        assert len(match.record.actions) == len(actions) - 1
        assert match.state.turn.step == "main" and screen.mode == main.kind
        assert screen.pointed() == spot_of(main), (screen.pointed(), main)
        assert not prompt._shown[1]
        chain = match._undo_chain()  # the card played, with what played itself before it
        undone = match.record.actions[len(match.record.actions) - chain]
        await pilot.press("u")
        await pilot.pause()
        assert len(match.record.actions) == len(actions) - 1 - chain
        again = match.game.parse_action(undone.action)
        assert again in screen.legal_actions() and not prompt._shown[1]
        spot = spot_of(again)
        assert spot is None or screen.pointed() == spot, (screen.pointed(), again)
