"""Builders for castles (tiles laid just so) used by the Castles of Mad King Ludwig tests."""

from __future__ import annotations

from boardgames_tui.games.castles_of_mad_king_ludwig.castle import analyze, footprint
from boardgames_tui.games.castles_of_mad_king_ludwig.components import components
from boardgames_tui.games.castles_of_mad_king_ludwig.geometry import (
    DIRS,
    OPPOSITE,
    geometry,
    step,
)
from boardgames_tui.games.castles_of_mad_king_ludwig.state import PlacedTile

P = PlacedTile


def room_of_type(kind: str, skip: tuple[str, ...] = ()) -> str:
    return next(r.id for r in components().rooms if r.type == kind and r.id not in skip)


def stairs_against(side: str, cell: tuple[int, int], level: str) -> PlacedTile:
    """Stairs pointing straight away from a door on `side` of `cell`, the end facing the
    door at `level` (§6.6: one end up, one end down)."""
    face = step(cell, side)
    want = OPPOSITE[side]
    for rot in range(4):
        geo = geometry("stairs", rot)
        for d in geo.doors:
            if d.side == want and d.level == level:
                dx, dy = DIRS[side]
                cells = sorted(geo.full)
                # the stairs must run away from the door: the door cell is at the near end
                placed = P(tile="stairs", rot=rot, x=face[0] - d.x, y=face[1] - d.y)
                foot = footprint(placed)
                far = (face[0] + 2 * dx, face[1] + 2 * dy)
                if far in foot.full and len(cells) == 3:
                    return placed
    raise AssertionError("no stairs orientation found")


def surround(room: str, rot: int = 0) -> tuple[tuple[PlacedTile, ...], PlacedTile]:
    """The room at the origin with stairs on every door; returns (castle without the last
    stairs, the last stairs). Placing the last stairs completes the room."""
    placed = P(tile=room, rot=rot)
    castle = [placed]
    for side, cell, level in footprint(placed).doors:
        castle.append(stairs_against(side, cell, level))
    assert len({c for p in castle for c in footprint(p).cells()}) == sum(
        len(footprint(p).cells()) for p in castle
    ), "stairs overlap"
    return tuple(castle[:-1]), castle[-1]


def connected_neighbour(room: PlacedTile, neighbour: str) -> PlacedTile:
    """`neighbour` placed so that one of its doors meets a door of `room`, no overlap."""
    base = footprint(room)
    occupied = set(base.cells())
    for side, cell, level in base.doors:
        face = step(cell, side)
        for rot in range(4):
            for d in geometry(neighbour, rot).doors:
                if d.side != OPPOSITE[side] or d.level != level:
                    continue
                cand = P(tile=neighbour, rot=rot, x=face[0] - d.x, y=face[1] - d.y)
                if occupied.isdisjoint(footprint(cand).cells()):
                    view = analyze((room, cand))
                    if 1 in view.conn[0]:
                        return cand
    raise AssertionError(f"cannot connect {neighbour} to {room.tile}")


def touching_neighbour(room: PlacedTile, neighbour: str) -> PlacedTile:
    """`neighbour` placed wall to wall with `room` (touching, §6.5), no overlap."""
    occupied = set(footprint(room).cells())
    for dist in range(1, 12):
        for x in range(-dist, dist + 1):
            for y in range(-dist, dist + 1):
                for rot in range(4):
                    cand = P(tile=neighbour, rot=rot, x=x, y=y)
                    if not occupied.isdisjoint(footprint(cand).cells()):
                        continue
                    if 1 in analyze((room, cand)).touch[0]:
                        return cand
    raise AssertionError(f"cannot put {neighbour} against {room.tile}")
