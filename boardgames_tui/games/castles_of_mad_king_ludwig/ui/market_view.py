"""The market panel widget: price slots, corridor supply, stacks; clicks pick an entry."""

from __future__ import annotations

from textual.message import Message

from boardgames_tui.ui.widgets.line_panel import LinePanel


class MarketView(LinePanel):
    """Line 0 is the heading; lines 1.. are the price slots, then stairs and hallway."""

    class EntryClicked(Message):
        def __init__(self, entry: int):
            super().__init__()
            self.entry = entry

    def on_click(self, event) -> None:
        line = event.y - self.styles.padding.top
        if line >= 1:
            self.post_message(self.EntryClicked(line - 1))
