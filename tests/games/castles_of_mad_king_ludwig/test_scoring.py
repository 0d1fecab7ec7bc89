"""Scoring on placement (§9): every room's bonus rule, both for the room itself and for
what it gives to or takes from rooms already placed; the per-placement breakdown."""

from __future__ import annotations

import random

import pytest

from boardgames_tui.games.castles_of_mad_king_ludwig import RULES
from boardgames_tui.games.castles_of_mad_king_ludwig.castle import _analyze, analyze
from boardgames_tui.games.castles_of_mad_king_ludwig.components import ROOM_TYPES, components, tile
from boardgames_tui.games.castles_of_mad_king_ludwig.placement import legal_placements
from boardgames_tui.games.castles_of_mad_king_ludwig.scoring import (
    own_bonus,
    room_score,
    rooms_total,
    score_placement,
)

from .helpers import P, connected_neighbour, room_of_type, touching_neighbour

NEIGHBOUR_OF = {kind: room_of_type(kind) for kind in ROOM_TYPES if kind != "corridor"}
NEIGHBOUR_OF["corridor"] = "hallway"
BONUS_ROOMS = [r.id for r in components().rooms if r.bonus is not None]
LINK_ROOMS = [r for r in BONUS_ROOMS if tile(r).bonus.kind != "castle"]
CASTLE_ROOMS = [r for r in BONUS_ROOMS if tile(r).bonus.kind == "castle"]


@pytest.mark.parametrize("room", LINK_ROOMS)
def test_connection_and_touching_bonus_per_type(room):
    """For every type: a linked neighbour of a listed type counts `value`, others 0, both
    in the room's own bonus and as the neighbour's gain when it is placed later."""
    spec = tile(room)
    placed = P(tile=room)
    for kind in ROOM_TYPES:
        other = NEIGHBOUR_OF[kind] if NEIGHBOUR_OF[kind] != room else room_of_type(kind, (room,))
        if spec.bonus.kind == "touching":
            neighbour = touching_neighbour(placed, other)
        elif kind == "downstairs":
            continue  # cannot be connected to a ground-floor room (§6.1.6)
        else:
            neighbour = connected_neighbour(placed, other)
        view = analyze((placed, neighbour))
        expected = spec.bonus.value if kind in spec.bonus.types else 0
        assert own_bonus(view, 0) == expected, kind
        gained = score_placement((placed,), neighbour)
        assert sum(p for i, _n, p in gained.neighbours if i == 0) == expected, kind


@pytest.mark.parametrize("room", CASTLE_ROOMS)
def test_castle_wide_bonus_counts_every_room_of_the_type(room):
    """Downstairs bonuses count rooms anywhere, either level, placed before or after,
    the room itself included (§9, D4)."""
    spec = tile(room)
    for kind in ROOM_TYPES:
        other = NEIGHBOUR_OF[kind] if NEIGHBOUR_OF[kind] != room else room_of_type(kind, (room,))
        far = P(tile=other, x=40, y=40)
        castle = (P(tile=room), far)
        expected = spec.bonus.value * (
            (kind in spec.bonus.types) + (spec.type in spec.bonus.types)
        )
        assert own_bonus(analyze(castle), 0) == expected, kind
        later = score_placement((P(tile=room),), far)
        gain = spec.bonus.value if kind in spec.bonus.types else 0
        assert sum(p for i, _n, p in later.neighbours if i == 0) == gain


def test_dungeon_counts_itself():
    assert own_bonus(analyze((P(tile="dungeon"),)), 0) == 2
    assert room_score(analyze((P(tile="dungeon"),)), 0) == 3


