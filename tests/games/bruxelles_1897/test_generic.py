"""The registry-wide generic checks, run on Bruxelles 1897 for every player count."""

from __future__ import annotations

import pytest

from boardgames_tui.engine.registry import get_game
from boardgames_tui.engine.simulate import play_one
from boardgames_tui.games.bruxelles_1897 import RULES
from tests.engine import generic_checks as gc


@pytest.mark.parametrize("n", [2, 3, 4])
def test_generic_checks(n):
    gc.check_playout_ends(RULES, n, 1)
    gc.check_apply_is_pure_and_legal(RULES, n, 2, every=5)
    gc.check_illegal_refused(RULES, n, 3)
    gc.check_save_replay(RULES, n, 4, steps=60)
    gc.check_deterministic(RULES, n, 5)
    gc.check_redact(RULES, n, 6)


def test_registered():
    assert get_game("bruxelles-1897") is RULES


@pytest.mark.parametrize("n", [2, 3, 4])
def test_simulated_games_complete(n):
    for seed in range(5):
        result = play_one(RULES, n, seed)
        assert len(result.scores) == n and result.winners


def test_redact_hides_deck_order_only():
    state = RULES.setup(["A", "B"], 3, RULES.Options())
    red = RULES.view.redact(state, 0)
    assert red.decks["artwork"] == sorted(state.decks["artwork"])
    assert red.seats == state.seats and red.grid == state.grid


def test_greedy_bot_beats_random():
    wins = 0
    for seed in range(4):
        bots = ["greedy", "random"] if seed % 2 == 0 else ["random", "greedy"]
        result = play_one(RULES, 2, seed, bots)
        wins += bots.index("greedy") in result.winners
    assert wins >= 3


def test_determinize_keeps_the_cards_of_each_pile():
    import random

    state = RULES.setup(["A", "B"], 3, RULES.Options())
    world = RULES.bots.determinize(RULES.view.redact(state, 0), 0, random.Random(1))
    assert {k: sorted(v) for k, v in world.decks.items()} == {
        k: sorted(v) for k, v in state.decks.items()
    }


@pytest.mark.parametrize("n", [2, 3, 4])
def test_playouts_with_every_alternative_option(n):
    from tests.engine.generic_checks import random_playout

    opts = RULES.Options(
        tie_policy="none",
        prison_scope="per_location",
        first_player_rule="expo_taker",
        exhibition_discards_artworks=True,
        house_cost_mode="nth_house_needs_n_materials",
        house_vp_mode="per_material_same1_diff2",
        cinquantenaire_mode="any_art_nouveau_action",
        bef_per_vp=4,
    )
    for seed in (1, 2):
        last = None
        for _s, _seat, _a, nxt in random_playout(RULES, n, seed, opts):
            last = nxt
        assert last is not None and RULES.is_over(last)
        sheet = RULES.score_sheet(last)
        assert all(sum(r.categories.values()) == r.total for r in sheet.rows)
