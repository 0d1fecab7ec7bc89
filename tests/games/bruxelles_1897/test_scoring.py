"""Round scoring (rules §5.3, §7: columns, coats of arms, Brussels -> prison; D5-D7, D10)
and final scoring (§8, §9, D19-D21, D25)."""

from __future__ import annotations

from boardgames_tui.games.bruxelles_1897 import RULES
from boardgames_tui.games.bruxelles_1897.actions import Continue, Free, Imprison, Pass
from boardgames_tui.games.bruxelles_1897.scoring import (
    coat_complete,
    coat_leaders,
    column_strength,
    column_winners,
)

from .helpers import NAMES, Player, fresh, grid_of, play

COLUMNS = ["Architecture", "Nobility", "Prestige", "Prison"]
HAND = ["1/3"] * 4 + ["2/4"] * 2  # a 2-player hand at the start: the 2/5 is in prison


def base(n=2, **changes):
    """A grid of red artworks; Ana is on turn and everyone else has passed (Ben first),
    so her pass starts the round scoring."""
    changes.setdefault("columns", COLUMNS)
    return fresh(n, grid=grid_of("Artwork red", 4 if n == 4 else 3), passed=NAMES[1:n],
                 first_passer="Ben", **changes)


def to_scoring(state):
    """The player on turn passes last: the round scoring starts."""
    return play(state, Pass())


def ack(state):
    return play(state, Continue())


# --- columns ----------------------------------------------------------------------------


def test_column_is_won_by_sum_of_values_not_card_count():
    state = base(architects={"A1": ("Ana", "1/3", 1), "B1": ("Ana", "1/3", 1),
                             "C1": ("Ben", "1/3", 3)})
    assert column_strength(state, 0) == {0: 2, 1: 3}
    assert column_winners(state, 0) == [1]
    s = to_scoring(state)
    assert s.score_step == "columns"
    assert s.seats[1].architecture == 2 and s.seats[0].architecture == 1


def test_column_tie_all_tied_players_get_the_top_bonus():
    state = base(architects={"A2": ("Ana", "1/3", 3), "B2": ("Ben", "1/3", 1),
                             "C2": ("Ben", "2/4", 2)})
    s = to_scoring(state)
    assert s.seats[0].nobility == 2 and s.seats[1].nobility == 2


def test_column_tie_with_tie_policy_none_gives_nothing():
    state = base(tie_policy="none", architects={"A2": ("Ana", "1/3", 3),
                                                "B2": ("Ben", "1/3", 3)})
    s = to_scoring(state)
    assert s.seats[0].nobility == 1 and s.seats[1].nobility == 1


def test_empty_column_has_no_winner():
    assert column_winners(base(), 2) == []


def test_prison_bonus_frees_one_architect():
    state = base(architects={"A4": ("Ana", "1/3", 1)})
    s = to_scoring(state)
    assert s.seats[0].prison == [] and "A25" in s.seats[0].hand
    assert s.step == "ack"


def test_prison_bonus_with_two_kinds_asks_before_the_step_is_shown():
    state = base(3, architects={"A4": ("Ben", "1/3", 1)})
    s = to_scoring(state)
    assert s.step == "choice" and RULES.to_act(s) == [1]
    assert RULES.legal_actions(s, 1) == [Free(card="A24"), Free(card="A25")]
    s = play(s, Free(card="A24"))
    assert s.seats[1].prison == ["A25"] and s.step == "ack"


def test_prestige_from_columns_counts_for_coats_in_the_same_round():
    state = base(architects={where: ("Ana", "1/3", 1) for where in ("A2", "A3", "B2", "B3")})
    s = to_scoring(state)  # column 3 (prestige) won by Ana: prestige 2
    assert s.seats[0].prestige == 2
    s = ack(s)
    assert s.score_step == "coats"
    assert s.seats[0].vp == 2 and s.seats[0].vp_by["coats"] == 2


# --- coats of arms ------------------------------------------------------------------------


def test_coat_needs_all_four_positions():
    state = base(architects={where: ("Ana", "1/3", 3) for where in ("A1", "A2", "B1")})
    assert not coat_complete(state, 0, 0)
    assert coat_leaders(state, 0, 0) == [0]  # shown as current leader
    s = ack(to_scoring(state))
    assert s.seats[0].vp == 0
    assert "No coat of arms was completed." in s.score_log


