"""The table's history: an index of finished games, and statistics per player name.

The save files stay the source of truth. The index (`history.sqlite` in the data folder,
standard-library sqlite3) only remembers what their replay gave, keyed by file, size and
modification time, so listing a hundred finished games does not replay a hundred games.
A missing index is built from the saves; a damaged one is set aside (`*.broken`) and
rebuilt, and the caller is told so. Nothing is ever lost: deleting the index loses nothing.
"""

from __future__ import annotations

import json
import os
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import saves
from .i18n import _, title
from .match import Match

SCHEMA = 2  # 2: winner names kept (a solo rival is no seat)
FILE_NAME = "history.sqlite"


@dataclass
class FinishedGame:
    path: str
    game: str  # the game's id
    title: str
    finished: str  # ISO date and time of the last decision
    players: list[str]
    bots: list[str | None]
    scores: list[int]
    winners: list[int]  # seats (-1: a solo rival)
    decisions: int
    rounds: int | None
    winner_names: list[str]  # a solo rival by its name ("the Illustrious Architect")


@dataclass
class PlayerStats:
    name: str  # a person's name; for a bot, its level's id ("greedy")
    games: int = 0
    wins: int = 0
    total_score: int = 0
    best_score: int | None = None
    per_game: dict[str, PlayerStats] = field(default_factory=dict)
    bot: str | None = None  # the level of a bot's line; None for a person

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average_score(self) -> float:
        return self.total_score / self.games if self.games else 0.0

    def add(self, score: int, won: bool) -> None:
        self.games += 1
        self.wins += int(won)
        self.total_score += score
        self.best_score = score if self.best_score is None else max(self.best_score, score)

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "bot": self.bot, "games": self.games, "wins": self.wins,
               "win_rate": round(self.win_rate, 3), "average_score": round(self.average_score, 1),
               "best_score": self.best_score}
        if self.per_game:
            out["per_game"] = {g: s.as_dict() for g, s in sorted(self.per_game.items())}
        return out


def index_path() -> Path:
    return saves.saves_dir().parent / FILE_NAME


def _connect(path: Path) -> sqlite3.Connection:
    db = sqlite3.connect(path, timeout=5)
    db.execute(
        "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    db.execute(
        "CREATE TABLE IF NOT EXISTS games (path TEXT PRIMARY KEY, size INTEGER, mtime REAL,"
        " finished INTEGER NOT NULL, record TEXT)")
    row = db.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
    if row is None:
        db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA),))
    elif row[0] != str(SCHEMA):
        raise sqlite3.DatabaseError(f"index schema {row[0]} is not {SCHEMA}")
    db.commit()
    return db


def _summary(path: Path, match: Match) -> FinishedGame:
    game = match.game
    sheet = game.score_sheet(match.state)
    by_seat = {r.seat: r.total for r in sheet.rows}
    players = match.record.players
    return FinishedGame(
        path=str(path), game=game.id, title=game.title, finished=match.record.updated,
        players=[p.name for p in players], bots=[p.bot for p in players],
        scores=[by_seat.get(p.seat, 0) for p in players], winners=list(sheet.winners),
        decisions=len(match.record.actions), rounds=game.words.round_number(match.state),
        winner_names=[next(r.name for r in sheet.rows if r.seat == s) for s in sheet.winners],
    )


def shown_title(game: FinishedGame) -> str:
    """A finished game's title in the current language (the index keeps the English)."""
    from .registry import UnknownGame, entry

    try:
        return title(entry(game.game))
    except UnknownGame:
        return game.title


