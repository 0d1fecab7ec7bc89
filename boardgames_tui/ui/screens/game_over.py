"""The final score sheet: every category per player, the winner and the tie-break."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, DataTable, Footer, Static

from ...engine.scoring import ScoreSheet


def winner_line(sheet: ScoreSheet) -> str:
    names = [r.name for r in sheet.rows if r.seat in sheet.winners]
    if not names:
        return "No winner."
    best = [r for r in sheet.rows if r.seat in sheet.winners][0]
    tied_on_total = [r for r in sheet.rows if r.total == best.total]
    if len(names) > 1:
        return f"Shared victory: {' and '.join(names)} with {best.total} points."
    line = f"{names[0]} wins with {best.total} points."
    if len(tied_on_total) > 1 and sheet.tiebreak_label:
        line += f" (tie on points, broken by {sheet.tiebreak_label})"
    return line


class GameOverScreen(Screen[str]):
    """Dismisses with "again" (same players, new seed) or "menu"."""

    DEFAULT_CSS = """
    GameOverScreen { align: center middle; }
    GameOverScreen #over-box { width: auto; max-width: 100%; height: auto; padding: 1 2;
        border: thick $success; }
    GameOverScreen #winner { text-style: bold; margin-bottom: 1; }
    GameOverScreen DataTable { height: auto; width: auto; margin-bottom: 1; }
    GameOverScreen Horizontal { height: auto; }
    GameOverScreen Button { margin-right: 2; }
    """
    BINDINGS = [
        Binding("a", "choose('again')", "Play again", id="over.again",
                tooltip="Same players and options, new seed"),
        Binding("m,escape", "choose('menu')", "Menu", id="over.menu",
                tooltip="Back to the game selection"),
    ]

    def __init__(self, title: str, sheet: ScoreSheet):
        super().__init__()
        self.title_text = title
        self.sheet = sheet

    def compose(self) -> ComposeResult:
        with Vertical(id="over-box"):
            yield Static(f"{self.title_text} — final score", id="over-title")
            yield Static(winner_line(self.sheet), id="winner")
            yield self.sheet_table()
            with Horizontal():
                yield Button("Play again (a)", id="again", variant="success")
                yield Button("Menu (m)", id="menu")
        yield Footer()

    def sheet_table(self) -> DataTable:
        table = DataTable(id="sheet", cursor_type="none", zebra_stripes=True)
        rows = sorted(self.sheet.rows, key=lambda r: (r.seat < 0, r.seat))  # rival last
        table.add_column("")
        for r in rows:
            mark = " ★" if r.seat in self.sheet.winners else ""
            table.add_column(f"{r.name}{mark}", key=str(r.seat))
        for cat in self.sheet.category_names:
            table.add_row(cat, *[str(r.categories.get(cat, 0)) for r in rows])
        table.add_row("Total", *[str(r.total) for r in rows])
        if self.sheet.tiebreak_label:
            table.add_row(
                f"Tie-break ({self.sheet.tiebreak_label})",
                *[" / ".join(str(v) for v in r.tiebreak) for r in rows],
            )
        return table

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id or "menu")

    def action_choose(self, what: str) -> None:
        self.dismiss(what)
