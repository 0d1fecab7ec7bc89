"""The top line: every player's colour mark, name and points, who is deciding, progress.

One row at every size: when the names do not fit, the seed goes first, then the names are
shortened, so the points of every player always show (the prompt line says the rest).
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from ...engine.i18n import _
from ..palette import colour_blind, player_colour


class Scoreboard(Static):
    DEFAULT_CSS = """
    Scoreboard { height: 1; padding: 0 1; background: $panel; }
    """

    _line: Text | None = None
    _shown: tuple | None = None  # the last arguments of `show`, to fit them again on resize

    def on_resize(self) -> None:
        """The line is fitted to the width: a resize fits it again (the screen itself only
        redraws when its layout changes, e.g. not on the way back from "too small")."""
        if self._shown is not None:
            self.show(*self._shown)

    def show(self, match, view_state, deciding: list[int], warning: str | None = None) -> None:
        """`warning` (saves failing) leads the line and is never cut."""
        self._shown = (match, view_state, deciding, warning)
        sheet = match.game.score_sheet(view_state)
        totals = {row.seat: row.total for row in sheet.rows}
        progress = match.game.words.progress(view_state)
        width = max(20, (self.app.size.width or 80) - 2)
        line = None
        for name_len, with_seed in ((24, True), (24, False), (10, False), (5, False)):
            line = self._line_for(match, totals, deciding, progress, name_len, with_seed)
            if warning:
                mark = Text(f"⚠ {warning} ", style=f"bold {self.app.current_theme.error}")
                line = Text.assemble(mark, "│ ", line)
            if line.cell_len <= width:
                break
        line.truncate(width, overflow="ellipsis")
        if line != self._line:  # an update re-lays out the screen: only on a change
            self._line = line
            self.update(line)

    def _line_for(self, match, totals, deciding, progress, name_len, with_seed) -> Text:
        safe = colour_blind(self.app)
        line = Text(_("Points") + " ", style="dim")
        for p in match.record.players:
            colour = player_colour(p.colour, p.seat, safe)
            on_turn = p.seat in deciding
            line.append("▶" if on_turn else " ", style="bold")
            line.append(f" {p.seat + 1} ", style=f"bold black on {colour}")
            name = p.name if len(p.name) <= name_len else p.name[: name_len - 1] + "…"
            bot = " " + _("(bot)") if p.bot and name_len > 5 else ""
            line.append(f" {name}{bot}", style="bold" if on_turn else "")
            line.append(f" {totals.get(p.seat, 0)}  ", style="bold")
        if progress:
            line.append(f"│ {progress} ", style="dim")
        if with_seed:
            line.append("│ " + _("game seed {seed}").format(seed=match.record.seed), style="dim")
        return line
