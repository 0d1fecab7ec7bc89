"""The screen's selection model and renderers, without an app (issue 3 screen items)."""

from __future__ import annotations

from boardgames_tui.games.azul_summer_pavilion import RULES, scenario
from boardgames_tui.games.azul_summer_pavilion.actions import Pass, Place, Take
from boardgames_tui.games.azul_summer_pavilion.components import board
from boardgames_tui.games.azul_summer_pavilion.ui.controller import Controller
from boardgames_tui.games.azul_summer_pavilion.ui.layout import (
    LARGE,
    SMALL,
    TALL,
    WIDE,
    space_cells,
    star_centres,
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
    assert c.point(("take", 1, 4)) is None
    assert c.current_take() == Take(source=1, colour="blue")
    assert str(c.preview_text()) == (
        "Take from factory 1: 2 blue tiles and 1 wild purple. To the centre: 1 red tile"
    )
    assert c.pointed_key() == ("take", 1, 4)
    assert not c.wanted(("take", 1, 0))  # the wild colour alone is no choice here
    assert c.wanted(("take", 1, 5)) and not c.wanted(("space", 3))
    # best first: what the preview gives; the centre costs 3 points, blue takes 3 tiles
    values = {k: c.info(k)[1] for k in (("take", 0, 1), ("take", 1, 4), ("take", 1, 5))}
    assert values[("take", 1, 4)] > values[("take", 1, 5)] > values[("take", 0, 1)]
    assert c.info(("take", 1, 4))[0] == "factory 1: blue"
    assert c.choose(("take", 1, 4)) == (Take(source=1, colour="blue"), None)


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
    assert c.can_step_back()
    assert c.cancel()  # Esc drops the colour and wild choice
    assert c.current_place().colour == "blue"
    assert not c.can_step_back() and not c.cancel()
    c.point(("space", sp("center/3")))  # pointing at the same space keeps a choice
    c.cycle_colour()
    c.point(("space", sp("center/3")))
    assert c.current_place().colour == "red"
    c.point(("space", sp("red/4")))  # another space drops it
    assert c.sel.colour is None


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
    # pointing at a refused space says why; the target is offered as refused
    assert c.point(("space", sp("red/1"))) == "The 1 of the red star is already covered."
    label, value, legal = c.info(("space", sp("red/1")))
    assert not legal and value is None and label == "the 1 of the red star"
    assert c.choose(("space", sp("red/1"))) == (None, c.explain_space(sp("red/1")))


def test_pass_keeps_four_preselected_and_warns():
    s = placing_state(counts(red=3, blue=2, green=2))
    c = ctl_for(s)
    c.point(("pass",))  # the pass button while placing: the pass its preview shows
    assert c.mode == "place" and "discard 3 tiles: -3 points" in str(c.preview_text())
    assert c.info(("pass",))[1] == -3
    assert c.choose(("pass",)) == (None, None)  # a step on: the tiles to keep
    assert c.mode == "pass" and c.pointed_key() == ("pass",)
    assert sum(c.sel.keep_flags) == 4
    assert "discard 3 tiles: -3 points" in str(c.preview_text())
    refused = c.sel.keep_flags.index(False)
    assert "at most 4" in c.point(("keep", refused))
    assert "at most 4" in c.toggle_keep()
    assert not c.info(("keep", refused))[2]
    assert c.info(("keep", 0))[1] < c.info(("pass",))[1]  # discarding costs a point
    assert c.choose(("keep", 0)) == (None, None)  # Enter on a kept tile: discard it
    assert "-4 points" in str(c.preview_text())
    action, _ = c.choose(("pass",))
    assert isinstance(action, Pass) and sum(action.keep) == 3
    assert action in RULES.legal_actions(s, 0)
    assert c.cancel() and c.mode == "place"  # Esc: back to placing


def test_last_round_pass_keeps_nothing():
    s = placing_state(counts(red=2), round_no=6)
    c = ctl_for(s)
    c.start_pass()
    assert c.sel.keep_flags == [False, False]
    assert "Nothing can be kept" in c.point(("keep", 0))
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
    assert arrangement(4, 9, 123, 40) == ("rows", WIDE)  # two wide boards to a row
    assert arrangement(4, 9, 120, 34) == ("all", SMALL)  # four small boards side by side
    assert arrangement(4, 9, 118, 40) == ("focus", TALL)  # one large board and the market
    assert arrangement(4, 9, 118, 34) == ("focus", LARGE)
    assert arrangement(2, 5, 126, 44) == ("all", TALL)  # two large boards
    assert arrangement(2, 5, 80, 18) == ("focus", SMALL)  # 80x24
    lines = paint_table(s, m, 120, "all").plain_lines()
    assert max(len(line) for line in lines) <= 120 and len(lines) <= all_size(4, 9)[1]
    assert lines[0].startswith("Round ▸1P") and "wild P purple" in lines[0]
    assert sum(line.count("5 pts") for line in lines) == 4  # four name lines, score 5
    w, h = focus_size(4, 9)
    lines = paint_table(s, m, w, "focus").plain_lines()
    assert len(lines) <= h and max(len(line) for line in lines) <= w
    assert lines[0].lstrip().startswith("3 P3")  # the third board, viewed with [ / ]
    assert any("Supply" in line for line in lines)
    assert sum("R○○○○○○P" in line for line in lines) == 3  # the other three: their star maps
    board_rows = "".join(line[:30] for line in lines[3:])
    assert "R" in board_rows


def test_market_marks_the_colour_and_one_wild():
    from boardgames_tui.games.azul_summer_pavilion.ui.render import taken_marks

    assert taken_marks([0, 0, 4, 4], 0, 4) == [True, False, True, True]
    assert taken_marks([0, 0, 0], 0, 0) == [True, False, False]
    assert taken_marks([0, 4], 0, None) == [False, False]


def test_last_moves_are_marked_on_the_board_and_the_market():
    from boardgames_tui.games.azul_summer_pavilion.ui.render import LastMove, paint_board

    s = scenario.azul(board={"red": [3, 4]})
    m = Marks(player_colours=["#ff0000"] * 2, last={0: LastMove(spaces={sp("red/3")})})
    text = "\n".join(paint_board(s, 0, m).plain_lines())
    assert text.count("R•") == 1 and text.count("R ") >= 1  # only the last one is marked
    m.last = {1: LastMove(source=3, colour=4)}  # blue
    lines = paint_table(s, m, 120, "all").plain_lines()
    assert any("◂ P2 took blue from factory 3" in line for line in lines)
