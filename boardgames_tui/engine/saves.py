"""JSON save files: atomic autosave, listing, loading, and setting damaged files aside.

A save is `{"format": "boardgames-tui-save", "version": N, "game", "players", "seed",
"options", "actions", "created", "updated"}`. Loading replays and validates every action.
A file that cannot be read, parsed, validated or replayed is renamed `*.broken` (never
deleted) and reported with the reason; nothing here raises for a bad file.
"""

from __future__ import annotations

import json
import os
import tempfile
import uuid
from dataclasses import dataclass
from pathlib import Path

import platformdirs
from pydantic import ValidationError

from .match import Match, MatchRecord
from .registry import UnknownGame, get_game

FORMAT = "boardgames-tui-save"
VERSION = 1
SUFFIX = ".json"


def saves_dir() -> Path:
    """`$BOARDGAMES_HOME/saves`, else the platform's user data dir."""
    home = os.environ.get("BOARDGAMES_HOME")
    base = Path(home) if home else Path(platformdirs.user_data_dir("boardgames-tui"))
    path = base / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def new_save_path(game_id: str) -> Path:
    return saves_dir() / f"{game_id}-{uuid.uuid4().hex[:10]}{SUFFIX}"


def to_json(match: Match) -> str:
    record = match.record.model_dump(mode="json")
    return json.dumps({"format": FORMAT, "version": VERSION, **record}, indent=1)


def write_atomic(path: Path, text: str) -> None:
    """Write to a temp file in the same folder, fsync, then os.replace: never half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save(match: Match, path: Path) -> None:
    write_atomic(path, to_json(match))


class SaveError(Exception):
    """A save file that cannot be used; `reason` says why in one line."""

    def __init__(self, path: Path, reason: str):
        super().__init__(f"{path.name}: {reason}")
        self.path = path
        self.reason = reason


def parse_save(text: str) -> MatchRecord:
    """Validate a save's text into a record; raises ValueError with a readable reason."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ValueError(f"not JSON ({exc.msg if hasattr(exc, 'msg') else exc})") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not a boardgames-tui save (no 'format' marker)")
    if data.get("version") != VERSION:
        raise ValueError(f"save version {data.get('version')!r} is not supported (need {VERSION})")
    body = {k: v for k, v in data.items() if k not in ("format", "version")}
    try:
        return MatchRecord.model_validate(body)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise ValueError(f"wrong save schema at {where}: {first['msg']}") from exc


def load(path: Path) -> Match:
    """Load and replay a save; raises SaveError with the reason."""
    try:
        raw = path.read_bytes()
        record = parse_save(raw.decode("utf-8"))
        game = get_game(record.game)
        return Match.replay(game, record)
    except UnicodeDecodeError:
        raise SaveError(path, "not a text file") from None
    except UnknownGame as exc:
        raise SaveError(path, str(exc.args[0])) from None
    except (OSError, ValueError) as exc:
        raise SaveError(path, str(exc).splitlines()[0]) from None
    except Exception as exc:  # a save must never crash the app: report whatever went wrong
        raise SaveError(path, f"cannot be loaded ({type(exc).__name__}: {exc})") from None


def set_aside(path: Path) -> Path:
    """Rename a damaged save to `*.broken` (numbered if that exists); never delete it."""
    target = path.with_name(path.name + ".broken")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.{n}.broken")
        n += 1
    os.replace(path, target)
    return target


def delete(path: Path) -> None:
    """Remove a save the player chose to throw away (damaged files are only set aside)."""
    path.unlink(missing_ok=True)


@dataclass
class SaveEntry:
    path: Path
    match: Match


@dataclass
class BrokenSave:
    path: Path
    moved_to: Path
    reason: str


def scan(include_finished: bool = False) -> tuple[list[SaveEntry], list[BrokenSave]]:
    """All saves, newest first; damaged ones are set aside and reported, not raised."""
    good: list[SaveEntry] = []
    broken: list[BrokenSave] = []
    for path in sorted(saves_dir().glob(f"*{SUFFIX}")):
        try:
            match = load(path)
        except SaveError as err:
            try:
                moved = set_aside(path)
            except OSError:
                moved = path
            broken.append(BrokenSave(path=path, moved_to=moved, reason=err.reason))
            continue
        if include_finished or not match.is_over():
            good.append(SaveEntry(path=path, match=match))
    good.sort(key=lambda e: e.match.record.updated, reverse=True)
    return good, broken
