"""The base of every game's screen: the frame around the game's own board widgets.

A game subclasses `GameScreen` and overrides three hooks:

- `compose_board()` yields the game's widgets (boards, tableaux, market, ...);
- `refresh_board()` redraws them from `self.view_state` after every change;
- `prompt_text()` says in one line what `self.seat` is deciding now.

Widgets submit a decision with `self.submit(action)`: the session applies it (the rules
refuse illegal ones with a reason, shown on the prompt line and nothing changes),
autosaves, logs it, plays the bots' turns, shows the pass-the-keyboard screen before a
private decision and the score sheet at the end. The frame also gives the scoreboard,
the action log, undo (`u`), help (`?`/F1), the log toggle (`l`) and quit (`q`).

Attributes for the game's widgets:
  session      engine Session (session.match is the Match; never change it directly)
  seat         the seat whose decision the screen shows (a human seat on turn)
  view_state   the current state redacted for `seat` (what may be shown)
  player_colour(seat) -> hex colour of that player in the active theme
"""

from __future__ import annotations

import asyncio

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen

from ..engine import i18n
from ..engine.errors import IllegalAction
from ..engine.i18n import N_, _, ngettext
from ..engine.session import Session
from .board.pointing import POINTING_ACTIONS, POINTING_BINDINGS, Pointing
from .palette import colour_blind, player_colour
from .screens.handoff import HandoffScreen
from .widgets.action_log import ActionLog
from .widgets.footer import Footer
from .widgets.prompt_line import PromptLine
from .widgets.scoreboard import Scoreboard

BOT_DELAY = 0.6  # seconds a bot "thinks", so humans can follow its move

# The three layouts a game screen chooses from by the space it has (architecture §Sizes):
# compact below STANDARD (80×24 with 2 players), wide from WIDE on (everything side by side).
STANDARD = (100, 30)
WIDE = (160, 50)


def layout_for(width: int, height: int) -> str:
    """"compact", "standard" or "wide" for a terminal of that size."""
    if width >= WIDE[0] and height >= WIDE[1]:
        return "wide"
    if width < STANDARD[0] or height < STANDARD[1]:
        return "compact"
    return "standard"


