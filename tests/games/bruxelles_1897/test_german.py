"""Issue 18: Bruxelles 1897 in German. Every German log line, prompt, preview and round
summary of seeded random games is free of English words and internal names; help opens
the German rules at the section of the decision pending; the game screen at the smallest
and a large size (update with `.venv/bin/python -m pytest
tests/games/bruxelles_1897/test_german.py --snapshot-update` only for an intended change,
and look at the pictures)."""

from __future__ import annotations

import random
import re

import pytest

from boardgames_tui.engine import i18n
from boardgames_tui.games.bruxelles_1897 import RULES
from boardgames_tui.games.bruxelles_1897.actions import Place
from boardgames_tui.games.bruxelles_1897.describe import SCORING_TOPICS, STEP_TOPICS
from boardgames_tui.games.bruxelles_1897.setup import LOCATIONS
from boardgames_tui.games.bruxelles_1897.state import Options
from boardgames_tui.games.bruxelles_1897.ui.detail import brussels_preview, placement_preview
from boardgames_tui.ui.screens.help import rules_section
from tests.ui.helpers import game_app
from tests.words import findings

from .test_snapshots import COAT_SEED, _mid_game
from .test_words import EXTRA

# English words that a German text of this game must not contain (case ignored).
ENGLISH = [" the ", " and ", "architect", "franc", "noble", "prison", "artwork",
           "coat of arms", "coats", " pays", " places", " passes", " takes", "column",
           " row ", "material", "house", "round", "scoring", "brussels", "city hall",
           "stock exchange", "cinquantenaire park", "bonus card", "first player", " VP", "nobody",
           "sale", "exhibition", "choose", "press "]
_ENGLISH = re.compile("|".join(re.escape(w) for w in ENGLISH), re.IGNORECASE)


def _german_texts(players: list[str], seed: int, options: Options) -> list[str]:
    """Every text a random game shows: prompts, log lines, round summaries, previews."""
    state = RULES.setup(players, seed, options)
    rng = random.Random(seed)
    texts: list[str] = []
    steps = 0
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        texts.append(RULES.words.prompt(state))
        legal = RULES.legal_actions(state, seat)
        if steps % 9 == 0 and state.step == "turn":
            for r in range(state.rows):
                texts += placement_preview(RULES, state, seat, Place(card="A13", value=1, row=r,
                                                              col=r % state.cols),
                                           compact=bool(r % 2))
            for loc in LOCATIONS:
                texts += brussels_preview(RULES, state, seat, loc)
        busy = [a for a in legal if a.kind != "pass"]
        action = rng.choice(busy if busy and rng.random() < 0.9 else legal)
        texts.append(RULES.words.describe(state, seat, action))
        after = RULES.apply(state, seat, action)
        texts += RULES.words.round_summary(state, after)
        state = after
        steps += 1
    return texts + list(state.score_log)


def test_random_games_in_german_have_no_english_words(german):
    found: dict[str, str] = {}
    count = 0
    for players, seed, options in [
        (["Ana", "Ben"], 21, Options()),
        (["Ana", "Ben", "Cleo", "Dirk"], 22,
         Options(cinquantenaire_mode="take_top_discard_and_resolve",
                 prison_scope="per_location")),
    ]:
        for text in _german_texts(players, seed, options):
            count += 1
            for word in _ENGLISH.findall(f" {text} "):
                found.setdefault(word.lower(), text)
            for kind in findings(text, EXTRA):
                found.setdefault(kind, text)
    assert count > 300
    assert found == {}


def test_a_german_log_line_reads_as_the_german_edition(german):
    state = RULES.setup(["Ana", "Ben"], 5, Options())
    place = next(a for a in RULES.legal_actions(state, 0) if a.kind == "place")
    line = RULES.words.describe(state, 0, place)
    assert line.startswith("Ana setzt Architekt ") and " Franken" in line


def test_english_is_unchanged_by_the_catalog():
    state = RULES.setup(["Ana", "Ben"], 5, Options())
    place = next(a for a in RULES.legal_actions(state, 0) if a.kind == "place")
    assert RULES.words.describe(state, 0, place).startswith("Ana places a ")


def test_help_opens_the_german_rules_at_the_decision_pending(german):
    rules = RULES.words.rules_text()
    assert rules.startswith("# Brüssel 1897")
    state = RULES.setup(["Ana", "Ben"], 5, Options())
    assert RULES.words.rules_topic(state, 0) == "Dein Zug"
    for topic in [*STEP_TOPICS.values(), *SCORING_TOPICS.values(), "End of the game",
                  "Round scoring"]:
        heading = i18n.translate("bruxelles_1897", topic)
        assert heading != topic or topic == "Prestige", topic
        assert rules_section(rules, heading), heading


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
def test_snapshot_game_screen_in_german(snap_compare, german, size):
    app = game_app("bruxelles-1897", ["Ana", "Ben"], seed=COAT_SEED)
    assert snap_compare(app, terminal_size=size, run_before=_mid_game(("down", "down", "right")))


def test_card_type_letters_are_the_german_initials_and_the_rules_list_them(german):
    from boardgames_tui.games.bruxelles_1897.ui.render import type_letter

    words = {"artwork": "Kunstwerk", "money": "Verkauf", "material": "Baustoff",
             "house": "Gebäude", "noble": "Mäzen", "expo": "Ausstellung"}
    letters = {kind: type_letter(kind) for kind in words}
    assert letters == {"artwork": "K", "money": "$", "material": "B", "house": "G",
                       "noble": "M", "expo": "A"}
    rules = RULES.words.rules_text()
    for kind, word in words.items():
        assert f"**{letters[kind]}** {word}" in rules, word
    i18n.set_language("en")
    assert [type_letter(k) for k in words] == ["A", "$", "M", "H", "N", "E"]
