"""What every window over another screen shares: it answers once, and the keys that work
everywhere work on it too.

Textual's `Screen.dismiss` pops whatever screen is on top. A second press on a button
(a double click, Enter held down, a monkey) arrives after the first answer already
closed the window, and then popped the game screen under it, or the last screen of all
(`ScreenStackError`, issue 26). `AnswerOnce.dismiss` takes the first answer of a screen
that is on top and ignores every later one.

A modal screen passes no key on to the app, so the app's keys for help and the theme are
bound on each window again (`everywhere`).
"""

from __future__ import annotations

from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.screen import ModalScreen, ScreenResultType

from ...engine.i18n import N_


def everywhere(prefix: str) -> list[Binding]:
    """Help (F1, ?) and the colour-blind-safe theme (Ctrl+T), with ids under `prefix`."""
    return [
        Binding("f1,question_mark", "app.help", N_("Help"), id=f"{prefix}.help",
                key_display="?", tooltip=N_("Keys and rules")),
        Binding("ctrl+t", "app.toggle_safe_theme", N_("Theme"), id=f"{prefix}.theme",
                show=False, tooltip=N_("Colour-blind-safe theme on/off")),
    ]


class AnswerOnce:
    """A screen closed by `dismiss` (mixed into a Screen): only its first answer counts,
    and only while it is the screen on top."""

    _answered = False

    def dismiss(self, result=None) -> AwaitComplete:
        if self._answered or self.app.screen is not self:
            return AwaitComplete.nothing()
        self._answered = True
        return super().dismiss(result)


class Dialog(AnswerOnce, ModalScreen[ScreenResultType]):
    """A modal window that answers once. Each binds `everywhere(...)` at the end of its
    keys (bindings of a base class would come first in the footer)."""
