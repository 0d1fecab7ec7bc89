"""The game's side of the engine bots: `evaluate` (with its follow-up lookahead) and
`determinize` (rules §10: only the order of the draw piles is hidden)."""

from __future__ import annotations

import random

from boardgames_tui.engine.bots import make_bot
from boardgames_tui.games.bruxelles_1897 import RULES
from boardgames_tui.games.bruxelles_1897.actions import Place

from .helpers import Player, fresh


def greedy_choice(state, seat=0):
    bot = make_bot(RULES, seat, "greedy")
    return bot.choose(RULES.redact(state, seat), RULES.legal_actions(state, seat),
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
        return RULES.evaluate(fresh(3, seats=points), 0)

    base = value(0, 10, 4)
    assert value(0, 11, 4) == base - 1  # the leader gains: worse for seat 0
    assert value(0, 11, 5) == base - 1  # someone behind gains: no change
    assert value(3, 11, 5) == base + 2


def test_determinize_keeps_everything_the_seat_sees():
    state = fresh(3, seed=4)
    seen = RULES.redact(state, 1)
    world = RULES.determinize(seen, 1, random.Random(7))
    assert RULES.redact(world, 1) == seen
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
        action = RULES.rollout_action(state, seat, legal, rng)
        assert action in legal
        assert isinstance(action, Place) and action.value == 1  # the cheap face
        assert RULES.evaluate(RULES.apply(state, seat, action), seat) == \
            RULES.evaluate(RULES.apply(state, seat, greedy), seat)
    # whole games of rollout moves stay legal and end
    world = fresh(2, seed=9)
    for _ in range(400):
        if RULES.is_over(world):
            break
        s = RULES.to_act(world)[0]
        world = RULES.apply(world, s, RULES.rollout_action(
            world, s, RULES.legal_actions(world, s), rng))
    assert RULES.is_over(world)


def test_strong_bot_is_deterministic_for_a_seed():
    assert RULES.strong_rollout > 0
    bot = make_bot(RULES, 0, "strong")
    state = fresh(2, seed=3)
    legal = RULES.legal_actions(state, 0)
    first = bot.choose(RULES.redact(state, 0), legal, random.Random(1))
    again = bot.choose(RULES.redact(state, 0), legal, random.Random(1))
    assert first in legal and first == again  # deterministic for a seed
