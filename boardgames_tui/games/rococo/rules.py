"""RococoRules: the engine contract for Rococo (rules §4-§9).

Phase 2 is simultaneous (every seat that has not chosen is to act); phase 3 has one
seat on turn; phases 1 and 4 run automatically.
"""

# Sentences keep named placeholders (str.format) so a later gettext pass can wrap them.
# ruff: noqa: UP032

from __future__ import annotations

from functools import lru_cache
from itertools import repeat
from operator import is_
from typing import ClassVar

from boardgames_tui.engine import i18n
from boardgames_tui.engine.bot_settings import BotSettings
from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.engine.game import GameRules
from boardgames_tui.engine.scoring import ScoreSheet

from . import board as B
from . import components as C
from . import determinize as D
from . import evaluate as E
from . import rollout, rounds, scoring, turns
from . import words as W
from .actions import Action, ChooseHand, made
from .describe import describe as describe_action
from .state import Options, State, copy_for_decision, copy_state

_, ngettext, N_ = i18n.domain("rococo")

HIDDEN = "hidden"


class RococoRules(GameRules):
    id: ClassVar[str] = "rococo"
    title: ClassVar[str] = "Rococo"
    description: ClassVar[str] = (
        "Tailors at the court of Louis XV: hire staff, make dresses, decorate the ball"
    )
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 5
    Options = Options
    State = State
    Action = Action
    rules_asset: ClassVar[str] = "rococo/rules.md"
    # strong bot budget: rollouts of 12 decisions (about two turns) with the tailor policy.
    # 384 rollouts rather than 192: the halving rounds compare moves on twice as many
    # worlds, which beat the e4d5f64 strong bot clearly more often; a move takes about
    # 0.25 s of CPU (median), under 0.4 s at worst (`make bench`, bots-old)
    _last_listed: tuple = (None, -1, [])  # the latest state asked about, its seat, its list
    # Issue 36: 640 rather than 384: 4 of 6 games against the strong bot of 64d90c7
    # (67%, Wilson 30-90%), at most 0.49 s of processor time a move (load 12-16)
    bot_settings: ClassVar[BotSettings] = BotSettings(samples=640, rollout=12)

    def setup(self, players: list[str], seed: int, options) -> State:
        return rounds.setup(players, seed, options or Options())

    def to_act(self, state: State) -> list[int]:
        phase = state.phase
        if phase == "actions":
            return [state.current]
        if phase == "choose":
            return [i for i, p in enumerate(state.seats) if not p.chosen]
        return []

    def legal_actions(self, state: State, seat: int) -> list:
        last = self._last_listed
        if last[0] is state and last[1] == seat:
            return last[2][:]
        listed = self._list(state, seat)
        self._last_listed = (state, seat, listed)
        return listed[:]

    def _list(self, state: State, seat: int) -> list:
        if state.phase == "actions":
            return turns.legal(state, seat)  # [] unless `seat` is on turn
        if state.phase == "choose" and seat in self.to_act(state):
            return list(_hand_actions(rounds.hand_key(state.seats[seat])))
        return []

    def _is_listed(self, state: State, seat: int, action) -> bool:
        """Is `action` legal? Players and bots ask for the legal actions of a state and
        then apply one to that same state: the list just made answers (one entry, the
        latest state asked about), else the list is made and kept in its place. States
        are values: nobody changes one in place after asking."""
        last = self._last_listed
        if last[0] is not state or last[1] != seat:
            # a bot trying every action on one state: list it once for all of them
            last = (state, seat, self._list(state, seat))
            self._last_listed = last
        # usually the very instance listed (see `made`): find it without comparing
        return any(map(is_, last[2], repeat(action))) or action in last[2]

    def apply(self, state: State, seat: int, action) -> State:
        if state.phase == "over":
            raise IllegalAction(_("the game is over"))
        if seat != state.current and seat not in self.to_act(state):
            raise IllegalAction(
                _("it is not {name}'s decision now").format(name=_name(state, seat)))
        if state.phase == "choose":
            if not isinstance(action, ChooseHand):
                raise IllegalAction(_("choose your 3 hand cards first"))
            if not self._is_listed(state, seat, action):
                raise IllegalAction(_("that is not a hand you can take from your supply"))
            new = copy_for_decision(state, seat)
            rounds.choose_hand(new, seat, action)
            return new
        if not self._is_listed(state, seat, action):
            raise IllegalAction(turns.refusal(state, seat, action))
        new = copy_for_decision(state, seat)
        turns.apply(new, seat, action)
        return new

    def max_decisions(self, players: int, options) -> int:
        """An upper bound on the decisions of any game, from the components.

        Per round each player chooses a hand once, and at most 3 cards per player plus
        the 4 employees on display (hired cards go to the hand) are played; over the game
        each exam also brings one card from the exam decks (at most all of their cards). One played card (one turn) is
        at most: 1 to play it; its main action: make a dress (1), hand in one kept tile
        per silk bale the dress needs (at most the largest dress's bales), rent or sell
        (1), free tiles (the most a guest space gives, plus 1 for a jewel of the
        dress's colour), a jewel (1); then the bonus: up to 3 choices (a bonus that
        deputes another card and uses its bonus, which may depute once more), and the
        bonus's own work: another such main action or handing in kept tiles one by one
        (at most every resource tile in the game) plus finishing (1). Solo play has the
        same bound (the Rival decides nothing).
        """
        opts = options or Options()
        d = C.data()
        sd = d.sides[C.side_key(players)]
        dresses = [*d.dresses, *(d.fancy if opts.fancy_garments else [])]
        tiles = len(d.tiles) + (len(d.premium_tiles) if opts.extra_resources else 0)
        bales = max(sum(x.bales.values()) for x in dresses)
        free_tiles = max(
            (g.amount for h in sd.halls for g in h.guest_spaces if g.bonus == "resource_tile"),
            default=0,
        ) + (1 if opts.jewelry_box else 0)
        main = 1 + bales + 1 + free_tiles + 1
        per_turn = 1 + main + 3 + max(main, tiles + 1)
        rounds_n = int(C.const("rounds"))
        hand = int(C.const("hand_size"))
        shown = int(C.const("cards_revealed_per_round"))
        exam_cards = len(d.exam_cards) + 4 if opts.jewelry_box else 0
        turns_total = rounds_n * (hand * players + shown) + exam_cards
        return rounds_n * players + turns_total * per_turn

    def round_number(self, state: State) -> int:
        return state.round

    def round_summary(self, before: State, after: State) -> list[str]:
        """Income, then the new round's employees, workshop, warehouse and start player."""
        game_ended = after.phase == "over" and before.phase != "over"
        if before.round == after.round and not game_ended:
            return []
        incomes = [
            _("{name} {money}").format(name=name, money=W.livre(B.income(after, seat)))
            for seat, name in enumerate(after.players)
        ]
        lines = [_("Income of round {n}: {incomes}").format(n=before.round,
                                                          incomes=", ".join(incomes))]
        if after.phase == "over":
            lines.append(_("Round 7 was the last: the final scoring follows"))
            return lines
        hires = [c for c in after.hire_display if c]
        lines.append(
            _("Round {n} begins. New employees for hire: {cards}").format(
                n=after.round, cards="; ".join(W.card_name(c) for c in hires) or _("none")
            )
        )
        kept = [w for w in before.windows[: len(before.windows) - C.const("dark_windows")] if w]
        new = [w for w in after.windows if w and w not in kept]
        lines.append(
            _(
                "Workshop: the dresses on the two dark windows leave, {k} slide right, "
                "{n} new: {dresses}"
            ).format(
                k=len(kept), n=len(new),
                dresses="; ".join(W.dress_words(w) for w in new) or _("none"),
            )
        )
        before_tiles = sum(1 for seg in before.warehouse for t in seg if t >= 0)
        after_tiles = sum(1 for seg in after.warehouse for t in seg if t >= 0)
        lines.append(
            _("Warehouse: {n} new resource tiles").format(n=max(0, after_tiles - before_tiles))
        )
        starter = after.players[after.start_player]
        if before.favor_holder >= 0:
            lines.append(
                _("{name} holds the Queen's favour and starts round {n}").format(
                    name=starter, n=after.round
                )
            )
        else:
            lines.append(_("{name} starts round {n}").format(name=starter, n=after.round))
        return lines

    def rules_topic(self, state: State, seat: int) -> str | None:
        """The heading of the rules section of the decision pending, in the language of the
        rules text help shows (rules.de.md has the same sections under German headings)."""
        return _(self._topic(state))

    @staticmethod
    def _topic(state: State) -> str:
        if state.phase == "over":
            return N_("Final scoring")
        if state.phase == "choose":
            return N_("Choosing the hand")
        t = state.turn
        if t is None:
            return N_("Playing a card")
        return {
            "main": N_("Main actions"),
            "handin": N_("Make a dress"),
            "place": N_("Make a dress"),
            "free_tile": N_("Acquire resources"),
            "drawn": N_("Acquire resources"),
            "jewel": N_("Jewelry Box"),
            "bonus": N_("Bonuses"),
            "extra": N_("Bonuses"),
            "tiles_pp": N_("Bonuses"),
        }.get(t.step, N_("Main actions"))

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def score_sheet(self, state: State) -> ScoreSheet:
        return scoring.score_sheet(state)

    def describe(self, state: State, seat: int, action) -> str:
        return describe_action(state, seat, action)

    def progress(self, state: State) -> str:
        if state.phase == "over":
            return _("game over")
        if state.phase == "choose":
            return _("round {n} of 7, choosing hands").format(n=state.round)
        return _("round {n} of 7, actions").format(n=state.round)

    def reveals(self, before: State, action, after: State) -> bool:
        """Draws and refills are final; the end of a turn by itself reveals nothing, so the
        last decision of a turn can be taken back until the next player sees their hand
        (issue 13; the match decides how long that is)."""
        return (
            before.rng_counter != after.rng_counter or before.reveal_counter != after.reveal_counter
        )

    def private_decision(self, state: State, seat: int) -> bool:
        """Hand choice and every turn show the hand (rules §9)."""
        if len(state.players) == 1:
            return False
        return seat in self.to_act(state)

    def determinize(self, state: State, seat: int, rng) -> State:
        """Deal what `seat` cannot see at random, for the searching bots."""
        return D.determinize(state, seat, rng)

    def evaluate(self, state: State, seat: int) -> float:
        """Score plus majority swings and money at the round's exchange rate (issue 8)."""
        return E.evaluate(state, seat)

    def rollout_action(self, state: State, seat: int, legal: list, rng):
        """A cheap tailor's policy instead of random play in the strong bot's rollouts."""
        return rollout.rollout_action(legal, rng)

    def redact(self, state: State, seat: int) -> State:
        """Hide others' hands, supplies and kept tiles, bag orders and the seed (§9)."""
        red = copy_state(state)
        red.seed = 0
        for i, p in enumerate(red.seats):
            if i == seat:
                continue
            p.hand = [HIDDEN] * len(p.hand)
            p.supply = [HIDDEN] * len(p.supply)
            p.tiles = [-1] * len(p.tiles)
        red.hire_stack = [HIDDEN] * len(red.hire_stack)
        red.dress_bag = [HIDDEN] * len(red.dress_bag)
        red.resource_bag = [-1] * len(red.resource_bag)
        red.jewel_bag = [HIDDEN] * len(red.jewel_bag)
        if red.turn is not None and red.current != seat and red.turn.drawn_tile >= 0:
            red.turn.drawn_tile = -1
        return red


@lru_cache(maxsize=1024)
def _hand_actions(key: tuple) -> tuple[ChooseHand, ...]:
    """The hand choices of a supply and discard pile (`rounds.hand_key`; bounded table)."""
    return tuple(made(ChooseHand, cards=c) for c in rounds.hand_options_of(*key))


def _name(state: State, seat: int) -> str:
    if 0 <= seat < len(state.players):
        return state.players[seat]
    return f"seat {seat}"
