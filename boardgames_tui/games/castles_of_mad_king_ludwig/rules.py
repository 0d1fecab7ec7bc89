"""The rules object: the engine contract for Castles of Mad King Ludwig."""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import combinations, permutations
from typing import TypeVar

from pydantic import BaseModel

from boardgames_tui.engine import i18n
from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.engine.game import GameRules
from boardgames_tui.engine.scoring import ScoreSheet

from . import flow
from .actions import (
    WILD_CHOICES,
    ArrangeStack,
    BuyCorridor,
    BuyRoom,
    ChooseReward,
    ChooseStack,
    FinishPricing,
    KeepBonusCards,
    Pass,
    PlaceTile,
    PricesDone,
    ResolveReward,
    SwapRooms,
    SwapSlots,
    TakeFreeCorridor,
)
from .actions import (
    Action as ActionModel,
)
from .bots import CastlesBots
from .castle import CastleView, analyze
from .components import components, constants
from .describe import CastlesWords
from .endgame import score_sheet
from .hidden import CastlesView
from .placement import spots_in
from .setup import new_game
from .state import CastlesOptions, CastlesState, PlacedTile, copy_state

_, ngettext, N_ = i18n.domain("castles_of_mad_king_ludwig")
ChoiceT = TypeVar("ChoiceT", bound=BaseModel)


@cache  # bounded: slots, pieces, stack sizes and reward kinds (a few dozen, immutable)
def _choice(action: type[ChoiceT], **fields: object) -> ChoiceT:
    """One shared (frozen) action object per small choice."""
    return action(**fields)


def _place_actions(view: CastleView, tile_id: str) -> tuple[PlaceTile, ...]:
    """The placement actions of a tile, kept in the castle view's memo (which lives and
    goes with the view in analyze's bounded cache)."""
    key = ("place_actions", tile_id)
    out = view.memo.get(key)
    if out is None:
        out = view.memo[key] = tuple(_place(*spot) for spot in spots_in(view, tile_id))
    return out


@lru_cache(maxsize=2048)  # bounded; frozen actions (spots recur around the castles)
def _place(rot: int, x: int, y: int, down: bool) -> PlaceTile:
    return PlaceTile(rot=rot, x=x, y=y, down=down)


