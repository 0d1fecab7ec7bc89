"""The rules object: the engine contract for Castles of Mad King Ludwig."""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import combinations, permutations

from pydantic import BaseModel

from boardgames_tui.engine import i18n
from boardgames_tui.engine.bot_settings import BotSettings
from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.engine.game import GameRules
from boardgames_tui.engine.scoring import ScoreSheet
from boardgames_tui.engine.state import evolve

from . import flow, heuristics, hidden, summary, words
from .actions import (
    WILD_CHOICES,
    Action,
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
from .castle import CastleView, analyze
from .data import bonus_cards, components, constants
from .endgame import score_sheet
from .market import new_game
from .placement import placement_problem, spots_in
from .scoring import score_placement
from .state import CastlesOptions, CastlesState, PlacedTile, copy_state

_, ngettext, N_ = i18n.domain("castles_of_mad_king_ludwig")


@cache  # bounded: slots, pieces, stack sizes and reward kinds (a few dozen, immutable)
def _choice(action: type[BaseModel], **fields) -> BaseModel:
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


class CastlesRules(GameRules):
    id = "castles-of-mad-king-ludwig"
    title = "The Castles of Mad King Ludwig"
    description = "Build a castle room by room; as Master Builder, set the prices for the others."
    min_players = 2
    max_players = 4
    Options = CastlesOptions
    State = CastlesState
    Action = Action
    rules_asset = "castles_of_mad_king_ludwig/rules.md"
    # Strong bot (engine StrongBot): rollouts per decision, played by `rollout_action`
    # to the bot's second turn from now, at most 24 decisions. 32 rollouts to the next
    # turn (8 decisions) won 30 of 40 against greedy (issue 16). With the faster engine
    # of issue 16, on deals 16-31 (the harder half of those 40): 96 rollouts to the next
    # turn won 12 of 16, 64 rollouts to the second turn 13 of 16, at most 0.45 s of
    # processor time per move, hence these: then 36 of 40 against greedy (at most 0.71 s
    # per move) and 29 of 40 against the strong bot of e4d5f64 (bots-old).
    # Issue 36, against the strong bot of 64d90c7 (64 rollouts): 64 won 4 of 8 (at most
    # 0.33 s of processor time a move), 96 won 7 of 14 (50%, Wilson 27-73%; at most
    # 0.64 s, load 12-16): not yet the 60% asked.
    bot_settings = BotSettings(samples=96, rollout=24, turns=2)

    # --- contract -------------------------------------------------------------------

    def setup(self, players: list[str], seed: int, options: BaseModel) -> CastlesState:
        opts = options if isinstance(options, CastlesOptions) else CastlesOptions()
        state = new_game(players, seed, opts)
        flow.settle(state)
        return state

    def to_act(self, state: CastlesState) -> list[int]:
        return [] if state.over or not state.tasks else [state.actor]

    def legal_actions(self, state: CastlesState, seat: int) -> list[BaseModel]:
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
            out: list[BaseModel] = [
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
            out = []
            for k in range(min(limit, len(stack)) + 1):
                out += [ArrangeStack(top=tuple(p))
                        for p in permutations(stack, k)]
            return out
        if kind == "wild":
            return [_choice(ChooseReward, reward=r) for r in WILD_CHOICES]
        if kind == "reward_order":
            return [_choice(ResolveReward, reward=r) for r in flow.reward_choices(state)]
        return []

    def apply(self, state: CastlesState, seat: int, action: BaseModel) -> CastlesState:
        if seat not in self.to_act(state):
            raise IllegalAction("It is not your decision now.")
        task = state.tasks[0]
        expected = {
            "keep_bonus": KeepBonusCards,
            "price": (SwapRooms, PricesDone, SwapSlots, FinishPricing),
            "turn": (BuyRoom, BuyCorridor, Pass), "place": PlaceTile,
            "free_corridor": TakeFreeCorridor, "sleep_stack": ChooseStack,
            "sleep_arrange": ArrangeStack, "wild": ChooseReward,
            "reward_order": ResolveReward,
        }[task.kind]
        if not isinstance(action, expected):
            raise IllegalAction(f"Now is not the time for that: {self.prompt(state)}.")
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

    # --- text -----------------------------------------------------------------------

    def prompt(self, state: CastlesState) -> str:
        """What the acting seat is deciding, in a few words."""
        if state.over:
            return _("The game is over.")
        task = state.tasks[0]
        name = state.players[state.actor]
        if task.kind == "keep_bonus":
            count = len(state.offer[state.actor])
            return words.keep_prompt(name, task.ref, count)
        if task.kind == "price":
            left = flow.max_swaps(state) - state.swaps_made
            return ngettext("{name} (Master Builder) sets the prices: {count} swap left",
                            "{name} (Master Builder) sets the prices: {count} swaps left",
                            left).format(name=name, count=left)
        if task.kind == "turn":
            if task.extra:
                return _("{name} buys a room, stairs or a hallway, or passes (extra turn)"
                         ).format(name=name)
            return _("{name} buys a room, stairs or a hallway, or passes").format(name=name)
        if task.kind == "place":
            return _("{name} places {piece}").format(
                name=name, piece=words.piece_words(task.tile)) if task.tile else ""
        text = {
            "free_corridor": N_("{name} takes free stairs or a hallway"),
            "sleep_stack": N_("{name} chooses a room stack to look through"),
            "sleep_arrange": N_("{name} puts up to 2 rooms on top of the {size} sq ft stack"),
            "wild": N_("{name} chooses a reward for two completed downstairs rooms"),
            "reward_order": N_("{name} chooses which reward to take first"),
        }.get(task.kind)
        return _(text).format(name=name, size=task.ref) if text else ""

    def describe_own(self, state: CastlesState, seat: int, action: BaseModel) -> str:
        """The bonus cards kept are named for their owner (the log keeps them secret)."""
        if isinstance(action, KeepBonusCards):
            return words.keeps_own_line(state.players[seat], list(action.keep))
        return self.describe(state, seat, action)

    def describe(self, state: CastlesState, seat: int, action: BaseModel) -> str:
        name = state.players[seat]
        price_list = flow.prices(state.n)
        if isinstance(action, KeepBonusCards):
            return words.keeps_line(name, len(action.keep), len(state.offer[seat]))
        if isinstance(action, (SwapRooms, SwapSlots)):
            a, b = action.a, action.b
            if not (0 <= a < len(state.market) and 0 <= b < len(state.market)):
                return _("{name} swaps two price slots").format(name=name)
            return words.swap_line(name, state.market[a], price_list[a],
                                   state.market[b], price_list[b])
        if isinstance(action, (PricesDone, FinishPricing)):
            return _("{name} sets the prices").format(name=name)
        if isinstance(action, BuyRoom):
            room = state.market[action.slot] if action.slot < len(state.market) else None
            if room is None:
                return _("{name} buys nothing").format(name=name)
            price = price_list[action.slot]
            payee = flow.payee(evolve(state, actor=seat))
            coins = state.coins[action.slot]
            if payee is None:
                text = _("{name} buys the {room} for {price} Marks, paid to the bank, using the "
                         "{coins} Marks in coins on it") if coins else \
                    _("{name} buys the {room} for {price} Marks, paid to the bank")
            else:
                text = _("{name} buys the {room} for {price} Marks, paid to {payee}, using the "
                         "{coins} Marks in coins on it") if coins else \
                    _("{name} buys the {room} for {price} Marks, paid to {payee}")
            return text.format(name=name, room=words.room_name(room), price=words.amount(price),
                               payee=state.players[payee] if payee is not None else "",
                               coins=words.amount(coins))
        if isinstance(action, BuyCorridor):
            return _("{name} buys {piece} for {price} Marks").format(
                name=name, piece=words.piece_words(action.piece),
                price=words.amount(constants().corridor_price))
        if isinstance(action, Pass):
            return _("{name} passes and takes {money} Marks").format(
                name=name, money=words.amount(constants().pass_income))
        if isinstance(action, PlaceTile):
            task = state.tasks[0] if state.tasks else None
            if task is None or task.kind != "place":
                return _("{name} places a room").format(name=name)
            placed = PlacedTile(tile=task.tile, rot=action.rot, x=action.x, y=action.y,
                                down=action.down)
            castle = flow.castle_of(state, seat)
            what = words.piece_words(task.tile, action.down)
            where = words.where_words(castle, placed)
            if placement_problem(castle, placed):
                return _("{name} places {piece} {where}").format(name=name, piece=what, where=where)
            return _("{name} places {piece} {where}: {score}").format(
                name=name, piece=what, where=where, score=score_placement(castle, placed).summary())
        if isinstance(action, TakeFreeCorridor):
            return _("{name} takes {piece} for free").format(
                name=name, piece=words.piece_words(action.piece))
        if isinstance(action, ChooseStack):
            return _("{name} looks through the {size} sq ft room stack").format(
                name=name, size=action.size)
        if isinstance(action, ArrangeStack):
            size = state.tasks[0].ref if state.tasks else 0
            count = len(action.top)
            return ngettext("{name} puts {count} room on top of the {size} sq ft stack",
                            "{name} puts {count} rooms on top of the {size} sq ft stack",
                            count).format(name=name, count=count, size=size)
        if isinstance(action, ChooseReward):
            return words.wild_line(name, action.reward)
        if isinstance(action, ResolveReward):
            return _(words.REWARD_FIRST[action.reward]).format(name=name)
        return _("{name} decides").format(name=name)

    # --- rounds and help -------------------------------------------------------------

    def round_number(self, state: CastlesState) -> int | None:
        return state.round

    def round_summary(self, before: CastlesState, after: CastlesState) -> list[str]:
        """A new round: a stalled market cleared, the new Master Builder, the rooms
        that came into the market, the stacks; the end: each step of final scoring."""
        return summary.round_summary(before, after)

    RULES_TOPICS = {
        # Translators: the headings of the rules file; each German one is the heading of
        # the same section in rules.de.md, so help opens the German rules there
        "keep_bonus": N_("Bonus cards and King's favours"),
        "price": N_("Setting the prices"),
        "turn": N_("Buying"),
        "place": N_("Placing a room"),
        "free_corridor": N_("Completion rewards"),
        "sleep_stack": N_("Completion rewards"),
        "sleep_arrange": N_("Completion rewards"),
        "wild": N_("Completion rewards"),
        "reward_order": N_("Completion rewards"),
    }

    def rules_topic(self, state: CastlesState, seat: int) -> str | None:
        if state.over or not state.tasks or state.actor != seat:
            return None
        """The heading of the rules section for the decision, in the language of the rules
        file help shows (rules.de.md has the same sections with German headings)."""
        topic = self.RULES_TOPICS.get(state.tasks[0].kind)
        return _(topic) if topic else None

    def progress(self, state: CastlesState) -> str:
        if state.over:
            return _("game over")
        if state.last_round:
            # the deck may hold the reshuffled discards: its count would read as rounds
            # still to come
            return _("round {round}, the last round: the room cards have run out").format(
                round=state.round)
        return ngettext("round {round}, {count} room card left",
                        "round {round}, {count} room cards left",
                        len(state.deck)).format(round=state.round, count=len(state.deck))

    # --- hidden information ------------------------------------------------------------

    def redact(self, state: CastlesState, seat: int) -> CastlesState:
        """Hide others' bonus cards, the decks and the stacks' order (§15 D26)."""
        return hidden.redact(state, seat)

    def reveals(self, before: CastlesState, action: BaseModel, after: CastlesState) -> bool:
        return (before.rng_counter != after.rng_counter
                or before.reveal_count != after.reveal_count)

    def private_decision(self, state: CastlesState, seat: int) -> bool:
        """Only the decisions that show secret things on screen: choosing which bonus
        cards to keep (they are shown) and arranging a looked-through stack (its rooms
        are shown). Bonus cards otherwise stay hidden behind a key (b) on the screen."""
        if state.over or not state.tasks or state.actor != seat:
            return False
        return state.tasks[0].kind in ("keep_bonus", "sleep_arrange")

    def determinize(self, state: CastlesState, seat: int, rng) -> CastlesState:
        return hidden.determinize(state, seat, rng)

    def evaluate(self, state: CastlesState, seat: int) -> float:
        """Estimated final score lead: points, money, favours, bonus cards, the tile in
        hand and rewards still to take, the Master Builder's likely income (heuristics)."""
        return heuristics.evaluate(state, seat)

    def rollout_action(self, state: CastlesState, seat: int, legal: list, rng) -> BaseModel:
        """Cheap sensible rollout moves for the strong bot (heuristics)."""
        return heuristics.rollout_action(state, seat, legal, rng)

    def bonus_card_text(self, card: str) -> str:
        spec = bonus_cards().get(card)
        return _(spec.text) if spec else _("hidden card")
