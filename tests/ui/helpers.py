"""Start the app straight on a game screen, for Pilot and snapshot tests.

Use with a `BOARDGAMES_HOME` pointing at a temporary folder (the `home` fixture in
tests/conftest.py does that for every test).

    app = game_app("akropolis", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(120, 40)) as pilot: ...

    snap_compare(game_app(...), terminal_size=(120, 40), run_before=...)
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from textual.widget import Widget

from boardgames_tui.ui.app import BoardGamesApp


def game_app(game_id: str, names: list[str], seed: int = 1, options: dict | None = None,
             bots: dict[int, str] | None = None, bot_delay: float = 0.0) -> BoardGamesApp:
    return BoardGamesApp(start_new=(game_id, names, seed, options or {}, bots or {}),
                         bot_delay=bot_delay)


@contextmanager
def layouts_asked() -> Iterator[list[str]]:
    """The widgets ("Type#id") that ask for a layout of the screen while the block runs:
    a cursor move should ask for none (issue 16: a layout costs a frame)."""
    asked: list[str] = []
    refresh = Widget.refresh

    def counting(self, *regions, layout=False, **kwargs):
        if layout:
            asked.append(f"{type(self).__name__}#{self.id}")
        return refresh(self, *regions, layout=layout, **kwargs)

    Widget.refresh = counting
    try:
        yield asked
    finally:
        Widget.refresh = refresh
