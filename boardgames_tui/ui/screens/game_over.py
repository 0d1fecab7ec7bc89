"""The final score sheet: every category per player, the winner and the tie-break in words.

A game may say how a category was counted (a row's `details`, e.g. "5×2★=10"): the cell
shows that instead of the bare points, and the sheet's `detail_note` under the table says
how to read it.

The sheet scrolls when it is taller than its room, so the winner line and the buttons
always stay on screen; the score chart under it gets the lines left over, up to its ten,
and at least those its axis and legend need (80×24): the sheet scrolls to leave them.
Only when the sheet would keep fewer than four lines does the chart give way (`g` shows
it larger).
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, DataTable, Static

from ...engine.i18n import N_, _, game_text, ngettext
from ...engine.scoring import ScoreSheet, SeatScore
from ..widgets.footer import Footer
from ..widgets.score_chart import ScoreChart
from .dialog import AnswerOnce


def _and(names: list[str]) -> str:
    if len(names) == 1:
        return names[0]
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def _values(row: SeatScore) -> str:
    """The tie-break numbers as counted: a game stores "fewer is better" negated, so
    that larger always wins; the label says which way ("fewer cards")."""
    return " / ".join(str(abs(v)) for v in row.tiebreak)


def winner_line(sheet: ScoreSheet, say=lambda text: text) -> str:
    """Who won, with how much, and how a tie on points was broken, in one or two
    sentences: "Ana wins with 21 points." / "Ana and Ben both have 21 points; Ana wins
    on stones left (3 to 1)." / "Shared victory: Ana and Ben with 21 points, also level
    on stones left.\"" `say` translates the game's own words (the tie-break label)."""
    winners = [r for r in sheet.rows if r.seat in sheet.winners]
    if not winners:
        return _("No winner.")
    best = winners[0]
    tied = [r for r in sheet.rows if r.total == best.total]
    label = say(sheet.tiebreak_label) if sheet.tiebreak_label else ""
    points = best.total
    if len(winners) > 1:
        names = _and([r.name for r in winners])
        if label:
            return ngettext("Shared victory: {names} with {points} point, also level on "
                            "{tiebreak}.", "Shared victory: {names} with {points} points, "
                            "also level on {tiebreak}.", points).format(
                names=names, points=points, tiebreak=label)
        return ngettext("Shared victory: {names} with {points} point.",
                        "Shared victory: {names} with {points} points.", points).format(
            names=names, points=points)
    if len(tied) == 1:
        return ngettext("{name} wins with {points} point.", "{name} wins with {points} points.",
                        points).format(name=best.name, points=points)
    others = [r for r in tied if r is not best]
    names = _and([r.name for r in tied])
    if len(tied) > 2:
        line = ngettext("{names} all have {points} point", "{names} all have {points} points",
                        points).format(names=names, points=points)
    else:
        line = ngettext("{names} both have {points} point", "{names} both have {points} points",
                        points).format(names=names, points=points)
    if label:
        behind = ", ".join(_values(r) for r in others)
        return _("{line}; {name} wins on {tiebreak} ({values} to {behind}).").format(
            line=line, name=best.name, tiebreak=label, values=_values(best), behind=behind)
    return _("{line}; {name} wins the tie-break.").format(line=line, name=best.name)


OVER_BOX_WIDTH = 84  # the box's width (CSS #over-box), its notes' widest lines
NOTE_WIDTH = 76
CHART_LINES = 10  # the chart's height when there is room (CSS ScoreChart)
CHART_MIN_LINES = 6  # a plot of two lines, the axis, the round numbers, two of legend
SHEET_MIN_LINES = 4  # the heading and three rows: less, and the chart gives way


