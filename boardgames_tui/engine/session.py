"""A match being played in the app: every change is saved before anyone sees it.

Applying an action and undoing one both end in an atomic write of the whole save file,
so a crash or a closed terminal resumes exactly at the last applied action.
"""

from __future__ import annotations

import random
from pathlib import Path

from pydantic import BaseModel

from . import saves
from .bots import Bot, GreedyBot, make_bot
from .match import Match


class Session:
    def __init__(self, match: Match, path: Path | None = None):
        self.match = match
        self.path = path or saves.new_save_path(match.game.id)
        self._bots: dict[int, Bot] = {}
        self.save_error: str | None = None
        self.save()

    @property
    def game(self):
        return self.match.game

    def save(self) -> None:
        """Write the save; a failing disk is reported in `save_error`, the game goes on."""
        try:
            saves.save(self.match, self.path)
        except OSError as exc:
            self.save_error = saves.saving_problem() or (
                f"Could not save to {self.path}: {exc.strerror or exc}. The game goes on; "
                f"the next save that works catches up.")
        else:
            self.save_error = None

    def apply(self, seat: int, action: BaseModel) -> BaseModel:
        """Apply (raises IllegalAction, nothing changes) and autosave."""
        state = self.match.apply(seat, action)
        self.save()
        return state

    def undo(self) -> None:
        self.match.undo()
        self.save()

    def human_seats_to_act(self) -> list[int]:
        return [s for s in self.match.to_act() if self.match.bot_level(s) is None]

    def bot_seats_to_act(self) -> list[int]:
        return [s for s in self.match.to_act() if self.match.bot_level(s) is not None]

    def bot_choice(self, seat: int) -> BaseModel:
        """The action the bot in `seat` takes now; it sees only its redacted state."""
        level = self.match.bot_level(seat)
        assert level is not None, f"seat {seat} is not a bot"
        if seat not in self._bots:
            self._bots[seat] = make_bot(self.game, seat, level)
        rng = random.Random(f"{self.match.record.seed}:bot:{len(self.match.record.actions)}")
        state = self.game.redact(self.match.state, seat)
        return self._bots[seat].choose(state, self.match.legal_actions(seat), rng)

    def hint(self, seat: int) -> BaseModel:
        """What the greedy bot would do for `seat` now (it too sees only the redacted state)."""
        rng = random.Random(f"{self.match.record.seed}:hint:{len(self.match.record.actions)}")
        state = self.game.redact(self.match.state, seat)
        return GreedyBot(self.game, seat).choose(state, self.match.legal_actions(seat), rng)
