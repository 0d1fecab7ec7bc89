"""The bots' hooks for Akropolis (issue 8): evaluate, determinize, the solo rival's row."""

from __future__ import annotations

import random

from boardgames_tui.engine.bots import bot_levels, make_bot
from boardgames_tui.engine.scoring import RIVAL_SEAT
from boardgames_tui.games.akropolis import RULES
from boardgames_tui.games.akropolis.actions import TakeTile
from boardgames_tui.games.akropolis.heuristics import turns_left
from boardgames_tui.games.akropolis.hidden import unseen_tiles
from boardgames_tui.games.akropolis.preview import preview_placement
from boardgames_tui.games.akropolis.rules import POINT_ROWS
from boardgames_tui.games.akropolis.scenario import akropolis
from boardgames_tui.games.akropolis.state import ARCHITECT_NAME, AkropolisOptions


def two_player(seed: int = 3):
    return RULES.setup(["Ana", "Ben"], seed, AkropolisOptions())


def play_random(state, steps: int, rng: random.Random):
    for _ in range(steps):
        if state.over:
            break
        seat = state.current
        state = RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)))
    return state


def greedy_choice(state, seat: int, seed: int = 0):
    bot = make_bot(RULES, seat, "greedy")
    return bot.choose(RULES.view.redact(state, seat), RULES.legal_actions(state, seat),
                      random.Random(seed))


def plaza_on_the_ground():
    """Ana has a 3-star garden plaza on the ground and has just taken g q q."""
    site = two_player().site[1:]
    return akropolis(["Ana", "Ben"], seed=3, site=site, cities={"Ana": [(24, (2, -1), 0)]},
                     held=7)


# --- evaluate: greedy picks the obviously better move --------------------------------


def test_greedy_buys_a_three_star_plaza_for_one_stone():
    s = akropolis(["Ana", "Ben"], seed=3, site=[30, 24, 1, 7])
    # t q q free, G q q (3-star garden plaza) for 1 stone, ...
    assert greedy_choice(s, 0) == TakeTile(index=1)


def test_greedy_does_not_take_a_tile_far_back_for_nothing():
    # the 3-star plaza is free; the others are plain and dearer
    s = akropolis(["Ana", "Ben"], seed=3, stones=[4, 2], site=[24, 26, 30, 7])
    assert greedy_choice(s, 0) == TakeTile(index=0)


def test_greedy_keeps_its_plaza_visible_and_scores_best():
    s = plaza_on_the_ground()
    legal = RULES.legal_actions(s, 0)
    totals = {a: preview_placement(s, 0, 7, (a.q, a.r), a.rot).after.total for a in legal}
    covering = [a for a in legal if preview_placement(s, 0, 7, (a.q, a.r), a.rot)
                .after.colours["garden"].stars == 0]
    assert covering  # covering the plaza is possible, and bad
    for seed in range(3):
        choice = greedy_choice(s, 0, seed)
        assert choice not in covering
        assert totals[choice] == max(totals.values())


def test_evaluate_counts_stars_stones_and_the_tile_in_hand():
    s = two_player()
    base = RULES.bots.evaluate(s, 0)
    richer = akropolis(["Ana", "Ben"], seed=3, stones=[3, 2])
    assert RULES.bots.evaluate(richer, 0) > base + 2  # a stone is a point and a little more
    holding = RULES.apply(s, 0, TakeTile(index=0))
    assert holding.held is not None
    assert RULES.bots.evaluate(holding, 0) > base  # a free tile in hand is worth something
    assert RULES.bots.evaluate(s, 1) > 0 > RULES.bots.evaluate(s, 0)  # Ben has one stone more


def test_evaluate_at_the_end_is_the_score_difference():
    s = play_random(two_player(5), 400, random.Random(1))
    assert s.over and turns_left(s) == 0
    a, b = RULES.score_sheet(s).scores()
    assert RULES.bots.evaluate(s, 0) == a - b


def test_no_game_specific_bot_levels():
    assert set(bot_levels(RULES)) == {"random", "greedy", "strong"}
    assert RULES.bots.settings.samples > 0 and RULES.bots.settings.rollout >= 0


# --- determinize: keep what the seat sees, re-deal the face-down stacks ---------------


def test_determinize_redeals_only_the_hidden_stacks():
    rng = random.Random(4)
    s = play_random(two_player(8), 23, rng)
    seen = RULES.view.redact(s, 1)
    orders = set()
    for k in range(6):
        world = RULES.bots.determinize(seen, 1, random.Random(k))
        assert RULES.State.model_validate(world.model_dump()) == world
        assert sorted(world.deck) == sorted(s.deck)  # the unseen tiles, nothing else
        assert set(world.deck) == set(unseen_tiles(s))
        for field in ("site", "stones", "cities", "held", "current", "chief", "round", "turn"):
            assert getattr(world, field) == getattr(s, field), field
        assert RULES.view.redact(world, 1) == seen
        orders.add(tuple(world.deck))
    assert len(orders) > 1  # really shuffled
    assert seen == RULES.view.redact(s, 1)  # the input is untouched


