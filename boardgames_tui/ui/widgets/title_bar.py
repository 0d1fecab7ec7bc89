"""A one-line title for the shell screens (app name and what this screen is for)."""

from __future__ import annotations

from textual.widgets import Static


class TitleBar(Static):
    DEFAULT_CSS = """
    TitleBar { height: 1; padding: 0 1; background: $primary; color: $text; text-style: bold; }
    """

    def __init__(self, subtitle: str):
        super().__init__(f"boardgames-tui — {subtitle}")
