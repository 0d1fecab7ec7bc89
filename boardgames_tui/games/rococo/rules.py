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
from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.engine.game import GameRules
from boardgames_tui.engine.scoring import ScoreSheet

from . import components as C
from . import rounds, scoring, turns
from .actions import Action as RococoAction
from .actions import ChooseHand, made
from .bots import RococoBots
from .describe import RococoWords
from .hidden import RococoView
from .setup import new_game
from .state import Options as RococoOptions
from .state import State as RococoState
from .state import copy_for_decision

_, ngettext, N_ = i18n.domain("rococo")


class RococoRules(GameRules[RococoState, RococoAction, RococoOptions]):
    id: ClassVar[str] = "rococo"
    title: ClassVar[str] = "Rococo"
    description: ClassVar[str] = (
        "Tailors at the court of Louis XV: hire staff, make dresses, decorate the ball"
    )
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 5
    Options = RococoOptions
    State = RococoState
    Action = RococoAction
    rules_asset: ClassVar[str] = "rococo/rules.md"
    Words = RococoWords
    View = RococoView
    Bots = RococoBots
    # strong bot budget: rollouts of 12 decisions (about two turns) with the tailor policy.
    # 384 rollouts rather than 192: the halving rounds compare moves on twice as many
    # worlds, which beat the e4d5f64 strong bot clearly more often; a move takes about
    # 0.25 s of CPU (median), under 0.4 s at worst (`make bench`, bots-old)
    _last_listed: tuple = (None, -1, [])  # the latest state asked about, its seat, its list

    def setup(self, players: list[str], seed: int, options) -> RococoState:
        return new_game(players, seed, options or RococoOptions())

    def to_act(self, state: RococoState) -> list[int]:
        phase = state.phase
        if phase == "actions":
            return [state.current]
        if phase == "choose":
            return [i for i, p in enumerate(state.seats) if not p.chosen]
        return []

    def legal_actions(self, state: RococoState, seat: int) -> list:
        last = self._last_listed
        if last[0] is state and last[1] == seat:
            return last[2][:]
        listed = self._list(state, seat)
        self._last_listed = (state, seat, listed)
        return listed[:]

    def _list(self, state: RococoState, seat: int) -> list:
        if state.phase == "actions":
            return turns.legal(state, seat)  # [] unless `seat` is on turn
        if state.phase == "choose" and seat in self.to_act(state):
            return list(_hand_actions(rounds.hand_key(state.seats[seat])))
        return []

    def _is_listed(self, state: RococoState, seat: int, action) -> bool:
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

    def apply(self, state: RococoState, seat: int, action) -> RococoState:
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
        opts = options or RococoOptions()
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

    def is_over(self, state: RococoState) -> bool:
        return state.phase == "over"

    def score_sheet(self, state: RococoState) -> ScoreSheet:
        return scoring.score_sheet(state)

    def reveals(self, before: RococoState, action, after: RococoState) -> bool:
        """Draws and refills are final; the end of a turn by itself reveals nothing, so the
        last decision of a turn can be taken back until the next player sees their hand
        (issue 13; the match decides how long that is)."""
        return (
            before.rng_counter != after.rng_counter or before.reveal_counter != after.reveal_counter
        )


@lru_cache(maxsize=1024)
def _hand_actions(key: tuple) -> tuple[ChooseHand, ...]:
    """The hand choices of a supply and discard pile (`rounds.hand_key`; bounded table)."""
    return tuple(made(ChooseHand, cards=c) for c in rounds.hand_options_of(*key))


def _name(state: RococoState, seat: int) -> str:
    if 0 <= seat < len(state.players):
        return state.players[seat]
    return f"seat {seat}"
