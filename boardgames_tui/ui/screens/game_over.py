"""The final score sheet: every category per player, the winner and the tie-break in words.

The sheet scrolls when it is taller than the terminal (five players at 80×24), so the
winner line and the buttons always stay on screen.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, DataTable, Static

from ...engine.scoring import ScoreSheet, SeatScore
from ..widgets.footer import Footer
from ..widgets.score_chart import ScoreChart


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _points(n: int) -> str:
    return "1 point" if n == 1 else f"{n} points"


def _values(row: SeatScore) -> str:
    """The tie-break numbers as counted: a game stores "fewer is better" negated, so
    that larger always wins; the label says which way ("fewer cards")."""
    return " / ".join(str(abs(v)) for v in row.tiebreak)


def winner_line(sheet: ScoreSheet) -> str:
    """Who won, with how much, and how a tie on points was broken, in one or two
    sentences: "Ana wins with 21 points." / "Ana and Ben both have 21 points; Ana wins
    on stones left (3 to 1)." / "Shared victory: Ana and Ben with 21 points, also level
    on stones left.\""""
    winners = [r for r in sheet.rows if r.seat in sheet.winners]
    if not winners:
        return "No winner."
    best = winners[0]
    tied = [r for r in sheet.rows if r.total == best.total]
    label = sheet.tiebreak_label
    if len(winners) > 1:
        line = f"Shared victory: {_and([r.name for r in winners])} with {_points(best.total)}"
        return line + (f", also level on {label}." if label else ".")
    if len(tied) == 1:
        return f"{best.name} wins with {_points(best.total)}."
    others = [r for r in tied if r is not best]
    line = (f"{_and([r.name for r in tied])} all have {_points(best.total)}"
            if len(tied) > 2 else f"{_and([r.name for r in tied])} both have "
            f"{_points(best.total)}")
    if label:
        behind = ", ".join(_values(r) for r in others)
        return f"{line}; {best.name} wins on {label} ({_values(best)} to {behind})."
    return f"{line}; {best.name} wins the tie-break."


class GameOverScreen(Screen[str]):
    """Dismisses with "again" (same players, new seed) or "menu".

    Given the session, it also draws the score chart and opens the replay (`r`) and the
    move analysis (`a`, whose choices open the replay at that decision).
    """

    AUTO_FOCUS = "#sheet"  # ↑ ↓ scroll a sheet taller than the window

    DEFAULT_CSS = """
    GameOverScreen { align: center middle; }
    GameOverScreen #over-box { width: 84; max-width: 100%; height: auto; max-height: 100%;
        padding: 0 2; border: thick $success; }
    GameOverScreen #over-title { text-style: bold; }
    GameOverScreen #winner { text-style: bold; color: $success; margin-bottom: 1;
        width: auto; max-width: 76; }
    GameOverScreen #tiebreak-note { color: $text-muted; max-width: 76; }
    GameOverScreen DataTable { height: auto; max-height: 1fr; width: auto; }
    GameOverScreen #over-buttons { height: auto; margin-top: 1; }
    GameOverScreen Button { margin-right: 2; }
    GameOverScreen ScoreChart { height: 10; width: 76; max-width: 100%; margin-top: 1; }
    """
    BINDINGS = [
        Binding("p", "choose('again')", "Play again", id="over.again",
                tooltip="Same players and options, new seed"),
        Binding("r", "replay", "Replay", id="over.replay",
                tooltip="Step through the game decision by decision"),
        Binding("a", "analysis", "Analysis", id="over.analysis",
                tooltip="Each player's costliest decisions, judged by the search bot"),
        Binding("g", "chart", "Score chart", id="over.chart",
                tooltip="Every player's points over the game, larger"),
        Binding("m,escape", "choose('menu')", "Game list", id="over.menu", key_display="m",
                tooltip="Back to the game list"),
    ]

    def __init__(self, title: str, sheet: ScoreSheet, session=None):
        super().__init__()
        self.title_text = title
        self.sheet = sheet
        self.session = session

    def compose(self) -> ComposeResult:
        with Vertical(id="over-box"):
            yield Static(f"{self.title_text}: final score", id="over-title")
            yield Static(winner_line(self.sheet), id="winner")
            yield self.sheet_table()
            if self.sheet.tiebreak_label:
                yield Static(f"Tie-break: {self.sheet.tiebreak_label}, when points are level.",
                             id="tiebreak-note")
            if self.session is not None:  # filled here: a fast game may end before mounting
                from .score_chart import chart_data

                chart = ScoreChart(id="over-chart")
                chart.series, chart.colours, chart.names, chart.rounds = chart_data(
                    self.app, self.session.match)
                yield chart
            with Horizontal(id="over-buttons"):
                yield Button("Play again (p)", id="again", variant="success", compact=True)
                if self.session is not None:
                    yield Button("Replay (r)", id="replay", compact=True)
                yield Button("Game list (m)", id="menu", compact=True)
        yield Footer()

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action in ("replay", "analysis", "chart") and self.session is None:
            return False
        return True

    def action_replay(self, step: int | None = None) -> None:
        self.app.open_replay(self.session.match, self.session.path, step)

    def action_analysis(self) -> None:
        from .analysis import AnalysisScreen

        def jump(step: int | None) -> None:
            if step is not None:
                self.action_replay(step + 1)

        self.app.push_screen(AnalysisScreen(self.session.match, self.session.path), jump)

    def action_chart(self) -> None:
        from .score_chart import ScoreChartScreen

        self.app.push_screen(ScoreChartScreen(self.session.match))

    def sheet_table(self) -> DataTable:
        table = DataTable(id="sheet", cursor_type="none", zebra_stripes=True)
        rows = sorted(self.sheet.rows, key=lambda r: (r.seat < 0, r.seat))  # rival last
        table.add_column("")
        for r in rows:
            mark = " ★" if r.seat in self.sheet.winners else ""
            table.add_column(f"{r.name}{mark}", key=str(r.seat))
        body = [[str(r.categories.get(cat, 0)) for r in rows]
                for cat in self.sheet.category_names]
        body.append([str(r.total) for r in rows])
        if self.sheet.tiebreak_label:
            body.append([_values(r) for r in rows])
        widths = [max([len(str(c.label)) for c in list(table.columns.values())[i + 1:i + 2]]
                      + [len(line[i]) for line in body]) for i in range(len(rows))]
        labels = list(self.sheet.category_names) + ["Total"]
        if self.sheet.tiebreak_label:
            labels.append("Tie-break")
        for label, line in zip(labels, body, strict=True):
            # (a cell Text without any style loses its leading spaces in the table)
            bold = "bold" if label == "Total" else "not bold"
            table.add_row(Text(label, style=bold),
                          *[Text(v.rjust(w), style=bold, justify="right") for v, w in zip(line, widths,
                                                                         strict=True)])
        return table

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "replay":
            self.action_replay()
            return
        self.dismiss(event.button.id or "menu")

    def action_choose(self, what: str) -> None:
        self.dismiss(what)
