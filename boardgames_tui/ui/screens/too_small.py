"""The "terminal too small" layer: drawn over whatever screen does not fit, never a screen.

It is a widget the app mounts on the current screen when the terminal is smaller than that
screen needs, and removes when it is large enough again. Nothing is pushed on or popped off
the screen stack, so any number of resizes leave the player on exactly the screen, cursor
and selection they had (architecture §Sizes and layouts). While it shows, the app drops
keys and clicks (see `BoardGamesApp.on_event`), so nothing is decided blind; over a game,
`q` and Esc leave it (it stays saved).
"""

from __future__ import annotations

from textual.widgets import Static

from ...engine.i18n import _


def too_small_message(need: tuple[int, int], have: tuple[int, int],
                      leave: bool = False) -> str:
    # short lines: the message itself must fit a very small terminal (50 columns)
    text = _("Terminal too small:\nneeds {width}×{height}, this one is {have_width}×"
             "{have_height}.\nEnlarge the window or use a smaller font:\neverything waits "
             "exactly where you left it.").format(width=need[0], height=need[1],
                                                  have_width=have[0], have_height=have[1])
    if leave:
        text += "\n" + _("q or Esc: leave the game (it stays saved).")
    return text


class TooSmallOverlay(Static):
    """Covers the whole screen with the size message."""

    DEFAULT_CSS = """
    TooSmallOverlay {
        overlay: screen;
        position: absolute;
        offset: 0 0;
        width: 100vw;
        height: 100vh;
        background: $background;
        color: $text;
        content-align: center middle;
        text-align: center;
    }
    """

    def show_need(self, need: tuple[int, int], have: tuple[int, int],
                  leave: bool = False) -> None:
        """The message; with `leave`, the layer is over a game and says how to leave it."""
        self.update(too_small_message(need, have, leave))


def needed_size(screen, default: tuple[int, int]) -> tuple[int, int]:
    """What `screen` needs: its `needed_size()` if it computes one, else its MIN_SIZE."""
    sizer = getattr(screen, "needed_size", None)
    if callable(sizer):
        return tuple(sizer())
    return tuple(getattr(screen, "MIN_SIZE", default))
