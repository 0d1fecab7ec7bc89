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
from boardgames_tui.engine.bot_settings import BotSettings
from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.engine.game import GameRules
from boardgames_tui.engine.scoring import ScoreSheet, SeatScore
from boardgames_tui.engine.state import evolve

from . import flow, heuristics, park, summary, texts
from . import placement as pl
from .actions import (
    Action,
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
from .data import load_data
from .nobles import prison_kinds, ready_noble_ids
from .scoring import CATEGORIES, tiebreak
from .setup import new_game
from .state import GameState, Options
from .words import say

_, ngettext, N_ = i18n.domain("bruxelles_1897")

# the headings of assets/bruxelles_1897/rules.md that help (F1) opens for a decision;
# rules.de.md has the same headings in the same order, the catalog gives their German words
STEP_TOPICS = {
    "turn": N_("Your turn"),
    "sell": N_("Sale"),
    "build": N_("House: Construction"),
    "noble_now": N_("Noble: Influence"),
    "free": N_("Nobles"),
    "brussels": N_("Brussels"),
    "city_hall": N_("City Hall"),
    "park": N_("Cinquantenaire Park"),
}
SCORING_TOPICS = {"columns": N_("Columns"), "coats": N_("Coats of arms"),
                  "prison": N_("Brussels → prison")}

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

class BruxellesRules(GameRules):
    id = "bruxelles-1897"
    title = "Bruxelles 1897"
    description = "Art Nouveau card game: architects, coats of arms and Brussels (2-4)."
    min_players = 2
    max_players = 4
    Options = Options
    State = GameState
    Action = Action
    rules_asset = "bruxelles_1897/rules.md"

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

    def legal_actions(self, state: GameState, seat: int) -> list[BaseModel]:
        if seat not in flow.to_act(state):
            return []
        step = state.step
        player = state.seats[seat]
        if step == "turn":
            out: list[BaseModel] = [_place(*option) for option in pl.place_options(state, seat)]
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
            out = [_add(c, v) for c, v in pl.add_options(state, seat)]
            if pl.can_confirm(state):
                out.append(_CONFIRM)
            return out
        if step == "city_hall":
            return [_activate(n) for n in ready_noble_ids(player)] + [_SKIP]
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
        if step == "turn" and kind is Place:
            return pl.can_place_at(state, seat, action.card, action.value, action.row,
                                   action.col)
        if step == "turn" and kind is StartBrussels:
            return action.location in pl.brussels_starts(state, seat)
        if step == "turn" and kind is Pass:
            return True
        if step == "brussels" and kind is AddArchitect:
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
        return texts.refusal(state, seat, action)

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

    def describe(self, state: GameState, seat: int, action: BaseModel) -> str:
        return texts.describe(state, seat, action)

    # --- rounds, bounds, help -----------------------------------------------------------

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

    def round_number(self, state: GameState) -> int:
        return state.round

    def round_summary(self, before: GameState, after: GameState) -> list[str]:
        """The round's end in the parts the players confirm (see `summary`): columns
        with the last pass, then coats of arms, Brussels → prison, and the new round's
        grid and start player (or the final scoring)."""
        return summary.round_summary(before, after)

    def rules_topic(self, state: GameState, seat: int) -> str | None:
        """The heading of the rules (rules.md, or rules.de.md in German: the same headings
        in the same order) for the decision pending, in the current language."""
        return _(self._topic(state))

    def _topic(self, state: GameState) -> str:
        if state.phase == "over":
            return N_("End of the game")
        if state.phase == "scoring":
            if state.step == "choice" and state.queue:
                return N_("Columns") if state.queue[0].kind == "free" else N_("Brussels → prison")
            return SCORING_TOPICS.get(state.score_step, N_("Round scoring"))
        return STEP_TOPICS.get(state.step, N_("Your turn"))

    # --- optional ---------------------------------------------------------------------

    # The engine's strong bot: determinised samples per decision, each played on by the
    # greedy `heuristics.rollout_action` to the bot's next turn (`BotSettings.turns`, at most 8
    # decisions). Measured with 2 players against greedy (which sees through follow-up
    # questions, `heuristics.evaluate`): uniformly random rollouts of 2-16 decisions lost;
    # greedy-lite rollouts of 4 decisions won 21 of 40 (to the next turn: 24 of 40);
    # greedy rollouts to the next turn, 16 samples: 6 of 8; 32 samples: 21 of 24 and 11
    # of 12 against the strong bot of e4d5f64, at up to 1.25 s per move. The budget also
    # sets how many moves are searched (engine: 8 rollouts per move, so 16 samples
    # compared only the two greedy-best, often the same placement paid with two cards).
    # Rollouts without the legality checks (`play`), the coats and columns counted in one
    # pass and the twin placements tried once made a rollout about half as costly, so 32
    # samples fit: 35 of 40 against greedy and 32 of 40 against the strong bot of e4d5f64,
    # at most 787 ms of processor time per move on a heavily loaded machine. Those slowest
    # moves were Brussels, City Hall and scoring answers in round 4 (a long own turn with
    # many ready nobles before the rival's), so a decision other than a turn's opening
    # one gets 16 samples and an opening once every rival has passed 24 (`strong_budget`),
    # and City Hall costs less in the rollouts (`heuristics.rollout_action`): 34 of 40
    # against greedy (85%, Wilson 71-93%) and 32 of 40 against the strong bot of e4d5f64
    # (80%, 65-90%), at most 451 and 568 ms of processor time per move in those runs
    # (load average 5-6 on 2 cores; one decision's processor time varied 2.5x with load).
    # Issue 36: with the architects in hand valued as the turns they give
    # (`heuristics.ARCHITECT_IN_HAND`), 11 of 16 against the strong bot of 64d90c7 (69%,
    # Wilson 44-86%), at most 393 ms of processor time a move (load 12-16).
    bot_settings = BotSettings(samples=32, rollout=8, turns=1)

    def evaluate(self, state: GameState, seat: int) -> float:
        return heuristics.evaluate(self, state, seat)

    def strong_budget(self, state: GameState, seat: int, legal: list) -> int | None:
        return heuristics.strong_budget(state, seat)

    def determinize(self, state: GameState, seat: int, rng) -> GameState:
        return heuristics.determinize(state, rng)

    def rollout_action(self, state: GameState, seat: int, legal: list, rng):
        return heuristics.rollout_action(self, state, seat, legal, rng)

    def redact(self, state: GameState, seat: int) -> GameState:
        """Only the order of the draw piles is secret (rules §10): sort them."""
        return evolve(state, decks={k: sorted(v) for k, v in state.decks.items()})

    def reveals(self, before: BaseModel, action: BaseModel, after: BaseModel) -> bool:
        """A draw from a pile, a reshuffle or a new grid reveals cards: undo stops there."""
        return (
            getattr(before, "rng_counter", 0) != getattr(after, "rng_counter", 0)
            or getattr(before, "decks", None) != getattr(after, "decks", None)
            or getattr(before, "round", 0) != getattr(after, "round", 0)
        )

    def plays_itself(self, state: GameState, seat: int, action) -> bool:
        """A round-scoring step waits for the player's Enter: it is there to be read."""
        return not isinstance(action, Continue)

    def progress(self, state: GameState) -> str:
        if state.phase == "over":
            return _("game over")
        rounds = load_data().rounds.value
        if state.phase == "scoring":
            return say(_("round {n} of {total} · scoring"), n=state.round, total=rounds)
        return say(_("round {n} of {total}"), n=state.round, total=rounds)

    def prompt(self, state: GameState) -> str:
        """What is being decided now, for the screen's prompt line."""
        if state.phase == "over":
            return _("The game is over.")
        return texts.prompt(state, flow.to_act(state)[0])
