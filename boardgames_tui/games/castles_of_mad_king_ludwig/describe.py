"""What players read about a Castles game: the prompt of the decision at hand, the log
line of each decision (its owner's secret choices named only for them), the round's
changes, the progress and the help section (the rules object's `words`). The words of
rooms, pieces and money are in words.py."""

from __future__ import annotations

from ...engine import i18n
from ...engine.game_words import GameWords
from ...engine.state import evolve
from . import flow, market, summary, words
from .actions import (
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
from .components import bonus_cards, constants
from .placement import placement_problem
from .scoring import score_placement
from .state import CastlesState, PlacedTile

_, ngettext, N_ = i18n.domain("castles_of_mad_king_ludwig")

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


class CastlesWords(GameWords[CastlesState, Action]):
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

    def describe_own(self, state: CastlesState, seat: int, action: Action) -> str:
        """The bonus cards kept are named for their owner (the log keeps them secret)."""
        if isinstance(action, KeepBonusCards):
            return words.keeps_own_line(state.players[seat], list(action.keep))
        return self.describe(state, seat, action)

    def describe(self, state: CastlesState, seat: int, action: Action) -> str:
        name = state.players[seat]
        price_list = market.prices(state.n)
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
            return text.format(name=name, room=words.after_the(words.room_name(room)),
                               price=words.amount(price),
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

    def round_number(self, state: CastlesState) -> int | None:
        return state.round

    def round_summary(self, before: CastlesState, after: CastlesState) -> list[str]:
        """A new round: a stalled market cleared, the new Master Builder, the rooms
        that came into the market, the stacks; the end: each step of final scoring."""
        return summary.round_summary(before, after)

    def rules_topic(self, state: CastlesState, seat: int) -> str | None:
        """The heading of the rules section for the decision, in the language of the rules
        file help shows (rules.de.md has the same sections with German headings)."""
        if state.over or not state.tasks or state.actor != seat:
            return None
        topic = RULES_TOPICS.get(state.tasks[0].kind)
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

    def bonus_card_text(self, card: str) -> str:
        spec = bonus_cards().get(card)
        return _(spec.text) if spec else _("hidden card")
