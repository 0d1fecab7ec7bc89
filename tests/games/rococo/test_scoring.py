"""Final scoring in order (§7) with every tie-breaker, for 2, 3 and 5 players."""

from __future__ import annotations

from boardgames_tui.games.rococo import RULES, scenario
from boardgames_tui.games.rococo import scoring as S
from boardgames_tui.games.rococo.state import Options

from .helpers import new_state

KING = "King's Hall"


def test_rulebook_hall_tie_broken_by_master_space():
    """Eve and George tie in a 3/1 hall; Eve has a dress on a Master space: 3 and 1."""
    george, eve = 0, 1
    s = scenario.rococo(
        3,
        dresses={
            "Hall 4, space 1": (eve, "Y01"),
            "Hall 4, space 2": (eve, "Y02"),
            "Hall 4, space 3": (george, "G01"),
            "Hall 4, space 4": (george, "G02"),
        },
    )
    assert S.hall_majorities(s) == {0: 1, 1: 3, 2: 0}


def test_hall_tie_broken_by_musician_then_shared_first():
    dresses = {"Hall 4, space 3": (0, "G01"), "Hall 4, space 4": (1, "G02")}
    s = scenario.rococo(3, dresses=dresses, decorations={"musician in Hall 4": 0})
    assert S.hall_majorities(s) == {0: 3, 1: 1, 2: 0}
    s = scenario.rococo(3, dresses=dresses)
    assert S.hall_majorities(s) == {0: 3, 1: 3, 2: 0}  # tie for first: X each, no Y


def test_tie_for_second_shares_second_value():
    s = scenario.rococo(
        3,
        dresses={
            f"{KING}, space 6": (0, "Y01"),
            f"{KING}, space 7": (0, "Y02"),
            f"{KING}, space 3": (1, "Y03"),
            f"{KING}, space 4": (2, "Y04"),
        },
    )
    assert S.hall_majorities(s) == {0: 5, 1: 2, 2: 2}  # D-5


def test_two_players_only_first_place():
    s = scenario.rococo(
        2,
        dresses={
            f"{KING}, space 6": (0, "Y01"),
            f"{KING}, space 7": (0, "Y02"),
            f"{KING}, space 3": (1, "Y03"),
        },
        decorations={"fireworks 1": 0, "fireworks 2": 1},
    )
    assert S.hall_majorities(s) == {0: 5, 1: 0}
    assert S.fireworks_majority(s) == {0: 0, 1: 6}  # tie 1-1: further right wins


def test_rulebook_fireworks_example():
    """George has the most (6); Mike and Eve tie, Mike's space is further right (2)."""
    george, eve, mike = 0, 1, 2
    s = scenario.rococo(
        3,
        decorations={
            "fireworks 1": george,
            "fireworks 2": george,
            "fireworks 3": eve,
            "fireworks 4": mike,
        },
    )
    assert S.fireworks_majority(s) == {george: 6, eve: 0, mike: 2}
    big = scenario.rococo(5, decorations={"fireworks 1": 0, "fireworks 2": 0, "fireworks 5": 3})
    assert S.fireworks_majority(big) == {0: 7, 1: 0, 2: 0, 3: 3, 4: 0}


def test_rulebook_statue_example():
    """Mike: 2 statues and 7 dresses; sets of 4 and 2 colours = 12 PP."""
    spaces = [
        "Hall 2, space 4",
        "Hall 2, space 5",
        "Hall 2, space 6",
        "Hall 3, space 4",
        "Hall 3, space 5",
        "Hall 3, space 6",
        "Hall 4, space 3",
    ]
    dresses = ["Y01", "Y02", "Y03", "G01", "G02", "R01", "B01"]
    s = scenario.rococo(
        3,
        decorations={"statue 1": 2, "statue 2": 2},
        dresses={space: (2, dress) for space, dress in zip(spaces, dresses, strict=True)},
    )
    assert S.statue_points(s, 2) == 12


def test_terrace_takes_best_king_hall_dresses_onto_highest_multiplier():
    s = scenario.rococo(
        2,
        decorations={"fireworks 1": 0, "fireworks 3": 0},  # x2 and x3
        dresses={
            f"{KING}, space 6": (0, "Y01"),  # 2 PP
            f"{KING}, space 7": (0, "Y13"),  # 4 PP
            f"{KING}, space 3": (0, "Y05"),  # 3 PP
        },
    )
    assert S.terrace_assignment(s) == {"F3": "Y13", "F1": "Y05"}
    dresses, decos, _ = S.marker_points(s, 0)
    assert dresses == 4 * 3 + 3 * 2 + 2
    assert decos == 1 + 3


