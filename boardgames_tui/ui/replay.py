"""The replay: any saved game stepped through decision by decision, on the game's own screen.

The game's screen is opened on an `engine.replay.ReplaySession` (read-only: nobody is on
turn, nothing can change). The stepping keys are the app's priority bindings, active only
while a replay is on top, so they win over the game's own cursor keys (←/→ move a cursor in
a live game, a decision in a replay). The analysis screen (`a`) lists each player's
costliest decisions and jumps here.
"""

from __future__ import annotations

from pathlib import Path

from textual.binding import Binding

from ..engine.i18n import N_

REPLAY_KEYS = {"replay_step", "replay_round", "replay_end", "replay_reveal", "replay_analysis",
               "replay_leave", "replay_chart", "replay_swap"}

REPLAY_BINDINGS = [
    Binding("right", "replay_step(1)", N_("Next"), id="replay.next", priority=True,
            tooltip=N_("Replay: the next decision")),
    Binding("left", "replay_step(-1)", N_("Back"), id="replay.back", priority=True,
            tooltip=N_("Replay: the previous decision")),
    Binding("pagedown", "replay_round(1)", N_("Next round"), id="replay.next_round", priority=True,
            tooltip=N_("Replay: the start of the next round")),
    Binding("pageup", "replay_round(-1)", N_("Prev round"), id="replay.prev_round", priority=True,
            tooltip=N_("Replay: the start of this round, or of the previous one")),
    Binding("home", "replay_end(0)", N_("Start"), id="replay.start", priority=True, show=False,
            tooltip=N_("Replay: the start of the game")),
    Binding("end", "replay_end(1)", N_("End"), id="replay.end", priority=True, show=False,
            tooltip=N_("Replay: the last decision")),
    Binding("v", "replay_reveal", N_("Show all"), id="replay.reveal", priority=True,
            tooltip=N_("Replay of a finished game: show every hand and hidden card, or not")),
    Binding("m", "replay_swap", N_("Made/better"), id="replay.swap", priority=True,
            tooltip=N_("Before an analysed decision: the board shows the better move (▸) "
                       "or the move made")),
    Binding("a", "replay_analysis", N_("Analysis"), id="replay.analysis", priority=True,
            tooltip=N_("Each player's costliest decisions, judged by the search bot")),
    Binding("g", "replay_chart", N_("Score chart"), id="replay.chart", priority=True,
            tooltip=N_("Every player's points over the game")),
    Binding("escape", "replay_leave", N_("Leave"), id="replay.leave", priority=True,
            tooltip=N_("Leave the replay")),
]


REPLAY_ACTIONS = REPLAY_BINDINGS  # what help lists first in a replay


class ReplayActions:
    """Mixed into the app: opening a replay and the replay keys."""

    def replay_screen(self):
        screen = self.screen
        return screen if getattr(screen, "replaying", False) else None

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action in REPLAY_KEYS:
            screen = self.replay_screen()
            if screen is None:
                return False  # not a replay: the key goes on to the screen's own bindings
            if action == "replay_reveal" and not screen.session.finished:
                return None
            if action == "replay_swap":
                return screen.session.at_focus() and screen.session.focus.best_action is not None
            return True
        return super().check_action(action, parameters)

    def open_replay(self, match, path: Path | None = None, step: int | None = None,
                    focus=None) -> None:
        """`focus`: an analysed decision, shown from the position before it."""
        from ..engine.replay import ReplaySession
        from .game_screens import load_screen_class

        session = ReplaySession(match, path, step, focus)
        screen_cls = load_screen_class(match.game.id)
        screen = screen_cls(session)
        self.push_screen(screen)
        if focus is not None:
            self.call_after_refresh(self._fit_prompt, screen)

    def _fit_prompt(self, screen) -> None:
        """The prompt grows while it names an analysed decision's two moves (they wrap)."""
        from .widgets.prompt_line import PromptLine

        tall = bool(screen.session.focus_lines())
        for prompt in screen.query(PromptLine):
            if prompt.has_class("-tall") != tall:
                prompt.set_class(tall, "-tall")
                prompt._shown = ("", False)  # drawn again, wrapped or cut
                screen.redraw()

    def open_replay_file(self, path: Path) -> None:
        from ..engine import saves

        try:
            match = saves.load(path)
        except saves.SaveError as err:
            self.notify(f"{err.path.name}: {err.reason}", severity="error", timeout=10)
            return
        self.open_replay(match, path)

    def _replay_moved(self) -> None:
        screen = self.replay_screen()
        if screen is not None:
            screen.redraw()
            self._fit_prompt(screen)

    def action_replay_step(self, delta: int) -> None:
        screen = self.replay_screen()
        screen.session.go(screen.session.step + delta)
        self._replay_moved()

    def action_replay_round(self, direction: int) -> None:
        self.replay_screen().session.next_round(direction)
        self._replay_moved()

    def action_replay_end(self, to_end: int) -> None:
        session = self.replay_screen().session
        session.go(session.total if to_end else 0)
        self._replay_moved()

    def action_replay_reveal(self) -> None:
        session = self.replay_screen().session
        session.reveal = not session.reveal
        self._replay_moved()

    def action_replay_swap(self) -> None:
        """Before an analysed decision: the ghost on the board switches between the better
        move and the move made (the ▸ on the prompt says which)."""
        session = self.replay_screen().session
        session.show_made = not session.show_made
        self._replay_moved()

    def action_replay_leave(self) -> None:
        self.pop_screen()

    def action_replay_analysis(self) -> None:
        from .screens.analysis import AnalysisScreen

        screen = self.replay_screen()

        def jump(decision) -> None:
            if decision is not None:  # the position before it, both moves named
                screen.session.focus = decision
                screen.session.show_made = False
                screen.session.go(decision.step)
                self._replay_moved()

        self.push_screen(AnalysisScreen(screen.session.full, screen.session.path), jump)

    def action_replay_chart(self) -> None:
        from .screens.score_chart import ScoreChartScreen

        session = self.replay_screen().session
        self.push_screen(ScoreChartScreen(session.full, marker=session.step))
