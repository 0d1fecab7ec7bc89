"""Rulings of §15 not covered elsewhere: D3, D5, D15, D18, D23."""

from __future__ import annotations

from boardgames_tui.games.castles_of_mad_king_ludwig import RULES, scenario
from boardgames_tui.games.castles_of_mad_king_ludwig.actions import BuyRoom, PlaceTile
from boardgames_tui.games.castles_of_mad_king_ludwig.castle import analyze
from boardgames_tui.games.castles_of_mad_king_ludwig.components import bonus_cards, favors
from boardgames_tui.games.castles_of_mad_king_ludwig.endgame import (
    bonus_card_points,
    favor_measure,
)
from boardgames_tui.games.castles_of_mad_king_ludwig.placement import legal_placements
from boardgames_tui.games.castles_of_mad_king_ludwig.state import Task

from .helpers import P, stairs_against

FAR_FOYER = P(tile="foyer", x=-40, y=-40)


def _two_completions_state(seat):
    """Larder (food) and Cloak Room (utility) both wait for one hallway (D23)."""
    larder = P(tile="larder", x=0, y=0)  # doors W(0,1), E(1,1)
    west = stairs_against("W", (0, 1), "up")
    cloak = P(tile="cloak_room", x=4, y=-1)  # door S at (4,0)
    return scenario.castles(2, castle={seat: [FAR_FOYER, larder, west, cloak]},
                            deciding=seat, placing="Hallway")


def test_d23_every_completed_room_rewards_food_extra_turn_last():
    s = _two_completions_state(0)
    action = PlaceTile(rot=0, x=2, y=1)
    assert action in RULES.legal_actions(s, 0)
    after = RULES.apply(s, 0, action)
    view = analyze(tuple(after.castles[0]))
    assert view.completed[1] and view.completed[3]
    assert [t.kind for t in after.tasks] == ["keep_bonus", "turn"]
    assert after.tasks[1].extra


def test_d3_extra_turn_pays_the_master_builder_or_the_bank():
    for seat in (0, 1):
        s = _two_completions_state(seat)
        mb = s.mb
        after = RULES.apply(s, seat, PlaceTile(rot=0, x=2, y=1))
        after = RULES.apply(after, seat, RULES.legal_actions(after, seat)[0])  # keep a card
        assert after.tasks[0] == Task(kind="turn", extra=True) and after.actor == seat
        buys = [a for a in RULES.legal_actions(after, seat) if isinstance(a, BuyRoom)]
        slot = buys[0].slot
        price = [4000, 6000, 8000, 10000, 15000][slot]
        paid = RULES.apply(after, seat, buys[0])
        if seat == mb:
            assert paid.money[seat] == after.money[seat] - price
            assert paid.money[1 - seat] == after.money[1 - seat]
        else:
            assert paid.money[mb] == after.money[mb] + price


def test_d5_corridor_pieces_count_by_type_not_by_size():
    s = scenario.castles(2, castle=[[P(tile="foyer"), P(tile="hallway", x=10, y=0),
                                     P(tile="stairs", x=20, y=0)], [P(tile="foyer")]])
    assert favor_measure(s, 0, favors()["F21"]) == 0  # a hallway is no small circle
    assert favor_measure(s, 0, favors()["F15"]) == 3  # corridors: foyer, hallway, stairs
    assert favor_measure(s, 0, favors()["F07"]) == 125 + 150 + 75
    assert bonus_card_points(s, 0, bonus_cards()["B10"]) == 0


def test_d15_downstairs_doors_are_never_entrances():
    castle = (P(tile="foyer"), P(tile="stairs", rot=2, x=3, y=1),
              P(tile="venus_grotto", x=6, y=-1))
    view = analyze(castle)
    grotto_east = [d for d in view.doors_of(2) if d.side == "E"][0]
    assert grotto_east.status == "open" and grotto_east.exterior
    assert not grotto_east.is_entrance


def test_d18_stairs_may_be_placed_from_below():
    castle = (P(tile="foyer"), P(tile="stairs", rot=2, x=3, y=1),
              P(tile="venus_grotto", x=6, y=-1))
    from_below = []
    for p in legal_placements(castle, "stairs"):
        view = analyze((*castle, p))
        doors = {d.level: d for d in view.doors_of(3)}
        if doors["down"].status == "connected" and doors["down"].partner == 2:
            from_below.append(doors["up"])
    assert from_below and all(d.status == "open" for d in from_below)