class History:
    """The index of finished games; `notes` says what had to be repaired, in words."""

    def __init__(self, path: Path | None = None):
        self.path = path or index_path()
        self.notes: list[str] = []

    def _open(self) -> sqlite3.Connection:
        try:
            return _connect(self.path)
        except sqlite3.DatabaseError as exc:
            moved = self.path.with_name(self.path.name + ".broken")
            try:
                os.replace(self.path, moved)
            except OSError:
                self.path.unlink(missing_ok=True)
            self.notes.append(
                _("The history index was damaged ({why}); it was rebuilt from the save "
                  "files.").format(why=exc))
            return _connect(self.path)

    def sync(self) -> list[FinishedGame]:
        """Bring the index up to date with the saves folder; the finished games, newest first."""
        folder = saves.saves_dir()
        # a missing index (the first visit, say) is built without a word: nothing is lost
        try:
            db = self._open()
        except (sqlite3.Error, OSError) as exc:  # e.g. a read-only data folder: work from saves
            self.notes.append(_("The history index cannot be written ({why}); read from the "
                                "saves.").format(why=exc))
            db = sqlite3.connect(":memory:")
            db.execute("CREATE TABLE games (path TEXT PRIMARY KEY, size INTEGER, mtime REAL,"
                       " finished INTEGER NOT NULL, record TEXT)")
        with db:
            known = {row[0]: (row[1], row[2]) for row in
                     db.execute("SELECT path, size, mtime FROM games")}
            present = set()
            for path in sorted(folder.glob(f"*{saves.SUFFIX}")):
                try:
                    st = path.lstat()
                except OSError:
                    continue
                if not path.is_file() or path.is_symlink():
                    continue
                key = str(path)
                present.add(key)
                if known.get(key) == (st.st_size, st.st_mtime):
                    continue
                try:
                    match = saves.load(path)
                except saves.SaveError:
                    continue  # the app's scan reports and sets damaged saves aside
                finished = match.is_over()
                record = json.dumps(_summary(path, match).__dict__) if finished else None
                db.execute("INSERT OR REPLACE INTO games VALUES (?, ?, ?, ?, ?)",
                           (key, st.st_size, st.st_mtime, int(finished), record))
            for gone in set(known) - present:
                db.execute("DELETE FROM games WHERE path = ?", (gone,))
            rows = db.execute("SELECT record FROM games WHERE finished = 1").fetchall()
        db.close()
        games = [FinishedGame(**json.loads(r[0])) for r in rows]
        games.sort(key=lambda g: g.finished, reverse=True)
        return games


def statistics(games: list[FinishedGame]) -> list[PlayerStats]:
    """Per person (by name), then per bot level: games, wins, win rate, average and best
    score, overall and per game.

    A bot counts under its level, never under its seat's name, so a person called Ben and
    a bot seated as Ben are two lines. A shared win is a win for each.
    """
    from .bots import LEVELS

    players: dict[tuple[str, str], PlayerStats] = {}
    for g in games:
        bots = list(g.bots) + [None] * len(g.players)
        for seat, name in enumerate(g.players):
            won = seat in g.winners
            score = g.scores[seat]
            level = bots[seat]
            key = ("bot", level) if level else ("person", name)
            overall = players.setdefault(key, PlayerStats(level or name, bot=level))
            overall.add(score, won)
            overall.per_game.setdefault(g.game, PlayerStats(level or name, bot=level)).add(
                score, won)
    order = list(LEVELS)

    def rank(p: PlayerStats) -> tuple[int, int, int, float, str]:
        if p.bot:  # the bots after the people, weakest first
            return (1, order.index(p.bot) if p.bot in order else len(order), 0, 0, p.name)
        return (0, 0, -p.wins, -p.win_rate, p.name)

    return sorted(players.values(), key=rank)


def player_label(stats: PlayerStats) -> str:
    """A line of the statistics as the player reads it: a name, or "Bot: Expert"."""
    from .bot_levels import level_name

    if stats.bot:
        return _("Bot: {level}").format(level=level_name(stats.bot))
    return stats.name


def seat_label(game: FinishedGame, seat: int) -> str:
    """A seat of a finished game by name, marked when a bot played it: "Ben (bot)"."""
    name = game.players[seat]
    return _("{name} (bot)").format(name=name) if seat < len(game.bots) and game.bots[seat] \
        else name
