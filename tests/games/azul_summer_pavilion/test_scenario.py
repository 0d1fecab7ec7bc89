"""scenario.azul: positions built in the game's words are real, playable positions."""

from __future__ import annotations

import random

import pytest

from boardgames_tui.games.azul_summer_pavilion import RULES, scenario
from boardgames_tui.games.azul_summer_pavilion.actions import Pass, Place, Take, TakeBonus
from boardgames_tui.games.azul_summer_pavilion.bag import total_tiles
from boardgames_tui.games.azul_summer_pavilion.scenario import ScenarioError

from .helpers import EVERY, FULL_CENTRE, G, O, R, Y, counts, sp


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("side", ["standard", "grey"])
def test_nothing_given_is_the_set_up_of_a_new_game(n, side):
    names = [f"P{i + 1}" for i in range(n)]
    assert scenario.azul(n, side=side, seed=5) == RULES.setup(names, 5, RULES.Options(side=side))


def test_the_example_of_the_issue():
    s = scenario.azul(round=3, hand={"blue": 2, "orange": 1}, board={"orange": [1, 3]})
    assert s.phase == "place" and s.current == 0 and s.wild == O  # orange is wild in round 3
    assert s.hands[0] == counts(blue=2, orange=1)
    assert s.boards[0][sp("orange/1")] == O and s.boards[0][sp("orange/3")] == O
    assert sum(t is not None for t in s.boards[0]) == 2
    assert total_tiles(s) == [22] * 6  # the tiles nobody holds are in the bag and supply
    assert Place(star="blue", index=2, colour="blue", wilds=0) in RULES.legal_actions(s, 0)
    assert Place(star="orange", index=1, colour="orange") not in RULES.legal_actions(s, 0)


def test_a_built_position_plays_to_the_end_with_every_tile_kept():
    s = scenario.azul(
        3,
        round=5,
        to_act="P2",
        hands=[{}, {"red": 3, "green": 1}, {"blue": 2}],
        boards=[{"red": EVERY}, {"centre": FULL_CENTRE}, {"blue": [1, 2]}],
        kept=[{"yellow": 2}, {}, {}],
        passed=["P1"],
        token="P3",
        scores=[20, 14, 3],
    )
    assert s.current == 1 and s.passed == [True, False, False] and s.token_holder == 2
    assert [s.score(i) for i in range(3)] == [20, 14, 3]
    rng = random.Random(1)
    while not RULES.is_over(s):
        assert total_tiles(s) == [22] * 6
        seat = RULES.to_act(s)[0]
        s = RULES.apply(s, seat, rng.choice(RULES.legal_actions(s, seat)))
    assert s.round == 6


def test_phase_one_with_named_factories_and_centre():
    s = scenario.azul(factories=[{}, {"red": 3, "purple": 1}], centre={"blue": 2}, to_act=1)
    assert s.phase == "take" and s.current == 1 and s.token_in_centre
    assert RULES.legal_actions(s, 1) == [
        Take(source=0, colour="blue"),
        Take(source=2, colour="red"),
    ]
    assert len(s.factories) == 5 and s.factories[1] == counts(red=3, purple=1)


def test_bonus_phase_and_supply_and_bag_in_draw_order():
    supply = ["red", "red", None, "blue", "blue", "green", "green", "yellow", "orange", "red"]
    s = scenario.azul(hand={"red": 1}, bonus_owed=1, supply=supply, bag=["yellow", "green"])
    assert s.phase == "bonus" and RULES.legal_actions(s, 0)[0] == TakeBonus(space=0)
    t = RULES.apply(s, 0, TakeBonus(space=0))
    assert t.hands[0] == counts(red=2)
    # the supply refills its two empty spaces with the first two tiles of the bag
    assert t.supply[:3] == [Y, R, G]


def test_grey_side_stars_by_their_place_and_scores_on_the_sheet():
    s = scenario.azul(
        side="grey",
        phase="over",
        boards=[{"left": {k: "red" for k in EVERY}}, {"upper-left": {1: "red", 2: "blue"}}],
        scores=[12, 1],
    )
    sheet = RULES.score_sheet(s)
    assert sheet.rows[0].categories["Tiles placed"] == 7
    assert sheet.rows[0].categories["Red star"] == 14  # a full red star
    assert sheet.rows[1].categories["Penalties"] == -4
    assert RULES.to_act(s) == []


@pytest.mark.parametrize(
    "request_, message",
    [
        ({"hand": {"pink": 1}}, "'pink' is no tile colour"),
        ({"board": {"violet": [1]}}, "'violet' is no star"),
        ({"board": {"red": [1, 1]}}, "the 1 of the red star is covered twice"),
        ({"board": {"red": [7]}}, "spaces 1 to 6, not 7"),
        ({"board": {"red": {1: "blue"}}}, "the red star takes only red tiles"),
        ({"board": {"centre": [1]}}, "give its spaces as {number: colour}"),
        ({"board": {"centre": {1: "red", 2: "red"}}}, "holds each colour once"),
        ({"side": "grey", "board": {"left": {1: "red", 2: "red", 3: "blue"}}}, "one colour or"),
        ({"hand": {"red": 23}}, "there are 22 red tiles, not 23"),
        ({"phase": "place"}, "P1 has no tiles"),
        ({"hand": {"red": 1}, "passed": [0]}, "P1 has passed, so their hand is empty"),
        ({"hand": {"red": 1}, "kept": [{}, {"red": 1}]}, "P2 keeps tiles but has not passed"),
        ({"round": 6, "hand": {"red": 1}, "passed": [1], "kept": [{}, {"red": 1}]}, "D2"),
        ({"factories": [{}, {}]}, "Phase 1 needs tiles"),
        ({"factories": [{"red": 5}]}, "factory 1 holds 5 tiles"),
        ({"hand": {"red": 1}, "centre": {"red": 1}, "phase": "place"}, "are empty in the"),
        ({"hand": {"red": 1}, "bonus_owed": 2, "supply": ["red", "red"] + [None] * 8}, "D6"),
        ({"to_act": "Zoe"}, "'Zoe' is not one of the players"),
        ({"round": 7}, "rounds 1 to 6, not 7"),
        ({"players": 5}, "2-4 players, not 5"),
        ({"scores": [0, 5]}, "never drops below 1"),
        ({"hand": {"red": 1}, "hands": [{}, {}]}, "give hands or hand, not both"),
    ],
)
def test_impossible_requests_are_refused_in_words(request_, message):
    with pytest.raises(ScenarioError, match=message.replace("{", r"\{").replace("(", r"\(")):
        scenario.azul(**request_)


def test_passing_players_keep_their_tiles_in_the_corners():
    s = scenario.azul(hands=[{"red": 2}, {}], passed=[1], kept=[{}, {"blue": 4}])
    t = RULES.apply(s, 0, Pass(keep=(0, 0, 0, 0, 0, 2)))
    assert t.round == 2 and t.hands[1] == counts(blue=4) and t.hands[0] == counts(red=2)
