"""Scoring on placement (§9) and the completion rewards it triggers (§10).

The running room score of a castle is recomputed from scratch: Σ room_score(T) over all
tiles (base + own bonus). Because bonuses only grow with new links, the points a placement
earns are exactly the difference before/after, split per tile for the breakdown the screen
shows (§9: "equivalent formulation, useful as a test oracle").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from boardgames_tui.engine import i18n

from .castle import CastleView, analyze, own_bonus, touched
from .components import constants, tile
from .footprint import footprint
from .geometry import OPPOSITE, step
from .state import PlacedTile
from .words import after_the, amount, the_room

_, ngettext, N_ = i18n.domain("castles_of_mad_king_ludwig")

Castle = tuple[PlacedTile, ...]


def room_score(view: CastleView, idx: int) -> int:
    return tile(view.placements[idx].tile).base + own_bonus(view, idx)


@lru_cache(maxsize=256)  # small: the castles in play and a bot's look-ahead (GC pauses)
def rooms_total(castle: Castle) -> int:
    """The castle's room points (§9). A castle one tile longer than one already scored
    adds what that tile's placement scores (the equivalent formulation above): a bot
    values every spot of a tile by this, and scoring the placement is much cheaper than
    analysing the larger castle."""
    if len(castle) > 1:
        shorter = castle[:-1]
        return rooms_total(shorter) + score_placement(shorter, castle[-1]).room_points
    view = analyze(castle)
    return sum(tile(p.tile).base for p in castle) + sum(view.bonuses)


REWARD_TEXT = {
    "living": N_("scored again"),
    "activity": N_("+{act} points"),
    "food": N_("an extra turn"),
    "utility": N_("draw 2 bonus cards, keep 1"),
    "outdoor": N_("+{money} Marks"),
    "sleeping": N_("look through a room stack"),
    "corridor": N_("free stairs or a hallway"),
    "downstairs": N_("counts towards a reward of your choice (every second one)"),
}


def reward_text(kind: str) -> str:
    """The reward of a completed room of the type, as the placement preview shows it."""
    game = constants()
    return _(REWARD_TEXT[kind]).format(act=game.activity_reward_points,
                                       money=amount(game.outdoor_reward_money))


def points_words(value: int, signed: bool = True) -> str:
    """"+1 point", "-2 points", "3 points"."""
    shown = f"{value:+d}" if signed and value else f"{value}"
    return ngettext("{count} point", "{count} points", abs(value)).format(count=shown)


@dataclass
class Completion:
    idx: int
    name: str
    type: str
    points: int  # immediate points (living re-score, activity bonus)
    money: int  # immediate Marks (outdoor)

    @property
    def text(self) -> str:
        """The reward in words, in the language of the moment it is shown."""
        return reward_text(self.type)


@dataclass
class PlacementScore:
    """What placing one tile scores, line by line (§9 steps 1-6)."""

    name: str
    base: int
    own: int
    neighbours: list[tuple[int, str, int]] = field(default_factory=list)
    completions: list[Completion] = field(default_factory=list)

    @property
    def room_points(self) -> int:
        return self.base + self.own + sum(p for _i, _n, p in self.neighbours)

    @property
    def reward_points(self) -> int:
        return sum(c.points for c in self.completions)

    @property
    def total(self) -> int:
        return self.room_points + self.reward_points

    def lines(self) -> list[str]:
        name = _(self.name)
        out = [_("{room}: {points} printed").format(room=name,
                                                    points=points_words(self.base, False))]
        if self.own:
            out.append(_("{room}: {points} from its bonus").format(
                room=name, points=points_words(self.own)))
        out += [_("{room}: {points} from its bonus").format(room=_(other),
                                                            points=points_words(pts))
                for _i, other, pts in self.neighbours]
        for c in self.completions:
            if c.points and c.type != "activity":  # the activity reward says its points
                out.append(_("{room} completed: {reward} ({points})").format(
                    room=_(c.name), reward=c.text, points=points_words(c.points)))
            else:
                out.append(_("{room} completed: {reward}").format(room=_(c.name), reward=c.text))
        return out

    def summary(self) -> str:
        parts = [_("{points} printed").format(points=self.base)]
        if self.own:
            parts.append(_("{points} from its bonus").format(points=f"{self.own:+d}"))
        parts += [_("{points} for the {room}").format(points=f"{pts:+d}", room=after_the(_(other)))
                  for _i, other, pts in self.neighbours]
        text = _("{points} ({parts})").format(points=points_words(self.total),
                                              parts=_(", ").join(parts))
        if self.completions:
            done = [_("{room} ({reward})").format(room=the_room(_(c.name)), reward=c.text)
                    for c in self.completions]
            text = _("{score}; completes {rooms}").format(score=text, rooms=_(", ").join(done))
        return text


def score_placement(castle: Castle, placed: PlacedTile,
                    view: CastleView | None = None) -> PlacementScore:
    """Points and completions if `placed` joins `castle` (assumed legal); `view`: the
    castle's analysis, where the caller has it (saves looking it up).

    Worked out from the castle's analysis and the new tile alone (what it connects to,
    touches, and which doors it closes), not from an analysis of the larger castle: bots
    ask this for many spots of every tile. The result equals the difference of the two
    analyses (§9's equivalent formulation; tests/games/.../test_scoring checks it)."""
    before = view or analyze(castle)
    new = len(castle)
    spec = tile(placed.tile)
    foot = footprint(placed)
    new_cells = set(foot.full) | {c for c, _k in foot.half}
    occupied = before.occ
    # the new tile's doors: the castle doors they meet (§6.6), and whether all are joined
    conn: set[int] = set()
    new_done = True
    new_doors = set()
    for side, cell, level in foot.doors:
        new_doors.add((cell, side, level))
        facing = step(cell, side)
        other = before.door_index.get((facing, OPPOSITE[side]))
        if other is not None and other[0] == level:
            conn.add(other[1])
        else:
            new_done = False
    # castle doors facing the new tile are joined by it or blocked: completions (§10)
    left = dict(before.open_count)  # tile -> its doors not connected yet
    rows, waiting = before.door_rows, before.pending
    for cell in new_cells:
        for r in waiting.get(cell, ()):
            i, side, _cell, level, _status, _partner = rows[r]
            if (cell, OPPOSITE[side], level) in new_doors:
                left[i] -= 1
    touch = set(conn)
    touch |= touched(before, foot)
    for cell, _corner in foot.half:
        there = occupied.get(cell)
        if there and len(there) == 1:
            touch.add(there[0][0])
    kind = spec.type
    types_after = [*before.types, kind]
    bonuses = before.bonuses
    result = PlacementScore(name=spec.name, base=spec.base,
                            own=_new_bonus(spec, conn, touch, types_after))
    deltas: dict[int, int] = {}  # castle tiles whose own bonus the new tile raises
    for i, rule in before.bonus_rules:
        if kind in rule.types and (rule.kind == "castle" or (
                rule.kind == "connected" and i in conn) or (
                rule.kind == "touching" and i in touch)):
            deltas[i] = rule.value
            result.neighbours.append((i, tile(castle[i].tile).name, rule.value))
    game = constants()
    done = sorted(i for i, count in left.items() if count == 0)
    for i in done + ([new] if new_done else []):
        if i < new:
            room = tile(castle[i].tile)
            score = room.base + bonuses[i] + deltas.get(i, 0)
        else:
            room = spec
            score = spec.base + result.own
        points = money = 0
        if room.type == "living":
            points = score
        elif room.type == "activity":
            points = game.activity_reward_points
        elif room.type == "outdoor":
            money = game.outdoor_reward_money
        result.completions.append(Completion(i, room.name, room.type, points, money))
    return result


def _new_bonus(spec, conn: set[int], touch: set[int], types_after: list[str]) -> int:
    """The new tile's own bonus (§9): as `own_bonus` for the tile just laid."""
    bonus = spec.bonus
    if bonus is None:
        return 0
    types = set(bonus.types)
    if bonus.kind == "connected":
        count = sum(1 for j in conn if types_after[j] in types)
    elif bonus.kind == "touching":
        count = sum(1 for j in touch if types_after[j] in types)
    else:
        count = sum(1 for t in types_after if t in types)
    return bonus.value * count
