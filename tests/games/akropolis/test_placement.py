"""Placement legality and enumeration (rules §2.3, §4.2, §4.3, §11 D10, D11, D12, D20)."""

import random
from itertools import product

import pytest

from boardgames_tui.games.akropolis import RULES
from boardgames_tui.games.akropolis.actions import PlaceTile, TakeTile
from boardgames_tui.games.akropolis.city import (
    NO_CONTACT,
    ONE_TILE,
    OVERHANG,
    UNEVEN,
    CityMap,
    legal_placements,
    map_of,
    map_of_city,
    placement_problem,
    quarries_covered,
    starting_map,
)
from boardgames_tui.games.akropolis.components import tile_cells
from boardgames_tui.games.akropolis.scenario import akropolis


def test_cells_table_of_rules_2_3():
    expected = {
        0: ((0, 0), (1, 0), (0, 1)),
        1: ((0, 0), (0, 1), (-1, 1)),
        2: ((0, 0), (-1, 1), (-1, 0)),
        3: ((0, 0), (-1, 0), (0, -1)),
        4: ((0, 0), (0, -1), (1, -1)),
        5: ((0, 0), (1, -1), (1, 0)),
    }
    for rot, cells in expected.items():
        assert tile_cells((0, 0), rot) == cells


def test_ground_placement_touching_any_hex_of_the_city_d12():
    cm = map_of([(1, 1, 1, 0)])  # tile 1 on (1,1),(2,1),(1,2), touching the start quarry (1,0)
    # (3,1),(4,1),(3,2) touches only the new tile (at (2,1)), not the starting tile: legal
    assert placement_problem(cm, (3, 1), 0) == (1, "")
    assert placement_problem(starting_map(), (3, 1), 0) == (0, NO_CONTACT)
    assert placement_problem(cm, (6, 0), 0) == (0, NO_CONTACT)


def test_start_ground_placement_legal_and_illegal():
    cm = starting_map()
    assert placement_problem(cm, (1, 1), 0) == (1, "")  # (1,1),(2,1),(1,2) touch (1,0)
    assert placement_problem(cm, (3, 3), 2) == (0, NO_CONTACT)
    assert placement_problem(cm, (0, 0), 0) == (0, OVERHANG)  # H and q with (0,1) empty


def _three_tiles():
    """Start + tile 2 on (1,1),(2,1),(1,2) + tile 3 on (0,1),(0,2),(-1,2)."""
    return map_of([(2, 1, 1, 0), (3, 0, 1, 1)])


def test_upper_placement_on_three_tiles_and_uneven_d11():
    cm = _three_tiles()
    # (1,0) start, (1,1) tile 2, (0,1) tile 3: flat, three tiles -> level 2
    assert placement_problem(cm, (1, 0), 1) == (2, "")
    cm3 = cm.with_tile(4, (1, 0), 1)
    # (1,1) is now level 2, (2,1) and (1,2) level 1: uneven
    assert placement_problem(cm3, (1, 1), 0) == (0, UNEVEN)
    # (1,0) level 2 with empty (2,-1): overhang
    assert placement_problem(cm3, (1, 0), 5) == (0, OVERHANG)
    assert (1, 0, 1, 2) in legal_placements(cm)
    assert (1, 1, 0, 2) not in legal_placements(cm3)


def test_may_not_rest_on_a_single_tile():
    cm = map_of([(5, 2, 0, 0)])  # Bqq on (2,0),(3,0),(2,1)
    assert placement_problem(cm, (2, 0), 0) == (0, ONE_TILE)
    # the same three cells from another anchor and rotation: still one tile underneath
    assert placement_problem(cm, (3, 0), 2) == (0, ONE_TILE)
    assert not [p for p in legal_placements(cm) if p[3] == 2]


def test_starting_tile_counts_as_one_tile_d10():
    cm = map_of([(5, 0, 1, 0)])  # Bqq: B(0,1), q(1,1), q(0,2)
    # (1,0) is the starting tile, (1,1) and (0,1) tile 5: two tiles -> legal, level 2
    assert placement_problem(cm, (1, 0), 1) == (2, "")
    uppers = {p for p in legal_placements(cm) if p[3] == 2}
    assert uppers
    for q, r, rot, _lvl in uppers:
        tiles = {cm.top(c)[1] for c in tile_cells((q, r), rot)}
        assert len(tiles) == 2


def test_covered_quarries_give_stones_once():
    cm = map_of([(5, 0, 1, 0)])  # Bqq: B(0,1), q(1,1), q(0,2)
    assert quarries_covered(cm, (1, 0), 1) == 2  # start q(1,0) + q(1,1); B(0,1) is no quarry
    cm2 = cm.with_tile(1, (1, 0), 1)  # h b t on top: those quarries are covered already
    assert quarries_covered(cm2, (1, 0), 1) == 0


