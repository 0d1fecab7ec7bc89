"""Setup by player count (rules §4, §4.1, D3, D4) and round preparation (§5.1)."""

from __future__ import annotations

import pytest

from boardgames_tui.games.bruxelles_1897 import RULES
from boardgames_tui.games.bruxelles_1897.actions import Continue, Pass
from boardgames_tui.games.bruxelles_1897.scoring import coat_corners
from boardgames_tui.games.bruxelles_1897.setup import card_type
from boardgames_tui.games.bruxelles_1897.state import Options

from .helpers import NAMES, fresh, play


def test_two_player_adjustment_only_the_2_5_goes_to_prison():
    state = fresh(2)
    for p in state.seats:
        assert p.prison == ["A25"]
        assert sorted(p.hand) == ["A13"] * 4 + ["A24"] * 2
    assert state.rows == 3 and len(state.grid) == 12


@pytest.mark.parametrize("n", [3, 4])
def test_three_and_four_players_send_2_4_and_2_5_to_prison(n):
    state = fresh(n)
    for p in state.seats:
        assert p.prison == ["A24", "A25"]
        assert p.hand == ["A13"] * 4 + ["A24"]


@pytest.mark.parametrize(("n", "rows", "coats"), [(2, 3, 6), (3, 3, 6), (4, 4, 9)])
def test_grid_size_and_number_of_coats(n, rows, coats):
    state = fresh(n)
    assert state.rows == rows and state.cols == 4
    assert len(state.grid) == rows * 4
    assert len(coat_corners(state)) == coats


@pytest.mark.parametrize("n", [2, 3, 4])
def test_grid_is_drawn_from_k_of_each_type_plus_expo(n):
    per = 4 if n == 4 else 3
    state = fresh(n)
    kinds = [card_type(c.action) for c in state.grid]
    for kind in ("artwork", "material", "house", "noble", "money"):
        assert kinds.count(kind) <= per
    assert kinds.count("expo") <= 1
    assert state.expo_in_area == ("expo" not in kinds)
    # leftovers went to the discard piles (money back to the bank)
    left = sum(len(v) for v in state.discards.values())
    dealt_non_money = 4 * per - sum(1 for k in kinds if k in ("artwork", "material", "house",
                                                                "noble"))
    assert left == dealt_non_money
    assert len(state.decks["artwork"]) == 12 - per
    assert len(state.decks["noble"]) == 15 - per


@pytest.mark.parametrize("n", [2, 3, 4])
def test_money_by_seat_clockwise_from_start_player(n):
    for seed in range(1, 6):
        state = RULES.setup(NAMES[:n], seed, Options())
        start = state.first_player
        for k in range(n):
            assert state.seats[(start + k) % n].money == 4 + k
        assert state.current == start


def test_start_with_brugmann_ready_and_tracks_at_one():
    state = fresh(3)
    for p in state.seats:
        assert [(nb.id, nb.ready) for nb in p.nobles] == [("brugmann", True)]
        assert (p.architecture, p.nobility, p.prestige, p.vp) == (1, 1, 1, 0)


def test_four_bonus_cards_one_per_column():
    state = fresh(2)
    assert sorted(state.bonus) == ["architecture", "nobility", "prestige", "prison"]


def test_bad_player_count_is_refused():
    with pytest.raises(ValueError, match="2-4 players"):
        RULES.setup(["solo"], 1, Options())
    with pytest.raises(ValueError, match="2-4 players"):
        RULES.setup(NAMES + ["Eve"], 1, Options())


def test_same_seed_same_grid_different_seed_differs():
    a = RULES.setup(NAMES[:2], 11, Options())
    b = RULES.setup(NAMES[:2], 11, Options())
    c = RULES.setup(NAMES[:2], 12, Options())
    assert a == b
    assert [x.action for x in a.grid] != [x.action for x in c.grid] or a.bonus != c.bonus


def test_preparation_returns_architects_refreshes_nobles_deals_new_grid():
    state = fresh(2)
    state.seats[0].nobles[0].ready = False
    # Ana places, then both pass; scoring steps are acknowledged
    act = next(a for a in RULES.legal_actions(state, 0) if a.kind == "place"
               and card_type(state.cell(a.row, a.col).action) in ("artwork", "material"))
    state = play(state, act)
    state = play(state, Pass())  # Ben passes first: First Player card
    state = play(state, Pass())  # Ana passes
    assert state.phase == "scoring" and state.score_step == "columns"
    while state.phase == "scoring":
        legal = RULES.legal_actions(state, RULES.to_act(state)[0])
        state = play(state, legal[0])
    assert state.round == 2 and state.phase == "actions"
    assert state.first_player == 1 and state.current == 1
    assert all(not c.taken for c in state.grid)
    ana = state.seats[0]
    assert sorted(ana.hand + ana.prison) == ["A13"] * 4 + ["A24"] * 2 + ["A25"]
    assert sorted(state.seats[1].hand) == ["A13"] * 4 + ["A24"] * 2
    assert state.seats[1].prison == ["A25"]  # prison stays prison
    assert all(nb.ready for nb in ana.nobles)
    assert all(not p.passed for p in state.seats)


def test_rounds_continue_through_acknowledgements():
    state = fresh(2)
    state = play(state, Pass())
    state = play(state, Pass())
    assert RULES.legal_actions(state, state.first_player) == [Continue()]
    assert RULES.words.progress(state) == "round 1 of 4 · scoring"
