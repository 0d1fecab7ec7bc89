"""What players read about a game, apart from its rules (the `words` of a rules object).

The log line of each decision, what happened by itself between decisions, the round and
the progress of a game, the prompt of the decision at hand, the section of the rules that
explains it, and the rules text itself. The rules object never needs any of these to
decide what is legal, so they live here and a game's screen, the log, the replay and the
analysis ask them through `rules.words`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Generic

from . import i18n
from .assets import asset_path
from .type_params import ActionT, RulesAsked, StateT


class GameWords(ABC, Generic[StateT, ActionT]):
    """Subclass per game; `describe` is the one a game must give."""

    def __init__(self, rules: RulesAsked) -> None:
        self.rules = rules

    @abstractmethod
    def describe(self, state: StateT, seat: int, action: ActionT) -> str:
        """One log line for `action` taken by `seat` in `state` (before applying)."""

    def describe_own(self, state: StateT, seat: int, action: ActionT) -> str:
        """`describe` as `seat` itself reads it: its own secret choices named (the log
        line keeps them secret from the others). The move analysis uses it."""
        return self.describe(state, seat, action)

    def round_number(self, state: StateT) -> int | None:
        """The round `state` is in (1 for the first), or None for a game without rounds.

        The app draws a round separator in the log and a banner when it changes, and the
        replay pages by round.
        """
        return None

    def round_summary(self, before: StateT, after: StateT) -> list[str]:
        """What happened by itself between two states, one player-readable line each.

        Empty unless a round ended or began in between; then e.g. the round's scoring,
        income per player, refills, new cards on offer, who starts. The app logs these
        lines after the action that caused them and shows them in the round banner.
        """
        return []

    def prompt(self, state: StateT) -> str:
        """What is being decided now, in a few words, for a screen's prompt line; empty
        when the game's screen words its prompts itself."""
        return ""

    def rules_topic(self, state: StateT, seat: int) -> str | None:
        """The heading (as written in the in-app rules) of the section about the decision
        `seat` has pending, so help can open there. None: help shows the rules from the top.
        """
        return None

    def progress(self, state: StateT) -> str:
        """ActionT short progress label for the resume list ("round 3 of 6")."""
        return ""

    def rules_text(self) -> str:
        """The rules in the current language: `rules.<lang>.md` beside `rules_asset` when
        it exists, else the English `rules_asset`."""
        if not self.rules.rules_asset:
            return i18n.title(self.rules)
        return i18n.localized(asset_path(self.rules.rules_asset)).read_text(encoding="utf-8")
