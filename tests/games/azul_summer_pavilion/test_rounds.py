"""Passing, round changes, bag/tower, end scoring (rules §10.6, §11-§13, D2, D5, D8, D11, D16)."""

from __future__ import annotations

from boardgames_tui.games.azul_summer_pavilion import RULES
from boardgames_tui.games.azul_summer_pavilion.actions import Pass, Place, TakeBonus
from boardgames_tui.games.azul_summer_pavilion.bag import refill_factories
from boardgames_tui.games.azul_summer_pavilion.components import board
from boardgames_tui.games.azul_summer_pavilion.scoring import number_bonuses, star_bonuses
from boardgames_tui.games.azul_summer_pavilion.turns import default_keep, keep_choices

from .helpers import EVERY, B, G, O, P, R, Y, counts, placing_state, sp


def passes(s, seat=0):
    return [a for a in RULES.legal_actions(s, seat) if isinstance(a, Pass)]


def test_pass_keeps_up_to_four_and_pays_one_per_discard():
    """§10.6: 7 tiles, keep 4, lose 3 points; the kept tiles wait in the corners."""
    s = placing_state(counts(red=3, blue=2, green=2))
    a = Pass(keep=tuple(counts(red=3, blue=1)))
    assert a in passes(s)
    assert RULES.words.describe(s, 0, a) == (
        "P1 passes, keeping 1 blue and 3 red, and discards 3 tiles (-3)"
    )
    t = RULES.apply(s, 0, a)
    assert t.score(0) == 2 and t.corners[0] == counts(red=3, blue=1)
    assert t.hands[0] == [0] * 6 and t.passed[0] and t.current == 1


def test_keep_choices_are_every_subset_of_at_most_four():
    """D8: 0-4 kept; never more than the hand holds."""
    hand = counts(red=3, blue=2)
    choices = keep_choices(hand, 1)
    assert len(choices) == len(set(choices))
    assert all(sum(k) <= 4 and k[R] <= 3 and k[B] <= 2 for k in choices)
    # sizes 0..4 over (red<=3, blue<=2): 1 + 2 + 3 + 3 + 2
    assert len(choices) == 11
    assert default_keep(hand, 1) == tuple(counts(red=3, blue=1))
    assert default_keep(counts(red=2), 1) == tuple(counts(red=2))


def test_pass_is_allowed_while_a_placement_is_possible():
    """D17."""
    s = placing_state(counts(red=1))
    legal = RULES.legal_actions(s, 0)
    assert any(isinstance(a, Place) for a in legal) and any(isinstance(a, Pass) for a in legal)


def test_round_six_pass_discards_everything():
    """D2: in round 6 nothing is kept; every tile costs 1 at pass time."""
    s = placing_state(counts(red=3, blue=1), round_no=6)
    assert passes(s) == [Pass()]
    t = RULES.apply(s, 0, Pass())
    assert t.score(0) == 1 and t.corners[0] == [0] * 6


def test_empty_hand_passes_automatically_and_round_advances():
    """§10.1 automatic pass, §11: new wild, corners back to hand, token back, refill."""
    s = placing_state(counts(red=2, yellow=1), others={}, token=1)
    t = RULES.apply(s, 0, Pass(keep=tuple(counts(red=2, yellow=1))))
    assert t.round == 2 and t.wild == G and t.phase == "take"
    assert t.hands[0] == counts(red=2, yellow=1) and t.corners[0] == [0] * 6
    assert t.current == 1 and t.start_player == 1  # the token holder starts the round
    assert t.token_in_centre and t.token_holder is None
    assert all(sum(f) == 4 for f in t.factories)
    assert RULES.reveals(s, Pass(), t)  # the refill drew from the bag: no undo past it


def test_supply_refills_after_every_phase2_turn():
    """D5: a short supply is topped up at the next turn's end, even after a pass."""
    supply = ["red"] * 3 + [None] + ["blue"] * 6
    s = placing_state(counts(red=1), supply=supply, bag=["yellow", "green"])
    t = RULES.apply(s, 0, Pass(keep=tuple(counts(red=1))))
    assert t.supply[3] == Y


def test_bag_refills_from_tower_and_factories_may_stay_short():
    """D11 / §12: empty bag -> tower into bag; both empty -> stop filling."""
    s = placing_state(counts(red=1), supply=[None] * 10, bag=["red", "red"], tower={"blue": 3})
    refill_factories(s)
    assert s.factories[0] == counts(red=2, blue=2)
    assert s.factories[1] == counts(blue=1)
    assert sum(map(sum, s.factories[2:])) == 0
    assert s.rng_counter == 2  # one shuffle of the tower


