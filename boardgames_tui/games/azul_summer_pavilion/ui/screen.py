"""AzulScreen: the game screen for Azul: Summer Pavilion.

The table (render.py) is drawn in the arrangement that fits the window: every board side
by side under the market when there is room (large boards from about 120x40 with two
players), else the board of the seat on turn beside the market column with one line per
other player (`[` / `]` show their boards). 2 players fit 80x24, 4 players 80x25. The
preview of the move under the cursor sits under the table. Keys route to the Controller,
which holds the cursor; everything legal and every number shown comes from the rules
layer. A cursor move redraws only the rows of the table that changed (widgets.py).
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding

from boardgames_tui.engine import i18n
from boardgames_tui.ui.game_screen import GameScreen
from boardgames_tui.ui.palette import colour_blind

from ..actions import Pass, Place, Take
from ..placing import space_of
from .controller import Controller
from .palette import NAMES
from .render import LastMove, PanelCache, arrangement, focus_size, paint_table
from .widgets import GridView, PreviewPanel, TableView

_, ngettext, N_ = i18n.domain("azul_summer_pavilion")

# rows the frame and the preview take around the table: scoreboard 1, preview 2,
# prompt 2, footer 1
AROUND = 6


class AzulScreen(GameScreen):
    AUTO_FOCUS = None

    CSS = """
    AzulScreen #azul-table { margin: 0 0; }
    AzulScreen #azul-preview { background: $surface; }
    """

    BINDINGS = [
        Binding(
            "left",
            "move('left')",
            "←",
            show=False,
            priority=True,
            id="azul.left",
            tooltip=N_("Move the cursor left"),
        ),
        Binding(
            "right",
            "move('right')",
            "→",
            show=False,
            priority=True,
            id="azul.right",
            tooltip=N_("Move the cursor right"),
        ),
        Binding(
            "up",
            "move('up')",
            "↑",
            show=False,
            priority=True,
            id="azul.up",
            tooltip=N_("Move the cursor up (previous factory while taking)"),
        ),
        Binding(
            "down",
            "move('down')",
            "↓",
            show=False,
            priority=True,
            id="azul.down",
            tooltip=N_("Move the cursor down (next factory while taking)"),
        ),
        Binding(
            "tab",
            "cycle(True)",
            N_("Next"),
            key_display="Tab",
            priority=True,
            id="azul.next",
            tooltip=N_("Next legal choice (the next space you can pay for, while placing)"),
        ),
        Binding(
            "shift+tab",
            "cycle(False)",
            N_("Prev"),
            key_display="Shift+Tab",
            show=False,
            priority=True,
            id="azul.prev",
            tooltip=N_("Previous legal choice"),
        ),
        Binding(
            "enter",
            "confirm",
            N_("Confirm"),
            key_display="Enter",
            priority=True,
            id="azul.confirm",
            tooltip=N_("Take / place / choose / pass as previewed"),
        ),
        Binding(
            "escape",
            "cancel",
            N_("Cancel"),
            key_display="Esc",
            id="azul.cancel",
            priority=True,
            tooltip=N_("Leave the pass choice or drop a colour/wild choice"),
        ),
        Binding(
            "c",
            "colour",
            N_("Colour"),
            id="azul.colour",
            priority=True,
            tooltip=N_("Next colour for this space (centre star, grey side)"),
        ),
        Binding(
            "plus,equals_sign",
            "wilds(1)",
            N_("+Wild"),
            key_display="+",
            id="azul.more_wilds",
            priority=True,
            tooltip=N_("Pay with one more wild tile"),
        ),
        Binding(
            "minus",
            "wilds(-1)",
            N_("-Wild"),
            key_display="-",
            id="azul.fewer_wilds",
            priority=True,
            tooltip=N_("Pay with one wild tile fewer"),
        ),
        Binding(
            "p",
            "pass_turn",
            N_("Pass"),
            id="azul.pass",
            priority=True,
            tooltip=N_("Pass: keep up to 4 tiles, lose 1 point per other tile"),
        ),
        Binding(
            "left_square_bracket",
            "view(-1)",
            N_("Boards"),
            key_display="[",
            id="azul.view_prev",
            priority=True,
            tooltip=N_("Show the previous player's board"),
        ),
        Binding(
            "right_square_bracket",
            "view(1)",
            N_("Next board"),
            key_display="]",
            show=False,
            id="azul.view_next",
            priority=True,
            tooltip=N_("Show the next player's board"),
        ),
        Binding(
            "space",
            "toggle_keep",
            N_("Keep"),
            key_display="Space",
            id="azul.keep",
            priority=True,
            tooltip=N_("Keep or discard the tile under the cursor while passing"),
        ),
    ]

    def __init__(self, session):
        super().__init__(session)
        self.ctl = Controller()
        self._stamp = -1
        self._footer_mode: str | None = None
        self._auto_pass_at: int | None = None
        self.view_seat: int | None = None  # a board shown with [ / ]; None: the seat on turn
        self._panels = PanelCache()
        self._last: tuple[object, dict[int, LastMove]] = (None, {})

    # --- the GameScreen hooks --------------------------------------------------------

    def compose_board(self) -> ComposeResult:
        yield TableView(self._paint_table, id="azul-table")
        yield PreviewPanel(id="azul-preview")

    def needed_size(self) -> tuple[int, int]:
        """The "focus" arrangement (one board, the market column) and the frame around it."""
        n = len(self.match.names)
        w, h = focus_size(n, len(self.match.state.factories))
        return w + 2, h + AROUND

    def on_resize(self, event) -> None:
        super().on_resize()
        if self.is_mounted:
            self.query_one(TableView).repaint(layout=True)

    def refresh_board(self) -> None:
        stamp = len(self.match.record.actions)
        changed = stamp != self._stamp
        self.ctl.load(self.view_state, self.seat, self.legal_actions(), changed)
        self._stamp = stamp
        if changed:
            self.view_seat = None
        if changed and self.ctl.mode == "place" and not self.ctl.places():
            if self.ctl.free_pass() is not None and self._auto_pass_at != stamp:
                # issue 13: a pass that asks nothing plays itself; the log line says why
                self._auto_pass_at = stamp
                self.call_after_refresh(self._auto_pass, stamp)
            else:
                self.ctl.start_pass()  # more than 4 tiles: straight to choosing the keeps
        self._redraw_views(layout=True)
        self._sync_footer()

    def _auto_pass(self, stamp: int) -> None:
        if not getattr(self.session, "auto_play_forced", True):
            return
        if len(self.match.record.actions) != stamp or not self.is_attached:
            return
        action = self.ctl.free_pass()
        if action is not None:
            self.submit(action)

    def prompt_text(self) -> str:
        return self.ctl.prompt(self.match.names[self.seat])

    # --- painting ----------------------------------------------------------------------

    def _marks(self):
        n = len(self.match.names)
        colours = [self.player_colour(i) for i in range(n)]
        m = self.ctl.marks(colour_blind(self.app), colours)
        m.view_seat = self.shown_seat
        now = self.match.state
        if self._last[0] is not now:  # the record is parsed once per decision, not per key
            self._last = (now, {seat: self._last_move(seat) for seat in range(n)})
        m.last = self._last[1]
        return m

    @property
    def shown_seat(self) -> int:
        """The board drawn large in the "focus" arrangement."""
        return self.seat if self.view_seat is None else self.view_seat

    def _last_move(self, seat: int) -> LastMove:
        """What `seat` did on its last turn (marked until it moves again, issue 15)."""
        last = LastMove()
        for action in self.last_turn_actions(seat):
            if isinstance(action, Take):
                last.source, last.colour = action.source, NAMES.index(action.colour)
            elif isinstance(action, Place):
                last.spaces.add(space_of(action))
            elif isinstance(action, Pass):
                last.passed = True
        return last

    def arrangement(self, width: int) -> tuple[str, int]:
        """ "all" boards side by side when they fit the space left, else "focus" (one
        board beside the market), and the drawing scale (2 where there is room)."""
        height = self.app.size.height - AROUND
        state = self.ctl.state or self.view_state
        return arrangement(len(state.players), len(state.factories), width, height)

    def _paint_table(self, width: int):
        state = self.ctl.state or self.view_state
        mode, scale = self.arrangement(width)
        return paint_table(state, self._marks(), width, mode, scale, self._panels)

    def _redraw_views(self, layout: bool = False) -> None:
        self.query_one(TableView).repaint(layout)
        self.query_one(PreviewPanel).show(self.ctl.preview_text())

    def _after_cursor(self, reason: str | None) -> None:
        if reason:
            self.refuse(reason)
        else:
            self.set_prompt(self.prompt_text())
        self._redraw_views()
        self._sync_footer()

    def _sync_footer(self) -> None:
        """The footer shows the keys of the current choice: rebuild it when that changes."""
        if self.ctl.mode != self._footer_mode:
            self._footer_mode = self.ctl.mode
            self.refresh_bindings()

    # Which of this screen's keys apply in which decision (the footer hides the others).
    MODE_KEYS = {
        "cancel": {"place", "pass"},
        "colour": {"place"},
        "wilds": {"place"},
        "pass_turn": {"place"},
        "toggle_keep": {"pass"},
    }

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        modes = self.MODE_KEYS.get(action)
        if modes is not None:
            return self.ctl.mode in modes
        return super().check_action(action, parameters)

    # --- key actions -------------------------------------------------------------------

    def action_move(self, direction: str) -> None:
        self._after_cursor(self.ctl.move(direction))

    def action_cycle(self, forward: bool) -> None:
        self._after_cursor(self.ctl.cycle(forward))

    def action_colour(self) -> None:
        self._after_cursor(self.ctl.cycle_colour())

    def action_wilds(self, delta: int) -> None:
        self._after_cursor(self.ctl.change_wilds(delta))

    def action_pass_turn(self) -> None:
        self._after_cursor(self.ctl.start_pass())

    def action_toggle_keep(self) -> None:
        self._after_cursor(self.ctl.toggle_keep())

    def action_view(self, delta: int) -> None:
        """[ / ]: show another player's board in the "focus" arrangement."""
        n = len(self.match.names)
        self.view_seat = (self.shown_seat + delta) % n
        if self.view_seat == self.seat:
            self.view_seat = None
        name = self.match.names[self.shown_seat]
        if self.view_seat is None:
            self.set_prompt(self.prompt_text())
        else:
            self.set_prompt(
                _("Showing {name}'s board - [ / ] for the others; your cursor is on your "
                  "own board.").format(name=name) + "\n" + self.prompt_text()
            )
        self.query_one(TableView).repaint(layout=True)

    def action_cancel(self) -> None:
        self.ctl.cancel()
        self._after_cursor(None)

    def action_confirm(self) -> None:
        action, reason = self.ctl.confirm()
        self._submit_or_refuse(action, reason)

    def action_hint(self) -> None:
        """`h`: the greedy move, with the cursor put on it, ready for Enter."""
        if not self.legal_actions():
            self.refuse(_("No hint: it is not your decision now."))
            return
        action = self.session.hint(self.seat)
        self.ctl.point_at(action)
        self.view_seat = None
        self._redraw_views()
        self._sync_footer()
        text = self.game.describe(self.match.state, self.seat, action)
        self.set_prompt(_("Hint: {move}. Enter plays it.").format(move=text))

    def _submit_or_refuse(self, action, reason) -> None:
        if action is not None:
            self.submit(action)
        else:
            self._after_cursor(reason)

    @on(GridView.TargetClicked)
    def _clicked(self, event: GridView.TargetClicked) -> None:
        action, reason = self.ctl.click(event.target)
        self._submit_or_refuse(action, reason)
