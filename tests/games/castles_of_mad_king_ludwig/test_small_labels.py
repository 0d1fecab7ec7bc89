"""Issue 30 item 3: the small scale's room labels are readable. A label is written only
where its room has free characters for the whole of it (never over a wall mark, a door,
a fence or another room's label), so two labels never run into each other; every label
stands for one room (distinct abbreviations) and the legend of labels names them."""

from __future__ import annotations

from functools import cache

import pytest

from boardgames_tui.games.castles_of_mad_king_ludwig import RULES
from boardgames_tui.games.castles_of_mad_king_ludwig.ui import canvas as canvas_module
from boardgames_tui.games.castles_of_mad_king_ludwig.ui.canvas import (
    LAST_MARK,
    Canvas,
    abbreviation,
)
from boardgames_tui.games.castles_of_mad_king_ludwig.ui.panels import labels_text
from tests.engine.generic_checks import random_playout


@cache
def _final_castles(players: int, seed: int):
    """The castles at the end of a game played by random bots."""
    last = None
    for _state, _seat, _action, after in random_playout(RULES, players, seed):
        last = after
    assert last is not None
    return [tuple(castle) for castle in last.castles]


def _unlabelled(castle, floor, marked):
    """The same drawing without its labels (what the labels are written over)."""
    original = Canvas._small_label
    Canvas._small_label = lambda self, idx: None
    try:
        return Canvas(castle, floor, small=True, marked=marked)
    finally:
        Canvas._small_label = original


CASTLES = [(players, seed, seat) for players, seed in ((2, 11), (3, 12), (4, 13), (4, 14))
           for seat in range(players)]


@pytest.mark.parametrize(("players", "seed", "seat"), CASTLES)
@pytest.mark.parametrize("floor", ["up", "down"])
def test_labels_overwrite_nothing_and_never_touch(players, seed, seat, floor):
    castle = _final_castles(players, seed)[seat]
    assert len(castle) >= 6  # a castle of a whole game
    marked = frozenset({len(castle) - 1})
    labelled = Canvas(castle, floor, small=True, marked=marked)
    plain = _unlabelled(castle, floor, marked)
    names = {abbreviation(p.tile) for p in castle}
    written = 0
    for row, (with_labels, without) in enumerate(zip(labelled.grid, plain.grid, strict=True)):
        runs: list[tuple[int, int]] = []  # (first column, end) of each label written
        for col, ((ch, _st), (under, _st2)) in enumerate(zip(with_labels, without, strict=True)):
            if ch == under:
                continue
            assert under == " ", f"a label over {under!r} at line {row}, column {col}"
            if runs and runs[-1][1] == col:
                runs[-1] = (runs[-1][0], col + 1)
            else:
                runs.append((col, col + 1))
        for first, end in runs:
            text = "".join(ch for ch, _st in with_labels[first:end])
            owners = {labelled._owner[row][c] for c in range(first, end)}
            assert len(owners) == 1, f"one label over two rooms: {text!r}"
            # the whole label, never cut, so two labels never run into each other
            assert text.removeprefix(LAST_MARK) in names, text
            written += 1
    assert written >= 2


def test_the_legend_names_every_label_of_the_castles_shown():
    castles = _final_castles(2, 11)
    text = labels_text(castles).plain
    for castle in castles:
        for placed in castle:
            label = abbreviation(placed.tile)
            assert label in text
    assert text.count("FOY") == 1  # each label once
    assert canvas_module.abbreviation("foyer") == "FOY" and "FOY Foyer" in text
