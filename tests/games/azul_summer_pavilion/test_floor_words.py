"""Issue 11 item 12: when the floor of 1 stops a loss, the words give the points lost."""

from __future__ import annotations

from boardgames_tui.games.azul_summer_pavilion import RULES, scenario
from boardgames_tui.games.azul_summer_pavilion.actions import Pass, Take
from boardgames_tui.games.azul_summer_pavilion.ui.controller import Controller

from .helpers import counts, placing_state


def centre_state(score: int = 3):
    """P1 (at 3 points) may take 5 tiles from the untouched centre (start token)."""
    return scenario.azul(
        factories=[{"red": 4}],
        centre={"blue": 4, "purple": 1},  # purple is wild in round 1: 4 blue + 1 wild
        scores=[score, 5],
    )


def test_take_log_line_states_the_points_actually_lost():
    s = centre_state()
    take = Take(source=0, colour="blue")
    line = RULES.words.describe(s, 0, take)
    assert "-2" in line and "-5" not in line
    after = RULES.apply(s, 0, take)
    assert after.score(0) == 1


def test_take_preview_states_the_points_actually_lost():
    s = centre_state()
    ctl = Controller()
    ctl.load(s, 0, RULES.legal_actions(s, 0), True)
    ctl.sel.take = next(i for i, a in enumerate(ctl.takes()) if a.source == 0)
    text = ctl.preview_text().plain
    assert "lose 2 points" in text and "5 point" not in text


def test_pass_log_line_and_preview_state_the_points_actually_lost():
    s = placing_state(counts(red=9), scores=[3, 5])  # keeps 4, discards 5
    assert s.score(0) == 3
    line = RULES.words.describe(s, 0, Pass(keep=(0, 0, 0, 0, 0, 4)))
    assert "-2" in line and "-5" not in line
    ctl = Controller()
    ctl.load(s, 0, RULES.legal_actions(s, 0), True)
    ctl.start_pass()
    text = ctl.preview_text().plain
    assert "-2 points" in text and "-5" not in text


def test_no_floor_no_note():
    s = centre_state(score=9)
    assert RULES.words.describe(s, 0, Take(source=0, colour="blue")).endswith("(-5)")
