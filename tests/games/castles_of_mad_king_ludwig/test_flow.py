"""Setup (§7), the round (§8), rewards (§10) and the end (§11) through the rules object."""

from __future__ import annotations

from collections import Counter

import pytest

from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.games.castles_of_mad_king_ludwig import RULES, scenario
from boardgames_tui.games.castles_of_mad_king_ludwig.actions import (
    ArrangeStack,
    BuyCorridor,
    BuyRoom,
    ChooseReward,
    ChooseStack,
    KeepBonusCards,
    Pass,
    PlaceTile,
    PricesDone,
    SwapRooms,
    TakeFreeCorridor,
)
from boardgames_tui.games.castles_of_mad_king_ludwig.components import constants
from boardgames_tui.games.castles_of_mad_king_ludwig.market import fill_market
from boardgames_tui.games.castles_of_mad_king_ludwig.placement import legal_placements
from boardgames_tui.games.castles_of_mad_king_ludwig.state import HIDDEN, CastlesOptions, Task

from .helpers import P, surround


def _setup(n, seed=1):
    return RULES.setup([f"P{i + 1}" for i in range(n)], seed, CastlesOptions())


@pytest.mark.parametrize(("n", "small", "large", "stairs", "halls", "deck"),
                         [(2, 5, 4, 4, 5, 22), (3, 7, 5, 5, 7, 33), (4, 9, 6, 6, 9, 44)])
def test_setup_per_player_count(n, small, large, stairs, halls, deck):
    s = _setup(n)
    in_market = Counter(RULES_SIZE(t) for t in s.market)
    for size, stack in s.stacks.items():
        expected = small if size <= 300 else large
        assert len(stack) + in_market[size] == expected
    assert len(s.deck) + len(s.discard) == deck and len(s.discard) >= n + 3
    assert len(s.market) == n + 3 and all(s.market)
    assert (s.stairs_left, s.hallways_left) == (stairs, halls)
    assert s.money == [15000] * n
    assert len(s.favors) == n
    assert all(c == [P(tile="foyer")] for c in s.castles)
    order = [(s.first_mb + i) % n for i in range(n)]
    assert [s.head_start[seat] for seat in order] == list(range(n))
    assert all(len(o) == 3 for o in s.offer)
    assert s.tasks[0].kind == "keep_bonus" and RULES.to_act(s) == [s.first_mb]


def RULES_SIZE(tile_id):
    from boardgames_tui.games.castles_of_mad_king_ludwig.components import tile

    return tile(tile_id).sqft


def test_never_both_completed_and_incomplete_favors():
    for seed in range(60):
        favors = set(_setup(4, seed).favors)
        assert not {"F19", "F20"} <= favors


def test_keep_two_of_three_and_return_one_under_the_deck():
    s = _setup(3)
    seat = s.actor
    offer = list(s.offer[seat])
    legal = RULES.legal_actions(s, seat)
    assert len(legal) == 3 and RULES.view.private_decision(s, seat)
    s2 = RULES.apply(s, seat, KeepBonusCards(keep=(offer[0], offer[2])))
    assert s2.bonus[seat] == [offer[0], offer[2]]
    assert s2.bonus_deck[-1] == offer[1]
    assert RULES.to_act(s2) == [(seat + 1) % 3]
    red = RULES.view.redact(s2, (seat + 1) % 3)
    assert red.bonus[seat] == [HIDDEN, HIDDEN] and set(red.bonus_deck) == {HIDDEN}


def test_pricing_moves_rooms_with_their_coins_then_buyers_from_the_left():
    s = scenario.castles(3, coins=[0, 3000, 0, 0, 0, 0])
    mb = s.mb
    assert RULES.to_act(s) == [mb] and s.tasks[0].kind == "price"
    room1 = s.market[1]
    s = RULES.apply(s, mb, SwapRooms(a=1, b=5))
    assert s.market[5] == room1 and s.coins[5] == 3000 and s.coins[1] == 0
    s = RULES.apply(s, mb, PricesDone())
    assert RULES.to_act(s) == [(mb + 1) % 3]
    assert s.queue == [(mb + 2) % 3, mb]


