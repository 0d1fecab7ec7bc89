"""What is being decided now, or why the last choice was refused."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


class PromptLine(Static):
    DEFAULT_CSS = """
    PromptLine { height: auto; min-height: 1; max-height: 2; padding: 0 1;
        background: $boost; }
    PromptLine.-refused { background: $error 30%; }
    """

    _shown: tuple[str, bool] = ("", False)

    @property
    def refused(self) -> bool:
        """Whether the line shows a refusal (not the question)."""
        return self._shown[1]

    def ask(self, text: str) -> None:
        self._show(text, refused=False)

    def refuse(self, reason: str) -> None:
        self._show(f"✗ {reason}", refused=True)

    def _show(self, text: str, refused: bool) -> None:
        """Update only on a change: an update re-lays out the screen, which costs a frame."""
        if (text, refused) == self._shown:
            return
        self._shown = (text, refused)
        self.set_class(refused, "-refused")
        self.update(Text(text, style="bold" if refused else ""))
