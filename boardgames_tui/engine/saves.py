"""JSON save files: atomic autosave, listing, loading, and setting damaged files aside.

A save is `{"format": "boardgames-tui-save", "version": N, "game", "players", "seed",
"options", "actions", "created", "updated"}`. Loading replays and validates every action.
A file that cannot be parsed, validated or replayed, or is larger than any real game,
is renamed `*.broken` (never deleted) and reported with the reason. A file that is
there but cannot be read (no permission), is not a regular file (a named pipe, a
device) or is a link out of the saves folder is reported and left alone. Nothing here
raises for a bad file, blocks on one, or reads more than `MAX_SAVE_BYTES` of it.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
import uuid
from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError

from .data_folder import data_dir
from .i18n import N_, _
from .match import Match, MatchRecord
from .registry import UnknownGame, get_game

FORMAT = "boardgames-tui-save"
VERSION = 1
SUFFIX = ".json"
TEMP_PREFIX = ".tmp-"

# The largest saves real games produce (random play, longest player names, measured with
# the five games at their largest player counts): Castles with 4 players about 80 kB
# (515 decisions), Rococo with 5 players about 57 kB, the others under 30 kB; a decision
# takes about 150 bytes. 4 MiB is fifty times the largest (some 27,000 decisions): no
# game comes near it, and a file that large is refused at once, without reading it whole.
MAX_SAVE_BYTES = 4 * 1024 * 1024


def saves_dir() -> Path:
    """`data_dir()/saves`, created if it can be; never raises (see `saving_problem`)."""
    path = data_dir() / "saves"
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # a read-only data folder: the game goes on unsaved, `saving_problem` says why
    return path


def saving_problem() -> str | None:
    """Why games cannot be saved now (one sentence), or None if the saves folder works.

    Tried for real (create the folder, write and remove a file), so a read-only disk or
    folder is found whoever runs the app.
    """
    path = data_dir() / "saves"
    lost = _("You can play on, but a game is lost when you leave it.")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return _("Games cannot be saved: the saves folder {path} cannot be created "
                 "({why}). {lost}").format(path=path, why=exc.strerror or exc, lost=lost)
    try:
        fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, dir=path)
        os.close(fd)
        os.unlink(tmp)
    except OSError as exc:
        return _("Games cannot be saved: nothing can be written in the saves folder {path} "
                 "({why}). {lost}").format(path=path, why=exc.strerror or exc, lost=lost)
    return None


def new_save_path(game_id: str) -> Path:
    return saves_dir() / f"{game_id}-{uuid.uuid4().hex[:10]}{SUFFIX}"


def to_json(match: Match) -> str:
    record = match.record.model_dump(mode="json")
    return json.dumps({"format": FORMAT, "version": VERSION, **record}, indent=1)


def write_atomic(path: Path, text: str) -> None:
    """Write to a temp file in the same folder, fsync, then os.replace: never half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, dir=path.parent)
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
    """A save file that cannot be used; `reason` says why in one line.

    `damaged` is False when the file itself may be fine but cannot be read here (no
    permission, not a regular file, a link out of the saves folder): such a file is left
    alone, not renamed.
    """

    def __init__(self, path: Path, reason: str, damaged: bool = True):
        super().__init__(f"{path.name}: {reason}")
        self.path = path
        self.reason = reason
        self.damaged = damaged


_KINDS = {
    stat.S_IFIFO: N_("a named pipe"), stat.S_IFCHR: N_("a device"), stat.S_IFBLK: N_("a device"),
    stat.S_IFSOCK: N_("a socket"), stat.S_IFDIR: N_("a folder"), stat.S_IFLNK: N_("a link"),
}


def _kind(mode: int) -> str:
    return _(_KINDS.get(stat.S_IFMT(mode), N_("not a regular file")))


