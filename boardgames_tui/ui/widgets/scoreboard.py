"""One line per player: colour mark, name, running score, who is deciding."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from ..palette import colour_blind, player_colour


class Scoreboard(Static):
    DEFAULT_CSS = """
    Scoreboard { height: auto; padding: 0 1; background: $panel; }
    """

    _line: Text | None = None

    def show(self, match, view_state, deciding: list[int]) -> None:
        sheet = match.game.score_sheet(view_state)
        totals = {row.seat: row.total for row in sheet.rows}
        safe = colour_blind(self.app)
        line = Text()
        for p in match.record.players:
            colour = player_colour(p.colour, p.seat, safe)
            marker = "▶" if p.seat in deciding else " "
            line.append(f"{marker}", style="bold")
            line.append(f" {p.seat + 1} ", style=f"bold black on {colour}")
            label = f" {p.name}" + (f" [{p.bot}]" if p.bot else "")
            line.append(label, style="bold" if p.seat in deciding else "")
            line.append(f" {totals.get(p.seat, 0)}   ")
        progress = match.game.progress(view_state)
        if progress:
            line.append(f"│ {progress} ", style="dim")
        line.append(f"│ seed {match.record.seed}", style="dim")
        if line != self._line:  # an update re-lays out the screen: only on a change
            self._line = line
            self.update(line)
