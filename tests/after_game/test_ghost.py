"""Issue 33 item 3: before an analysed decision, the replay draws the better move ON THE
BOARD as the game's own preview (the ghost a player sees when pointing at that move), and
`m` switches the board to the move made. Every game's screen gets this from the shared
pointing hook (`show_action`), with no code of its own."""

from __future__ import annotations

import random

import pytest
from textual.binding import Binding

from boardgames_tui.engine.analysis import Decision, Estimate
from boardgames_tui.engine.bots import GreedyBot
from boardgames_tui.engine.registry import all_games
from boardgames_tui.ui.app import BoardGamesApp
from boardgames_tui.ui.board import targets as nav
from tests.after_game.games import played


def analysed(match, start: int) -> Decision:
    """An analysed decision from `start` on, as the analysis reports a mistake: the move
    made, and as the better one the greedy bot's pick among the others."""
    game = match.game
    for step in range(start, len(match.record.actions)):
        logged = match.record.actions[step]
        before = match.states[step]
        chosen = game.parse_action(logged.action)
        others = [a for a in game.legal_actions(before, logged.seat) if a != chosen]
        if len(others) < 2:
            continue
        best = GreedyBot(game, logged.seat).choose(game.view.redact(before, logged.seat), others,
                                                   random.Random(step))
        return Decision(step=step, seat=logged.seat, chosen_action=game.dump_action(chosen),
                        best_action=game.dump_action(best), choices=len(others) + 1,
                        loss=3.0, ahead=4, chosen_estimate=Estimate(mean=10, worlds=4),
                        best_estimate=Estimate(mean=13, worlds=4),
                        gap=Estimate(mean=3, spread=1, worlds=4))
    raise AssertionError("no decision with a choice")


def cells(app, box: nav.Box) -> list[tuple[str, str]]:
    """The characters and styles drawn in `box` of the screen."""
    strips = app.screen._compositor.render_strips()
    out = []
    for y in range(box.y, box.y + box.height):
        x = 0
        for segment in strips[y]:
            for ch in segment.text:
                if box.x <= x < box.x + box.width:
                    out.append((ch, str(segment.style)))
                x += 1
    return out


@pytest.mark.parametrize("game", all_games(), ids=[g.id for g in all_games()])
@pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=["80x24", "160x50"])
async def test_the_replay_before_an_analysed_decision_shows_the_better_move_as_a_ghost(
        game, size):
    match, path = played(game.id, ["Ana", "Ben"], seed=8, greedy_seats=(0,))
    decision = analysed(match, 10)
    best = game.parse_action(decision.best_action)
    app = BoardGamesApp(replay_path=path)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        replay = app.screen
        replay.session.focus = decision
        app.action_replay_step(decision.step - replay.session.step)
        await pilot.pause()
        # the cursor is on the better move's target, as the hint puts it there
        ghost = replay.pointed_target()
        assert ghost is not None and replay.pointed() == ghost.key
        assert replay.session.ghost_action() == best
        prompt = str(replay.query_one("#prompt").render())
        assert "▸ Better: " in prompt
        on_screen = " ".join(strip.text.strip() for strip in
                             app.screen._compositor.render_strips())
        assert "ahead in 4 of 4 worlds" in on_screen, "both moves fit on the prompt"
        assert not replay.check_action("choose", ()), "a replay's ghost is not taken"
        shown = {a.binding.action.removeprefix("app.") for a in replay.active_bindings.values()}
        assert "replay_swap" in shown and "replay_step(1)" in shown
        own = {b.action for cls in type(replay).__mro__ for b in getattr(cls, "BINDINGS", [])
               if isinstance(b, Binding)} - {"app.help", "toggle_log", "quit_game"}
        assert not shown & own, "the footer shows the replay's keys, not the game's"
        with_ghost = cells(app, ghost.box)
        await pilot.press("m")  # the move made instead
        await pilot.pause()
        assert replay.session.ghost_action() == game.parse_action(decision.chosen_action)
        assert "▸ Made next: " in str(replay.query_one("#prompt").render())
        made = replay.pointed_target()
        assert made is not None and made.key != ghost.key
        assert cells(app, ghost.box) != with_ghost, "the better move's place is drawn apart"
        await pilot.press("m")
        await pilot.pause()
        assert replay.pointed() == ghost.key and cells(app, ghost.box) == with_ghost
        await pilot.press("right")  # the move made, played: no ghost, nobody to decide
        await pilot.pause()
        assert replay.session.ghost_action() is None and replay.legal_actions() == []
        assert "▸" not in str(replay.query_one("#prompt").render())
        await pilot.press("enter", "tab")
        assert len(replay.session.full.record.actions) == len(match.record.actions)


async def test_a_move_of_two_steps_is_shown_with_both_castles_swap():
    """Castles: the Master Builder's swap of two prices is chosen in two steps (one room,
    then the other): the ghost has the first room picked and the cursor on the second."""
    from boardgames_tui.games.castles_of_mad_king_ludwig.actions import SwapRooms

    match, path = played("castles-of-mad-king-ludwig", ["Ana", "Ben"], seed=11,
                         greedy_seats=(0,))
    game = match.game
    step, swap = next(
        (i, a) for i, logged in enumerate(match.record.actions)
        for a in game.legal_actions(match.states[i], logged.seat)
        if isinstance(a, SwapRooms) and game.dump_action(a) != logged.action)
    decision = analysed(match, step).model_copy(update={
        "step": step, "seat": match.record.actions[step].seat,
        "chosen_action": match.record.actions[step].action,
        "best_action": game.dump_action(swap)})
    app = BoardGamesApp(replay_path=path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        replay = app.screen
        replay.session.focus = decision
        app.action_replay_step(step - replay.session.step)
        await pilot.pause()
        assert replay.picked == swap.a and replay.pointed() == ("slot", swap.b)
        words = replay.info_text(replay.view_state, "price", True, None).plain
        assert "The Master Builder sets the prices" in words
        assert "Enter" not in words, words  # a replay takes no key of the game
        await pilot.press("m", "m")  # the move made and back: drawn the same again
        await pilot.pause()
        assert replay.picked == swap.a and replay.pointed() == ("slot", swap.b)
        assert len(replay.session.full.record.actions) == len(match.record.actions)
