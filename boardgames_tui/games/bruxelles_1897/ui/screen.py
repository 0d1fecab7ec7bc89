"""BruxellesScreen: the Bruxelles 1897 game screen.

Layout (fits 120x40 with 4 players): the board (grid, coats, bonus cards, Brussels,
prison) as one Line-API widget, the players' displays, and a detail text with the
placement preview, the pending choices or the round scoring. All rule answers come
from the rules layer (legal actions, apply for previews, describe for choices).
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Static

from boardgames_tui.ui.game_screen import GameScreen
from boardgames_tui.ui.palette import colour_blind

from ..actions import AddArchitect, ConfirmBrussels, Continue, Pass, Place, StartBrussels
from ..data import load_data
from ..flow import to_act
from ..setup import LOCATIONS
from .board import BoardView
from .detail import (
    brussels_preview,
    brussels_progress,
    options_text,
    pass_hint,
    placement_preview,
    scoring_text,
)
from .render import Look, arch_sides, hand_text, player_lines

CARD_KEYS = ("A13", "A24", "A25")
PLACING_STEPS = ("turn", "brussels")


class BruxellesScreen(GameScreen):
    MIN_SIZE = (100, 34)
    DEFAULT_CSS = """
    BruxellesScreen ActionLog { width: 28; }
    BruxellesScreen #bx-players { height: auto; padding: 0 0; background: $surface; }
    BruxellesScreen #bx-detail-box { height: 1fr; border-top: solid $primary 40%; }
    BruxellesScreen #bx-detail { padding: 0 1; }
    """
    BINDINGS = [
        Binding("up", "move(-1, 0)", "Up", id="bruxelles.up", show=False, priority=True,
                tooltip="Cursor up (or previous choice)"),
        Binding("down", "move(1, 0)", "Down", id="bruxelles.down", show=False, priority=True,
                tooltip="Cursor down (or next choice)"),
        Binding("left", "move(0, -1)", "Left", id="bruxelles.left", show=False, priority=True,
                tooltip="Cursor left"),
        Binding("right", "move(0, 1)", "Right", id="bruxelles.right", show=False,
                priority=True, tooltip="Cursor right"),
        Binding("enter", "activate", "Choose", id="bruxelles.choose", priority=True,
                tooltip="Place here / add the architect / take the marked choice"),
        Binding("1", "digit(1)", "1/3", id="bruxelles.d1", show=False,
                tooltip="Architect 1/3, or choice 1"),
        Binding("2", "digit(2)", "2/4", id="bruxelles.d2", show=False,
                tooltip="Architect 2/4, or choice 2"),
        Binding("3", "digit(3)", "2/5", id="bruxelles.d3", show=False,
                tooltip="Architect 2/5, or choice 3"),
        *[Binding(str(n), f"digit({n})", f"Choice {n}", id=f"bruxelles.d{n}", show=False,
                  tooltip=f"Choice {n}") for n in range(4, 10)],
        Binding("tab", "next_card", "Architect", id="bruxelles.tab", priority=True,
                tooltip="Next architect card in hand"),
        Binding("s", "flip", "Side", id="bruxelles.flip",
                tooltip="Turn the chosen architect to its other value"),
        Binding("c", "confirm", "Confirm", id="bruxelles.confirm",
                tooltip="Confirm the Brussels placement"),
        Binding("p", "pass_turn", "Pass", id="bruxelles.pass",
                tooltip="Pass: leave the round and take the pass income"),
    ]

    def __init__(self, session):
        super().__init__(session)
        self.cursor = (0, 0)
        self.card = "A13"
        self.high = False
        self.option = 0
        self._shown: dict[str, Text] = {}
        self._decisions_seen = -1

    # --- hooks ------------------------------------------------------------------------

    def compose_board(self) -> ComposeResult:
        yield BoardView(id="bx-board")
        yield Static(id="bx-players")
        with VerticalScroll(id="bx-detail-box", can_focus=False):
            yield Static(id="bx-detail")

    def on_mount(self) -> None:
        self.query_one(BoardView).can_focus = False
        super().on_mount()

    def prompt_text(self) -> str:
        state = self.view_state
        text = self.game.prompt(state)
        if state.step == "turn":
            text += f" · {pass_hint(state)}"
        return text

    def look(self) -> Look:
        safe = colour_blind(self.app)
        colours = [self.player_colour(s) for s in range(len(self.match.names))]
        state = self.view_state
        cursor = self.cursor if state.step in PLACING_STEPS and state.phase == "actions" else None
        return Look(colours=colours, safe=safe, cursor=cursor)

    def _local_redraw(self) -> None:
        """A cursor or selection change: redraw the board and the prompt only."""
        self.refresh_board()
        if self.seat in self.session.human_seats_to_act():
            self.set_prompt(self.prompt_text())

    def refresh_board(self) -> None:
        state = self.view_state
        self._fix_selection(state)
        look = self.look()
        self.query_one(BoardView).show(state, look)
        self._update("#bx-players", Text("\n").join(player_lines(state, look, to_act(state))))
        self._update("#bx-detail", Text("\n").join(self.detail_lines()))

    def _update(self, selector: str, text: Text) -> None:
        """Update a text panel only when it changed (saves a re-layout per key)."""
        if self._shown.get(selector) != text:
            self._shown[selector] = text
            self.query_one(selector, Static).update(text)

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
            return [Text("The game is over.")]
        if state.phase == "scoring":
            lines = scoring_text(state)
            if state.step == "choice":
                lines += options_text(state, self.seat, mine, self.option)
            return lines
        seat = to_act(state)[0]
        hand = state.seats[seat].hand
        chosen = (f"Architect: {arch_sides(self.card)} showing {self.selected_value()} "
                  f"(1/2/3 choose, s flips) · hand {hand_text(hand)}") if hand else ""
        if state.step == "turn":
            r, c = self.cursor
            if r < state.rows:
                action = Place(card=self.card, value=self.selected_value(), row=r, col=c)
                body = placement_preview(state, seat, action)
            else:
                body = brussels_preview(state, seat, LOCATIONS[c])
            return [Text(chosen, style="bold")] + [Text(x) for x in body] + [
                Text(pass_hint(state), style="dim")]
        if state.step == "brussels":
            return [Text(chosen, style="bold"), Text(brussels_progress(state))]
        return [Text(self.game.prompt(state), style="bold")] + options_text(
            state, seat, mine, self.option)

    def _fix_selection(self, state) -> None:
        """Keep the chosen architect in hand and the cursor inside the board; every new
        decision (next player, next round, an undo) starts from the cheaper side."""
        decisions = len(self.match.record.actions)
        if decisions != self._decisions_seen:
            self._decisions_seen = decisions
            self.high = False
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

    def action_move(self, dr: int, dc: int) -> None:
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
                    self.refuse(f"You have no {arch_sides(card)} architect in hand.")
                    return
                self.card = card
                self._local_redraw()
            return
        options = self.choices()
        if 1 <= n <= len(options):
            self.option = 0
            self.submit(options[n - 1])

    def action_next_card(self) -> None:
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
        self.submit(Pass())

    def on_board_view_activated(self, message: BoardView.Activated) -> None:
        pos = (message.row, message.col)
        if pos == self.cursor:
            self.action_activate()
        else:
            self.cursor = pos
            self._local_redraw()
