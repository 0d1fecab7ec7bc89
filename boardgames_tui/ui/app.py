"""The Textual app: global things only (themes, help, sizing, starting and resuming games)."""

from __future__ import annotations

import gc
import random
from pathlib import Path
from typing import TYPE_CHECKING

from textual import events
from textual.app import App
from textual.binding import Binding
from textual.theme import Theme

from ..engine.i18n import N_, _, title
from ..startup import release_collections, skip_pydantic_plugin_lookup
from .game_screens import load_screen_class
from .palette import SAFE_THEME
from .replay import REPLAY_BINDINGS, ReplayActions
from .screens.selection import SelectionScreen
from .screens.too_small import TooSmallOverlay, needed_size

if TYPE_CHECKING:
    from ..engine.saves import SaveEntry
    from ..engine.session import Session

skip_pydantic_plugin_lookup()  # before the first model is built: see startup.py

# Screens other than the first are imported when first shown: start-up stays close to a
# bare Textual app (measured by `make bench`).

# Okabe–Ito based: primary blue, accents orange/yellow, no red–green contrasts.
SAFE = Theme(
    name=SAFE_THEME,
    primary="#0072B2",
    secondary="#56B4E9",
    accent="#E69F00",
    warning="#F0E442",
    error="#D55E00",
    success="#009E73",
    background="#111111",
    surface="#1c1c1c",
    panel="#262626",
    dark=True,
)

SHELL_MIN_SIZE = (80, 24)


