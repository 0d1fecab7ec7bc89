"""Issue 18: Akropolis in German. The game screen at the smallest and a large size (update
with `.venv/bin/python -m pytest tests/games/akropolis/test_german.py --snapshot-update`
only for an intended change, and look at the pictures), every German log line, preview and
round summary of seeded random games free of English words and internal names, and help
opening the German rules at the section of the decision pending."""

from __future__ import annotations

import re

import pytest

from boardgames_tui.games.akropolis import RULES
from boardgames_tui.games.akropolis.state import AkropolisOptions
from boardgames_tui.ui.screens.help import rules_section
from tests.ui.helpers import game_app

from .test_snapshots import _mid_game
from .test_words import _random_texts, internal_names

# English words that a German text of this game must not contain (case ignored).
ENGLISH = [" the ", " and ", " of ", " tile", " stone", "level", "plaza", "quarry", "house",
           "market", "barracks", "temple", "garden", " takes", " places", "covering",
           "round", "free", "pays", "hexes", "next to", "Chief", "Architect", " site"]
_ENGLISH = re.compile("|".join(re.escape(w) for w in ENGLISH), re.IGNORECASE)


def test_random_games_in_german_have_no_english_words(german):
    found: dict[str, str] = {}
    count = 0
    for players, seed, options in [
        (["Ana", "Ben"], 11, None),
        (["Ana", "Ben", "Cy", "Dee"], 12, {"variant_gardens": True}),
        (["Solo"], 13, {"solo_level": "metagenes"}),
    ]:
        for text in _random_texts(players, seed, options):
            count += 1
            for word in _ENGLISH.findall(f" {text} "):
                found.setdefault(word.lower(), text)
            for kind in internal_names(text):
                found.setdefault(kind, text)
    assert count > 300
    assert found == {}


def test_a_german_log_line_reads_as_the_german_edition(german):
    s = RULES.setup(["Ana", "Ben"], 5, AkropolisOptions())
    line = RULES.words.describe(s, 0, RULES.legal_actions(s, 0)[0])
    assert line.startswith("Ana nimmt das 1. Plättchen der Baustelle (kostenlos): ein Plättchen (")


def test_help_opens_the_german_rules_at_the_decision_pending(german):
    s = RULES.setup(["Ana", "Ben"], 5, AkropolisOptions())
    rules = RULES.words.rules_text()
    assert rules.startswith("# Akropolis") and "## Spielvorbereitung" in rules
    taking = RULES.words.rules_topic(s, 0)
    placing = RULES.words.rules_topic(RULES.apply(s, 0, RULES.legal_actions(s, 0)[0]), 0)
    assert (taking, placing) == ("Ein Plättchen nehmen", "Das Plättchen anlegen")
    assert "einen Stein billiger" in rules_section(rules, taking)
    assert "Ebene" in rules_section(rules, placing)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
def test_snapshot_game_screen_in_german(snap_compare, german, size):
    assert snap_compare(game_app("akropolis", ["Ana", "Ben", "Cy"], seed=3), terminal_size=size,
                        run_before=_mid_game(48))
