"""Phase 1: taking tiles (rules §7, §9, §14.1-14.3, D3, D4, D9, D12, D1)."""

from __future__ import annotations

import pytest

from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.games.azul_summer_pavilion import RULES, scenario
from boardgames_tui.games.azul_summer_pavilion.actions import Take

from .helpers import counts, new_state


@pytest.mark.parametrize("n,factories", [(2, 5), (3, 7), (4, 9)])
def test_setup(n, factories):
    s = new_state(n)
    assert len(s.factories) == factories
    assert all(sum(f) == 4 for f in s.factories)
    assert sum(t is not None for t in s.supply) == 10
    assert len(s.bag) == 132 - 10 - 4 * factories
    assert [s.score(i) for i in range(n)] == [5] * n
    assert s.token_in_centre and s.round == 1 and s.wild == 0  # purple is wild in round 1
    assert s.current == 0  # D9: first seat starts round 1
    assert RULES.words.progress(s) == "round 1 of 6"


def test_player_count_is_checked():
    with pytest.raises(ValueError):
        RULES.setup(["a"], 1, RULES.Options())


def test_take_colour_plus_exactly_one_wild_rest_to_centre():
    s = scenario.azul(factories=[{"blue": 2, "purple": 2}, {"red": 4}])  # purple is wild
    assert Take(source=1, colour="purple") not in RULES.legal_actions(s, 0)
    t = RULES.apply(s, 0, Take(source=1, colour="blue"))
    assert t.hands[0] == counts(blue=2, purple=1)
    assert t.centre == counts(purple=1)  # the second wild goes to the centre
    assert t.factories[0] == [0] * 6
    assert t.current == 1


def test_wild_only_source_gives_exactly_one_wild():
    """D4 / §14.1: only when the source holds nothing but wilds; the rest go to the centre."""
    s = scenario.azul(factories=[{"purple": 3}, {"red": 1}])
    legal = RULES.legal_actions(s, 0)
    assert [a for a in legal if a.source == 1] == [Take(source=1, colour="purple")]
    t = RULES.apply(s, 0, Take(source=1, colour="purple"))
    assert t.hands[0] == counts(purple=1)
    assert t.centre == counts(purple=2)


def test_first_centre_pick_takes_token_and_pays_per_tile_including_wild():
    """D12 / §14.6: the penalty counts the wild; a later centre pick costs nothing."""
    s = scenario.azul(
        centre={"green": 3, "purple": 2, "red": 2},
        factories=[{"red": 1}],
        hand={"blue": 3},  # earlier hand tiles do not count
    )
    a = Take(source=0, colour="green")
    assert (
        RULES.words.describe(s, 0, a)
        == "P1 takes 3 green tiles and 1 wild purple from the centre, with the start token (-4)"
    )
    t = RULES.apply(s, 0, a)
    assert t.score(0) == 1 and t.token_holder == 0 and not t.token_in_centre
    assert t.centre == counts(purple=1, red=2)
    u = RULES.apply(t, 1, Take(source=0, colour="red"))
    assert u.score(1) == 5 and u.token_holder == 0
    assert u.hands[1] == counts(red=2, purple=1)


def test_centre_wild_only_first_pick_costs_one():
    s = scenario.azul(centre={"purple": 2}, factories=[{"red": 1}])
    t = RULES.apply(s, 0, Take(source=0, colour="purple"))
    assert t.hands[0] == counts(purple=1) and t.centre == counts(purple=1)
    assert t.score(0) == 4 and t.token_holder == 0


def test_score_never_drops_below_one():
    """D1: a player at 1 still takes the token and loses nothing."""
    s = scenario.azul(centre={"red": 3}, factories=[{"red": 1}], scores=[1, 5])
    t = RULES.apply(s, 0, Take(source=0, colour="red"))
    assert t.score(0) == 1 and t.token_holder == 0
    # score 3, penalty 3 stops at 1
    s = scenario.azul(centre={"red": 3}, factories=[{"red": 1}], scores=[3, 5])
    t = RULES.apply(s, 0, Take(source=0, colour="red"))
    assert t.score(0) == 1 and t.penalties[0] == 4


def test_centre_with_only_the_token_is_no_source():
    """§14.2."""
    s = scenario.azul(factories=[{}, {}, {"red": 1}])
    assert RULES.legal_actions(s, 0) == [Take(source=3, colour="red")]
    with pytest.raises(IllegalAction):
        RULES.apply(s, 0, Take(source=0, colour="red"))


def test_nobody_took_from_centre_start_player_keeps_both_phases():
    """§14.3 / D3: the start player begins Phase 2 and the next round."""
    s = scenario.azul(start_player=1, factories=[{"red": 4}, {"blue": 4}])
    t = RULES.apply(s, 1, Take(source=1, colour="red"))
    t = RULES.apply(t, 0, Take(source=2, colour="blue"))
    assert t.phase == "place" and t.current == 1 and t.token_in_centre
    t = RULES.apply(t, 1, RULES.legal_actions(t, 1)[-1])  # pass
    t = RULES.apply(t, 0, RULES.legal_actions(t, 0)[-1])
    assert t.round == 2 and t.phase == "take" and t.current == 1


def test_token_holder_starts_phase2():
    s = scenario.azul(factories=[{"red": 1, "blue": 1}])
    t = RULES.apply(s, 0, Take(source=1, colour="red"))
    t = RULES.apply(t, 1, Take(source=0, colour="blue"))
    assert t.phase == "place" and t.token_holder == 1 and t.current == 1


def test_out_of_turn_is_refused():
    s = new_state(3)
    with pytest.raises(IllegalAction, match="P1's turn"):
        RULES.apply(s, 1, RULES.legal_actions(s, 0)[0])
    assert RULES.legal_actions(s, 1) == []
