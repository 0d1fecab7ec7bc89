"""The frame's contract hooks for Akropolis: decision bound, rounds, round summaries and
the rules topic for help."""

from __future__ import annotations

import random
import re

import pytest

from boardgames_tui.games.akropolis import RULES
from boardgames_tui.games.akropolis.actions import PlaceTile, TakeTile
from boardgames_tui.games.akropolis.state import AkropolisOptions


def _random_game(players: list[str], seed: int, **options):
    """Play a seeded random game to the end; yield (before, seat, action, after)."""
    rng = random.Random(seed)
    state = RULES.setup(players, seed, AkropolisOptions(**options))
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        action = rng.choice(RULES.legal_actions(state, seat))
        after = RULES.apply(state, seat, action)
        yield state, seat, action, after
        state = after


@pytest.mark.parametrize(
    ("players", "options", "bound"),
    [
        (["Ana"], {}, 36),
        (["Ana", "Ben"], {}, 72),
        (["Ana", "Ben", "Cy"], {}, 96),
        (["Ana", "Ben", "Cy", "Dee"], {}, 120),
        (["Ana", "Ben"], {"all_tiles": True}, 120),
        (["Ana", "Ben", "Cy"], {"all_tiles": True}, 120),
    ],
)
def test_max_decisions_is_take_plus_place_per_tile_and_every_game_reaches_it(
    players, options, bound
):
    assert RULES.max_decisions(len(players), AkropolisOptions(**options)) == bound
    steps = list(_random_game(players, 11, **options))
    # without undo every game has exactly this many decisions: one tile per turn
    assert len(steps) == bound
    assert all(isinstance(a, TakeTile) for _b, _s, a, _x in steps[::2])
    assert all(isinstance(a, PlaceTile) for _b, _s, a, _x in steps[1::2])


def test_rounds_count_site_refills_and_each_refill_is_announced():
    steps = list(_random_game(["Ana", "Ben", "Cy"], 4))
    assert RULES.words.round_number(steps[0][0]) == 1
    refills = [(b, a) for b, _s, _act, a in steps if a.round != b.round]
    assert len(refills) == 11  # 12 rounds: the first site, then 11 stacks
    assert RULES.words.round_number(steps[-1][3]) == 12
    for before, after in refills:
        assert RULES.words.round_number(after) == RULES.words.round_number(before) + 1
        lines = RULES.words.round_summary(before, after)
        chief = after.players[after.chief]
        left = after.stacks_left()
        assert lines[0] == (
            f"Round {after.round}: the construction site is refilled ({left} "
            f"{'stack' if left == 1 else 'stacks'} left); {chief} is now Chief Architect "
            "and plays first.")
        assert lines[1].startswith("On the site: 1st (free) ")
        assert "4th (pays 3 stones)" in lines[1] and "5th (pays 4 stones)" in lines[1]
        assert after.current == after.chief
    quiet = [RULES.words.round_summary(b, a) for b, _s, _act, a in steps
             if a.round == b.round and not a.over]
    assert quiet and all(lines == [] for lines in quiet)
    before, after = steps[-1][0], steps[-1][3]
    end = RULES.words.round_summary(before, after)
    assert len(end) == 1 and "the game ends" in end[0] and "a tile with" in end[0]


def test_round_summary_names_the_new_site_tiles_in_words():
    steps = list(_random_game(["Ana", "Ben"], 2))
    before, after = next((b, a) for b, _s, _act, a in steps if a.round == 2)
    text = " ".join(RULES.words.round_summary(before, after))
    assert not re.search(r"\b[A-Za-z]/[A-Za-z]/[A-Za-z]\b|\(-?\d+, ?-?\d+\)", text)
    assert re.search(r"(plaza \(\d stars?\)|quarr|house|market|barracks|temple|garden)", text)


def test_solo_refills_caused_by_the_architect_are_announced_too():
    steps = list(_random_game(["Solo"], 3))
    refills = [RULES.words.round_summary(b, a) for b, _s, _act, a in steps if a.round != b.round]
    assert len(refills) == 11
    assert any("Illustrious Architect is now Chief Architect" in lines[0] for lines in refills)
    assert any("Solo is now Chief Architect" in lines[0] for lines in refills)


def test_rules_topic_is_a_heading_of_the_in_app_rules():
    headings = {line.lstrip("#").strip() for line in RULES.words.rules_text().splitlines()
                if line.startswith("#")}
    state = RULES.setup(["Ana", "Ben"], 1, AkropolisOptions())
    assert RULES.words.rules_topic(state, 0) == "Taking a tile"
    assert RULES.words.rules_topic(state, 1) is None  # not Ben's decision
    held = RULES.apply(state, 0, TakeTile(index=0))
    assert RULES.words.rules_topic(held, 0) == "Placing the tile"
    assert {"Taking a tile", "Placing the tile"} <= headings