def _to_buying(n=2, seed=1, **changes):
    s = scenario.castles(n, seed, **changes)
    return RULES.apply(s, s.mb, PricesDone())


def test_buying_pays_the_master_builder_and_the_buyer_takes_the_coins():
    s = _to_buying(coins=[2000, 0, 0, 0, 0])
    buyer, mb = s.actor, s.mb
    room = s.market[0]
    s2 = RULES.apply(s, buyer, BuyRoom(slot=0))  # 4,000 in a 2-player game
    assert s2.money[buyer] == 15000 + 2000 - 4000 and s2.money[mb] == 15000 + 4000
    assert s2.market[0] is None and s2.tasks[0] == Task(kind="place", tile=room)
    place = RULES.legal_actions(s2, buyer)[0]
    s3 = RULES.apply(s2, buyer, place)
    assert len(s3.castles[buyer]) == 2 and RULES.to_act(s3) == [mb]


def test_master_builder_pays_the_bank_and_round_end_adds_coins():
    s = _to_buying()
    buyer, mb = s.actor, s.mb
    s = RULES.apply(s, buyer, Pass())
    assert s.money[buyer] == 20000 and s.money[mb] == 15000
    s = RULES.apply(s, mb, BuyCorridor(piece="stairs"))
    assert s.money == [s.money[0], s.money[1]] and s.money[mb] == 12000
    assert s.money[buyer] == 20000 and s.stairs_left == 3
    unsold = [i for i, r in enumerate(s.market) if r]
    s = RULES.apply(s, mb, RULES.legal_actions(s, mb)[0])
    # new round: next Master Builder, 1,000 on every unsold room, market refilled
    assert s.mb == buyer and s.round == 2 and s.tasks[0].kind == "price"
    assert all(s.coins[i] == 1000 for i in unsold)
    assert all(s.market)


def test_cannot_buy_what_you_cannot_afford_or_place():
    s = _to_buying()
    buyer = s.actor
    poor = _to_buying(money=[0, 0])
    assert RULES.legal_actions(poor, buyer) == [Pass()]
    with pytest.raises(IllegalAction, match="costs"):
        RULES.apply(poor, buyer, BuyRoom(slot=0))
    # a castle with no open downstairs door cannot take a downstairs room
    down = _to_buying(market={4000: "The Hole"})
    assert BuyRoom(slot=0) not in RULES.legal_actions(down, buyer)
    with pytest.raises(IllegalAction, match="no legal place"):
        RULES.apply(down, buyer, BuyRoom(slot=0))


def test_refill_redraws_for_empty_stacks_and_reshuffles_at_the_end():
    empty = {size: [] for size in constants().room_card_sizes}
    s = scenario.castles(2, market=[None] * 5, stacks={**empty, 600: ["Stables"]},
                         deck=[100, 100, 600], discard=[])
    fill_market(s)
    assert s.market[0] == "stables" and s.market[1:] == [None] * 4
    assert s.last_round  # the deck ran out
    s = scenario.castles(2, market=[None, None, "Parlor", "Study", "Salon"], deck=[100],
                         discard=[150, 200, 250])
    fill_market(s)
    # one card from the deck, then the discard pile (4 cards) reshuffled for the second
    assert all(s.market) and s.last_round
    assert len(s.deck) == 3 and len(s.discard) == 1


def test_last_round_is_played_out_then_the_game_ends():
    s = _to_buying(last_round=True)
    buyer, mb = s.actor, s.mb
    s = RULES.apply(s, buyer, Pass())
    s = RULES.apply(s, mb, Pass())
    assert RULES.is_over(s) and RULES.to_act(s) == []
    assert RULES.score_sheet(s).winners


