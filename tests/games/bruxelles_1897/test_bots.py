"""The game's side of the engine bots: `evaluate` (with its follow-up lookahead) and
`determinize` (rules §10: only the order of the draw piles is hidden)."""

from __future__ import annotations

import random

from boardgames_tui.engine.bots import make_bot
from boardgames_tui.games.bruxelles_1897 import RULES, heuristics
from boardgames_tui.games.bruxelles_1897 import placement as pl
from boardgames_tui.games.bruxelles_1897.actions import Place
from boardgames_tui.games.bruxelles_1897.scoring import (
    coat_corners,
    coat_leaders,
    column_winners,
)
from boardgames_tui.games.bruxelles_1897.state import Options
from tests.engine.generic_checks import random_playout

from .helpers import Player, fresh, play


def greedy_choice(state, seat=0):
    bot = make_bot(RULES, seat, "greedy")
    return bot.choose(RULES.view.redact(state, seat), RULES.legal_actions(state, seat),
                      random.Random(0))


def test_greedy_builds_the_six_point_house_behind_a_follow_up_question():
    # the House asks which materials to spend (three answers), so its 6 VP only show one
    # decision later: the lookahead must still prefer it to a cheap artwork
    grid = ["Artwork red"] * 12
    grid[5] = "House"
    state = fresh(2, grid=grid, seats={"Ana": Player(materials=["wood+brick", "metal+metal"],
                                                     artworks=["red"])})
    action = greedy_choice(state)
    assert isinstance(action, Place) and (action.row, action.col) == (1, 1)
    assert action.value == 1  # and pays as little as possible for it


def test_greedy_prefers_the_cheap_side_for_the_same_card():
    state = fresh(2, grid=["Artwork blue"] * 12)
    action = greedy_choice(state)
    assert isinstance(action, Place) and action.value == 1


def test_evaluate_is_relative_to_the_best_opponent():
    def value(ana: int, ben: int, cleo: int) -> float:
        points = {name: Player(points={"Exhibitions": vp})
                  for name, vp in (("Ana", ana), ("Ben", ben), ("Cleo", cleo))}
        return RULES.bots.evaluate(fresh(3, seats=points), 0)

    base = value(0, 10, 4)
    assert value(0, 11, 4) == base - 1  # the leader gains: worse for seat 0
    assert value(0, 11, 5) == base - 1  # someone behind gains: no change
    assert value(3, 11, 5) == base + 2


def test_determinize_keeps_everything_the_seat_sees():
    state = fresh(3, seed=4)
    seen = RULES.view.redact(state, 1)
    world = RULES.bots.determinize(seen, 1, random.Random(7))
    assert RULES.view.redact(world, 1) == seen
    assert world.model_dump(exclude={"decks"}) == state.model_dump(exclude={"decks"})
    assert any(world.decks[k] != seen.decks[k] for k in world.decks)  # really shuffled
    # a short random playout from the guessed world never meets an illegal state
    rng = random.Random(3)
    for _ in range(60):
        if RULES.is_over(world):
            break
        seat = RULES.to_act(world)[0]
        world = RULES.apply(world, seat, rng.choice(RULES.legal_actions(world, seat)))


def test_greedy_sees_the_city_hall_activations_behind_a_brussels_start():
    nobles = ["Brugmann", "Horta", "Albert", "Buls", "Hankar"]
    state = fresh(2, grid=["Sale"] * 12,  # no artwork: no Sale can be taken
                  seats={"Ana": Player(nobles=nobles, nobility=4)})
    action = greedy_choice(state)
    assert action.kind == "brussels" and action.location == "city_hall"


def test_rollout_policy_plays_the_greedy_move_and_cheap_faces():
    state = fresh(2, grid=["Artwork blue"] * 12)
    seat = RULES.to_act(state)[0]
    legal = RULES.legal_actions(state, seat)
    rng = random.Random(5)
    greedy = greedy_choice(state)
    for _ in range(5):
        action = RULES.bots.rollout_action(state, seat, legal, rng)
        assert action in legal
        assert isinstance(action, Place) and action.value == 1  # the cheap face
        assert RULES.bots.evaluate(RULES.apply(state, seat, action), seat) == \
            RULES.bots.evaluate(RULES.apply(state, seat, greedy), seat)
    # whole games of rollout moves stay legal and end
    world = fresh(2, seed=9)
    for _ in range(400):
        if RULES.is_over(world):
            break
        s = RULES.to_act(world)[0]
        world = RULES.apply(world, s, RULES.bots.rollout_action(
            world, s, RULES.legal_actions(world, s), rng))
    assert RULES.is_over(world)


