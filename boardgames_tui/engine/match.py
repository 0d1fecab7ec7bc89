"""A match: who plays, the seed, the options and the list of applied actions.

The current state is always setup + replay of the actions; it is cached, and undo
restores the cached state before the last action. The last decision of a turn can be
undone until the next player sees something private or acts, never past an action that
revealed hidden information (see `can_undo`; architecture §Match, undo, saves).
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from . import words
from .errors import IllegalAction, option_error
from .game import AnyRules
from .i18n import _, ngettext, title


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class PlayerInfo(BaseModel):
    name: str
    seat: int
    bot: str | None = None  # None for a human, else the bot level
    colour: str | None = None  # a palette name chosen at setup; the UI picks a default


class LoggedAction(BaseModel):
    seat: int
    action: dict[str, Any]
    text: str = ""
    # What happened by itself after it (round separator, round summary). Recomputed on
    # replay, never trusted from the file; saves without it load as before.
    events: list[str] = Field(default_factory=list)
    # True if it played itself: its seat had this one choice only (Session).
    auto: bool = False


class MatchRecord(BaseModel):
    """Everything a save file holds, before it is replayed."""

    game: str
    players: list[PlayerInfo]
    seed: int
    options: dict[str, Any] = Field(default_factory=dict)
    actions: list[LoggedAction] = Field(default_factory=list)
    created: str = Field(default_factory=now_iso)
    updated: str = Field(default_factory=now_iso)
    # the move analysis (engine/analysis.py), stored once computed; absent in older saves
    analysis: dict[str, Any] | None = None


def _parse_options(game: AnyRules, data: dict[str, Any] | None) -> BaseModel:
    """The game's options; a bad one raises ValueError naming the option and its value."""
    try:
        options: BaseModel = game.parse_options(data)
        return options
    except ValidationError as exc:
        raise ValueError(option_error(game.Options, exc)) from None


def _what(logged: LoggedAction) -> str:
    """A logged action as the save names it: its log line, else its data (cut short)."""
    if logged.text:
        return f'"{logged.text}"'
    data = json.dumps(logged.action, sort_keys=True)
    return data if len(data) <= 60 else data[:59] + "…"


