"""Issue 11 item 9: when one placement completes several rooms, the active player chooses
the order in which their rewards are resolved (§10 last paragraph, D23)."""

from __future__ import annotations

import pytest

from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.games.castles_of_mad_king_ludwig import RULES, scenario
from boardgames_tui.games.castles_of_mad_king_ludwig.actions import (
    ChooseReward,
    KeepBonusCards,
    PlaceTile,
    ResolveReward,
    TakeFreeCorridor,
)
from boardgames_tui.games.castles_of_mad_king_ludwig.castle import analyze
from boardgames_tui.games.castles_of_mad_king_ludwig.state import Task

from .helpers import P, connected_neighbour, stairs_against, surround


def _three_at_once(more=(), **changes):
    """A Utility Room and The Hole, one stairs apart: laying that stairs completes the
    Utility Room (draw bonus cards), The Hole (the second downstairs room: a reward of
    your choice) and the stairs itself (a free corridor)."""
    utility = P(tile="utility_room")  # its one door: east side of cell (3, 1)
    stairs = stairs_against("E", (3, 1), "up")
    hole = connected_neighbour(stairs, "the_hole")
    castle = [P(tile="foyer", x=-40, y=-40), *more, utility, hole]
    view = analyze((*castle, stairs))
    assert all(view.completed[-3:]), "the stairs must complete all three"
    s = scenario.castles(2, downstairs_completed=[1, 0], castle={0: castle}, deciding=0,
                         placing="Stairs", **changes)
    return RULES.apply(s, 0, PlaceTile(rot=stairs.rot, x=stairs.x, y=stairs.y))


def test_the_player_chooses_which_reward_comes_first():
    s = _three_at_once()
    assert s.tasks[0].kind == "reward_order"
    options = RULES.legal_actions(s, 0)
    assert set(options) == {ResolveReward(reward=r)
                            for r in ("utility", "downstairs", "corridor")}
    assert "which reward" in RULES.words.prompt(s)
    corridor = RULES.apply(s, 0, ResolveReward(reward="corridor"))
    assert corridor.tasks[0].kind == "free_corridor"
    assert corridor.offer[0] == []  # the bonus cards are not drawn yet
    utility = RULES.apply(s, 0, ResolveReward(reward="utility"))
    assert utility.tasks[0].kind == "keep_bonus" and len(utility.offer[0]) == 2
    wild = RULES.apply(s, 0, ResolveReward(reward="downstairs"))
    assert wild.tasks[0].kind == "wild"


def test_after_each_reward_the_choice_comes_back_until_one_is_left():
    s = _three_at_once()
    s = RULES.apply(s, 0, ResolveReward(reward="utility"))
    s = RULES.apply(s, 0, RULES.legal_actions(s, 0)[0])  # keep one bonus card
    assert s.tasks[0].kind == "reward_order"
    assert set(RULES.legal_actions(s, 0)) == {ResolveReward(reward="downstairs"),
                                             ResolveReward(reward="corridor")}
    s = RULES.apply(s, 0, ResolveReward(reward="downstairs"))
    s = RULES.apply(s, 0, ChooseReward(reward="activity"))
    # one reward left: no choice, it comes at once
    assert s.tasks[0].kind == "free_corridor"
    s = RULES.apply(s, 0, TakeFreeCorridor(piece="hallway"))
    assert s.tasks[0] == Task(kind="place", tile="hallway", free=True)


def test_a_reward_that_would_give_nothing_is_not_offered():
    s = _three_at_once(stairs_left=0, hallways_left=0)  # no free corridor to take
    assert set(RULES.legal_actions(s, 0)) == {ResolveReward(reward="utility"),
                                             ResolveReward(reward="downstairs")}


def test_only_a_waiting_reward_can_be_chosen():
    s = _three_at_once()
    with pytest.raises(IllegalAction):
        RULES.apply(s, 0, ResolveReward(reward="sleeping"))
    with pytest.raises(IllegalAction):
        RULES.apply(s, 0, KeepBonusCards(keep=()))


def _shifted(tiles, dx, dy):
    return [t.model_copy(update={"x": t.x + dx, "y": t.y + dy}) for t in tiles]


def test_an_extra_turn_waits_until_every_other_reward_is_taken():
    """The free corridor, taken first, completes a Larder: its extra turn comes after the
    bonus cards and the downstairs reward still waiting from the first placement (D23)."""
    larder, last = surround("larder")
    larder = _shifted(larder, 30, 0)
    last = _shifted([last], 30, 0)[0]
    s = _three_at_once(more=larder)
    s = RULES.apply(s, 0, ResolveReward(reward="corridor"))
    s = RULES.apply(s, 0, TakeFreeCorridor(piece="stairs"))
    s = RULES.apply(s, 0, PlaceTile(rot=last.rot, x=last.x, y=last.y))
    kinds = [t.kind for t in s.tasks]
    assert kinds == ["reward_order", "utility", "wild", "turn"]
    assert s.tasks[-1].extra
