"""Phase 2: targets, cost and wild payment, points, bonus symbols (rules §10.2-10.5, §14)."""

from __future__ import annotations

import pytest

from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.games.azul_summer_pavilion import RULES
from boardgames_tui.games.azul_summer_pavilion.actions import Pass, Place, TakeBonus
from boardgames_tui.games.azul_summer_pavilion.placing import allowed_colours, group_size

from .helpers import B, G, O, P, R, Y, counts, placing_state, sp


def places(s, seat=0):
    return [a for a in RULES.legal_actions(s, seat) if isinstance(a, Place)]


def test_cost_is_the_space_number_paid_with_colour_and_wilds():
    """§10.3 example: cost 5 with 4 blue + 2 wild: 1 or 2 wilds."""
    s = placing_state(counts(blue=4, purple=2))
    options = {a.wilds for a in places(s) if a.star == "blue" and a.index == 5}
    assert options == {1, 2}
    t = RULES.apply(s, 0, Place(star="blue", index=5, colour="blue", wilds=2))
    assert t.hands[0] == counts(blue=1)
    assert t.boards[0][sp("blue/5")] == B
    assert t.tower[B] == s.tower[B] + 2 and t.tower[P] == s.tower[P] + 2
    assert t.score(0) == 6  # an isolated tile scores 1


def test_at_least_one_real_tile_is_needed():
    s = placing_state(counts(purple=5, orange=0))
    assert not any(a.star == "orange" for a in places(s))
    with pytest.raises(IllegalAction, match="at least one real tile"):
        RULES.apply(s, 0, Place(star="orange", index=1, colour="orange", wilds=0))


def test_cost_one_space_is_paid_by_the_placed_tile_alone():
    s = placing_state(counts(orange=1, purple=3))
    opts = [a for a in places(s) if a.star == "orange"]
    assert {(a.index, a.wilds) for a in opts} == {(1, 0), (2, 1), (3, 2), (4, 3)}


def test_wild_colour_placed_as_itself_pays_only_its_colour():
    """§10.3 C = W and §14.9: purple in round 1 on the purple star or the centre star."""
    s = placing_state(counts(purple=3))
    purple = [a for a in places(s) if a.colour == "purple"]
    assert all(a.wilds == 0 for a in purple)
    assert {(a.star, a.index) for a in purple} == {
        (star, k) for star in ("purple", "center") for k in (1, 2, 3)
    }


def test_centre_star_needs_six_different_colours():
    """D15 / D21: any colour, each only once."""
    s = placing_state(counts(red=2, blue=1), board={"centre": {4: "red"}})
    centre = {a.colour for a in places(s) if a.star == "center"}
    assert centre == {"blue"}
    assert allowed_colours("standard", s.boards[0], 0) == [P, G, O, Y, B]


def test_grey_side_star_type_is_fixed_by_first_two_tiles():
    """D13: same colour -> single-colour star; different -> all distinct. Centre too."""
    tiles = [None] * 42
    assert allowed_colours("grey", tiles, 2) == list(range(6))
    tiles[sp("orange/1")] = B
    assert allowed_colours("grey", tiles, 2) == list(range(6))
    tiles[sp("orange/4")] = B
    assert allowed_colours("grey", tiles, 2) == [B]
    tiles[sp("center/2")] = R
    tiles[sp("center/6")] = G
    assert allowed_colours("grey", tiles, 0) == [P, O, Y, B]


def test_grey_side_costs():
    """D14: outer index k costs 3,2,1,4,5,6; every centre space costs 3."""
    s = placing_state(counts(red=1, purple=5), side="grey")
    red = {(a.star, a.index, a.wilds) for a in places(s) if a.colour == "red"}
    assert ("green", 3, 0) in red and ("green", 1, 2) in red and ("center", 5, 2) in red
    assert ("green", 6, 5) in red
    assert not any(k == 3 and w > 0 for star, k, w in red if star != "center")


def test_group_scoring_within_one_star():
    """§10.4: group size; 6 for the sixth tile; gaps score less; never across stars (D18)."""
    tiles = [None] * 42
    for k in (1, 2, 3):
        tiles[sp(f"red/{k}")] = R
    tiles[sp("red/5")] = R
    tiles[sp("blue/3")] = B  # touches red/1 via a statue, still not adjacent
    tiles[sp("red/4")] = R
    assert group_size(tiles, sp("red/4")) == 5
    tiles[sp("red/6")] = R
    assert group_size(tiles, sp("red/6")) == 6
    assert group_size(tiles, sp("blue/3")) == 1
    lone = [None] * 42
    lone[sp("green/6")] = G
    lone[sp("green/1")] = G
    assert group_size(lone, sp("green/1")) == 2  # 6 and 1 are ring neighbours


