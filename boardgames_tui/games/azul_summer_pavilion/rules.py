"""The rules object: the engine contract for Azul: Summer Pavilion.

It ties together setup (rules §7), the decision dispatch and the text the app shows.
The phase logic lives in taking.py (§9), placing.py (§10.2-10.4), turns.py (§10.1,
§10.5-§11) and scoring.py (§13).
"""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel

from boardgames_tui.engine import i18n
from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.engine.game import GameRules
from boardgames_tui.engine.scoring import ScoreSheet

from . import scoring
from .actions import AzulAction, Pass, Place, Take, TakeBonus
from .bots import AzulBots
from .components import board, constants
from .describe import AzulWords
from .hidden import AzulView
from .placing import apply_place, is_legal_place, legal_places, space_of
from .setup import new_game
from .state import AzulOptions, AzulState, clone, clone_for_take
from .taking import apply_take, is_legal_take, legal_takes
from .turns import (
    after_take,
    apply_pass,
    end_phase2_turn,
    is_legal_keep,
    legal_passes,
    settle_bonus,
    take_bonus_tile,
)
from .words import COLOUR_WORDS, colour_name, space_name

_, ngettext, N_ = i18n.domain("azul_summer_pavilion")


class AzulRules(GameRules[AzulState, AzulAction, AzulOptions]):
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
    Words = AzulWords
    View = AzulView
    Bots = AzulBots


    # --- setup --------------------------------------------------------------------

    def setup(self, players: list[str], seed: int, options: AzulOptions) -> AzulState:
        if not self.min_players <= len(players) <= self.max_players:
            raise ValueError(f"{self.title} takes 2-4 players, not {len(players)}")
        return new_game(players, seed, options)

    # --- decisions ----------------------------------------------------------------

    def to_act(self, state: AzulState) -> list[int]:
        return [] if state.phase == "over" else [state.current]

    def legal_actions(self, state: AzulState, seat: int) -> list[AzulAction]:
        if state.phase == "over" or seat != state.current:
            return []
        if state.phase == "take":
            return list(legal_takes(state))  # a fresh list
        if state.phase == "bonus":
            return [TakeBonus(space=i) for i, t in enumerate(state.supply) if t is not None]
        out: list[AzulAction] = [*legal_places(state, seat)]
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

    # --- bounds ---------------------------------------------------------------------

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

    def reveals(self, before: AzulState, action: AzulAction, after: AzulState) -> bool:
        """A draw from the pre-shuffled bag reveals tiles, as does a tower pour."""
        return len(before.bag) != len(after.bag) or before.rng_counter != after.rng_counter
