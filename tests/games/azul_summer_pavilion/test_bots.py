"""The bot hooks (issue 8): `evaluate` steers the engine's greedy bot, `determinize`
re-deals only the hidden bag order."""

from __future__ import annotations

import random

from boardgames_tui.engine.bots import make_bot
from boardgames_tui.games.azul_summer_pavilion import RULES, scenario
from boardgames_tui.games.azul_summer_pavilion.actions import Pass, Place, Take
from boardgames_tui.games.azul_summer_pavilion.scoring import score_sheet
from tests.engine import generic_checks as gc

from .helpers import EVERY, FULL_CENTRE, counts, new_state, placing_state


def bot_choice(level: str, state, seat: int = 0):
    bot = make_bot(RULES, seat, level)
    view = RULES.view.redact(state, seat)
    return bot.choose(view, RULES.legal_actions(state, seat), random.Random(0))


def greedy_choice(state, seat: int = 0):
    return bot_choice("greedy", state, seat)


# --- evaluate: the greedy bot picks the obviously better move --------------------------


def test_greedy_pays_with_coloured_tiles_and_keeps_the_wilds():
    """Round 1 (purple wild): red/3 next to red/1-2 scores 3; pay 3 red, not 1 red + 2 wild."""
    s = placing_state(counts(red=3, purple=2), board={"red": [1, 2]})
    assert greedy_choice(s) == Place(star="red", index=3, colour="red", wilds=0)


def test_greedy_chases_a_bonus_symbol():
    """blue/3 and center/3 both cost 3 and score 4; only blue/3 surrounds a statue (+2)."""
    centre = {1: "purple", 2: "green", 4: "yellow"}
    s = placing_state(counts(blue=3), board={"red": [1, 2], "blue": [1, 2, 4], "centre": centre})
    places = [a for a in RULES.legal_actions(s, 0) if isinstance(a, Place)]
    assert {(a.star, a.index) for a in places} == {("blue", 3), ("center", 3)}
    assert greedy_choice(s) == Place(star="blue", index=3, colour="blue", wilds=0)


def test_greedy_takes_the_wild_along_and_avoids_the_start_token_penalty():
    s = scenario.azul(
        factories=[
            {"red": 3, "blue": 1},
            {"red": 3, "purple": 1},  # round 1: purple is wild, one comes along
        ],
        centre={"red": 4},  # most reds, but the first centre pick costs 4 points
    )
    assert greedy_choice(s) == Take(source=2, colour="red")


def test_greedy_passes_keeping_four_rather_than_discarding():
    """Nothing affordable is left: the pass keeps four tiles, the next wild colour first."""
    covered = {"purple": EVERY, "green": EVERY, "orange": EVERY, "centre": FULL_CENTRE}
    s = placing_state(counts(purple=1, green=3, orange=2), board=covered)
    assert all(isinstance(a, Pass) for a in RULES.legal_actions(s, 0))
    a = greedy_choice(s)
    assert sum(a.keep) == 4 and a.keep[1] == 3  # three green: round 2's wild colour


def test_evaluate_is_the_score_difference_at_the_end():
    # 30 and 12 points from placed tiles; a full red star: +14
    s = scenario.azul(phase="over", scores=[35, 17], boards=[{"red": [1, 2, 3, 4, 5, 6]}, {}])
    rows = {r.seat: r.total for r in score_sheet(s).rows}
    assert RULES.bots.evaluate(s, 0) == rows[0] - rows[1] == 30 + 14 - 12
    assert RULES.bots.evaluate(s, 1) == -RULES.bots.evaluate(s, 0)


def test_evaluate_values_wilds_and_star_progress():
    s = placing_state(counts(red=2))
    wild = placing_state(counts(red=1, purple=1))
    assert RULES.bots.evaluate(wild, 0) > RULES.bots.evaluate(s, 0)
    progressed = placing_state(counts(red=2), board={"red": [1, 2, 3]})
    assert RULES.bots.evaluate(progressed, 0) > RULES.bots.evaluate(s, 0)