def test_end_cards_favour_and_money():
    dresses = {
        f"{KING}, space 1": (0, "Y05"),
        f"{KING}, space 2": (0, "G05"),  # 2 on Master spaces: 3 PP
        "Hall 2, space 4": (0, "R01"),  # ladies Y05, R01; gent G05: 1 pair: 2 PP
    }
    supply = ["BASE-M1", "BASE-M2", "BASE-J", "BASE-A1", "BASE-A2", "L6-3", "L6-4"]
    held = {
        "supply": supply,
        "discard": ["L6-5", "L6-6"],  # deck of 9: 8 PP from L6-3
        "yarn": 3,
        "lace": 2,  # 2 pairs: 6 PP
    }
    s = scenario.rococo(
        2,
        options=Options(favor_end_pp=5),
        dresses=dresses,
        holdings={0: held},
        favour=0,
    )
    assert S.card_points(s, 0) == 8 + 6 + 3 + 2 + 5
    s = scenario.change(
        s, holdings={0: {"supply": [c for c in supply if c != "L6-3"], "removed": ["L6-3"]}}
    )
    assert S.card_points(s, 0) == 6 + 3 + 2 + 5 + 0  # deputed END card does not score


def test_final_scoring_by_category_two_players():
    s = scenario.rococo(
        2,
        holdings={0: {"money": 37, "points": 4}, 1: {"money": 24, "points": 1}},
        dresses={
            f"{KING}, space 1": (0, "Y05"),  # 3 PP
            f"{KING}, space 6": (0, "G01"),  # 2 PP
            f"{KING}, space 7": (1, "R01"),  # 2 PP
            "Hall 2, space 4": (1, "B01"),  # 3 PP
        },
        decorations={"fireworks 3": 0, "statue 1": 1, "musician in Hall 2": 1},
        all_halls=[1],
        game_over=True,
    )
    sheet = RULES.score_sheet(s)
    rows = {r.seat: r for r in sheet.rows}
    assert rows[0].categories == {
        "Prestige tokens": 4,
        "Money": 3,
        "Cards": 0,
        "Halls": 5,
        "Fireworks": 6,
        "Statues": 0,
        "Dresses": 3 * 3 + 2,
        "Decorations": 3,
        "All halls": 0,
    }
    assert rows[1].categories == {
        "Prestige tokens": 1,
        "Money": 2,
        "Cards": 0,
        "Halls": 4,
        "Fireworks": 0,
        "Statues": 4,
        "Dresses": 5,
        "Decorations": 1 + 3,
        "All halls": 5,
    }
    assert rows[0].total == 32 and rows[1].total == 25
    assert rows[0].tiebreak == [7] and sheet.winners == [0]


def test_final_scoring_by_category_five_players():
    s = scenario.rococo(
        5,
        holdings={i: {"money": 10 * i + i} for i in range(5)},
        dresses={
            # King's hall (7/3): seat 0 two dresses, seats 1 and 2 one each (1 on a Master space)
            f"{KING}, space 8": (0, "Y01"),
            f"{KING}, space 9": (0, "Y02"),
            f"{KING}, space 1": (1, "G05"),
            f"{KING}, space 10": (2, "G01"),
            "Hall 5, space 3": (3, "R01"),  # Hall 5 (3/1): seat 3 alone
        },
        decorations={"fireworks 5": 4, "fireworks 1": 3, "statue 4": 4, "fountain upper 1": 2},
        favour=4,
        game_over=True,
    )
    rows = {r.seat: r for r in RULES.score_sheet(s).rows}
    cats = {seat: rows[seat].categories for seat in rows}
    assert [c["Halls"] for c in cats.values()] == [7, 3, 0, 3, 0]
    assert [c["Fireworks"] for c in cats.values()] == [0, 0, 0, 3, 7]
    assert [c["Money"] for c in cats.values()] == [0, 1, 2, 3, 4]
    assert [c["Cards"] for c in cats.values()] == [0, 0, 0, 0, 3]
    assert [c["Dresses"] for c in cats.values()] == [4, 3, 2, 2, 0]
    assert [c["Decorations"] for c in cats.values()] == [0, 0, 0, 1, 5 + 2]
    assert [c["Statues"] for c in cats.values()] == [0, 0, 0, 0, 0]
    assert [r.total for r in rows.values()] == [11, 7, 4, 12, 21]


def test_tie_on_points_goes_to_money_left_then_shared():
    s = scenario.rococo(2, holdings={0: {"money": 19}, 1: {"money": 11}})
    sheet = RULES.score_sheet(s)
    assert [r.total for r in sheet.rows] == [1, 1] and sheet.winners == [0]
    s = scenario.change(s, holdings={1: {"money": 19}})
    assert RULES.score_sheet(s).winners == [0, 1]  # D-13


def test_running_score_mid_game_has_all_categories():
    s = new_state(3)
    sheet = RULES.score_sheet(s)
    assert sheet.category_names == S.CATEGORIES
    assert [r.total for r in sheet.rows] == [1, 1, 1]  # 15 Livre each
