"""Each player's score over the game as a small line chart drawn with braille dots.

No plotting library: a braille cell holds 2×4 dots, so a chart of W×H cells has 2W×4H
points. Each player's line is drawn in their colour; round starts are marked on the bottom
axis with "┴" and the round number, and the left axis shows the points.
"""

from __future__ import annotations

from rich.console import Console, ConsoleOptions, RenderResult
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.widget import Widget

from ...engine.i18n import _

_DOTS = ((0x01, 0x08), (0x02, 0x10), (0x04, 0x20), (0x40, 0x80))  # [row][col] bits


def braille_lines(series: list[list[int]], width: int, height: int) -> list[list[tuple[int, int]]]:
    """For each cell row, each cell: (dot bits, index of the player who drew last there)."""
    grid = [[(0, -1) for _ in range(width)] for _ in range(height)]
    points = max((len(s) for s in series), default=0)
    if points == 0 or width <= 0 or height <= 0:
        return grid
    lo = min(min(s) for s in series if s)
    hi = max(max(s) for s in series if s)
    span = max(hi - lo, 1)
    dots_w, dots_h = width * 2, height * 4
    for who, values in enumerate(series):
        prev = None
        for i, v in enumerate(values):
            x = round(i * (dots_w - 1) / max(points - 1, 1))
            y = dots_h - 1 - round((v - lo) * (dots_h - 1) / span)
            pts = [(x, y)]
            if prev is not None:  # join to the previous point with a straight run of dots
                px, py = prev
                steps = max(abs(x - px), abs(y - py), 1)
                pts = [(px + (x - px) * k // steps, py + (y - py) * k // steps)
                       for k in range(1, steps + 1)]
            for dx, dy in pts:
                cx, cy = dx // 2, dy // 4
                bits, _ = grid[cy][cx]
                grid[cy][cx] = (bits | _DOTS[dy % 4][dx % 2], who)
            prev = (x, y)
    return grid


class ScoreChart(Widget):
    """`show(series, colours, names, rounds)`; rounds: (decision index, round number)."""

    DEFAULT_CSS = """
    ScoreChart { height: 12; width: 1fr; }
    """

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.series: list[list[int]] = []
        self.colours: list[str] = []
        self.names: list[str] = []
        self.rounds: list[tuple[int, int]] = []
        self.marker: int | None = None

    def show(self, series, colours, names, rounds, marker: int | None = None) -> None:
        self.series, self.colours, self.names, self.rounds = series, colours, names, rounds
        self.marker = marker
        self.refresh()

    def render(self):
        return _Chart(self)


class _Chart:
    def __init__(self, chart: ScoreChart):
        self.chart = chart

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        c = self.chart
        width = options.max_width
        height = (options.height or c.size.height or 12)
        if not c.series or not c.series[0]:
            yield Text(_("No decisions yet."))
            return
        lo = min(min(s) for s in c.series)
        hi = max(max(s) for s in c.series)
        label_w = max(len(str(lo)), len(str(hi))) + 1
        plot_w, plot_h = max(width - label_w - 1, 4), max(height - 3, 2)
        grid = braille_lines(c.series, plot_w, plot_h)
        for row_i, row in enumerate(grid):
            label = str(hi) if row_i == 0 else (str(lo) if row_i == plot_h - 1 else "")
            yield Segment(label.rjust(label_w) + "│", Style(dim=True))
            for bits, who in row:
                if bits:
                    yield Segment(chr(0x2800 + bits), Style(color=c.colours[who], bold=True))
                else:
                    yield Segment(" ")
            yield Segment.line()
        points = len(c.series[0])
        axis = ["─"] * plot_w
        numbers = [" "] * plot_w
        for step, rnd in c.rounds:
            x = round(step * (plot_w * 2 - 1) / max(points - 1, 1)) // 2
            axis[min(x, plot_w - 1)] = "┴"
            text = str(rnd)
            if x + len(text) <= plot_w and all(n == " " for n in numbers[max(x - 1, 0):x + len(text)]):
                numbers[x:x + len(text)] = list(text)
        if c.marker is not None:
            x = round(c.marker * (plot_w * 2 - 1) / max(points - 1, 1)) // 2
            axis[min(x, plot_w - 1)] = "▲"
        yield Segment(" " * label_w + "└" + "".join(axis), Style(dim=True))
        yield Segment.line()
        yield Segment(" " * (label_w + 1) + "".join(numbers) + "  " + _("(rounds)"), Style(dim=True))
        yield Segment.line()
        legend = Text(" " * (label_w + 1))
        for who, name in enumerate(c.names):
            legend.append("━━ ", style=Style(color=c.colours[who], bold=True))
            legend.append(f"{name} {c.series[who][-1]}   ")
        yield from legend.render(console)