def test_coat_majority_by_values_scores_own_prestige():
    state = base(seats={"Ben": Player(prestige=4)},
                 architects={"A1": ("Ana", "1/3", 3), "A2": ("Ben", "1/3", 1),
                             "B1": ("Ben", "1/3", 1), "B2": ("Ben", "2/4", 2)})
    assert coat_leaders(state, 0, 0) == [1]
    s = ack(to_scoring(state))
    assert s.seats[1].vp_by.get("coats") == 4
    assert s.seats[0].vp_by.get("coats", 0) == 0


def test_coat_tie_every_tied_player_scores_own_prestige():
    # columns 3 and 4 under Architecture and Nobility: the column winners' Prestige
    # stays as it is
    state = base(seats={"Ana": Player(prestige=3), "Ben": Player(prestige=5)},
                 columns=["Prestige", "Prison", "Architecture", "Nobility"],
                 architects={"B3": ("Ana", "1/3", 3), "B4": ("Ben", "1/3", 3),
                             "C3": ("Ben", "1/3", 1), "C4": ("Ana", "1/3", 1)})
    assert coat_leaders(state, 1, 2) == [0, 1]  # 4 against 4
    s = ack(to_scoring(state))
    assert [p.vp_by.get("coats", 0) for p in s.seats] == [3, 5]


def test_edge_corners_cover_the_grid_corners():
    """The corner at the bottom-right edge of a 4x4 grid covers (2,2),(2,3),(3,2),(3,3)."""
    state = base(4, seats={"Cleo": Player(prison=[])},
                 architects={where: ("Cleo", "1/3", 1) for where in ("C3", "C4", "D3", "D4")})
    assert coat_complete(state, 2, 2)
    assert not coat_complete(state, 1, 2)
    s = ack(to_scoring(state))
    assert s.seats[2].vp_by.get("coats") == s.seats[2].prestige
    # a single filled corner card touches only one coat: the top-left grid corner
    state = base(4, architects={"A1": ("Ben", "1/3", 3)})
    assert [rc for rc in [(0, 0), (0, 1), (1, 0)] if coat_leaders(state, *rc)] == [(0, 0)]


def test_one_card_counts_in_up_to_four_coats():
    # more architects than a player has: the hands are given as they are
    spots = {f"{row}{col}": ("Ben", "1/3", 1) for row in "ABC" for col in "1234"}
    spots["B2"] = ("Ana", "2/5", 5)
    state = base(architects=spots, seats={"Ana": Player(hand=HAND), "Ben": Player(hand=HAND)})
    # (1,1) belongs to corners (0,0), (0,1), (1,0), (1,1): Ana leads all four with 5 vs 3
    leaders = {rc: coat_leaders(state, *rc) for rc in [(0, 0), (0, 1), (1, 0), (1, 1)]}
    assert all(v == [0] for v in leaders.values())
    assert coat_leaders(state, 0, 2) == [1]
    s = ack(to_scoring(state))
    assert s.seats[0].vp_by["coats"] == 4 * s.seats[0].prestige
    assert s.seats[1].vp_by["coats"] == 2 * s.seats[1].prestige


# --- Brussels -> prison -------------------------------------------------------------------


def test_most_cards_in_brussels_goes_to_prison_counting_cards_not_values():
    state = base(brussels={"Stock Exchange": [("Ana", [("1/3", 1), ("1/3", 1)])],
                           "City Hall": [("Ben", [("2/4", 4)])]})
    s = ack(ack(to_scoring(state)))
    assert s.score_step == "prison"
    assert s.seats[0].prison == ["A13", "A25"]
    assert s.seats[1].prison == ["A25"]
    s = ack(s)
    assert s.round == 2
    assert s.seats[0].hand.count("A13") == 3


def test_prison_tie_every_tied_player_sends_one_and_chooses():
    state = base(brussels={"Stock Exchange": [("Ana", [("1/3", 1), ("2/4", 2)])],
                           "Cinquantenaire Park": [("Ben", [("1/3", 3)])],
                           "City Hall": [("Ben", [("1/3", 3)])]})
    s = ack(ack(to_scoring(state)))
    assert s.score_step == "prison"
    assert s.step == "choice" and RULES.to_act(s) == [0]
    assert RULES.legal_actions(s, 0) == [Imprison(card="A13"), Imprison(card="A24")]
    s = play(s, Imprison(card="A24"))
    assert s.seats[0].prison == ["A24", "A25"]
    assert s.seats[1].prison == ["A13", "A25"]
    assert s.step == "ack"


