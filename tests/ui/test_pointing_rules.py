"""The rules of pointing (ui/board/targets.py), on rectangles alone: arrows go to the
nearest target that way as drawn, never skip one in the same row or column, never leave a
row of cards for a button while a card lies further; Tab goes best first."""

from __future__ import annotations

import itertools
import random

import pytest

from boardgames_tui.ui.board import targets as nav
from boardgames_tui.ui.board.targets import Box, Target

from .pointing_checks import unreachable


def row(y: int, n: int, width: int = 8, gap: int = 2, x0: int = 0, name: str = "c"):
    return [Target(f"{name}{i}", Box(x0 + i * (width + gap), y, width, 3)) for i in range(n)]


def walk(targets, start, keys):
    t = nav.find(targets, start)
    for key in keys:
        t = nav.nearest(targets, t, key) or t
    return t.key


def test_right_walks_a_row_card_by_card_before_the_button_beside_it():
    """Rococo's hand choice: cards in a row, "Take these cards" to the right above."""
    cards = row(4, 5)
    button = Target("take", Box(30, 0, 16, 1))
    targets = [button, *cards]
    assert [walk(targets, "c0", ["right"] * i) for i in range(5)] == [
        "c0", "c1", "c2", "c3", "c4"]
    assert walk(targets, "c4", ["right"]) == "take" or walk(targets, "c4", ["up"]) == "take"
    assert walk(targets, "c2", ["right"]) == "c3"  # not the button, though it is nearer


def test_down_from_a_button_goes_to_the_card_under_it():
    button = Target("take", Box(0, 0, 18, 1))
    targets = [button, *row(3, 5)]
    assert walk(targets, "take", ["down"]) == "c0"  # the card under the button's middle
    assert walk(targets, "c1", ["up"]) == "take"


def test_a_grid_is_walked_cell_by_cell():
    grid = [Target((r, c), Box(c * 6, r * 2, 5, 1)) for r in range(4) for c in range(7)]
    t = nav.find(grid, (0, 0))
    for c in range(1, 7):
        t = nav.nearest(grid, t, "right")
        assert t.key == (0, c)
    for r in range(1, 4):
        t = nav.nearest(grid, t, "down")
        assert t.key == (r, 6)
    assert nav.nearest(grid, t, "down") is None and nav.nearest(grid, t, "right") is None


def test_a_wider_layout_follows_what_is_drawn():
    """Bruxelles at 160 columns: the locations row drawn beside the grid, not under it."""
    grid = [Target((r, c), Box(c * 10, r * 4, 9, 3)) for r in range(3) for c in range(5)]
    locations = [Target(("loc", i), Box(60, i * 3, 20, 2)) for i in range(4)]
    targets = grid + locations
    assert walk(targets, (0, 4), ["right"]) == ("loc", 0)
    assert walk(targets, (2, 3), ["down"]) == (2, 3)  # nothing below the last row
    assert walk(targets, ("loc", 0), ["down"]) == ("loc", 1)
    assert walk(targets, ("loc", 1), ["left"]) == (1, 4)  # the grid row level with it


@pytest.mark.parametrize("seed", range(40))
def test_every_target_of_a_random_layout_is_reachable_and_moves_are_nearest(seed):
    rng = random.Random(seed)
    boxes = set()
    while len(boxes) < rng.randint(3, 25):
        boxes.add((rng.randrange(0, 150, 3), rng.randrange(0, 45, 2)))
    targets = [Target(i, Box(x, y, 3, 2)) for i, (x, y) in enumerate(sorted(boxes))]
    assert not unreachable(targets)
    for t, d in itertools.product(targets, nav.DIRECTIONS):
        n = nav.nearest(targets, t, d)
        if n is None:
            continue
        dx, dy = nav.DIRECTIONS[d]
        (tx, ty), (nx, ny) = t.box.centre2, n.box.centre2
        assert (nx - tx) * dx + (ny - ty) * dy > 0  # that way
        same_line = [o for o in targets if o is not t and (
            o.box.y == t.box.y if dx else o.box.x == t.box.x)
            and ((o.box.centre2[0] - tx) * dx + (o.box.centre2[1] - ty) * dy) > 0]
        if same_line:  # the nearest one in the same row or column, none skipped
            assert n in same_line
            assert abs(nx - tx) + abs(ny - ty) == min(
                abs(o.box.centre2[0] - tx) + abs(o.box.centre2[1] - ty) for o in same_line)


def test_tab_goes_best_first_and_skips_refused_spots():
    targets = [Target("a", Box(0, 0), value=2), Target("b", Box(5, 0), value=7),
               Target("c", Box(9, 0), value=7, legal=False), Target("d", Box(0, 3), value=4),
               Target("e", Box(3, 3))]
    assert [t.key for t in nav.best_first(targets)] == ["b", "d", "a", "e"]
    assert nav.first(targets).key == "b"
    t, k, n = nav.cycle(targets, nav.find(targets, "b"), 1)
    assert (t.key, k, n) == ("d", 2, 4)
    t, k, n = nav.cycle(targets, nav.find(targets, "b"), -1)
    assert (t.key, k, n) == ("e", 4, 4)


def test_clicks_digits_and_a_decision_with_only_refused_spots():
    targets = [Target("big", Box(0, 0, 20, 10), digit=1), Target("small", Box(2, 2, 3, 1),
                                                                  legal=False)]
    assert nav.at(targets, 3, 2).key == "small"
    assert nav.at(targets, 15, 8).key == "big"
    assert nav.at(targets, 25, 8) is None
    assert nav.by_digit(targets, 1).key == "big" and nav.by_digit(targets, 2) is None
    assert nav.first([targets[1]]).key == "small"


def test_down_from_the_last_row_does_not_jump_far_sideways():
    """Bruxelles at 160×50: Down from C4 landed on Cinquantenaire, drawn lower right of the
    grid (the locations stand beside it there)."""
    grid = [Target((r, c), Box(c * 10, r * 4, 9, 3)) for r in range(3) for c in range(4)]
    locations = [Target(("loc", i), Box(45, 2 + i * 3, 20, 2)) for i in range(5)]
    targets = grid + locations
    assert nav.nearest(targets, nav.find(targets, (2, 3)), "down") is None
    assert walk(targets, (2, 3), ["right"]) == ("loc", 2)
    assert not unreachable(targets)



def test_a_click_on_a_target_scrolled_out_of_its_window_does_not_choose_it():
    window = Box(0, 0, 20, 10)
    targets = [Target("in", Box(2, 2, 3, 1), clip=window),
               Target("out", Box(30, 2, 3, 1), clip=window),  # scrolled beyond the map
               Target("panel", Box(30, 2, 10, 3))]  # what is drawn there instead
    assert nav.at(targets, 3, 2).key == "in"
    assert nav.at(targets, 31, 2).key == "panel"
