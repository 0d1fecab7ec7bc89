"""The position builder (issue 16 item 7): positions in the game's words, clear errors."""

from __future__ import annotations

import pytest

from boardgames_tui.games.castles_of_mad_king_ludwig import RULES
from boardgames_tui.games.castles_of_mad_king_ludwig.actions import BuyRoom, PlaceTile
from boardgames_tui.games.castles_of_mad_king_ludwig.castle import analyze
from boardgames_tui.games.castles_of_mad_king_ludwig.scenario import (
    ScenarioError,
    castles,
    room,
)
from boardgames_tui.games.castles_of_mad_king_ludwig.words import where_words


def test_the_default_is_a_started_game_at_its_first_pricing():
    s = castles(["Ana", "Ben"], seed=3)
    assert s.started and s.players == ["Ana", "Ben"]
    assert RULES.to_act(s) == [s.mb] and s.tasks[0].kind == "price"
    assert all(len(b) == 2 for b in s.bonus) and all(c[0].tile == "foyer" for c in s.castles)


def test_rooms_laid_by_the_words_of_the_log_are_legal_and_lie_there():
    s = castles(["Ana", "Ben"], castle={"Ben": [room("Foyer"), room("Larder", "east of the Foyer"),
                                                room("Stairs", "east of the Larder")]})
    ben = tuple(s.castles[1])
    assert [p.tile for p in ben] == ["foyer", "larder", "stairs"]
    assert where_words(ben[:1], ben[1]) == "east of the Foyer"
    assert "east of the Larder" in where_words(ben[:2], ben[2])
    assert analyze(ben).conn[1] == {0, 2}
    assert [p.tile for p in s.castles[0]] == ["foyer"]  # Ana's castle as dealt


def test_rooms_at_coordinates_and_turned():
    s = castles(2, castle=[[room("Foyer", at=(-40, -40)), room("The Hole", at=(0, 0), turns=1)],
                           [room("foyer"), room("Downstairs Hallway", at=(10, 0))]])
    hole = s.castles[0][1]
    assert (hole.tile, hole.x, hole.y, hole.rot) == ("the_hole", 0, 0, 1)
    assert s.castles[1][1].tile == "hallway" and s.castles[1][1].down


def test_money_market_coins_stacks_and_decision_in_words():
    s = castles(["Ana", "Ben"], money={"Ana": 0}, market={4000: "The Hole", 15000: None},
                coins={6000: 2000}, stacks={150: []}, favours=["Most living sq ft"],
                bonus={"Ben": ["Living rooms"]}, deciding="Ben", buying=True)
    assert s.money[0] == 0 and s.market[0] == "the_hole" and s.market[4] is None
    assert s.coins[1] == 2000 and s.stacks[150] == [] and s.favors == ["F01"]
    assert s.bonus[1] == ["B01"]
    assert RULES.to_act(s) == [1] and s.tasks[0].kind == "turn"
    assert BuyRoom(slot=0) not in RULES.legal_actions(s, 1)  # no downstairs door yet


def test_a_placing_decision_lists_the_places_of_that_tile():
    s = castles(2, deciding=0, placing="Stairs")
    legal = RULES.legal_actions(s, 0)
    assert legal and all(isinstance(a, PlaceTile) for a in legal)
    assert "places stairs" in RULES.words.prompt(s)


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"castle": [[room("Foyer"), room("Bathroom", at=(5, 5))], [room("Foyer")]]},
     "no room called 'Bathroom'"),
    ({"castle": [[room("Foyer"), room("Larder", at=(0, 0))], [room("Foyer")]]},
     "would lie on the Foyer: that space is taken"),
    ({"castle": {"Cleo": [room("Foyer")]}}, "no player 'Cleo'"),
    ({"castle": [[room("Foyer"), room("The Hole", "east of the Foyer")], [room("Foyer")]]},
     "The Hole has no legal place east of the Foyer"),
    ({"castle": [[room("Foyer"), room("Larder", "beside the Foyer")], [room("Foyer")]]},
     "say where as 'east of the Foyer'"),
    ({"castle": [[room("Foyer"), room("Larder", "east of the Parlor")], [room("Foyer")]]},
     "no Parlor in that castle"),
    ({"market": {1000: "Parlor"}}, "no price slot of 1,000 Marks"),
    ({"stacks": {175: []}}, "no 175 sq ft room stack"),
    ({"favours": ["Most gold"]}, "no King's favour 'Most gold'"),
    ({"deck": [100, 123]}, "room cards are sizes"),
    ({"placing": "Stairs", "pricing": True}, "one decision at a time"),
    ({"money": [1, 2, 3]}, "one value per player"),
])
def test_impossible_requests_say_why(kwargs, message):
    with pytest.raises(ScenarioError, match=message):
        castles(2, **kwargs)
