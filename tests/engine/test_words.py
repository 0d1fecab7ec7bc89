"""Every text the rules layer gives a player is in the game's own words (issue: words and
flow a player understands): log lines of chosen and of offered moves, round summaries,
progress labels, score-sheet categories and the setup form's option words, over seeded
random games of every game and player count."""

from __future__ import annotations

import random
import typing

import pytest

from boardgames_tui.engine.registry import all_games
from tests.words import assert_readable

STEPS = 400  # decisions per game looked at (every game's rounds change within them)


@pytest.mark.parametrize("game", all_games(), ids=[g.id for g in all_games()])
def test_log_lines_summaries_and_scores_read_as_words(game):
    for n in range(max(2, game.min_players), game.max_players + 1):
        rng = random.Random(f"{game.id}:{n}")
        state = game.setup([f"Player{i + 1}" for i in range(n)], n, game.Options())
        for step in range(STEPS):
            if game.is_over(state):
                break
            seat = game.to_act(state)[0]
            legal = game.legal_actions(state, seat)
            for offered in rng.sample(legal, min(4, len(legal))):
                assert_readable(game.words.describe(state, seat, offered), f"{n}p step {step} offer")
            action = rng.choice(legal)
            after = game.apply(state, seat, action)
            for line in game.words.round_summary(state, after):
                assert_readable(line, f"{n}p step {step} round summary")
            assert_readable(game.words.progress(after), f"{n}p step {step} progress")
            state = after
        sheet = game.score_sheet(state)
        for name in [*sheet.category_names, sheet.tiebreak_label]:
            assert_readable(name, f"{n}p score sheet")


def _choices(field) -> list[str]:
    extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
    return [str(v) for v in (extra.get("choices") or {}).values()]


@pytest.mark.parametrize("game", all_games(), ids=[g.id for g in all_games()])
def test_option_words_on_the_setup_form(game):
    for name, field in game.Options.model_fields.items():
        assert field.title, f"option {name} has no title for the setup form"
        assert_readable(field.title, f"option {name} title")
        assert_readable(field.description or "", f"option {name} description")
        literal = [a for a in typing.get_args(field.annotation) if isinstance(a, str)]
        if typing.get_origin(field.annotation) is typing.Literal or literal:
            labels = _choices(field)
            assert labels, f"option {name}: its values have no words"
            for label in labels:
                assert_readable(label, f"option {name} value")


def test_the_patterns_catch_the_reported_examples():
    from tests.words import findings

    for bad in ["Ana places M/b/q at (1,-1) turn 5 on level 1", "pays 1 (1/3) at r3c1",
                "plays BASE-A2 Apprentice", "funds decoration KB1", "frees architect A24",
                "bonus 1 resource_tile", "whole_area", "Castle size (§12)", "(D-3)",
                "help: question_mark", "stairs rot 2", "rotation 3", "placed at (2",
                "1 point(s)", "Place(star=red)", "[3R | yarn]"]:
        assert findings(bad), bad
    for good in ["Ana takes 3 orange tiles from factory 4", "Ben pays 2 francs",
                 "row B, column 3", "Round 3: Cleo starts"]:
        assert not findings(good), good


def test_a_caller_adds_its_own_patterns():
    from tests.words import assert_readable, findings

    codes = {"card ids": r"\bJB[JM]\b", "grid coordinates": r"\bhex \d"}
    assert findings("Ana plays JBJ") == []
    assert findings("Ana plays JBJ at (1,2) on hex 4", codes) == ["grid coordinates", "card ids"]
    assert findings("Ana plays the Jewelry Box", codes) == []
    with pytest.raises(AssertionError, match="menu: card ids in 'JBM'"):
        assert_readable("JBM", "menu", codes)
