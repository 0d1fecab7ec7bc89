"""The data file holds exactly the components of the rules file (§2-§5, §12, §13, §16)."""

from __future__ import annotations

from collections import Counter

import pytest

from boardgames_tui.games.castles_of_mad_king_ludwig.components import (
    Components,
    components,
    tile,
)
from boardgames_tui.games.castles_of_mad_king_ludwig.geometry import geometry


def test_75_rooms_all_different():
    rooms = components().rooms
    assert len(rooms) == 75
    assert len({r.id for r in rooms}) == 75
    assert len({r.name for r in rooms}) == 75


def test_counts_per_size():
    sizes = Counter(r.sqft for r in components().rooms)
    assert sizes == {100: 9, 150: 9, 200: 9, 250: 9, 300: 9,
                     350: 6, 400: 6, 450: 6, 500: 6, 600: 6}


def test_counts_per_type():
    types = Counter(r.type for r in components().rooms)
    assert types == {"living": 14, "activity": 12, "outdoor": 11, "downstairs": 10,
                     "food": 9, "utility": 9, "sleeping": 8, "corridor": 2}


def test_counts_per_size_and_type_match_section_3():
    table = Counter((r.sqft, r.type) for r in components().rooms)
    assert table[(150, "downstairs")] == 3
    assert table[(250, "outdoor")] == 3
    assert table[(350, "corridor")] == 2
    assert table[(600, "activity")] == 2
    assert table[(400, "sleeping")] == 2


@pytest.mark.parametrize("room", [r.id for r in components().rooms])
def test_room_shape_cells_and_doors(room):
    spec = tile(room)
    geo = geometry(room, 0)
    assert all(0 <= x < geo.w and 0 <= y < geo.h for x, y in geo.full)
    assert geo.doors, "every room has a door"
    assert all((d.x, d.y) in geo.full for d in geo.doors)
    assert {d.level for d in geo.doors} == {"down" if spec.type == "downstairs" else "up"}
    assert bool(geo.fence_edges) == (spec.type == "outdoor")


def test_patterns_by_type_and_size():
    """§3: within a size and type, rooms share base points and bonus value."""
    groups: dict = {}
    for r in components().rooms:
        value = r.bonus.value if r.bonus else 0
        groups.setdefault((r.sqft, r.type), set()).add((r.base, value))
    exceptions = {(250, "downstairs"), (500, "downstairs")}  # Crypt, Venus Grotto
    for key, values in groups.items():
        if key not in exceptions:
            assert len(values) == 1, key


def test_sample_rooms():
    assert tile("dungeon").bonus.model_dump() == {
        "kind": "castle", "value": 2, "types": ["downstairs"]}
    assert tile("singers_chamber").doors == [("S", 2, 3), ("S", 3, 3), ("S", 4, 3)]
    assert tile("fungus_room").doors == [("N", 1, 0), ("W", 0, 1)]
    assert tile("theater").bonus.types == ["utility", "corridor", "living", "sleeping"]
    assert tile("great_hall").type == "corridor" and len(tile("great_hall").doors) == 11


def test_corridor_pieces():
    assert tile("foyer").sqft == 125 and tile("stairs").sqft == 75
    assert tile("hallway").sqft == 150 and len(tile("hallway").doors) == 14
    stairs = geometry("stairs", 0)
    assert {(d.side, d.level) for d in stairs.doors} == {("W", "down"), ("E", "up")}
    assert {d.level for d in geometry("hallway", 0, True).doors} == {"down"}


def test_favors_and_bonus_cards():
    data = components()
    assert len(data.kings_favors) == 24
    assert len(data.bonus_cards) == 27
    assert data.game.kings_favor_exclusive_pair == ("F19", "F20")


def test_reconstructed_values_are_marked():
    marks = components().reconstructed
    for key in ("market_prices.2", "market_prices.3", "stack_tiles.large.2",
                "corridor_supply.hallway.3", "room_cards_per_size"):
        assert key in marks
    assert all("reconstructed" in b.status for b in components().bonus_cards if b.id != "B21")


def test_constants():
    game = components().game
    assert game.market_prices[4] == [1000, 2000, 4000, 6000, 8000, 10000, 15000]
    assert game.market_prices[2] == [4000, 6000, 8000, 10000, 15000]
    assert game.start_money == 15000 and game.pass_income == 5000
    assert game.corridor_price == 3000


def test_invalid_data_is_refused():
    raw = components().model_dump()
    raw["rooms"][0]["doors"].append(("N", 9, 9))
    with pytest.raises(ValueError):
        Components.model_validate(raw)
    raw = components().model_dump()
    raw["reconstructed"]["nonsense.key"] = "D0"
    with pytest.raises(ValueError):
        Components.model_validate(raw)