def _size_text(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MB" if n >= 1024 * 1024 else f"{max(1, n // 1024)} kB"


def read_save_bytes(path: Path, inside: Path | None = None) -> bytes:
    """The bytes of a save, read safely; raises SaveError.

    Only a regular file is opened (never blocking: a named pipe or device is refused
    before anything is read); at most MAX_SAVE_BYTES are read. With `inside`, a link is
    followed only if it stays in that folder.
    """
    try:
        if inside is not None and path.is_symlink():
            try:
                target = path.resolve()
            except (OSError, RuntimeError):  # a loop of links (RuntimeError in 3.11)
                raise SaveError(path, _("a link that leads nowhere (a loop of links)"),
                                damaged=False) from None
            if not target.is_relative_to(inside.resolve()):
                raise SaveError(path, _("a link to a file outside the saves folder, "
                                        "which is not read"), damaged=False)
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0))
    except SaveError:
        raise
    except PermissionError:
        raise SaveError(path, _("cannot be read: permission denied"), damaged=False) from None
    except OSError as exc:
        raise SaveError(path, _("cannot be opened: {why}").format(why=exc.strerror or exc),
                        damaged=False) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SaveError(path, _("{kind}, not a save file").format(kind=_kind(info.st_mode)),
                            damaged=False)
        if info.st_size > MAX_SAVE_BYTES:
            raise SaveError(path, _("too large to be a saved game ({size}; a game needs well "
                                    "under {limit})").format(size=_size_text(info.st_size),
                                                             limit=_size_text(MAX_SAVE_BYTES)))
        with os.fdopen(fd, "rb", closefd=False) as fh:
            data = fh.read(MAX_SAVE_BYTES + 1)
        if len(data) > MAX_SAVE_BYTES:  # it grew while we read it
            raise SaveError(path, _("too large to be a saved game (over {limit})").format(
                limit=_size_text(MAX_SAVE_BYTES)))
        return data
    except PermissionError:
        raise SaveError(path, _("cannot be read: permission denied"), damaged=False) from None
    except OSError as exc:
        raise SaveError(path, _("cannot be read: {why}").format(why=exc.strerror or exc),
                        damaged=False) from None
    finally:
        os.close(fd)


def parse_save(text: str) -> MatchRecord:
    """Validate a save's text into a record; raises ValueError with a readable reason."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ValueError(_("not JSON ({why})").format(
            why=exc.msg if hasattr(exc, "msg") else exc)) from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(_("not a boardgames-tui save (no 'format' marker)"))
    if data.get("version") != VERSION:
        raise ValueError(_("save version {version} is not supported (need {needed})").format(
            version=repr(data.get("version")), needed=VERSION))
    body = {k: v for k, v in data.items() if k not in ("format", "version")}
    try:
        return MatchRecord.model_validate(body)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise ValueError(_("wrong save schema at {where}: {why}").format(
            where=where, why=first["msg"])) from exc


def load(path: Path, inside: Path | None = None) -> Match:
    """Load and replay a save; raises SaveError with the reason (see `read_save_bytes`)."""
    raw = read_save_bytes(path, inside)
    try:
        record = parse_save(raw.decode("utf-8"))
        game = get_game(record.game)
        return Match.replay(game, record)
    except UnicodeDecodeError:
        raise SaveError(path, _("not a text file")) from None
    except UnknownGame as exc:
        raise SaveError(path, str(exc.args[0])) from None
    except (OSError, ValueError) as exc:
        raise SaveError(path, str(exc).splitlines()[0]) from None
    except Exception as exc:  # a save must never crash the app: report whatever went wrong
        raise SaveError(path, _("cannot be loaded ({error})").format(
            error=f"{type(exc).__name__}: {exc}")) from None


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
    """A save that could not be used. `moved_to` is where it is now (its own path if it
    was left alone); `rename_error` says why setting a damaged file aside failed."""

    path: Path
    moved_to: Path
    reason: str
    damaged: bool = True
    rename_error: str | None = None

    @property
    def message(self) -> str:
        """One sentence for the player."""
        name = self.path.name
        if not self.damaged:
            return _("Save {name} cannot be used ({why}); it is left as it is.").format(
                name=name, why=self.reason)
        if self.rename_error:
            return _("Save {name} is damaged ({why}); it could not be renamed ({error}), so it "
                     "stays where it is.").format(name=name, why=self.reason,
                                                  error=self.rename_error)
        return _("Save {name} is damaged ({why}); it was renamed {new_name}.").format(
            name=name, why=self.reason, new_name=self.moved_to.name)


def clean_temp_files() -> list[Path]:
    """Remove `.tmp-*` files a killed save left behind in the saves folder (never a link's
    target, never a folder); the files removed."""
    removed: list[Path] = []
    folder = saves_dir()
    try:
        candidates = list(folder.glob(f"{TEMP_PREFIX}*"))
    except OSError:
        return removed
    for path in candidates:
        try:
            if stat.S_ISREG(path.lstat().st_mode):
                path.unlink()
                removed.append(path)
        except OSError:
            continue  # a read-only folder: leave it
    return removed


def scan(include_finished: bool = False) -> tuple[list[SaveEntry], list[BrokenSave]]:
    """All saves, newest first; damaged ones are set aside and reported, not raised.

    Leftover temporary files of an interrupted save are removed first.
    """
    good: list[SaveEntry] = []
    broken: list[BrokenSave] = []
    folder = saves_dir()
    clean_temp_files()
    try:
        paths = sorted(folder.glob(f"*{SUFFIX}"))
    except OSError:
        paths = []
    for path in paths:
        try:
            match = load(path, inside=folder)
        except SaveError as err:
            entry = BrokenSave(path=path, moved_to=path, reason=err.reason, damaged=err.damaged)
            if err.damaged:
                try:
                    entry.moved_to = set_aside(path)
                except OSError as exc:
                    entry.rename_error = exc.strerror or str(exc)
            broken.append(entry)
            continue
        if include_finished or not match.is_over():
            good.append(SaveEntry(path=path, match=match))
    good.sort(key=lambda e: e.match.record.updated, reverse=True)
    return good, broken
