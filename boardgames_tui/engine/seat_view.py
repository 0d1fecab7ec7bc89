"""What one seat may see of a game (the `view` of a rules object).

Hot-seat play, saves, the replay, the bots and the browser all show a seat only what its
player may know at the table. The default hides nothing, which is right for games
without hidden information; a game with secret hands or decks subclasses it.
"""

from __future__ import annotations

from typing import Any, Generic

from .type_params import RulesAsked, StateT


class SeatView(Generic[StateT]):
    def __init__(self, rules: RulesAsked) -> None:
        self.rules = rules

    def redact(self, state: StateT, seat: int) -> StateT:
        """What `seat` may see. Games with hidden information override this."""
        return state

    def private_decision(self, state: StateT, seat: int) -> bool:
        """True if `seat`'s pending decision shows private information on screen.

        The app shows the pass-the-keyboard screen before such a decision.
        """
        return False

    def forced_action(self, state: StateT, seat: int, legal: list[Any]) -> Any | None:
        """The action of `seat` that plays itself, given its `legal` actions, or None.

        By default the only legal action. A game may name one where every other never
        helps and its rules decisions say the app takes it for the player (Azul: a pass
        that keeps every tile of a hand of four or fewer, D8), so that move too comes from
        the session's one mechanism for forced moves (engine/session.py), not a screen.
        """
        return legal[0] if len(legal) == 1 else None

    def plays_itself(self, state: StateT, seat: int, action: Any) -> bool:
        """May `action`, the only legal action of `seat`, be made without the player?

        The app plays forced single choices by itself (a setting turns this off). ActionT game
        returns False for a one-choice step that exists to show something to read first
        (a round's scoring, step by step), so the player confirms it.
        """
        return True
