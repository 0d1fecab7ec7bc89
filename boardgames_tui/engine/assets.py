"""Where the data files live, in a checkout and in an installed wheel.

The wheel carries `assets/` as `boardgames_tui/assets` (pyproject force-include); an
editable install or a checkout reads the top-level `assets/` folder instead.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent.parent


@cache
def assets_dir() -> Path:
    for candidate in (_PACKAGE / "assets", _PACKAGE.parent / "assets"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError("assets folder not found beside boardgames_tui")


def asset_path(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)


def read_asset_text(*parts: str) -> str:
    return asset_path(*parts).read_text(encoding="utf-8")
