"""The player's settings, saved as `settings.json` in the data folder.

Read safely (only a small regular file); a missing file gives the defaults, a damaged one
gives the defaults too and `problem` says why (the file is left as it is until the
settings are saved again). Saved atomically, like the games.

Fields added later (the colour-blind theme, the last table of each game) have defaults, so
a file of an earlier version loads as it was; a damaged value of one of them is dropped
alone (that game's table, say), never the whole file.
"""

from __future__ import annotations

import json
import stat
from pathlib import Path
from typing import Any

from pydantic import (
    BaseModel,
    Field,
    ValidationError,
    ValidatorFunctionWrapHandler,
    field_validator,
)

from . import saves
from .data_folder import data_dir
from .i18n import LANGUAGES, N_, _

MAX_BYTES = 64 * 1024  # a settings file is a few lines


MAX_TABLES = 64  # games remembered (a handful exist; a hand-edited file stays small)


class Seat(BaseModel):
    """One seat of a table as it was last set up."""

    name: str = Field(min_length=1, max_length=64)
    colour: str | None = Field(None, max_length=32)
    bot: str | None = Field(None, max_length=32)  # a bot level's id; None for a person


class Table(BaseModel):
    """Who last played a game, and with which options: the next setup starts from it."""

    seats: list[Seat] = Field(min_length=1, max_length=8)
    options: dict[str, Any] = Field(default_factory=dict)


class Settings(BaseModel):
    auto_play_forced: bool = Field(
        True, title=N_("Play forced moves by themselves"),
        description=N_("When a player has exactly one possible move, it is made at once "
                       "and marked \"the only choice\" in the log."))
    # chosen on the game list; None: the environment's (LANG ...). `--lang` beats both.
    language: str | None = Field(None, title=N_("Language"))
    # Ctrl+T (or t on the game list) switches it; kept for the next start
    colour_blind: bool = Field(False, title=N_("Colour-blind-safe theme"))
    # game id -> its last table (names, colours, bots, options), written at each new game
    tables: dict[str, Table] = Field(default_factory=dict)

    @field_validator("colour_blind", mode="wrap")
    @classmethod
    def _flag_or_off(cls, value: Any, handler: ValidatorFunctionWrapHandler) -> bool:
        try:
            return bool(handler(value))
        except ValidationError:
            return False

    @field_validator("tables", mode="wrap")
    @classmethod
    def _good_tables(cls, value: Any, handler: ValidatorFunctionWrapHandler) -> dict[str, Any]:
        """Each game's table that reads well; a damaged one is forgotten alone."""
        if not isinstance(value, dict):
            return {}
        good = {}
        for game_id, table in list(value.items())[:MAX_TABLES]:
            try:
                good.update(handler({game_id: table}))
            except ValidationError:
                continue
        return good

    @field_validator("language")
    @classmethod
    def _offered(cls, code: str | None) -> str | None:
        if code is not None and code not in LANGUAGES:
            raise ValueError(f"not one of {', '.join(LANGUAGES)}")
        return code


def settings_path() -> Path:
    return data_dir() / "settings.json"


def read() -> tuple[Settings, str | None]:
    """The settings and, if the file could not be used, one sentence saying why."""
    path = settings_path()
    try:
        info = path.stat()
    except FileNotFoundError:
        return Settings(), None
    except OSError as exc:
        return Settings(), _problem(path, exc.strerror or str(exc))
    if not stat.S_ISREG(info.st_mode):
        return Settings(), _problem(path, _("it is not a regular file"))
    if info.st_size > MAX_BYTES:
        return Settings(), _problem(path, _("it is far too large for a settings file"))
    try:
        data = json.loads(path.read_bytes().decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError(_("not a JSON object"))
        return Settings.model_validate(data), None
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        return Settings(), _problem(path, f"{where}: {err['msg']}")
    except (OSError, ValueError) as exc:  # UnicodeDecodeError and JSONDecodeError too
        return Settings(), _problem(path, str(exc).splitlines()[0] if str(exc) else _("unreadable"))


def load() -> Settings:
    return read()[0]


def problem() -> str | None:
    """Why the settings file could not be used (the defaults apply), or None."""
    return read()[1]


def save(settings: Settings) -> None:
    """Write the settings atomically; raises OSError (a read-only folder)."""
    saves.write_atomic(settings_path(), json.dumps(settings.model_dump(mode="json"), indent=1))


def update(**changes: Any) -> str | None:
    """Change some settings and save them; None, or why they could not be saved."""
    try:
        save(load().model_copy(update=changes))
    except OSError as exc:
        return exc.strerror or str(exc)
    return None


def remember_table(game_id: str, names: list[str], colours: list[str | None] | None,
                   bots: dict[int, str] | None, options: dict[str, Any] | None) -> str | None:
    """Keep who played `game_id` (the next setup of it starts from them); None, or why
    they could not be saved."""
    colours = list(colours or []) + [None] * len(names)
    try:
        table = Table(seats=[Seat(name=name, colour=colours[i], bot=(bots or {}).get(i))
                             for i, name in enumerate(names)], options=dict(options or {}))
    except ValidationError:  # a name too long to be a player's (from the command line)
        return None
    tables = dict(load().tables)
    tables[game_id] = table
    return update(tables=tables)


def _problem(path: Path, why: str) -> str:
    return _("The settings in {path} cannot be used ({why}); the defaults apply.").format(
        path=path, why=why)
