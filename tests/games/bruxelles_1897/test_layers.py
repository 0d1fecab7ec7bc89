"""Issue 37 item 3 in Bruxelles: the screen's widgets and texts get the rules they ask from
the screen (its session's game), never from the package's `RULES` singleton; and a bot's
scoring step is held for the people at the table by the session (the shell's one
mechanism for bot turns), not by the screen."""

from __future__ import annotations

import ast
from pathlib import Path

from boardgames_tui.engine.match import Match
from boardgames_tui.engine.session import Session
from boardgames_tui.games import bruxelles_1897
from boardgames_tui.games.bruxelles_1897 import RULES, scenario
from boardgames_tui.games.bruxelles_1897.actions import Continue, Place
from boardgames_tui.games.bruxelles_1897.ui.detail import (
    brussels_preview,
    options_text,
    placement_preview,
)

UI = Path(bruxelles_1897.__file__).parent / "ui"


def test_no_ui_module_reaches_the_rules_singleton():
    for path in sorted(UI.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
        attrs = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
        imported = {a.name for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)
                    for a in n.names}
        assert "RULES" not in names | attrs | imported, path.name
        assert "bruxelles_1897" not in imported, path.name  # the package, for its RULES


class RefusingWords(type(RULES.words)):
    def describe(self, state, seat, action):
        return "described by the session's rules"


class Refusing(type(RULES)):
    """The game's rules as a screen's session might hold them, refusing everything."""

    Words = RefusingWords

    def legal_actions(self, state, seat):
        return []

    def refusal_reason(self, state, seat, action):
        return "refused by the session's rules"


def test_previews_ask_the_rules_they_are_given():
    rules = Refusing()
    state = scenario.bruxelles(["Ana", "Ben"], on_turn="Ana")
    action = next(a for a in RULES.legal_actions(state, 0) if isinstance(a, Place))
    assert "refused by the session's rules" in placement_preview(rules, state, 0, action)[-1]
    assert "refused by the session's rules" in " ".join(
        brussels_preview(rules, state, 0, "cinquantenaire"))
    lines = options_text(rules, state, 0, [action], 0)
    assert "described by the session's rules" in lines[0].plain


# --- a bot's scoring confirmation is held by the session, not the screen ----------------


def scoring_state():
    """Ana passes last: the round scoring's first step waits for the holder of the First
    Player card (the rules' only action there: Continue)."""
    from .test_scoring import base, to_scoring

    state = to_scoring(base(architects={"A1": ("Ana", "1/3", 1), "C1": ("Ben", "1/3", 3)}))
    assert state.step == "ack" and RULES.legal_actions(state, state.first_player) == [Continue()]
    return state


def scoring_session(tmp_path, bots: dict[int, str]) -> Session:
    state = scoring_state()
    match = Match.new(RULES, list(state.players), seed=1, bots=bots)
    match.states[-1] = state  # the position under test
    return Session(match, path=tmp_path / "bruxelles.json", auto_play_forced=True)


def test_the_session_holds_a_bots_scoring_step_for_the_people(tmp_path):
    first = scoring_state().first_player
    session = scoring_session(tmp_path, {first: "random"})
    assert session.held_confirmation() == (first, Continue())
    assert session.bot_seats_to_act() == []  # the bot does not confirm it at once
    assert session.human_seats_to_act() == []


def test_only_bots_confirm_their_own_steps(tmp_path):
    first = scoring_state().first_player
    session = scoring_session(tmp_path, {0: "random", 1: "random"})
    assert session.held_confirmation() is None
    assert session.bot_seats_to_act() == [first]
    people = scoring_session(tmp_path, {})
    assert people.held_confirmation() is None and people.human_seats_to_act() == [first]
