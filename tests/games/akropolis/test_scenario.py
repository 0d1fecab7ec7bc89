"""The public position builder (issue 16 item 7): positions in the game's own terms."""

from __future__ import annotations

import pytest

from boardgames_tui.games.akropolis import RULES
from boardgames_tui.games.akropolis.actions import PlaceTile, TakeTile
from boardgames_tui.games.akropolis.scenario import akropolis, hex_city
from boardgames_tui.games.akropolis.scoring import score_city
from boardgames_tui.games.akropolis.state import AkropolisOptions


def test_a_built_position_is_the_position_reached_by_playing():
    played = RULES.setup(["Ana", "Ben"], 1, AkropolisOptions())
    assert played.site == [32, 10, 25, 20]
    for action in (TakeTile(index=0), PlaceTile(q=1, r=1, rot=0),  # H g q
                   TakeTile(index=0), PlaceTile(q=1, r=1, rot=0)):  # q m b
        played = RULES.apply(played, played.current, action)
    built = akropolis(["Ana", "Ben"], seed=1, site=[25, 20],
                      cities={"Ana": [(32, (1, 1), 0)], "Ben": [(10, (1, 1), 0)]})
    assert built.model_dump() == played.model_dump()
    assert built.stones == [1, 2] and built.turn == 3 and built.current == 0


def test_a_held_tile_is_placed_by_the_player_to_play():
    s = akropolis(["Ana", "Ben", "Cleo"], seed=2, site=[1, 2, 3], held=24, to_play="Ben",
                  stones={"Ben": 5}, chief="Cleo")
    assert RULES.to_act(s) == [1] and s.chief == 2 and s.stones == [1, 5, 3]
    legal = RULES.legal_actions(s, 1)
    assert legal and all(isinstance(a, PlaceTile) for a in legal)
    after = RULES.apply(s, 1, legal[0])
    assert after.cities[1].placed == [(24, legal[0].q, legal[0].r, legal[0].rot)]
    assert after.current == 2


def test_stacks_left_set_the_round():
    s = akropolis(["Ana", "Ben"], seed=1, stacks=3)
    assert s.stacks_left() == 3 and s.round == 9 and RULES.words.progress(s) == "round 9 of 12"
    assert len(set(s.deck) | set(s.site)) == len(s.deck) + len(s.site)


def test_solo_architect_tiles_count_for_the_architect():
    s = akropolis(["Solo"], seed=4, site=[30, 24], architect_tiles=[17, 5, 1])
    arch, _bonus = RULES.architect_score(s)
    assert arch.total == 6 - 2 + 2  # as the hand count of test_architect_levels, 2 stones
    assert RULES.score_sheet(s).rows[-1].total == arch.total


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        ({"cities": {"Zoe": []}}, "'Zoe' is not a player of this game (Ana, Ben)"),
        ({"site": [1, 2], "held": 2}, "tile 2 is named twice: on the construction site and in hand"),
        ({"site": [55]}, "tile 55 is not one of the tiles of this game"),
        ({"site": [1, 2, 3, 4, 5]}, "the construction site holds at most 4 tiles, not 5"),
        ({"stones": {"Ben": -1}}, "a side cannot have -1 stones"),
        ({"architect_tiles": [3]}, "only the solo game has an Illustrious Architect"),
        ({"stacks": 13}, "13 stacks of 3 tiles do not fit the 36 tiles left"),
        ({"cities": {"Ana": [(1, (5, 5), 0)]}}, "Ana's tile number 1 in order (tile 1) cannot"),
        ({"cities": {"Ana": [(1, (1, 1), 0)], "Ben": [(1, (1, 1), 0)]}},
         "tile 1 is named twice: in Ana's city and in Ben's city"),
    ],
)
def test_impossible_requests_are_refused_in_words(request_, message):
    with pytest.raises(ValueError) as err:
        akropolis(["Ana", "Ben"], seed=1, site=request_.pop("site", [30]), **request_)
    assert message in str(err.value)


def test_an_overhanging_city_tile_names_the_reason():
    with pytest.raises(ValueError, match="overhang"):
        akropolis(["Ana", "Ben"], seed=1, site=[30], cities={"Ana": [(1, (0, 0), 0)]})


def test_hex_city_names_hexes_in_words_or_table_letters():
    words = hex_city({(0, 0): "garden plaza", (1, 0): ["quarry", "quarry", "garden"],
                      (2, 0): "house"})
    letters = hex_city({(0, 0): "G", (1, 0): "qqg", (2, 0): "h"})
    assert words.stacks.keys() == letters.stacks.keys()
    opts = AkropolisOptions()
    assert score_city(words, 0, opts) == score_city(letters, 0, opts)
    assert score_city(words, 0, opts).colours["garden"].points == 9  # level 3 x 3 stars
    with pytest.raises(ValueError, match="'palace' is no hex of Akropolis"):
        hex_city({(0, 0): ["palace"]})
