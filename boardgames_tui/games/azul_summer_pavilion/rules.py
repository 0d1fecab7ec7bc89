"""The rules object: the engine contract for Azul: Summer Pavilion.

It ties together setup (rules §7), the decision dispatch and the text the app shows.
The phase logic lives in taking.py (§9), placing.py (§10.2-10.4), turns.py (§10.1,
§10.5-§11) and scoring.py (§13).
"""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel

from boardgames_tui.engine import i18n
from boardgames_tui.engine.bot_settings import BotSettings
from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.engine.game import GameRules
from boardgames_tui.engine.rng import shuffled
from boardgames_tui.engine.scoring import ScoreSheet
from boardgames_tui.engine.state import evolve

from . import heuristics, scoring
from .actions import AzulAction, Pass, Place, Take, TakeBonus
from .bag import draw, refill_factories
from .components import board, constants
from .describe import auto_passed, describe_action, empty_hand_pass
from .placing import apply_place, is_legal_place, legal_places, space_of
from .state import AzulOptions, AzulState, clone, clone_for_take
from .summary import TOPIC_BONUS, TOPIC_PASS, TOPIC_PLACE, TOPIC_TAKE, round_lines
from .taking import apply_take, is_legal_take, legal_takes
from .turns import (
    after_take,
    apply_pass,
    end_phase2_turn,
    free_pass,
    is_legal_keep,
    legal_passes,
    settle_bonus,
    start_phase1,
    take_bonus_tile,
)
from .words import COLOUR_WORDS, colour_name, space_name

_, ngettext, N_ = i18n.domain("azul_summer_pavilion")


