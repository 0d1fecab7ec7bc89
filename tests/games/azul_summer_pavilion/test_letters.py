"""Issue 35 item 9: the colour letters are the language's own.

The letters drawn on the tiles and at the centre of each star, the legend that explains
them, the keys that choose a star (issue 28: a star's letter, then 1-6) and the help and
rules that name them come from one table per language (ui/palette.py). In German: L lila,
G grün, O orange, E gelb, B blau, R rot, M the centre star ("Mittelstern"); English keeps
P G O Y B R and C.
"""

from __future__ import annotations

from boardgames_tui.engine import i18n
from boardgames_tui.games.azul_summer_pavilion import RULES, scenario
from boardgames_tui.games.azul_summer_pavilion.components import board
from boardgames_tui.games.azul_summer_pavilion.ui.palette import LETTERS, NAMES, letters
from boardgames_tui.games.azul_summer_pavilion.ui.render import Marks, legend, paint_board
from tests.ui.helpers import game_app

from .test_pointing import opened
from .test_snapshots import GAME


def text_of(grid) -> str:
    return "\n".join("".join(row) for row in grid.chars)


def test_every_language_has_its_own_unique_letters():
    assert set(LETTERS) == set(i18n.LANGUAGES)
    for table in LETTERS.values():
        every = table.colours + table.centre
        assert len(every) == 7 and len(set(every)) == 7 and every.isupper()
    assert (LETTERS["en"].colours, LETTERS["en"].centre) == ("PGOYBR", "C")
    assert (LETTERS["de"].colours, LETTERS["de"].centre) == ("LGOEBR", "M")


def test_the_legend_names_the_letters_of_the_language_shown(german):
    text = text_of(legend(200))
    for pair in ("L Lila", "G Grün", "O Orange", "E Gelb", "B Blau", "R Rot",
                 "M Mittelstern"):
        assert pair in text
    assert "P Lila" not in text and "Y Gelb" not in text and "C Mittelstern" not in text
    i18n.set_language("en")
    text = text_of(legend(200))
    for pair in ("P purple", "G green", "Y yellow", "C centre star"):
        assert pair in text


def drawn_letters(state) -> set[str]:
    """The capital letters of a board as drawn (star centres and tiles), names left out."""
    grid = paint_board(state, 0, Marks())
    return {ch for row in grid.chars[1:] for ch in row if ch.isalpha() and ch.isupper()}


def test_the_board_draws_the_letters_of_the_language_shown(german):
    # a purple and a yellow tile on the board, so tiles are drawn as well as star centres
    state = scenario.azul(boards=[{"purple": {1: "purple"}, "yellow": {2: "yellow"}}, {}])
    assert drawn_letters(state) >= set("LGOEBRM")
    assert not drawn_letters(state) & set("PYC")
    i18n.set_language("en")
    assert drawn_letters(state) >= set("PGOYBRC")
    assert not drawn_letters(state) & set("LEM")


def test_the_rules_and_the_key_help_name_the_german_letters(german):
    rules = RULES.words.rules_text()
    for pair in ("L lila", "E gelb", "M der Mittelstern"):
        assert pair in rules
    i18n.set_language("en")
    rules = RULES.words.rules_text()
    for pair in ("P purple", "Y yellow", "C the centre star"):
        assert pair in rules


async def test_german_letter_then_digit_chooses_that_stars_space(german):
    b = board()
    yellow = b.star_colour.index(NAMES.index("yellow"))
    purple = b.star_colour.index(NAMES.index("purple"))
    app = game_app(GAME, ["Ana", "Ben"], seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot, lambda s: s.phase == "place" and s.round == 2)
        assert screen.ctl.mode == "place" and letters() is LETTERS["de"]
        star = next(w for w in screen.query("FooterKey") if w.action == f"star({2})")
        assert star.key_display == "O R L B G E M"
        assert "L Lila" in str(star.tooltip) and "M der Mittelstern" in str(star.tooltip)
        await pilot.press("Y", "4")  # English yellow: not a German letter
        assert screen.ctl.sel.star is None
        await pilot.press("P")  # English purple: nothing either (p alone is Pass)
        assert screen.ctl.sel.star is None and screen.ctl.mode == "place"
        await pilot.press("E", "4")  # gelb
        assert screen.pointed() == ("space", b.space_index["yellow/4"])
        await pilot.press("L", "2")  # lila (Shift: the small l is the log)
        assert screen.pointed() == ("space", b.space_index["purple/2"])
        assert screen.ctl.sel.star == purple
        await pilot.press("escape", "e", "5")  # a small letter that is free does the same
        assert screen.pointed() == ("space", b.space_index["yellow/5"])
        await pilot.press("M", "6")  # the Mittelstern
        assert screen.pointed() == ("space", b.space_index["center/6"])
        assert screen.ctl.sel.star == 0 != yellow


async def test_english_letters_stay_english():
    b = board()
    app = game_app(GAME, ["Ana", "Ben"], seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot, lambda s: s.phase == "place" and s.round == 2)
        await pilot.press("E", "4")  # the German gelb means nothing in English
        assert screen.ctl.sel.star is None
        await pilot.press("M")
        assert screen.ctl.sel.star is None
        await pilot.press("Y", "4")
        assert screen.pointed() == ("space", b.space_index["yellow/4"])
        await pilot.press("P", "2")
        assert screen.pointed() == ("space", b.space_index["purple/2"])
