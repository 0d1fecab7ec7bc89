"""Issue 30 item 4: what happens by itself is said on screen: a forced placement reaches
the prompt line, a reward the rules drop is said under the decision, and "The Hole" is
not "the The Hole"."""

from __future__ import annotations

from boardgames_tui.games.castles_of_mad_king_ludwig import scenario
from boardgames_tui.games.castles_of_mad_king_ludwig.flow import settle
from boardgames_tui.games.castles_of_mad_king_ludwig.state import Task
from boardgames_tui.games.castles_of_mad_king_ludwig.words import piece_words
from boardgames_tui.ui.widgets.prompt_line import PromptLine
from tests.ui.helpers import game_app

from .test_screen import _castles, _past_handoff
from .ui_helpers import GAME, scripted_choice


async def test_a_forced_placement_is_said_on_the_prompt():
    # seed 2: after 14 decisions Ana's only choice is where The Hole goes
    app = game_app(GAME, ["Ana", "Ben"], seed=2)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await _past_handoff(pilot)
        session = app.session
        screen = _castles(app)
        while len(session.match.record.actions) < 13:
            seat = session.match.to_act()[0]
            session.apply(seat, scripted_choice(session.game, session.match.state, seat))
        screen.after_change()
        await pilot.pause()
        await _past_handoff(pilot)
        seat = session.match.to_act()[0]
        assert screen.seat == seat
        screen.submit(scripted_choice(session.game, session.match.state, seat))
        await pilot.pause()
        await _past_handoff(pilot)
        forced = [a for a in session.match.record.actions if a.auto]
        assert forced, "the seed no longer has a forced move there"
        assert forced[0].text.endswith("(the only choice)")
        assert forced[0].text in screen.bot_moves
        assert forced[0].text in screen.query_one(PromptLine)._shown[0]


def test_a_lost_corridor_reward_is_said():
    s = scenario.castles(2, stairs_left=0, hallways_left=0, buying=True)
    s.tasks.insert(0, Task(kind="free_corridor"))
    settle(s)
    assert s.tasks[0].kind != "free_corridor"
    name = s.players[s.actor]
    assert s.last_event.endswith(f"{name}'s corridor reward is lost: no free stairs or "
                                 "hallway fits the castle.")


def test_a_room_named_with_its_article():
    assert piece_words("the_hole") == "The Hole"
    assert piece_words("larder") == "the Larder"
