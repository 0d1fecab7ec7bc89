"""Final scoring (§11-§13): favours with ties, depleted stacks, bonus cards, money,
tie-break by square feet, and the running score sheet."""

from __future__ import annotations

import pytest

from boardgames_tui.games.castles_of_mad_king_ludwig import RULES, scenario
from boardgames_tui.games.castles_of_mad_king_ludwig.components import bonus_cards, favors
from boardgames_tui.games.castles_of_mad_king_ludwig.endgame import (
    CATEGORIES,
    bonus_card_points,
    depleted_points,
    favor_measure,
    favor_points,
    square_feet,
)

from .helpers import P

FOYER = P(tile="foyer")


def _castles(*rooms_per_seat):
    return [[FOYER, *[P(tile=t, x=20 * (i + 1), y=0) for i, t in enumerate(rooms)]]
            for rooms in rooms_per_seat]


def test_favor_ranks_ties_and_zero():
    s = scenario.castles(4, castle=_castles(["parlor", "study"], ["sitting_room", "study"],
                                       ["focus_room"], ["buttery"]))
    # F09 most living rooms: 2, 2, 1, 0 -> tied first 8, 8, next is third: 2, zero: 0
    assert favor_points(s, "F09") == [8, 8, 2, 0]


def test_two_players_only_ranks_one_and_two():
    s = scenario.castles(2, castle=_castles(["parlor", "study"], ["study"]))
    assert favor_points(s, "F09") == [8, 4]


def test_favor_measures():
    s = scenario.castles(2, castle=_castles(["parlor", "forum"], ["study"]))
    assert favor_measure(s, 0, favors()["F21"]) == 2  # circular: 150 and 500
    assert favor_measure(s, 0, favors()["F07"]) == 125  # corridor sq ft: the foyer
    assert favor_measure(s, 0, favors()["F23"]) == 1 and favor_measure(s, 0, favors()["F24"]) == 1
    assert favor_measure(s, 1, favors()["F18"]) == 3 + 4  # foyer 3 + study 4 open doors
    s = scenario.castles(2, castle=_castles(["parlor", "forum"], ["study"]), money=[12000, 30000])
    assert favor_points(s, "F17") == [4, 8]


@pytest.mark.parametrize(("card", "rooms", "points"), [
    ("B01", ["parlor", "study", "buttery"], 4),
    ("B03", ["nap_room"], 3),
    ("B07", ["great_hall", "stairs", "hallway"], 4),  # foyer too
    ("B09", ["buttery", "larder"], 4),
    ("B15", ["observatory"], 3),
    ("B22", ["hallway", "hallway"], 2),
    ("B23", ["buttery", "observatory"], 2),
    ("B24", ["parlor", "forum"], 2),
    ("B26", ["stairs"], 2),
])
def test_bonus_cards(card, rooms, points):
    s = scenario.castles(2, castle=_castles(rooms, []))
    assert bonus_card_points(s, 0, bonus_cards()[card]) == points


def test_bonus_cards_every_type_and_size_money_entrances_completed():
    every_type = ["parlor", "piano_room", "nap_room", "buttery", "cloak_room", "porch",
                  "the_hole"]
    s = scenario.castles(2, castle=_castles(every_type, []), money=[25000, 0])
    assert bonus_card_points(s, 0, bonus_cards()["B19"]) == 7  # corridor: the foyer
    assert bonus_card_points(s, 0, bonus_cards()["B20"]) == 0
    sizes = ["buttery", "parlor", "nap_room", "porch", "kitchen", "salon", "observatory",
             "armory", "forum", "stables"]
    s2 = scenario.castles(2, castle=_castles(sizes, []))
    assert bonus_card_points(s2, 0, bonus_cards()["B20"]) == 8
    assert bonus_card_points(s, 0, bonus_cards()["B27"]) == 2
    # foyer alone: 3 entrances -> 1 point; completed: cloak room (one door)... none connected
    lone = scenario.castles(2)
    assert bonus_card_points(lone, 0, bonus_cards()["B21"]) == 1
    assert bonus_card_points(s, 0, bonus_cards()["B25"]) == 0


def test_depleted_stacks_two_points_per_room_of_that_size():
    s = scenario.castles(2, castle=_castles(["parlor", "study", "buttery"], ["study"]),
                         stacks={150: []})
    assert depleted_points(s, 0) == 4 and depleted_points(s, 1) == 2


def test_final_sheet_and_tie_break_by_square_feet():
    s = scenario.castles(2, castle=_castles(["parlor"], ["parlor", "hallway"]), over=True,
                         start_points=[0, 0], money=[0, 0], bonus=[[], []], favours=[])
    sheet = RULES.score_sheet(s)
    # at the end a row per favour and per bonus card held: none here
    assert sheet.category_names == [c for c in CATEGORIES
                                     if c not in ("King's favours", "Bonus cards")]
    # hallways score nothing; both have 4 room points, the larger castle wins
    assert sheet.rows[0].total == sheet.rows[1].total
    assert square_feet(s, 1) == 125 + 150 + 150
    assert sheet.winners == [1] and sheet.tiebreak_label == "square feet"
    for row in sheet.rows:
        assert sum(row.categories.values()) == row.total


def test_running_sheet_counts_no_end_points_before_the_end():
    s = scenario.castles(2, money=[90000, 0])
    sheet = RULES.score_sheet(s)
    assert all(r.categories["Money"] == 0 and r.categories["King's favours"] == 0
               for r in sheet.rows)
    over = scenario.castles(2, money=[90000, 0], over=True)
    assert RULES.score_sheet(over).rows[0].categories["Money"] == 9


def test_final_sheet_names_each_favour_and_each_bonus_card():
    """Issue 30 item 5: the end screen's sheet says who won each King's favour and what
    each bonus card scored, and its rows still add up to the totals."""
    s = scenario.castles(2, castle=_castles(["parlor", "study"], ["parlor"]), over=True)
    sheet = RULES.score_sheet(s)
    favour_rows = [c for c in sheet.category_names if c.startswith("King's favour: ")]
    assert len(favour_rows) == len(s.favors) > 0
    for fid, label in zip(s.favors, favour_rows, strict=True):
        assert label == f"King's favour: {favors()[fid].text}"
        points = favor_points(s, fid)
        assert [r.categories[label] for r in sheet.rows] == points
    held = {c for cards in s.bonus for c in cards}
    card_rows = [c for c in sheet.category_names if c.startswith("Bonus card: ")]
    assert len(card_rows) == len(held) > 0
    for row in sheet.rows:
        for card in s.bonus[row.seat]:
            label = f"Bonus card: {bonus_cards()[card].text}"
            assert row.categories[label] == bonus_card_points(s, row.seat, bonus_cards()[card])
        assert sum(row.categories.values()) == row.total
    assert "King's favours" not in sheet.category_names
    running = RULES.score_sheet(scenario.castles(2))
    assert running.category_names == CATEGORIES
