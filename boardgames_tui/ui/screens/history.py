"""The table's history: every finished game, and the statistics per player name.

Both read the history index (engine.history), which is rebuilt from the save files when
it is missing or damaged (the screen says so). Enter on a game opens its replay; `s`
switches between the games and the players.
"""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Static

from ...engine.i18n import N_, _, title
from ..widgets.footer import Footer
from .dialog import AnswerOnce


class HistoryScreen(AnswerOnce, Screen[None]):
    DEFAULT_CSS = """
    HistoryScreen #history-title { height: auto; padding: 0 1; background: $panel; }
    HistoryScreen DataTable { height: 1fr; }
    """
    BINDINGS = [
        Binding("s", "toggle", N_("Games / players"), id="history.toggle",
                tooltip=N_("Switch between the finished games and the players' statistics")),
        Binding("escape,q", "close", N_("Back"), id="history.back", tooltip=N_("Back to the game list")),
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

    def show_games(self) -> None:
        from ...engine.history import shown_title

        self.showing = "games"
        self.query_one("#history-title", Static).update(
            _("Finished games: {count}. Enter replays the game; s shows the players.").format(
                count=len(self.games)))
        table = self.query_one(DataTable)
        table.clear(columns=True)
        table.add_columns(_("finished"), _("game"), _("players and points"), _("winner"),
                          _("decisions"))
        for i, g in enumerate(self.games):
            people = ", ".join(f"{n} {s}" for n, s in zip(g.players, g.scores, strict=True))
            table.add_row(g.finished[:16].replace("T", " "), shown_title(g), people,
                          _(" and ").join(g.winner_names), str(g.decisions), key=str(i))
        table.focus()

    def show_players(self) -> None:
        from ...engine.history import statistics
        from ...engine.registry import entries

        self.showing = "players"
        titles = {e.id: title(e) for e in entries()}
        stats = statistics(self.games)
        self.query_one("#history-title", Static).update(
            _("Players: {count}, over all finished games. s shows the games.").format(
                count=len(stats)))
        table = self.query_one(DataTable)
        table.clear(columns=True)
        table.add_columns(_("player"), _("game"), _("games"), _("wins"), _("win rate"),
                          _("average"), _("best"))
        for s in stats:
            rows = [(_("all games"), s)] + [(titles.get(g, g), st)
                                         for g, st in sorted(s.per_game.items())]
            for j, (label, st) in enumerate(rows):
                table.add_row(s.name if j == 0 else "", label, str(st.games), str(st.wins),
                              f"{st.win_rate:.0%}", f"{st.average_score:.1f}",
                              str(st.best_score))
        table.focus()

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
