"""BruxellesScreen: the Bruxelles 1897 game screen.

Three layouts by the terminal's size (`layout_mode`): compact (80×24 with 2 players: the
grid large with its labels, the player on turn's display, the others one key away on
`[`/`]`), standard (100×30: every player's summary line) and wide (160×50: the Brussels
cards beside the grid, every player's display side by side, the log as a side column).
All rule answers come from the rules layer (legal actions, apply for previews, describe
for choices); `needed_size` is computed from the grid's rows and the player count.
"""

from __future__ import annotations

from dataclasses import replace

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding

from boardgames_tui.engine import i18n
from boardgames_tui.ui.game_screen import GameScreen
from boardgames_tui.ui.palette import colour_blind
from boardgames_tui.ui.widgets.action_log import ActionLog
from boardgames_tui.ui.widgets.line_panel import LinePanel, ScrollingLinePanel

from ..actions import (
    AddArchitect,
    ConfirmBrussels,
    Continue,
    Pass,
    Place,
    StartBrussels,
)
from ..data import load_data
from ..flow import to_act
from ..placement import pass_income
from ..setup import LOCATIONS
from ..words import architect, francs, say
from .board import BoardView
from .detail import (
    brussels_preview,
    brussels_progress,
    options_text,
    pass_hint,
    placement_preview,
    scoring_text,
)
from .render import Look, board_lines, grid_width, player_columns, player_lines

_, ngettext, N_ = i18n.domain("bruxelles_1897")
HINT_KEYS = {"pass": N_("p twice"), "confirm": N_("c")}
ENTER = N_("Enter")
CHOICES = (N_("Choice 4"), N_("Choice 5"), N_("Choice 6"), N_("Choice 7"), N_("Choice 8"),
           N_("Choice 9"))

CARD_KEYS = ("A13", "A24", "A25")
PLACING_STEPS = ("turn", "brussels")
FRAME_ROWS = 1 + 2 + 1  # scoreboard, prompt (2 rows), footer
PREVIEW_ROWS = 3
PLAYER_ROWS = 3
BRUSSELS_ROWS = 3
WIDE_LOG = 36


