"""Where the player's files live (settings, saves, the crash log): a leaf module, so the
first screen can find `settings.json` without loading the saves' models."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs


def data_dir() -> Path:
    """`$BOARDGAMES_HOME`, else the platform's user data dir (settings, saves, crash log)."""
    home = os.environ.get("BOARDGAMES_HOME")
    return Path(home) if home else Path(platformdirs.user_data_dir("boardgames-tui"))
