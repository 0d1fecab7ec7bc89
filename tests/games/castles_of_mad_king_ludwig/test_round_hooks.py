"""The contract hooks for rounds and help: round_number, round_summary, rules_topic."""

from __future__ import annotations

import random
import re

from boardgames_tui.engine.match import Match
from boardgames_tui.engine.saves import parse_save
from boardgames_tui.games.castles_of_mad_king_ludwig import RULES
from boardgames_tui.games.castles_of_mad_king_ludwig.actions import Pass, PricesDone
from boardgames_tui.games.castles_of_mad_king_ludwig.components import favors, tile

from .test_market_lock import LOCK

HEADINGS = set(re.findall(r"^## (.+)$", RULES.words.rules_text(), flags=re.M))


def _random_game(n=3, seed=3):
    state = RULES.setup(["Ana", "Ben", "Cyd", "Dan"][:n], seed, RULES.Options())
    rng = random.Random(seed)
    while not state.over:
        seat = RULES.to_act(state)[0]
        nxt = RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)))
        yield state, seat, nxt
        state = nxt


def test_round_number_counts_rounds_from_one():
    seen = []
    for state, _seat, nxt in _random_game():
        assert RULES.words.round_number(state) == state.round
        assert RULES.words.round_number(nxt) in (state.round, state.round + 1)
        seen.append(RULES.words.round_number(nxt))
    assert seen[0] == 1 and seen[-1] == max(seen) > 5


def test_summary_only_when_a_round_changes_and_it_names_the_new_round():
    summaries = 0
    for state, _seat, nxt in _random_game():
        lines = RULES.words.round_summary(state, nxt)
        if nxt.over:
            assert lines[0] == "Final scoring."
            for fid in nxt.favors:
                assert any(favors()[fid].text in line for line in lines)
            for name in nxt.players:
                assert any(line.startswith(f"{name}'s bonus cards: ") for line in lines)
            assert any(line.startswith("Money, 1 point per 10,000 Marks") for line in lines)
            assert lines[-1].startswith("Final scores: ")
        elif nxt.round != state.round or nxt.started != state.started:
            summaries += 1
            mb = nxt.players[nxt.mb]
            assert f"Round {nxt.round}: {mb} is the Master Builder." in lines
            fresh = [r for r in nxt.market if r and r not in state.market]
            for room in fresh:
                assert any(tile(room).name in line for line in lines)
            # in the last round the deck may hold the reshuffled discards: no count then
            assert any(line.startswith("Room cards left: ") for line in lines) \
                != nxt.last_round
            assert ("The room cards have run out: this is the last round." in lines) \
                == nxt.last_round
        else:
            assert lines == []
    assert summaries > 5


def test_summary_says_which_rooms_left_a_stalled_market():
    state = Match.replay(RULES, parse_save(LOCK.read_text())).state
    locked = [tile(r).name for r in state.market]
    state = RULES.apply(state, state.mb, PricesDone())
    while state.tasks[0].kind != "price":
        before = state
        state = RULES.apply(state, RULES.to_act(state)[0], Pass())
    lines = RULES.words.round_summary(before, state)
    assert lines[0].startswith("Nobody bought a room: ")
    assert all(name in lines[0] for name in locked)
    assert "last round" in lines[-1]


def test_rules_topic_is_a_heading_of_the_rules_for_every_decision():
    kinds = {}
    for state, seat, _nxt in _random_game(seed=5):
        topic = RULES.words.rules_topic(state, seat)
        assert topic in HEADINGS, (state.tasks[0].kind, topic)
        kinds[state.tasks[0].kind] = topic
        other = (seat + 1) % state.n
        assert RULES.words.rules_topic(state, other) is None
    assert kinds["price"] == "Setting the prices" and kinds["turn"] == "Buying"
    assert kinds["place"] == "Placing a room"
    assert kinds["keep_bonus"] == "Bonus cards and King's favours"
    assert {"Completion rewards", "A round in which nobody buys a room"} <= HEADINGS