class Match:
    """Live match: the record plus the states it produces."""

    def __init__(self, game: AnyRules, record: MatchRecord):
        self.game = game
        self.record = record
        self.options = _parse_options(game, record.options)
        # states[i] is the state after i actions; kept for undo and the log.
        self.states: list[BaseModel] = [
            game.setup([p.name for p in record.players], record.seed, self.options)
        ]

    # --- construction ---------------------------------------------------------------

    @classmethod
    def new(
        cls,
        game: AnyRules,
        names: list[str],
        seed: int,
        options: dict[str, Any] | None = None,
        bots: dict[int, str] | None = None,
        colours: list[str] | None = None,
    ) -> Match:
        if not game.min_players <= len(names) <= game.max_players:
            raise ValueError(
                _("{game} takes {low}-{high} players, not {count}").format(
                    game=title(game), low=game.min_players, high=game.max_players,
                    count=len(names)))
        bots = bots or {}
        shown: list[str | None] = list(colours) if colours else [None] * len(names)
        players = [
            PlayerInfo(name=n, seat=i, bot=bots.get(i), colour=shown[i])
            for i, n in enumerate(names)
        ]
        opts = _parse_options(game, options).model_dump(mode="json")
        return cls(game, MatchRecord(game=game.id, players=players, seed=seed, options=opts))

    @classmethod
    def replay(cls, game: AnyRules, record: MatchRecord) -> Match:
        """Rebuild a match from a record, validating every action (raises on the first bad one)."""
        n = len(record.players)
        if not game.min_players <= n <= game.max_players:
            raise ValueError(ngettext("{game} cannot be played by {count} player",
                                      "{game} cannot be played by {count} players", n).format(
                game=title(game), count=n))
        actions = list(record.actions)
        match = cls(game, record.model_copy(update={"actions": []}))
        bound = game.max_decisions(n, match.options)
        if bound is not None and len(actions) > bound:  # refused before a long replay
            raise ValueError(_("it holds {count} decisions, more than any game of {game} can "
                               "have ({bound})").format(count=len(actions), game=title(game),
                                                        bound=bound))
        for i, logged in enumerate(actions):
            try:
                action = game.parse_action(logged.action)
            except ValidationError as exc:
                err = exc.errors()[0]
                raise ValueError(_("action {number} cannot be replayed: {what} is not a move of "
                                   "{game} ({why})").format(number=i + 1, what=_what(logged),
                                                            game=title(game), why=err["msg"])
                                 ) from None
            try:
                match.apply(logged.seat, action, touch=False, auto=logged.auto)
            except IllegalAction as exc:
                raise ValueError(_("action {number} cannot be replayed: {why}").format(
                    number=i + 1, why=exc.reason)) from None
            except Exception as exc:  # any failure means this log is not a game we can rebuild
                detail = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
                raise ValueError(_("action {number} cannot be replayed: {why} ({detail})").format(
                    number=i + 1, why=match._why_not(logged, action), detail=detail)) from exc
        match.record.created = record.created
        match.record.updated = record.updated
        return match

    # --- queries ----------------------------------------------------------------------

    def _why_not(self, logged: LoggedAction, action: BaseModel) -> str:
        """Why a logged action that made the rules fail cannot be applied here."""
        who = self._who(logged.seat)
        try:
            legal = action in self.legal_actions(logged.seat)
        except Exception:  # the rules fail on this state too: say what we know
            legal = False
        if legal:
            return _("{what} is a move {name} could make there, but the rules failed on "
                     "it").format(what=_what(logged), name=who)
        return _("{what} is not one of the moves {name} could make there").format(
            what=_what(logged), name=who)

    def _who(self, seat: int) -> str:
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return _("seat {number}").format(number=seat)  # a seat the game does not have

    @property
    def state(self) -> BaseModel:
        return self.states[-1]

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.record.players]

    def to_act(self) -> list[int]:
        return self.game.to_act(self.state)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def legal_actions(self, seat: int) -> list[BaseModel]:
        return self.game.legal_actions(self.state, seat)

    def bot_level(self, seat: int) -> str | None:
        return self.record.players[seat].bot

    # --- changes ----------------------------------------------------------------------

    def apply(self, seat: int, action: BaseModel, touch: bool = True,
              auto: bool = False) -> BaseModel:
        """Apply and record; raises IllegalAction and leaves the match unchanged.

        `auto`: the decision played itself (the seat's only choice); its log line says so.
        """
        if self.is_over():
            raise IllegalAction(_("the game is over"))
        if seat not in self.to_act():
            raise IllegalAction(_("it is not {name}'s decision now").format(name=self._who(seat)))
        before = self.state
        text = self.game.words.describe(before, seat, action)
        if auto:
            text = _(words.ONLY_CHOICE).format(action=text)
        new_state: BaseModel = self.game.apply(before, seat, action)
        self.states.append(new_state)
        self.record.actions.append(LoggedAction(
            seat=seat, action=self.game.dump_action(action), text=text,
            events=self.events_between(before, new_state), auto=auto,
        ))
        if touch:
            self.record.updated = now_iso()
        return new_state

    def events_between(self, before: BaseModel, after: BaseModel) -> list[str]:
        """The round separator (when the round changed) and the game's round summary."""
        events = list(self.game.words.round_summary(before, after))
        number = self.game.words.round_number(after)
        if number is not None and number != self.game.words.round_number(before):
            events.insert(0, _(words.ROUND_SEPARATOR).format(number=number))
        return events

    def _undo_chain(self) -> int:
        """How many actions one undo takes back: the last decision a person made, with
        the forced moves that played themselves and the bots' replies after it; 0 if no
        person has decided yet."""
        n = len(self.record.actions)
        k = n
        while k > 0 and (self.record.actions[k - 1].auto
                         or self.bot_level(self.record.actions[k - 1].seat) is not None):
            k -= 1
        return n - k + 1 if k > 0 else 0

    def can_undo(self, private_seen: bool = True) -> bool:
        return self.undo_problem(private_seen) is None

    def undo_problem(self, private_seen: bool = True) -> str | None:
        """Why the last decision cannot be taken back now, or None when it can (with the
        forced moves and the bots' replies played after it).

        `private_seen=False`: the next player has not yet passed the pass-the-keyboard
        screen, so their private decision has not been shown and does not stop the undo.

        Nothing taken back may have revealed anything (a draw, a refill from the bag), and
        the game must not be over. Then either that person is still to act, or every other
        person to act now has neither acted nor seen anything private (a bot on turn is
        taken back with the rest: its reply is played again).
        """
        chain = self._undo_chain()
        if chain == 0:
            return _("no decision has been made yet")
        n = len(self.record.actions)
        decision = self.record.actions[n - chain]
        after = self.states[-1]
        if self.game.is_over(after):
            return _("the game is over")
        for i in range(n - chain, n):
            logged = self.record.actions[i]
            action = self.game.parse_action(logged.action)
            if self.game.reveals(self.states[i], action, self.states[i + 1]):
                if self.bot_level(logged.seat) is not None:
                    return _("a computer player's reply after it revealed something "
                             "hidden")
                return _("that decision revealed something hidden")
        now = self.game.to_act(after)
        if decision.seat in now:
            return None
        if all(self.bot_level(s) is not None
               or not (private_seen and self.game.view.private_decision(after, s)) for s in now):
            return None
        return _("the next player has already seen something private")

    def undo(self, private_seen: bool = True) -> None:
        """Take back the last decision and the forced moves played after it."""
        problem = self.undo_problem(private_seen)
        if problem:
            raise IllegalAction(_("Nothing to undo: {why}.").format(why=problem))
        for _step in range(self._undo_chain()):
            self.states.pop()
            self.record.actions.pop()
        self.record.updated = now_iso()

    def log_lines(self) -> list[str]:
        """Each action's line followed by what happened by itself after it."""
        return [line for a in self.record.actions for line in (a.text, *a.events)]
