"""The player's settings, saved as `settings.json` in the data folder.

Read safely (only a small regular file); a missing file gives the defaults, a damaged one
gives the defaults too and `problem` says why (the file is left as it is until the
settings are saved again). Saved atomically, like the games.
"""

from __future__ import annotations

import json
import stat
from pathlib import Path

from pydantic import BaseModel, Field, ValidationError, field_validator

from . import saves
from .i18n import LANGUAGES, N_, _

MAX_BYTES = 64 * 1024  # a settings file is a few lines


class Settings(BaseModel):
    auto_play_forced: bool = Field(
        True, title=N_("Play forced moves by themselves"),
        description=N_("When a player has exactly one possible move, it is made at once "
                       "and marked \"the only choice\" in the log."))
    # chosen on the game list; None: the environment's (LANG ...). `--lang` beats both.
    language: str | None = Field(None, title=N_("Language"))

    @field_validator("language")
    @classmethod
    def _offered(cls, code: str | None) -> str | None:
        if code is not None and code not in LANGUAGES:
            raise ValueError(f"not one of {', '.join(LANGUAGES)}")
        return code


def settings_path() -> Path:
    return saves.data_dir() / "settings.json"


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


def _problem(path: Path, why: str) -> str:
    return _("The settings in {path} cannot be used ({why}); the defaults apply.").format(
        path=path, why=why)
