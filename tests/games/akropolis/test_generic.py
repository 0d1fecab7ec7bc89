"""The engine's generic checks on Akropolis, per player count and for option sets."""


import pytest

import tests.engine.generic_checks as gc
from boardgames_tui.engine.simulate import play_one
from boardgames_tui.games.akropolis import RULES
from boardgames_tui.games.akropolis.state import AkropolisOptions


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_generic_checks(n):
    gc.check_playout_ends(RULES, n, seed=21)
    gc.check_apply_is_pure_and_legal(RULES, n, seed=22, every=11)
    gc.check_illegal_refused(RULES, n, seed=23)
    gc.check_save_replay(RULES, n, seed=24, steps=60)
    gc.check_deterministic(RULES, n, seed=25)
    gc.check_redact(RULES, n, seed=26)


@pytest.mark.parametrize(
    ("n", "options"),
    [
        (2, {"all_tiles": True, "variant_houses": True, "variant_gardens": True}),
        (3, {"all_tiles": True, "variant_markets": True, "variant_barracks": True}),
        (4, {"variant_temples": True, "variant_houses": True, "variant_markets": True,
             "variant_barracks": True, "variant_gardens": True}),
        (1, {"solo_level": "metagenes", "variant_markets": True}),
        (1, {"solo_level": "callicrates", "variant_temples": True}),
    ],
)
def test_simulate_with_options(n, options):
    result = play_one(RULES, n, 5, options=AkropolisOptions(**options))
    assert len(result.scores) == n and result.winners


def test_greedy_bot_finishes_and_beats_random_usually():
    result = play_one(RULES, 2, 3, bots=["greedy", "random"])
    assert result.scores[0] > result.scores[1]
