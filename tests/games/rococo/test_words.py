"""Every log line, menu label, preview and prompt over seeded random games is in the
game's words: no ids, codes, snake_case or spec references (issue 13)."""

from __future__ import annotations

import random

import pytest

from boardgames_tui.games.rococo import RULES
from boardgames_tui.games.rococo.state import Options
from boardgames_tui.games.rococo.ui.choices import decision, preview, prompt
from tests.words import assert_readable

EXTRA = {  # this game's own ids and codes, on top of tests/words.py's BANNED
    "card or space ids": r"\b(BASE|L\d|JB[JM]|H\d|KA|KB|F\d|S\d)[-A-Z0-9]*\b",
    "codes": r"\bPP\b|\bREC\b",
    "tile codes": r"\b\d[YGRB]\b",  # like 3R (BANNED has [3R | yarn])
}


def _check(text: str, where: str) -> None:
    assert_readable(text, where, EXTRA)


@pytest.mark.parametrize(
    ("players", "seed", "options"),
    [(2, 1, Options()), (3, 2, Options(jewelry_box=True)), (5, 3, Options(fancy_garments=True))],
)
def test_log_menus_previews_and_prompts_use_the_games_words(players, seed, options):
    rng = random.Random(seed)
    state = RULES.setup([f"Player{i}" for i in range(players)], seed, options)
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        dec = decision(state, seat, legal)
        for choice in dec.choices:
            _check(choice.label, "menu")
            _check(preview(state, seat, choice), "preview")
        _check(prompt(state, seat, dec), "prompt")
        for opened in [c.submenu for c in dec.choices if c.submenu and c.enabled]:
            sub = decision(state, seat, legal, mode=opened)
            _check(prompt(state, seat, sub, opened), "prompt")
            for choice in sub.choices:
                _check(choice.label, "target")
                _check(preview(state, seat, choice), "target preview")
        action = rng.choice(legal)
        _check(RULES.words.describe(state, seat, action), "log")
        after = RULES.apply(state, seat, action)
        for line in RULES.words.round_summary(state, after):
            _check(line, "round summary")
        state = after
    sheet = RULES.score_sheet(state)
    _check(sheet.tiebreak_label + " " + " ".join(sheet.category_names), "score sheet")


def test_menu_lines_without_a_target_say_their_action_once():
    """Claiming the favour and deputing have nothing to point at, so their menu line is
    the action itself ("Claim the Queen's favour: Claim the Queen's favour: …" before)."""
    from boardgames_tui.games.rococo import scenario
    from boardgames_tui.games.rococo.ui.choices import main_menu

    state = scenario.rococo(2, on_turn=0, playing="BASE-M1")
    labels = [c.label for c in main_menu(state, 0, RULES.legal_actions(state, 0)).choices]
    assert "Claim the Queen's favour: 5 Livre, and start the next round" in labels
    assert "Depute the Master for 10 Livre" in labels
    for label in labels:
        head, _sep, rest = label.partition(": ")
        assert not rest.startswith(head), label