class AzulRules(GameRules):
    id: ClassVar[str] = "azul-summer-pavilion"
    title: ClassVar[str] = "Azul: Summer Pavilion"
    description: ClassVar[str] = (
        "Draft coloured tiles, pay for spaces on seven stars, with a new wild colour each round."
    )
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    Options = AzulOptions
    State = AzulState
    Action = AzulAction
    rules_asset: ClassVar[str] = "azul_summer_pavilion/rules.md"

    # The engine's strong bot: rollouts per decision, played by `rollout_action` until the
    # bot is to decide for the third time after its rival (`BotSettings.turns`), at most 16
    # decisions. The greedy playouts hardly depend on the dealt bag until the next round,
    # so the samples of one move mostly repeat each other: more of them buy little, a
    # longer look ahead buys a lot (the placements and passes that a take leads to, a
    # placement order over several turns). 64 rollouts let the search weigh the 8
    # greedy-best moves (40 gave 5). Against the e4d5f64 strong bot (issue 16), games
    # 0-15: 40 rollouts to the next turn won 52% (of 40), 64 to the next turn 11 of 16,
    # 64 to the third turn 15 of 16; a move takes at most about 0.4 s of processor time.
    # Issue 36, against the strong bot of 64d90c7 (64 rollouts to the third turn), games
    # 0-5: rollouts to the fourth turn (at most 22 decisions) won 1 and tied 1 of 6, so
    # the look-ahead stays; 128 rollouts instead: 6 of 12 and a tie (50%, Wilson 25-75%),
    # at most 0.68 s of processor time a move (load 12-16): not yet the 60% asked.
    bot_settings: ClassVar[BotSettings] = BotSettings(samples=128, rollout=16, turns=3)

    # --- setup --------------------------------------------------------------------

    def setup(self, players: list[str], seed: int, options: BaseModel) -> AzulState:
        """Rules §7: 132 tiles in the bag, 10 on the supply, 2n+1 factories of 4."""
        if not self.min_players <= len(players) <= self.max_players:
            raise ValueError(f"{self.title} takes 2-4 players, not {len(players)}")
        opts = (
            options
            if isinstance(options, AzulOptions)
            else AzulOptions.model_validate(
                options.model_dump() if isinstance(options, BaseModel) else options
            )
        )
        k = constants()
        n = len(players)
        tiles = [c for c in range(6) for _ in range(k.tiles_per_colour)]
        state = AzulState(
            players=list(players),
            seed=seed,
            rng_counter=1,
            side=opts.side,
            bag=shuffled(seed, 0, tiles),
            factories=[[0] * 6 for _ in range(k.factories_by_players[n])],
            supply=[None] * k.supply_spaces,
            hands=[[0] * 6 for _ in range(n)],
            corners=[[0] * 6 for _ in range(n)],
            boards=[[None] * 42 for _ in range(n)],
            passed=[False] * n,
            placement_points=[0] * n,
            penalties=[0] * n,
            start_scores=[k.start_score] * n,
        )
        for i in range(k.supply_spaces):
            state.supply[i] = draw(state)
        refill_factories(state)
        start_phase1(state)
        return state

    # --- decisions ----------------------------------------------------------------

    def to_act(self, state: AzulState) -> list[int]:
        return [] if state.phase == "over" else [state.current]

    def legal_actions(self, state: AzulState, seat: int) -> list[BaseModel]:
        if state.phase == "over" or seat != state.current:
            return []
        if state.phase == "take":
            return legal_takes(state)  # a fresh list
        if state.phase == "bonus":
            return [TakeBonus(space=i) for i, t in enumerate(state.supply) if t is not None]
        out = legal_places(state, seat)
        out += legal_passes(state, seat)
        return out

    def apply(self, state: AzulState, seat: int, action: BaseModel) -> AzulState:
        if state.phase == "over":
            raise IllegalAction("the game is over")
        if seat != state.current:
            raise IllegalAction(f"it is {state.players[state.current]}'s turn")
        if not self._is_legal(state, seat, action):
            raise IllegalAction(self._why_illegal(state, action))
        if isinstance(action, Take):
            new = clone_for_take(state)
            apply_take(new, seat, action)
            after_take(new)
        elif isinstance(action, Place):
            new = clone(state, board_seat=seat)
            owed = apply_place(new, seat, action)
            settle_bonus(new, owed)
        elif isinstance(action, TakeBonus):
            new = clone(state)
            take_bonus_tile(new, action.space)
        else:
            new = clone(state)
            apply_pass(new, seat, action)  # type: ignore[arg-type]
            end_phase2_turn(new)
        return new

    def forced_action(self, state: AzulState, seat: int, legal: list) -> BaseModel | None:
        """A player who cannot place any tile passes by themselves when passing asks
        nothing (turns.free_pass: keep every tile of four or fewer, D8)."""
        return free_pass(state, seat, legal) or super().forced_action(state, seat, legal)

    def _is_legal(self, state: AzulState, seat: int, action: BaseModel) -> bool:
        """Exactly `action in legal_actions(state, seat)`, without listing them all."""
        if isinstance(action, Take):
            return state.phase == "take" and is_legal_take(state, action)
        if isinstance(action, TakeBonus):
            return (
                state.phase == "bonus"
                and 0 <= action.space < len(state.supply)
                and state.supply[action.space] is not None
            )
        if isinstance(action, Place):
            return state.phase == "place" and is_legal_place(state, seat, action)
        if isinstance(action, Pass):
            return state.phase == "place" and is_legal_keep(
                state.hands[seat], state.round, action.keep
            )
        return False

    def _why_illegal(self, state: AzulState, action: BaseModel) -> str:
        """A reason a player understands for a refused action."""
        if state.phase == "take" and not isinstance(action, Take):
            return _("first take tiles from a factory or the centre")
        if state.phase == "bonus" and not isinstance(action, TakeBonus):
            return _("first choose your bonus tiles from the supply")
        if state.phase == "place" and isinstance(action, (Take, TakeBonus)):
            return _("tiles are being placed now: place a tile or pass")
        if isinstance(action, Take):
            return _(
                "you cannot take that: pick a colour present in a non-empty source "
                "(the wild colour only when the source holds nothing else)"
            )
        if isinstance(action, TakeBonus):
            return _("that supply space is empty")
        if isinstance(action, Place):
            return _(
                "you cannot place {colour} on {space}: "
                "the space must be empty, take that colour, and be paid with at least one real "
                "tile (plus wilds for the rest of the cost)"
            ).format(colour=colour_name(COLOUR_WORDS.index(action.colour))
                     if action.colour in COLOUR_WORDS else action.colour,
                     space=space_name(state.side, space_of(action)))
        if isinstance(action, Pass):
            return _("you may keep at most 4 of your own tiles (none in the last round)")
        return {"take": _("that is not a legal take decision now"),
                "place": _("that is not a legal place or pass decision now"),
                "bonus": _("that is not a legal bonus decision now")}[state.phase]

    def is_over(self, state: AzulState) -> bool:
        return state.phase == "over"

    def score_sheet(self, state: AzulState) -> ScoreSheet:
        return scoring.score_sheet(state)

    # --- text ---------------------------------------------------------------------

    def describe(self, state: AzulState, seat: int, action: BaseModel) -> str:
        """One log line in the game's words (words.py), plus who passed by themselves."""
        text = describe_action(state, seat, action)
        try:
            after = self.apply(state, seat, action)
        except IllegalAction:
            return text
        for other in auto_passed(state, seat, after):
            text += ". " + empty_hand_pass(state.players[other])
        return text

    # --- rounds, bounds and help topics -----------------------------------------------

    def max_decisions(self, players: int, options: BaseModel) -> int:
        """The most decisions any game can take, counted from the components.

        - Taking (rules §9): a round puts at most 4 tiles on each of the 2n+1 factories, and
          every take removes at least one tile from the factories and the centre (tiles a
          factory pushes to the centre stay on offer), so a round has at most 4 x (2n+1)
          takes; 6 rounds.
        - Placing (§10.2): every placement covers one of the 42 spaces of a board for good:
          at most 42 per player.
        - Bonus tiles (§10.5): each pick takes one owed tile, and tiles are owed only when a
          symbol is surrounded, once per symbol: 6 pillars x 1 + 6 statues x 2 + 6 windows
          x 3 = 36 per player.
        - Passing (§10.6): once per player per round (an empty hand passes by itself).

        Total: 6 x 4 x (2n+1) + (42 + 36 + 6) x n = 132n + 24 (288 for 2 players).
        """
        k = constants()
        takes = k.rounds * k.tiles_per_factory * k.factories_by_players[players]
        spaces = len(board().space_names)
        rewards = sum(k.bonus_reward[s.kind] for s in board().symbols)
        passes = k.rounds
        return takes + (spaces + rewards + passes) * players

    def round_number(self, state: AzulState) -> int:
        return min(state.round, constants().rounds)

    def round_summary(self, before: AzulState, after: AzulState) -> list[str]:
        """End of a round: what each player keeps (or the final bonuses); new round: the
        wild colour, the factories filled and who begins (rules §11, §13, D3)."""
        return round_lines(before, after)

    def rules_topic(self, state: AzulState, seat: int) -> str | None:
        """Headings of assets/azul_summer_pavilion/rules.md, one per kind of decision."""
        if state.phase == "over" or seat != state.current:
            return None
        if state.phase == "take":
            return _(TOPIC_TAKE)
        if state.phase == "bonus":
            return _(TOPIC_BONUS)
        if not legal_places(state, seat):
            return _(TOPIC_PASS)
        return _(TOPIC_PLACE)

    def progress(self, state: AzulState) -> str:
        if state.phase == "over":
            return _("game over")
        return _("round {round} of {rounds}").format(round=state.round, rounds=constants().rounds)

    # --- hidden information ---------------------------------------------------------

    def redact(self, state: AzulState, seat: int) -> AzulState:
        """Only the bag's order is secret (rules §14.13); its contents stay countable."""
        return evolve(state, bag=sorted(state.bag))

    def evaluate(self, state: AzulState, seat: int) -> float:
        """Score plus hand, star, number-set and symbol promise (heuristics.py)."""
        return heuristics.evaluate(state, seat)

    def determinize(self, state: AzulState, seat: int, rng) -> AzulState:
        """Only the bag order is hidden: shuffle it (and future tower pours)."""
        return heuristics.determinize(state, rng)

    def rollout_action(self, state: AzulState, seat: int, legal: list, rng) -> BaseModel:
        """The strong bot's playout move: the best by `evaluate` among the takes, bonus
        picks, placements and the one pass that keeps the most tiles.

        Uniform random playouts are useless here (most legal Phase 2 actions are passes
        that discard tiles, D8), so the rollouts play this one-move greedy policy instead.
        """
        best: BaseModel | None = None
        best_value = 0.0
        for action in heuristics.rollout_candidates(state, seat, legal):
            value = heuristics.evaluate(self.apply(state, seat, action), seat) + rng.random() * 1e-6
            if best is None or value > best_value:
                best, best_value = action, value
        if best is None:
            raise IllegalAction(f"{state.players[seat]} has no decision to make")
        return best

    def reveals(self, before: BaseModel, action: BaseModel, after: BaseModel) -> bool:
        """A draw from the pre-shuffled bag reveals tiles, as does a tower pour."""
        return (
            len(before.bag) != len(after.bag)  # type: ignore[attr-defined]
            or before.rng_counter != after.rng_counter  # type: ignore[attr-defined]
        )
