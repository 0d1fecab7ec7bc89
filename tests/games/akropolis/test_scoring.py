"""Scoring per colour, standard and variants (rules §5, §6, §9.2, §11 D1-D8, D15, D17)."""

import random

import pytest

from boardgames_tui.games.akropolis import RULES
from boardgames_tui.games.akropolis.actions import PlaceTile, TakeTile
from boardgames_tui.games.akropolis.city import (
    CityMap,
    _encloses_nothing,
    lakes_of,
    map_of_city,
)
from boardgames_tui.games.akropolis.components import tile_cells
from boardgames_tui.games.akropolis.scenario import akropolis
from boardgames_tui.games.akropolis.scoring import (
    barracks_open_sides,
    regions,
    score_architect,
    score_city,
)
from boardgames_tui.games.akropolis.state import AkropolisOptions

from .helpers import make_map, ring

STANDARD = AkropolisOptions()
ALL = AkropolisOptions(
    variant_houses=True,
    variant_markets=True,
    variant_barracks=True,
    variant_temples=True,
    variant_gardens=True,
)

# A city around a one-hex lake at (0,0) (see the hand count in the tests below).
SAMPLE = {
    (1, 0): "g",
    (0, 1): "b",
    (-1, 1): "q",
    (-1, 0): "h",
    (0, -1): "qh",
    (1, -1): "qqm",
    (2, -1): "qt",
    (2, 0): "B",
    (3, -1): "G",
    (2, -2): "T",
    (3, -2): "H",
    (1, -2): "M",
    (4, -2): "g",
    (4, -1): "h",
    (5, -2): "m",
    (5, -1): "m",
}


def breakdown(cs):
    return {c: (v.value, v.stars, v.points) for c, v in cs.colours.items()}


def test_sample_city_lake_and_regions():
    reg = regions(make_map(SAMPLE))
    assert reg.lakes == {(0, 0)}


def test_sample_breakdown_standard():
    cs = score_city(make_map(SAMPLE), 3, STANDARD)
    assert breakdown(cs) == {
        "house": (3, 1, 3),  # group (-1,0) L1 + (0,-1) L2; the lone (4,-1) loses
        "market": (3, 2, 6),  # (1,-1) L3 alone; the pair (5,-2),(5,-1) scores 0
        "barracks": (1, 2, 2),  # (0,1) touches the outside
        "temple": (2, 2, 4),  # (2,-1) L2, six neighbours built
        "garden": (2, 3, 6),  # every garden
    }
    assert cs.stones == 3 and cs.total == 24


def test_sample_breakdown_all_variants():
    cs = score_city(make_map(SAMPLE), 3, ALL)
    assert breakdown(cs) == {
        "house": (3, 1, 3),  # 3 < 10: not doubled
        "market": (6, 2, 12),  # level 3 next to a market plaza: 6 x stars (§6 example)
        "barracks": (2, 2, 4),  # three open sides
        "temple": (4, 2, 8),  # level 2
        "garden": (3, 3, 9),  # (1,0) borders the lake, (4,-2) does not
    }
    assert cs.total == 39
    assert cs.colours["garden"].doubled == {(1, 0)}


@pytest.mark.parametrize(
    ("variant", "colour", "points"),
    [
        ("variant_houses", "house", 3),
        ("variant_markets", "market", 12),
        ("variant_barracks", "barracks", 4),
        ("variant_temples", "temple", 8),
        ("variant_gardens", "garden", 9),
    ],
)
def test_each_variant_on_its_own(variant, colour, points):
    cs = score_city(make_map(SAMPLE), 0, AkropolisOptions(**{variant: True}))
    standard = score_city(make_map(SAMPLE), 0, STANDARD)
    for c in cs.colours:
        expected = points if c == colour else standard.colours[c].points
        assert cs.colours[c].points == expected, c


def test_houses_largest_by_count_then_value_d3():
    # 2 hexes at level 2 (value 4) against 3 hexes at level 1 (value 3): the 3 win
    city = {(0, 0): "H", (2, 0): "qh", (3, 0): "qh", (0, 2): "h", (1, 2): "h", (2, 2): "h"}
    assert breakdown(score_city(make_map(city), 0, STANDARD))["house"] == (3, 1, 3)
    # equal sizes: the higher value scores
    city = {(0, 0): "H", (2, 0): "qh", (3, 0): "qh", (0, 2): "h", (1, 2): "h"}
    assert breakdown(score_city(make_map(city), 0, STANDARD))["house"] == (4, 1, 4)