def test_strong_bot_budget_is_set():
    assert RULES.bots.settings.samples > 0 and RULES.bots.settings.rollout >= 0


# --- the strong bot: its search keeps the obviously better move -----------------------------


def strong_choice(state, seat: int = 0):
    return bot_choice("strong", state, seat)


def test_strong_pays_with_coloured_tiles_and_keeps_the_wilds():
    """As for greedy: the wilds saved pay for later placements in the rollouts too."""
    s = placing_state(counts(red=3, purple=2), board={"red": [1, 2]})
    assert strong_choice(s) == Place(star="red", index=3, colour="red", wilds=0)


def test_strong_spends_a_wild_now_to_keep_a_tile_for_the_next_placement():
    """Round 6 (red wild, nothing kept), the rival has passed; two purple, one red, the
    purple star's 3 covered. Paying purple/2 with a purple and the wild (2 points) keeps
    the second purple for purple/1 beside it (3 points): 5 points, nothing left. Paying
    it with both purples, as a one-move look-ahead prefers (a wild is worth more than a
    coloured tile), leaves only the red for a lone space: 3 points."""
    s = scenario.azul(round=6, phase="place", hands=[{"purple": 2, "red": 1}, {}],
                      boards=[{"purple": [3]}, {}], passed=[1], scores=[20, 20])
    assert strong_choice(s) == Place(star="purple", index=2, colour="purple", wilds=1)
    while not RULES.is_over(s):
        s = RULES.apply(s, 0, strong_choice(s))
    assert s.score(0) == 25 and s.penalties[0] == 0


# --- determinize: keep what the seat sees, shuffle the hidden bag ---------------------------


def test_determinize_keeps_everything_but_the_bag_order():
    for side in ("standard", "grey"):
        steps = list(gc.random_playout(RULES, 3, 9, RULES.Options(side=side)))
        for state, seat, _a, _n in steps[:: len(steps) // 6]:
            seen = RULES.view.redact(state, seat)
            world = RULES.bots.determinize(seen, seat, random.Random(4))
            assert RULES.State.model_validate(world.model_dump()) == world
            assert sorted(world.bag) == seen.bag  # the same tiles, in some order
            hidden = {"bag": seen.bag, "seed": seen.seed}
            assert world.model_copy(update=hidden) == seen
            assert seen.bag == sorted(state.bag)  # the input was not changed


def test_determinize_shuffles_the_bag_and_worlds_play_to_the_end():
    s = new_state(2, seed=11)
    seen = RULES.view.redact(s, 0)
    orders = {tuple(RULES.bots.determinize(seen, 0, random.Random(k)).bag) for k in range(5)}
    assert len(orders) == 5
    rng = random.Random(2)
    world = RULES.bots.determinize(seen, 0, rng)
    while not RULES.is_over(world):
        seat = RULES.to_act(world)[0]
        world = RULES.apply(world, seat, rng.choice(RULES.legal_actions(world, seat)))
    assert world.round == 6


# --- rollout_action: the playout policy offered to search bots ------------------------------


def test_rollout_action_is_legal_and_never_throws_tiles_away_needlessly():
    rng = random.Random(3)
    for state, seat, _a, _n in list(gc.random_playout(RULES, 2, 13))[::7]:
        a = RULES.bots.rollout_action(state, seat, RULES.legal_actions(state, seat), rng)
        assert a in RULES.legal_actions(state, seat)
        if isinstance(a, Pass) and state.round < 6:
            assert sum(a.keep) == min(4, sum(state.hands[seat]))
    s = placing_state(counts(red=3, purple=2), board={"red": [1, 2]})
    assert RULES.bots.rollout_action(s, 0, RULES.legal_actions(s, 0), rng) == Place(
        star="red", index=3, colour="red", wilds=0
    )
