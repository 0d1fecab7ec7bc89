"""The contract hooks: the decision bound, round number, round summaries and help topics."""

from __future__ import annotations

import random
import re

import pytest

from boardgames_tui.games.bruxelles_1897 import RULES
from boardgames_tui.games.bruxelles_1897.actions import Continue, Pass
from boardgames_tui.games.bruxelles_1897.describe import SCORING_TOPICS, STEP_TOPICS
from boardgames_tui.games.bruxelles_1897.state import Options

from .helpers import fresh, play


def _headings() -> set[str]:
    return {m.group(1).strip() for m in re.finditer(r"^#+ (.+)$", RULES.words.rules_text(), re.M)}


def test_max_decisions_follows_the_documented_formula():
    # per player and round 7 * 7 architects + 2 * 16 nobles + 1 pass = 82;
    # scoring: 3 confirmations + 1 freeing + 3 imprisonments per player
    assert RULES.max_decisions(2, Options()) == 4 * (2 * 82 + 3 + 2 + 6)
    assert RULES.max_decisions(4, Options()) == 4 * (4 * 82 + 3 + 4 + 12)


def _busy(rng, legal):
    """Random play that rarely passes (long games)."""
    busy = [a for a in legal if a.kind != "pass"]
    return rng.choice(busy if busy and rng.random() < 0.95 else legal)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_stay_within_the_bound(n):
    options = Options(prison_scope="per_location", cinquantenaire_mode="any_art_nouveau_action")
    for seed in range(3):
        for opts in (Options(), options):
            state = RULES.setup([f"P{i}" for i in range(n)], seed, opts)
            rng = random.Random(seed)
            count = 0
            while not RULES.is_over(state):
                seat = RULES.to_act(state)[0]
                state = RULES.apply(state, seat, _busy(rng, RULES.legal_actions(state, seat)))
                count += 1
            assert count <= RULES.max_decisions(n, opts)


def test_round_number_counts_rounds_from_one():
    state = fresh(2)
    assert RULES.words.round_number(state) == 1
    state = play(state, Pass())
    state = play(state, Pass())
    while state.round == 1:
        seat = RULES.to_act(state)[0]
        state = RULES.apply(state, seat, RULES.legal_actions(state, seat)[0])
    assert RULES.words.round_number(state) == 2


def test_round_summary_in_the_parts_the_players_confirm():
    state = fresh(2)
    after = play(state, Pass())
    assert RULES.words.round_summary(state, after) == []  # an ordinary decision
    before, state = after, play(after, Pass())
    lines = RULES.words.round_summary(before, state)
    assert lines[0] == "Round 1 ends: everyone has passed"
    assert lines[1] == "Round 1 scoring"
    assert lines[2].startswith("Column 1 (the ") and "no architect, nobody wins" in lines[2]
    assert len(lines) == 2 + 4
    before, state = state, play(state, Continue())
    assert RULES.words.round_summary(before, state) == ["Coats of arms",
                                                  "No coat of arms was completed."]
    before, state = state, play(state, Continue())
    assert RULES.words.round_summary(before, state) == ["Brussels → prison",
                                                  "Brussels: nobody is sent to prison."]
    before, state = state, play(state, Continue())
    lines = RULES.words.round_summary(before, state)
    assert lines[0].startswith("Round 2 of 4 begins")
    assert lines[1].startswith("New grid: ")
    assert lines[-2].startswith("Bonus cards: column 1 ")
    assert lines[-1] == "Ana holds the First Player card and starts"


def test_round_summary_ends_with_the_final_scoring():
    state = fresh(2)
    while True:
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        after = RULES.apply(state, seat, Pass() if Pass() in legal else legal[0])
        if RULES.is_over(after):
            break
        state = after
    lines = RULES.words.round_summary(state, after)
    assert lines[0] == "Final scoring"
    assert any("upkeep" in line for line in lines)


def test_every_topic_is_a_heading_of_the_rules_text():
    headings = _headings()
    topics = set(STEP_TOPICS.values()) | set(SCORING_TOPICS.values())
    topics |= {"End of the game", "Round scoring"}
    assert topics <= headings, topics - headings
    for heading in ("Artwork: Creation", "Material: Supply", "Expo: Exhibition",
                    "Stock Exchange", "Passing", "Placing an architect"):
        assert heading in headings


def test_rules_topic_follows_the_decision():
    state = fresh(2)
    assert RULES.words.rules_topic(state, 0) == "Your turn"
    state = play(play(state, Pass()), Pass())
    assert RULES.words.rules_topic(state, 0) == "Columns"
    state = play(state, Continue())
    assert RULES.words.rules_topic(state, 0) == "Coats of arms"
    state = play(state, Continue())
    assert RULES.words.rules_topic(state, 0) == "Brussels → prison"