def test_house_plazas_do_not_join_groups_and_levels_do_not_matter_d4_d6():
    # h - H - h in a line: two groups of one, not one of three
    city = {(0, 0): "h", (1, 0): "H", (2, 0): "h"}
    assert score_city(make_map(city), 0, STANDARD).colours["house"].value == 1
    # level 3 next to level 1 joins
    city = {(0, 0): "H", (1, 0): "qqh", (2, 0): "h"}
    assert score_city(make_map(city), 0, STANDARD).colours["house"].value == 4


def test_house_variant_threshold_ten():
    nine = {(0, 0): "H", (1, 0): "qqh", (2, 0): "qqh", (3, 0): "qh", (4, 0): "h"}
    ten = {(0, 0): "H", (1, 0): "qqh", (2, 0): "qqh", (3, 0): "qh", (4, 0): "qh"}
    opts = AkropolisOptions(variant_houses=True)
    assert score_city(make_map(nine), 0, opts).colours["house"].value == 9
    assert score_city(make_map(ten), 0, opts).colours["house"].value == 20


def test_market_plaza_does_not_cancel_a_market_d6():
    city = {(0, 0): "m", (1, 0): "M"}
    assert breakdown(score_city(make_map(city), 0, STANDARD))["market"] == (1, 2, 2)


def test_barracks_next_to_a_lake_only_is_not_on_the_edge_d1():
    city = {p: "q" for p in ring((0, 0))}
    city[(0, 1)] = "b"
    for p in [(1, 1), (0, 2), (-1, 2)]:  # close the barracks' outer side
        city[p] = "q"
    city[(2, -1)] = "B"
    cm = make_map(city)
    assert (0, 0) in regions(cm).lakes
    assert barracks_open_sides(cm, (0, 1)) == 0
    assert score_city(cm, 0, STANDARD).colours["barracks"].points == 0
    del city[(0, 2)]  # now it sees the outside
    assert score_city(make_map(city), 0, STANDARD).colours["barracks"].points == 2


def test_temple_must_be_surrounded_d5_and_variant_level_d8():
    city = {p: "q" for p in ring((0, 0))}
    city[(0, 0)] = "qt"
    city[(2, -1)] = "T"
    cm = make_map(city)
    assert score_city(cm, 0, STANDARD).colours["temple"].points == 4  # level 2 x 2 stars
    assert score_city(cm, 0, AkropolisOptions(variant_temples=True)).colours["temple"].points == 8
    del city[(1, 0)]
    assert score_city(make_map(city), 0, STANDARD).colours["temple"].points == 0


def test_temple_next_to_a_lake_is_not_surrounded():
    city = {p: "q" for p in ring((0, 0))}
    city[(1, 0)] = "t"  # borders the empty (0,0), which is a lake
    for p in ring((1, 0)):
        if p != (0, 0):
            city.setdefault(p, "q")
    city[(5, 5)] = "T"
    cm = make_map(city)
    assert (0, 0) in regions(cm).lakes
    assert score_city(cm, 0, STANDARD).colours["temple"].points == 0


def test_no_plaza_no_points_and_covered_plaza_d17():
    city = {(0, 0): "Hq", (1, 0): "h", (2, 0): "g"}
    cs = score_city(make_map(city), 2, STANDARD)
    assert cs.colours["house"].value == 1 and cs.colours["house"].points == 0
    assert cs.colours["garden"].points == 0
    assert cs.total == 2  # stones only


def test_lake_of_several_hexes_d2():
    inner = {(0, 0), (1, 0)}
    city = {}
    for c in inner:
        for p in ring(c):
            if p not in inner:
                city[p] = "q"
    city[(2, 0)] = "g"
    city[(9, 9)] = "G"
    cm = make_map(city)
    assert regions(cm).lakes == inner
    assert score_city(cm, 0, AkropolisOptions(variant_gardens=True)).colours["garden"].value == 2


def test_stones_break_ties_and_equal_stones_share_d15():
    s = akropolis(["A", "B"], seed=1, stones=[3, 1], site=[19, 10, 25, 20], to_play="B")
    s = RULES.apply(s, 1, TakeTile(index=0))  # qhh
    s = RULES.apply(s, 1, PlaceTile(q=1, r=1, rot=0))  # q(1,1) h(2,1) h(1,2): 2 points
    sheet = RULES.score_sheet(s)
    assert [r.total for r in sheet.rows] == [3, 3]
    cats = sheet.rows[1].categories
    assert cats == {
        "Houses": 2, "Markets": 0, "Barracks": 0, "Temples": 0, "Gardens": 0, "Stones": 1,
    }
    assert sheet.rows[1].details["Houses"] == "2×1★=2"  # value × stars = points
    assert sheet.winners == [0]  # more stones left
    # the long game has a second q h h tile (41): both cities alike, one stone each
    tied = akropolis(["A", "B"], seed=1, options=AkropolisOptions(all_tiles=True), site=[1, 2],
                     stones=[1, 1], cities={"A": [(41, (1, 1), 0)], "B": [(19, (1, 1), 0)]})
    assert RULES.score_sheet(tied).winners == [0, 1]


