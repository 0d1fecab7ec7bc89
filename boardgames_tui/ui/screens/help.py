"""F1 / ?: the keys of the screen underneath and the game's rules text."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Markdown


def keys_markdown(bindings) -> str:
    rows = ["| key | what it does |", "| --- | --- |"]
    seen = set()
    for b in bindings:
        if not b.description or (b.key, b.description) in seen:
            continue
        seen.add((b.key, b.description))
        rows.append(f"| `{b.key_display or b.key}` | {b.tooltip or b.description} |")
    return "\n".join(rows)


class HelpScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen #help-body { width: 90%; height: 90%; border: thick $primary;
        background: $surface; padding: 0 1; }
    """
    BINDINGS = [
        Binding("escape,q,f1,question_mark", "close", "Close", id="help.close",
                tooltip="Close the help"),
    ]

    def __init__(self, title: str, bindings, rules: str = ""):
        super().__init__()
        self.title_text = title
        self.bindings_list = list(bindings)
        self.rules = rules

    def compose(self) -> ComposeResult:
        text = f"# {self.title_text}\n\n## Keys\n\n{keys_markdown(self.bindings_list)}\n"
        if self.rules:
            text += "\n---\n\n" + self.rules
        with VerticalScroll(id="help-body"):
            yield Markdown(text)

    def action_close(self) -> None:
        self.dismiss(None)
