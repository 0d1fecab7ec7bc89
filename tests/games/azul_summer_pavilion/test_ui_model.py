"""The screen's selection model and renderers, without an app (issue 3 screen items)."""

from __future__ import annotations

from boardgames_tui.games.azul_summer_pavilion import RULES, scenario
from boardgames_tui.games.azul_summer_pavilion.actions import Pass, Place, Take
from boardgames_tui.games.azul_summer_pavilion.components import board
from boardgames_tui.games.azul_summer_pavilion.ui.controller import Controller
from boardgames_tui.games.azul_summer_pavilion.ui.layout import (
    space_cells,
    star_centres,
    step,
    symbol_cells,
)
from boardgames_tui.games.azul_summer_pavilion.ui.render import (
    Marks,
    all_size,
    arrangement,
    focus_size,
    paint_table,
)

from .helpers import counts, placing_state, sp


def ctl_for(state, seat=0):
    c = Controller()
    c.load(state, seat, RULES.legal_actions(state, seat), True)
    return c


def test_take_cursor_and_preview_with_penalty():
    s = scenario.azul(
        factories=[{"blue": 2, "purple": 1, "red": 1}], centre={"green": 2, "purple": 1}
    )
    c = ctl_for(s)
    assert c.current_take() == Take(source=0, colour="green")
    assert str(c.preview_text()) == (
        "Take from the centre: 2 green tiles and 1 wild purple\n"
        "First from the centre: you take the start token and lose 3 points."
    )
    c.move("down")
    assert c.current_take() == Take(source=1, colour="blue")
    assert str(c.preview_text()) == (
        "Take from factory 1: 2 blue tiles and 1 wild purple. To the centre: 1 red tile"
    )
    c.move("right")
    assert c.current_take() == Take(source=1, colour="red")
    action, reason = c.click(("take", 1, 0))  # the wild colour alone
    assert action is None and "wild colour comes only" in reason
    action, _ = c.click(("take", 1, 4))
    assert action is None and c.current_take().colour == "blue"
    action, _ = c.click(("take", 1, 4))  # second click confirms
    assert action == Take(source=1, colour="blue")


def test_place_preview_colour_and_wild_choice():
    s = placing_state(counts(red=2, blue=1, purple=2))
    c = ctl_for(s)
    c.sel.space = sp("center/3")
    assert c.current_place() == Place(star="center", index=3, colour="blue", wilds=2)
    assert c.change_wilds(+1) is not None  # 2 is the only way to pay 3 with one blue
    assert c.cycle_colour() is None
    assert c.current_place().colour == "red" and c.current_place().wilds == 1
    assert c.change_wilds(+1) is None and c.current_place().wilds == 2
    text = str(c.preview_text())
    assert text.startswith(
        "A red tile on the 3 of the centre star · cost 3: pay 1 red + 2 wild purple · +1 point"
    )
    assert "c colour (" in text and "+/- wilds (1-2)" in text
    c.cancel()
    assert c.current_place().colour == "blue"


def test_place_explains_illegal_spaces():
    s = placing_state(counts(red=1, purple=1), board={"red": [1]})
    c = ctl_for(s)
    assert c.explain_space(sp("red/1")) == "The 1 of the red star is already covered."
    assert (
        c.explain_space(sp("blue/2")) == "The 2 of the blue star takes blue: you have no such tile."
    )
    assert c.explain_space(sp("red/4")) == (
        "The 4 of the red star costs 4 tiles: you have 1 red + 1 wild - not enough."
    )
    c.sel.space = sp("red/4")
    assert c.confirm() == (None, c.explain_space(sp("red/4")))


def test_pass_keeps_four_preselected_and_warns():
    s = placing_state(counts(red=3, blue=2, green=2))
    c = ctl_for(s)
    assert c.start_pass() is None and c.mode == "pass"
    assert sum(c.sel.keep_flags) == 4
    assert "discard 3 tiles: -3 points" in str(c.preview_text())
    c.sel.keep_cursor = c.sel.keep_flags.index(False)
    assert "at most 4" in c.toggle_keep()
    c.sel.keep_cursor = 0
    c.toggle_keep()  # drop one kept tile: discard 4
    assert "-4 points" in str(c.preview_text())
    action, _ = c.confirm()
    assert isinstance(action, Pass) and sum(action.keep) == 3
    assert action in RULES.legal_actions(s, 0)


def test_last_round_pass_keeps_nothing():
    s = placing_state(counts(red=2), round_no=6)
    c = ctl_for(s)
    c.start_pass()
    assert c.sel.keep_flags == [False, False]
    assert "Nothing can be kept" in c.toggle_keep()
    assert c.confirm()[0] == Pass()


