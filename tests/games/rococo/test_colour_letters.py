"""Issue 35 item 9: the colour letters on the board in the player's language ("4Y" read
as gelb in German), one table per language, each letter unique, the legend naming them;
English unchanged."""

from __future__ import annotations

import re

from boardgames_tui.games.rococo import components as C
from boardgames_tui.games.rococo import scenario
from boardgames_tui.games.rococo import words as W
from boardgames_tui.games.rococo.ui import draw as D

from .helpers import new_state


def _ctx(state):
    return D.Ctx(state=state, viewer=0, colour_of=lambda s: "red",
                 marks=D.player_marks(state.players))


def _board(state) -> str:
    ctx = _ctx(state)
    return "\n".join(b.text().plain for b in (
        D.palace(ctx, 160), D.market(ctx, 160), D.player_line(ctx, 0, 160)))


def _position():
    return scenario.change(
        new_state(3), on_turn=0, holdings={0: {"tiles": ["3 green", "1 yellow 1 red"]}},
        dresses={"Hall 2, space 4": (1, "Y05")})


def test_each_language_has_one_letter_per_colour_and_no_two_alike():
    for language, table in W.COLOUR_LETTERS.items():
        assert set(table) == set(C.COLOUR_NAMES), language
        assert len(set(table.values())) == len(table), (language, table)
        assert all(len(letter) == 1 for letter in table.values()), language


def test_english_letters_stay_as_they_were():
    state = _position()
    board = _board(state)
    assert "silk 3G1R1Y" in board, board
    assert re.search(r"\bY (lady|coat)", board)  # a yellow dress in the workshop
    legend = D.legend(200).text().plain
    assert "Y/G/R/B yellow/green/red/blue" in legend


def test_german_draws_german_letters_with_the_legend(german):
    state = _position()
    board = _board(state)
    # green silk is Ü (grün), yellow G (gelb): the English letters are gone
    assert "Seide 3Ü1R1G" in board, board
    assert "3G1R1Y" not in board
    yellow = [w for w in state.windows if w and C.dress(w).colours[0] == "Y"]
    if yellow:
        assert re.search(r"\bG (Dame|Herr)", board), board
    assert not re.search(r"\dY|\bY (Dame|Herr)", board), board
    legend = D.legend(200).text().plain
    assert "G/Ü/R/B gelb/grün/rot/blau" in legend, legend
    # narrow: the colour letters are the last to leave the legend
    short = D.legend(40)
    assert short is not None and "G/Ü/R/B" in short.text().plain


def test_the_workshop_names_the_colour_letters_under_its_name(german):
    """At 80 columns the legend line under the board often has no spare row: the
    workshop's name column, empty under the name, keys the letters; no window text is
    cut ("3 Siegpunk")."""
    state = new_state(3)
    text = D.workshop(_ctx(state), 79).text().plain
    for key in ("G gelb", "Ü grün", "R rot", "B blau"):
        assert key in text, text
    assert "Siegpunk " not in text and "Siegpunk\n" not in text + "\n"
