"""The bot hooks (issue 8): `determinize` deals only what the seat cannot see and never
breaks `apply`; `evaluate` makes the engine's greedy bot take the obviously better move."""

from __future__ import annotations

import random

from boardgames_tui.engine.bots import make_bot
from boardgames_tui.games.castles_of_mad_king_ludwig import RULES, scenario
from boardgames_tui.games.castles_of_mad_king_ludwig.actions import (
    BuyRoom,
    ChooseReward,
    Pass,
    PlaceTile,
    PricesDone,
)
from boardgames_tui.games.castles_of_mad_king_ludwig.heuristics import (
    points_per_mark,
    rollout_action,
)
from boardgames_tui.games.castles_of_mad_king_ludwig.state import HIDDEN, PlacedTile
from tests.engine.generic_checks import random_playout

from .helpers import surround

NEUTRAL_FAVOURS = ["F01", "F02"]  # living / activity sq ft: unchanged by the moves below


def _sampled_states(n: int, seed: int, every: int):
    for i, (state, _seat, _action, _nxt) in enumerate(random_playout(RULES, n, seed)):
        if i % every == 0:
            yield state


def test_determinize_keeps_everything_the_seat_sees():
    rng = random.Random(3)
    checked = 0
    for state in _sampled_states(3, seed=41, every=37):
        for seat in range(state.n):
            seen = RULES.view.redact(state, seat)
            world = RULES.bots.determinize(seen, seat, rng)
            # the seat's own view of the world is exactly its view of the real game
            # (only the seed of future shuffles is new)
            again = RULES.view.redact(world, seat).model_dump(exclude={"seed"})
            assert again == seen.model_dump(exclude={"seed"})
            assert world.bonus[seat] == state.bonus[seat]
            assert world.offer[seat] == state.offer[seat]
            hidden = world.bonus_deck + [c for hand in world.bonus + world.offer for c in hand]
            assert HIDDEN not in hidden and len(hidden) == len(set(hidden))
            tiles = [t for stack in world.stacks.values() for t in stack]
            tiles += [r for r in world.market if r] + [p.tile for c in world.castles
                                                       for p in c if p.tile not in
                                                       ("foyer", "stairs", "hallway")]
            assert HIDDEN not in tiles and len(tiles) == len(set(tiles))
            assert 0 not in world.deck and len(world.deck) == len(state.deck)
            checked += 1
    assert checked >= 9


def test_every_real_legal_action_applies_to_a_determinised_world():
    """Bots pick from the real legal actions and try them on worlds: none may fail."""
    rng = random.Random(5)
    for state in _sampled_states(2, seed=43, every=9):
        seat = RULES.to_act(state)[0]
        world = RULES.bots.determinize(RULES.view.redact(state, seat), seat, rng)
        for action in RULES.legal_actions(state, seat):
            RULES.apply(world, seat, action)
    # and a world plays on to the end by random moves
    state = next(_sampled_states(4, seed=44, every=120))
    world = RULES.bots.determinize(RULES.view.redact(state, 2), 2, rng)
    for _ in range(3000):
        if RULES.is_over(world):
            break
        actor = RULES.to_act(world)[0]
        world = RULES.apply(world, actor, rng.choice(RULES.legal_actions(world, actor)))
    assert RULES.is_over(world)


def test_greedy_completes_the_room_for_five_points():
    """Of every legal spot for the stairs, greedy takes the one completing the Piano Room
    (activity reward: +5, rules §10)."""
    castle, last = surround("piano_room")
    s = scenario.castles(2, favours=NEUTRAL_FAVOURS, deciding=0, placing="Stairs",
                         castle={0: [PlacedTile(tile="foyer", x=-40, y=-40), *castle]})
    legal = RULES.legal_actions(s, 0)
    best = PlaceTile(rot=last.rot, x=last.x, y=last.y)
    assert best in legal and len(legal) > 3
    choice = make_bot(RULES, 0, "greedy").choose(RULES.view.redact(s, 0), legal, random.Random(1))
    assert choice == best


def test_greedy_wild_reward_points_at_the_end_money_early():
    """Two downstairs rooms completed: in the last round +5 points beat 10,000 Marks (worth
    1 point then); at the start the Marks are worth more, as they still buy rooms."""
    bot = make_bot(RULES, 0, "greedy")
    late = scenario.castles(2, favours=NEUTRAL_FAVOURS, last_round=True, deciding=0,
                            choosing_a_reward_for="Foyer")
    legal = RULES.legal_actions(late, 0)
    assert bot.choose(RULES.view.redact(late, 0), legal, random.Random(2)) == ChooseReward(
        reward="activity")
    early = scenario.castles(2, favours=NEUTRAL_FAVOURS, deciding=0,
                             choosing_a_reward_for="Foyer")
    assert points_per_mark(early) > 5 * points_per_mark(late)
    assert bot.choose(RULES.view.redact(early, 0), legal, random.Random(2)) == ChooseReward(
        reward="outdoor")


def test_greedy_master_builder_finishes_pricing():
    """Swaps must raise the Master Builder's likely income, so pricing ends quickly."""
    for seed in (1, 2, 3):
        s = scenario.castles(2, seed=seed)
        bot = make_bot(RULES, s.mb, "greedy")
        rng = random.Random(seed)
        for _ in range(12):
            action = bot.choose(RULES.view.redact(s, s.mb), RULES.legal_actions(s, s.mb), rng)
            s = RULES.apply(s, s.mb, action)
            if isinstance(action, PricesDone):
                break
        assert s.tasks[0].kind != "price"


def test_rollout_moves_are_legal_and_finish_pricing_at_once():
    """The strong bot's rollout policy: legal moves only; the Master Builder keeps the
    prices (a random one would swap for many decisions)."""
    rng = random.Random(8)
    for state in _sampled_states(2, seed=45, every=5):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        action = rollout_action(state, seat, legal, rng)
        assert action in legal
        if state.tasks[0].kind == "price":
            assert action == PricesDone()


def test_casual_bot_buys_an_affordable_room_rather_than_passing():
    """Issue 36: the Casual (greedy) bot passed almost every turn it was not the Master
    Builder (35 of 67 such turns in 10 seeded games against random, every time with a
    room it could afford), because a room was worth only its printed points now while a
    pass's money counted its early premium in full. Now it buys in most of them."""
    buys = passes = 0
    for seed in range(2):
        state = RULES.setup(["A", "B"], seed, RULES.Options())
        bots = [make_bot(RULES, 0, "greedy"), make_bot(RULES, 1, "random")]
        rng = random.Random(seed)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            action = bots[seat].choose(RULES.view.redact(state, seat), legal, rng)
            if seat == 0 and state.tasks[0].kind == "turn" and seat != state.mb and \
                    any(isinstance(a, BuyRoom) for a in legal):
                buys += isinstance(action, BuyRoom)
                passes += isinstance(action, Pass)
            state = RULES.apply(state, seat, action)
    assert buys >= 3 * passes and buys >= 10