def _full_board(side="standard"):
    tiles = [None] * 42
    for star in range(1, 7):
        for k in range(6):
            tiles[star * 6 + k] = board().star_colour[star]
    for k in range(6):
        tiles[k] = k
    return tiles


def test_end_bonuses_standard_side():
    """§13: stars 20/18/17/16/15/14 + 12 for the centre; numbers 4/8/12/16."""
    tiles = _full_board()
    assert star_bonuses("standard", tiles) == 112
    assert number_bonuses("standard", tiles) == 40
    tiles[sp("red/3")] = None  # red star and all 3s lost
    assert star_bonuses("standard", tiles) == 112 - 14
    assert number_bonuses("standard", tiles) == 40 - 12


def test_end_bonuses_grey_side():
    """§5.2/5.4: any single-colour star scores its colour; multicoloured 12; 3s = 12 spaces."""
    tiles = [None] * 42
    for k in range(6):
        tiles[sp(f"red/{k + 1}")] = P  # a purple star in the red position
        tiles[sp(f"blue/{k + 1}")] = k  # multicoloured
    assert star_bonuses("grey", tiles) == 20 + 12
    for star in ("purple", "orange", "red", "blue", "yellow", "green"):
        tiles[sp(f"{star}/3")] = O  # every grey 1
    assert number_bonuses("grey", tiles) == 4
    for star in ("purple", "orange", "yellow", "green"):
        tiles[sp(f"{star}/1")] = O
    assert number_bonuses("grey", tiles) == 4  # the centre's six 3s are still open
    for k in range(1, 7):
        tiles[sp(f"center/{k}")] = k - 1
    assert number_bonuses("grey", tiles) == 4 + 12


def test_game_end_final_sheet_and_shared_victory():
    """D2 + §13 + D16: last pass ends the game; bonuses added; equal totals share."""
    boards = [{"green": EVERY}, {"yellow": EVERY}]
    s = placing_state(counts(red=1), round_no=6, others={}, boards=boards, scores=[15, 18])
    t = RULES.apply(s, 0, Pass())
    assert RULES.is_over(t) and RULES.to_act(t) == [] and RULES.legal_actions(t, 0) == []
    sheet = RULES.score_sheet(t)
    assert sheet.rows[0].categories == {
        "Start": 5,
        "Tiles placed": 10,
        "Penalties": -1,
        "Green star": 18,
    }
    assert sheet.category_names == ["Start", "Tiles placed", "Penalties", "Green star",
                                    "Yellow star"]
    assert sheet.scores() == [32, 34]
    assert sheet.winners == [1]
    s = placing_state(counts(red=1), round_no=6, others={}, boards=boards, scores=[17, 18])
    assert RULES.score_sheet(RULES.apply(s, 0, Pass())).winners == [0, 1]


def test_scores_are_plain_integers_above_80():
    """D19."""
    s = placing_state(counts(red=1), scores=[125, 5])
    assert RULES.score_sheet(s).scores()[0] == 125


def test_options_offer_only_the_board_side():
    """D20: no Glazed Pavilion content; the grey side is the one variant."""
    assert set(RULES.Options.model_fields) == {"side"}
    assert RULES.Options().side == "standard"
    s = RULES.setup(["a", "b"], 1, RULES.Options(side="grey"))
    assert s.side == "grey"


def test_redact_hides_only_the_bag_order():
    s = placing_state(counts(red=1))
    red = RULES.view.redact(s, 1)
    assert sorted(red.bag) == sorted(s.bag) and red.bag == sorted(s.bag)
    assert red.model_copy(update={"bag": s.bag}) == s


def test_bonus_tiles_are_ordinary_hand_tiles_when_passing():
    """§14.4/14.5: bonus tiles may be kept or count towards the discard penalty."""
    supply = ["blue"] * 3 + ["yellow"] * 3 + ["orange"] * 3 + ["purple"]
    s = placing_state(counts(green=6, red=3), board={"green": [5]}, supply=supply)
    t = RULES.apply(s, 0, Place(star="green", index=6, colour="green", wilds=0))
    for space in (0, 1, 2):
        t = RULES.apply(t, 0, TakeBonus(space=space))
    t = RULES.apply(t, 1, Pass(keep=tuple(counts(red=1))))
    assert t.current == 0 and t.hands[0] == counts(red=3, blue=3)
    u = RULES.apply(t, 0, Pass(keep=tuple(counts(blue=3, red=1))))
    assert u.score(0) == t.score(0) - 2
