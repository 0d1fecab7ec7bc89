"""The screen keeps the board's pieces between frames (render.BoardMemo): what it draws
with the memo must be exactly what a fresh drawing gives, wherever the cursor goes."""

from __future__ import annotations

import pytest

from boardgames_tui.games.bruxelles_1897.ui.render import BoardMemo, Look, board_lines

from .helpers import fresh, grid_of, play

COLOURS = ["#ff0000", "#0000ff"]


@pytest.mark.parametrize(("mode", "width"), [("compact", 79), ("standard", 119),
                                             ("wide", 123)])
def test_the_memo_draws_what_a_fresh_board_draws(mode, width):
    from boardgames_tui.games.bruxelles_1897.actions import Place

    state = fresh(2, grid=grid_of("Artwork red"), architects={"B2": ("Ben", "1/3", 3)})
    memo = BoardMemo()
    cursors = [(r, c) for r in range(state.rows + 1) for c in range(3)] + [(0, 0), None]
    for current in (state, play(state, Place(card="A13", value=1, row=0, col=0))):
        for cursor in cursors:
            look = Look(colours=COLOURS, cursor=cursor, width=width, mode=mode)
            assert board_lines(current, look, memo) == board_lines(current, look)


def test_a_language_switch_draws_the_board_in_the_new_language():
    """The same state and look after switching to German: no English piece kept."""
    from boardgames_tui.engine import i18n

    state = fresh(2, grid=grid_of("Artwork red"))
    memo = BoardMemo()
    look = Look(colours=COLOURS, cursor=(0, 0), width=119, mode="standard")
    english = board_lines(state, look, memo)
    i18n.set_language("de")
    german = board_lines(state, look, memo)
    assert german == board_lines(state, look) != english
    assert "Spalte 1" in german[0].plain


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_artwork_card_shows_its_colour_as_a_chip_in_every_language(lang):
    """The chip under an Artwork card has the artwork's own colour in German too (its
    colour was looked up by the translated word, so "Rot" drew a grey chip)."""
    from boardgames_tui.engine import i18n
    from boardgames_tui.games.bruxelles_1897.ui.palette import artwork_colour

    state = fresh(2, grid=grid_of("Artwork red"))  # named in English
    i18n.set_language(lang)
    look = Look(colours=COLOURS, cursor=None, width=119, mode="standard")
    red = artwork_colour("red", False).lower()
    styles = [str(span.style) for line in board_lines(state, look) for span in line.spans]
    assert any(f"on {red}" in style and "#000000" in style for style in styles), styles[:20]