class BoardGamesApp(ReplayActions, App[None]):
    TITLE = "boardgames-tui"
    # Banners and notices at the top right, under the scoreboard: the bottom of a game
    # screen holds the preview and the prompt the player is reading.
    CSS = """
    ToastRack { dock: top; align: right top; margin-top: 1; }
    """
    # Textual's command palette (Ctrl+P) offers toolkit commands and crashed on some keys;
    # the app's own keys are in the footer and help.
    ENABLE_COMMAND_PALETTE = False
    # No text selection by dragging: a drag on a board is a slip of the mouse, not a copy,
    # and Textual's selection start read the parent of the widget under the press, which
    # is None for a widget removed since the last frame (a redraw after Ctrl+T): the
    # press crashed the app (issue 26). The terminal's own selection (often Shift+drag)
    # still copies text.
    ALLOW_SELECT = False
    BINDINGS = [
        Binding("f1,question_mark", "help", N_("Help"), id="app.help", key_display="F1",
                tooltip=N_("Keys and rules")),
        Binding("ctrl+t", "toggle_safe_theme", N_("Theme"), id="app.theme", show=False,
                tooltip=N_("Colour-blind-safe theme on/off")),
        *REPLAY_BINDINGS,
    ]

    def __init__(
        self,
        start_new: tuple | None = None,
        resume_path: Path | None = None,
        resume_latest: bool = False,
        bot_delay: float = 0.6,
        replay_path: Path | None = None,
    ):
        super().__init__()
        self.start_new = start_new
        self.resume_path = resume_path
        self.resume_latest = resume_latest
        self.bot_delay = bot_delay
        self.replay_path = replay_path
        self.session: Session | None = None
        # the save of the game started in this run (not resumed): the one not kept when
        # it is left before anyone made a move
        self.started_path: Path | None = None
        self.broken_reports: list[str] = []
        self.register_theme(SAFE)

    def _print_error_renderables(self) -> None:
        """An uncaught error is told in one line by the command line (cli.py), which also
        writes the traceback to crash.log: nothing more is printed over the terminal."""
        self._exit_renderables.clear()

    # --- start-up -----------------------------------------------------------------

    def on_mount(self) -> None:
        from ..engine import first_look

        if first_look.colour_blind():  # as the player left it
            self.theme = SAFE_THEME
        self.push_screen(SelectionScreen())
        if self.start_new:
            game_id, names, seed, options, bots = self.start_new
            self.start_match(game_id, names, seed=seed, options=options, bots=bots)
        elif self.replay_path:
            self.open_replay_file(self.replay_path)
        elif self.resume_path:
            from ..engine import saves

            try:
                self.resume_entry(saves.SaveEntry(self.resume_path, saves.load(self.resume_path)))
            except saves.SaveError as err:
                self.notify(f"{err.path.name}: {err.reason}", severity="error", timeout=10)
        self.call_after_refresh(self.after_first_frame)

    def after_first_frame(self) -> None:
        """Saves are scanned (and replayed) only once the first screen is up.

        What exists by now (Textual's modules, styles and widgets, the games' data) lives as
        long as the app: `gc.freeze` sets it aside, so a full collection later walks only
        what the game made since, and no key waits 100-400 ms for one (issue 16). The
        command held collections until now (startup.py): what start-up left over is
        collected first, so it is not frozen with the rest.
        """
        release_collections()
        gc.freeze()
        entries = self.scan_saves()
        if self.session is None and entries and not self.replay_path:
            if self.resume_latest:
                self.resume_entry(entries[0])
            else:
                from .screens.resume import ResumeScreen

                self.push_screen(ResumeScreen(entries))
        self.check_size()

    def scan_saves(self) -> list[SaveEntry]:
        """Unfinished games; damaged files are renamed *.broken and reported."""
        from ..engine import saves, settings

        entries, broken = saves.scan()
        problem = saves.saving_problem()
        if problem and self.session is not None and self.session.save_error:
            problem = None  # the game screen says it already
        for msg in [b.message for b in broken] + [p for p in (problem, settings.problem()) if p]:
            self.broken_reports.append(msg)
            self.notify(msg, severity="warning", timeout=15)
        return entries

    def open_resume_list(self) -> None:
        entries = self.scan_saves()
        if entries:
            from .screens.resume import ResumeScreen

            self.push_screen(ResumeScreen(entries))
        else:
            self.notify(_("No unfinished games."))

    # --- games ----------------------------------------------------------------------

    def start_match(self, game_id, names, seed=None, options=None, bots=None, colours=None):
        from ..engine import settings
        from ..engine.match import Match
        from ..engine.registry import get_game
        from ..engine.session import Session

        if seed is None:
            seed = random.randrange(1, 1_000_000)
        match = Match.new(get_game(game_id), names, seed, options, bots, colours)
        # the next setup of this game starts from this table ("same players again" too)
        problem = settings.remember_table(game_id, match.names,
                                          [p.colour for p in match.record.players],
                                          {p.seat: p.bot for p in match.record.players
                                           if p.bot}, match.record.options)
        if problem:
            self.notify(_("The players cannot be remembered: {why}").format(why=problem),
                        severity="warning")
        session = Session(match)
        self.started_path = session.path
        self.open_session(session)

    def resume_entry(self, entry: SaveEntry) -> None:
        from ..engine.session import Session

        self.open_session(Session(entry.match, entry.path))

    def open_session(self, session: Session) -> None:
        self.session = session
        # leave only the selection screen under the game
        while len(self.screen_stack) > 2:
            self.pop_screen()
        try:
            screen_cls = load_screen_class(session.game.id)
        except (ImportError, AttributeError) as exc:
            self.notify(_("{game} cannot be shown: {why}").format(game=title(session.game),
                                                                  why=exc),
                        severity="error", timeout=10)
            self.session = None
            return
        self.push_screen(screen_cls(session))
        self.call_after_refresh(self.check_size)

    def show_game_over(self, session: Session) -> None:
        from .screens.game_over import GameOverScreen

        sheet = session.game.score_sheet(session.match.state)

        def done(choice: str | None) -> None:
            if choice == "again":
                rec = session.match.record
                self.start_match(
                    rec.game, [p.name for p in rec.players], random.randrange(1, 1_000_000),
                    rec.options, {p.seat: p.bot for p in rec.players if p.bot},
                    [p.colour for p in rec.players],
                )
            else:
                self.back_to_menu()

        # the last round's banner would lie over the score sheet, which says it all (the
        # log keeps its lines); it is posted as a message, so it is taken away after it
        self.call_after_refresh(self.clear_notifications)
        self.push_screen(GameOverScreen(title(session.game), sheet, session), done)

    def back_to_menu(self) -> None:
        self.session = None
        while len(self.screen_stack) > 2:
            self.pop_screen()

    def confirm_leave_game(self) -> None:
        from .screens.confirm import ConfirmScreen

        session = self.session
        fresh = self.untouched_new_game()

        def answer(yes: bool | None) -> None:
            if yes:
                if fresh:
                    self.discard_untouched()
                self.back_to_menu()

        text = _("Leave this game? It is saved; resume it later from the start screen.")
        if fresh:
            text = _("Leave this game? Nobody has made a move yet, so it is not kept.")
        elif session is not None and session.save_error:
            text = _("Leave this game? It could not be saved, so it will be lost.")
        self.push_screen(ConfirmScreen(text), answer)

    def untouched_new_game(self) -> bool:
        """The game on screen was started in this run and nobody has made a move yet (a
        resumed game is the player's: it is kept however it is left)."""
        from .screens.resume import untouched

        return (self.session is not None and self.session.path == self.started_path
                and untouched(self.session.match))

    def discard_untouched(self) -> None:
        """A new game left before anyone made a move is not kept as unfinished: its save
        goes."""
        from ..engine import saves

        if self.untouched_new_game():
            try:
                saves.delete(self.session.path)
            except OSError:
                pass  # left as an unfinished game; the player may delete it there

    async def action_quit(self) -> None:
        self.discard_untouched()
        await super().action_quit()

    # --- global actions -----------------------------------------------------------

    def action_help(self) -> None:
        from .screens.help import HelpScreen

        if isinstance(self.screen, HelpScreen):
            return
        self.push_screen(HelpScreen.for_screen(self.screen))

    def toggle_safe_theme(self) -> None:
        """Switch the colour-blind-safe theme on or off, say so, and remember it."""
        from ..engine import settings

        self.theme = "textual-dark" if self.theme == SAFE_THEME else SAFE_THEME
        safe = self.theme == SAFE_THEME
        if self.session is not None and hasattr(self.screen, "redraw"):
            self.screen.redraw()
        if hasattr(self.screen, "show_theme"):
            self.screen.show_theme()
        problem = settings.update(colour_blind=safe)
        if problem:
            self.notify(_("The theme cannot be remembered: {why}").format(why=problem),
                        severity="warning")
        else:
            self.notify(_("Colour-blind-safe colours: on") if safe
                        else _("Colour-blind-safe colours: off"), timeout=3)

    def action_toggle_safe_theme(self) -> None:
        self.toggle_safe_theme()

    # --- sizing ---------------------------------------------------------------------

    too_small = False  # True while the current screen does not fit: input is dropped

    def on_resize(self) -> None:
        # this handler runs before Textual's own (subclass first), which records the new
        # size: check once the event is through
        self.call_next(self.check_size)

    def push_screen(self, *args, **kwargs):
        result = super().push_screen(*args, **kwargs)
        self.call_after_refresh(self.check_size)
        return result

    def pop_screen(self):
        result = super().pop_screen()
        self.call_after_refresh(self.check_size)
        return result

    def switch_screen(self, *args, **kwargs):
        result = super().switch_screen(*args, **kwargs)
        self.call_after_refresh(self.check_size)
        return result

    def check_size(self) -> None:
        """Show the too-small layer over the current screen, or take it away.

        Called on every resize and screen change. Only the current screen ever carries the
        layer; the screens under it are left exactly as they were.
        """
        if not self.screen_stack:
            return
        screen = self.screen
        for other in self.screen_stack:
            if other is not screen:
                for layer in other.query(TooSmallOverlay):
                    layer.remove()
        need = needed_size(screen, SHELL_MIN_SIZE)
        w, h = self.size
        small = w < need[0] or h < need[1]
        self.too_small = small
        layers = list(screen.query(TooSmallOverlay))
        if small:
            if layers:
                layer = layers[0]
            else:
                layer = TooSmallOverlay(id="too-small")
                screen.mount(layer)
            layer.show_need(need, (w, h), leave=self._in_game(screen))
        else:
            for layer in layers:
                layer.remove()

    def _in_game(self, screen) -> bool:
        """Whether `screen` is the game being played (not a dialog or help over it)."""
        from .game_screen import GameScreen

        return self.session is not None and isinstance(screen, GameScreen)

    def leave_too_small_game(self) -> None:
        """`q` or Esc on the too-small layer of a game: back to the games, the game saved
        (issue 31: the layer must not trap the player). A game that could not be saved
        asks first, as `q` does."""
        if self.session is not None and self.session.save_error:
            self.confirm_leave_game()
            return
        self.back_to_menu()

    async def on_event(self, event) -> None:
        """While the terminal is too small, keys and clicks decide nothing (ctrl+q still
        quits; in a game `q` and Esc leave it, saved). In a game, a key takes a round
        banner away, and while the log window is open, its scroll keys scroll it."""
        if (self.too_small and isinstance(event, events.Key | events.MouseEvent)
                and not event.is_forwarded and getattr(event, "key", "") != "ctrl+q"):
            event.stop()
            if (isinstance(event, events.Key) and event.key in ("q", "escape")
                    and self._in_game(self.screen)):
                self.leave_too_small_game()
            return
        if isinstance(event, events.Key) and not event.is_forwarded:
            if getattr(self.screen, "dismiss_banner", None) is not None:
                self.screen.dismiss_banner()
            if (getattr(self.screen, "scroll_log", None) is not None
                    and self.screen.scroll_log(event.key)):
                event.stop()
                return
        await super().on_event(event)
