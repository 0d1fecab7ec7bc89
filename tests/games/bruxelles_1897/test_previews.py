"""Issue 32, items 4 and 5: the previews say what decides Brussels and the coats of arms
(the prison risk, a coat's points when it completes, each player's Expo points), and the
words: the tie-break names only the criterion that decided, the prison sentence is right
for two tied players, victory points are written "points"."""

from __future__ import annotations

from boardgames_tui.games.bruxelles_1897 import RULES, scenario
from boardgames_tui.games.bruxelles_1897.actions import Place
from boardgames_tui.games.bruxelles_1897.flow import prison_forecast, score_prison
from boardgames_tui.games.bruxelles_1897.scenario import Player
from boardgames_tui.games.bruxelles_1897.ui.detail import (
    brussels_preview,
    brussels_progress,
    placement_preview,
)
from boardgames_tui.games.bruxelles_1897.ui.render import Look, board_lines, player_lines
from boardgames_tui.ui.screens.game_over import winner_line


def test_a_brussels_preview_says_who_would_go_to_prison():
    state = scenario.bruxelles(
        ["Ana", "Ben"], on_turn="Ana",
        brussels={"Stock Exchange": [("Ana", [("1/3", 1)]), ("Ben", [("1/3", 3)])],
                  "City Hall": [("Ana", [("1/3", 1)])]})
    text = "\n".join(brussels_preview(RULES, state, 0, "cinquantenaire"))
    assert "Brussels now Ana 2 – Ben 1: Ana sends one to prison" in text
    tied = scenario.bruxelles(
        ["Ana", "Ben"], on_turn="Ben",
        brussels={"Stock Exchange": [("Ana", [("1/3", 1)]), ("Ben", [("1/3", 3)])]})
    assert prison_forecast(tied) == ["Brussels now Ana 1 – Ben 1: Ana and Ben each send one "
                                     "to prison"]


def test_the_architects_being_placed_count_in_the_forecast():
    from boardgames_tui.games.bruxelles_1897.actions import AddArchitect, StartBrussels

    state = scenario.bruxelles(
        ["Ana", "Ben"], on_turn="Ana",
        brussels={"Stock Exchange": [("Ben", [("1/3", 1)])]})
    state = RULES.apply(state, 0, StartBrussels(location="city_hall"))
    state = RULES.apply(state, 0, AddArchitect(card="A13", value=1))
    state = RULES.apply(state, 0, AddArchitect(card="A13", value=1))
    assert "Brussels now Ana 2 – Ben 1: Ana sends one to prison" in brussels_progress(state)


def test_a_placement_that_completes_a_coat_says_its_points():
    state = scenario.bruxelles(
        ["Ana", "Ben"], on_turn="Ana", grid={"B2": "Artwork red"},
        architects={"A1": ("Ana", "1/3", 3), "A2": ("Ben", "1/3", 1),
                    "B1": ("Ben", "1/3", 1)},
        seats={"Ana": Player(money=5)})
    action = Place(card="A13", value=1, row=1, col=1)
    long = "\n".join(placement_preview(RULES, state, 0, action))
    prestige = state.seats[0].prestige
    assert f"complete: +{prestige} point" in long and "to Ana" in long
    short = "\n".join(placement_preview(RULES, state, 0, action, compact=True, width=78))
    assert f"(complete: +{prestige} point" in short and "to Ana" in short


def test_the_expo_preview_says_each_players_points():
    state = scenario.bruxelles(
        ["Ana", "Ben"], on_turn="Ana", grid={"A1": "Expo"},
        seats={"Ana": Player(money=5, artworks=["red", "blue"]),
               "Ben": Player(artworks=["green"])})
    action = Place(card="A13", value=1, row=0, col=0)
    short = " ".join(placement_preview(RULES, state, 0, action, compact=True, width=78))
    assert "Expo: Ana +4 points, Ben +2 points" in short
    long = " ".join(placement_preview(RULES, state, 0, action))
    assert "Ana +4 points, Ben +2 points" in long


def test_the_tie_break_names_only_the_criterion_that_decided():
    state = scenario.bruxelles(
        ["Ana", "Ben"], seats={"Ana": Player(money=4, points={"Houses × Architecture": 9}),
                               "Ben": Player(money=6, points={"Houses × Architecture": 9})})
    state.seats[0].houses, state.seats[1].houses = 4, 1
    state.seats[0].prestige, state.seats[1].prestige = 4, 6
    line = winner_line(RULES.score_sheet(state))
    assert "Ana wins on more houses (4 to 1)" in line, line
    state.seats[1].houses = 4
    line = winner_line(RULES.score_sheet(state))
    assert "Ben wins on higher Prestige (6 to 4)" in line, line


def test_two_tied_players_each_send_one_to_prison():
    state = scenario.bruxelles(
        ["Ana", "Ben", "Cleo"], on_turn="Ana",
        brussels={"Stock Exchange": [("Ben", [("1/3", 1)]), ("Cleo", [("1/3", 3)])]})
    state.score_log = []
    score_prison(state)
    text = "\n".join(state.score_log)
    assert "Brussels: Ben and Cleo are tied for the most architects (1 each) and each " \
           "sends one to prison" in text
    assert "has the most architects" not in text
    assert "Brussels: Ben sends a 1/3 architect to prison" in text


def test_victory_points_are_written_out():
    state = scenario.bruxelles(["Ana", "Ben"], grid={"A1": "Expo"})
    for mode, width in (("compact", 79), ("standard", 99), ("wide", 123)):
        look = Look(colours=["#ff0000", "#0000ff"], mode=mode, width=width)
        text = "\n".join(t.plain for t in board_lines(state, look)
                         + player_lines(state, look, [0], shown=0))
        assert "VP" not in text and "points" in text
