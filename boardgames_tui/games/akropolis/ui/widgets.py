"""The widgets of the Akropolis screen that are its own (issue 37 item 5: out of the
screen's module): the placing player's city and the construction site, whose clicks reach
the screen's pointing targets, and another player's city as a small map."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical

from boardgames_tui.ui.widgets.line_panel import LinePanel

from .city_view import CityView
from .panels import SitePanel


class ClickableCity(CityView):
    """The city map of the player placing (clicks reach the screen's targets)."""


class ClickableSite(SitePanel):
    """The construction site (clicks reach the screen's targets)."""


class MiniCity(Vertical):
    """Another player's city as a small map (wide layout)."""

    DEFAULT_CSS = """
    MiniCity { width: 1fr; height: 1fr; padding: 0 1; }
    MiniCity > LinePanel { height: 1; }
    """

    def __init__(self, seat: int, **kwargs):
        super().__init__(**kwargs)
        self.seat = seat

    def compose(self) -> ComposeResult:
        yield LinePanel(classes="mini-title")
        yield CityView(scale="small", margin=1, classes="mini-map")