class GameScreen(Pointing, Screen[None]):
    MIN_SIZE = (100, 30)  # a game overrides this with what its layout needs

    DEFAULT_CSS = """
    GameScreen #frame-main { height: 1fr; }
    GameScreen #board { width: 1fr; height: 1fr; }
    GameScreen ActionLog.-overlay {
        overlay: screen; position: absolute; width: 44; height: 1fr;
        background: $surface; border: round $primary; padding: 0 1;
    }
    /* the wide layout: banners and notices over the log's side column (the log has their
       lines too), not over the board the player must read: as wide as the log less the
       rack's scroll bar (LOG_WIDTH_WIDE - 2). A screen's own CSS may place them
       elsewhere in the other layouts */
    GameScreen.-log-column ToastRack { align: right top; }
    GameScreen.-log-column ToastHolder { align-horizontal: right; }
    GameScreen.-log-column Toast { width: 34; max-width: 34; }
    """
    LOG_WIDTH_WIDE = 36  # the log's side column in the wide layout
    BINDINGS = [
        # first in the footer, so that on a narrow terminal the way to every other key shows
        Binding("f1,question_mark", "app.help", N_("Help"), id="game.help", key_display="?",
                tooltip=N_("Keys and rules")),
        Binding("u", "undo", N_("Undo"), id="game.undo",
                tooltip=N_("Take back the last decision, until the next player acts or sees a secret")),
        Binding("l", "toggle_log", N_("Log"), id="game.log", tooltip=N_("Show or hide the action log")),
        Binding("h", "hint", N_("Hint"), id="game.hint",
                tooltip=N_("What the greedy bot would do in your place")),
        Binding("q", "quit_game", N_("Quit"), id="game.quit",
                tooltip=N_("Leave the game (it stays saved)")),
        # arrows, Tab, Enter, Esc, digits: pointing and choosing (board/pointing.py); a
        # game that binds one of these keys itself replaces it
        *POINTING_BINDINGS,
    ]

    def __init__(self, session: Session):
        super().__init__()
        self.session = session
        self.seat = self._first_seat()
        self._handoff_shown_for: int | None = None
        self._bot_timer = None
        self._bot_thinking = False
        self._footer_keys: tuple | None = None  # the footer's keys were shown for
        # since the last human decision, shown on the prompt: the bots' moves ("🤖 …")
        # and the forced moves that played themselves ("… (the only choice)")
        self.bot_moves: list[str] = []
        self._layout: str | None = None
        self._log_wanted = False  # `l` pressed in a compact or standard layout
        self._states_seen = 0  # states whose round changes were announced
        self._save_error_shown: str | None = None
        self._decision_shown: tuple | None = None  # the decision the cursor was started on
        self._pointed_before: dict[int, object] = {}  # decisions made: where the cursor was

    # --- the hooks a game overrides -----------------------------------------------------

    def compose_board(self) -> ComposeResult:
        yield from ()

    def refresh_board(self) -> None:
        """Redraw the game's widgets from `self.view_state`."""

    def prompt_text(self) -> str:
        return _("{name}: choose your move.").format(name=self.match.names[self.seat])

    def needed_size(self) -> tuple[int, int]:
        """The smallest terminal this screen is fully playable in, from its content.

        A game computes it from what it draws in its compact layout (player count, board
        size); below it the app shows "too small: needs W×H" over the screen.
        """
        return self.MIN_SIZE

    @classmethod
    def size_for(cls, match) -> tuple[int, int]:
        """The terminal a game of `match` (not started yet) needs, for setup to warn
        before it starts: `needed_size()` of this screen made for the match at its first
        decision and never shown. A read-only replay session stands in for the live one,
        so nothing is saved and no bot moves. A game whose size cannot be worked out so
        overrides this classmethod."""
        from ..engine.replay import ReplaySession

        return tuple(cls(ReplaySession(match, step=0)).needed_size())

    def on_layout_change(self, mode: str) -> None:
        """Called on mount and whenever `layout_mode` changes; rearrange the widgets."""

    def walks_final_scoring(self) -> bool:
        """True while the game walks through its final scoring on its own board (Rococo's
        seven steps): the game over screen waits, and the screen calls `after_change`
        again when the walk is done. By default the sheet comes at once."""
        return False

    # --- what the game's widgets use ----------------------------------------------------

    @property
    def layout_mode(self) -> str:
        """"compact", "standard" or "wide", from the terminal's size now."""
        return layout_for(*self.app.size)

    def last_turn_actions(self, seat: int) -> list:
        """The decisions of `seat`'s most recent turn (the last run of its actions), parsed.

        Boards mark a player's last move with these until that player moves again.
        """
        run = []
        for logged in reversed(self.match.record.actions):
            if logged.seat == seat:
                run.append(self.game.parse_action(logged.action))
            elif run:
                break
        return run[::-1]

    @property
    def match(self):
        return self.session.match

    @property
    def game(self):
        return self.session.game

    @property
    def replaying(self) -> bool:
        """True when the screen shows a saved game read-only (engine.replay.ReplaySession)."""
        return getattr(self.session, "replay", False)

    @property
    def view_state(self):
        if self.replaying and self.session.reveal:
            return self.match.state
        return self.game.view.redact(self.match.state, self.seat)

    def legal_actions(self):
        """The legal actions of the seat shown, or none while a bot or nobody decides; a
        bot's step held for the people at the table (Session.held_confirmation) is theirs
        to confirm."""
        if self.match.is_over():
            return []
        if self.seat not in self.session.human_seats_to_act():
            held = self._held()
            return [held[1]] if held is not None else []
        return self.match.legal_actions(self.seat)

    def _held(self):
        """(bot seat, action) of a bot's step the session holds for the people, or None."""
        return None if self.replaying else self.session.held_confirmation()

    def player_colour(self, seat: int) -> str:
        p = self.match.record.players[seat]
        return player_colour(p.colour, seat, colour_blind(self.app))

    def submit(self, action) -> bool:
        """Apply `action` for `self.seat`; False (and the reason shown) if refused."""
        self.bot_moves = []
        decision = len(self.match.record.actions)
        held = self._held() if self.seat not in self.session.human_seats_to_act() else None
        try:  # a held step of a bot is confirmed in the bot's name
            self.session.apply(self.seat if held is None else held[0], action)
        except IllegalAction as exc:
            self.query_one(PromptLine).refuse(exc.reason)
            return False
        self._pointed_before[decision] = self.pointed()  # where an undo brings it back
        self._note_forced(decision + 1)
        self.after_change()
        return True

    def _note_forced(self, start: int) -> None:
        """The forced moves that played themselves after the decision at `start - 1`: said
        on the prompt as the bots' moves are (the log has them too)."""
        self.bot_moves += [a.text for a in self.match.record.actions[start:] if a.auto]

    def refuse(self, reason: str) -> None:
        """Show why a choice cannot be made (e.g. an illegal spot under the cursor)."""
        self.query_one(PromptLine).refuse(reason)

    def set_prompt(self, text: str) -> None:
        self.query_one(PromptLine).ask(text)

    # --- the frame --------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Scoreboard(id="scoreboard")
        with Horizontal(id="frame-main"):
            with Vertical(id="board"):
                yield from self.compose_board()
            yield ActionLog(id="log")
        yield PromptLine(id="prompt")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = i18n.title(self.game)
        self._update_layout()
        self.after_change(first=True)

    def on_resize(self) -> None:
        if self._update_layout():
            self.redraw()

    def _update_layout(self) -> bool:
        """Tell the game when the layout changes; True if it did."""
        mode = self.layout_mode
        self._place_log()
        self.query_one(Footer).compact = mode == "compact"  # more keys fit in 80 columns
        if mode == self._layout:
            return False
        self._layout = mode
        self.on_layout_change(mode)
        return True

    def _place_log(self) -> None:
        """Wide: the log is a side column. Otherwise it is hidden, or shown over the board's
        right edge on `l`, so the board keeps the whole width."""
        log = self.query_one(ActionLog)
        wide = self.layout_mode == "wide"
        log.set_class(not wide, "-overlay")
        self.set_class(wide, "-log-column")  # the round banner lies over the log (CSS)
        log.border_title = None if wide else _("Action log (l closes it)")
        if wide:
            log.styles.width = self.LOG_WIDTH_WIDE
            log.styles.offset = (0, 0)
            log.display = True
            return
        w, h = self.app.size
        width = min(44, max(20, w // 2))
        log.styles.width = width
        log.styles.height = max(3, h - 4)
        log.styles.offset = (w - width, 1)
        log.display = self._log_wanted

    def on_screen_resume(self) -> None:
        self.redraw()

    def _first_seat(self) -> int:
        humans = self.session.human_seats_to_act()
        if humans:
            return humans[0]
        people = [p.seat for p in self.match.record.players if p.bot is None]
        return people[0] if people else 0

    def redraw(self) -> None:
        if self.replaying:
            self.seat = self.session.seat_shown()
        deciding = self.match.to_act()
        unsaved = getattr(self.session, "unsaved_since", None)
        warning = _("not saved since {point}").format(point=unsaved) if unsaved else None
        self.query_one(Scoreboard).show(self.match, self.view_state, deciding, warning)
        if self.replaying:
            step = self.session.step
            logged = self.match.record.actions[step - 1] if step else None
            mine = 1 + len(getattr(logged, "events", []) or []) if logged else 0
            self.query_one(ActionLog).show_step(self.match.log_lines(), mine)
        else:
            self.query_one(ActionLog).sync(self.session.log_lines())
        self.refresh_board()
        if self.replaying and self.session.ghost_action() is not None:
            self.show_action(self.session.ghost_action())  # the better move, as a ghost
        decision = (len(self.match.record.actions), tuple(deciding), self.seat)
        if decision != self._decision_shown and not self.replaying and self.legal_actions():
            self._decision_shown = decision
            self.start_decision(self._pointed_before.pop(decision[0], None))
        if self.replaying:
            self.set_prompt(self.session.caption())
        elif self.match.is_over():
            self.set_prompt(_("The game is over."))
        elif self.seat in self.session.human_seats_to_act():
            text = self.prompt_text()
            if self.bot_moves:
                text = " · ".join(self.bot_moves[-4:]) + "\n" + text
            self.set_prompt(text)
        else:
            names = ", ".join(self.match.names[s] for s in deciding)
            self.set_prompt(ngettext("{names} is thinking…", "{names} are thinking…",
                                     len(deciding)).format(names=names))
        # the footer greys Undo out and shows the pointing keys only on a player's own
        # decision (they were last worked out while a bot decided): rebuild it on a change
        keys = (self.match.can_undo(), bool(self.legal_actions()), self.can_step_back())
        if keys != self._footer_keys:
            self._footer_keys = keys
            self.refresh_bindings()

    banner_up = False  # a round banner is shown: the player's next key takes it away

    def dismiss_banner(self) -> None:
        """The first key after a round banner takes it away: it lies over the board the
        player must read now (Azul's factories; the log keeps every line)."""
        if self.banner_up:
            self.banner_up = False
            self.app.clear_notifications()

    def announce_rounds(self, first: bool = False) -> None:
        """A banner when a new round begins (or the game ends), with that change's summary.

        Games that score a round in several confirmed steps (Bruxelles) show those steps on
        their board; the banner comes once, at the change of round. The log has every line.
        """
        states = self.match.states
        if first or self._states_seen > len(states):  # a fresh screen, or undone past it
            self._states_seen = len(states)
            return
        banner = None  # only the latest change: bots may have played several rounds
        for before, after in zip(states[max(self._states_seen - 1, 0):-1],
                                 states[max(self._states_seen, 1):], strict=True):
            old, new = self.game.words.round_number(before), self.game.words.round_number(after)
            over = self.game.is_over(after)
            if old == new and not over:
                continue
            lines = self.game.words.round_summary(before, after)
            if lines:
                title = _("The game is over") if over else (
                    _("Round {number}").format(number=new) if new is not None
                    else _("A new round"))
                banner = (title, lines)
        if banner is not None:
            title, lines = banner
            if self.layout_mode == "compact":  # a small screen: the headline, the log has all
                lines = lines[:1]
            self.app.clear_notifications()
            self.notify("\n".join(lines), title=title, timeout=8)
            self.banner_up = True
        self._states_seen = len(states)

    def after_change(self, first: bool = False) -> None:
        """Decide who is on, then show it: game over, bot move, handoff or the next prompt."""
        if self.replaying:
            self.redraw()
            return
        self.announce_rounds(first)
        if self.session.save_error != self._save_error_shown:  # once per new problem
            if self.session.save_error:
                self.notify(self.session.save_error, severity="error", timeout=10)
            elif self.session.notes:  # the first save that worked again
                self.notify(self.session.notes[-1][1], timeout=8)
            self._save_error_shown = self.session.save_error
        if self.match.is_over():
            self.redraw()
            if not self.walks_final_scoring():
                self.app.show_game_over(self.session)
            return
        humans = self.session.human_seats_to_act()
        if self.session.bot_seats_to_act() and not humans:
            self.redraw()
            self._schedule_bot()
            return
        if not humans:
            self.redraw()
            return
        previous = self.seat
        if previous not in humans:
            self.seat = humans[0]
        if self._needs_handoff(previous, first):
            self._handoff_shown_for = self.seat
            self.app.push_screen(
                HandoffScreen(self.match.names[self.seat], session=self.session,
                              seat=self.seat),
                self._after_handoff,
            )
            return
        self.redraw()
        if self.session.bot_seats_to_act():
            self._schedule_bot()

    def _after_handoff(self, answer: str | None) -> None:
        """The next player took the keyboard, or the previous one took back a decision."""
        if answer == "undo" and self.match.can_undo(private_seen=False):
            self.session.undo(private_seen=False)
            self._handoff_shown_for = None
            self.after_change()
            return
        self.redraw()

    def _needs_handoff(self, previous: int, first: bool) -> bool:
        humans_in_game = [p for p in self.match.record.players if p.bot is None]
        if len(humans_in_game) < 2:
            return False
        if not self.game.view.private_decision(self.match.state, self.seat):
            self._handoff_shown_for = None
            return False
        return first or self.seat != previous or self._handoff_shown_for != self.seat

    def _schedule_bot(self) -> None:
        if self._bot_timer is None and not self._bot_thinking:
            delay = max(getattr(self.app, "bot_delay", BOT_DELAY), 0.01)
            self._bot_timer = self.set_timer(delay, self._bot_move)

    async def _bot_move(self) -> None:
        """Let the first bot on turn think in a thread (the screen stays live), then move."""
        self._bot_timer = None
        bots = self.session.bot_seats_to_act()
        if not bots or self.match.is_over():
            return
        seat = bots[0]
        decisions = len(self.match.record.actions)
        self._bot_thinking = True
        try:
            action = await asyncio.to_thread(self.session.bot_choice, seat)
        finally:
            self._bot_thinking = False
        if not self.is_attached or self.app.session is not self.session:
            return  # the game was left while the bot was thinking
        if len(self.match.record.actions) != decisions:
            self._schedule_bot()  # a human decided meanwhile (simultaneous choices): rethink
            return
        self.bot_moves.append("🤖 " + self.game.words.describe(self.match.state, seat, action))
        self.session.apply(seat, action)
        self._note_forced(decisions + 1)
        self.after_change()

    # --- frame actions --------------------------------------------------------------

    REPLAY_FRAME_KEYS = {"app.help", "toggle_log", "quit_game"}

    @property
    def active_bindings(self):
        """In a replay the footer and help show the replay's keys and the frame's help,
        log and quit, not the game's own (before an analysed decision the game draws that
        seat's choices for the ghost, and would offer its keys for them)."""
        bindings = super().active_bindings
        if not self.replaying:
            return bindings
        return {key: active for key, active in bindings.items()
                if active.node is self.app or active.binding.action in self.REPLAY_FRAME_KEYS}

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if self.replaying and action in ("undo", "hint"):
            return None
        if self.replaying and action in POINTING_ACTIONS:
            return False  # a replay's ghost is looked at, not moved or taken
        if action in POINTING_ACTIONS:
            return self.pointing_allowed(action)
        return True

    def action_undo(self) -> None:
        """`u`: the last decision of a person, with the bots' replies after it; when that
        cannot be, the prompt line says why (the key always answers)."""
        problem = self.match.undo_problem()
        if problem:
            self.refuse(_("Nothing to undo: {why}.").format(why=problem))
            return
        self.session.undo()
        self.after_change()

    def action_toggle_log(self) -> None:
        log = self.query_one(ActionLog)
        if self.layout_mode == "wide":
            log.display = not log.display
            return
        self._log_wanted = not self._log_wanted
        self._place_log()
        if self._log_wanted:
            log.scroll_end(animate=False)

    LOG_KEYS = {"up": -1, "down": 1, "pageup": "page_up", "pagedown": "page_down",
                "home": "home", "end": "end"}

    @property
    def log_window_open(self) -> bool:
        """The log is shown as a window over the board (`l` below the wide layout)."""
        return self._log_wanted and self.layout_mode != "wide"

    def scroll_log(self, key: str) -> bool:
        """While the log window is open, its scroll keys are the log's (the board under
        it keeps every other key); True when `key` scrolled it. Called by the app before
        any binding, so a game's own keys for these (the map's Page Up) wait."""
        if not self.log_window_open or key not in self.LOG_KEYS:
            return False
        log = self.query_one(ActionLog)
        how = self.LOG_KEYS[key]
        if isinstance(how, int):
            log.scroll_relative(y=how, animate=False)
        else:
            getattr(log, f"scroll_{how}")(animate=False)
        return True

    def action_quit_game(self) -> None:
        self.app.confirm_leave_game()
