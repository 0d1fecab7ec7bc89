"""The table's history: every finished game, and the statistics per person and per bot
level (bots are marked, and never counted under a person's name).

Both read the history index (engine.history), which is rebuilt from the save files when
it is missing (silently) or damaged (the screen says so). Enter on a game opens its
replay; `s` switches between the games and the players. The columns share the width: a
long title or list of players wraps within its column, never past the screen's edge.
"""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Static

from ...engine import i18n
from ...engine.i18n import N_, _, title
from ..widgets.footer import Footer
from .dialog import AnswerOnce


def when_text(iso: str) -> str:
    """When a game finished, on the player's clock, as their language writes dates."""
    from datetime import datetime

    try:
        then = datetime.fromisoformat(iso)
    except ValueError:
        return iso[:16].replace("T", " ")
    if then.tzinfo is not None:
        then = then.astimezone()
    # Translators: a date and time as strftime writes them; German "%d.%m.%Y %H:%M"
    return then.strftime(_("%Y-%m-%d %H:%M"))


class HistoryScreen(AnswerOnce, Screen[None]):
    DEFAULT_CSS = """
    HistoryScreen #history-title { height: auto; padding: 0 1; background: $panel; }
    HistoryScreen DataTable { height: 1fr; }
    """
    BINDINGS = [
        Binding("s", "toggle", N_("Games / players"), id="history.toggle",
                tooltip=N_("Switch between the finished games and the players' statistics")),
        Binding("escape,q", "close", N_("Back"), id="history.back", key_display="Esc",
                tooltip=N_("Back to the game list")),
    ]

    def __init__(self):
        super().__init__()
        self.games = []
        self.showing = "games"

    def compose(self) -> ComposeResult:
        yield Static(id="history-title")
        yield DataTable(cursor_type="row", zebra_stripes=True)
        yield Footer()

    def on_mount(self) -> None:
        from ...engine.history import History

        history = History()
        self.games = history.sync()
        for note in history.notes:
            self.notify(note, timeout=8)
        self.show_games()

    def on_resize(self) -> None:
        if self.is_mounted:
            self.call_after_refresh(self.show_players if self.showing == "players"
                                    else self.show_games)

    def _fill(self, heads: list[str], rows: list[list[str]], wrap: list[int]) -> None:
        """Columns as wide as their widest text; while they are too wide together, the
        `wrap` columns (widest first) give way and their texts wrap between words (never
        narrower than a word or the column's heading)."""
        table = self.query_one(DataTable)
        table.clear(columns=True)
        room = max(self.size.width - 2, 20)  # the scroll bar's room
        widths = [max([Text(h).cell_len] + [Text(r[i]).cell_len for r in rows])
                  for i, h in enumerate(heads)]
        padding = 2 * table.cell_padding * len(heads)
        floors = {i: max([Text(heads[i]).cell_len, 8] +  # a heading has one line
                         [Text(word).cell_len for r in rows for word in r[i].split()])
                  for i in wrap}
        while sum(widths) + padding > room:
            narrower = [i for i in wrap if widths[i] > floors[i]]
            if not narrower:
                break
            widths[max(narrower, key=lambda i: widths[i])] -= 1
        for head, width in zip(heads, widths, strict=True):
            table.add_column(Text(head, overflow="fold"), width=width)
        for i, row in enumerate(rows):
            table.add_row(*(Text(cell, overflow="fold") for cell in row), key=str(i),
                          height=None)
        table.focus()

    def show_games(self) -> None:
        from ...engine.history import seat_label, shown_title

        self.showing = "games"
        self.query_one("#history-title", Static).update(
            _("Finished games: {count}. Enter replays the game; s shows the players.").format(
                count=len(self.games)))
        rows = []
        for g in self.games:
            people = ", ".join(f"{seat_label(g, seat)} {score}"
                               for seat, score in enumerate(g.scores))
            rows.append([when_text(g.finished), shown_title(g), people,
                         _(" and ").join(g.winner_names), i18n.number(g.decisions)])
        self._fill([_("finished"), _("game"), _("players and points"), _("winner"),
                    _("decisions")], rows, wrap=[1, 2, 3, 4])

    def show_players(self) -> None:
        from ...engine.history import player_label, statistics
        from ...engine.registry import entries

        self.showing = "players"
        titles = {e.id: title(e) for e in entries()}
        stats = statistics(self.games)
        people = [s for s in stats if not s.bot]
        self.query_one("#history-title", Static).update(
            _("Players: {count}, over all finished games; bots apart, by level. s shows the "
              "games.").format(count=len(people)))
        rows = []
        for s in stats:
            lines = [(_("all games"), s)] + [(titles.get(g, g), st)
                                          for g, st in sorted(s.per_game.items())]
            for j, (label, st) in enumerate(lines):
                rows.append([player_label(s) if j == 0 else "", label, i18n.number(st.games),
                             i18n.number(st.wins), i18n.percent(st.win_rate),
                             i18n.number(st.average_score, 1), i18n.number(st.best_score or 0)])
        self._fill([_("player"), _("game"), _("games"), _("wins"), _("win rate"),
                    _("average"), _("best")], rows, wrap=[0, 1, 2, 3, 4, 5, 6])

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        if self.showing != "games" or event.row_key.value is None:
            return
        game = self.games[int(event.row_key.value)]
        self.app.open_replay_file(Path(game.path))

    def action_toggle(self) -> None:
        if self.showing == "games":
            self.show_players()
        else:
            self.show_games()

    def action_close(self) -> None:
        self.dismiss(None)
