"""What a player can point at now, and where the arrows, Tab and digits take the cursor.

Every game screen offers the choices of its decision as `Target`s: the game's own key for
the choice (a space, a card, a button's action), where it is drawn now (a rectangle of
screen cells, as laid out at this size), the words a player reads for it, the value its
preview gives (for "best first") and whether it can be taken. The functions here know
nothing of any game; they only read those rectangles, so the arrows follow what is drawn,
at every layout and size (issue 27).

Plain Python (no Textual): the rules of pointing are tested on rectangles alone.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

DIRECTIONS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


@dataclass(frozen=True)
class Box:
    """A rectangle of screen cells: x, y of its top left corner, its width and height."""

    x: int
    y: int
    width: int = 1
    height: int = 1

    @property
    def centre2(self) -> tuple[int, int]:
        """The centre in half cells (twice the coordinates): exact, no floats."""
        return (2 * self.x + self.width - 1, 2 * self.y + self.height - 1)

    def contains(self, x: int, y: int) -> bool:
        return self.x <= x < self.x + self.width and self.y <= y < self.y + self.height

    def moved(self, dx: int, dy: int) -> Box:
        return Box(self.x + dx, self.y + dy, self.width, self.height)


@dataclass(frozen=True)
class Target:
    """One choice of the decision now, as drawn now."""

    key: Hashable  # the game's own identity for the choice
    box: Box  # where it is drawn, in screen cells
    label: str = ""  # what a player reads for it ("orange 4", "Factory 2")
    value: float | None = None  # what its preview gives; higher is better
    legal: bool = True  # False: pointing at it shows why it cannot be taken
    digit: int | None = None  # the number key that jumps here (factories, halls 1-5)
    # the window of the widget that draws it (anything with `contains(x, y)`, a Box or a
    # Textual Region): a target scrolled out of it is still reached by the arrows (the
    # widget then scrolls), but a click there falls on what is drawn instead
    clip: object | None = field(default=None, compare=False, hash=False)
    extra: dict = field(default_factory=dict, compare=False, hash=False)


# An arrow goes to another row (column) only to a target within this slant of it: sideways
# at most this many cells per cell along the arrow. Down from the grid's last row does not
# jump to a card far to the right of it (Bruxelles at 160x50). Only when some target could
# not be reached that way are the targets outside the slant taken too (`nearest`).
CONE = 1


def _overlap(a0: int, a1: int, b0: int, b1: int) -> bool:
    """Do the half-open ranges [a0, a1) and [b0, b1) share a cell?"""
    return a0 < b1 and b0 < a1


def _starts_beyond(box: Box, cx: int, cy: int, dx: int, dy: int) -> bool:
    """Does `box` begin past the centre line (cx, cy, half cells) going (dx, dy)? A
    target level with the current one (drawn beside it, half a row lower) is not below."""
    near = {(1, 0): 2 * box.x, (-1, 0): 2 * (box.x + box.width) - 2,
            (0, 1): 2 * box.y, (0, -1): 2 * (box.y + box.height) - 2}[(dx, dy)]
    return (near - (cx if dx else cy)) * (dx + dy) > 0


def nearest(targets: Sequence[Target], current: Target | None, direction: str) -> Target | None:
    """The target an arrow key moves to from `current` (see `_nearest`): within the slant
    `CONE`, or, where that leaves some target out of reach of the arrows, anywhere that
    way."""
    hit = _nearest(targets, current, direction, True)
    if hit is None and current is not None and not _all_reached(tuple(t.box for t in targets)):
        hit = _nearest(targets, current, direction, False)
    return hit


@lru_cache(maxsize=64)
def _all_reached(boxes: tuple[Box, ...]) -> bool:
    """Whether the arrows within the slant lead from every target to every other (by the
    boxes alone: the cache keeps no game's keys or widgets alive)."""
    targets = tuple(Target(i, box) for i, box in enumerate(boxes))
    if len(targets) < 2:
        return True
    forward: dict = {t.key: set() for t in targets}
    backward: dict = {t.key: set() for t in targets}
    for t in targets:
        for d in DIRECTIONS:
            n = _nearest(targets, t, d, True)
            if n is not None:
                forward[t.key].add(n.key)
                backward[n.key].add(t.key)
    return all(len(reach(graph, targets[0].key)) == len(targets)
               for graph in (forward, backward))


def reach(graph: dict, start) -> set:
    """Every key reached from `start` along the graph's arrows (start included)."""
    seen, todo = {start}, [start]
    while todo:
        for n in graph[todo.pop()]:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def _nearest(targets: Sequence[Target], current: Target | None, direction: str,
             cone: bool) -> Target | None:
    """The target an arrow key moves to from `current`, or None when nothing lies that way.

    The targets that lie that way (they begin past the current one's centre) are first
    those in the same row (for Left and Right) or the same column (for Up and Down):
    their cells share a line with the current target's. The nearest of them is taken, so
    no target of a row is ever skipped, and a row of cards is never left for a button
    while a card lies further along the row. Only when the row (column) has nothing more
    that way does the arrow go to another row, to the target nearest along the arrow with
    the sideways distance counted double (a slanting step prefers the target straight on),
    among those within the slant `CONE`.
    """
    if current is None:
        return first(targets)
    dx, dy = DIRECTIONS[direction]
    cx, cy = current.box.centre2
    cb = current.box
    in_line: list[tuple[tuple, Target]] = []
    elsewhere: list[tuple[tuple, Target]] = []
    for t in targets:
        if t.key == current.key:
            continue
        tx, ty = t.box.centre2
        ahead = (tx - cx) * dx + (ty - cy) * dy  # along the arrow, in half cells
        if ahead <= 0 or not _starts_beyond(t.box, cx, cy, dx, dy):
            continue
        side = abs((tx - cx) * dy + (ty - cy) * dx)  # across the arrow
        reading = (t.box.y, t.box.x)
        if dx:
            lined = _overlap(t.box.y, t.box.y + t.box.height, cb.y, cb.y + cb.height)
        else:
            lined = _overlap(t.box.x, t.box.x + t.box.width, cb.x, cb.x + cb.width)
        if lined:
            in_line.append(((ahead, side, reading), t))
        elif not cone or side <= CONE * ahead:
            elsewhere.append(((ahead + 2 * side, side, reading), t))
    pool = in_line or elsewhere
    return min(pool, key=lambda item: item[0])[1] if pool else None


def reading_order(targets: Iterable[Target]) -> list[Target]:
    return sorted(targets, key=lambda t: (t.box.y, t.box.x))


def best_first(targets: Iterable[Target]) -> list[Target]:
    """The legal targets, best preview first; equal ones (or none valued) in reading
    order. Tab walks them in this order."""
    legal = [t for t in targets if t.legal]
    return sorted(legal, key=lambda t: (t.value is None, -(t.value or 0), t.box.y, t.box.x))


def first(targets: Sequence[Target]) -> Target | None:
    """Where a new decision's cursor starts: the best legal target (never a refused one;
    a refused one only when nothing can be taken)."""
    order = best_first(targets)
    if order:
        return order[0]
    rest = reading_order(targets)
    return rest[0] if rest else None


def cycle(targets: Sequence[Target], current: Target | None, step: int) -> tuple[Target | None, int, int]:
    """Tab (`step` 1) or Shift+Tab (-1): the next legal target best-first, and its place
    "k of n" (k counted from 1)."""
    order = best_first(targets)
    if not order:
        return None, 0, 0
    keys = [t.key for t in order]
    if current is None or current.key not in keys:
        i = 0 if step > 0 else len(order) - 1
    else:
        i = (keys.index(current.key) + step) % len(order)
    return order[i], i + 1, len(order)


def by_digit(targets: Sequence[Target], digit: int) -> Target | None:
    for t in targets:
        if t.digit == digit:
            return t
    return None


def at(targets: Sequence[Target], x: int, y: int) -> Target | None:
    """The target drawn at the screen cell (x, y), within its widget's window: a click or
    a tap chooses it. Where boxes overlap, the smallest (the most precise) wins."""
    hits = [t for t in targets
            if t.box.contains(x, y) and (t.clip is None or t.clip.contains(x, y))]
    return min(hits, key=lambda t: t.box.width * t.box.height) if hits else None


def find(targets: Sequence[Target], key: Hashable) -> Target | None:
    for t in targets:
        if t.key == key:
            return t
    return None
