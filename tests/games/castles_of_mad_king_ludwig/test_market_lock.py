"""Issue 11 item 1: a market nobody can buy from no longer locks the game, the Master
Builder's swaps are bounded, every game ends within `max_decisions`, and saves made
before these rules still replay exactly."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.engine.match import Match
from boardgames_tui.engine.saves import parse_save
from boardgames_tui.games.castles_of_mad_king_ludwig import RULES, scenario
from boardgames_tui.games.castles_of_mad_king_ludwig.actions import (
    FinishPricing,
    Pass,
    PricesDone,
    SwapRooms,
    SwapSlots,
)
from boardgames_tui.games.castles_of_mad_king_ludwig.flow import unplaceable_rooms
from boardgames_tui.games.castles_of_mad_king_ludwig.state import CastlesOptions

SAVES = Path(__file__).parent / "saves"
LOCK = SAVES / "market-lock-4p-seed40406021.json"
# Saves written by the rules before the swap bound, the stalled market rule and the
# reward order choice, with their final scores then.
BEFORE = {
    "before-bound-2p-seed101.json": [56, 61],
    "before-bound-3p-seed102.json": [44, 68, 96],
    "before-bound-4p-seed103.json": [77, 47, 87, 77],
}


def _load(path: Path) -> Match:
    return Match.replay(RULES, parse_save(path.read_text()))


def _play_randomly(match: Match, seed: int, limit: int) -> int:
    rng = random.Random(seed)
    played = 0
    while not match.is_over():
        assert played < limit, f"no end within {limit} decisions"
        seat = match.to_act()[0]
        match.apply(seat, rng.choice(match.legal_actions(seat)))
        played += 1
    return played


def test_the_locked_market_repro_replays_and_then_ends():
    match = _load(LOCK)
    state = match.state
    assert len(match.record.actions) == 700 and not match.is_over()
    # the lock: every room on offer is one nobody can place, the deck is not empty
    assert state.market and None not in state.market
    assert unplaceable_rooms(state) == list(range(len(state.market)))
    assert state.deck and not state.last_round
    locked = list(state.market)
    bound = RULES.max_decisions(4, match.options)
    for seed in (1, 2, 3):
        again = _load(LOCK)
        _play_randomly(again, seed, limit=bound)
        assert again.is_over()
        assert set(locked) <= set(again.state.out_of_game)
        assert again.game.score_sheet(again.state).winners


def test_stalled_round_takes_unplaceable_rooms_out_and_refills_their_slots():
    state = _load(LOCK).state
    mb = state.mb
    state = RULES.apply(state, mb, PricesDone())
    deck = len(state.deck)
    while state.tasks[0].kind != "price":
        seat = RULES.to_act(state)[0]
        assert RULES.legal_actions(state, seat) == [Pass()]
        state = RULES.apply(state, seat, Pass())
    assert state.mb == (mb + 1) % 4 and state.round == 25
    assert len(state.out_of_game) == 7 and None not in state.market
    assert not set(state.out_of_game) & set(state.market)
    assert state.coins == [0] * 7  # the coins of the rooms that left went to the bank
    # seven new rooms needed more cards than were left: the discards were reshuffled
    assert deck < 7 and state.last_round


def test_rooms_some_player_can_place_stay_in_a_stalled_market():
    state = scenario.castles(2, seed=3)
    stuck = unplaceable_rooms(state)
    assert stuck == [3]
    market = list(state.market)
    state = RULES.apply(state, state.mb, PricesDone())
    while state.tasks[0].kind != "price":
        state = RULES.apply(state, RULES.to_act(state)[0], Pass())
    assert state.out_of_game == [market[3]] and state.burned_cards == 0
    assert [r for i, r in enumerate(state.market) if i != 3] == \
        [r for i, r in enumerate(market) if i != 3]
    assert state.market[3] not in (None, market[3])


def test_stalled_round_with_placeable_rooms_discards_a_room_card():
    state = scenario.castles(2, seed=4)
    assert unplaceable_rooms(state) == []
    market = list(state.market)
    state = RULES.apply(state, state.mb, PricesDone())
    deck, discard = list(state.deck), list(state.discard)
    while state.tasks[0].kind != "price":
        state = RULES.apply(state, RULES.to_act(state)[0], Pass())
    assert state.market == market  # nothing left the market, nothing was refilled
    assert state.deck == deck[1:] and state.discard == [*discard, deck[0]]
    assert state.burned_cards == 1 and state.out_of_game == []


def test_a_round_with_a_purchase_changes_nothing_else():
    state = scenario.castles(2, seed=3)
    state = RULES.apply(state, state.mb, PricesDone())
    seat = RULES.to_act(state)[0]
    buy = next(a for a in RULES.legal_actions(state, seat) if a.kind == "buy_room")
    state = RULES.apply(state, seat, buy)
    state = RULES.apply(state, seat, RULES.legal_actions(state, seat)[0])
    while state.tasks[0].kind != "price":
        state = RULES.apply(state, RULES.to_act(state)[0], Pass())
    assert state.burned_cards == 0 and state.out_of_game == []


def test_master_builder_swaps_are_bounded():
    state = scenario.castles(4, seed=2)
    mb = state.mb
    limit = len(state.market) - 1
    for k in range(limit):
        swaps = [a for a in RULES.legal_actions(state, mb) if isinstance(a, SwapRooms)]
        assert len(swaps) == 21  # every pair of the 7 slots
        state = RULES.apply(state, mb, swaps[k])
    assert RULES.legal_actions(state, mb) == [PricesDone()]
    with pytest.raises(IllegalAction, match="all 6 swaps"):
        RULES.apply(state, mb, SwapRooms(a=0, b=1))
    state = RULES.apply(state, mb, PricesDone())
    assert state.tasks[0].kind == "turn" and not state.legacy_round


def test_any_order_of_the_rooms_can_be_reached_within_the_bound():
    state = scenario.castles(4, seed=2)
    mb = state.mb
    want = list(reversed(state.market))[3:] + list(reversed(state.market))[:3]
    for slot in range(len(want)):  # selection: one swap per slot at most
        if state.market[slot] != want[slot]:
            other = state.market.index(want[slot])
            state = RULES.apply(state, mb, SwapRooms(a=slot, b=other))
    assert state.market == want and state.swaps_made <= len(want) - 1


def test_old_unbounded_swaps_still_replay():
    state = scenario.castles(2, seed=4)
    mb = state.mb
    for _ in range(12):  # more than the bound, as saves before it could hold
        state = RULES.apply(state, mb, SwapSlots(a=0, b=1))
    state = RULES.apply(state, mb, FinishPricing())
    assert state.legacy_round and state.swaps_made == 0


@pytest.mark.parametrize("name", sorted(BEFORE))
def test_saves_from_before_the_new_rules_replay_to_the_same_end(name):
    match = _load(SAVES / name)
    assert match.is_over()
    assert match.game.score_sheet(match.state).scores() == BEFORE[name]
    kinds = {a.action["kind"] for a in match.record.actions}
    assert {"swap_slots", "finish_pricing"} <= kinds
    assert json.loads((SAVES / name).read_text())["version"] == 1


@pytest.mark.parametrize("head_start", [True, False])
def test_seeded_random_four_player_games_end_within_the_bound(head_start):
    options = CastlesOptions(start_head_start=head_start)
    bound = RULES.max_decisions(4, options)
    for seed in (40406021, 7 + head_start):
        match = Match.new(RULES, ["A", "B", "C", "D"], seed, options.model_dump())
        played = _play_randomly(match, seed, limit=bound)
        assert match.is_over() and played <= bound


def test_the_bound_grows_with_the_players():
    bounds = [RULES.max_decisions(n, CastlesOptions()) for n in (2, 3, 4)]
    assert bounds == sorted(bounds) and bounds[0] > 100
