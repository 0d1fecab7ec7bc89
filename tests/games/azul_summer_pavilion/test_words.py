"""Issue 13: every log line, round summary, prompt and preview in the game's words."""

from __future__ import annotations

import random

import pytest

from boardgames_tui.games.azul_summer_pavilion import RULES
from boardgames_tui.games.azul_summer_pavilion.ui.controller import Controller
from boardgames_tui.games.azul_summer_pavilion.ui.palette import NAMES
from tests.words import findings

EXTRA = {  # this game's own ids and spellings, on top of tests/words.py's BANNED
    "space ids": r"\b[a-z]+/\d\b",
    "symbol ids": r"\b(?:pillar|statue|window)-[a-z]",
    "the data file's spelling": r"\bcenter\b",
}


def internal_words(text: str) -> list[str]:
    return findings(text, EXTRA)


def screen_texts(state, seat, legal) -> list[str]:
    """Prompt and preview for a few cursor positions of every kind of decision."""
    ctl = Controller()
    ctl.load(state, seat, legal, True)
    texts = [ctl.prompt(state.players[seat]), ctl.preview_text().plain]
    for key in pointing_keys(ctl)[:8]:
        reason = ctl.point(key)
        texts += [ctl.preview_text().plain, ctl.info(key)[0], *([reason] if reason else [])]
    if ctl.mode == "place":
        ctl.start_pass()
        texts += [ctl.prompt(state.players[seat]), ctl.preview_text().plain]
    return texts


def pointing_keys(ctl) -> list[tuple]:
    """Targets of the decision, as the screen offers them (refused spaces too)."""
    if ctl.mode == "take":
        return [("take", a.source, NAMES.index(a.colour)) for a in ctl.takes()]
    if ctl.mode == "place":
        return [("pass",), *(("space", i) for i in range(0, 42, 5))]
    if ctl.mode == "bonus":
        return [("supply", i) for i in ctl.supply_spaces()]
    return []


@pytest.mark.parametrize(("n", "side"), [(2, "standard"), (3, "grey")])
def test_log_lines_prompts_and_previews_use_the_games_words(n, side):
    rng = random.Random(n)
    state = RULES.setup([f"P{i}" for i in range(n)], n, RULES.Options(side=side))
    seen = 0
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        # a placing-heavy random game, so that stars fill and symbols are surrounded
        places = [a for a in legal if a.kind in ("place", "take", "bonus")]
        action = rng.choice(places or legal)
        texts = [RULES.words.describe(state, seat, a) for a in rng.sample(legal, min(3, len(legal)))]
        texts.append(RULES.words.describe(state, seat, action))
        if seen % 5 == 0:
            texts += screen_texts(state, seat, legal)
        after = RULES.apply(state, seat, action)
        texts += RULES.words.round_summary(state, after)
        for text in texts:
            assert not internal_words(text), (internal_words(text), text)
        state = after
        seen += 1
    assert seen > 100


def test_the_scanner_finds_the_old_words():
    assert internal_words("P1 places blue on blue/2 (pays 2 blue)") == ["space ids"]
    assert "symbol ids" in internal_words("surrounds pillar-purple")
    assert "the data file's spelling" in internal_words("red on center/3")


def test_setup_form_words():
    field = RULES.Options.model_fields["side"]
    assert field.title == "Board side"
    assert "_" not in field.description and "§" not in field.description
    assert field.json_schema_extra["choices"] == {
        "standard": "Coloured stars",
        "grey": "Grey stars (variant)",
    }


def test_a_player_whose_hand_runs_empty_passes_and_the_log_says_so():
    from boardgames_tui.games.azul_summer_pavilion import scenario
    from boardgames_tui.games.azul_summer_pavilion.actions import Place

    # P1 to place; P2's hand is empty: P2 passes by itself when its turn comes; P3 holds a red
    s = scenario.azul(3, hands=[{"red": 2}, {}, {"red": 1}])
    line = RULES.words.describe(s, 0, Place(star="red", index=1, colour="red"))
    assert line.endswith("for 1 point. P2 has no tiles left and passes")
    after = RULES.apply(s, 0, Place(star="red", index=1, colour="red"))
    assert after.passed[1] and after.current == 2
