"""Scoring on placement (§9) and the completion rewards it triggers (§10).

The running room score of a castle is recomputed from scratch: Σ room_score(T) over all
tiles (base + own bonus). Because bonuses only grow with new links, the points a placement
earns are exactly the difference before/after, split per tile for the breakdown the screen
shows (§9: "equivalent formulation, useful as a test oracle").
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .castle import CastleView, analyze
from .data import constants, tile
from .state import PlacedTile

Castle = tuple[PlacedTile, ...]


def own_bonus(view: CastleView, idx: int) -> int:
    """The tile's printed bonus rule as it stands now (§9)."""
    spec = tile(view.placements[idx].tile)
    bonus = spec.bonus
    if bonus is None:
        return 0
    types = set(bonus.types)
    if bonus.kind == "connected":
        count = sum(1 for j in view.conn[idx] if view.type_of(j) in types)
    elif bonus.kind == "touching":
        count = sum(1 for j in view.touch[idx] if view.type_of(j) in types)
    else:  # castle-wide, both levels, itself included (D4)
        count = sum(1 for j in range(len(view.placements)) if view.type_of(j) in types)
    return bonus.value * count


def room_score(view: CastleView, idx: int) -> int:
    return tile(view.placements[idx].tile).base + own_bonus(view, idx)


def rooms_total(castle: Castle) -> int:
    view = analyze(castle)
    return sum(room_score(view, i) for i in range(len(castle)))


REWARD_TEXT = {
    "living": "scored again",
    "activity": "+{act} points",
    "food": "an extra turn",
    "utility": "draw 2 bonus cards, keep 1",
    "outdoor": "+{money} Marks",
    "sleeping": "look through a room stack",
    "corridor": "free stairs or a hallway",
    "downstairs": "counts towards a reward of your choice (every second one)",
}


def points_words(value: int, signed: bool = True) -> str:
    """"+1 point", "-2 points", "3 points"."""
    unit = "point" if abs(value) == 1 else "points"
    return f"{value:+d} {unit}" if signed and value else f"{value} {unit}"


@dataclass
class Completion:
    idx: int
    name: str
    type: str
    points: int  # immediate points (living re-score, activity bonus)
    money: int  # immediate Marks (outdoor)
    text: str


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
        out = [f"{self.name}: {points_words(self.base, False)} printed"]
        if self.own:
            out.append(f"{self.name}: {points_words(self.own)} from its bonus")
        out += [f"{name}: {points_words(pts)} from its bonus"
                for _i, name, pts in self.neighbours]
        for c in self.completions:
            extra = f" ({points_words(c.points)})" if c.points else ""
            out.append(f"{c.name} completed: {c.text}{extra}")
        return out

    def summary(self) -> str:
        parts = [f"{self.base} printed"]
        if self.own:
            parts.append(f"{self.own:+d} from its bonus")
        parts += [f"{pts:+d} for the {name}" for _i, name, pts in self.neighbours]
        text = f"{points_words(self.total)} ({', '.join(parts)})"
        if self.completions:
            text += "; completes " + ", ".join(f"the {c.name} ({c.text})"
                                               for c in self.completions)
        return text


def score_placement(castle: Castle, placed: PlacedTile) -> PlacementScore:
    """Points and completions if `placed` joins `castle` (assumed legal)."""
    before = analyze(castle)
    after = analyze((*castle, placed))
    new = len(castle)
    spec = tile(placed.tile)
    result = PlacementScore(name=spec.name, base=spec.base, own=own_bonus(after, new))
    for i in range(new):
        delta = own_bonus(after, i) - own_bonus(before, i)
        if delta:
            result.neighbours.append((i, tile(castle[i].tile).name, delta))
    game = constants()
    for i in range(new + 1):
        was = before.completed[i] if i < new else False
        if after.completed[i] and not was:
            kind = after.type_of(i)
            points = money = 0
            if kind == "living":
                points = room_score(after, i)
            elif kind == "activity":
                points = game.activity_reward_points
            elif kind == "outdoor":
                money = game.outdoor_reward_money
            text = REWARD_TEXT[kind].format(
                act=game.activity_reward_points, money=f"{game.outdoor_reward_money:,}"
            )
            name = tile(after.placements[i].tile).name
            result.completions.append(Completion(i, name, kind, points, money, text))
    return result
