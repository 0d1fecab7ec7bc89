"""The rules object of Bruxelles 1897: the engine contract on top of the flow modules.

`legal_actions` is exact: it lists only decisions that `apply` accepts. `apply` checks a
placement or a Brussels architect against the same option lists of `placement` that
`legal_actions` is made from (without building every action of the turn), and any other
decision by membership in the legal list, so the two cannot drift apart
(tests/games/bruxelles_1897/test_legality.py compares them).
"""

from __future__ import annotations

from functools import lru_cache

from pydantic import BaseModel

from boardgames_tui.engine import i18n
from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.engine.game import GameRules
from boardgames_tui.engine.scoring import ScoreSheet, SeatScore

from . import describe, flow, park
from . import placement as pl
from .actions import (
    Action as ActionModel,
)
from .actions import (
    Activate,
    AddArchitect,
    Build,
    ConfirmBrussels,
    Continue,
    Free,
    Imprison,
    ParkAction,
    Pass,
    Place,
    Sell,
    Skip,
    StartBrussels,
    TakeDiscard,
)
from .bots import BruxellesBots
from .components import load_data
from .describe import BruxellesWords
from .hidden import BruxellesView
from .nobles import prison_kinds, ready_noble_ids
from .scoring import CATEGORIES, tiebreak
from .setup import new_game
from .state import GameState, Options
from .words import say

_, ngettext, N_ = i18n.domain("bruxelles_1897")

# The actions of a turn, made once each: they are frozen, and there are few of them (the
# architect faces times the grid positions, the Brussels cards), so the cache stays small.
@lru_cache(maxsize=256)
def _place(card: str, value: int, row: int, col: int) -> Place:
    return Place(card=card, value=value, row=row, col=col)


@lru_cache(maxsize=16)
def _start(location: str) -> StartBrussels:
    return StartBrussels(location=location)


@lru_cache(maxsize=16)
def _add(card: str, value: int) -> AddArchitect:
    return AddArchitect(card=card, value=value)


@lru_cache(maxsize=16)
def _activate(noble: str) -> Activate:
    return Activate(noble=noble)


_PASS, _CONFIRM, _SKIP, _CONTINUE = Pass(), ConfirmBrussels(), Skip(), Continue()



# §9: more houses, then higher Prestige, then more unconverted francs
TIEBREAK_WORDS = (N_("more houses"), N_("higher Prestige"), N_("more unconverted francs"))
TIEBREAK_LABELS = {
    (0, 0): N_("more houses"),
    (1, 1): N_("higher Prestige"),
    (2, 2): N_("more unconverted francs"),
    (0, 1): N_("more houses, then higher Prestige"),
    (1, 2): N_("higher Prestige, then more unconverted francs"),
    (0, 2): N_("more houses, then higher Prestige, then more unconverted francs"),
}


def deciding_criteria(rows: list[SeatScore]) -> tuple[int, int]:
    """The tie-break criteria that decide between the players tied on points at the top:
    (first, last) index, from the first on which they differ to the one that leaves a
    single best (or the last). Without such a tie: every criterion, (0, 2)."""
    whole = (0, len(TIEBREAK_WORDS) - 1)
    if not rows:
        return whole
    top = max(r.total for r in rows)
    tied = [r.tiebreak for r in rows if r.total == top]
    if len(tied) < 2:
        return whole
    first = next((k for k in range(whole[1] + 1) if len({t[k] for t in tied}) > 1), None)
    if first is None:
        return whole  # level on every criterion: a shared victory
    for last in range(first, whole[1] + 1):
        best = max(t[:last + 1] for t in tied)
        if sum(1 for t in tied if t[:last + 1] == best) == 1:
            return first, last
    return first, whole[1]

