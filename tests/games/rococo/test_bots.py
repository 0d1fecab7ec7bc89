"""What the engine's bots need from Rococo: `determinize` deals only what the seat cannot
see and never leaves a decision without a legal answer; `evaluate` values majority swings
and money by the round, so `greedy` takes the obviously better move."""

from __future__ import annotations

import random

from boardgames_tui.engine.bots import GreedyBot
from boardgames_tui.games.rococo import RULES, scenario
from boardgames_tui.games.rococo import components as C
from boardgames_tui.games.rococo import heuristics as E
from boardgames_tui.games.rococo.actions import HandInTile, RentDress, SellDress
from boardgames_tui.games.rococo.hidden import _stack_levels
from boardgames_tui.games.rococo.state import Options
from tests.engine.generic_checks import random_playout

from .helpers import new_state


def _mid_game(n: int, decisions: int, seed: int, **opts):
    for i, (state, _seat, _action, _nxt) in enumerate(
        random_playout(RULES, n, seed, Options(**opts))
    ):
        if i == decisions:
            return state
    raise AssertionError("the game ended too early")


def _short_playout(state, rng: random.Random, decisions: int = 40) -> None:
    for _ in range(decisions):
        if RULES.is_over(state):
            return
        seat = rng.choice(RULES.to_act(state))
        legal = RULES.legal_actions(state, seat)
        assert legal, f"seat {seat} has no legal action in step {state.turn}"
        state = RULES.apply(state, seat, rng.choice(legal))


def test_determinize_keeps_what_the_seat_sees_and_plays_on():
    state = _mid_game(3, 150, seed=21, jewelry_box=True, fancy_garments=True)
    rng = random.Random(4)
    for viewer in range(3):
        seen = RULES.view.redact(state, viewer)
        world = RULES.bots.determinize(seen, viewer, rng)
        again = RULES.view.redact(world, viewer)
        again.seed = 0
        assert again == seen  # nothing visible changed
        assert world.seats[viewer] == state.seats[viewer]
        assert "hidden" not in str(world.model_dump()) and -1 not in world.resource_bag
        for p in world.seats:
            assert -1 not in p.tiles
        levels = [C.card(c).level for c in world.hire_stack]
        assert levels == [C.card(c).level for c in state.hire_stack]
        assert levels == list(_stack_levels(True)[len(_stack_levels(True)) - len(levels) :])
        for seat in RULES.to_act(world):
            for action in RULES.legal_actions(world, seat):
                RULES.apply(world, seat, action)
        _short_playout(world, rng)


def test_determinize_gives_a_player_handing_in_tiles_ones_that_pay():
    s = scenario.rococo(
        5,
        seed=3,
        on_turn=1,
        playing="BASE-J",
        making="Y07",
        silk_handed_in=False,
        holdings={1: {"tiles": ["2 yellow", "3 green"]}},
    )
    assert s.turn.need == {"Y": 2}
    mine = s.seats[1].tiles
    shown = {t for seg in s.warehouse for t in seg}
    # the only unseen tile with yellow bales is the one that pays
    yellow = [t for t in C.data().tiles if "Y" in t.bales and t.id not in shown | {mine[0]}]
    s = scenario.change(s, resource_discard=[t.bales for t in yellow])
    spare = [t for t in C.data().tiles if t.id not in shown | set(mine + s.resource_discard)]
    held = {}
    for seat in (0, 2, 3, 4):  # many hidden kept tiles compete for the few unseen ones
        held[seat], spare = {"tiles": [t.bales for t in spare[:5]]}, spare[5:]
    s = scenario.change(s, holdings=held)
    for k in range(10):
        world = RULES.bots.determinize(RULES.view.redact(s, 0), 0, random.Random(k))
        legal = RULES.legal_actions(world, 1)
        assert legal and all(isinstance(a, HandInTile) for a in legal)
        assert len(world.seats[1].tiles) == 2
        _short_playout(world, random.Random(k), 20)


def test_evaluate_is_the_score_difference_at_the_end_and_money_loses_value():
    for _state, _seat, _action, nxt in random_playout(RULES, 2, 8):
        state = nxt
    assert RULES.is_over(state)
    rows = RULES.score_sheet(state).rows
    diff = rows[0].total - rows[1].total + 0.01 * (rows[0].tiebreak[0] - rows[1].tiebreak[0])
    assert abs(RULES.bots.evaluate(state, 0) - diff) < 1e-9
    assert E.exchange_rate(1.0) > 0.25 and E.exchange_rate(0.0) == 0.1
    assert E.future(new_state(2)) == 1.0


def test_greedy_rents_where_the_dress_swings_a_majority():
    s = scenario.rococo(
        2,
        seed=2,
        round=7,
        hands={0: ["BASE-A1"], 1: ["BASE-A2"]},
        on_turn=0,
        playing="BASE-J",
        making="Y08",
        dresses={
            "King's Hall, space 3": (1, "Y01"),
            "King's Hall, space 4": (1, "Y02"),
            "King's Hall, space 6": (0, "Y03"),
        },
    )
    legal = RULES.legal_actions(s, 0)
    assert SellDress() in legal and RentDress(space="H2-2") in legal
    bot = GreedyBot(RULES, 0)
    for k in range(3):
        choice = bot.choose(RULES.view.redact(s, 0), legal, random.Random(k))
        assert isinstance(choice, RentDress) and choice.space.startswith("H1-")


def test_rollout_policy_rents_rather_than_sells_and_stays_legal():
    s = scenario.rococo(2, seed=2, on_turn=0, playing="BASE-J", making="Y08")
    legal = RULES.legal_actions(s, 0)
    rng = random.Random(3)
    picks = [RULES.bots.rollout_action(s, 0, legal, rng) for _ in range(200)]
    assert all(p in legal for p in picks)
    rents = sum(isinstance(p, RentDress) for p in picks)
    assert rents > 170 and any(isinstance(p, SellDress) for p in legal)


def _first_dress_round(seed: int, greedy_seat: int) -> int | None:
    """The round of the Casual (greedy) bot's first dress in a game against random."""
    state = RULES.setup(["A", "B"], seed, Options())
    bots = {greedy_seat: GreedyBot(RULES, greedy_seat)}
    rng = random.Random(seed)
    while not RULES.is_over(state) and state.round <= 4:
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        bot = bots.get(seat)
        action = bot.choose(RULES.view.redact(state, seat), legal, rng) if bot else rng.choice(legal)
        if seat == greedy_seat and isinstance(action, RentDress | SellDress):
            return state.round
        state = RULES.apply(state, seat, action)
    return None


def test_casual_bot_makes_a_dress_by_round_three():
    """Issue 36: the Casual bot made its first dress in round 4 or 5 (or never): making
    one looked like losing the silk it eats, and the Queen's favour counted its end
    points every round. In seeded games it now makes one by round 3."""
    rounds = [_first_dress_round(seed, seat) for seed in (0, 1) for seat in (0, 1)]
    assert all(r is not None and r <= 3 for r in rounds), rounds


def test_the_favour_counts_its_end_points_only_in_the_last_round():
    state = RULES.setup(["A", "B"], 0, Options())
    state.favor_holder = 0
    early = E.evaluate(state, 0)
    state.favor_holder = -1
    assert early == E.evaluate(state, 0)  # handed back at the round's end
    state.round = int(C.const("rounds"))
    last_without = E.evaluate(state, 0)
    state.favor_holder = 0
    assert E.evaluate(state, 0) == last_without + state.options.favor_end_pp
