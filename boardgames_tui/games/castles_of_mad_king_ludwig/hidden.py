"""Hidden information (§15 D26): what each seat may see, and plausible full states for bots.

Secret: other players' bonus cards and offers, the bonus deck, the room-card deck and
the room stacks (face down). Public: castles, market, coins, money, discards, favours.
"""

from __future__ import annotations

import random
from collections import Counter

from ...engine.seat_view import SeatView
from .components import bonus_cards, components, constants
from .state import HIDDEN, CastlesState, copy_state


def redact(state: CastlesState, seat: int) -> CastlesState:
    red = copy_state(state)
    for other in range(state.n):
        if other != seat:
            red.bonus[other] = [HIDDEN] * len(state.bonus[other])
            red.offer[other] = [HIDDEN] * len(state.offer[other])
    red.bonus_deck = [HIDDEN] * len(state.bonus_deck)
    red.deck = [0] * len(state.deck)
    looking = bool(state.tasks) and state.tasks[0].kind == "sleep_arrange" \
        and state.actor == seat
    for size, stack in state.stacks.items():
        if not (looking and state.tasks[0].ref == size):
            red.stacks[size] = [HIDDEN] * len(stack)
    return red


def determinize(state: CastlesState, seat: int, rng: random.Random) -> CastlesState:
    """Deal every hidden card and tile at random from what `seat` cannot have seen.

    The seed of later shuffles (a reshuffled discard pile, a looked-through stack) is
    drawn anew too, so that a world does not replay the real game's future shuffles.
    """
    out = copy_state(state)
    out.seed = rng.randrange(1 << 31)
    game = constants()
    # room cards: all 50 minus the face-up discard pile
    cards = Counter(size for size in game.room_card_sizes
                    for _ in range(game.room_cards_per_size))
    cards.subtract(out.discard)
    pool = [size for size, k in cards.items() for _ in range(max(k, 0))]
    rng.shuffle(pool)
    if any(c == 0 for c in out.deck):
        out.deck = pool[: len(out.deck)]
    # room stacks: rooms of each size not in any castle, the market or out of the game
    seen = {p.tile for castle in out.castles for p in castle} | {r for r in out.market if r}
    seen |= set(out.out_of_game)
    for size, stack in out.stacks.items():
        if HIDDEN not in stack:
            continue
        unseen = [r.id for r in components().rooms if r.sqft == size and r.id not in seen]
        rng.shuffle(unseen)
        out.stacks[size] = unseen[: len(stack)]
    # bonus cards: everything but the seat's own
    own = set(out.bonus[seat]) | set(out.offer[seat])
    deck = [c for c in bonus_cards() if c not in own]
    rng.shuffle(deck)
    for other in range(out.n):
        for hand in (out.bonus, out.offer):
            for i, card in enumerate(hand[other]):
                if card == HIDDEN:
                    hand[other][i] = deck.pop()
    out.bonus_deck = [deck.pop() if c == HIDDEN and deck else c for c in out.bonus_deck]
    return out


class CastlesView(SeatView[CastlesState]):
    def redact(self, state: CastlesState, seat: int) -> CastlesState:
        """Hide others' bonus cards, the decks and the stacks' order (§15 D26)."""
        return redact(state, seat)

    def private_decision(self, state: CastlesState, seat: int) -> bool:
        """Only the decisions that show secret things on screen: choosing which bonus
        cards to keep (they are shown) and arranging a looked-through stack (its rooms
        are shown). Bonus cards otherwise stay hidden behind a key (b) on the screen."""
        if state.over or not state.tasks or state.actor != seat:
            return False
        return state.tasks[0].kind in ("keep_bonus", "sleep_arrange")