def _complete(room, seat=0, n=2, **changes):
    """Put `room` surrounded by stairs (all but one) into seat's castle, then place the
    last stairs through the rules: the room is completed."""
    castle, last = surround(room)
    far_foyer = P(tile="foyer", x=-40, y=-40)  # the foyer keeps entrances
    s = scenario.castles(n, castle={seat: [far_foyer, *castle]}, deciding=seat,
                         placing="Stairs", **changes)
    action = PlaceTile(rot=last.rot, x=last.x, y=last.y)
    assert action in RULES.legal_actions(s, seat)
    return s, RULES.apply(s, seat, action)


def test_living_reward_scores_the_room_again():
    before, after = _complete("gallery_of_mirrors")  # +2 per connected corridor, 4 doors
    assert after.reward_points[0] == before.reward_points[0] + 3 + 2 * 4


def test_activity_reward_is_five_points():
    before, after = _complete("piano_room")
    assert after.reward_points[0] == before.reward_points[0] + 5


def test_outdoor_reward_is_ten_thousand():
    before, after = _complete("gatehouse")
    assert after.money[0] == before.money[0] + 10000


def test_food_reward_is_an_extra_turn_paying_the_master_builder():
    before, after = _complete("larder", seat=0)
    assert after.actor == 0 and after.tasks[0] == Task(kind="turn", extra=True)
    assert RULES.words.prompt(after).endswith("(extra turn)")


def test_utility_reward_draws_two_keeps_one():
    before, after = _complete("utility_room")  # one door: completed with its stairs
    assert after.tasks[0].kind == "keep_bonus" and len(after.offer[0]) == 2
    assert RULES.view.private_decision(after, 0)
    keep = RULES.legal_actions(after, 0)
    assert len(keep) == 2
    drawn = list(after.offer[0])
    done = RULES.apply(after, 0, keep[0])
    assert done.bonus[0][-1] == keep[0].keep[0]
    assert done.bonus_deck[-1] in drawn and done.bonus_deck[-1] != keep[0].keep[0]
    assert RULES.reveals(before, PlaceTile(rot=0, x=0, y=0), after)


def test_sleeping_reward_looks_through_a_stack():
    before, after = _complete("nap_room")
    assert after.tasks[0].kind == "sleep_stack"
    size = RULES.legal_actions(after, 0)[-1].size
    looking = RULES.apply(after, 0, ChooseStack(size=size))
    stack = looking.stacks[size]
    assert RULES.view.redact(looking, 0).stacks[size] == stack
    assert RULES.view.redact(looking, 1).stacks[size] == [HIDDEN] * len(stack)
    n = len(stack)
    assert len(RULES.legal_actions(looking, 0)) == 1 + n + n * (n - 1)
    top = (stack[-1], stack[0])
    done = RULES.apply(looking, 0, ArrangeStack(top=top))
    assert done.stacks[size][:2] == list(top) and sorted(done.stacks[size]) == sorted(stack)
    with pytest.raises(IllegalAction):
        RULES.apply(looking, 0, ArrangeStack(top=tuple(stack[:3])))


def test_corridor_reward_is_a_free_stairs_or_hallway():
    before, after = _complete("great_hall")
    assert after.tasks[0].kind == "free_corridor"
    money = after.money[0]
    options = RULES.legal_actions(after, 0)
    assert TakeFreeCorridor(piece="hallway") in options
    taken = RULES.apply(after, 0, TakeFreeCorridor(piece="hallway"))
    assert taken.tasks[0] == Task(kind="place", tile="hallway", free=True)
    assert taken.money[0] == money and taken.hallways_left == after.hallways_left - 1
    placed = RULES.apply(taken, 0, RULES.legal_actions(taken, 0)[0])
    assert placed.castles[0][-1].tile == "hallway"


