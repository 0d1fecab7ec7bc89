"""The tile data file against the rules file's composition table (§12.4) and §1."""

from collections import Counter

import pytest

from boardgames_tui.games.akropolis.components import (
    data,
    hex_info,
    tile_has_plaza,
    tile_hexes,
    tiles_for,
)

# rules §12.4: tiles, tiles with a plaza, then h m b t g H M B T G q
COMPOSITION = {
    2: (37, 20, [18, 12, 10, 8, 6, 5, 4, 4, 4, 3, 37]),
    3: (49, 25, [27, 16, 13, 10, 7, 6, 5, 5, 5, 4, 49]),
    4: (61, 30, [36, 20, 16, 12, 8, 7, 6, 6, 6, 5, 61]),
}


@pytest.mark.parametrize("n", [2, 3, 4])
def test_composition_matches_rules_12_4(n):
    tiles, with_plaza, counts = COMPOSITION[n]
    ids = tiles_for(n)
    assert len(ids) == tiles
    assert sum(tile_has_plaza(t) for t in ids) == with_plaza
    hexes = Counter(c for t in ids for c in tile_hexes()[t])
    assert [hexes[c] for c in "hmbtgHMBTGq"] == counts


def test_tile_ids_by_player_count():
    assert tiles_for(2) == list(range(1, 38))
    assert tiles_for(3) == list(range(1, 50))
    assert tiles_for(4) == list(range(1, 62))


def test_stars_per_plaza_and_kinds():
    assert [hex_info(c).stars for c in "HMBTG"] == [1, 2, 2, 2, 3]
    assert {hex_info(c).kind for c in "hmbtg"} == {"district"}
    assert hex_info("q").kind == "quarry"


def test_starting_tile_and_stones():
    start = {(h.q, h.r): h.hex for h in data().starting_tile}
    assert start == {(0, 0): "H", (1, 0): "q", (-1, 1): "q", (0, -1): "q"}
    assert data().starting_stones == [1, 2, 3, 4]


def test_some_tiles_are_clockwise_as_listed():
    assert tile_hexes()[1] == "hbt"
    assert tile_hexes()[17] == "Mhg"
    assert tile_hexes()[61] == "qhm"
