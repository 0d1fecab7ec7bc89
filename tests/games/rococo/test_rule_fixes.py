"""Rule slips found from outside (issue 11, items 10 and 11)."""

from __future__ import annotations

from boardgames_tui.games.rococo import RULES, rounds, scenario
from boardgames_tui.games.rococo import components as C
from boardgames_tui.games.rococo.actions import TakeExam

from .helpers import in_actions, new_state, played


def test_workshop_refill_short_of_dresses_leaves_the_leftmost_windows_empty():
    """§5.1 D.3: the slid dresses sit on the right, the few new ones next to them."""
    dresses = [d.id for d in C.data().dresses]
    old, new = dresses[:2], dresses[2:4]
    s = scenario.rococo(
        4,
        round=2,
        windows=[old[0], old[1], "", "", "", "", "", ""],
        dress_bag=list(new),
        dress_discard=[],
    )
    rounds.prepare_round(s)
    assert s.windows == ["", "", "", "", new[0], new[1], old[0], old[1]]


def test_workshop_refill_with_enough_dresses_fills_every_window_in_draw_order():
    dresses = [d.id for d in C.data().dresses]
    s = scenario.rococo(
        4,
        round=2,
        windows=[dresses[0], "", "", "", "", "", "", ""],
        dress_bag=dresses[1:20],
        dress_discard=[],
    )
    rounds.prepare_round(s)
    assert s.windows == [*dresses[1:8], dresses[0]]


def _all_marks(state, seat: int = 0):
    return scenario.change(
        state, holdings={seat: {"exam_tasks": ["J1", "J2", "J3", "M1", "M2", "M3"]}}
    )


def test_exam_offered_for_a_played_basic_apprentice():
    s = in_actions(new_state(2, jewelry_box=True))
    s = _all_marks(s)
    s = played(s, "BASE-A1")
    exams = [a for a in RULES.legal_actions(s, 0) if isinstance(a, TakeExam)]
    assert exams and {a.exam for a in exams} == {"journeyman"}


def test_exam_not_offered_for_a_hired_apprentice_or_journeyman():
    """§12.2: "Remove the played basic card from the game": hired cards cannot be traded in."""
    hired_apprentice = next(c.id for c in C.data().hire_deck if c.type == "apprentice")
    hired_journeyman = next(c.id for c in C.data().hire_deck if c.type == "journeyman")
    for card in (hired_apprentice, hired_journeyman):
        s = in_actions(new_state(2, jewelry_box=True))
        s = _all_marks(s)
        s = played(s, card)
        assert not [a for a in RULES.legal_actions(s, 0) if isinstance(a, TakeExam)], card
    s = in_actions(new_state(2, jewelry_box=True))
    s = _all_marks(s)
    s = played(s, "BASE-J")
    exams = [a for a in RULES.legal_actions(s, 0) if isinstance(a, TakeExam)]
    assert exams and {a.exam for a in exams} == {"master"}
