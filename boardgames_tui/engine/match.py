"""A match: who plays, the seed, the options and the list of applied actions.

The current state is always setup + replay of the actions; it is cached, and undo
restores the cached state before the last action. Undo takes back the last decisions of
the seat still on turn, but never past an action that revealed hidden information or
handed the turn to someone else (architecture §Match, undo, saves).
"""

from __future__ import annotations

import json
from datetime import UTC, datetime

from pydantic import BaseModel, Field, ValidationError

from .errors import IllegalAction, option_error
from .game import GameRules


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class PlayerInfo(BaseModel):
    name: str
    seat: int
    bot: str | None = None  # None for a human, else the bot level
    colour: str | None = None  # a palette name chosen at setup; the UI picks a default


class LoggedAction(BaseModel):
    seat: int
    action: dict
    text: str = ""


class MatchRecord(BaseModel):
    """Everything a save file holds, before it is replayed."""

    game: str
    players: list[PlayerInfo]
    seed: int
    options: dict = Field(default_factory=dict)
    actions: list[LoggedAction] = Field(default_factory=list)
    created: str = Field(default_factory=now_iso)
    updated: str = Field(default_factory=now_iso)


def _parse_options(game: GameRules, data: dict | None) -> BaseModel:
    """The game's options; a bad one raises ValueError naming the option and its value."""
    try:
        return game.parse_options(data)
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

    def __init__(self, game: GameRules, record: MatchRecord):
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
        game: GameRules,
        names: list[str],
        seed: int,
        options: dict | None = None,
        bots: dict[int, str] | None = None,
        colours: list[str] | None = None,
    ) -> Match:
        if not game.min_players <= len(names) <= game.max_players:
            raise ValueError(
                f"{game.title} takes {game.min_players}-{game.max_players} players, "
                f"not {len(names)}"
            )
        bots = bots or {}
        colours = colours or [None] * len(names)
        players = [
            PlayerInfo(name=n, seat=i, bot=bots.get(i), colour=colours[i])
            for i, n in enumerate(names)
        ]
        opts = _parse_options(game, options).model_dump(mode="json")
        return cls(game, MatchRecord(game=game.id, players=players, seed=seed, options=opts))

    @classmethod
    def replay(cls, game: GameRules, record: MatchRecord) -> Match:
        """Rebuild a match from a record, validating every action (raises on the first bad one)."""
        n = len(record.players)
        if not game.min_players <= n <= game.max_players:
            raise ValueError(f"{game.title} cannot be played by {n} player{'s' * (n != 1)}")
        actions = list(record.actions)
        match = cls(game, record.model_copy(update={"actions": []}))
        for i, logged in enumerate(actions):
            try:
                action = game.parse_action(logged.action)
            except ValidationError as exc:
                err = exc.errors()[0]
                raise ValueError(
                    f"action {i + 1} cannot be replayed: {_what(logged)} is not a move of "
                    f"{game.title} ({err['msg']})") from None
            try:
                match.apply(logged.seat, action, touch=False)
            except IllegalAction as exc:
                raise ValueError(f"action {i + 1} cannot be replayed: {exc.reason}") from None
            except Exception as exc:  # any failure means this log is not a game we can rebuild
                detail = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
                raise ValueError(
                    f"action {i + 1} cannot be replayed: {match._why_not(logged, action)} "
                    f"({detail})") from exc
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
            return f"{_what(logged)} is a move {who} could make there, but the rules failed on it"
        return f"{_what(logged)} is not one of the moves {who} could make there"

    def _who(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else f"seat {seat}"

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

    def apply(self, seat: int, action: BaseModel, touch: bool = True) -> BaseModel:
        """Apply and record; raises IllegalAction and leaves the match unchanged."""
        if self.is_over():
            raise IllegalAction("the game is over")
        if seat not in self.to_act():
            raise IllegalAction(f"it is not {self._who(seat)}'s decision now")
        text = self.game.describe(self.state, seat, action)
        new_state = self.game.apply(self.state, seat, action)
        self.states.append(new_state)
        self.record.actions.append(
            LoggedAction(seat=seat, action=self.game.dump_action(action), text=text)
        )
        if touch:
            self.record.updated = now_iso()
        return new_state

    def can_undo(self) -> bool:
        """The last action may be taken back: same seat still deciding, nothing revealed."""
        n = len(self.record.actions)
        if n == 0:
            return False
        last = self.record.actions[-1]
        before, after = self.states[-2], self.states[-1]
        if self.game.reveals(before, self.game.parse_action(last.action), after):
            return False
        if self.game.is_over(after):
            return False
        return last.seat in self.game.to_act(after) and self.bot_level(last.seat) is None

    def undo(self) -> None:
        if not self.can_undo():
            raise IllegalAction("nothing to undo: the last decision is final")
        self.states.pop()
        self.record.actions.pop()
        self.record.updated = now_iso()

    def log_lines(self) -> list[str]:
        return [a.text for a in self.record.actions]
