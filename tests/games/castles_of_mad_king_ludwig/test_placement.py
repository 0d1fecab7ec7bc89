"""Grid model and legal placement (§6): geometry, overlap, fences, levels, entrances."""

from __future__ import annotations

import random

import pytest

from boardgames_tui.games.castles_of_mad_king_ludwig import RULES
from boardgames_tui.games.castles_of_mad_king_ludwig.castle import _analyze, analyze, footprint
from boardgames_tui.games.castles_of_mad_king_ludwig.geometry import geometry
from boardgames_tui.games.castles_of_mad_king_ludwig.placement import (
    _shape_key,
    canonical,
    has_legal_placement,
    legal_placements,
    placement_problem,
    variants,
)
from boardgames_tui.games.castles_of_mad_king_ludwig.scoring import score_placement

from .helpers import P

FOYER = (P(tile="foyer"),)
LARDER = P(tile="larder", x=-2, y=0)
STAIRS = P(tile="stairs", rot=2, x=3, y=1)
GROTTO = P(tile="venus_grotto", x=6, y=-1)


def test_worked_example_6_10():
    foyer = footprint(FOYER[0])
    assert foyer.full == ((0, 1), (1, 0), (1, 1), (1, 2), (2, 1))
    assert sorted(foyer.half) == [((0, 0), "SE"), ((0, 2), "NE"), ((2, 0), "SW"),
                                  ((2, 2), "NW")]
    assert len(analyze(FOYER).entrances()) == 3
    assert placement_problem(FOYER, LARDER) is None
    castle = (*FOYER, LARDER)
    view = analyze(castle)
    west = [d for d in view.doors_of(1) if d.side == "W"][0]
    assert west.is_entrance
    assert view.conn[0] == {1}
    # a Fungus Room against the foyer's east door: different levels, no connection
    fungus = P(tile="fungus_room", rot=3, x=3, y=0)
    assert "other level" in placement_problem(castle, fungus)
    assert footprint(STAIRS).doors == (("E", (5, 1), "down"), ("W", (3, 1), "up"))
    assert placement_problem(castle, STAIRS) is None
    castle = (*castle, STAIRS)
    assert placement_problem(castle, GROTTO) is None
    result = score_placement(castle, GROTTO)
    assert [c.name for c in result.completions] == ["Stairs"]
    assert result.base == 1 and result.own == 2  # Venus Grotto: +1 per corridor (foyer, stairs)


def test_rotation_turns_cells_sides_and_corners():
    geo = geometry("kitchen", 1)  # L300 with doors E1,1 and S1,3
    assert (geo.w, geo.h) == (4, 4)
    assert {(d.side, d.x, d.y) for d in geo.doors} == {("S", 2, 1), ("W", 0, 1)}
    assert geometry("kitchen", 4) == geometry("kitchen", 0)
    octagon = geometry("throne_room", 1)
    assert sorted(octagon.half) == [((0, 0), "SE"), ((0, 6), "NE"), ((3, 0), "SW"),
                                    ((3, 6), "NW")]
    assert (octagon.w, octagon.h) == (4, 7)


def test_hallway_has_two_faces_and_all_variants():
    assert len(variants("hallway")) == 8 and len(variants("parlor")) == 4
    up = {d.level for d in geometry("hallway", 0).doors}
    down = {d.level for d in geometry("hallway", 0, True).doors}
    assert up == {"up"} and down == {"down"}


def test_overlap_is_refused():
    assert "overlap" in placement_problem(FOYER, P(tile="larder", x=-1, y=0))


def test_octagon_corners_nest_diagonally():
    """Complementary half cells may share a cell and then touch (§6.2, §6.5, D17)."""
    a = P(tile="throne_room", x=0, y=0)
    b = P(tile="vestibule", x=6, y=3)  # its SE half at (6, 3) meets the NW half of a
    view = analyze((a, b))
    assert 1 in view.touch[0]
    assert view.occ[(6, 3)] == [(0, "NW"), (1, "SE")]
    c = P(tile="vestibule", x=6, y=2)  # overlaps full cells
    assert "overlap" in placement_problem((a,), c)


def test_circle_touches_only_at_middle_edges():
    circle = P(tile="parlor", x=0, y=0)  # CI150, cells 0..2
    beside_corner = P(tile="larder", x=3, y=-1)  # next to cell (2,0) only -> no contact
    beside_middle = P(tile="larder", x=3, y=1)  # next to (2,1) and (2,2)
    assert analyze((circle, beside_corner)).touch[0] == set()
    assert analyze((circle, beside_middle)).touch[0] == {1}


