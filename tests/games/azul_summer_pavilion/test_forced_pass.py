"""Issue 37 item 3: Azul's pass that asks nothing is the session's forced move.

A player who cannot place any tile and holds at most 4 tiles passes keeping them all
(D8); that pass comes from the one mechanism every game's forced moves come from
(`Session.play_forced`, asking `SeatView.forced_action`), with or without a screen, and
the setting that turns forced moves off turns it off too.
"""

from __future__ import annotations

import random

from boardgames_tui.engine.match import Match
from boardgames_tui.engine.session import Session
from boardgames_tui.games.azul_summer_pavilion import RULES, scenario
from boardgames_tui.games.azul_summer_pavilion.actions import Pass, Place
from boardgames_tui.games.azul_summer_pavilion.placing import legal_places


def stuck(state) -> bool:
    """A person would be asked for a pass that asks nothing."""
    seat = state.current
    return (state.phase == "place" and not legal_places(state, seat)
            and 0 < sum(state.hands[seat]) <= 4)


def test_the_rules_name_the_pass_keeping_every_tile():
    state = scenario.azul(phase="place", hand={"red": 2, "blue": 1}, board={})
    legal = RULES.legal_actions(state, 0)
    if any(isinstance(a, Place) for a in legal):  # a hand that can place: nothing forced
        assert RULES.view.forced_action(state, 0, legal) is None
    passes = [a for a in legal if isinstance(a, Pass)]
    assert len(passes) > 1  # keeping fewer is legal too
    forced = RULES.view.forced_action(state, 0, passes)
    assert forced in passes and sum(forced.keep) == 3
    many = scenario.azul(phase="place", hand={"red": 3, "blue": 3})
    only_passes = [a for a in RULES.legal_actions(many, 0) if isinstance(a, Pass)]
    assert RULES.view.forced_action(many, 0, only_passes) is None  # 6 tiles: the player picks


def play(tmp_path, auto: bool, seed: int = 3, decisions: int = 400):
    """A two-person game through a Session, no screen: take at random, place when
    possible, else pass keeping the most. Returns the match and the states a person was asked to decide."""
    match = Match.new(RULES, ["Ana", "Ben"], seed=seed)
    session = Session(match, path=tmp_path / f"azul-{auto}.json", auto_play_forced=auto)
    rng = random.Random(seed)
    asked = []
    for _ in range(decisions):
        if match.is_over():
            break
        seat = match.to_act()[0]
        asked.append(match.state)
        legal = match.legal_actions(seat)
        places = [a for a in legal if isinstance(a, Place)]
        passes = [a for a in legal if isinstance(a, Pass)]
        if places or not passes:
            session.apply(seat, rng.choice(places or legal))
        else:
            session.apply(seat, max(passes, key=lambda a: sum(a.keep)))
    return match, asked


def test_a_session_plays_the_free_pass_without_a_screen(tmp_path):
    match, asked = play(tmp_path, auto=True)
    assert not any(stuck(s) for s in asked)  # nobody is asked for it
    passes = [a for a in match.record.actions if a.auto and a.action["kind"] == "pass"]
    assert all(a.text.endswith("(the only choice)") for a in passes)
    kept = [a for a in passes if "discards" not in a.text]  # round 6 discards everything
    assert len(kept) >= 2 and all(", keeping " in a.text for a in kept)


def test_with_forced_moves_off_the_person_is_asked(tmp_path):
    match, asked = play(tmp_path, auto=False)
    assert any(stuck(s) for s in asked)
    assert not any(a.auto for a in match.record.actions)
