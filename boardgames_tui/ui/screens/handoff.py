"""Pass the keyboard: hides the board until the next player is at the keys."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.screen import ModalScreen
from textual.widgets import Button, Static


class HandoffScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    HandoffScreen { align: center middle; background: $background; }
    HandoffScreen #handoff-box { width: 60; height: auto; border: thick $primary;
        padding: 1 2; background: $surface; }
    HandoffScreen #handoff-text { text-align: center; width: 100%; }
    HandoffScreen Button { margin-top: 1; }
    """
    BINDINGS = [
        Binding("enter", "ready", "I'm ready", id="handoff.ready", tooltip="Show my decision"),
    ]

    def __init__(self, name: str, why: str = "a private decision"):
        super().__init__()
        self.player = name
        self.why = why

    def compose(self) -> ComposeResult:
        with Middle(), Center(id="handoff-box"):
            yield Static(
                f"Pass the keyboard to [b]{self.player}[/b]\n\n"
                f"Next is {self.why}; others look away.\n",
                id="handoff-text",
            )
            yield Button(f"I am {self.player} — show me", id="ready", variant="primary")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)

    def action_ready(self) -> None:
        self.dismiss(None)