def test_prison_per_location_scope():
    state = base(prison_scope="per_location",
                 brussels={"Stock Exchange": [("Ana", [("1/3", 1), ("1/3", 1)])],
                           "City Hall": [("Ben", [("2/4", 4)])]})
    s = ack(ack(to_scoring(state)))
    assert s.seats[0].prison == ["A13", "A25"]
    assert s.seats[1].prison == ["A24", "A25"]


def test_nobody_in_brussels_nobody_to_prison():
    s = ack(ack(to_scoring(base())))
    assert "Brussels: nobody is sent to prison." in s.score_log


# --- final scoring ------------------------------------------------------------------------


def finish(state):
    s = ack(ack(ack(to_scoring(state))))
    assert RULES.is_over(s) and RULES.to_act(s) == []
    return s


def test_final_scoring_categories():
    state = base(round=4, seats={
        "Ana": Player(money=8,  # +1 for passing last
                      nobles=["Brugmann", "Buls"], used_nobles=["Buls"], houses=3,
                      architecture=4, materials=["wood+brick", "metal+metal"],
                      artworks=["red"]),
        "Ben": Player(money=3, nobles=["Brugmann", "Horta", "Albert"])})
    s = finish(state)
    a, b = s.seats
    assert a.vp_by["upkeep"] == 0 and a.money == 5
    assert a.vp_by["houses"] == 12
    assert a.vp_by["leftovers"] == 2 + 1 + 1  # 5 BEF -> 1 VP
    assert b.vp_by["upkeep"] == -4 and b.money == 1  # paid one of three
    assert b.vp_by["leftovers"] == 0
    sheet = RULES.score_sheet(s)
    for row in sheet.rows:
        assert sum(row.categories.values()) == row.total


def test_round_four_gives_top_then_bottom_bonus():
    state = base(round=4, architects={"A1": ("Ana", "1/3", 3),  # architecture column
                                      "A4": ("Ben", "1/3", 1)})  # prison column
    s = finish(state)
    assert s.seats[0].architecture == 2
    assert s.seats[0].vp_by["columns"] == 2  # bottom: VP = architecture level
    # Ben freed his 2/5 with the top half, then 7 free architects score 7
    assert s.seats[1].prison == []
    assert s.seats[1].vp_by["columns"] == 7


def test_bef_per_vp_option():
    state = base(bef_per_vp=4, round=4, seats={"Ana": Player(money=2 + 7, nobles=[])})
    assert finish(state).seats[0].vp_by["leftovers"] == 2


def test_tiebreak_houses_then_prestige_then_remainder():
    state = base(round=4, seats={"Ana": Player(nobles=[], money=0, houses=1),
                                 "Ben": Player(nobles=[], money=1,
                                               points={"Coats of arms": 1})})
    s = finish(state)  # Ana: 1 house x 1 + passing money 1 -> 0 VP
    assert [p.vp for p in s.seats] == [1, 1]
    assert RULES.score_sheet(s).winners == [0]  # more houses

    def winners(ana: Player, ben: Player) -> list[int]:
        """Both on 1 VP (Ana's house, Ben's coat of arms), the rest as given."""
        ana = Player(points={"Houses × Architecture": 1}, money=ana.money,
                     prestige=ana.prestige)
        ben = Player(points={"Coats of arms": 1}, money=ben.money, prestige=ben.prestige)
        return RULES.score_sheet(fresh(2, seats={"Ana": ana, "Ben": ben})).winners

    assert winners(Player(money=1), Player(money=1, prestige=3)) == [1]  # higher prestige
    assert winners(Player(money=2), Player(money=1)) == [0]  # more unconverted francs
    assert winners(Player(money=1), Player(money=1)) == [0, 1]  # shared


def test_running_score_sheet_mid_game():
    state = base(seats={"Ana": Player(points={"Exhibitions": 5})})
    sheet = RULES.score_sheet(state)
    assert sheet.rows[0].categories["Exhibitions"] == 5 and sheet.winners == [0]


def test_prison_bonus_with_nobody_in_prison_does_nothing():
    state = base(seats={"Ana": Player(prison=[])}, architects={"A4": ("Ana", "1/3", 1)})
    hand = list(state.seats[0].hand)
    s = to_scoring(state)
    assert s.seats[0].prison == [] and s.seats[0].hand == hand and s.step == "ack"


def test_architects_stay_in_place_for_final_scoring_after_round_four():
    state = base(round=4, architects={"B2": ("Ben", "1/3", 3)})
    s = finish(state)
    assert s.cell(1, 1).owner == 1 and s.round == 4
    assert "Final scoring" in s.score_log[0]