def test_layout_symbols_sit_beside_their_spaces():
    cells = space_cells()
    syms = symbol_cells()
    taken = {(r, c + i) for r, c in cells for i in range(2)}
    assert len(taken) == 84 and not taken & set(syms)
    for i, spaces in enumerate(board().symbol_spaces):
        r, c = syms[i]
        for x in spaces:
            rr, cc = cells[x]
            assert abs(rr - r) <= 1 and min(abs(cc - c), abs(cc + 1 - c)) <= 3, (i, x)


def test_each_star_is_a_ring_around_its_centre():
    cells = space_cells()
    for star, (r, c) in enumerate(star_centres()):
        ring = [cells[star * 6 + k] for k in range(6)]
        assert sorted(rr - r for rr, _ in ring) == [-2, -1, -1, 1, 1, 2]
        assert sorted(cc - c for _, cc in ring) == [-2, -2, 0, 0, 2, 2]


def test_four_boards_side_by_side_or_one_board_and_the_market():
    s = scenario.azul(4, boards=[{}, {}, {"red": [3]}, {}])
    m = Marks(player_colours=["#ff0000"] * 4, view_seat=2)
    assert arrangement(4, 9, 123, 40) == ("all", 1)  # four small boards side by side
    assert arrangement(4, 9, 118, 40) == ("focus", 2)  # one large board and the market
    assert arrangement(2, 5, 126, 44) == ("all", 2)  # two large boards
    assert arrangement(2, 5, 78, 18) == ("focus", 1)  # 80x24
    lines = paint_table(s, m, 123, "all").plain_lines()
    assert max(len(line) for line in lines) <= 123 and len(lines) <= all_size(4, 9)[1]
    assert lines[0].startswith("Round ▸1P") and "wild P purple" in lines[0]
    assert sum(line.count("5 pts") for line in lines) == 4  # four name lines, score 5
    w, h = focus_size(4, 9)
    lines = paint_table(s, m, w, "focus").plain_lines()
    assert len(lines) <= h and max(len(line) for line in lines) <= w
    assert lines[0].lstrip().startswith("3 P3")  # the third board, viewed with [ / ]
    assert any("Supply" in line for line in lines)
    assert sum("of 42 spaces" in line for line in lines) == 3  # the other three, summed up
    board_rows = "".join(line[:30] for line in lines[3:])
    assert "R" in board_rows


def test_market_marks_the_colour_and_one_wild():
    from boardgames_tui.games.azul_summer_pavilion.ui.render import taken_marks

    assert taken_marks([0, 0, 4, 4], 0, 4) == [True, False, True, True]
    assert taken_marks([0, 0, 0], 0, 0) == [True, False, False]
    assert taken_marks([0, 4], 0, None) == [False, False]


def test_arrows_move_to_the_space_visibly_in_that_direction():
    # issue 15: Left from yellow/6 (the bottom point of the yellow star) went to yellow/1
    assert step(sp("yellow/6"), "left") == sp("green/5")  # the bottom point to its left
    assert step(sp("center/2"), "left") == sp("center/6")  # same row, across the centre
    assert step(sp("purple/2"), "right") == sp("center/6")
    assert step(sp("green/2"), "up") == sp("orange/3")  # straight up past the pillar row
    assert step(sp("orange/6"), "down") == sp("orange/3")  # top point to bottom point
    assert step(sp("blue/5"), "right") == sp("blue/5")  # nothing further right: stays


def test_left_and_right_prefer_the_nearest_space_in_the_same_row():
    cells = space_cells()
    for space, (r, c) in enumerate(cells):
        for direction, sign in (("left", -1), ("right", 1)):
            row = [i for i, (rr, cc) in enumerate(cells) if rr == r and (cc - c) * sign > 0]
            if not row:
                continue
            nearest = min(row, key=lambda i: abs(cells[i][1] - c))
            if abs(cells[nearest][1] - c) <= 6:
                assert step(space, direction) == nearest, (space, direction)
            got = cells[step(space, direction)]
            assert (got[1] - c) * sign > 0


def test_last_moves_are_marked_on_the_board_and_the_market():
    from boardgames_tui.games.azul_summer_pavilion.ui.render import LastMove, paint_board

    s = scenario.azul(board={"red": [3, 4]})
    m = Marks(player_colours=["#ff0000"] * 2, last={0: LastMove(spaces={sp("red/3")})})
    text = "\n".join(paint_board(s, 0, m).plain_lines())
    assert text.count("R•") == 1 and text.count("R ") >= 1  # only the last one is marked
    m.last = {1: LastMove(source=3, colour=4)}  # blue
    lines = paint_table(s, m, 123, "all").plain_lines()
    assert any("◂ P2 took blue from factory 3" in line for line in lines)
