"""The Castles of Mad King Ludwig game screen.

Left: the castle map (ground floor or downstairs, any player's castle). Right: the market
with its price slots and the panel for the current decision: the Master Builder's pricing,
buying, the placement preview of the ghost, or a list of choices (bonus cards, rewards,
stacks). Every legal option and every score comes from the rules layer.
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical

from boardgames_tui.engine import i18n
from boardgames_tui.ui.game_screen import GameScreen
from boardgames_tui.ui.palette import colour_blind
from boardgames_tui.ui.screens.handoff import HandoffScreen
from boardgames_tui.ui.widgets.line_panel import LinePanel, ScrollingLinePanel

from ..actions import (
    BuyCorridor,
    BuyRoom,
    Pass,
    PlaceTile,
    PricesDone,
    SwapRooms,
)
from ..data import tile
from ..placement import canonical, placement_problem
from ..state import CastlesState, PlacedTile
from ..words import comma_list, room_name
from .canvas import Ghost, ghost_connections
from .castle_map import CastleMap
from .market_view import MarketView
from .panels import (
    CORRIDOR_ENTRIES,
    castle_title,
    choices_text,
    favours_text,
    legend_text,
    market_text,
    placement_text,
    player_text,
    players_text,
    pricing_text,
    stacks_text,
    turn_text,
    why_not,
)

_, ngettext, N_ = i18n.domain("castles_of_mad_king_ludwig")

LIST_TASKS = ("keep_bonus", "free_corridor", "sleep_stack", "sleep_arrange", "wild",
              "reward_order")
PLACE_KEYS = {"rotate", "flip", "next_spot", "prev_spot"}


# Widths of the right column (market, decision panel) per layout, in columns.
RIGHT_WIDTH = {"compact": 35, "standard": 45, "wide": 52}
MAP_MIN = (40, 10)  # the smallest castle map that is still playable (columns, lines)
INFO_MIN = 6  # lines of the decision panel below the market, at the least
FRAME_LINES = 4  # scoreboard, two prompt lines, footer


class CastlesScreen(GameScreen):
    MIN_SIZE = (110, 34)
    CSS = """
    CastlesScreen #cmkl-main { height: 1fr; }
    CastlesScreen #cmkl-left { width: 1fr; height: 1fr; }
    CastlesScreen #cmkl-title { height: 1; padding: 0 1; background: $panel; }
    CastlesScreen #cmkl-legend { height: 1; padding: 0 1; width: 1fr; }
    CastlesScreen #cmkl-right { width: 45; height: 1fr; border-left: solid $primary 50%; }
    CastlesScreen.-compact #cmkl-right { width: 35; }
    CastlesScreen.-wide #cmkl-right { width: 52; }
    CastlesScreen #cmkl-market { height: auto; padding: 0 1; }
    CastlesScreen #cmkl-players { height: auto; padding: 0 1; display: none; }
    CastlesScreen.-wide #cmkl-players { display: block; }
    CastlesScreen #cmkl-info { height: 1fr; padding: 0 1; scrollbar-size-vertical: 1; }
    """
    BINDINGS = [
        Binding("up", "move(0,-1)", N_("Up"), id="cmkl.up", show=False, tooltip=N_("Move up")),
        Binding("down", "move(0,1)", N_("Down"), id="cmkl.down", show=False, tooltip=N_("Move down")),
        Binding("left", "move(-1,0)", N_("Left"), id="cmkl.left", show=False,
                tooltip=N_("Move the ghost left")),
        Binding("right", "move(1,0)", N_("Right"), id="cmkl.right", show=False,
                tooltip=N_("Move the ghost right")),
        Binding("enter", "confirm", N_("Choose"), id="cmkl.confirm",
                tooltip=N_("Buy, place or choose the highlighted option")),
        Binding("r", "rotate", N_("Rotate"), id="cmkl.rotate", tooltip=N_("Turn the room 90°")),
        Binding("d", "flip", N_("Face"), id="cmkl.flip", show=False,
                tooltip=N_("Hallway: switch between the upstairs and downstairs face")),
        Binding("tab", "next_spot", N_("Next spot"), id="cmkl.next", priority=True,
                tooltip=N_("Jump to the next legal spot")),
        Binding("shift+tab", "prev_spot", N_("Prev spot"), id="cmkl.prev", priority=True,
                show=False,
                tooltip=N_("Jump to the previous legal spot")),
        Binding("p", "pass_turn", N_("Pass +5k"), id="cmkl.pass", tooltip=N_("Pass and take 5,000")),
        Binding("f", "finish_pricing", N_("Prices set"), id="cmkl.finish",
                tooltip=N_("Finish arranging the market")),
        Binding("v", "toggle_floor", N_("Floor"), id="cmkl.floor",
                tooltip=N_("Ground floor / downstairs view")),
        Binding("left_square_bracket", "castle(-1)", N_("Castle◀"), id="cmkl.prevcastle",
                show=False,
                tooltip=N_("Show the previous player's castle")),
        Binding("right_square_bracket", "castle(1)", N_("Castle▶"), id="cmkl.nextcastle",
                tooltip=N_("Show the next player's castle")),
        Binding("c", "centre", N_("Centre"), id="cmkl.centre", show=False,
                tooltip=N_("Centre the map")),
        Binding("pagedown", "scroll_info(1)", N_("Panel"), id="cmkl.infodown", show=False,
                tooltip=N_("Scroll the panel of the decision down")),
        Binding("pageup", "scroll_info(-1)", N_("Panel"), id="cmkl.infoup", show=False,
                tooltip=N_("Scroll the panel of the decision up")),
        Binding("b", "bonus_cards", N_("Bonus cards"), id="cmkl.bonus",
                tooltip=N_("Show or hide your secret bonus cards")),
        Binding("shift+up", "scroll_map(0,-2)", N_("Scroll"), id="cmkl.scrollup", show=False,
                tooltip=N_("Scroll the castle map up")),
        Binding("shift+down", "scroll_map(0,2)", N_("Scroll"), id="cmkl.scrolldown", show=False,
                tooltip=N_("Scroll the castle map down")),
        Binding("shift+left", "scroll_map(-4,0)", N_("Scroll"), id="cmkl.scrollleft", show=False,
                tooltip=N_("Scroll the castle map left")),
        Binding("shift+right", "scroll_map(4,0)", N_("Scroll"), id="cmkl.scrollright",
                show=False, tooltip=N_("Scroll the castle map right")),
    ]

    def __init__(self, session):
        super().__init__(session)
        self.floor = "up"
        self.shown_seat = self.seat
        self.cursor = 0
        self.picked: int | None = None
        self.ghost: PlacedTile | None = None
        self.spot = 0
        self._decision: tuple | None = None
        self.show_cards = False  # the seat's secret bonus cards, shown on b
        self._cards_seat: int | None = None
        self._drawn: dict[str, tuple] = {}  # part of the screen -> (its key, what was drawn)
        self._shown_decision: tuple | None = None  # the decision the panel was scrolled for
        self._keyed_state: CastlesState | None = None

    # --- layout -----------------------------------------------------------------------

    def compose_board(self) -> ComposeResult:
        with Horizontal(id="cmkl-main"):
            with Vertical(id="cmkl-left"):
                yield LinePanel(id="cmkl-title")
                yield CastleMap(id="cmkl-map")
            with Vertical(id="cmkl-right"):
                yield MarketView(id="cmkl-market")
                yield LinePanel(id="cmkl-players")
                # scrolls its own rows, so a longer text never resizes it (a resize lays
                # out the whole screen); PageUp/PageDown scroll it, the arrow keys belong
                # to the market and the ghost
                yield ScrollingLinePanel(id="cmkl-info")
        yield LinePanel(legend_text(), id="cmkl-legend")

    def on_layout_change(self, mode: str) -> None:
        """Compact: the seat's castle large, the market short (stacks in the panel
        below), other castles on [ ]. Standard: the full market. Wide: also a line per
        castle (score, money, rooms, square feet)."""
        for name in ("compact", "standard", "wide"):
            self.set_class(mode == name, f"-{name}")

    def needed_size(self) -> tuple[int, int]:
        """From the content of the compact layout: the smallest playable map beside the
        market column; in height, the market (a line per price slot, stairs, hallway,
        heading, cards and money lines), the smallest decision panel, the legend and the
        frame around the board (scoreboard, prompt, footer)."""
        slots = len(self.real_state.market)
        market = 1 + slots + 2 + 2
        width = MAP_MIN[0] + RIGHT_WIDTH["compact"] + 1
        height = FRAME_LINES + 1 + max(1 + MAP_MIN[1], market + INFO_MIN)
        return (width, height)

    # --- what is being decided -------------------------------------------------------------

    @property
    def real_state(self) -> CastlesState:
        return self.match.state

    def task_kind(self) -> str:
        state = self.real_state
        if self.match.is_over() or self.seat not in self.session.human_seats_to_act():
            return "wait"
        return state.tasks[0].kind if state.tasks else "wait"

    def _reset_if_new_decision(self) -> None:
        state = self.real_state
        if self._cards_seat != self.seat:  # another player at the keys: cards hidden
            self.show_cards = False
            self._cards_seat = self.seat
        key = (len(self.match.record.actions), self.seat, self.task_kind())
        if key == self._decision:
            return
        same_pricing = (self._decision is not None and self._decision[1:] == key[1:]
                        and key[2] == "price")
        self._decision = key
        kind = self.task_kind()
        self.picked = None
        if same_pricing:  # after a swap the cursor stays where the player was
            return
        self.shown_seat = self.seat
        self.ghost = None
        self.spot = 0
        self.cursor = 0
        if kind == "turn":
            entries = range(len(state.market) + len(CORRIDOR_ENTRIES))
            self.cursor = next((i for i in entries if why_not(state, i) is None), 0)
        elif kind == "place":
            spots = self.spots()
            if spots:
                self.ghost = spots[0]
            held = state.tasks[0].tile
            if tile(held).type == "downstairs":
                self.floor = "down"
            elif held != "stairs":
                self.floor = "up"

    def spots(self) -> list[PlacedTile]:
        state = self.real_state
        held = state.tasks[0].tile
        return [PlacedTile(tile=held, rot=a.rot, x=a.x, y=a.y, down=a.down)
                for a in self.legal_actions() if isinstance(a, PlaceTile)]

    def last_placed(self, seat: int) -> frozenset[int]:
        """The tiles `seat` placed in their most recent turn (marked on the map)."""
        spots = {(a.rot, a.x, a.y, a.down) for a in self.last_turn_actions(seat)
                 if isinstance(a, PlaceTile)}
        castle = self.real_state.castles[seat]
        return frozenset(i for i, p in enumerate(castle)
                         if i and (p.rot, p.x, p.y, p.down) in spots)

    def my_castle(self) -> tuple[PlacedTile, ...]:
        return tuple(self.real_state.castles[self.seat])

    # --- drawing ------------------------------------------------------------------------

    def _memo(self, part: str, key: tuple, make):
        """`make()` again only when `key` changed since this part was last drawn: a key
        moves a cursor or the ghost, and everything else on the screen stays as it was."""
        cached = self._drawn.get(part)
        if cached is not None and cached[0] == key:
            return cached[1]
        value = make()
        self._drawn[part] = (key, value)
        return value

    def _game_key(self) -> tuple:
        """What the game looks like to the seat now: a new state object, seat or replay
        reveal means that everything is drawn again. The state is kept referenced, so
        its id is not reused while it stands for it here."""
        self._keyed_state = self.match.state
        reveal = self.replaying and bool(getattr(self.session, "reveal", False))
        return (id(self._keyed_state), self.seat, reveal, colour_blind(self.app),
                self.layout_mode)

    def refresh_board(self) -> None:
        self._reset_if_new_decision()
        game = self._game_key()
        state: CastlesState = self._memo("state", game, lambda: self.view_state)
        safe = colour_blind(self.app)
        kind = self.task_kind()
        ghost = None
        if kind == "place" and self.ghost is not None and self.shown_seat == self.seat:
            castle = self.my_castle()
            legal = canonical(castle, self.ghost) is not None
            ghost = Ghost(self.ghost, legal, ghost_connections(castle, self.ghost))
        width = self.app.size.width
        self.query_one("#cmkl-legend", LinePanel).show(
            self._memo("legend", (width,), lambda: legend_text(width - 2)))
        cmap = self.query_one(CastleMap)
        first = cmap.canvas is None
        shown = self.shown_seat
        castle_shown, marked = self._memo("castle", (game, shown), lambda: (
            tuple(state.castles[shown]), self.last_placed(shown)))
        cmap.show(castle_shown, self.floor, safe, ghost, centre=first, marked=marked)
        title = self.query_one("#cmkl-title", LinePanel)
        title_width = max(title.size.width - 2, 20)
        title.show(self._memo(
            "title", (game, shown, self.floor, title_width, cmap.small),
            lambda: castle_title(state, shown, self.floor, self.seat, width=title_width,
                                 small=cmap.small)))
        if ghost is not None:
            cmap.call_after_refresh(cmap.keep_in_view, ghost)
        cursor = self.cursor if kind in ("turn", "price") else None
        compact = self.layout_mode == "compact"
        self.query_one(MarketView).show(self._memo(
            "market", (game, cursor, self.picked, kind),
            lambda: market_text(state, cursor, self.picked, safe, kind == "turn",
                                compact=compact)))
        if self.layout_mode == "wide":
            self.query_one("#cmkl-players", LinePanel).show(self._memo(
                "players", (game, shown), lambda: players_text(
                    state, self.game.score_sheet(state).scores(), shown)))
        about = self._memo("about", (game, self.show_cards), lambda: self.about_text(state))
        info = self.query_one("#cmkl-info", ScrollingLinePanel)
        new = self._decision != self._shown_decision
        if new:  # a new decision is read from its top
            self._shown_decision = self._decision
            info.scroll_home(animate=False, immediate=True)
        # within one decision the scroll range does not shrink: the scroll bar stays
        info.show(self.info_text(state, kind, safe, ghost) + about, shrink=new)
        if kind in LIST_TASKS:  # the highlighted choice stays in sight
            marked = next((i for i, line in enumerate(info.lines)
                           if line.plain.startswith("▶ ")), None)
            if marked is not None:
                info.keep_line_visible(marked)

    def info_text(self, state: CastlesState, kind: str, safe: bool, ghost: Ghost | None):
        """The decision: what the cursor or the ghost points at, and the last event."""
        out = Text()
        if kind == "place" and self.ghost is not None:
            connecting = len(ghost.connecting) if ghost else 0
            out.append_text(placement_text(state, self.my_castle(), self.ghost, safe,
                                           connecting))
            out.append(_("arrows move · r rotate · Tab next spot · Enter place") + "\n",
                       style="dim")
        elif kind == "turn":
            out.append_text(turn_text(state, self.cursor, safe))
        elif kind == "price":
            out.append_text(pricing_text(state, self.cursor, self.picked, safe))
        elif kind in LIST_TASKS:
            out.append(self.prompt_text() + "\n", style="bold")
            if kind == "sleep_arrange":
                size = state.tasks[0].ref
                names = comma_list([room_name(t) for t in state.stacks[size]])
                out.append(_("Stack (top first): {rooms}").format(rooms=names) + "\n", style="dim")
            out.append_text(choices_text(self.legal_actions(), self.cursor, state))
        if state.last_event:
            out.append("\n" + _("Last: {event}").format(event=state.last_event) + "\n",
                       style="italic")
        return out

    def about_text(self, state: CastlesState) -> Text:
        """Below the decision: the player's money, rooms and cards, the favours."""
        out = Text("\n")
        out.append_text(player_text(state, self.seat, self.show_cards))
        out.append("\n")
        out.append_text(favours_text(state))
        if self.layout_mode == "compact":
            out.append_text(stacks_text(state))
        return out

    def prompt_text(self) -> str:
        rules = self.game
        return rules.prompt(self.real_state) if not self.match.is_over() else _("Game over.")

    # --- keys ---------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        base = super().check_action(action, parameters)
        if action in ("undo", "toggle_log", "quit_game"):
            return base
        kind = self.task_kind() if self.is_mounted else "wait"
        if action in PLACE_KEYS:
            return kind == "place"
        if action == "pass_turn":
            return kind == "turn"
        if action == "finish_pricing":
            return kind == "price"
        if action == "confirm":
            return kind != "wait"
        return True

    def action_move(self, dx: int, dy: int) -> None:
        kind = self.task_kind()
        state = self.real_state
        if kind == "place" and self.ghost is not None:
            self.shown_seat = self.seat  # the ghost lives on the player's own castle
            self.ghost = self.ghost.model_copy(
                update={"x": self.ghost.x + dx, "y": self.ghost.y + dy})
        elif kind in ("turn", "price") and dy:
            entries = len(state.market) + (len(CORRIDOR_ENTRIES) if kind == "turn" else 0)
            self.cursor = (self.cursor + dy) % entries
        elif kind in LIST_TASKS and dy:
            options = self.legal_actions()
            if options:
                self.cursor = (self.cursor + dy) % len(options)
        else:
            return
        self.refresh_board()

    def action_confirm(self) -> None:
        kind = self.task_kind()
        state = self.real_state
        if kind == "place" and self.ghost is not None:
            spot = canonical(self.my_castle(), self.ghost)
            if spot is None:
                reason = placement_problem(self.my_castle(), self.ghost) or "not a legal spot"
                self.refuse(_("You cannot place it there: {reason}.").format(reason=reason))
                return
            self.submit(PlaceTile(rot=spot.rot, x=spot.x, y=spot.y, down=spot.down))
        elif kind == "turn":
            n = len(state.market)
            if self.cursor < n:
                self.submit(BuyRoom(slot=self.cursor))
            else:
                self.submit(BuyCorridor(piece=CORRIDOR_ENTRIES[self.cursor - n]))
        elif kind == "price":
            if self.picked is None:
                self.picked = self.cursor
                self.refresh_board()
            elif self.picked == self.cursor:
                self.picked = None
                self.refresh_board()
            else:
                a, b = sorted((self.picked, self.cursor))
                self.picked = None
                self.submit(SwapRooms(a=a, b=b))
        elif kind in LIST_TASKS:
            options = self.legal_actions()
            if options:
                self.submit(options[min(self.cursor, len(options) - 1)])

    def action_rotate(self) -> None:
        if self.ghost is not None:
            self.ghost = self.ghost.model_copy(update={"rot": (self.ghost.rot + 1) % 4})
            self.refresh_board()

    def action_flip(self) -> None:
        if self.ghost is not None and self.ghost.tile == "hallway":
            self.ghost = self.ghost.model_copy(update={"down": not self.ghost.down})
            self.floor = "down" if self.ghost.down else "up"
            self.refresh_board()

    def _cycle(self, step: int) -> None:
        spots = self.spots()
        if not spots:
            return
        self.spot = (self.spot + step) % len(spots)
        self.ghost = spots[self.spot]
        self.shown_seat = self.seat
        self.refresh_board()
        cmap = self.query_one(CastleMap)
        cmap.call_after_refresh(cmap.centre_on, Ghost(self.ghost, True, frozenset()))

    def action_next_spot(self) -> None:
        if self.task_kind() == "place":
            self._cycle(1)

    def action_prev_spot(self) -> None:
        if self.task_kind() == "place":
            self._cycle(-1)

    def action_pass_turn(self) -> None:
        if self.task_kind() == "turn":
            self.submit(Pass())

    def action_finish_pricing(self) -> None:
        if self.task_kind() == "price":
            self.picked = None
            self.submit(PricesDone())

    def action_bonus_cards(self) -> None:
        """Show the seat's secret bonus cards, after a pass-the-keyboard screen when
        other people are at the table; pressed again, hide them."""
        if self.show_cards:
            self.show_cards = False
            self.refresh_board()
            return
        humans = [p for p in self.match.record.players if p.bot is None]

        def reveal(_result=None) -> None:
            self.show_cards = True
            self._cards_seat = self.seat
            self.refresh_board()

        if len(humans) < 2:
            reveal()
            return
        self.app.push_screen(
            HandoffScreen(self.match.names[self.seat], why=_("a look at your secret bonus cards")),
            reveal)

    def action_scroll_info(self, step: int) -> None:
        info = self.query_one("#cmkl-info", ScrollingLinePanel)
        info.scroll_to(y=info.scroll_y + step * max(1, info.size.height - 2), animate=False)

    def action_toggle_floor(self) -> None:
        self.floor = "down" if self.floor == "up" else "up"
        self.refresh_board()

    def action_castle(self, step: int) -> None:
        self.shown_seat = (self.shown_seat + step) % self.real_state.n
        self.refresh_board()
        cmap = self.query_one(CastleMap)
        cmap.call_after_refresh(cmap.centre_on, None)

    def action_scroll_map(self, dx: int, dy: int) -> None:
        cmap = self.query_one(CastleMap)
        cmap.scroll_to(cmap.scroll_x + dx, cmap.scroll_y + dy, animate=False)

    def action_hint(self) -> None:
        """The base hint names the move; here the cursor or the ghost also jumps to it."""
        kind = self.task_kind()
        if kind in ("place", "turn") and self.legal_actions():
            action = self.session.hint(self.seat)
            if isinstance(action, PlaceTile) and self.ghost is not None:
                self.ghost = PlacedTile(tile=self.ghost.tile, rot=action.rot, x=action.x,
                                        y=action.y, down=action.down)
                self.shown_seat = self.seat
            elif isinstance(action, BuyRoom):
                self.cursor = action.slot
            elif isinstance(action, BuyCorridor):
                self.cursor = len(self.real_state.market) + CORRIDOR_ENTRIES.index(action.piece)
            self.refresh_board()
        super().action_hint()

    def action_centre(self) -> None:
        kind = self.task_kind()
        ghost = Ghost(self.ghost, True, frozenset()) if kind == "place" and self.ghost else None
        self.query_one(CastleMap).centre_on(ghost)

    @on(CastleMap.CellClicked)
    def _clicked(self, event: CastleMap.CellClicked) -> None:
        if self.task_kind() == "place" and self.ghost is not None:
            self.ghost = self.ghost.model_copy(update={"x": event.cell[0], "y": event.cell[1]})
            self.refresh_board()

    @on(CastleMap.Resized)
    def _map_resized(self) -> None:
        self.refresh_board()

    @on(MarketView.EntryClicked)
    def _market_clicked(self, event: MarketView.EntryClicked) -> None:
        kind = self.task_kind()
        state = self.real_state
        entries = len(state.market) + (len(CORRIDOR_ENTRIES) if kind == "turn" else 0)
        if kind in ("turn", "price") and 0 <= event.entry < entries:
            if self.cursor == event.entry:
                self.action_confirm()
                return
            self.cursor = event.entry
            self.refresh_board()