def test_running_score_mid_game():
    s = RULES.setup(["A", "B"], 1, AkropolisOptions())
    sheet = RULES.score_sheet(s)
    assert sheet.scores() == [1, 2]  # stones only: no districts yet


# --- the Illustrious Architect (§9.2) ---------------------------------------------------

TILES = [17, 5, 1]  # Mhg, Bqq, hbt; plus its own starting tile (H + 3 quarries)


def test_architect_levels():
    easy, bonus = score_architect(TILES, 2, AkropolisOptions())
    assert breakdown(easy) == {
        "house": (2, 1, 2), "market": (0, 2, 0), "barracks": (1, 2, 2),
        "temple": (1, 0, 0), "garden": (1, 0, 0),
    }
    assert bonus == 0 and easy.total == 6
    medium, bonus = score_architect(TILES, 2, AkropolisOptions(solo_level="metagenes"))
    assert medium.total == 6 and bonus == 10  # 5 quarries x 2
    hard, bonus = score_architect(TILES, 2, AkropolisOptions(solo_level="callicrates"))
    assert breakdown(hard)["house"] == (4, 1, 4) and breakdown(hard)["barracks"] == (2, 2, 4)


def test_architect_variants():
    opts = ALL.model_copy(update={"solo_level": "callicrates"})
    cs, _ = score_architect(TILES, 0, opts)
    assert breakdown(cs)["barracks"] == (4, 2, 8)
    assert breakdown(cs)["house"] == (4, 1, 4)  # 4 < 10
    many_markets = [17, 8, 9, 10, 12, 15]  # 5 markets, one market plaza: 3 doubled
    cs, _ = score_architect(many_markets, 0, AkropolisOptions(variant_markets=True))
    assert breakdown(cs)["market"] == (8, 2, 16)
    cs, _ = score_architect(many_markets, 0, AkropolisOptions())
    assert breakdown(cs)["market"] == (5, 2, 10)


def test_barracks_variant_counts_only_outside_sides_d7():
    city = {p: "q" for p in ring((0, 0))}
    city[(0, 1)] = "b"  # empty neighbours: (0,2), (-1,2) outside and the lake (0,0)
    city[(1, 1)] = "q"
    city[(3, -2)] = "B"
    cm = make_map(city)
    assert barracks_open_sides(cm, (0, 1)) == 2
    opts = AkropolisOptions(variant_barracks=True)
    assert score_city(cm, 0, opts).colours["barracks"].value == 1  # not doubled
    del city[(1, 1)]  # a third outside side
    assert score_city(make_map(city), 0, opts).colours["barracks"].value == 2


def test_values_are_levels_d23():
    city = {(0, 0): "G", (1, 0): "qqqg"}
    cs = score_city(make_map(city), 0, STANDARD)
    assert cs.colours["garden"].value == 4 and cs.colours["garden"].points == 12


def test_lakes_carried_over_from_the_map_before_equal_a_fresh_flood():
    """A tile that cannot close a lake keeps the lakes of the map before (minus its own
    hexes); one that might floods around itself. Both must equal a fresh flood, along
    games."""
    rng = random.Random(4)
    checked = closing = 0
    for seed in (1, 2):
        state = RULES.setup(["A", "B", "C"], seed, AkropolisOptions())
        while not state.over:
            seat = state.current
            legal = RULES.legal_actions(state, seat)
            if isinstance(legal[0], PlaceTile):
                cm = map_of_city(state.cities[seat])
                lakes_of(cm)
                for a in rng.sample(legal, min(25, len(legal))):
                    child = cm.with_tile(state.held, (a.q, a.r), a.rot)
                    cells = tile_cells((a.q, a.r), a.rot)
                    closing += cells[0] not in cm.stacks and not _encloses_nothing(cm.stacks,
                                                                                    cells)
                    assert lakes_of(child) == lakes_of(CityMap(dict(child.stacks)))
                    checked += 1
            state = RULES.apply(state, seat, rng.choice(legal))
    assert checked > 1000 and closing > 0


def test_a_tile_closing_a_ring_makes_a_lake():
    ring_but_one = {p: "q" for p in ring((0, 0)) if p != (0, -1)}
    ring_but_one[(5, 5)] = "h"  # far away, not touching
    cm = make_map({**ring_but_one, (9, 9): "H"})
    assert lakes_of(cm) == frozenset()
    closed = cm.with_tile(1, (0, -1), 4)  # h on (0,-1), b on (0,-2), t on (1,-2)
    assert lakes_of(closed) == {(0, 0)}
