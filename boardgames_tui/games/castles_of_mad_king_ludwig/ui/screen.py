"""The Castles of Mad King Ludwig game screen.

Left: the castle map (ground floor or downstairs, any player's castle). Right: the market
with its price slots and the panel for the current decision: the Master Builder's pricing,
buying, the placement preview of the ghost, or a list of choices (bonus cards, rewards,
stacks). Every legal option and every score comes from the rules layer.
"""

from __future__ import annotations

from random import Random

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical

from boardgames_tui.engine import i18n
from boardgames_tui.ui.board import targets as nav
from boardgames_tui.ui.board.pointing import POINTING_ACTIONS
from boardgames_tui.ui.board.targets import Box, Target
from boardgames_tui.ui.game_screen import GameScreen
from boardgames_tui.ui.palette import colour_blind
from boardgames_tui.ui.screens.handoff import HandoffScreen
from boardgames_tui.ui.widgets.line_panel import LinePanel, ScrollingLinePanel

from .. import flow
from ..actions import (
    BuyCorridor,
    BuyRoom,
    KeepBonusCards,
    Pass,
    PlaceTile,
    PricesDone,
    SwapRooms,
    TakeFreeCorridor,
)
from ..castle import analyze, footprint
from ..components import tile
from ..geometry import HALLWAY
from ..market import prices
from ..placement import canonical, placement_problem, shape
from ..scoring import points_words, score_placement
from ..state import CastlesState, PlacedTile
from ..words import comma_list, room_name
from .canvas import Ghost, ghost_blocked, ghost_connections, grid_shape, needs_small, on_floor
from .castle_map import CastleMap
from .market_view import MarketView
from .panels import (
    CORRIDOR_ENTRIES,
    castle_title,
    choice_label,
    choices_text,
    cut_title,
    favours_text,
    labels_text,
    legend_text,
    market_button,
    market_lines,
    market_shapes_text,
    market_text,
    placement_text,
    player_text,
    players_text,
    pricing_text,
    seat_label,
    shape_beside,
    shape_text,
    stacks_text,
    turn_text,
    why_not,
)

_, ngettext, N_ = i18n.domain("castles_of_mad_king_ludwig")

LIST_TASKS = ("keep_bonus", "free_corridor", "sleep_stack", "sleep_arrange", "wild",
              "reward_order")