def test_corridor_reward_is_lost_when_the_supply_is_empty():
    _before, after = _complete("great_hall", stairs_left=0, hallways_left=0)
    assert not after.tasks or after.tasks[0].kind != "free_corridor"


def test_downstairs_every_second_completion_gives_a_choice():
    _b, first = _complete("the_hole")
    assert first.downstairs_done[0] == 1
    assert not first.tasks or first.tasks[0].kind != "wild"
    _b, second = _complete("the_hole", downstairs_completed=[1, 0])
    assert second.tasks[0].kind == "wild"
    assert len(RULES.legal_actions(second, 0)) == 7
    living = RULES.apply(second, 0, ChooseReward(reward="living"))
    # The Hole rescored: 3 + 1 per sleeping room in the castle (none)
    assert living.reward_points[0] == second.reward_points[0] + 3
    outdoor = RULES.apply(second, 0, ChooseReward(reward="outdoor"))
    assert outdoor.money[0] == second.money[0] + 10000


def test_downstairs_choice_at_most_once_per_turn():
    _b, capped = _complete("the_hole", downstairs_completed=[1, 0], wild_reward_taken=True)
    assert capped.downstairs_done[0] == 2
    assert not capped.tasks or capped.tasks[0].kind != "wild"


def test_private_decisions_only_where_secret_things_show():
    """Keeping bonus cards shows them, arranging a stack shows its rooms: a handoff.
    A purchase shows nothing secret (bonus cards stay behind the b key): none."""
    s = scenario.castles(2)
    assert not RULES.view.private_decision(s, s.mb)  # pricing
    s = _to_buying()
    assert not RULES.view.private_decision(s, s.actor)
    assert not RULES.view.private_decision(s, 1 - s.actor)
    keeping = scenario.castles(2, deciding=s.actor, keeping_bonus_cards=1)
    assert RULES.view.private_decision(keeping, s.actor)
    assert not RULES.view.private_decision(keeping, 1 - s.actor)
    arranging = scenario.castles(2, deciding=s.actor, arranging_stack=100)
    assert RULES.view.private_decision(arranging, s.actor)
    choosing = scenario.castles(2, deciding=s.actor, choosing_a_stack=True)
    assert not RULES.view.private_decision(choosing, s.actor)
    over = scenario.castles(2, deciding=s.actor, keeping_bonus_cards=1, over=True)
    assert not RULES.view.private_decision(over, s.actor)


def test_illegal_placement_refused_with_reason():
    s = _to_buying()
    s = RULES.apply(s, s.actor, BuyRoom(slot=s.market.index(next(r for r in s.market if r))))
    with pytest.raises(IllegalAction, match="legal place"):
        RULES.apply(s, s.actor, PlaceTile(rot=0, x=50, y=50))
    options = legal_placements(tuple(s.castles[s.actor]), s.tasks[0].tile)
    assert len(RULES.legal_actions(s, s.actor)) == len(options)


def test_determinize_deals_only_unseen_cards_and_tiles():
    import random

    s = _to_buying(3)
    viewer = (s.actor + 1) % 3
    world = RULES.bots.determinize(RULES.view.redact(s, viewer), viewer, random.Random(1))
    assert HIDDEN not in world.bonus_deck and all(HIDDEN not in b for b in world.bonus)
    assert world.bonus[viewer] == s.bonus[viewer]
    cards = world.bonus_deck + [c for b in world.bonus for c in b]
    assert len(cards) == len(set(cards))
    tiles = [t for st in world.stacks.values() for t in st] + [r for r in world.market if r]
    assert len(tiles) == len(set(tiles)) and HIDDEN not in tiles
    assert {size: len(st) for size, st in world.stacks.items()} == {
        size: len(st) for size, st in s.stacks.items()}
    assert len(world.deck) == len(s.deck) and 0 not in world.deck
    # the bots can play on from it
    RULES.apply(world, world.actor, RULES.legal_actions(world, world.actor)[0])
