"""A match being played in the app: every change is saved before anyone sees it.

Applying an action and undoing one both end in an atomic write of the whole save file,
so a crash or a closed terminal resumes exactly at the last applied action.

Forced single choices play themselves (setting `auto_play_forced`, on by default): after
each applied action and when the session starts, while the seat on turn is a human with
exactly one legal action (or one the game names: `SeatView.forced_action`), that action
is applied and logged as "the only choice". When several seats decide at once, only if
each of them has such a choice; never a step the game keeps for the player to read and
confirm (`SeatView.plays_itself`).
"""

from __future__ import annotations

import random
from pathlib import Path

from pydantic import BaseModel

from . import saves, settings
from .bots import Bot, GreedyBot, make_bot
from .errors import IllegalAction
from .game import AnyRules
from .i18n import _
from .match import Match
from .simulate import decision_limit


class Session:
    def __init__(self, match: Match, path: Path | None = None,
                 auto_play_forced: bool | None = None):
        """`auto_play_forced`: None reads it from the player's settings."""
        self.match = match
        self.path = path or saves.new_save_path(match.game.id)
        self._bots: dict[int, Bot] = {}
        self.save_error: str | None = None
        # While saves fail: the point of the last save that worked ("round 3"), shown on
        # screen until a save works again (a notice alone was wiped by the next banner).
        self.unsaved_since: str | None = None
        self._saved_at: str | None = None
        # Lines the session adds to the game's log, after that many decisions.
        self.notes: list[tuple[int, str]] = []
        if auto_play_forced is None:
            auto_play_forced = settings.load().auto_play_forced
        self.auto_play_forced = auto_play_forced
        self.play_forced()
        self.save()

    @property
    def game(self) -> AnyRules:
        return self.match.game

    def save(self) -> None:
        """Write the save; a failing disk is reported in `save_error` and `unsaved_since`
        (kept until a save works again, which the log then says), the game goes on."""
        try:
            saves.save(self.match, self.path)
        except OSError as exc:
            self.save_error = saves.saving_problem() or (
                _("Could not save to {path}: {why}. The game goes on; the next save that "
                  "works catches up.").format(path=self.path, why=exc.strerror or exc))
            if self.unsaved_since is None:
                self.unsaved_since = self._saved_at or _("the start")
        else:
            if self.unsaved_since is not None:
                self.notes.append((len(self.match.record.actions), _(
                    "Saved again: every decision since {since} is safe now.").format(
                    since=self.unsaved_since)))
            self.save_error = None
            self.unsaved_since = None
            self._saved_at = self._point()

    def _point(self) -> str:
        """Where the game is, as a player names it: "round 3" (or "decision 12")."""
        number = self.game.words.round_number(self.match.state)
        if number is not None:
            return _("round {number}").format(number=number)
        return _("decision {number}").format(number=len(self.match.record.actions))

    def log_lines(self) -> list[str]:
        """The game's log (`Match.log_lines`) with the session's own lines where they
        happened (a note after an undone decision goes with it)."""
        notes: dict[int, list[str]] = {}
        for after, text in self.notes:
            notes.setdefault(after, []).append(text)
        lines = list(notes.get(0, []))
        for i, logged in enumerate(self.match.record.actions, 1):
            lines += [logged.text, *logged.events, *notes.get(i, [])]
        return lines

    def apply(self, seat: int, action: BaseModel) -> BaseModel:
        """Apply (raises IllegalAction, nothing changes), play forced moves, autosave."""
        self.match.apply(seat, action)
        self.play_forced()
        self.save()
        return self.match.state

    def forced_move(self) -> tuple[int, BaseModel] | None:
        """(seat, action) that plays itself now, or None.

        A human seat on turn with exactly one legal action (or the one the game names,
        `SeatView.forced_action`); when several seats decide at once, only if every one
        of them has such a choice.
        """
        m = self.match
        if not self.auto_play_forced or m.is_over():
            return None
        on_turn = m.to_act()
        humans = [s for s in on_turn if m.bot_level(s) is None]
        if not humans:
            return None
        forced = {s: self.game.view.forced_action(m.state, s, m.legal_actions(s)) for s in on_turn}
        if any(action is None for action in forced.values()):
            return None
        seat, action = humans[0], forced[humans[0]]
        if action is None or not self.game.view.plays_itself(m.state, seat, action):
            return None  # a step the player is meant to read and confirm
        return seat, action

    def play_forced(self) -> int:
        """Apply forced moves until a real choice is due; how many were played."""
        played = 0
        limit = decision_limit(self.game, len(self.match.names), self.match.options)
        while played < limit and (move := self.forced_move()) is not None:
            try:
                self.match.apply(*move, auto=True)
            except IllegalAction:  # the rules refuse what they listed: leave it to the player
                break
            played += 1
        return played

    def undo(self, private_seen: bool = True) -> None:
        """Take back the last decision (see Match.can_undo); saved at once."""
        self.match.undo(private_seen)
        self.save()

    def human_seats_to_act(self) -> list[int]:
        return [s for s in self.match.to_act() if self.match.bot_level(s) is None]

    def bot_seats_to_act(self) -> list[int]:
        """The bots on turn that move by themselves (not one whose step is held)."""
        held = self.held_confirmation()
        return [s for s in self._bots_on_turn() if held is None or s != held[0]]

    def _bots_on_turn(self) -> list[int]:
        return [s for s in self.match.to_act() if self.match.bot_level(s) is not None]

    def held_confirmation(self) -> tuple[int, BaseModel] | None:
        """(bot seat, its only action) when a bot is on a step the game keeps to be read
        (`SeatView.plays_itself` is False: Bruxelles' round scoring, step by step) and
        people play: a bot would confirm it at once, so it is held for them to read and
        confirm in the bot's name (the screen offers it as their choice). None otherwise,
        and always when only bots play."""
        m = self.match
        if m.is_over() or all(m.bot_level(s) is not None for s in range(len(m.names))):
            return None
        for seat in self._bots_on_turn():
            legal = m.legal_actions(seat)
            if len(legal) == 1 and not self.game.view.plays_itself(m.state, seat, legal[0]):
                return seat, legal[0]
        return None

    def bot_choice(self, seat: int) -> BaseModel:
        """The action the bot in `seat` takes now; it sees only its redacted state."""
        level = self.match.bot_level(seat)
        assert level is not None, f"seat {seat} is not a bot"
        if seat not in self._bots:
            self._bots[seat] = make_bot(self.game, seat, level)
        rng = random.Random(f"{self.match.record.seed}:bot:{len(self.match.record.actions)}")
        state = self.game.view.redact(self.match.state, seat)
        return self._bots[seat].choose(state, self.match.legal_actions(seat), rng)

    def hint(self, seat: int) -> BaseModel:
        """What the greedy bot would do for `seat` now (it too sees only the redacted state)."""
        rng = random.Random(f"{self.match.record.seed}:hint:{len(self.match.record.actions)}")
        state = self.game.view.redact(self.match.state, seat)
        return GreedyBot(self.game, seat).choose(state, self.match.legal_actions(seat), rng)