VALUED_CHOICES = 16  # a list of more choices is not valued for Tab (reading order)


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
    CastlesScreen #cmkl-castles { height: 1fr; }
    CastlesScreen .cmkl-cell { height: 1fr; width: 1fr; }
    CastlesScreen .cmkl-rival { display: none; }
    /* the wide layout: every castle in a panel of the same size (the grid's columns and
       rows are set from the castles' shapes) */
    CastlesScreen.-wide #cmkl-castles { layout: grid; grid-gutter: 0 1; }
    CastlesScreen.-wide .cmkl-rival { display: block; }
    CastlesScreen #cmkl-title, CastlesScreen .cmkl-rival-title {
        height: 1; padding: 0 1; background: $panel; }
    CastlesScreen #cmkl-legend { height: 1; padding: 0 1; width: 1fr; }
    CastlesScreen #cmkl-right { width: 45; height: 1fr; border-left: solid $primary 50%; }
    CastlesScreen.-compact #cmkl-right { width: 35; }
    CastlesScreen.-wide #cmkl-right { width: 52; }
    CastlesScreen #cmkl-market { height: auto; padding: 0 1; }
    CastlesScreen #cmkl-players { height: auto; padding: 0 1; display: none; }
    CastlesScreen.-wide #cmkl-players { display: block; }
    CastlesScreen #cmkl-shapes { height: auto; padding: 0 1; display: none; }
    CastlesScreen.-wide #cmkl-shapes.-market { display: block; }
    CastlesScreen #cmkl-info { height: 1fr; padding: 0 1; scrollbar-size-vertical: 1; }
    /* the round banner over the castle map's left edge, not over the market (the wide
       layout puts it over the log column: GameScreen) */
    CastlesScreen.-compact ToastRack, CastlesScreen.-standard ToastRack { align: left top; }
    CastlesScreen.-compact ToastHolder, CastlesScreen.-standard ToastHolder {
        align-horizontal: left; }
    /* two lines always (FRAME_LINES counts them): Tab's "k of n" above the prompt does
       not shrink the map, which would draw the castle again in another size */
    """
    # Arrows, Tab, Enter, Esc, digits, clicks and `h` are the shared pointing keys
    # (boardgames_tui/ui/board/pointing.py): the screen offers its targets (market slots,
    # stairs, hallway, the pass / prices-set button, the spots of the held room, the
    # choices of a list) through the hooks below. These are the game's own keys.
    BINDINGS = [
        Binding("r", "rotate", N_("Rotate"), id="cmkl.rotate", tooltip=N_("Turn the room 90°")),
        Binding("d", "flip", N_("Face"), id="cmkl.flip", show=False,
                tooltip=N_("Hallway: switch between the upstairs and downstairs face")),
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
        Binding("z", "zoom", N_("Zoom"), id="cmkl.zoom", show=False,
                tooltip=N_("Castle map: the scale that fits, the full scale, the small scale")),
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
        self._decision: tuple | None = None
        self._resume: tuple | None = None  # the target Esc from placing went back to
        self._targets: tuple | None = None  # (what they were worked out from, targets)
        self._values: tuple | None = None  # (decision, {choice: preview value})
        self._options_line: int | None = None  # the panel's line of a list's first choice
        self.show_cards = False  # the seat's secret bonus cards, shown on b
        self._cards_seat: int | None = None
        self._drawn: dict[str, tuple] = {}  # part of the screen -> (its key, what was drawn)
        self._shown_decision: tuple | None = None  # the decision the panel was scrolled for
        self._keyed_state: CastlesState | None = None

    # --- layout -----------------------------------------------------------------------

    def compose_board(self) -> ComposeResult:
        with Horizontal(id="cmkl-main"):
            with Vertical(id="cmkl-left"), Vertical(id="cmkl-castles"):
                with Vertical(classes="cmkl-cell"):
                    yield LinePanel(id="cmkl-title")
                    yield CastleMap(id="cmkl-map")
                # the wide layout: every other castle in a panel as large as this one
                for k in range(1, self.real_state.n):
                    with Vertical(classes="cmkl-cell cmkl-rival"):
                        yield LinePanel(id=f"cmkl-rival-title-{k}", classes="cmkl-rival-title")
                        yield CastleMap(interactive=False, id=f"cmkl-rival-{k}")
            with Vertical(id="cmkl-right"):
                yield MarketView(id="cmkl-market")
                yield LinePanel(id="cmkl-players")
                # the wide layout, while pricing and buying: every market room's shape
                yield LinePanel(id="cmkl-shapes")
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
        market = 1 + slots + 2 + 1 + 2  # heading, slots, stairs, hallway, button, 2 lines
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
        if self.is_mounted:  # the footer and help list the keys of this decision
            self.refresh_bindings()
        if same_pricing:  # after a swap the cursor stays where the player was
            self._resume = self.pointed()
            return
        self.shown_seat = self.seat
        self.ghost = None
        self.cursor = 0  # the shared start of a decision puts it on the best target
        if kind == "place":
            spots = self.spots()
            if spots:  # the best-scoring spot: its turn decides the spots offered
                values = self._spot_values()
                self.ghost = max(spots, key=lambda p: values.get((p.rot, p.x, p.y, p.down), 0))
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
            ghost = Ghost(self.ghost, legal, ghost_connections(castle, self.ghost),
                          ghost_blocked(castle, self.ghost) if legal else frozenset())
        width = self.app.size.width
        self.query_one("#cmkl-legend", LinePanel).show(
            self._memo("legend", (width,), lambda: legend_text(width - 2)))
        cmap = self._map()
        first = cmap.canvas is None
        shown = self.shown_seat
        castle_shown, marked = self._memo("castle", (game, shown), lambda: (
            tuple(state.castles[shown]), self.last_placed(shown)))
        fit, label = self._castle_panels(state, game, safe) \
            if self.layout_mode == "wide" else (None, None)
        cmap.show(castle_shown, self.floor, safe, ghost, centre=first, marked=marked, fit=fit)
        title = self.query_one("#cmkl-title", LinePanel)
        title_width = max(title.size.width - 2, 20)
        title.show(self._memo(
            "title", (game, shown, self.floor, title_width, cmap.small, label is None, cmap.cut),
            lambda: castle_title(state, shown, self.floor, self.seat, width=title_width,
                                 small=cmap.small, label=label, cut=cmap.cut)))
        if ghost is not None:
            cmap.call_after_refresh(cmap.keep_in_view, ghost)
        cursor = self.cursor if kind in ("turn", "price") else None
        compact = self.layout_mode == "compact"
        button = market_button(state, kind)
        self.query_one(MarketView).show(self._memo(
            "market", (game, cursor, self.picked, kind),
            lambda: market_text(state, cursor, self.picked, safe, kind == "turn",
                                compact=compact, button=button)))
        if self.layout_mode == "wide":
            self.query_one("#cmkl-players", LinePanel).show(self._memo(
                "players", (game, shown), lambda: players_text(
                    state, self.game.score_sheet(state).scores(), shown)))
            shapes = self.query_one("#cmkl-shapes", LinePanel)
            shapes.set_class(kind in ("turn", "price"), "-market")
            width = max(shapes.size.width - 2, RIGHT_WIDTH["wide"] - 4)
            shapes.show(self._memo("shapes", (game, width), lambda: (
                market_shapes_text(state, safe, width))))
        small = self._map().small  # the castles shown share the main map's scale
        about = self._memo("about", (game, self.show_cards, small, shown), lambda: (
            self.about_text(state, small)))
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

    def _map(self) -> CastleMap:
        """The map of the castle shown (where the ghost is placed)."""
        return self.query_one("#cmkl-map", CastleMap)

    def _castle_panels(self, state: CastlesState, game: tuple,
                       safe: bool) -> tuple[bool | None, Text | None]:
        """The wide layout: every castle in a panel of the same size (the shown one first,
        then the others in seating order), arranged so that they keep the largest scale
        that fits, all at one scale (a castle is compared with the others at a glance).
        Each panel is titled with its player's name in their colour; the player on turn
        is marked. Returns the scale for the shown castle's map (True: the small one,
        None: its own zoom decides) and its title's label."""
        shown = self.shown_seat
        grid = self.query_one("#cmkl-castles")
        maps = [self._map()] + [self.query_one(f"#cmkl-rival-{k}", CastleMap)
                                for k in range(1, state.n)]
        # a key that moves a cursor or the ghost changes none of this: nothing is done
        key = (game, shown, self.floor, safe, maps[0].zoom, tuple(grid.content_size),
               tuple(tuple(m.content_size) for m in maps))
        done = self._drawn.get("panels")
        if done is not None and done[0] == key:
            return done[1]
        seats = [(shown + k) % state.n for k in range(state.n)]
        views = [analyze(tuple(state.castles[s])) for s in seats]
        width, height = grid.content_size
        if width and height:
            shape = self._memo("grid", (game, shown, width, height),
                               lambda: grid_shape(views, width, height))
            if self._drawn.get("grid shown") != shape:  # a new layout only when it changed
                self._drawn["grid shown"] = shape
                cols, rows, panel_w, panel_h = shape
                grid.styles.grid_size_columns = cols
                grid.styles.grid_size_rows = rows
                grid.styles.grid_columns = str(panel_w)  # the same size for every panel
                grid.styles.grid_rows = str(panel_h)
        zoom = maps[0].zoom
        fit = zoom if zoom is not None else any(
            needs_small(view, None, *m.content_size) for view, m in zip(views, maps, strict=True)
            if m.content_size.width and m.content_size.height)
        totals, on_turn = self._memo("totals", (game,), lambda: (
            self.game.score_sheet(state).scores(),
            set() if self.match.is_over() else set(self.match.to_act())))
        labels = self._memo("labels", (game, shown), lambda: [
            seat_label(state, s, self.player_colour(s), totals[s], s in on_turn) for s in seats])
        for k in range(1, state.n):
            seat = seats[k]
            castle, marked = self._memo(f"castle{k}", (game, seat), lambda seat=seat: (
                tuple(state.castles[seat]), self.last_placed(seat)))
            maps[k].show(castle, self.floor, safe, None, marked=marked, fit=fit)
            title = self.query_one(f"#cmkl-rival-title-{k}", LinePanel)
            title.show(cut_title(labels[k], maps[k].cut, title.size.width - 2))
        self._drawn["panels"] = (key, (fit, labels[0]))
        return fit, labels[0]

    def info_text(self, state: CastlesState, kind: str, safe: bool, ghost: Ghost | None):
        """The decision: what the cursor or the ghost points at, and the last event."""
        out = Text()
        if kind == "place" and self.ghost is not None:
            connecting = len(ghost.connecting) if ghost else 0
            out.append_text(placement_text(state, self.my_castle(), self.ghost, safe,
                                           connecting))
            if not self.replaying:
                back = _(" · Esc back to the market") if self.can_step_back() else ""
                out.append(_("arrows: the next spot that way · r rotate · Tab best first · "
                             "Enter place") + back + "\n", style="dim")
        elif kind in ("turn", "price"):
            compact = self.layout_mode == "compact"
            acting = not self.replaying
            text = turn_text(state, self.cursor, safe, verdict_first=compact, acting=acting) \
                if kind == "turn" else pricing_text(state, self.cursor, self.picked, safe, acting)
            room = state.market[self.cursor] if self.cursor < len(state.market) else None
            if room is None:
                out.append_text(text)
            elif compact:  # a short panel: the shape small, with the verdict beside it
                if kind == "turn":
                    verdict, rest = text.divide([text.plain.index("\n") + 1])
                    style = verdict.spans[0].style if verdict.spans else verdict.style
                    info = self.query_one("#cmkl-info", ScrollingLinePanel)
                    width = info.scrollable_content_region.width or RIGHT_WIDTH["compact"] - 4
                    out.append_text(shape_beside(room, safe, verdict.plain.strip(), str(style),
                                                 width))
                    out.append_text(rest)
                else:
                    out.append_text(shape_text(room, safe, small=True))
                    out.append_text(text)
            else:
                out.append_text(text)
                out.append_text(shape_text(room, safe))

        elif kind in LIST_TASKS:
            out.append(self.prompt_text() + "\n", style="bold")
            if kind == "sleep_arrange":
                size = state.tasks[0].ref
                names = comma_list([room_name(t) for t in state.stacks[size]])
                out.append(_("Stack (top first): {rooms}").format(rooms=names) + "\n", style="dim")
            options = self.legal_actions()
            self._options_line = out.plain.count("\n")
            out.append_text(choices_text(options, self.cursor, state, height=len(options)))
        if state.last_event:
            out.append("\n" + _("Last: {event}").format(event=state.last_event) + "\n",
                       style="italic")
        return out

    def about_text(self, state: CastlesState, small: bool = False) -> Text:
        """Below the decision: the player's money, rooms and cards, the favours; while
        the map is at the small scale, what its 3-letter labels stand for."""
        out = Text("\n")
        out.append_text(player_text(state, self.seat, self.show_cards))
        out.append("\n")
        out.append_text(favours_text(state))
        if small:
            shown = range(state.n) if self.layout_mode == "wide" else [self.shown_seat]
            out.append_text(labels_text([tuple(state.castles[s]) for s in shown]))
        if self.layout_mode == "compact":
            out.append_text(stacks_text(state))
        return out

    def prompt_text(self) -> str:
        rules = self.game
        return rules.words.prompt(self.real_state) if not self.match.is_over() else _("Game over.")

    # --- pointing: the targets of the decision, as drawn now ------------------------------

    def _entries(self) -> int:
        """Market entries: the price slots, stairs, hallway and the decision's button."""
        return len(self.real_state.market) + len(CORRIDOR_ENTRIES) + 1

    def _button_entry(self) -> int:
        return len(self.real_state.market) + len(CORRIDOR_ENTRIES)

    def _shape_class(self) -> tuple | None:
        """What the ghost looks like now (its turn and face, not its place): the spots
        offered are the legal places of this look. Symmetric rooms look the same in
        several turns; the rules list one of them."""
        if self.ghost is None:
            return None
        g = self.ghost
        return shape(g.tile, g.rot % 4, g.down and g.tile == HALLWAY).key

    def _class_spots(self) -> list[PlacedTile]:
        key = self._shape_class()
        return [p for p in self.spots()
                if shape(p.tile, p.rot % 4, p.down and p.tile == HALLWAY).key == key]

    def _spot_values(self) -> dict[tuple, float]:
        """The points each legal spot scores (what its preview's total says), once per
        decision."""
        decision = ("place", id(self.real_state), self.seat)
        if self._values is not None and self._values[0] == decision:
            return self._values[1]
        castle = self.my_castle()
        values = {(p.rot, p.x, p.y, p.down): float(score_placement(castle, p).total)
                  for p in self.spots()}
        self._values = (decision, values)
        return values

    def _action_values(self, kind: str) -> dict:
        """What the greedy bot values each choice at (the position after it, for the
        seat): Tab walks the choices best first. Once per decision; a long list (the
        orders of a stack) is not valued (it stays in reading order)."""
        decision = (kind, id(self.real_state), self.seat)
        if self._values is not None and self._values[0] == decision:
            return self._values[1]
        values: dict = {}
        legal = self.legal_actions()
        if len(legal) <= VALUED_CHOICES:
            try:
                world = self.game.bots.determinize(self.view_state, self.seat, Random(0))
                for action in legal:
                    after = self.game.apply(world, self.seat, action)
                    values[action] = float(self.game.bots.evaluate(after, self.seat))
            except Exception:  # noqa: BLE001 - a preview value is a nicety, never a crash
                values = {}
        self._values = (decision, values)
        return values

    def _targets_key(self, kind: str) -> tuple:
        """What the targets are worked out from: the decision, the cursor's part of it,
        and where the widgets are drawn and scrolled now."""
        market = self.query_one(MarketView)
        key: tuple = (kind, id(self.real_state), self.seat, self.picked, self.layout_mode,
                      tuple(market.content_region), len(market.lines))
        if kind == "place":
            cmap = self._map()
            canvas = cmap.canvas
            key += (self.ghost, self.floor, tuple(cmap.content_region),
                    tuple(cmap.scroll_offset),
                    None if canvas is None else (canvas.area, canvas.small))
        elif kind in LIST_TASKS:
            info = self.query_one("#cmkl-info", ScrollingLinePanel)
            key += (tuple(info.content_region), tuple(info.scroll_offset), id(info.lines),
                    info.size.width)
        return key

    def targets(self) -> list[Target]:
        if not self.is_mounted or not self.legal_actions():
            return []
        kind = self.task_kind()
        key = self._targets_key(kind)
        if self._targets is not None and self._targets[0] == key:
            return self._targets[1]
        if kind in ("turn", "price"):
            out = self._market_targets(kind)
        elif kind == "place":
            out = self._spot_targets()
        elif kind in LIST_TASKS:
            out = self._list_targets()
        else:
            out = []
        self._targets = (key, out)
        return out

    def _line_box(self, panel, line: int) -> Box | None:
        rows = panel.line_rows(line)
        if not rows:
            return None
        region = panel.content_region
        top = region.y + rows.start - int(panel.scroll_offset.y)
        return Box(region.x, top, region.width, len(rows))

    def _market_targets(self, kind: str) -> list[Target]:
        state = self.real_state
        market = self.query_one(MarketView)
        n = len(state.market)
        price_list = prices(state.n)
        out = []
        values = self._action_values(kind) if kind == "turn" else {}
        if kind == "price":
            swaps = flow.legal_swaps(state)
            if self.picked is None:
                movable = {s for pair in swaps for s in pair}
            else:
                movable = {b if a == self.picked else a for a, b in swaps
                           if self.picked in (a, b)} | {self.picked}
        for entry in range(self._entries()):
            box = self._line_box(market, market_lines(state, entry))
            if box is None:
                continue
            if entry < n:
                room = state.market[entry]
                name = room_name(room) if room else _("empty")
                label = f"{entry + 1}: {name} {price_list[entry] // 1000}k"
                key = ("slot", entry)
                if kind == "turn":
                    legal = why_not(state, entry) is None
                    value = values.get(BuyRoom(slot=entry))
                else:
                    legal, value = entry in movable, None
                out.append(Target(key, box, label, value, legal, digit=entry + 1))
            elif entry < self._button_entry():
                if kind != "turn":
                    continue  # the Master Builder does not buy: stairs and hallway are shown only
                piece = CORRIDOR_ENTRIES[entry - n]
                out.append(Target(("corridor", piece), box, room_name(piece),
                                  values.get(BuyCorridor(piece=piece)),
                                  why_not(state, entry) is None))
            elif kind == "turn":
                out.append(Target(("pass",), box, _("Pass"), values.get(Pass())))
            else:
                out.append(Target(("done",), box, _("Prices set")))
        return out

    def _spot_targets(self) -> list[Target]:
        if self.ghost is None:
            return []
        cmap = self._map()
        canvas = cmap.canvas
        if canvas is None:
            return []
        region = cmap.content_region
        sx, sy = int(cmap.scroll_offset.x), int(cmap.scroll_offset.y)
        values = self._spot_values()
        x0, y0, x1, y1 = footprint(self.ghost).box
        # a spot is pointed at by the middle cell of the room put there
        mx, my = (x0 + x1) // 2 - self.ghost.x, (y0 + y1) // 2 - self.ghost.y

        def box(x: int, y: int) -> Box:
            return Box(region.x + canvas.col_of(x + mx) - sx, region.y + canvas.row_of(y + my) - sy,
                       canvas.px, canvas.py)

        out = []
        for p in self._class_spots():
            value = values.get((p.rot, p.x, p.y, p.down))
            label = points_words(int(value), False) if value is not None else ""
            out.append(Target(("spot", p.x, p.y), box(p.x, p.y), label, value,
                              clip=region))
        g = self.ghost
        if not any(t.key == ("spot", g.x, g.y) for t in out):  # a refused place, said why
            out.append(Target(("spot", g.x, g.y), box(g.x, g.y), "", None, False,
                              clip=region))
        return out

    def _list_targets(self) -> list[Target]:
        info = self.query_one("#cmkl-info", ScrollingLinePanel)
        options = self.legal_actions()
        values = self._action_values(self.task_kind())
        first = getattr(self, "_options_line", None)
        if first is None:
            return []
        out = []
        for i, action in enumerate(options):
            box = self._line_box(info, first + i)
            if box is None:
                continue
            out.append(Target(("option", i), box, choice_label(action, self.real_state),
                              values.get(action), clip=info.content_region))
        return out

    def pointed(self):
        kind = self.task_kind()
        if kind == "place":
            return ("spot", self.ghost.x, self.ghost.y) if self.ghost is not None else None
        if kind in LIST_TASKS:
            return ("option", self.cursor)
        if kind in ("turn", "price"):
            state = self.real_state
            n = len(state.market)
            if self.cursor < n:
                return ("slot", self.cursor)
            if self.cursor < self._button_entry():
                return ("corridor", CORRIDOR_ENTRIES[self.cursor - n])
            return ("pass",) if kind == "turn" else ("done",)
        return None

    def _entry_of(self, key: tuple) -> int:
        n = len(self.real_state.market)
        if key[0] == "slot":
            return key[1]
        if key[0] == "corridor":
            return n + CORRIDOR_ENTRIES.index(key[1])
        return self._button_entry()

    def point(self, key) -> str | None:
        kind = self.task_kind()
        state = self.real_state
        if kind == "place" and self.ghost is not None and key[0] == "spot":
            self.ghost = self.ghost.model_copy(update={"x": key[1], "y": key[2]})
            self.shown_seat = self.seat  # the ghost lives on the player's own castle
            if not on_floor(self.ghost, self.floor):
                self.floor = "down" if self.floor == "up" else "up"
            self.refresh_board()
            problem = placement_problem(self.my_castle(), self.ghost)
            return _("Cannot go here: {reason}.").format(reason=problem) if problem else None
        if kind in ("turn", "price") and key[0] in ("slot", "corridor", "pass", "done"):
            self.cursor = self._entry_of(key)
            self.refresh_board()
            if kind == "turn":
                reason = why_not(state, self.cursor)
                return _("Cannot buy: {reason}.").format(reason=reason) if reason else None
            target = nav.find(self.targets(), key)
            if target is not None and not target.legal:
                if state.swaps_made >= flow.max_swaps(state):
                    return _("No swaps left: Prices set (f) ends the pricing.")
                return _("Both slots are empty: choose a slot with a room.")
            return None
        if kind in LIST_TASKS and key[0] == "option":
            self.cursor = key[1]
            self.refresh_board()
        return None

    def choose(self, key) -> None:
        kind = self.task_kind()
        if kind == "place" and self.ghost is not None:
            spot = canonical(self.my_castle(), self.ghost)
            if spot is None:
                reason = placement_problem(self.my_castle(), self.ghost) or "not a legal spot"
                self.refuse(_("You cannot place it there: {reason}.").format(reason=reason))
                return
            self.submit(PlaceTile(rot=spot.rot, x=spot.x, y=spot.y, down=spot.down))
        elif kind == "turn":
            if key[0] == "slot":
                self.submit(BuyRoom(slot=key[1]))
            elif key[0] == "corridor":
                self.submit(BuyCorridor(piece=key[1]))
            elif key[0] == "pass":
                self.submit(Pass())
        elif kind == "price":
            if key[0] == "done":
                self.action_finish_pricing()
                return
            slot = key[1]
            if self.picked is None:
                self.picked = slot
            elif self.picked == slot:
                self.picked = None
            else:
                a, b = sorted((self.picked, slot))
                self.picked = None
                self.cursor = slot
                self.submit(SwapRooms(a=a, b=b))
                return
            self.cursor = slot
            self.refresh_board()
            self.refresh_bindings()  # Esc puts the room back while one is held
            self.set_prompt(self.prompt_text())
        elif kind in LIST_TASKS and key[0] == "option":
            options = self.legal_actions()
            if options:
                self.submit(options[min(key[1], len(options) - 1)])

    def _bought_just_now(self):
        """The purchase that made this placement, when Esc may take it back: the last
        decision was this seat's buying (or free corridor) and undo allows it."""
        record = self.match.record.actions
        if self.task_kind() != "place" or not record or record[-1].seat != self.seat:
            return None
        if not self.match.can_undo():
            return None
        action = self.game.parse_action(record[-1].action)
        if isinstance(action, BuyRoom):
            return ("slot", action.slot)
        if isinstance(action, BuyCorridor):
            return ("corridor", action.piece)
        if isinstance(action, TakeFreeCorridor):
            return ("option", None)
        return None

    def can_step_back(self) -> bool:
        kind = self.task_kind()
        if kind == "price":
            return self.picked is not None
        return self._bought_just_now() is not None

    def step_back(self) -> bool:
        """Esc: the Master Builder puts a picked-up room back; from placing, back to the
        market (the purchase is taken back, as undo would) with the cursor on the room."""
        kind = self.task_kind()
        if kind == "price" and self.picked is not None:
            self.cursor = self.picked
            self.picked = None
            self.refresh_board()
            self.refresh_bindings()
            return True
        bought = self._bought_just_now()
        if bought is None:
            return False
        self._resume = bought
        self.session.undo()
        self.after_change()
        return True

    def start_decision(self, remembered=None) -> None:
        resume, self._resume = self._resume, None
        if resume is not None:
            targets = self.targets()
            if resume[0] == "option" and resume[1] is None:  # the free corridor taken back
                target = next((t for t in targets if t.legal), None)
            else:
                target = nav.find(targets, resume)
            if target is not None and target.legal:
                self.point(target.key)
                return
        super().start_decision(remembered)

    def hint_words(self, action) -> str:
        """The hint while keeping bonus cards names the cards to keep, as the choices
        read ("Keep Stairs and Money"): only the player who keeps them sees it."""
        if isinstance(action, KeepBonusCards):
            return choice_label(action, self.real_state)
        return super().hint_words(action)

    def hint_target(self, action):
        if isinstance(action, PlaceTile) and self.ghost is not None:
            self.ghost = PlacedTile(tile=self.ghost.tile, rot=action.rot, x=action.x,
                                    y=action.y, down=action.down)
            return ("spot", action.x, action.y)
        if isinstance(action, BuyRoom):
            return ("slot", action.slot)
        if isinstance(action, BuyCorridor):
            return ("corridor", action.piece)
        if isinstance(action, Pass):
            return ("pass",)
        if isinstance(action, PricesDone):
            self.picked = None
            return ("done",)
        if isinstance(action, SwapRooms):
            if self.picked == action.a:
                return ("slot", action.b)
            if self.picked != action.b:
                self.picked = None
            return ("slot", action.a)
        options = self.legal_actions()
        if action in options:
            return ("option", options.index(action))
        return None

    # --- keys ---------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        """Only the keys that act now show in the footer and help: rotating while a room
        is placed, passing while buying, "prices set" for the Master Builder."""
        base = super().check_action(action, parameters)
        if action in POINTING_ACTIONS or action in ("undo", "toggle_log", "quit_game", "hint"):
            return base
        kind = self.task_kind() if self.is_mounted else "wait"
        if action == "rotate":
            return kind == "place"
        if action == "flip":
            return kind == "place" and self.ghost is not None and self.ghost.tile == HALLWAY
        if action == "pass_turn":
            return kind == "turn"
        if action == "finish_pricing":
            return kind == "price"
        return True

    def _turned(self, ghost: PlacedTile) -> None:
        """The ghost in another turn or face, where it was: said why, if it does not fit."""
        self.ghost = ghost
        self.shown_seat = self.seat
        self.floor = "down" if ghost.down else self.floor
        self.refresh_board()
        problem = placement_problem(self.my_castle(), self.ghost)
        if problem:
            self.refuse(_("Cannot go here: {reason}.").format(reason=problem))
        else:
            self.set_prompt(self.prompt_text())

    def action_rotate(self) -> None:
        """A quarter turn; turns in which the room fits nowhere are skipped."""
        if self.ghost is None or self.task_kind() != "place":
            return
        classes = {shape(p.tile, p.rot % 4, p.down and p.tile == HALLWAY).key
                   for p in self.spots()}
        g = self.ghost
        for step in range(1, 5):
            rot = (g.rot + step) % 4
            if shape(g.tile, rot, g.down and g.tile == HALLWAY).key in classes:
                self._turned(g.model_copy(update={"rot": rot}))
                return

    def action_flip(self) -> None:
        if self.ghost is not None and self.ghost.tile == HALLWAY and self.task_kind() == "place":
            down = not self.ghost.down
            self.floor = "down" if down else "up"
            self._turned(self.ghost.model_copy(update={"down": down}))

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
        cmap = self._map()
        cmap.call_after_refresh(cmap.centre_on, None)

    def action_scroll_map(self, dx: int, dy: int) -> None:
        """Shift+arrows: the castle map, and in the wide layout every castle panel with
        it (a rival's castle larger than its panel is otherwise out of reach of the keys;
        each panel stops at its own edge)."""
        maps = [self._map()]
        if self.layout_mode == "wide":
            maps += [self.query_one(f"#cmkl-rival-{k}", CastleMap)
                     for k in range(1, self.real_state.n)]
        for cmap in maps:
            cmap.scroll_to(cmap.scroll_x + dx, cmap.scroll_y + dy, animate=False)

    def action_zoom(self) -> None:
        """The map's scale in turn: the largest that fits, the full one (scrolled where the
        castle is larger), the small one; the prompt says which."""
        cmap = self._map()
        cmap.zoom = {None: False, False: True, True: None}[cmap.zoom]
        self.refresh_board()
        cmap.call_after_refresh(cmap.centre_on, Ghost(self.ghost, True, frozenset())
                                if self.task_kind() == "place" and self.ghost else None)
        text = {None: _("Castle map: the largest scale at which the castle fits."),
                False: _("Castle map: the full scale (Shift+arrows scroll it)."),
                True: _("Castle map: the small scale.")}[cmap.zoom]
        self.set_prompt(text + "\n" + self.prompt_text())

    def action_centre(self) -> None:
        kind = self.task_kind()
        ghost = Ghost(self.ghost, True, frozenset()) if kind == "place" and self.ghost else None
        self._map().centre_on(ghost)

    @on(CastleMap.CellClicked)
    def _clicked(self, event: CastleMap.CellClicked) -> None:
        """A click on the map away from the spots offered: the room's middle goes there
        and the preview says why it cannot (a spot is taken by the shared click)."""
        if self.task_kind() != "place" or self.ghost is None or not self.legal_actions():
            return
        x0, y0, x1, y1 = footprint(self.ghost).box
        x = event.cell[0] - ((x0 + x1) // 2 - self.ghost.x)
        y = event.cell[1] - ((y0 + y1) // 2 - self.ghost.y)
        if any(t.key == ("spot", x, y) for t in self.targets()):
            return
        reason = self.point(("spot", x, y))
        if reason:
            self.refuse(reason)

    @on(CastleMap.Resized)
    def _map_resized(self) -> None:
        self.refresh_board()