def test_ground_tile_may_fill_an_enclosed_gap():
    cm = map_of([(5, 2, 0, 0), (7, 3, 1, 0)])  # (2,0),(3,0),(2,1) and (3,1),(4,1),(3,2)
    # (1,1),(2,1)? occupied; the free triangle (1,1),(1,2),(0,2) touches the city
    assert placement_problem(cm, (1, 1), 1) == (1, "")
    # a triangle overlapping an occupied ground hex with empty ones is an overhang
    assert placement_problem(cm, (2, 1), 1) == (0, OVERHANG)


def _brute_force(cm):
    """Every (anchor, rot) in a wide box, judged one by one."""
    qs = [q for q, _ in cm.stacks]
    rs = [r for _, r in cm.stacks]
    found = set()
    for q, r, rot in product(range(min(qs) - 4, max(qs) + 5), range(min(rs) - 4, max(rs) + 5),
                             range(6)):
        level, _ = placement_problem(cm, (q, r), rot)
        if level:
            found.add((q, r, rot, level))
    return found


@pytest.mark.parametrize("seed", [1, 2])
def test_enumeration_is_exact_along_a_game(seed):
    rng = random.Random(seed)
    state = RULES.setup(["A", "B"], seed, RULES.Options())
    checked = 0
    while not state.over:
        seat = state.current
        legal = RULES.legal_actions(state, seat)
        if isinstance(legal[0], PlaceTile) and state.turn % 5 == 0:
            cm = map_of(state.cities[seat].placed)
            listed = legal_placements(cm)
            assert len(set(listed)) == len(listed)
            assert set(listed) == _brute_force(cm)
            checked += 1
        state = RULES.apply(state, seat, rng.choice(legal))
    assert checked >= 5


def test_a_tile_can_always_be_placed_d20():
    rng = random.Random(9)
    state = RULES.setup(["A", "B", "C", "D"], 9, RULES.Options())
    while not state.over:
        legal = RULES.legal_actions(state, state.current)
        assert legal
        state = RULES.apply(state, state.current, rng.choice(legal))


def test_tiles_turn_but_never_mirror_d18():
    """h0 -> h1 -> h2 stays clockwise on screen (y grows downward) for every rotation."""
    for rot in range(6):
        (q0, r0), (q1, r1), (q2, r2) = tile_cells((0, 0), rot)
        x1, y1 = (q1 - q0) + (r1 - r0) / 2, r1 - r0
        x2, y2 = (q2 - q0) + (r2 - r0) / 2, r2 - r0
        assert x1 * y2 - y1 * x2 > 0


def test_stone_supply_is_unlimited_d9():
    state = akropolis(["A", "B"], seed=1, stones={"A": 40}, site=[22, 10, 25, 20])
    state = RULES.apply(state, 0, TakeTile(index=0))  # M q q
    state = RULES.apply(state, 0, PlaceTile(q=0, r=1, rot=0))  # M(0,1) q(1,1) q(0,2)
    assert state.stones[0] == 40
    # A plays again, 40 stones, the M q q tile laid as above
    state = akropolis(["A", "B"], seed=1, stones={"A": 40}, site=[1, 2],
                      cities={"A": [(22, (0, 1), 0)]})
    state = RULES.apply(state, 0, TakeTile(index=0))
    # (1,0) start quarry, (1,1) quarry, (0,1) plaza: two different tiles, two quarries
    state = RULES.apply(state, 0, PlaceTile(q=1, r=0, rot=1))
    assert state.stones[0] == 42  # more than the 40 cubes in the box: no limit in software


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (4, 5)])
def test_spots_worked_out_from_the_last_map_equal_a_fresh_count(players, seed):
    """The legal spots after a placement come from the map before it (only spots near the
    new tile are looked at again): they must equal a count on a map built from scratch,
    in the same order, at every placement of a game."""
    rng = random.Random(seed)
    state = RULES.setup([f"P{i}" for i in range(players)], seed, RULES.Options())
    checked = 0
    while not state.over:
        seat = state.current
        legal = RULES.legal_actions(state, seat)
        if isinstance(legal[0], PlaceTile):
            kept = map_of_city(state.cities[seat])
            fresh = CityMap(dict(kept.stacks))
            assert legal_placements(kept) == legal_placements(fresh)
            assert legal == [PlaceTile(q=q, r=r, rot=rot) for q, r, rot, _l in
                             legal_placements(fresh)]
            checked += 1
        state = RULES.apply(state, seat, rng.choice(legal))
    assert checked >= 18