class BruxellesRules(GameRules[GameState, ActionModel, Options]):
    id = "bruxelles-1897"
    title = "Bruxelles 1897"
    description = "Art Nouveau card game: architects, coats of arms and Brussels (2-4)."
    min_players = 2
    max_players = 4
    Options = Options
    State = GameState
    Action = ActionModel
    rules_asset = "bruxelles_1897/rules.md"
    Words = BruxellesWords
    View = BruxellesView
    Bots = BruxellesBots

    # --- contract -----------------------------------------------------------------------

    def setup(self, players: list[str], seed: int, options: BaseModel) -> GameState:
        if not self.min_players <= len(players) <= self.max_players:
            raise ValueError(f"Bruxelles 1897 takes 2-4 players, not {len(players)}")
        opts = options if isinstance(options, Options) else Options.model_validate(
            options.model_dump() if isinstance(options, BaseModel) else (options or {})
        )
        state = new_game(players, seed, opts)
        flow.start_round_actions(state)
        return state

    def to_act(self, state: GameState) -> list[int]:
        return flow.to_act(state)

    def legal_actions(self, state: GameState, seat: int) -> list[ActionModel]:
        if seat not in flow.to_act(state):
            return []
        step = state.step
        player = state.seats[seat]
        if step == "turn":
            out: list[ActionModel] = [_place(*option) for option in pl.place_options(state, seat)]
            out += [_start(loc) for loc in pl.brussels_starts(state, seat)]
            out.append(_PASS)
            return out
        if step == "sell":
            return [Sell(color=c) for c in sorted(set(player.artworks))]
        if step == "build":
            return [Build(cards=cards) for cards in pl.build_options(state, player)]
        if step == "noble_now":
            return [_activate(state.pending_noble), _SKIP]
        if step == "free":
            return [Free(card=c) for c in prison_kinds(player)]
        if step == "brussels":
            added: list[ActionModel] = [_add(c, v) for c, v in pl.add_options(state, seat)]
            if pl.can_confirm(state):
                added.append(_CONFIRM)
            return added
        if step == "city_hall":
            return [*(_activate(n) for n in ready_noble_ids(player)), _SKIP]
        if step == "choice":
            kind = state.queue[0].kind
            cls = Free if kind == "free" else Imprison
            return [cls(card=c) for c in flow.choice_options(state)]
        if step == "ack":
            return [_CONTINUE]
        if step == "park":
            choices = park.options(state, seat)
            if state.options.cinquantenaire_mode == "take_top_discard_and_resolve":
                return [TakeDiscard(pile=p) for p in choices]
            return [ParkAction(action=a) for a in choices]
        return []

    def apply(self, state: GameState, seat: int, action: BaseModel) -> GameState:
        if self.is_over(state):
            raise IllegalAction(_("the game is over"))
        if seat not in flow.to_act(state):
            raise IllegalAction(say(_("it is not {name}'s decision now"), name=state.players[seat]))
        if not self._allowed(state, seat, action):
            raise IllegalAction(self.refusal_reason(state, seat, action))
        return self.play(state, seat, action)

    def play(self, state: GameState, seat: int, action: BaseModel) -> GameState:
        """`apply` without its checks, for an action the caller took from
        `legal_actions(state, seat)`: the bots' look-ahead tries every legal action, and
        checking each again (a placement's cells, a follow-up's whole legal list) was a
        good part of the time of a rollout. Pure like `apply`."""
        s = state.fork()
        self._do(s, seat, action)
        flow.advance(s)
        return s

    def _allowed(self, state: GameState, seat: int, action: BaseModel) -> bool:
        """`action in legal_actions(state, seat)`, answered from the same option lists
        without building every action of a turn (the placements are most of them)."""
        step, kind = state.step, type(action)
        if step == "turn" and isinstance(action, Place):
            return pl.can_place_at(state, seat, action.card, action.value, action.row,
                                   action.col)
        if step == "turn" and isinstance(action, StartBrussels):
            return action.location in pl.brussels_starts(state, seat)
        if step == "turn" and kind is Pass:
            return True
        if step == "brussels" and isinstance(action, AddArchitect):
            return pl.can_add(state, seat, action.card, action.value)
        return action in self.legal_actions(state, seat)

    def _do(self, s: GameState, seat: int, a: BaseModel) -> None:
        if isinstance(a, Place):
            pl.place(s, seat, a.card, a.value, a.row, a.col)
        elif isinstance(a, StartBrussels):
            s.brussels_loc = a.location
            s.brussels_sel = []
            s.step = "brussels"
        elif isinstance(a, AddArchitect):
            pl.add_architect(s, seat, a.card, a.value)
        elif isinstance(a, ConfirmBrussels):
            pl.confirm_brussels(s, seat)
            if s.step == "park":
                park.enter(s, seat)
        elif isinstance(a, TakeDiscard):
            park.choose(s, seat, a.pile)
        elif isinstance(a, ParkAction):
            park.choose(s, seat, a.action)
        elif isinstance(a, Pass):
            pl.pass_turn(s, seat)
        elif isinstance(a, Sell):
            pl.sell(s, seat, a.color)
        elif isinstance(a, Build):
            pl.build(s, seat, a.cards)
        elif isinstance(a, Activate):
            if s.step == "noble_now":
                pl.noble_now(s, seat, True)
            else:
                pl.city_hall_activate(s, seat, a.noble)
        elif isinstance(a, Skip):
            if s.step == "noble_now":
                pl.noble_now(s, seat, False)
            else:
                s.city_hall_left = 0
                s.step = "done"
        elif isinstance(a, Free) and s.phase == "actions":
            pl.free_choice(s, seat, a.card)
        elif isinstance(a, Free | Imprison):
            flow.resolve_choice(s, a.card)
        elif isinstance(a, Continue):
            flow.acknowledge(s)

    def refusal_reason(self, state: GameState, seat: int, action: BaseModel) -> str:
        """A reason a player understands, for an action not in the legal list (the screen
        shows it when the cursor rests on a spot that cannot be taken)."""
        return describe.refusal(state, seat, action)

    def is_over(self, state: GameState) -> bool:
        return state.phase == "over"

    def score_sheet(self, state: GameState) -> ScoreSheet:
        rows = []
        for seat, p in enumerate(state.seats):
            cats = dict((_(label), p.vp_by.get(key, 0)) for key, label in CATEGORIES)
            rows.append(
                SeatScore(
                    seat=seat,
                    name=state.players[seat],
                    total=p.vp,
                    categories=cats,
                    tiebreak=tiebreak(state, seat),
                )
            )
        first, last = deciding_criteria(rows)
        if (first, last) != (0, len(TIEBREAK_WORDS) - 1):
            # a tie on points at the top: the sheet names (and compares) only the
            # criteria that decided it, from the first on which the tied players differ
            rows = [r.model_copy(update={"tiebreak": r.tiebreak[first:last + 1]})
                    for r in rows]
        label = _(TIEBREAK_LABELS[(first, last)])
        return ScoreSheet.build(rows, [_(label) for _k, label in CATEGORIES], label)

    # --- bounds -------------------------------------------------------------------------

    def max_decisions(self, players: int, options: BaseModel) -> int:
        """An upper bound on the decisions of any game, from the components.

        Per player and round, with A architect cards per player (7) and N the most nobles
        one player can own (the Brugmann card + the 15-card noble deck = 16):
        every turn but the pass puts at least one architect from hand (none comes back
        before the next round, and an architect freed by Vandervelde was not placed), so
        at most A turns; each opens with a placement or a Brussels start (A), Brussels
        adds each architect once (A) and is confirmed once per turn (A); a turn asks at
        most one Cinquantenaire question (A), one card question — Sale, House (A) — and
        one "use the new noble now?" (A), and City Hall ends with one "no more nobles"
        (A); each noble is activated at most once a round (N), each activation frees at
        most one architect by a choice (N); and one pass. That is 7A + 2N + 1 = 82.
        Round scoring: 3 confirmations (columns, coats, prison), at most one
        "which architect leaves prison" per player (the Prison bonus card lies under
        one column), and at most one "which architect goes to prison" per player and
        Brussels card (3, per-location variant). Times the 4 rounds.
        """
        data = load_data()
        arch = sum(c.copies for c in data.architects.cards)
        nobles = 1 + sum(n.copies for n in data.nobles if not n.start_card)
        per_player = 7 * arch + 2 * nobles + 1
        scoring = 3 + players + len(data.brussels.locations) * players
        return data.rounds.value * (players * per_player + scoring)


    def reveals(self, before: GameState, action: ActionModel, after: GameState) -> bool:
        """A draw from a pile, a reshuffle or a new grid reveals cards: undo stops there."""
        return (before.rng_counter != after.rng_counter or before.decks != after.decks
                or before.round != after.round)
