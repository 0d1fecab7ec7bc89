"""Pass the keyboard: hides the board until the next player is at the keys.

Dismisses with None when the next player is ready, or with "undo" when the previous
player takes their last decision back (offered only while
`session.match.can_undo(private_seen=False)`); the game screen then calls
`session.undo(private_seen=False)` and `after_change()`. `?`/F1 is the app's help (the game's rules, nothing
private), `q` and Esc offer to leave the game (it stays saved).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.widgets import Button, Static

from ...engine.i18n import N_, _
from ..widgets.footer import Footer
from .dialog import Dialog, everywhere

if TYPE_CHECKING:
    from ...engine.session import Session


def handoff_text(player: str, why: str, undo_by: str | None) -> str:
    text = _("Pass the keyboard to [b]{name}[/b].\n\nIt is {name}'s turn: next is {why}; "
             "the others look away.").format(name=player, why=why)
    if undo_by:
        text += "\n\n" + _("{name}: press u to take back your last decision.").format(
            name=undo_by)
    return text


class HandoffScreen(Dialog[str | None]):
    DEFAULT_CSS = """
    HandoffScreen { align: center middle; background: $background; }
    HandoffScreen #handoff-box { width: 64; max-width: 100%; height: auto;
        border: thick $primary; padding: 1 2; background: $surface; }
    HandoffScreen #handoff-text { text-align: center; width: 100%; }
    HandoffScreen Center { height: auto; }
    HandoffScreen Button { margin-top: 1; }
    """
    BINDINGS = [
        Binding("enter", "ready", N_("I'm ready"), id="handoff.ready", key_display="Enter",
                tooltip=N_("Show my decision")),
        Binding("u", "undo", N_("Undo"), id="handoff.undo",
                tooltip=N_("The previous player takes back their last decision")),
        *everywhere("handoff"),  # a modal screen passes no key on to the app
        Binding("q,escape", "leave", N_("Leave"), id="handoff.leave", key_display="q",
                tooltip=N_("Leave the game (it stays saved)")),
    ]

    def __init__(self, name: str, why: str | None = None, *,
                 session: Session | None = None, seat: int | None = None):
        super().__init__()
        self.player = name
        self.why = why or _("a private decision")  # a game passes its own, translated
        self.session = session  # lets help show the game's rules; undo reads it
        self.seat = seat

    @property
    def undo_by(self) -> str | None:
        """The name of the player whose last decision can still be taken back, if any.

        The next player has not seen their private decision yet (this screen hides it),
        so that decision does not stop the undo (`can_undo(private_seen=False)`).
        """
        m = self.session.match if self.session is not None else None
        if m is None or not m.can_undo(private_seen=False):
            return None
        decisions = [a for a in m.record.actions if not a.auto]  # not the forced moves
        return m.names[decisions[-1].seat] if decisions else None

    def compose(self) -> ComposeResult:
        with Middle(), Center(id="handoff-box"):
            yield Static(handoff_text(self.player, self.why, self.undo_by), id="handoff-text")
            with Center():
                button = Button(_("I am {name}: show me (Enter)").format(name=self.player),
                                id="ready",
                                variant="primary")
                button.can_focus = False  # Enter is the screen's, so the footer shows it
                yield button
        yield Footer()

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action == "undo":
            return True if self.undo_by else False
        return True

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)

    def action_ready(self) -> None:
        self.dismiss(None)

    def action_undo(self) -> None:
        if self.undo_by:
            self.dismiss("undo")

    def action_leave(self) -> None:
        self.app.confirm_leave_game()