def test_strong_bot_is_deterministic_for_a_seed():
    assert RULES.bots.settings.rollout > 0
    bot = make_bot(RULES, 0, "strong")
    state = fresh(2, seed=3)
    legal = RULES.legal_actions(state, 0)
    first = bot.choose(RULES.view.redact(state, 0), legal, random.Random(1))
    again = bot.choose(RULES.view.redact(state, 0), legal, random.Random(1))
    assert first in legal and first == again  # deterministic for a seed


def test_the_bots_count_of_leads_agrees_with_the_scoring_helpers():
    # `_leads` counts in one pass what `scoring` answers coat by coat and column by column
    checked = 0
    for n, seed, ties in ((2, 41, "all"), (3, 42, "none"), (4, 43, "all"), (2, 44, "none")):
        options = Options(tie_policy=ties)
        for state, _seat, _action, _nxt in random_playout(RULES, n, seed, options):
            coats, columns, _counts = heuristics._leads(state)
            for seat in range(n):
                led = sum(seat in coat_leaders(state, r, c) for r, c in coat_corners(state))
                won = sum(seat in column_winners(state, col) for col in range(state.cols))
                assert (coats.get(seat, 0), columns.get(seat, 0)) == (led, won)
                checked += led + won
    assert checked > 500  # positions where somebody leads were met


def test_play_is_apply_without_the_checks_and_can_place_is_the_option_list():
    rng = random.Random(3)
    tried = 0
    for n, seed in ((2, 51), (3, 52)):
        for state, seat, _action, _nxt in random_playout(RULES, n, seed):
            assert pl.can_place(state, seat) == bool(pl.place_options(state, seat))
            legal = RULES.legal_actions(state, seat)
            for action in rng.sample(legal, min(3, len(legal))):
                played, applied = RULES.play(state, seat, action), RULES.apply(state, seat, action)
                assert played.model_dump() == applied.model_dump()
                tried += 1
    assert tried > 300


def test_placements_of_twin_cards_are_valued_alike_so_the_rollouts_try_one():
    # the rollout policy tries one of two cards that show the same value on the same
    # position: that holds only while `evaluate` does not tell the two cards apart
    state = fresh(2, grid=["Artwork blue"] * 12, seats={"Ana": Player(hand=["2/4", "2/5"])})
    legal = RULES.legal_actions(state, 0)
    twins = [a for a in legal if a.kind == "place" and a.value == 2 and (a.row, a.col) == (0, 0)]
    assert {a.card for a in twins} == {"A24", "A25"}
    values = {RULES.bots.evaluate(RULES.apply(state, 0, a), 0) for a in twins}
    assert len(values) == 1
    assert RULES.bots.rollout_action(state, 0, legal, random.Random(1)) in legal


def test_a_noble_moves_no_architect_so_city_hall_counts_the_leads_once():
    # `_city_hall_end` counts coats, columns and Brussels cards at the City Hall's first
    # position and uses them for every activation: that holds while no City Hall answer
    # (an activation, the stop, a prison release) changes them
    checked = 0
    for n, seed in ((2, 61), (3, 62), (2, 63), (4, 64)):
        for state, seat, _action, _nxt in random_playout(RULES, n, seed):
            if state.phase != "actions" or state.step not in ("city_hall", "free"):
                continue
            for action in RULES.legal_actions(state, seat):
                after = RULES.play(state, seat, action)
                if after.phase == "actions":
                    assert heuristics._leads(after) == heuristics._leads(state)
                    checked += 1
    assert checked > 20


def strong_rollouts(state, seat=0) -> int:
    """How many rollouts the strong bot spends on its decision in `state`."""
    bot = make_bot(RULES, seat, "strong")
    count = 0
    sample = bot.sample

    def counted(world, move, dice):
        nonlocal count
        count += 1
        return sample(world, move, dice)

    bot.sample = counted
    bot.choose(RULES.view.redact(state, seat), RULES.legal_actions(state, seat), random.Random(2))
    return count


