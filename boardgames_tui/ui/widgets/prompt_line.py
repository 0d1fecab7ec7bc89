"""What is being decided now, or why the last choice was refused."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


class PromptLine(Static):
    DEFAULT_CSS = """
    PromptLine { height: auto; min-height: 1; padding: 0 1; background: $boost; }
    PromptLine.-refused { background: $error 30%; }
    """

    def ask(self, text: str) -> None:
        self.remove_class("-refused")
        self.update(Text(text))

    def refuse(self, reason: str) -> None:
        self.add_class("-refused")
        self.update(Text(f"✗ {reason}", style="bold"))
