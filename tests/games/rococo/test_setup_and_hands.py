"""Setup (§4), round preparation (§5.1) and hand choice (§5.2, D-23)."""

from __future__ import annotations

from boardgames_tui.games.rococo import RULES, scenario
from boardgames_tui.games.rococo import components as C
from boardgames_tui.games.rococo.actions import ChooseHand, PlayCard
from boardgames_tui.games.rococo.rounds import hand_options, prepare_round

from .helpers import new_state


def test_setup_gives_money_materials_and_five_base_cards():
    s = new_state(3)
    for p in s.seats:
        assert (p.money, p.yarn, p.lace) == (15, 1, 1)
        types = sorted(C.card(c).type for c in p.supply)
        assert types == ["apprentice", "apprentice", "journeyman", "master", "master"]
    assert s.round == 1 and s.phase == "choose"


def test_round_one_shows_four_level_one_employees_and_full_markets():
    s = new_state(2)
    assert [C.card(c).level for c in s.hire_display] == [1, 1, 1, 1]
    assert sum(1 for seg in s.warehouse for t in seg if t >= 0) == 9
    assert all(s.windows) and len(s.windows) == 6
    big = new_state(4)
    assert sum(1 for seg in big.warehouse for t in seg if t >= 0) == 12
    assert len(big.windows) == 8 and big.side == "4-5"


def test_hire_stack_levels_reveal_in_rulebook_pattern():
    s = new_state(2)
    levels = []
    for _ in range(6):
        s = scenario.change(s, round=s.round + 1)
        prepare_round(s)
        levels.append(sorted(C.card(c).level for c in s.hire_display))
    assert levels == [
        [1, 1, 2, 2],
        [2, 2, 3, 3],
        [3, 3, 4, 4],
        [4, 4, 5, 5],
        [5, 5, 6, 6],
        [6, 6, 6, 6],
    ]
    assert s.hire_stack == []


def test_workshop_discards_dark_windows_and_slides_right():
    s = scenario.rococo(
        2,
        round=2,
        windows=["Y01", "", "G01", "", "R01", "B01"],
        dress_bag=["Y02", "Y03", "Y04", "Y05"],
    )
    prepare_round(s)
    # R01/B01 on the dark windows are discarded; Y01 and G01 slide to the right end
    assert s.windows[-2:] == ["Y01", "G01"]
    assert s.windows[:4] == ["Y02", "Y03", "Y04", "Y05"]
    assert {"R01", "B01"} <= set(s.dress_discard)


def test_favor_holder_becomes_start_player():
    s = scenario.rococo(3, round=2, favour=2)
    prepare_round(s)
    assert s.start_player == 2 and s.favor_holder == -1


def test_hand_choice_is_simultaneous_and_secret():
    s = new_state(3)
    assert RULES.to_act(s) == [0, 1, 2]
    assert len(RULES.legal_actions(s, 1)) == 10  # 3 of 5
    assert RULES.view.private_decision(s, 1)
    s2 = RULES.apply(s, 1, RULES.legal_actions(s, 1)[0])
    assert RULES.to_act(s2) == [0, 2]
    seen = RULES.view.redact(s2, 0)
    assert seen.seats[1].hand == ["hidden"] * 3
    assert seen.seats[0].supply == s2.seats[0].supply
    assert RULES.view.redact(s2, 1).seats[1].hand == s2.seats[1].hand


def test_all_chosen_starts_actions_with_start_player():
    s = new_state(2)
    for seat in (1, 0):
        s = RULES.apply(s, seat, RULES.legal_actions(s, seat)[0])
    assert s.phase == "actions" and RULES.to_act(s) == [0]
    assert all(isinstance(a, PlayCard) for a in RULES.legal_actions(s, 0))


def test_supply_of_exactly_three_takes_all_and_keeps_discard():
    s = scenario.rococo(
        2,
        holdings={
            0: {"supply": ["BASE-M1", "BASE-J", "BASE-A1"], "discard": ["BASE-M2", "BASE-A2"]}
        },
    )
    p = s.seats[0]
    opts = hand_options(p)
    assert opts == [("BASE-A1", "BASE-J", "BASE-M1")]
    s2 = RULES.apply(s, 0, ChooseHand(cards=opts[0]))
    assert s2.seats[0].discard == ["BASE-M2", "BASE-A2"] and s2.seats[0].supply == []


def test_rulebook_mike_two_in_supply_flips_discard_and_picks_one():
    s = scenario.rococo(
        2,
        holdings={
            0: {"supply": ["BASE-M1", "BASE-J"], "discard": ["BASE-M2", "BASE-A1", "BASE-A2"]}
        },
    )
    p = s.seats[0]
    opts = hand_options(p)
    assert len(opts) == 3 and all({"BASE-M1", "BASE-J"} <= set(o) for o in opts)
    pick = ChooseHand(cards=tuple(sorted(("BASE-M1", "BASE-J", "BASE-A2"))))
    s2 = RULES.apply(s, 0, pick)
    assert sorted(s2.seats[0].supply) == ["BASE-A1", "BASE-M2"]
    assert s2.seats[0].discard == []


def test_hand_cycle_over_several_rounds_keeps_deck_of_five():
    """Round 1: keep 3 (2 stay); round 2: 2 forced + 1 from the flipped discard."""
    s = new_state(2)
    for seat in (0, 1):
        s = RULES.apply(s, seat, RULES.legal_actions(s, seat)[0])
    for _ in range(6):  # 3 cards each, skip every action and bonus
        seat = RULES.to_act(s)[0]
        s = RULES.apply(s, seat, RULES.legal_actions(s, seat)[0])
        while s.turn is not None:
            s = RULES.apply(s, seat, RULES.legal_actions(s, seat)[-1])
    assert s.round == 2 and s.phase == "choose"
    p = s.seats[0]
    assert len(p.supply) == 2 and len(p.discard) == 3
    opts = RULES.legal_actions(s, 0)
    assert len(opts) == 3 and all(set(p.supply) <= set(o.cards) for o in opts)


def test_illegal_hand_refused():
    s = new_state(2)
    import pytest

    from boardgames_tui.engine.errors import IllegalAction

    with pytest.raises(IllegalAction):
        RULES.apply(s, 0, ChooseHand(cards=("BASE-M1", "BASE-M1", "BASE-J")))