def test_touching_without_doors_counts_for_activity_rooms():
    """Billiards Room -1 per touching food/living/sleeping, wall to wall, no door."""
    billiards = P(tile="billiards_room", x=0, y=0)  # RE250, doors N2,0 E4,0 S1,1
    larder = P(tile="larder", x=-2, y=0)  # food; its E door at (-1,1) faces a wall
    view = analyze((billiards, larder))
    assert view.conn[0] == set() and view.touch[0] == {1}
    assert own_bonus(view, 0) == -1
    result = score_placement((billiards,), larder)
    assert result.neighbours == [(0, "Billiards Room", -1)]
    assert result.total == 2 - 1


def test_activity_penalty_applies_across_levels():
    forum = P(tile="forum", x=0, y=0)  # CI500: -2 per touching food/downstairs/...
    hole = P(tile="the_hole", x=5, y=1)  # CI150 touching at the middle edges
    view = analyze((forum, hole))
    assert view.touch[0] == {1}
    assert own_bonus(view, 0) == -2


def test_two_door_pairs_count_once():
    """Points are per room, not per door (§9)."""
    singers = P(tile="singers_chamber", x=0, y=0)  # doors S2,3 S3,3 S4,3
    hall = P(tile="hallway", x=0, y=4)
    view = analyze((singers, hall))
    assert sum(1 for d in view.doors_of(0) if d.status == "connected") == 3
    assert view.conn[0] == {1} and view.completed[0]
    assert own_bonus(view, 0) == -2  # one corridor touching, not three


def test_breakdown_lines_add_up():
    castle = (P(tile="foyer"),)
    stairs = P(tile="stairs", rot=2, x=3, y=1)
    result = score_placement(castle, stairs)
    assert result.total == 0 and result.lines()[0] == "Stairs: 0 points printed"
    castle = (*castle, stairs)
    grotto = P(tile="venus_grotto", x=6, y=-1)
    result = score_placement(castle, grotto)
    assert result.total == rooms_total((*castle, grotto)) - rooms_total(castle)
    assert "Stairs completed" in " ".join(result.lines())


def test_placement_score_equals_the_difference_of_the_two_analyses():
    """§9's equivalent formulation as the oracle of score_placement (which works from the
    castle's analysis and the new tile alone): for legal spots in seeded random games, the
    room points are the difference of the room totals before and after, the completions
    are the rooms completed after and not before, and a living room scores its new total."""
    checked = 0
    for seed, players in ((3, 2), (8, 4)):
        state = RULES.setup([f"P{i}" for i in range(players)], seed, RULES.Options())
        rng = random.Random(seed)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            if state.tasks[0].kind == "place":
                castle = tuple(state.castles[seat])
                spots = legal_placements(castle, state.tasks[0].tile)
                for spot in rng.sample(spots, min(4, len(spots))):
                    before, after = analyze(castle), analyze((*castle, spot))
                    result = score_placement(castle, spot)
                    assert result.room_points == rooms_total((*castle, spot)) - \
                        rooms_total(castle)
                    done = [i for i in range(len(castle) + 1) if after.completed[i]
                            and not (i < len(castle) and before.completed[i])]
                    assert [c.idx for c in result.completions] == done
                    for c in result.completions:
                        if c.type == "living":
                            assert c.points == room_score(after, c.idx)
                    checked += 1
            state = RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)))
    assert checked > 100


def test_room_points_grown_tile_by_tile_equal_a_castle_scored_from_scratch():
    """rooms_total adds each tile's placement score to the shorter castle's total; at
    every length of the castles of seeded random games it must equal the printed points
    plus every tile's own bonus, from an analysis of the whole castle (§9)."""
    checked = 0
    for seed in (11, 12):
        state = RULES.setup(["A", "B", "C"], seed, RULES.Options())
        rng = random.Random(seed)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            state = RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)))
        for castle in state.castles:
            castle = tuple(castle)
            for k in range(1, len(castle) + 1):
                whole = _analyze(castle[:k])
                assert rooms_total(castle[:k]) == sum(
                    tile(p.tile).base for p in castle[:k]) + sum(whole.bonuses)
                checked += 1
    assert checked > 30
