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
    """For each cell row, each cell: (dot bits, index of the player it is drawn for).

    A cell where two lines meet takes the colour of the player with the most dots in it
    (on a tie, the one drawn first), so a line keeps its player's colour to its end and a
    later player's line does not paint over every cell it crosses."""
    grid = [[(0, -1) for _ in range(width)] for _ in range(height)]
    points = max((len(s) for s in series), default=0)
    if points == 0 or width <= 0 or height <= 0:
        return grid
    lo = min(min(s) for s in series if s)
    hi = max(max(s) for s in series if s)
    span = max(hi - lo, 1)
    dots_w, dots_h = width * 2, height * 4
    counts: dict[tuple[int, int], dict[int, int]] = {}
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
                grid[cy][cx] = (bits | _DOTS[dy % 4][dx % 2], -1)
                mine = counts.setdefault((cx, cy), {})
                mine[who] = mine.get(who, 0) + 1
            prev = (x, y)
    for (cx, cy), by in counts.items():
        bits, _ = grid[cy][cx]
        grid[cy][cx] = (bits, max(sorted(by), key=lambda w: by[w]))
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
        """Exactly `height` lines of exactly `width` cells, every cell on the widget's own
        background (blank cells without a style showed as dark blocks after a line's
        last dot): the plot, the axis with the round numbers, and the legend, packed into
        as few lines as the width allows, so the chart fits the room its screen gives."""
        c = self.chart
        width = options.max_width
        height = options.height or c.size.height or 12
        if not c.series or not c.series[0]:
            yield Text(_("No decisions yet."))
            return
        # the colour the widget shows (its own over its parents'), on every cell
        base = Style(color=c.rich_style.color, bgcolor=c.background_colors[1].rich_color)
        dim = base + Style(dim=True)
        lo = min(min(s) for s in c.series)
        hi = max(max(s) for s in c.series)
        label_w = max(len(str(lo)), len(str(hi))) + 1
        plot_w = max(width - label_w - 1, 4)
        legend = self.legend_lines(width, label_w, base)
        plot_h = max(height - 2 - len(legend), 2)
        grid = braille_lines(c.series, plot_w, plot_h)
        for row_i, row in enumerate(grid):
            label = str(hi) if row_i == 0 else (str(lo) if row_i == plot_h - 1 else "")
            yield Segment(label.rjust(label_w) + "│", dim)
            for bits, who in row:
                if bits:
                    yield Segment(chr(0x2800 + bits),
                                  base + Style(color=c.colours[who]))
                else:
                    yield Segment(" ", base)
            yield Segment(" " * max(width - label_w - 1 - plot_w, 0), base)
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
        yield Segment((" " * label_w + "└" + "".join(axis)).ljust(width)[:width], dim)
        yield Segment.line()
        rounds = "".join(numbers).rstrip()
        word = _("(rounds)")
        if len(rounds) + 2 + len(word) <= plot_w:
            rounds += "  " + word
        yield Segment((" " * (label_w + 1) + rounds).ljust(width)[:width], dim)
        for line in legend:
            yield Segment.line()
            yield from line.render(console)

    def legend_lines(self, width: int, indent: int, base: Style) -> list[Text]:
        """"━━ Ana 81   ━━ Ben 38", wrapped between players, each line `width` cells."""
        c = self.chart
        lines: list[Text] = []
        line = Text(" " * (indent + 1), style=base)
        for who, name in enumerate(c.names):
            item = Text(style=base)
            item.append("━━ ", style=Style(color=c.colours[who]))
            item.append(f"{name} {c.series[who][-1]}   ")
            if line.cell_len + item.cell_len > width and line.cell_len > indent + 1:
                lines.append(line)
                line = Text(" " * (indent + 1), style=base)
            line.append_text(item)
        lines.append(line)
        for text in lines:
            text.truncate(width, pad=True)
        return lines
