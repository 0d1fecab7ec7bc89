"""The engine's generic checks for every player count, and whole games with each option."""

from __future__ import annotations

import pytest

from boardgames_tui.engine.simulate import play_one
from boardgames_tui.games.rococo import RULES, scenario
from boardgames_tui.games.rococo.state import Options, copy_state
from tests.engine import generic_checks as gc


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_generic_checks(n):
    gc.check_playout_ends(RULES, n, seed=11)
    gc.check_apply_is_pure_and_legal(RULES, n, seed=12, every=15)
    gc.check_illegal_refused(RULES, n, seed=13)
    gc.check_deterministic(RULES, n, seed=14)
    gc.check_redact(RULES, n, seed=15)


def test_save_replay_two_players():
    gc.check_save_replay(RULES, 2, seed=16, steps=60)


OPTION_SETS = [
    Options(jewelry_box=True),
    Options(fancy_garments=True),
    Options(extra_resources=True),
    Options(jewelry_box=True, exam_one_side_at_a_time=True, favor_end_pp=5),
]


@pytest.mark.parametrize(
    "opts", OPTION_SETS, ids=lambda o: ",".join(k for k, v in o.model_dump().items() if v is True)
)
@pytest.mark.parametrize("n", [2, 5])
def test_whole_games_with_options(opts, n):
    for seed in (1, 2):
        result = play_one(RULES, n, seed, options=opts)
        assert len(result.scores) == n and result.winners


def test_solo_with_rival_scored_finishes():
    result = play_one(RULES, 1, 3, options=Options(solo_score_rival=True))
    assert len(result.scores) == 1 and result.winners and len(result.rivals) == 1


def test_redact_hides_bags_and_other_tiles():
    s = scenario.rococo(["A", "B"], seed=5, holdings={"B": {"tiles": ["2 green", "1 yellow"]}})
    red = RULES.view.redact(s, 0)
    assert red.seats[1].tiles == [-1, -1] and red.seed == 0
    assert set(red.dress_bag) == {"hidden"} and set(red.resource_bag) == {-1}
    assert len(red.hire_stack) == len(s.hire_stack)


def test_determinize_deals_every_hidden_component():
    import random

    s = RULES.setup(["A", "B", "C"], 8, Options(jewelry_box=True))
    for seat in (0, 1, 2):
        s = RULES.apply(s, seat, RULES.legal_actions(s, seat)[0])
    world = RULES.bots.determinize(RULES.view.redact(s, 0), 0, random.Random(1))
    assert "hidden" not in world.seats[1].hand and -1 not in world.resource_bag
    assert "hidden" not in world.dress_bag and "hidden" not in world.hire_stack
    assert len(world.hire_stack) == len(s.hire_stack)
    assert world.seats[0] == s.seats[0] and world.seed != 0


def test_greedy_bot_game_finishes():
    result = play_one(RULES, 2, 4, ["greedy", "random"])
    assert result.scores[0] > 0 and len(result.scores) == 2


def test_copy_state_shares_no_mutable_part():
    """`apply` copies structurally (for the bots' speed): nothing mutable is shared."""
    s = None
    for i, (state, _seat, _action, _nxt) in enumerate(
        gc.random_playout(RULES, 3, 9, Options(jewelry_box=True))
    ):
        if state.turn is not None and i > 60:
            s = state
            break
    assert s is not None
    c = copy_state(s)
    assert c == s
    pairs = [(s, c), (s.turn, c.turn), *zip(s.seats, c.seats, strict=True)]
    for old, new in pairs:
        for name, value in vars(old).items():
            if isinstance(value, list | dict):
                assert getattr(new, name) is not value, name
    assert all(a is not b for a, b in zip(s.warehouse, c.warehouse, strict=True))
    assert all(c.exam_decks[k] is not v for k, v in s.exam_decks.items())


@pytest.mark.parametrize(("players", "opts"), [
    (2, Options(jewelry_box=True)), (2, Options(fancy_garments=True)),
    (1, Options(solo_score_rival=True, extra_resources=True)), (4, Options()),
])
def test_apply_leaves_its_input_alone_at_every_step(players, opts):
    """`apply` shares every list and dict with its input (for speed): every legal
    action at every step of a whole game, round changes, exams and the solo Rival
    included, leaves the state it was given as it was."""
    for state, seat, _action, _nxt in gc.random_playout(RULES, players, 21, opts):
        before = state.model_dump()
        for legal in RULES.legal_actions(state, seat):
            RULES.apply(state, seat, legal)
        assert state.model_dump() == before