class CastlesRules(GameRules[CastlesState, ActionModel, CastlesOptions]):
    id = "castles-of-mad-king-ludwig"
    title = "The Castles of Mad King Ludwig"
    description = "Build a castle room by room; as Master Builder, set the prices for the others."
    min_players = 2
    max_players = 4
    Options = CastlesOptions
    State = CastlesState
    Action = ActionModel
    rules_asset = "castles_of_mad_king_ludwig/rules.md"
    Words = CastlesWords
    View = CastlesView
    Bots = CastlesBots

    # --- contract -------------------------------------------------------------------

    def setup(self, players: list[str], seed: int, options: BaseModel) -> CastlesState:
        opts = options if isinstance(options, CastlesOptions) else CastlesOptions()
        state = new_game(players, seed, opts)
        flow.settle(state)
        return state

    def to_act(self, state: CastlesState) -> list[int]:
        return [] if state.over or not state.tasks else [state.actor]

    def legal_actions(self, state: CastlesState, seat: int) -> list[ActionModel]:
        # The actions are built by their constructors: with pydantic 2.14 validating
        # these few plain fields takes about half the time of `model_construct`.
        if seat not in self.to_act(state):
            return []
        task = state.tasks[0]
        kind = task.kind
        if kind == "keep_bonus":
            offer = state.offer[seat]
            count = min(task.ref, len(offer))
            return [KeepBonusCards(keep=tuple(c))
                    for c in combinations(offer, count)]
        if kind == "price":
            return [_choice(PricesDone),
                    *(_choice(SwapRooms, a=a, b=b) for a, b in flow.legal_swaps(state))]
        if kind == "turn":
            view = analyze(flow.castle_of(state, seat))
            out: list[ActionModel] = [
                _choice(BuyRoom, slot=s)
                for s in range(len(state.market))
                if flow.why_not_buy_room(state, s, view) is None
            ]
            out += [_choice(BuyCorridor, piece=p) for p in flow.CORRIDOR_PIECES
                    if flow.why_not_buy_corridor(state, p, view) is None]
            out.append(_choice(Pass))
            return out
        if kind == "place":
            return list(_place_actions(analyze(flow.castle_of(state, seat)), task.tile))
        if kind == "free_corridor":
            return [_choice(TakeFreeCorridor, piece=p)
                    for p in flow.placeable_corridors(state)]
        if kind == "sleep_stack":
            return [_choice(ChooseStack, size=s)
                    for s, stack in sorted(state.stacks.items()) if stack]
        if kind == "sleep_arrange":
            stack = state.stacks[task.ref]
            limit = constants().sleeping_reward_max_on_top
            arranged: list[ActionModel] = []
            for k in range(min(limit, len(stack)) + 1):
                arranged += [ArrangeStack(top=tuple(p))
                             for p in permutations(stack, k)]
            return arranged
        if kind == "wild":
            return [_choice(ChooseReward, reward=r) for r in WILD_CHOICES]
        if kind == "reward_order":
            return [_choice(ResolveReward, reward=r) for r in flow.reward_choices(state)]
        return []

    def apply(self, state: CastlesState, seat: int, action: BaseModel) -> CastlesState:
        if seat not in self.to_act(state):
            raise IllegalAction("It is not your decision now.")
        task = state.tasks[0]
        kinds: dict[str, type | tuple[type, ...]] = {
            "keep_bonus": KeepBonusCards,
            "price": (SwapRooms, PricesDone, SwapSlots, FinishPricing),
            "turn": (BuyRoom, BuyCorridor, Pass), "place": PlaceTile,
            "free_corridor": TakeFreeCorridor, "sleep_stack": ChooseStack,
            "sleep_arrange": ArrangeStack, "wild": ChooseReward,
            "reward_order": ResolveReward,
        }
        expected = kinds[task.kind]
        if not isinstance(action, expected):
            raise IllegalAction(f"Now is not the time for that: {self.words.prompt(state)}.")
        if isinstance(action, SwapRooms):
            reason = flow.why_not_swap(state, action.a, action.b)
            if reason:
                raise IllegalAction(f"You cannot swap those rooms: {reason}.")
        if isinstance(action, SwapSlots):  # saves from before the bound: as it was then
            slots = len(state.market)
            if not (0 <= action.a < action.b < slots) or (
                    state.market[action.a] is None and state.market[action.b] is None):
                raise IllegalAction("That choice is not available.")
        if isinstance(action, (KeepBonusCards, ChooseReward, ArrangeStack, ResolveReward)):
            if action not in self.legal_actions(state, seat):
                raise IllegalAction("That choice is not available.")
        new = copy_state(state)
        new.last_event = ""
        if isinstance(action, KeepBonusCards):
            flow.keep_bonus(new, action.keep)
        elif isinstance(action, SwapRooms):
            flow.swap_slots(new, action.a, action.b)
        elif isinstance(action, SwapSlots):
            flow.swap_slots(new, action.a, action.b, counted=False)
        elif isinstance(action, PricesDone):
            flow.finish_pricing(new)
        elif isinstance(action, FinishPricing):
            flow.finish_pricing(new, legacy=True)
        elif isinstance(action, BuyRoom):
            flow.buy_room(new, action.slot)
        elif isinstance(action, BuyCorridor):
            flow.buy_corridor(new, action.piece)
        elif isinstance(action, Pass):
            flow.pass_turn(new)
        elif isinstance(action, PlaceTile):
            placed = PlacedTile(tile=task.tile, rot=action.rot, x=action.x, y=action.y,
                                down=action.down)
            flow.place(new, placed)
        elif isinstance(action, TakeFreeCorridor):
            flow.take_free_corridor(new, action.piece)
        elif isinstance(action, ChooseStack):
            flow.choose_stack(new, action.size)
        elif isinstance(action, ArrangeStack):
            flow.arrange_stack(new, action.top)
        elif isinstance(action, ChooseReward):
            flow.choose_reward(new, action.reward)
        elif isinstance(action, ResolveReward):
            flow.resolve_reward(new, action.reward)
        flow.settle(new)
        return new

    def is_over(self, state: CastlesState) -> bool:
        return state.over

    def score_sheet(self, state: CastlesState) -> ScoreSheet:
        return score_sheet(state)

    def max_decisions(self, players: int, options: BaseModel) -> int:
        """An upper bound on the decisions of a game, from the components.

        Rounds: the opening market takes one room card per slot (players + 3), and every
        later round's refill takes at least one more, because every round ends with an
        empty slot or a discarded card (a room was bought, or the stalled market rule).
        The round whose refill empties the deck is the last, so with a deck of 11 cards
        per player there are at most `deck - slots + 1` rounds.
        Per round: at most `slots - 1` swaps and the end of pricing, and one purchase
        turn per player. Per tile (the rooms of the stacks, stairs and hallways in the
        supply): one placement. Per tile that can be completed (those and the foyers),
        its reward once: at most 1 decision to choose the reward order and 2 to resolve
        it (a stack looked through and arranged, a free corridor taken, an extra turn,
        a bonus card kept); a downstairs room may add a reward of the player's choice,
        which is one more choice, one more order and up to 2 more decisions.
        Plus each player's opening choice of bonus cards.
        """
        game = constants()
        n = players
        slots = n + 3
        deck = game.room_cards_in_deck_per_player * n
        rounds = deck - slots + 1
        rooms = sum(game.stack_tiles["small" if size in game.small_sizes else "large"][n]
                    for size in game.room_card_sizes)
        pieces = game.corridor_supply["stairs"][n] + game.corridor_supply["hallway"][n]
        placeable = rooms + pieces
        downstairs = sum(1 for r in components().rooms if r.type == "downstairs")
        per_reward = 1 + 2
        per_wild = 1 + 1 + 2
        return (n + rounds * (slots + n) + placeable
                + (placeable + n) * per_reward + downstairs * per_wild)

    def reveals(self, before: CastlesState, action: BaseModel, after: CastlesState) -> bool:
        return (before.rng_counter != after.rng_counter
                or before.reveal_count != after.reveal_count)
