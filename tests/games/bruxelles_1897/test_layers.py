"""Issue 37 item 3 in Bruxelles: the screen's widgets and texts get the rules they ask from
the screen (its session's game), never from the package's `RULES` singleton."""

from __future__ import annotations

import ast
from pathlib import Path

from boardgames_tui.games import bruxelles_1897
from boardgames_tui.games.bruxelles_1897 import RULES, scenario
from boardgames_tui.games.bruxelles_1897.actions import Place
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


class Refusing(type(RULES)):
    """The game's rules as a screen's session might hold them, refusing everything."""

    def legal_actions(self, state, seat):
        return []

    def refusal_reason(self, state, seat, action):
        return "refused by the session's rules"

    def describe(self, state, seat, action):
        return "described by the session's rules"


def test_previews_ask_the_rules_they_are_given():
    rules = Refusing()
    state = scenario.bruxelles(["Ana", "Ben"], on_turn="Ana")
    action = next(a for a in RULES.legal_actions(state, 0) if isinstance(a, Place))
    assert "refused by the session's rules" in placement_preview(rules, state, 0, action)[-1]
    assert "refused by the session's rules" in " ".join(
        brussels_preview(rules, state, 0, "cinquantenaire"))
    lines = options_text(rules, state, 0, [action], 0)
    assert "described by the session's rules" in lines[0].plain
