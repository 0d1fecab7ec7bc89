"""The starting state of a Castles game (§7): room stacks, the room-card deck, the King's
favours, the bonus cards dealt and the opening market."""

from __future__ import annotations

from ...engine.rng import rng_for
from .components import components, constants, favors
from .market import fill_market, shuffle
from .state import CastlesOptions, CastlesState, PlacedTile, Task


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
        state.stacks[size] = shuffle(state, ids)[:keep]
    # §7.4 room-card deck: 11 per player from the 50 cards
    cards = [size for size in game.room_card_sizes for _ in range(game.room_cards_per_size)]
    state.deck = shuffle(state, cards)[: game.room_cards_in_deck_per_player * n]
    # §7.6 King's favours, one per player; never both of the exclusive pair
    pair = set(game.kings_favor_exclusive_pair)
    for fid in shuffle(state, list(favors())):
        if len(state.favors) == game.kings_favors_in_play[n]:
            break
        if fid in pair and pair & set(state.favors):
            continue
        state.favors.append(fid)
    # §7.5 bonus cards: deal 3 to each player, starting with the first Master Builder
    state.bonus_deck = shuffle(state, [b.id for b in data.bonus_cards])
    order = [(first + i) % n for i in range(n)]
    for seat in order:
        state.offer[seat] = state.bonus_deck[: game.bonus_cards_dealt]
        state.bonus_deck = state.bonus_deck[game.bonus_cards_dealt :]
    # §7.9 the opening market
    fill_market(state)
    state.tasks = [Task(kind="keep_bonus", ref=game.bonus_cards_kept)]
    state.queue = order[1:]
    return state
