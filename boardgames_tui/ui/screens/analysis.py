"""Move analysis on screen: per player the mistakes the search bot is sure of, their cost,
and the costliest ones.

The analysis runs in a worker thread with a progress bar and can be cancelled (Esc); a
complete result is stored in the save (engine.analysis), so opening it again is instant.
Choosing a decision (Enter or a click) closes the screen with it (an
engine.analysis.Decision), and the replay shows the position before it with both moves.
"""

from __future__ import annotations

import threading

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import ProgressBar, Static
from textual.widgets.option_list import Option

from ...engine.i18n import N_, _
from ..widgets.footer import Footer
from ..widgets.option_list import OptionList
from .dialog import Dialog, everywhere


class AnalysisScreen(Dialog[object]):
    DEFAULT_CSS = """
    AnalysisScreen { align: center middle; }
    AnalysisScreen #analysis-box { width: 90%; max-width: 120; height: 90%;
        border: thick $primary; background: $surface; padding: 0 1; }
    AnalysisScreen #analysis-status { height: auto; margin-bottom: 1; }
    AnalysisScreen OptionList { height: 1fr; }
    """
    BINDINGS = [
        Binding("escape", "close", N_("Close"), id="analysis.close",
                tooltip=N_("Stop the analysis (if running) and go back")),
        *everywhere("analysis"),
    ]

    def __init__(self, match, path=None):
        super().__init__()
        self.match = match
        self.path = path
        self._stop = threading.Event()
        self.result = None

    def compose(self) -> ComposeResult:
        with Vertical(id="analysis-box"):
            yield Static(_("Analysing every decision with the search bot…"),
                         id="analysis-status")
            yield ProgressBar(total=max(len(self.match.record.actions), 1), id="analysis-bar")
            yield OptionList(id="analysis-list")
        yield Footer()

    def on_mount(self) -> None:
        self.run_analysis()

    @work(thread=True, exclusive=True)
    def run_analysis(self) -> None:
        from ...engine.analysis import analyse_and_store

        def progress(done: int, total: int) -> None:
            self.app.call_from_thread(self.query_one(ProgressBar).update, progress=done)

        settings = getattr(self.app, "analysis_settings", None)
        result = analyse_and_store(self.match, self.path, progress, self._stop.is_set, settings)
        self.app.call_from_thread(self.show_result, result)

    def show_result(self, result) -> None:
        self.result = result
        bar = self.query_one(ProgressBar)
        bar.display = False
        status = self.query_one("#analysis-status", Static)
        if not result.complete:
            status.update(_("Analysis stopped."))
            return
        names = self.match.names
        lines = []
        for seat, name in enumerate(names):
            lines.append(result.summary(seat).in_words(name))
        lines.append(result.criterion())
        lines.append(_("Enter on a decision shows the position before it in the replay, "
                       "with the better move."))
        status.update("\n".join(lines))
        options = self.query_one(OptionList)
        self.decisions = {}
        for seat, name in enumerate(names):
            options.add_option(Option(_("{name}'s costliest mistakes").format(name=name),
                                      disabled=True))
            worst = result.costliest(seat, 5)
            if not worst:
                options.add_option(Option("  " + _("none: no move found clearly better than "
                                                   "the one chosen"), disabled=True))
            for d in worst:
                self.decisions[f"step-{d.step}"] = d
                options.add_option(Option(f"  {d.in_words(self.match)}", id=f"step-{d.step}"))
        first = next((i for i, o in enumerate(options.options) if not o.disabled), None)
        if first is not None:
            options.highlighted = first
        options.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id in getattr(self, "decisions", {}):
            self.dismiss(self.decisions[event.option.id])

    def action_close(self) -> None:
        self._stop.set()
        self.dismiss(None)
