"""Setup (§7) and the room market: drawing room cards, refilling, the end trigger (§5, §8, §11).

Functions here change the state they are given; callers pass a fresh copy.
"""

from __future__ import annotations

from boardgames_tui.engine.rng import rng_for, shuffled

from .data import components, constants, favors
from .state import CastlesOptions, CastlesState, PlacedTile, Task


def prices(n_players: int) -> list[int]:
    """The price slots for this player count, cheapest first (§5.4, D8)."""
    return constants().market_prices[n_players]


def _shuffle(state: CastlesState, items: list) -> list:
    out = shuffled(state.seed, state.rng_counter, items)
    state.rng_counter += 1
    return out


def fill_market(state: CastlesState) -> None:
    """Fill every empty price slot from the room-card deck (§8 step 1).

    A card whose stack is empty is discarded and another drawn (§5.3). If the deck runs
    out, the discard pile is reshuffled once to finish; either way the round is the last
    (§11, D21). With every stack empty the slot stays empty.
    """
    reshuffled = False
    if not state.deck:
        state.last_round = True
    for slot, room in enumerate(state.market):
        if room is not None:
            continue
        while any(state.stacks.values()):
            if not state.deck:
                if reshuffled or not state.discard:
                    break
                state.deck = _shuffle(state, state.discard)
                state.discard = []
                reshuffled = True
                state.last_round = True
            size = state.deck.pop(0)
            state.discard.append(size)
            if state.stacks[size]:
                state.market[slot] = state.stacks[size].pop(0)
                state.coins[slot] = 0
                break
    if not state.deck:
        state.last_round = True
    state.reveal_count += 1


def new_game(players: list[str], seed: int, options: CastlesOptions) -> CastlesState:
    """The starting state (§7)."""
    game = constants()
    n = len(players)
    if n not in game.players:
        raise ValueError(f"Castles of Mad King Ludwig takes 2-4 players, not {n}")
    data = components()
    first = rng_for(seed, 0).randrange(n)
    head = [0] * n
    if options.start_head_start:
        for offset in range(n):
            head[(first + offset) % n] = game.start_score_by_seat_from_first_master_builder[offset]
    state = CastlesState(
        players=list(players),
        seed=seed,
        rng_counter=1,
        first_mb=first,
        mb=first,
        actor=first,
        head_start=head,
        reward_points=[0] * n,
        money=[game.start_money] * n,
        castles=[[PlacedTile(tile="foyer")] for _ in range(n)],
        bonus=[[] for _ in range(n)],
        offer=[[] for _ in range(n)],
        bonus_deck=[],
        stacks={},
        deck=[],
        market=[None] * (n + 3),
        coins=[0] * (n + 3),
        stairs_left=game.corridor_supply["stairs"][n],
        hallways_left=game.corridor_supply["hallway"][n],
        favors=[],
        downstairs_done=[0] * n,
    )
    # §7.2 room stacks by size, surplus removed unseen (§5.2)
    for size in game.room_card_sizes:
        ids = [r.id for r in data.rooms if r.sqft == size]
        keep = game.stack_tiles["small" if size in game.small_sizes else "large"][n]
        state.stacks[size] = _shuffle(state, ids)[:keep]
    # §7.4 room-card deck: 11 per player from the 50 cards
    cards = [size for size in game.room_card_sizes for _ in range(game.room_cards_per_size)]
    state.deck = _shuffle(state, cards)[: game.room_cards_in_deck_per_player * n]
    # §7.6 King's favours, one per player; never both of the exclusive pair
    pair = set(game.kings_favor_exclusive_pair)
    for fid in _shuffle(state, list(favors())):
        if len(state.favors) == game.kings_favors_in_play[n]:
            break
        if fid in pair and pair & set(state.favors):
            continue
        state.favors.append(fid)
    # §7.5 bonus cards: deal 3 to each player, starting with the first Master Builder
    state.bonus_deck = _shuffle(state, [b.id for b in data.bonus_cards])
    order = [(first + i) % n for i in range(n)]
    for seat in order:
        state.offer[seat] = state.bonus_deck[: game.bonus_cards_dealt]
        state.bonus_deck = state.bonus_deck[game.bonus_cards_dealt :]
    # §7.9 the opening market
    fill_market(state)
    state.tasks = [Task(kind="keep_bonus", ref=game.bonus_cards_kept)]
    state.queue = order[1:]
    return state
