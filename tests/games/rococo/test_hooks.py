"""Contract hooks: the decision bound, rounds, round summaries and help topics."""

from __future__ import annotations

import random

import pytest

from boardgames_tui.engine.assets import read_asset_text
from boardgames_tui.games.rococo import RULES
from boardgames_tui.games.rococo.state import Options

HEADINGS = {
    line[3:].strip()
    for line in read_asset_text("rococo", "rules.md").splitlines()
    if line.startswith("## ")
}


def _play(players: int, seed: int, options: Options | None = None):
    """A random game: yields (before, seat, action, after) for every decision."""
    rng = random.Random(seed)
    state = RULES.setup([f"P{i}" for i in range(players)], seed, options or Options())
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        action = rng.choice(RULES.legal_actions(state, seat))
        after = RULES.apply(state, seat, action)
        yield state, seat, action, after
        state = after


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (1, Options()),
        (2, Options()),
        (3, Options(jewelry_box=True)),
        (5, Options(jewelry_box=True, fancy_garments=True, extra_resources=True)),
    ],
)
def test_every_game_ends_within_max_decisions(players, options):
    bound = RULES.max_decisions(players, options)
    for seed in (1, 2):
        count = sum(1 for _ in _play(players, seed, options))
        assert 0 < count <= bound
    assert RULES.max_decisions(5, options) > RULES.max_decisions(2, options)


def test_max_decisions_grows_with_the_tiles_and_cards_in_play():
    plain = RULES.max_decisions(3, Options())
    assert RULES.max_decisions(3, Options(extra_resources=True)) > plain
    assert RULES.max_decisions(3, Options(jewelry_box=True)) > plain


def test_round_number_summary_and_topics_over_a_game():
    summaries = []
    for before, seat, _action, after in _play(3, 7):
        assert RULES.words.round_number(after) == after.round
        topic = RULES.words.rules_topic(before, seat)
        assert topic in HEADINGS, topic
        lines = RULES.words.round_summary(before, after)
        if before.round == after.round and after.phase != "over":
            assert lines == []
        else:
            summaries.append((before, after, lines))
    assert len(summaries) == 7  # six round changes and the end of the game
    before, after, lines = summaries[0]
    assert lines[0].startswith("Income of round 1: P0 ") and "P2 " in lines[0]
    assert lines[1].startswith("Round 2 begins. New employees for hire: ")
    assert any(line.startswith("Workshop: ") for line in lines)
    starter = after.players[after.start_player]
    assert lines[-1].startswith(starter) and "round 2" in lines[-1]
    last = summaries[-1][2]
    assert last[0].startswith("Income of round 7") and "final scoring" in last[-1]


def test_round_summary_names_the_favour_holder_as_next_start_player():
    for before, _seat, _action, after in _play(2, 11):
        if before.round == 1 and after.round == 2:
            lines = RULES.words.round_summary(before, after)
            if before.favor_holder >= 0:
                assert "holds the Queen's favour" in lines[-1]
                assert lines[-1].startswith(before.players[before.favor_holder])
            else:
                assert lines[-1].startswith(before.players[before.start_player])
            return
    raise AssertionError("the game never reached round 2")


def test_rules_topic_per_decision():
    s = RULES.setup(["A", "B"], 1, Options())
    assert RULES.words.rules_topic(s, 0) == "Choosing the hand"
    for heading in ("Playing a card", "Main actions", "Make a dress", "Bonuses", "Final scoring"):
        assert heading in HEADINGS
