"""The score chart over a whole game, as a window over the replay or the game-over screen."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Static

from ...engine.i18n import N_, _, title
from ..palette import colour_blind, player_colour
from ..widgets.footer import Footer
from ..widgets.score_chart import ScoreChart
from .dialog import Dialog, everywhere


def chart_data(app, match) -> tuple[list[list[int]], list[str], list[str], list[tuple[int, int]]]:
    """Series, colours, names and round starts of `match`, for a ScoreChart."""
    from ...engine.replay import round_starts, score_series

    safe = colour_blind(app)
    colours = [player_colour(p.colour, p.seat, safe) for p in match.record.players]
    return score_series(match), colours, match.names, round_starts(match)


class ScoreChartScreen(Dialog[None]):
    DEFAULT_CSS = """
    ScoreChartScreen { align: center middle; }
    ScoreChartScreen #chart-box { width: 90%; height: 80%; border: thick $primary;
        background: $surface; padding: 0 1; }
    ScoreChartScreen ScoreChart { height: 1fr; }
    """
    BINDINGS = [Binding("escape,g,q", "close", N_("Close"), id="chart.close",
                        tooltip=N_("Close the score chart")),
                *everywhere("chart")]

    def __init__(self, match, marker: int | None = None):
        super().__init__()
        self.match = match
        self.marker = marker

    def compose(self) -> ComposeResult:
        with Vertical(id="chart-box"):
            yield Static(_("{game}: points after every decision").format(
                game=title(self.match.game)))
            yield ScoreChart()
        yield Footer()  # its own keys: the game's footer under the window does not act

    def on_mount(self) -> None:
        self.query_one(ScoreChart).show(*chart_data(self.app, self.match), marker=self.marker)

    def action_close(self) -> None:
        self.dismiss(None)
