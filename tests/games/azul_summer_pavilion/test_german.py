"""Azul in German: what a German player reads is German and in the game's words.

Seeded random games (2 players on the coloured side, 4 on the grey side) produce every
kind of log line, preview, prompt and round summary; none may keep an English word from
the list below or an internal name (tests/words.py). Help opens the German rules at the
section of the decision pending. Two pictures of the screen in German (80×24, 120×40).
Update them after an intended change:
`.venv/bin/pytest tests/games/azul_summer_pavilion/test_german.py --snapshot-update`.
"""

from __future__ import annotations

import random
import re

from boardgames_tui.engine import i18n
from boardgames_tui.games.azul_summer_pavilion import RULES
from boardgames_tui.games.azul_summer_pavilion.state import AzulOptions
from boardgames_tui.games.azul_summer_pavilion.summary import (
    TOPIC_BONUS,
    TOPIC_PASS,
    TOPIC_PLACE,
    TOPIC_TAKE,
)
from boardgames_tui.games.azul_summer_pavilion.ui.controller import Controller
from tests.ui.helpers import game_app
from tests.words import findings

from .test_snapshots import GAME, fast_forward, mid_game

# English words of the game a German text must not keep (names are Ana, Ben, Cem, Dora)
ENGLISH = re.compile(
    r"\b(?:the|and|of|on|from|for|with|tiles?|factory|factories|wild|stars?|centre|supply|"
    r"bag|tower|pillar|window|takes?|places?|pass(?:es)?|keeps?|keeping|discards?|round|"
    r"points?|pts|nothing|empty|purple|green|yellow|blue|red|press|cost|pay|pays)\b",
    re.IGNORECASE)


def german_problems(text: str) -> list[str]:
    english = ENGLISH.findall(text)
    return ([f"English {word!r}" for word in english] + findings(text))


def texts_of_random_game(players: int, side: str, seed: int) -> list[str]:
    """Every log line, round summary, preview, prompt and refusal of one random game."""
    names = ["Ana", "Ben", "Cem", "Dora"][:players]
    state = RULES.setup(names, seed, AzulOptions(side=side))
    rng = random.Random(seed)
    texts = []
    while not RULES.is_over(state):
        seat = state.current
        legal = RULES.legal_actions(state, seat)
        action = rng.choice(legal)
        ctl = Controller()
        ctl.load(state, seat, legal, True)
        ctl.point_at(action)
        texts += [ctl.preview_text().plain, ctl.prompt(names[seat]), RULES.words.progress(state)]
        key = ctl.pointed_key()  # what Tab's "k of n" names, the reason a spot is refused
        if key is not None:
            texts += [ctl.info(key)[0], *filter(None, [ctl.point(key)])]
        texts += [reason for reason in (ctl.cycle_colour(), ctl.change_wilds(1)) if reason]
        texts.append(RULES.words.describe(state, seat, action))
        after = RULES.apply(state, seat, action)
        texts += RULES.words.round_summary(state, after)
        state = after
    texts.append(RULES.words.progress(state))
    return texts


def test_random_games_read_as_german(german):
    seen = 0
    for players, side, seed in ((2, "standard", 1), (4, "grey", 2)):
        for text in texts_of_random_game(players, side, seed):
            assert not german_problems(text), f"{german_problems(text)} in {text!r}"
            seen += 1
    assert seen > 300


def test_english_is_untouched_by_the_catalog():
    """The same game in English still speaks English (the message ids)."""
    lines = texts_of_random_game(2, "standard", 1)
    assert any(" takes " in line and " from " in line for line in lines)
    assert any(line.startswith("Round 1 ends: ") for line in lines)


def test_log_line_in_german_words(german):
    state = RULES.setup(["Ana", "Ben"], 3, AzulOptions())
    take = next(a for a in RULES.legal_actions(state, 0) if a.source == 1)
    line = RULES.words.describe(state, 0, take)
    assert line.startswith("Ana nimmt ") and line.endswith(" aus Manufaktur 1")
    assert "Fliese" in line


def test_help_opens_the_german_rules_at_the_pending_section(german):
    headings = [line[3:] for line in RULES.words.rules_text().splitlines() if line.startswith("## ")]
    state = RULES.setup(["Ana", "Ben"], 3, AzulOptions())
    topic = RULES.words.rules_topic(state, state.current)
    assert topic == "Fliesen sammeln" and topic in headings
    for english in (TOPIC_TAKE, TOPIC_PLACE, TOPIC_BONUS, TOPIC_PASS):  # every topic help opens
        assert i18n.translate("azul_summer_pavilion", english) in headings
    i18n.set_language("en")
    assert RULES.words.rules_topic(state, state.current) == "Taking tiles"


def test_mid_game_80x24_in_german(snap_compare, german):
    app, kw = mid_game(["Ana", "Ben"], (80, 24))
    assert snap_compare(app, **kw)


def test_mid_game_120x40_in_german(snap_compare, german):
    app, kw = mid_game(["Ana", "Ben", "Cleo", "Dan"], (120, 40))
    assert snap_compare(app, **kw)


def test_choosing_what_to_keep_80x24_in_german(snap_compare, german):
    """The longest prompt and preview (passing with more than 4 tiles) at the smallest size."""
    async def run(pilot):
        await fast_forward(
            pilot, lambda s: s.round == 2 and s.phase == "place" and sum(s.hands[s.current]) > 5
        )
        await pilot.press("p", *["left"] * 6, "space")  # the last kept tile: discarded

    app = game_app(GAME, ["Ana", "Ben"], seed=4)
    assert snap_compare(app, terminal_size=(80, 24), run_before=run)
