"""Rococo in German (issue 18): over seeded random games every log line, round summary,
menu label, preview and prompt is German, in the German edition's words, with no English
left over and none of the internal names tests/words.py bans; the help's rules topic is a
heading of rules.de.md."""

from __future__ import annotations

import random
import re

import pytest

from boardgames_tui.engine import i18n
from boardgames_tui.games.rococo import RULES
from boardgames_tui.games.rococo.state import Options
from boardgames_tui.games.rococo.ui.choices import decision, preview, prompt
from tests.games.rococo.test_words import EXTRA
from tests.words import assert_readable

ENGLISH = (" the ", " and ", " or ", " of ", " for ", " dress", "yarn", "lace", "hall",
           "employee", "fountain", "silk", "warehouse", "tile ", "point", "Master",
           "Journeyman", "Apprentice", "takes", "bonus", "free", "yellow", "green")


def _german(text: str, where: str) -> None:
    assert_readable(text, where, EXTRA)
    left = [word for word in ENGLISH if word in f" {text} "]
    assert not left, f"{where}: English {left} in {text!r}"


def _de(text: str) -> str:
    return i18n.game_text(RULES, text)


def _play(players: int, seed: int, options: Options, topics: set[str]):
    rng = random.Random(seed)
    state = RULES.setup([f"Spieler{i}" for i in range(players)], seed, options)
    lines = []
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        topics.add(RULES.words.rules_topic(state, seat))
        legal = RULES.legal_actions(state, seat)
        dec = decision(state, seat, legal)
        lines.append(("prompt", prompt(state, seat, dec)))
        for choice in dec.choices:
            lines += [("menu", choice.label), ("preview", preview(state, seat, choice))]
        for opened in [c.submenu for c in dec.choices if c.submenu and c.enabled]:
            sub = decision(state, seat, legal, mode=opened)
            lines.append(("prompt", prompt(state, seat, sub, opened)))
            for choice in sub.choices:
                lines += [("target", choice.label), ("target preview",
                                                     preview(state, seat, choice))]
        action = rng.choice(legal)
        lines.append(("log", RULES.words.describe(state, seat, action)))
        after = RULES.apply(state, seat, action)
        lines += [("round summary", line) for line in RULES.words.round_summary(state, after)]
        state = after
    topics.add(RULES.words.rules_topic(state, 0))
    sheet = RULES.score_sheet(state)
    return lines, sheet


@pytest.mark.parametrize(
    ("players", "seed", "options"),
    [(2, 4, Options(jewelry_box=True)), (4, 5, Options(fancy_garments=True,
                                                       extra_resources=True))],
)
def test_german_log_menus_previews_and_summaries_have_no_english(german, players, seed, options):
    topics: set[str] = set()
    lines, _sheet = _play(players, seed, options, topics)
    for where, line in lines:
        _german(line, where)
    headings = set(re.findall(r"^## (.+)$", RULES.words.rules_text(), re.M))  # rules.de.md now
    assert "Endwertung" in headings and topics <= headings, topics - headings
    for category in _sheet.category_names:
        _german(_de(category), "score sheet")


def test_the_solo_score_sheet_names_the_rival_and_the_rating_in_german(german):
    from boardgames_tui.engine.scoring import RIVAL_SEAT
    from boardgames_tui.games.rococo import components as C
    from boardgames_tui.games.rococo import scenario
    from boardgames_tui.games.rococo import scoring as S

    assert set(S.RATING_TITLES) == {row["title"] for row in C.data().solo_rating}
    sheet = RULES.score_sheet(scenario.rococo(1, options=Options(solo_score_rival=True)))
    rival = next(r for r in sheet.rows if r.seat == RIVAL_SEAT)
    assert rival.name == "der Rivale"
    assert sheet.tiebreak_label == ("Restgeld in Livre nach dem Umrechnen; "
                                    "Solo-Wertung: Lehrling")
