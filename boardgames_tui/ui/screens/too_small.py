"""Shown instead of a screen that does not fit: says how large the terminal must be."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import ModalScreen
from textual.widgets import Static


def too_small_message(need: tuple[int, int], have: tuple[int, int]) -> str:
    return (
        f"Terminal too small: needs {need[0]}×{need[1]}, "
        f"this one is {have[0]}×{have[1]}.\nEnlarge the window (or reduce the font)."
    )


class TooSmallScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    TooSmallScreen { align: center middle; background: $background; }
    TooSmallScreen Static { width: auto; height: auto; text-align: center; }
    """

    def __init__(self, need: tuple[int, int]):
        super().__init__()
        self.need = need

    def compose(self) -> ComposeResult:
        yield Static(id="too-small-text")

    def on_mount(self) -> None:
        self.update_size()

    def on_resize(self) -> None:
        self.update_size()

    def update_size(self) -> None:
        w, h = self.app.size
        if w >= self.need[0] and h >= self.need[1]:
            self.dismiss(None)
            return
        self.query_one("#too-small-text", Static).update(too_small_message(self.need, (w, h)))