def test_a_star_filled_in_one_run_scores_21():
    s = placing_state(counts(yellow=21), others={})  # the other player passes by itself
    total = 0
    for k in (4, 5, 6, 1, 2, 3):
        before = s.score(0)
        s = RULES.apply(s, 0, Place(star="yellow", index=k, colour="yellow", wilds=0))
        while s.phase == "bonus":
            s = RULES.apply(s, 0, RULES.legal_actions(s, 0)[0])
        total += s.score(0) - before
    assert total == 21


def test_window_gives_three_bonus_tiles_of_free_choice_then_refill():
    """§10.5 and D5: choose from the supply, refill before the next turn."""
    supply = ["red", "red", "blue", "blue", "yellow", "orange", "green", "purple", "purple", "red"]
    s = placing_state(counts(green=6), board={"green": [5]}, supply=supply)
    t = RULES.apply(s, 0, Place(star="green", index=6, colour="green", wilds=0))
    assert t.phase == "bonus" and t.bonus_owed == 3 and t.current == 0
    assert t.score(0) == 5 + 2  # D22: the placement scores first
    assert RULES.legal_actions(t, 0) == [TakeBonus(space=i) for i in range(10)]
    for space in (7, 8, 4):
        t = RULES.apply(t, 0, TakeBonus(space=space))
    assert t.hands[0] == counts(purple=2, yellow=1)
    assert t.phase == "place" and t.current == 1
    assert all(x is not None for x in t.supply)  # refilled from the bag
    assert len(t.bag) == len(s.bag) - 3


def test_statue_and_pillar_together_give_three_tiles():
    """D7: one outer space 2 can finish a statue and a pillar: 2 + 1 tiles."""
    covered = {"blue": [1, 3], "yellow": [3, 4], "centre": {2: "green", 3: "orange"}}
    s = placing_state(counts(blue=2), board=covered)
    a = Place(star="blue", index=2, colour="blue", wilds=0)
    assert RULES.words.describe(s, 0, a) == (
        "P1 places a blue tile on the 2 of the blue star (pays 2 blue tiles) for 3 points, "
        "and surrounds the pillar between the blue star and the centre star and the statue "
        "between the blue and yellow stars: 3 bonus tiles"
    )
    t = RULES.apply(s, 0, a)
    assert t.bonus_owed == 3


def test_centre_space_can_finish_two_pillars():
    covered = {"red": [2, 3], "orange": [2, 3], "centre": {2: "blue", 6: "green"}}
    s = placing_state(counts(red=1), board=covered)
    t = RULES.apply(s, 0, Place(star="center", index=1, colour="red", wilds=0))
    assert t.bonus_owed == 2


def test_short_supply_gives_what_is_there():
    """D6: fewer supply tiles than owed: take them all, the rest is lost."""
    supply = [None] * 8 + ["orange", "red"]
    # bag and tower empty: the other tiles are out of the game
    s = placing_state(counts(green=6), board={"green": [5]}, supply=supply, bag=[], tower={})
    t = RULES.apply(s, 0, Place(star="green", index=6, colour="green", wilds=0))
    assert t.phase == "place" and t.current == 1
    assert t.hands[0] == counts(orange=1, red=1)
    # the refill pours the 5 paid green tiles from the tower back in (rules §12)
    assert t.supply == [G] * 5 + [None] * 5
    assert t.tower == [0] * 6 and t.bag == []


def test_bonus_tiles_may_be_wild_and_carry_over_wildness_by_colour():
    """D10 / §14.7: any hand tile of the wild colour is wild, wherever it came from."""
    s = placing_state(counts(red=1, green=2), round_no=2)  # green is wild in round 2
    opts = {(a.index, a.wilds) for a in places(s) if a.star == "red"}
    assert (3, 2) in opts


def test_undo_is_allowed_within_the_bonus_choice():
    s = placing_state(counts(green=6), board={"green": [5]})
    t = RULES.apply(s, 0, Place(star="green", index=6, colour="green", wilds=0))
    u = RULES.apply(t, 0, TakeBonus(space=0))
    assert not RULES.reveals(t, TakeBonus(space=0), u)
    assert not RULES.reveals(s, Place(star="green", index=6, colour="green"), t)


def test_refused_actions_in_the_wrong_phase():
    s = placing_state(counts(red=1))
    with pytest.raises(IllegalAction, match="place a tile or pass"):
        RULES.apply(s, 0, TakeBonus(space=0))
    with pytest.raises(IllegalAction, match="at most 4"):
        RULES.apply(s, 0, Pass(keep=(0, 0, 0, 0, 0, 2)))
