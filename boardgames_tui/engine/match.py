"""A match: who plays, the seed, the options and the list of applied actions.

The current state is always setup + replay of the actions; it is cached, and undo
restores the cached state before the last action. Undo takes back the last decisions of
the seat still on turn, but never past an action that revealed hidden information or
handed the turn to someone else (architecture §Match, undo, saves).
"""

from __future__ import annotations

from datetime import UTC, datetime

from pydantic import BaseModel, Field

from .errors import IllegalAction
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
    # the move analysis (engine/analysis.py), stored once computed; absent in older saves
    analysis: dict | None = None


class Match:
    """Live match: the record plus the states it produces."""

    def __init__(self, game: GameRules, record: MatchRecord):
        self.game = game
        self.record = record
        self.options = game.parse_options(record.options)
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
        opts = game.parse_options(options).model_dump(mode="json")
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
                match.apply(logged.seat, action, touch=False)
            except Exception as exc:  # any failure means this log is not a game we can rebuild
                reason = exc.reason if isinstance(exc, IllegalAction) else (
                    str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
                raise ValueError(f"action {i + 1} cannot be replayed: {reason}") from exc
        match.record.created = record.created
        match.record.updated = record.updated
        return match

    # --- queries ----------------------------------------------------------------------

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
            who = self.names[seat] if 0 <= seat < len(self.names) else f"seat {seat}"
            raise IllegalAction(f"it is not {who}'s decision now")
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
