"""A yes/no question, used for quitting a game."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from ...engine.i18n import N_, _
from .dialog import Dialog, everywhere

# Translators: the key that answers yes, the one in brackets in "Yes (y)"
YES_KEY = N_("y")


class ConfirmScreen(Dialog[bool]):
    """Enter answers No unless the player moved to Yes: a stray Enter never leaves or
    deletes anything."""

    AUTO_FOCUS = "#no"
    DEFAULT_CSS = """
    ConfirmScreen { align: center middle; }
    ConfirmScreen #confirm-box { width: 64; max-width: 100%; height: auto; border: thick $warning;
        background: $surface; padding: 1 2; }
    ConfirmScreen Horizontal { height: auto; margin-top: 1; }
    ConfirmScreen Button { margin-right: 2; }
    """
    BINDINGS = [
        Binding("y", "answer(True)", N_("Yes"), id="confirm.yes", tooltip=N_("Yes")),
        # the key of "yes" in the player's language ("j" for "Ja"): see action_yes_key
        Binding("j", "yes_key('j')", N_("Yes"), id="confirm.yes_key", show=False,
                tooltip=N_("Yes")),
        Binding("n,escape", "answer(False)", N_("No"), id="confirm.no", tooltip=N_("No")),
        *everywhere("confirm"),
    ]

    def __init__(self, question: str):
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-box"):
            yield Static(self.question)
            with Horizontal():
                yield Button(_("Yes (y)"), id="yes", variant="warning")
                yield Button(_("No (n)"), id="no", variant="primary")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)

    def action_yes_key(self, key: str) -> None:
        """A key that means yes only in the language shown: "j" when the button says
        "Ja (j)"; in English it does nothing (it is next to nothing there)."""
        if key == _(YES_KEY):
            self.dismiss(True)
