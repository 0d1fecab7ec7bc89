"""The two settings the first frame needs, read without pydantic: the language and the
colour-blind theme (issue 36: the game list shows before anything it does not need is
loaded; pydantic alone costs about a fifth of a bare Textual app's start).

The same file and the same guards as `settings.read` (a small regular file holding a JSON
object); a value that would not validate there counts as unset here. Everything else in
`settings.json` (the remembered tables, the damaged-file notice) is read by `settings`
when a screen needs it.
"""

from __future__ import annotations

import json
import stat
from typing import Any

from .data_folder import data_dir
from .i18n import LANGUAGES

MAX_BYTES = 64 * 1024  # as settings.MAX_BYTES


def _data() -> dict[str, Any]:
    path = data_dir() / "settings.json"
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_BYTES:
            return {}
        data = json.loads(path.read_bytes().decode("utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def language() -> str | None:
    """The language chosen on the game list, or None (then the environment's)."""
    code = _data().get("language")
    return code if code in LANGUAGES else None


def colour_blind() -> bool:
    """Whether the player left the colour-blind-safe theme on."""
    return _data().get("colour_blind") is True