def test_fences_refuse_rooms_on_either_side():
    gate = P(tile="gatehouse", x=0, y=0)  # fence on top (row 0), doors S0,1 S4,1
    above = P(tile="cloak_room", x=1, y=-2)
    assert "fence" in placement_problem((gate,), above)
    # an outdoor room placed with its fence against an existing room
    room = (P(tile="larder", x=0, y=-2),)
    assert "fence" in placement_problem(room, P(tile="porch", x=0, y=0))


def test_downstairs_only_via_stairs_down_end():
    castle = (*FOYER, LARDER, STAIRS)
    hole = "the_hole"  # one door, down level
    options = legal_placements(castle, hole)
    assert options
    for p in options:
        view = analyze((*castle, p))
        (door,) = view.doors_of(3)
        assert door.status == "connected" and door.partner == 2
    assert not has_legal_placement(FOYER, hole)


def test_downstairs_door_facing_upstairs_door_is_blocked_not_connected():
    """D14: legal if connected elsewhere; both doors count as blocked."""
    castle = (*FOYER, STAIRS)
    fungus = P(tile="fungus_room", x=6, y=0)  # W0,1 meets the stairs' down end at (5,1)
    assert placement_problem(castle, fungus) is None
    up = P(tile="larder", x=7, y=-2)  # E/W doors at row 1 -> (7,-1) W faces (6,-1)
    view = analyze((*castle, fungus, up))
    assert view.conn[2] == {1}
    assert all(d.status != "connected" or d.partner == 1 for d in view.doors_of(2))


def test_blocking_a_door_with_a_wall_is_allowed():
    """§6.1.4: legal placements may put a wall against a door; that door is blocked and
    its room can never be completed."""
    castle = (*FOYER, LARDER)
    found = None
    for p in legal_placements(castle, "great_hall"):
        view = analyze((*castle, p))
        blocked = [d for d in view.doors if d.status == "blocked"]
        if blocked:
            found = (view, blocked)
            break
    assert found is not None
    view, blocked = found
    for door in blocked:
        assert door.facing in view.occ and not view.completed[door.owner]


def _closed_foyer():
    north = P(tile="cloak_room", x=1, y=-2)  # door S at (1,-1) joins the foyer's N door
    east = P(tile="cloak_room", rot=1, x=3, y=1)  # door W at (3,1) joins the E door
    return (*FOYER, north, east)


def test_the_last_entrance_may_not_be_closed():
    castle = _closed_foyer()
    view = analyze(castle)
    assert [(d.owner, d.side) for d in view.entrances()] == [(0, "W")]
    closing = P(tile="cloak_room", rot=3, x=-2, y=0)
    assert placement_problem(castle, closing) is not None
    assert "entrance" in placement_problem(castle, closing)
    assert not has_legal_placement(castle, "cloak_room")
    assert has_legal_placement(castle, "larder")  # brings its own open door


def _ring():
    """Four hallways around a 6 x 4 courtyard."""
    return (
        P(tile="hallway", x=0, y=0),
        P(tile="hallway", x=0, y=5),
        P(tile="hallway", rot=1, x=-1, y=0),
        P(tile="hallway", rot=1, x=6, y=0),
    )


def test_courtyard_doors_are_not_entrances():
    view = analyze(_ring())
    assert len(view.courtyard_cells()) == 24
    inner = [d for d in view.doors if d.status == "open" and d.facing in view.courtyard_cells()]
    assert inner and not any(d.is_entrance for d in inner)
    outer = [d for d in view.doors if d.is_entrance]
    assert {d.facing[1] for d in outer if d.owner == 0} == {-1}


def test_door_into_courtyard_is_not_enough():
    """A castle whose only open doors face a courtyard has no entrance (§6.7)."""
    ring = _ring()
    view = analyze(ring)
    assert view.entrances()
    # every open door inside the ring is classified as non-exterior
    assert all(not d.exterior for d in view.doors if d.facing in view.courtyard_cells())


def _brute_force(castle, tile_id):
    view = analyze(castle)
    x0, y0, x1, y1 = view.bbox
    keys = set()
    for rot, down in variants(tile_id):
        for x in range(x0 - 8, x1 + 2):
            for y in range(y0 - 8, y1 + 2):
                cand = P(tile=tile_id, rot=rot, x=x, y=y, down=down)
                if placement_problem(castle, cand) is None:
                    keys.add(_shape_key(cand))
    return keys


