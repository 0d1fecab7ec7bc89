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
from boardgames_tui.ui.board import targets as nav
from boardgames_tui.ui.board.targets import Box, Target
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
from ..components import load_data
from ..flow import to_act
from ..placement import pass_income
from ..setup import LOCATIONS
from ..words import architect, francs, location_name, position, say
from .board import BoardView
from .detail import (
    brussels_preview,
    brussels_progress,
    options_text,
    pass_hint,
    placement_preview,
    scoring_text,
)
from .render import (
    Look,
    board_height,
    board_lines,
    grid_width,
    player_columns,
    player_lines,
)

_, ngettext, N_ = i18n.domain("bruxelles_1897")

CARD_KEYS = ("A13", "A24", "A25")
PLACING_STEPS = ("turn", "brussels")
FRAME_ROWS = 1 + 2 + 1  # scoreboard, prompt (2 rows), footer
PREVIEW_ROWS = 3
TIGHTEST = 3  # render.Look.tight: the most folded compact board
WIDE_LOG = 36


class BruxellesScreen(GameScreen):
    MIN_SIZE = (80, 24)
    DEFAULT_CSS = """
    BruxellesScreen ActionLog { width: 36; }
    BruxellesScreen #bx-players { height: auto; padding: 0 0; background: $surface; }
    BruxellesScreen #bx-detail { padding: 0 0 0 1; scrollbar-size-vertical: 1; }
    """
    # arrows, Tab, Enter, Esc, digits, clicks and `h` are the shared pointing keys
    # (boardgames_tui/ui/board/pointing.py); the screen offers its targets (targets())
    BINDINGS = [
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
        self.cursor = (0, 0)  # the place pointed at: (row, col), row == rows for Brussels
        self.card = "A13"  # the architect chosen (its side: `high`)
        self.high = False
        self.option = 0  # the choice pointed at in a list of choices
        # a turn is decided in two steps: the architect ("card", or pass), then where it
        # goes ("place": a grid card or a Brussels card); Esc goes back to the first
        self.stage = "card"
        self.pick: tuple = ("arch", "A13", 1)  # the button pointed at (architect, pass, ...)
        self._resume: tuple | None = None  # where an Esc that took a decision back points
        self._buttons: list[tuple] = []  # (key, line, x, width) in the detail panel's text
        self._targets: tuple = (None, None)  # (what they depend on, the targets)
        self._values: tuple = (None, None, {})  # (state, seat, action -> preview value)
        self._keys_shown: tuple = ()  # what the footer's keys were last checked for
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

    def _compact_height(self, tight: int) -> int:
        """The compact layout's height folded `tight` times (render.Look.tight): the board,
        the players' table (a header and a line per player), the preview (3) and the
        frame's scoreboard, prompt and footer."""
        players = 1 + len(self.match.names)
        return board_height(self.grid_rows(), tight) + players + PREVIEW_ROWS + FRAME_ROWS

    def tight(self) -> int:
        """How much the compact board is folded: the least that fits the terminal."""
        height = self.app.size.height
        return next((t for t in range(TIGHTEST) if self._compact_height(t) <= height),
                    TIGHTEST)

    def needed_size(self) -> tuple[int, int]:
        """The compact layout folded as much as it goes (2 players: unfolded at 80×24; 3
        players: the coats of arms in the gaps; 4 players: also the column numbers with
        the bonus cards and the Brussels cards in two lines); as wide as four cards of
        the smallest width with their row labels and gaps. 80×24 for 2, 3 and 4."""
        width = grid_width(17) + 1
        return (max(80, width), max(24, self._compact_height(TIGHTEST)))

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

    def _shown(self, look: Look, deciding: list[int]) -> int | None:
        """Whose whole display is shown: compact, only after [ or ] (else the table of
        every player); standard, the player on turn's unless [ or ] chose another."""
        if self.shown_seat is not None or look.mode == "compact":
            return self.shown_seat
        return deciding[0] if deciding else 0

    def _player_lines(self, state, look: Look, deciding: list[int],
                      shown: int | None) -> list[Text]:
        """The players' displays, drawn again only when the state or the look changed:
        side by side in the wide layout, and from 120 columns on where the height
        allows them beside the board."""
        height = self.app.size.height
        key = (look.colours, look.safe, look.width, look.mode, tuple(deciding), shown,
               look.tight, height, i18n.language())
        if self._players[0] is not state or self._players[1] != key:
            lines = None
            if look.mode == "wide" or (look.mode == "standard" and look.width >= 119):
                lines = player_columns(state, look, deciding)
                room = height - FRAME_ROWS - PREVIEW_ROWS - self._board_rows(state, look)
                if look.mode == "standard" and len(lines) > room:
                    lines = None
            if lines is None:
                lines = player_lines(state, look, deciding, shown)
            self._players = (state, key, lines)
        return self._players[2]

    def _board_rows(self, state, look: Look) -> int:
        """How many lines the board takes without its legend (the cursor changes none)."""
        key = (look.mode, look.brussels, look.width, len(look.colours), look.tight)
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
        text = self.game.words.prompt(state)
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
        cursor = self.cursor if self.placing(state) else None
        cells, groups = self.last_marks(state)
        mode = self.layout_mode
        # compact: the columns and coats steps of the round scoring and the numbered
        # choices (artwork, materials, nobles, prison) need the room; the prison step
        # shows Brussels
        brussels = not (mode == "compact" and (
            (state.phase == "scoring" and state.score_step in ("columns", "coats"))
            or (state.phase == "actions" and state.step not in PLACING_STEPS)))
        return Look(colours=colours, safe=safe, cursor=cursor, width=self.board_width(),
                    mode=mode, last_cells=cells, last_groups=groups, brussels=brussels,
                    tight=self.tight() if mode == "compact" else 0)

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
        self.query_one(BoardView).show_board(state, look)
        scoring = state.phase == "scoring"
        players = self.query_one("#bx-players", LinePanel)
        # while a round is scored in the small layouts, the scoring gets the room
        players.display = not (scoring and look.mode == "compact")
        lines = self._player_lines(state, look, deciding, self._shown(look, deciding))
        players.show(lines)
        self._show_detail(self.detail_lines())
        # the keys that act change with the decision (a bot's turn, Esc in the second
        # step): the footer is built again only then
        keys = (bool(self.legal_actions()), state.step, self.stage)
        if keys != self._keys_shown:
            self._keys_shown = keys
            self.refresh_bindings()

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
        pointed = self.pointed()
        marked = next((line for key, line, _x, _w in self._buttons if key == pointed), None)
        if marked is not None:
            detail.keep_line_visible(marked)

    def _fit_rows(self, state, look: Look, deciding: list[int]) -> None:
        """The board's legend and the long preview only where the rows allow them (the
        compact preview needs 3 rows, the long one 4 and the legend 1)."""
        if look.mode == "wide":
            self.compact_preview = False
            return
        look.legend = False
        rows = self.app.size.height - FRAME_ROWS - self._board_rows(state, look) - len(
            self._player_lines(state, look, deciding, self._shown(look, deciding)))
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

    def placing(self, state) -> bool:
        """The second step of a turn: the cursor is on the grid or Brussels."""
        return state.phase == "actions" and state.step == "turn" and self.stage == "place"

    def detail_width(self) -> int:
        width = self.query_one("#bx-detail", ScrollingLinePanel).scrollable_content_region.width
        return width if width > 0 else self.board_width() - 2

    def detail_lines(self) -> list[Text]:
        """The text under the board, and where its buttons and choices are drawn in it
        (`self._buttons`, for targets())."""
        self._buttons = []
        state = self.view_state
        mine = self.legal_actions()
        if state.phase == "over":
            return [Text(_("The game is over."))]
        if state.phase == "scoring":
            lines = scoring_text(state)
            if state.step == "ack" and mine:
                self._buttons = [(("continue",), len(lines) - 1, 0, lines[-1].cell_len)]
            if state.step == "choice":
                lines += self._option_lines(options_text(self.game, state, self.seat, mine, self.option),
                                            len(lines))
            return lines
        seat = to_act(state)[0]
        if state.step == "turn" and self.stage == "card":
            lines, self._buttons = self._button_lines(self._card_buttons(state, seat))
            return lines + [Text(self._card_info(state, seat))]
        if state.step == "turn":
            r, c = self.cursor
            if r < state.rows:
                action = Place(card=self.card, value=self.selected_value(), row=r, col=c)
                body = placement_preview(self.game, state, seat, action,
                                         compact=self.compact_preview,
                                         width=self.board_width() - 2)
            else:
                body = brussels_preview(self.game, state, seat, LOCATIONS[c],
                                        compact=self.compact_preview,
                                        width=self.board_width() - 2)
            return [Text(body[0], style="bold")] + [Text(x) for x in body[1:]]
        if state.step == "brussels":
            lines, self._buttons = self._button_lines(self._brussels_buttons(state, seat))
            return lines + [Text(brussels_progress(state))]
        head = [Text(self.game.words.prompt(state), style="bold")]
        return head + self._option_lines(options_text(self.game, state, seat, mine, self.option), 1)

    def _option_lines(self, lines: list[Text], first: int) -> list[Text]:
        """The numbered choices, each line a target."""
        self._buttons += [(("option", i), first + i, 0, max(1, line.cell_len))
                          for i, line in enumerate(lines)]
        return lines

    def _button_lines(self, items: list[tuple]) -> tuple[list[Text], list[tuple]]:
        from .detail import buttons

        return buttons(items, self.detail_width())

    def _architects(self, hand: list[str]) -> list[tuple[str, int]]:
        """Every architect in hand on each of its sides, as (card, value)."""
        out = []
        for card in sorted(set(hand)):
            a = load_data().architect(card)
            out += [(card, a.low), (card, a.high)]
        return out

    def _card_buttons(self, state, seat: int) -> list[tuple]:
        pointed = self.pick
        items = [(("arch", card, value), say(_("{low}/{high} showing {value}"),
                                             low=load_data().architect(card).low,
                                             high=load_data().architect(card).high,
                                             value=value), pointed == ("arch", card, value), True)
                 for card, value in self._architects(state.seats[seat].hand)]
        label = say(_("Pass (+{money})"), money=francs(pass_income(state)))
        return items + [(("pass",), label, pointed == ("pass",), True)]

    def _card_info(self, state, seat: int) -> str:
        if self.pick == ("pass",):
            return _("Pass: leave the round and take the pass income (p again confirms)")
        money = state.seats[seat].money
        sides = load_data().architect(self.card)
        arch = say(_("{low}/{high} showing {value}"), low=sides.low, high=sides.high,
                   value=self.selected_value())
        return say(_("{arch}: pays {price} ({money} in hand) · Enter: choose where"),
                   arch=arch,
                   price=francs(self.selected_value()), money=francs(money))

    def _brussels_buttons(self, state, seat: int) -> list[tuple]:
        legal = set(self.legal_actions())
        pointed = self.pick
        items = [(("arch", card, value), say(_("{low}/{high} showing {value}"),
                                             low=load_data().architect(card).low,
                                             high=load_data().architect(card).high,
                                             value=value), pointed == ("arch", card, value),
                  AddArchitect(card=card, value=value) in legal)
                 for card, value in self._architects(state.seats[seat].hand)]
        return items + [(("confirm",), _("Confirm"), pointed == ("confirm",),
                         ConfirmBrussels() in legal)]

    def _fix_selection(self, state) -> None:
        """Keep the chosen architect in hand and the cursor inside the board; every new
        decision (next player, next round, an undo) starts from the cheaper side."""
        decisions = len(self.match.record.actions)
        if decisions != self._decisions_seen:
            self._decisions_seen = decisions
            self.high = False
            self.pass_armed = False
            self.shown_seat = None
            self.stage = "card"
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
        """The bot whose scoring step the session holds for the people at the table
        (Session.held_confirmation: a bot with the First Player card would confirm each
        step at once; Enter confirms it in its name), or None."""
        held = self._held()
        return held[0] if held is not None else None

    def redraw(self) -> None:
        super().redraw()
        if self.held_ack_seat() is not None:
            self.set_prompt(self.game.words.prompt(self.view_state))

    # --- pointing: the targets of the decision now (board/pointing.py asks) -------------

    def _preview_values(self) -> dict:
        """What each legal action's preview is worth to the seat (the greedy bot's
        valuation of the position after it), once per decision: Tab and the start of a
        decision go best first."""
        state, seat = self.view_state, self.seat
        if self._values[0] is state and self._values[1] == seat:
            return self._values[2]
        values = {}
        if state.phase == "actions" and self.held_ack_seat() is None:
            for action in self.legal_actions():
                try:
                    values[action] = self.game.bots.evaluate(self.game.apply(state, seat, action),
                                                        seat)
                except Exception:  # a preview on the redacted state may lack a hidden card
                    values[action] = None
        self._values = (state, seat, values)
        return values

    def targets(self) -> list[Target]:
        if not self.is_mounted or not self.legal_actions():
            return []
        state = self.view_state
        board = self.query_one(BoardView)
        detail = self.query_one("#bx-detail", ScrollingLinePanel)
        key = (state, self.seat, state.step, self.stage, self.card, self.high, self.cursor[0],
               self.app.size, board.content_region, board.scroll_offset,
               detail.scrollable_content_region, detail.scroll_offset,
               tuple((k, line, x, w) for k, line, x, w in self._buttons),
               self.held_ack_seat())
        if self._targets[0] == key:
            return self._targets[1]
        targets = self._make_targets(state, board, detail)
        if board.content_region.width and detail.scrollable_content_region.width:
            self._targets = (key, targets)
        return targets

    def _make_targets(self, state, board: BoardView, detail: ScrollingLinePanel) -> list[Target]:
        values = self._preview_values()
        if self.placing(state) and board.look is not None:
            return self._board_targets(state, board, values)
        region = detail.scrollable_content_region
        top = detail.scroll_offset.y
        out = []
        options = self.choices()
        for key, line, x, width in self._buttons:
            rows = detail.line_rows(line)
            y = region.y + (rows.start if rows else line) - top
            height = len(rows) if rows else 1
            label, value, legal, digit = self._button_facts(state, key, values, options)
            out.append(Target(key, Box(region.x + x, y, min(width, region.width), height),
                              label=label, value=value, legal=legal, digit=digit))
        return out

    def _button_facts(self, state, key: tuple, values: dict, options: list):
        """(label, value, legal, digit) of a button or choice in the detail panel."""
        if key[0] == "arch":
            _k, card, value = key
            label = architect(card, value)
            kind = CARD_KEYS.index(card) + 1 if card in CARD_KEYS else None
            low = load_data().architect(card).low
            if state.step == "brussels":
                add = AddArchitect(card=card, value=value)
                legal = add in values
                lowest_legal = AddArchitect(card=card, value=low) in values
                first = value == low if lowest_legal or not legal else True
                return label, values.get(add), legal, kind if first else None
            places = [v for a, v in values.items() if isinstance(a, Place) and a.card == card
                      and a.value == value and v is not None]
            return label, max(places, default=None), True, kind if value == low else None
        if key == ("pass",):
            return _("Pass"), values.get(Pass()), True, None
        if key == ("confirm",):
            return _("Confirm"), values.get(ConfirmBrussels()), ConfirmBrussels() in values, None
        if key[0] == "option":
            i = key[1]
            action = options[i] if i < len(options) else None
            label = self.game.words.describe(state, self.seat, action) if action is not None else ""
            return label, values.get(action), action is not None, i + 1 if i < 9 else None
        return _("Continue"), None, True, None

    def _board_targets(self, state, board: BoardView, values: dict) -> list[Target]:
        """The grid's cards and the Brussels cards; the digits are the column numbers of
        the row the cursor is on (1-4, and 1-3 for the Brussels cards)."""
        value = self.selected_value()
        row = self.cursor[0]
        out = []
        for key, box in board.boxes().items():
            if key[0] == "cell":
                _k, r, c = key
                action = Place(card=self.card, value=value, row=r, col=c)
                out.append(Target(key, box, label=position(r, c), value=values.get(action),
                                  legal=action in values, digit=c + 1 if r == row else None))
            else:
                action = StartBrussels(location=LOCATIONS[key[1]])
                out.append(Target(key, box, label=location_name(LOCATIONS[key[1]]),
                                  value=values.get(action), legal=action in values,
                                  digit=key[1] + 1 if row == state.rows else None))
        return out

    def pointed(self):
        state = self.view_state
        if not self.legal_actions():
            return None
        if state.phase == "scoring" and state.step == "ack":
            return ("continue",)
        if state.step == "turn":
            if self.stage == "card":
                return self.pick
            r, c = self.cursor
            return ("cell", r, c) if r < state.rows else ("loc", c)
        if state.step == "brussels":
            return self.pick
        return ("option", self.option)

    def point(self, key) -> str | None:
        """Put the cursor on `key` and show its preview; the reason it cannot be taken."""
        if key != ("pass",):
            self.pass_armed = False
        state = self.view_state
        kind = key[0]
        if kind == "arch":
            self.pick = key
            self.card = key[1]
            self.high = key[2] != load_data().architect(key[1]).low
        elif kind in ("pass", "confirm"):
            self.pick = key
        elif kind == "cell":
            self.cursor = (key[1], key[2])
        elif kind == "loc":
            self.cursor = (state.rows, key[1])
        elif kind == "option":
            self.option = key[1]
        self.refresh_board()
        target = nav.find(self.targets(), key)
        if target is None or target.legal:
            return None
        return say(_("Not possible: {reason}"), reason=self.game.refusal_reason(
            state, self.seat, self._action_of(state, key)))

    def target_elsewhere(self, x: int, y: int) -> Target | None:
        """A click on a place of the board while the architect is still being chosen:
        the architect pointed at goes to the second step (as Enter would), pointed at the
        place clicked; a second click there places it."""
        state = self.view_state
        if state.phase != "actions" or state.step != "turn" or self.stage != "card" \
                or not self.pick or self.pick[0] != "arch":
            return None
        self.stage = "place"
        hit = nav.at(self.targets(), x, y)
        if hit is None:
            self.stage = "card"
        return hit

    def _action_of(self, state, key):
        """The rules' action a target stands for (for its refusal)."""
        kind = key[0]
        if kind == "cell":
            return Place(card=self.card, value=self.selected_value(), row=key[1], col=key[2])
        if kind == "loc":
            return StartBrussels(location=LOCATIONS[key[1]])
        if kind == "arch":
            return AddArchitect(card=key[1], value=key[2])
        if kind == "confirm":
            return ConfirmBrussels()
        return Pass()

    def choose(self, key) -> None:
        state = self.view_state
        kind = key[0]
        if kind == "continue":
            self.submit(Continue())  # for a held bot's step, in the bot's name
        elif kind == "arch" and state.step == "turn":
            self.point(key)
            self.stage = "place"  # the second step: where it goes, from its best place
            best = nav.first(self.targets())
            reason = self.point(best.key) if best is not None else None
            if reason:
                self.refuse(reason)
            else:
                self.set_prompt(self.prompt_text())
        elif kind == "arch":
            self.submit(AddArchitect(card=key[1], value=key[2]))
        elif kind == "pass":
            self.action_pass_turn()
        elif kind == "confirm":
            self.submit(ConfirmBrussels())
        elif kind in ("cell", "loc"):
            self.submit(self._action_of(state, key))
        elif kind == "option":
            options = self.choices()
            if key[1] < len(options):
                self.option = 0
                self.submit(options[key[1]])

    def can_step_back(self) -> bool:
        state = self.view_state
        if self.placing(state):
            return True
        return state.phase == "actions" and state.step == "brussels" and self.match.can_undo()

    def step_back(self) -> bool:
        """Esc: from where the architect goes back to the choice of the architect; in a
        Brussels placement, the last architect added (or the start of it) is taken back."""
        state = self.view_state
        if self.placing(state):
            self.stage = "card"
            self.pick = ("arch", self.card, self.selected_value())
            self.refresh_board()
            return True
        if self.can_step_back():
            if not state.brussels_sel:  # the placement's start: back to the Brussels card
                self._resume = ("loc", LOCATIONS.index(state.brussels_loc))
            self.session.undo()
            self.after_change()
            return True
        return False

    def start_decision(self, remembered=None) -> None:
        """A new decision starts on its best target (or where the cursor was before an
        undo); after an Esc that took a Brussels start back, on that Brussels card."""
        resume, self._resume = self._resume, None
        state = self.view_state
        if resume is not None and state.step == "turn":
            self.stage = "place"
            self.point(resume)
            return
        super().start_decision(remembered)

    def hint_target(self, action):
        if isinstance(action, Place | AddArchitect):
            self.card = action.card
            self.high = action.value != load_data().architect(action.card).low
        if isinstance(action, Place):
            self.stage = "place"
            return ("cell", action.row, action.col)
        if isinstance(action, StartBrussels):
            self.stage = "place"
            return ("loc", LOCATIONS.index(action.location))
        if isinstance(action, AddArchitect):
            return ("arch", action.card, action.value)
        if isinstance(action, Pass):
            self.stage = "card"
            return ("pass",)
        if isinstance(action, ConfirmBrussels):
            return ("confirm",)
        if isinstance(action, Continue):
            return ("continue",)
        options = self.choices()
        return ("option", options.index(action)) if action in options else None

    # --- the game's own keys ----------------------------------------------------------

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action in ("flip", "confirm", "pass_turn"):
            state = self.view_state
            mine = bool(self.legal_actions())
            if action == "pass_turn":
                return True if mine and state.step == "turn" else None
            if action == "confirm":
                return True if mine and state.step == "brussels" else None
            return True if mine and state.step in PLACING_STEPS else None
        if action == "hint" and self.held_ack_seat() is not None:
            return None  # the held confirmation is the bot's decision
        return super().check_action(action, parameters)

    def disarm_pass(self) -> None:
        """Any key but p after a first p: the pass is not made, the prompt comes back."""
        if self.pass_armed:
            self.pass_armed = False
            if self.seat in self.session.human_seats_to_act():
                self.set_prompt(self.prompt_text())

    def on_key(self, event) -> None:
        if event.key not in ("p", "enter"):
            self.disarm_pass()

    def action_flip(self) -> None:
        """s: the architect pointed at (or placed now) on its other side."""
        state = self.view_state
        if state.step == "turn" and self.stage == "place":
            self.high = not self.high
            self.refresh_board()
            self.set_prompt(self.prompt_text())
            return
        if self.pick[0] == "arch":
            a = load_data().architect(self.pick[1])
            other = a.low if self.pick[2] == a.high else a.high
            self.point_at(nav.find(self.targets(), ("arch", self.pick[1], other)))

    def action_confirm(self) -> None:
        self.submit(ConfirmBrussels())

    def action_pass_turn(self) -> None:
        """The first p (or Enter on Pass) asks, the second passes (passing cannot be
        undone)."""
        if not self.pass_armed:
            self.pass_armed = True
            self.set_prompt(self.prompt_text())
            return
        self.pass_armed = False
        self.submit(Pass())

    def action_other_player(self, step: int) -> None:
        """[ and ]: compact, one player's whole display after another in place of the
        table of every player (from the player on turn, then back to the table);
        standard, another player's details."""
        n = len(self.match.names)
        deciding = to_act(self.view_state)
        first = deciding[0] if deciding else 0
        if self.layout_mode == "compact":
            order = [None, *[(first + k) % n for k in range(n)]]
            self.shown_seat = order[(order.index(self.shown_seat) + step) % len(order)]
        else:
            current = self.shown_seat if self.shown_seat is not None else first
            self.shown_seat = (current + step) % n
        self.refresh_board()