def test_the_strong_bot_spends_half_its_rollouts_on_a_follow_up_question():
    nobles = ["Brugmann", "Horta", "Albert", "Buls", "Hankar"]
    state = fresh(2, grid=["Sale"] * 12, seats={"Ana": Player(nobles=nobles, nobility=4)})
    assert RULES.bots.strong_budget(state, 0, RULES.legal_actions(state, 0)) is None
    assert strong_rollouts(state) == RULES.bots.settings.samples  # a turn's opening decision
    start = next(a for a in RULES.legal_actions(state, 0)
                 if a.kind == "brussels" and a.location == "city_hall")
    brussels = play(state, start)
    assert brussels.step == "brussels" and len(RULES.legal_actions(brussels, 0)) > 1
    assert heuristics.FOLLOW_UP_SAMPLES == RULES.bots.settings.samples // 2
    assert RULES.bots.strong_budget(brussels, 0, []) == heuristics.FOLLOW_UP_SAMPLES
    assert strong_rollouts(brussels) == heuristics.FOLLOW_UP_SAMPLES


def test_the_rollouts_city_hall_answer_is_the_best_valued_one():
    # in City Hall the rollout plays the next step of evaluate's greedy chain instead of
    # valuing each answer by the whole chain after it: both must come to the same value
    rng = random.Random(4)
    checked = 0
    for n, seed in ((2, 71), (2, 72), (3, 73), (2, 74), (2, 75)):
        for state, seat, _action, _nxt in random_playout(RULES, n, seed):
            if state.phase != "actions" or state.step != "city_hall":
                continue
            legal = RULES.legal_actions(state, seat)
            if len(legal) < 2:
                continue
            action = RULES.bots.rollout_action(state, seat, legal, rng)
            assert action in legal
            best = max(RULES.bots.evaluate(RULES.play(state, seat, a), seat) for a in legal)
            assert RULES.bots.evaluate(RULES.play(state, seat, action), seat) == best
            checked += 1
    assert checked > 5


def test_the_strong_bot_spends_three_quarters_once_every_rival_has_passed():
    for n in (2, 3):
        playing = fresh(n, seed=5)
        assert RULES.bots.strong_budget(playing, 0, RULES.legal_actions(playing, 0)) is None
        others = ["Ben", "Cleo"][: n - 1]
        some = fresh(n, seed=5, passed=others[:1])
        assert RULES.bots.strong_budget(some, 0, []) == (None if n == 3 else heuristics.ALONE_SAMPLES)
        alone = fresh(n, seed=5, passed=others)
        assert len(RULES.legal_actions(alone, 0)) >= 4
        assert RULES.bots.strong_budget(alone, 0, []) == heuristics.ALONE_SAMPLES
    assert heuristics.ALONE_SAMPLES == RULES.bots.settings.samples * 3 // 4
    assert strong_rollouts(alone) == heuristics.ALONE_SAMPLES


def test_casual_bot_does_not_pass_first_with_architects_and_money_in_hand():
    """Issue 36: the Casual (greedy) bot passed first with two to four architects and
    money in hand while it could still place one: an architect in hand counted 0.3 points,
    less than the 3 BEF of the first pass. Seeded games against random."""
    wasteful = []
    for seed in range(4):
        for greedy_seat in (0, 1):
            state = RULES.setup(["A", "B"], seed, Options())
            bot = make_bot(RULES, greedy_seat, "greedy")
            rng = random.Random(seed)
            while not RULES.is_over(state):
                seat = RULES.to_act(state)[0]
                legal = RULES.legal_actions(state, seat)
                if seat == greedy_seat:
                    action = bot.choose(RULES.view.redact(state, seat), legal, rng)
                    me, rival = state.seats[seat], state.seats[1 - seat]
                    if action.kind == "pass" and not rival.passed and len(me.hand) >= 2 \
                            and me.money > 0 and any(a.kind == "place" for a in legal):
                        wasteful.append((seed, greedy_seat, state.round))
                else:
                    action = rng.choice(legal)
                state = RULES.apply(state, seat, action)
    assert wasteful == []