class GameOverScreen(AnswerOnce, Screen[str]):
    """Dismisses with "again" (same players, new seed) or "menu".

    Given the session, it also draws the score chart and opens the replay (`r`) and the
    move analysis (`a`, whose choices open the replay at that decision).
    """

    AUTO_FOCUS = "#sheet"  # ↑ ↓ scroll a sheet taller than the window
    _table_width = 0  # the score table's columns with their padding (sheet_table)

    DEFAULT_CSS = """
    GameOverScreen { align: center middle; }
    GameOverScreen #over-box { width: 84; max-width: 100%; height: auto; max-height: 100%;
        padding: 0 2; border: thick $success; }
    GameOverScreen #over-title { text-style: bold; }
    GameOverScreen #winner { text-style: bold; color: $success; margin-bottom: 1;
        width: auto; max-width: 76; }
    GameOverScreen #tiebreak-note { color: $text-muted; max-width: 76; }
    GameOverScreen #detail-note { color: $text-muted; max-width: 76; }
    GameOverScreen DataTable { height: auto; max-height: 1fr; width: auto; max-width: 100%; }
    GameOverScreen #over-buttons { height: auto; margin-top: 1; }
    GameOverScreen Button { margin-right: 2; }
    GameOverScreen ScoreChart { height: 10; width: 76; max-width: 100%; margin-top: 1; }
    """
    BINDINGS = [
        Binding("p", "choose('again')", N_("Play again"), id="over.again",
                tooltip=N_("Same players and options, new seed")),
        Binding("r", "replay", N_("Replay"), id="over.replay",
                tooltip=N_("Step through the game decision by decision")),
        Binding("a", "analysis", N_("Analysis"), id="over.analysis",
                tooltip=N_("Each player's costliest decisions, judged by the search bot")),
        Binding("g", "chart", N_("Score chart"), id="over.chart",
                tooltip=N_("Every player's points over the game, larger")),
        Binding("m,escape", "choose('menu')", N_("Game list"), id="over.menu", key_display="m",
                tooltip=N_("Back to the game list")),
    ]

    def __init__(self, title: str, sheet: ScoreSheet, session=None):
        super().__init__()
        self.title_text = title
        self.sheet = sheet
        self.session = session

    def compose(self) -> ComposeResult:
        with Vertical(id="over-box"):
            yield Static(_("{game}: final score").format(game=self.title_text), id="over-title")
            yield Static(winner_line(self.sheet, self.say), id="winner")
            yield self.sheet_table()
            if self.sheet.detail_note:
                yield Static(self.say(self.sheet.detail_note), id="detail-note")
            if self.sheet.tiebreak_label:
                yield Static(_("Tie-break: {tiebreak}, when points are level.").format(
                    tiebreak=self.say(self.sheet.tiebreak_label)), id="tiebreak-note")
            if self.session is not None:  # filled here: a fast game may end before mounting
                from .score_chart import chart_data

                chart = ScoreChart(id="over-chart")
                chart.series, chart.colours, chart.names, chart.rounds = chart_data(
                    self.app, self.session.match)
                yield chart
            with Horizontal(id="over-buttons"):
                yield Button(_("Play again (p)"), id="again", variant="success", compact=True)
                if self.session is not None:
                    yield Button(_("Replay (r)"), id="replay", compact=True)
                yield Button(_("Game list (m)"), id="menu", compact=True)
        yield Footer()

    def on_mount(self) -> None:
        # a table wider than the box's usual width widens the box (up to the screen), so
        # that its background stays inside the border (5 players with counted cells)
        self.query_one("#over-box").styles.width = self._box_width()
        self._fit_chart()

    def _box_width(self) -> int:
        """The box's width: its usual one, or the table's and the box's border and
        padding (6) when the table is wider."""
        return max(OVER_BOX_WIDTH, self._table_width + 6)

    def on_resize(self) -> None:
        self._fit_chart()

    def _fit_chart(self) -> None:
        """Give the chart the lines the rest leaves (the buttons stay on screen): its own
        height when they are enough, fewer, or none below CHART_MIN_LINES."""
        charts = self.query(ScoreChart)
        if not charts:
            return
        chart = charts.first()
        width, height = self.app.size
        inner = max(10, min(self._box_width(), width) - 6)  # the box's border and padding

        def lines(text: str, most: int = NOTE_WIDTH) -> int:
            wrapped = Text(text).wrap(self.app.console, min(most, inner))
            return max(1, len(wrapped))

        used = 2 + 1 + lines(winner_line(self.sheet, self.say)) + 1  # border, title, winner
        table = self.query_one("#sheet", DataTable)
        table_lines = table.row_count + 1  # its rows and heading
        if self.sheet.detail_note:
            used += lines(self.say(self.sheet.detail_note))
        if self.sheet.tiebreak_label:
            used += lines(_("Tie-break: {tiebreak}, when points are level.").format(
                tiebreak=self.say(self.sheet.tiebreak_label)))
        used += 2 + 1  # the buttons with their margin, the footer
        room = height - used - 1  # the chart's margin; the table and the chart share it
        chart_lines = min(CHART_LINES, max(CHART_MIN_LINES, room - table_lines))
        table_room = room - chart_lines
        # the chart keeps the lines its axis and legend need; the table scrolls (↑ ↓)
        # when it is left fewer than its rows, and below SHEET_MIN_LINES the chart gives
        # way (`g` shows it larger)
        chart.display = table_room >= min(SHEET_MIN_LINES, table_lines)
        chart.styles.height = chart_lines
        if not chart.display:
            table_room = room + 1
        table.styles.height = "auto" if table_room >= table_lines else max(2, table_room)

    def say(self, text: str) -> str:
        """One of the game's own words (a category, the tie-break) in the game's domain."""
        return game_text(self.session.game, text) if self.session is not None else text

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action in ("replay", "analysis", "chart") and self.session is None:
            return False
        return True

    def action_replay(self, step: int | None = None) -> None:
        self.app.open_replay(self.session.match, self.session.path, step)

    def action_analysis(self) -> None:
        from .analysis import AnalysisScreen

        def jump(decision) -> None:  # the position before it, both moves named
            if decision is not None:
                self.app.open_replay(self.session.match, self.session.path, focus=decision)

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
            # right-aligned over the column's numbers (they are right-aligned below)
            table.add_column(Text(f"{r.name}{mark}", justify="right"), key=str(r.seat))
        # a category's cell says how it was counted when the game tells (r.details)
        body = [[r.details.get(cat) or str(r.categories.get(cat, 0)) for r in rows]
                for cat in self.sheet.category_names]
        body.append([str(r.total) for r in rows])
        if self.sheet.tiebreak_label:
            body.append([_values(r) for r in rows])
        widths = [max([c.label.cell_len for c in list(table.columns.values())[i + 1:i + 2]]
                      + [len(line[i]) for line in body]) for i in range(len(rows))]
        total = _("Total")
        labels = [self.say(c) for c in self.sheet.category_names] + [total]
        if self.sheet.tiebreak_label:
            labels.append(_("Tie-break"))
        # every column with a character of padding on each side (DataTable's cell_padding)
        self._table_width = sum(widths) + max(len(label) for label in labels) + \
            2 * (len(widths) + 1)
        for label, line in zip(labels, body, strict=True):
            # (a cell Text without any style loses its leading spaces in the table)
            bold = "bold" if label == total else "not bold"
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
