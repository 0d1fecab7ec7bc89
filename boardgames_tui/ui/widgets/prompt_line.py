"""What is being decided now, or why the last choice was refused.

Two rows, always: the question and, above it, what came before (a hint, the bots' moves,
Tab's "3 of 12"). A `LinePanel` of fixed height repaints only the rows that changed and
never lays the screen out; a Static of one or two rows laid out the whole screen on every
new text, which made Tab cost 50-100 ms at 160×50 (issue 27).
"""

from __future__ import annotations

from rich.text import Text

from .line_panel import LinePanel


class PromptLine(LinePanel):
    DEFAULT_CSS = """
    PromptLine { height: 2; padding: 0 1;
        background: $boost; }
    PromptLine.-refused { background: $error 30%; }
    PromptLine.-tall { height: auto; max-height: 7; }
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
        if (text, refused) == self._shown:
            return
        self._shown = (text, refused)
        self.set_class(refused, "-refused")
        self.show(self.fitted(Text(text, style="bold" if refused else "")))

    def fitted(self, text: Text) -> Text:
        """The lines before the last (the bots' moves, a hint, "3 of 12") cut to one row
        each, so the question, the last line, always shows (the log has the whole text)."""
        lines = text.split("\n")
        if len(lines) < 2 or self.has_class("-tall"):  # tall: every line wraps
            return text
        width = self.content_size.width or max(20, self.app.size.width - 2)
        for line in lines[:-1]:
            line.truncate(width, overflow="ellipsis")
        return Text("\n").join(lines)