def test_determinized_worlds_play_to_the_end():
    for n, opts in ((1, {"solo_level": "metagenes"}), (2, {}), (3, {"all_tiles": True}),
                    (4, {})):
        rng = random.Random(n)
        s = RULES.setup([f"P{i}" for i in range(n)], 30 + n, AkropolisOptions(**opts))
        s = play_random(s, 17, rng)
        world = RULES.bots.determinize(RULES.view.redact(s, s.current), s.current, rng)
        end = play_random(world, 400, rng)
        assert end.over
        assert all(len(c.placed) == len(end.cities[0].placed) for c in end.cities)


def test_strong_bot_returns_a_legal_action_deterministically():
    s = play_random(two_player(2), 9, random.Random(2))
    legal = RULES.legal_actions(s, s.current)
    picks = {
        make_bot(RULES, s.current, "strong").choose(RULES.view.redact(s, s.current), legal,
                                                      random.Random(11))
        for _ in range(2)
    }
    assert len(picks) == 1 and picks <= set(legal)


# --- rollout policy: cheap, sensible, legal -------------------------------------------


def test_rollout_takes_a_cheap_plaza_over_plain_tiles():
    s = akropolis(["Ana", "Ben"], seed=3, site=[30, 24, 1, 7])
    # the 3-star garden plaza costs 1 stone, Ana has 2
    legal = RULES.legal_actions(s, 0)
    picks = {RULES.bots.rollout_action(s, 0, legal, random.Random(k)) for k in range(5)}
    assert picks == {TakeTile(index=1)}


def test_rollout_placement_keeps_the_plaza_visible():
    s = plaza_on_the_ground()
    legal = RULES.legal_actions(s, 0)
    for k in range(8):
        choice = RULES.bots.rollout_action(s, 0, legal, random.Random(k))
        assert choice in legal
        after = preview_placement(s, 0, 7, (choice.q, choice.r), choice.rot).after
        assert after.colours["garden"].stars == 3


def _playout(seed: int, policy) -> int:
    """Both seats' total score after a whole game played by `policy`."""
    rng = random.Random(seed)
    s = two_player(seed)
    while not s.over:
        seat = s.current
        legal = RULES.legal_actions(s, seat)
        s = RULES.apply(s, seat, policy(s, seat, legal, rng))
    return sum(RULES.score_sheet(s).scores())


def test_rollout_moves_are_legal_and_repeatable():
    s = play_random(two_player(6), 11, random.Random(9))
    for _ in range(12):
        seat = s.current
        legal = RULES.legal_actions(s, seat)
        a = RULES.bots.rollout_action(s, seat, legal, random.Random(5))
        assert a in legal
        assert RULES.bots.rollout_action(s, seat, legal, random.Random(5)) == a
        s = RULES.apply(s, seat, a)


def test_rollout_policy_builds_better_cities_than_random_play():
    def uniform(state, seat, legal, rng):
        return rng.choice(legal)

    seeds = (0, 1, 2)
    sensible = sum(_playout(k, RULES.bots.rollout_action) for k in seeds)
    random_play = sum(_playout(k, uniform) for k in seeds)
    assert sensible > 1.3 * random_play


# --- solo: the Illustrious Architect is a row of the score sheet and can win ----------


def solo(level: str = "hippodamos", stones: list[int] | None = None):
    return akropolis(["Solo"], seed=4, options=AkropolisOptions(solo_level=level), stones=stones)


def test_the_architect_wins_a_random_game():
    s = play_random(solo(), 400, random.Random(6))
    sheet = RULES.score_sheet(s)
    human, arch, wins = RULES.solo_outcome(s)
    assert not wins and arch > human
    assert sheet.winners == [RIVAL_SEAT]
    row = sheet.rows[-1]
    assert row.seat == RIVAL_SEAT and row.name == ARCHITECT_NAME and row.total == arch
    assert sum(v for k, v in row.categories.items() if k in POINT_ROWS) == row.total


def test_the_human_wins_when_ahead():
    s = solo(stones=[3, 2])  # nothing built: the human's 3 stones against the Architect's 2
    assert RULES.score_sheet(s).winners == [0]
    s = solo(stones=[2, 3])
    assert RULES.score_sheet(s).winners == [RIVAL_SEAT]


def test_solo_ties_go_to_the_human_only_with_more_stones():
    s = solo(stones=[2, 2])  # 2 points each, 2 stones each: the Architect wins
    assert RULES.score_sheet(s).winners == [RIVAL_SEAT]
    # the Architect's 3 starting quarries are worth 6 points
    m = solo("metagenes", stones=[7, 1])
    sheet = RULES.score_sheet(m)
    assert [r.total for r in sheet.rows] == [7, 7]
    assert sheet.rows[1].categories["Quarry bonus"] == 6
    assert "Quarry bonus" in sheet.category_names
    assert sheet.winners == [0]