class BruxellesScreen(GameScreen):
    MIN_SIZE = (80, 24)
    DEFAULT_CSS = """
    BruxellesScreen ActionLog { width: 36; }
    BruxellesScreen #bx-players { height: auto; padding: 0 0; background: $surface; }
    BruxellesScreen #bx-detail { padding: 0 0 0 1; scrollbar-size-vertical: 1; }
    """
    BINDINGS = [
        Binding("up", "move(-1, 0)", N_("Up"), id="bruxelles.up", show=False, priority=True,
                tooltip=N_("Cursor up (or previous choice)")),
        Binding("down", "move(1, 0)", N_("Down"), id="bruxelles.down", show=False, priority=True,
                tooltip=N_("Cursor down (or next choice)")),
        Binding("left", "move(0, -1)", N_("Left"), id="bruxelles.left", show=False, priority=True,
                tooltip=N_("Cursor left")),
        Binding("right", "move(0, 1)", N_("Right"), id="bruxelles.right", show=False,
                priority=True, tooltip=N_("Cursor right")),
        Binding("enter", "activate", N_("Choose"), id="bruxelles.choose", priority=True,
                tooltip=N_("Place here / add the architect / take the marked choice")),
        Binding("1", "digit(1)", N_("1/3"), id="bruxelles.d1", show=False,
                tooltip=N_("Architect 1/3, or choice 1")),
        Binding("2", "digit(2)", N_("2/4"), id="bruxelles.d2", show=False,
                tooltip=N_("Architect 2/4, or choice 2")),
        Binding("3", "digit(3)", N_("2/5"), id="bruxelles.d3", show=False,
                tooltip=N_("Architect 2/5, or choice 3")),
        *[Binding(str(n), f"digit({n})", choice, id=f"bruxelles.d{n}", show=False,
                  tooltip=choice) for n, choice in zip(range(4, 10), CHOICES, strict=True)],
        Binding("tab", "next_card", N_("Architect"), id="bruxelles.tab", priority=True,
                tooltip=N_("Next architect card in hand")),
        Binding("s", "flip", N_("Side"), id="bruxelles.flip",
                tooltip=N_("Turn the chosen architect to its other value")),
        Binding("c", "confirm", N_("Confirm"), id="bruxelles.confirm",
                tooltip=N_("Confirm the Brussels placement")),
        Binding("p", "pass_turn", N_("Pass"), id="bruxelles.pass",
                tooltip=N_("Pass: leave the round and take the pass income (p again confirms)")),
        Binding("left_square_bracket", "other_player(-1)", N_("Player"), key_display="[",
                id="bruxelles.prev_player", show=False,
                tooltip=N_("Show the previous player's display")),
        Binding("right_square_bracket", "other_player(1)", N_("Players"), key_display="[ ]",
                id="bruxelles.next_player",
                tooltip=N_("Show the next player's display")),
    ]

    def __init__(self, session):
        super().__init__(session)
        self.cursor = (0, 0)
        self.card = "A13"
        self.high = False
        self.option = 0
        self._decisions_seen = -1
        self._detail_decision = -1  # the decision the detail panel was scrolled for
        self.pass_armed = False
        self.shown_seat: int | None = None  # whose display is shown ([ and ]); None: on turn
        self.compact_preview = True
        # what a key press asks again and again, kept while the match state is the same
        # object (states are never changed in place): one value each, no growing cache
        self._view: tuple = (None, None, None)
        self._marks: tuple = (None, -1, None)
        self._counts: tuple = (None, None, 0)
        self._players: tuple = (None, None, None)

    # --- hooks ------------------------------------------------------------------------

    def compose_board(self) -> ComposeResult:
        yield BoardView(id="bx-board")
        yield LinePanel(id="bx-players")
        # the preview or the choices: scrolls its own rows at the height the screen gives
        # it, so a longer or shorter preview never lays the screen out (its right padding
        # is the scroll bar's gutter, one column, kept whether the text fits or not)
        yield ScrollingLinePanel(id="bx-detail")

    def on_mount(self) -> None:
        self.query_one(BoardView).can_focus = False
        super().on_mount()

    # --- sizes and layouts --------------------------------------------------------------

    def grid_rows(self) -> int:
        return load_data().setup_for(len(self.match.names)).rows

    def needed_size(self) -> tuple[int, int]:
        """The compact layout: the column labels, 3 lines per grid row (the last without
        its coat line), 2 lines of bonus cards, 3 of Brussels (or the prison's title and
        a line per player), the player's display (3) and the preview (3), plus the
        frame's scoreboard, prompt and footer; as wide as four cards of the smallest
        width with their row labels and gaps. 2 players: 80×24; 4 players: 80×29."""
        rows = self.grid_rows()
        players = len(self.match.names)
        # the prison box: its title and, at worst, one line per player
        board = 1 + 3 * rows - 1 + 2 + max(BRUSSELS_ROWS, 1 + players)
        height = board + PLAYER_ROWS + PREVIEW_ROWS + FRAME_ROWS
        width = grid_width(17) + 1
        return (max(80, width), height)

    def board_width(self) -> int:
        width = self.app.size.width
        log = self.query_one(ActionLog)
        if log.display and self.layout_mode == "wide":  # elsewhere it is drawn over the board
            width -= WIDE_LOG
        return max(40, width - 1)

    def on_resize(self) -> None:
        super().on_resize()
        self.refresh_board()

    def action_toggle_log(self) -> None:
        """The log beside the board takes its columns from the grid: fit the grid again."""
        super().action_toggle_log()
        self.refresh_board()

    # --- what every key asks (cached per state) -----------------------------------------

    @property
    def view_state(self):
        """The state as the seat shown may see it, redacted once per state and seat (the
        screen asks for it many times per key)."""
        state, seat = self.match.state, self.seat
        key = (self.replaying and self.session.reveal, seat)
        if self._view[0] is not state or self._view[1] != key:
            self._view = (state, key, GameScreen.view_state.fget(self))
        return self._view[2]

    def _player_lines(self, state, look: Look, deciding: list[int], shown: int) -> list[Text]:
        """The players' displays, drawn again only when the state or the look changed."""
        key = (look.colours, look.safe, look.width, look.mode, tuple(deciding), shown)
        if self._players[0] is not state or self._players[1] != key:
            lines = (player_columns(state, look, deciding) if look.mode == "wide" else
                     player_lines(state, look, deciding, shown))
            self._players = (state, key, lines)
        return self._players[2]

    def _board_rows(self, state, look: Look) -> int:
        """How many lines the board takes without its legend (the cursor changes none)."""
        key = (look.mode, look.brussels, look.width, len(look.colours))
        if self._counts[0] is not state or self._counts[1] != key:
            self._counts = (state, key, len(board_lines(state, replace(look, legend=False))))
        return self._counts[2]

    # --- hooks ------------------------------------------------------------------------

    def prompt_text(self) -> str:
        state = self.view_state
        if self.pass_armed and state.step == "turn":
            first = state.first_passer < 0 and state.options.first_player_rule == "first_passer"
            text = (_("Pass now and take {money} and the First Player card? Press p again to "
                      "pass, any other key to go on playing.") if first else
                    _("Pass now and take {money}? Press p again to pass, any other key to go "
                      "on playing."))
            return say(text, money=francs(pass_income(state)))
        text = self.game.prompt(state)
        if state.step == "turn":
            text = say(_("{prompt} ({hint})"), prompt=text, hint=pass_hint(state))
        return text

    def last_marks(self, state) -> tuple[dict[tuple[int, int], int], set[tuple[str, int]]]:
        """The grid positions and Brussels placements of each player's last turn (read
        from the record once per decision)."""
        decisions = len(self.match.record.actions)
        if self._marks[0] is state and self._marks[1] == decisions:
            return self._marks[2]
        self._marks = (state, decisions, self._read_marks(state))
        return self._marks[2]

    def _read_marks(self, state) -> tuple[dict[tuple[int, int], int], set[tuple[str, int]]]:
        cells: dict[tuple[int, int], int] = {}
        groups: set[tuple[str, int]] = set()
        for seat in range(len(state.players)):
            actions = self.last_turn_actions(seat)
            for a in actions:
                if isinstance(a, Place) and 0 <= a.row < state.rows and 0 <= a.col < state.cols:
                    cell = state.cell(a.row, a.col)
                    if cell.owner == seat:
                        cells[(a.row, a.col)] = seat
                if isinstance(a, StartBrussels) and ConfirmBrussels() in actions:
                    placed = state.brussels.get(a.location, [])
                    mine = [k for k, g in enumerate(placed) if g.seat == seat]
                    if mine:
                        groups.add((a.location, mine[-1]))
        return cells, groups

    def look(self) -> Look:
        safe = colour_blind(self.app)
        colours = [self.player_colour(s) for s in range(len(self.match.names))]
        state = self.view_state
        cursor = self.cursor if state.step in PLACING_STEPS and state.phase == "actions" else None
        cells, groups = self.last_marks(state)
        mode = self.layout_mode
        # compact: the columns and coats steps of the round scoring and the numbered
        # choices (artwork, materials, nobles, prison) need the room; the prison step
        # shows Brussels
        brussels = not (mode == "compact" and (
            (state.phase == "scoring" and state.score_step in ("columns", "coats"))
            or (state.phase == "actions" and state.step not in PLACING_STEPS)))
        return Look(colours=colours, safe=safe, cursor=cursor, width=self.board_width(),
                    mode=mode, last_cells=cells, last_groups=groups, brussels=brussels)

    def _local_redraw(self) -> None:
        """A cursor or selection change: redraw the board and the prompt only."""
        self.refresh_board()
        if self.seat in self.session.human_seats_to_act():
            self.set_prompt(self.prompt_text())

    def refresh_board(self) -> None:
        state = self.view_state
        self._fix_selection(state)
        look = self.look()
        deciding = to_act(state)
        self._fit_rows(state, look, deciding)
        self.query_one(BoardView).show(state, look)
        scoring = state.phase == "scoring"
        players = self.query_one("#bx-players", LinePanel)
        # while a round is scored in the small layouts, the scoring gets the room
        players.display = not (scoring and look.mode == "compact")
        shown = self.shown_seat if self.shown_seat is not None else (
            deciding[0] if deciding else 0)
        lines = self._player_lines(state, look, deciding, shown)
        players.show(lines)
        self._show_detail(self.detail_lines())

    def _show_detail(self, lines: list[Text]) -> None:
        """A new decision is read from its top; within one decision the scroll range does
        not shrink (the scroll bar stays as it is while the cursor moves), and a numbered
        choice list longer than the panel scrolls with the marked choice."""
        detail = self.query_one("#bx-detail", ScrollingLinePanel)
        decisions = len(self.match.record.actions)
        new = decisions != self._detail_decision
        if new:
            self._detail_decision = decisions
            detail.scroll_home(animate=False, immediate=True)
        detail.show(lines, shrink=new)
        marked = next((i for i, line in enumerate(lines) if line.plain.startswith("▶ ")), None)
        if marked is not None:
            detail.keep_line_visible(marked)

    def _fit_rows(self, state, look: Look, deciding: list[int]) -> None:
        """The board's legend and the long preview only where the rows allow them (the
        compact preview needs 3 rows, the long one 4 and the legend 1)."""
        if look.mode == "wide":
            self.compact_preview = False
            return
        look.legend = False
        shown = self.shown_seat if self.shown_seat is not None else (
            deciding[0] if deciding else 0)
        rows = self.app.size.height - FRAME_ROWS - self._board_rows(state, look) - len(
            self._player_lines(state, look, deciding, shown))
        self.compact_preview = look.mode == "compact" or rows < 4
        look.legend = look.mode != "compact" and rows >= (4 if self.compact_preview else 5)

    # --- what the detail text shows -------------------------------------------------

    def choices(self) -> list:
        state = self.view_state
        if state.step in PLACING_STEPS or state.phase == "over":
            return []
        return self.legal_actions()

    def selected_value(self) -> int:
        a = load_data().architect(self.card)
        return a.high if self.high else a.low

    def detail_lines(self) -> list[Text]:
        state = self.view_state
        mine = self.legal_actions()
        if state.phase == "over":
            return [Text(_("The game is over."))]
        if state.phase == "scoring":
            lines = scoring_text(state)
            if state.step == "choice":
                lines += options_text(state, self.seat, mine, self.option)
            return lines
        seat = to_act(state)[0]
        if state.step == "turn":
            r, c = self.cursor
            if r < state.rows:
                action = Place(card=self.card, value=self.selected_value(), row=r, col=c)
                body = placement_preview(state, seat, action, compact=self.compact_preview,
                                         width=self.board_width() - 2)
            else:
                body = brussels_preview(state, seat, LOCATIONS[c])
            return [Text(body[0], style="bold")] + [Text(x) for x in body[1:]]
        if state.step == "brussels":
            return [Text(brussels_progress(state, self.card, self.selected_value()))]
        return [Text(self.game.prompt(state), style="bold")] + options_text(
            state, seat, mine, self.option)

    def _fix_selection(self, state) -> None:
        """Keep the chosen architect in hand and the cursor inside the board; every new
        decision (next player, next round, an undo) starts from the cheaper side."""
        decisions = len(self.match.record.actions)
        if decisions != self._decisions_seen:
            self._decisions_seen = decisions
            self.high = False
            self.pass_armed = False
            self.shown_seat = None
        if state.phase != "actions":
            return
        seat = to_act(state)[0]
        hand = state.seats[seat].hand
        if hand and self.card not in hand:
            self.card = sorted(set(hand))[0]
            self.high = False
        r, c = self.cursor
        max_c = state.cols - 1 if r < state.rows else len(LOCATIONS) - 1
        self.cursor = (min(r, state.rows), min(c, max_c))
        options = self.choices()
        if self.option >= len(options):
            self.option = 0

    # --- round scoring with bots ---------------------------------------------------

    def held_ack_seat(self) -> int | None:
        """A bot holds the First Player card and would confirm a scoring step at once.

        So that the people at the table see each step (issue: columns, coats, prison one
        after the other), the screen keeps that confirmation for them: Enter confirms it
        in the bot's name. Returns the bot's seat, or None when nothing is held.
        """
        state = self.match.state
        if state.phase != "scoring" or state.step != "ack":
            return None
        if not any(p.bot is None for p in self.match.record.players):
            return None
        bots = self.session.bot_seats_to_act()
        return bots[0] if bots else None

    def after_change(self, first: bool = False) -> None:
        if self.held_ack_seat() is not None:
            self.redraw()
            return
        super().after_change(first)

    def redraw(self) -> None:
        super().redraw()
        if self.held_ack_seat() is not None:
            self.set_prompt(self.game.prompt(self.view_state))

    # --- keys -------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action in ("flip", "confirm", "pass_turn", "next_card"):
            state = self.view_state
            mine = bool(self.legal_actions())
            if action == "pass_turn":
                return True if mine and state.step == "turn" else None
            if action == "confirm":
                return True if mine and state.step == "brussels" else None
            return True if mine and state.step in PLACING_STEPS else None
        return super().check_action(action, parameters)

    def disarm_pass(self) -> None:
        """Any key but p after a first p: the pass is not made, the prompt comes back."""
        if self.pass_armed:
            self.pass_armed = False
            if self.seat in self.session.human_seats_to_act():
                self.set_prompt(self.prompt_text())

    def on_key(self, event) -> None:
        if event.key != "p":
            self.disarm_pass()

    def action_move(self, dr: int, dc: int) -> None:
        self.disarm_pass()
        state = self.view_state
        if state.step not in PLACING_STEPS:
            options = self.choices()
            if options and dr:
                self.option = (self.option + dr) % len(options)
                self._local_redraw()
            return
        r, c = self.cursor
        r = max(0, min(state.rows, r + dr))
        width = state.cols if r < state.rows else len(LOCATIONS)
        c = max(0, min(width - 1, c + dc))
        self.cursor = (r, c)
        self._local_redraw()

    def action_digit(self, n: int) -> None:
        state = self.view_state
        if state.step in PLACING_STEPS:
            if n <= len(CARD_KEYS):
                card = CARD_KEYS[n - 1]
                hand = state.seats[to_act(state)[0]].hand
                if card not in hand:
                    self.refuse(say(_("You have no {arch} in hand."), arch=architect(card)))
                    return
                self.card = card
                self._local_redraw()
            return
        options = self.choices()
        if 1 <= n <= len(options):
            self.option = 0
            self.submit(options[n - 1])

    def action_next_card(self) -> None:
        self.disarm_pass()
        state = self.view_state
        kinds = sorted(set(state.seats[to_act(state)[0]].hand))
        if kinds:
            i = kinds.index(self.card) if self.card in kinds else -1
            self.card = kinds[(i + 1) % len(kinds)]
            self._local_redraw()

    def action_flip(self) -> None:
        self.high = not self.high
        self._local_redraw()

    def action_activate(self) -> None:
        self.disarm_pass()
        state = self.view_state
        held = self.held_ack_seat()
        if held is not None:
            self.session.apply(held, Continue())
            self.after_change()
            return
        if not self.legal_actions():
            return
        if state.step == "turn":
            r, c = self.cursor
            if r < state.rows:
                self.submit(Place(card=self.card, value=self.selected_value(), row=r, col=c))
            else:
                self.submit(StartBrussels(location=LOCATIONS[c]))
            return
        if state.step == "brussels":
            self.submit(AddArchitect(card=self.card, value=self.selected_value()))
            return
        if state.step == "ack":
            self.submit(Continue())
            return
        options = self.choices()
        if options:
            pick = options[min(self.option, len(options) - 1)]
            self.option = 0
            self.submit(pick)

    def action_confirm(self) -> None:
        self.submit(ConfirmBrussels())

    def action_pass_turn(self) -> None:
        """The first p asks, the second passes (passing cannot be undone)."""
        if not self.pass_armed:
            self.pass_armed = True
            self.set_prompt(self.prompt_text())
            return
        self.pass_armed = False
        self.submit(Pass())

    def action_other_player(self, step: int) -> None:
        """[ and ]: show another player's display (compact), or its details (standard)."""
        n = len(self.match.names)
        deciding = to_act(self.view_state)
        current = self.shown_seat if self.shown_seat is not None else (
            deciding[0] if deciding else 0)
        self.shown_seat = (current + step) % n
        self.refresh_board()

    def action_hint(self) -> None:
        """The greedy bot's move, with the cursor and the architect set on it: Enter
        takes it."""
        self.disarm_pass()
        if not self.legal_actions():
            self.refuse(_("No hint: it is not your decision now."))
            return
        state = self.view_state
        action = self.session.hint(self.seat)
        if isinstance(action, Place | AddArchitect):
            self.card = action.card
            self.high = action.value != load_data().architect(action.card).low
        if isinstance(action, Place):
            self.cursor = (action.row, action.col)
        elif isinstance(action, StartBrussels):
            self.cursor = (state.rows, LOCATIONS.index(action.location))
        else:
            options = self.choices()
            if action in options:
                self.option = options.index(action)
        self.refresh_board()
        key = _(HINT_KEYS.get(getattr(action, "kind", ""), ENTER))
        hint = say(_("Hint: {move} — {key} takes it"), move=self.game.describe(
            self.match.state, self.seat, action), key=key)
        self.set_prompt(hint + "\n" + self.prompt_text())

    def on_board_view_activated(self, message: BoardView.Activated) -> None:
        self.disarm_pass()
        pos = (message.row, message.col)
        if pos == self.cursor:
            self.action_activate()
        else:
            self.cursor = pos
            self._local_redraw()
