"""The contract hooks: the decision bound, round numbers, round summaries, help topics."""

from __future__ import annotations

import random
import re

import pytest

from boardgames_tui.engine.assets import read_asset_text
from boardgames_tui.games.azul_summer_pavilion import RULES
from boardgames_tui.games.azul_summer_pavilion.actions import Pass, Place, Take
from boardgames_tui.games.azul_summer_pavilion.taking import source_counts, tiles_taken
from tests.engine import generic_checks as gc

from .helpers import EVERY, FULL_CENTRE, counts, placing_state


def long_game_action(state, seat, legal, rng):
    """A policy that stretches a game: take as few tiles as possible, place the cheapest
    space, never pass while a tile can be placed."""
    takes = [a for a in legal if isinstance(a, Take)]
    if takes:
        colours = ["purple", "green", "orange", "yellow", "blue", "red"]

        def size(a):
            return sum(
                tiles_taken(source_counts(state, a.source), colours.index(a.colour), state.wild)
            )

        return min(takes, key=lambda a: (size(a), rng.random()))
    places = [a for a in legal if isinstance(a, Place)]
    if places:
        return rng.choice(places)
    return rng.choice(legal)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_max_decisions_is_derived_and_holds(n):
    bound = RULES.max_decisions(n, RULES.Options())
    assert bound == 132 * n + 24
    for seed in range(2):
        rng = random.Random(seed)
        state = RULES.setup(gc.names(n), seed, RULES.Options(side=("standard", "grey")[seed]))
        decisions = 0
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            state = RULES.apply(state, seat, long_game_action(state, seat, legal, rng))
            decisions += 1
            assert decisions <= bound
        # the policy comes within reach of the bound: it is not a loose guess
        assert decisions > bound // 3


def test_round_number_follows_the_rounds():
    seen = []
    for state, _seat, _a, _nxt in gc.random_playout(RULES, 2, 3):
        r = RULES.words.round_number(state)
        if not seen or seen[-1] != r:
            seen.append(r)
    assert seen == [1, 2, 3, 4, 5, 6]


def first_round_end(seed: int, n: int = 2):
    for state, seat, action, nxt in gc.random_playout(RULES, n, seed):
        if nxt.round != state.round:
            return state, seat, action, nxt
    raise AssertionError("no round ended")


def test_round_summary_is_empty_within_a_round():
    for state, _seat, _action, nxt in list(gc.random_playout(RULES, 2, 8))[:30]:
        if nxt.round == state.round and nxt.phase != "over":
            assert RULES.words.round_summary(state, nxt) == []


def test_round_summary_names_scores_kept_tiles_wild_factories_and_starter():
    before, _seat, _action, after = first_round_end(seed=5)
    lines = RULES.words.round_summary(before, after)
    assert lines[0].startswith("Round 1 ends: ")
    for seat, name in enumerate(after.players):
        assert f"{name} {after.score(seat)} point" in lines[0]
        kept = [ln for ln in lines if ln.startswith(f"{name} keeps")]
        assert len(kept) == 1
        if any(after.hands[seat]):
            assert "for round 2" in kept[0]
        else:
            assert kept[0] == f"{name} keeps no tiles."
    assert "Round 2 of 6: green is wild." in lines
    assert "The 5 factories are filled with 4 tiles each." in lines
    starter = after.players[after.start_player]
    assert any(ln.startswith(starter) and "first" in ln for ln in lines[-1:])


def test_round_summary_after_the_last_round_gives_the_bonuses():
    steps = list(gc.random_playout(RULES, 2, 4))
    before, _seat, _action, after = steps[-1]
    lines = RULES.words.round_summary(before, after)
    assert lines[0].startswith("Round 6 ends")
    sheet = RULES.score_sheet(after)
    for row in sheet.rows:
        line = next(ln for ln in lines if ln.startswith(f"{row.name} scores"))
        assert f"{row.total} point" in line.split(":")[-1]


def test_rules_topics_are_headings_of_the_rules_text():
    text = read_asset_text("azul_summer_pavilion", "rules.md")
    headings = set(re.findall(r"^## (.+)$", text, re.M))
    state = RULES.setup(["Ana", "Ben"], 1, RULES.Options())
    assert RULES.words.rules_topic(state, 0) == "Taking tiles"
    assert RULES.words.rules_topic(state, 1) is None  # not Ben's decision
    place = placing_state(counts(blue=2, purple=1))
    assert RULES.words.rules_topic(place, 0) == "Placing a tile"
    full = {star: EVERY for star in ("purple", "green", "orange", "yellow", "blue", "red")}
    full["centre"] = FULL_CENTRE
    # every space but the 1 of the orange star covered: that one takes the orange tile
    open_one = {**full, "orange": [2, 3, 4, 5, 6]}
    place_one = placing_state(counts(orange=1, red=1), board=open_one)
    assert RULES.words.rules_topic(place_one, 0) == "Placing a tile"
    stuck = placing_state(counts(orange=1, red=1), board=full)  # nothing can be placed
    assert RULES.words.rules_topic(stuck, 0) == "Passing and keeping tiles"
    bonus = placing_state(counts(purple=3), phase="bonus", bonus_owed=1)
    assert RULES.words.rules_topic(bonus, 0) == "Bonus tiles"
    for topic in ("Taking tiles", "Placing a tile", "Bonus tiles", "Passing and keeping tiles"):
        assert topic in headings
    assert RULES.legal_actions(stuck, 0) and all(
        isinstance(a, Pass) for a in RULES.legal_actions(stuck, 0)
    )