@pytest.mark.parametrize("tile_id", ["parlor", "stairs", "hallway", "the_hole", "stables",
                                     "queens_bedroom"])
def test_enumeration_is_exact(tile_id):
    castle = (*FOYER, LARDER, STAIRS)
    listed = legal_placements(castle, tile_id)
    assert {_shape_key(p) for p in listed} == _brute_force(castle, tile_id)
    assert len({_shape_key(p) for p in listed}) == len(listed)


def test_canonical_maps_symmetric_rotations():
    listed = legal_placements(FOYER, "parlor")
    assert len(listed) == 3  # one per foyer door
    turned = listed[0].model_copy(update={"rot": (listed[0].rot + 2) % 4})
    assert canonical(FOYER, turned) == listed[0]


def _final_castles(games):
    """Every castle at the end of seeded random games, given as (seed, players)."""
    for seed, players in games:
        state = RULES.setup([f"P{i}" for i in range(players)], seed, RULES.Options())
        rng = random.Random(seed)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            state = RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)))
        yield from state.castles


def test_a_castle_analysed_tile_by_tile_equals_its_analysis_from_scratch():
    """analyze() grows the analysis of the castle one tile shorter; for every castle of
    seeded random games (every tile laid, every door, contact and completion) it must be
    the analysis from scratch, field by field."""
    checked = 0
    for castle in _final_castles(((5, 2), (6, 4))):
        castle = tuple(castle)
        grown, whole = analyze(castle), _analyze(castle)
        for name in ("placements", "occ", "door_rows", "conn", "touch", "completed",
                     "fenced", "bbox", "door_index", "open_doors"):
            assert getattr(grown, name) == getattr(whole, name), name
        assert grown.doors == whole.doors and grown.exterior == whole.exterior
        # the own bonuses, grown from the castle one tile shorter, at every length
        assert [analyze(castle[:k]).bonuses for k in range(1, len(castle) + 1)] == \
            [_analyze(castle[:k]).bonuses for k in range(1, len(castle) + 1)]
        checked += len(castle) > 5
    assert checked >= 4


def test_a_grown_analysis_keeps_the_same_doors_waiting_and_counts():
    """The index of doors not connected and the count per tile, kept up tile by tile
    (only the doors a new tile faces are looked at), equal those from scratch."""
    for castle in _final_castles(((7, 3), (8, 4))):
        for k in range(1, len(castle) + 1):
            grown, whole = analyze(tuple(castle[:k])), _analyze(tuple(castle[:k]))
            assert grown.pending == whole.pending
            assert grown.open_count == whole.open_count
            assert grown.completed == whole.completed
            assert grown.open_up_facings == whole.open_up_facings


@pytest.mark.slow  # a minute: `make test` runs it, `make test-fast` leaves it out
def test_the_quick_fit_test_agrees_with_the_readable_one(monkeypatch):
    """Every spot legal-move generation tries (a tile's door lined up with an open door
    of the castle) fits by `_fits` exactly when `placement_problem` finds no reason,
    for the castles of seeded random games at every length and every tile in them:
    games in which the entrance test needs its flood fill, both ways."""
    from boardgames_tui.games.castles_of_mad_king_ludwig import placement
    flood_fills = []
    way_out = placement._way_out
    monkeypatch.setattr(placement, "_way_out",
                        lambda *a: flood_fills.append(way_out(*a)) or flood_fills[-1])
    castles = [_ring()]
    for seed, players in ((8, 2), (10, 3)):
        state = RULES.setup([f"P{i}" for i in range(players)], seed, RULES.Options())
        rng = random.Random(seed)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            state = RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)))
        castles += [tuple(c[:k]) for c in state.castles for k in range(1, len(c) + 1)]
    tile_ids = sorted({p.tile for castle in castles for p in castle} - {"foyer"})
    tried = fitted = 0
    for castle in castles:
        view = analyze(castle)
        for tile_id in tile_ids:
            for rot, down, x, y, sh in placement._tries(view, tile_id):
                placed = P(tile=tile_id, rot=rot, x=x, y=y, down=down)
                fits = placement._fits(view, sh, x, y)
                assert fits == (placement_problem(castle, placed) is None), (castle, placed)
                tried += 1
                fitted += fits
    assert 0 < fitted < tried
    assert True in flood_fills and False in flood_fills
