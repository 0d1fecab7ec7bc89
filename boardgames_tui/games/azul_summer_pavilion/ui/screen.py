"""AzulScreen: the game screen for Azul: Summer Pavilion.

The table (render.py) is drawn in the arrangement that fits the window: every board side
by side under the market when there is room (or two to a row, where that draws them
larger: four players at 160x50), at the largest scale the rows and columns allow (layout.py,
issue 28), else the board of the seat on turn beside the market column with one line per
other player (`[` / `]` show their boards). Every player count fits 80x24. The
preview of the move under the cursor sits under the table.

Pointing is the shared layer's (ui/board/pointing.py, issue 27): the screen offers the
choices of the decision as targets where the table draws them (the tiles of one colour
in a factory or the centre while taking, with the factory's number as its digit; the
spaces of the player's board and the pass button while placing; the hand's tiles and the
pass button while choosing what to keep; the supply's tiles for bonus tiles), valued by
what their preview gives. The Controller holds the cursor and what is Azul's own: the
colour (`c`) and wilds (`+`/`-`) of a placement, the tiles kept when passing. Everything
legal and every number shown comes from the rules layer. A cursor move redraws only the
rows of the table that changed (the shared board view, ui/board/view.py).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding, BindingsMap

from boardgames_tui.engine import i18n
from boardgames_tui.ui.board.targets import Box, Target
from boardgames_tui.ui.board.view import BoardView, CellPicture, spans_to_spots
from boardgames_tui.ui.game_screen import GameScreen
from boardgames_tui.ui.palette import colour_blind
from boardgames_tui.ui.widgets.line_panel import LinePanel

from ..actions import Pass, Place, Take, TakeBonus
from ..components import board
from ..placing import space_of
from ..words import colour_name
from .controller import Controller, space_digit
from .layout import Scale
from .palette import NAMES, Letters, letters
from .render import STAR_ORDER, LastMove, PanelCache, arrangement, focus_size, paint_table

_, ngettext, N_ = i18n.domain("azul_summer_pavilion")


def picture_of(grid) -> CellPicture:
    """A drawn Grid as the shared board view's picture (its spans become the spots)."""
    return CellPicture(grid.chars, grid.styles, spans_to_spots(grid.spans), width=grid.width)

def star_bindings(shown: Letters, taken: set[str]) -> list[Binding]:
    """The keys that choose a star while placing: the capital letter drawn at its centre
    in the language shown (issue 28: "orange 4" is O 4 in English; issue 35: the German
    letters in German), with Shift or without; a small letter only where it is free
    (`taken`: the keys bound already, p and c in English, l in German). Listed in the
    order the board draws the stars, the centre star last."""
    colours = board().star_colour
    order = [star for star in STAR_ORDER if colours[star] is not None] + [0]
    keys = [shown.of_star(colours[star]) for star in order]
    named = [_("{letter} {colour}").format(letter=shown.colours[c], colour=colour_name(c))
             for c in (colours[star] for star in order) if c is not None]
    named.append(_("{letter} the centre star").format(letter=shown.centre))
    tooltip = _("Choose a star by the capital letter at its centre ({letters}), then 1-6 "
                "the space with that number").format(letters=", ".join(named))
    out = []
    for i, (star, key) in enumerate(zip(order, keys, strict=True)):
        small = key.lower()
        names = [key, f"shift+{small}"] + ([small] if small not in taken else [])
        out.append(Binding(",".join(names), f"star({star})", N_("Star, then 1-6"),
                           show=i == 0, key_display=" ".join(keys) if i == 0 else None,
                           id=f"azul.star_{star}", priority=True,
                           tooltip=tooltip if i == 0 else ""))
    return out


# rows the frame and the preview take around the table: scoreboard 1, preview 2,
# prompt 2 (the shared PromptLine is always 2 rows), footer 1
AROUND = 6


class AzulScreen(GameScreen):
    AUTO_FOCUS = None

    CSS = """
    AzulScreen #azul-table { margin: 0 0; width: 1fr; }
    AzulScreen #azul-preview { height: 2; padding: 0 1; background: $surface; }
    """

    # Arrows, Tab, Enter, Esc and the digits are the shared pointing keys (issue 27,
    # ui/board/pointing.py); these are Azul's own.
    BINDINGS = [
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
        # the star keys are the letters of the language shown, so they are made here
        stars = star_bindings(letters(), set(self._bindings.key_to_bindings))
        self._bindings = BindingsMap.merge([self._bindings, BindingsMap(stars)])
        self.ctl = Controller()
        self._stamp = -1
        self._footer_mode: str | None = None
        self.view_seat: int | None = None  # a board shown with [ / ]; None: the seat on turn
        self._panels = PanelCache()
        self._last: tuple[object, dict[int, LastMove]] = (None, {})
        self._targets: tuple[tuple, list[Target]] = ((), [])
        self._start_pending = False

    # --- the GameScreen hooks --------------------------------------------------------

    def compose_board(self) -> ComposeResult:
        yield BoardView(painter=self._paint_picture, id="azul-table")
        # two rows, always: a new preview repaints only its rows, never lays out the screen
        yield LinePanel(id="azul-preview")

    def needed_size(self) -> tuple[int, int]:
        """The "focus" arrangement (one board, the market column) and the frame around it."""
        n = len(self.match.names)
        w, h = focus_size(n, len(self.match.state.factories))
        return w, h + AROUND

    def on_resize(self, event) -> None:
        super().on_resize()
        if self.is_mounted:
            self.table.repaint()
            self.call_after_refresh(self._sync_footer)  # [ / ] act in "focus" only

    def refresh_board(self) -> None:
        stamp = len(self.match.record.actions)
        changed = stamp != self._stamp
        self.ctl.load(self.view_state, self.seat, self.legal_actions(), changed)
        self._stamp = stamp
        if changed:
            self.view_seat = None
        # issue 13: a pass that asks nothing plays itself, as every forced move does (the
        # session's, RULES.view.forced_action); with more than 4 tiles, straight to the keeps
        if (changed and self.ctl.mode == "place" and not self.ctl.places()
                and self.ctl.free_pass() is None):
            self.ctl.start_pass()
        self._redraw_views()
        self._sync_footer()

    def prompt_text(self) -> str:
        return self.ctl.prompt(self.match.names[self.seat])

    # --- painting ----------------------------------------------------------------------

    def _marks(self):
        n = len(self.match.names)
        colours = [self.player_colour(i) for i in range(n)]
        m = self.ctl.marks(colour_blind(self.app), colours)
        m.view_seat = self.shown_seat
        m.me = self.seat
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

    def arrangement(self, width: int) -> tuple[str, Scale]:
        """ "all" boards side by side when they fit the space left, else "focus" (one
        board beside the market), and the drawing scale (the largest there is room for)."""
        height = self.app.size.height - AROUND
        state = self.ctl.state or self.view_state
        return arrangement(len(state.players), len(state.factories), width, height)

    def _paint_table(self, width: int, own: bool = False):
        """The table at `width`; `own`: with the player's own board drawn large, wherever
        [ / ] point (where the pointing targets are)."""
        state = self.ctl.state or self.view_state
        mode, scale = self.arrangement(width)
        marks = self._marks()
        if own:
            marks.view_seat = self.seat
        return paint_table(state, marks, width, mode, scale, None if own else self._panels)

    def _paint_picture(self, width: int) -> CellPicture:
        """What the table view shows at `width`: the table's cells and where each choice is
        drawn (the spots the pointing targets come from)."""
        return picture_of(self._paint_table(max(width, 20)))

    @property
    def table(self) -> BoardView:
        return self.query_one("#azul-table", BoardView)

    def _redraw_views(self) -> None:
        self.table.repaint()
        self.query_one("#azul-preview", LinePanel).show(self.ctl.preview_text())

    def _after_cursor(self, reason: str | None) -> None:
        if reason:
            self.refuse(reason)
        else:
            self.set_prompt(self.prompt_text())
        self._redraw_views()
        self._sync_footer()

    def _footer_state(self) -> tuple:
        ctl = self.ctl
        return (ctl.mode, ctl.can_step_back(), ctl.sel.star, ctl.colour_choices() > 1,
                ctl.wild_choices() > 1, ctl.sel.button, self._focus_arrangement())

    def _sync_footer(self) -> None:
        """The footer shows the keys that act now: rebuild it when that changes."""
        state = self._footer_state()
        if state != self._footer_mode:
            self._footer_mode = state
            self.refresh_bindings()

    def _focus_arrangement(self) -> bool:
        if not self.is_mounted:
            return True
        width = self.table.content_size.width
        return not width or self.arrangement(width)[0] == "focus"

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        """Azul's own keys show and act only when they do something now."""
        ctl = self.ctl
        if action == "colour":
            return ctl.colour_choices() > 1
        if action == "wilds":
            return ctl.wild_choices() > 1
        if action == "pass_turn":
            return ctl.mode == "place"
        if action == "toggle_keep":
            return ctl.mode == "pass" and not ctl.sel.button
        if action == "star":
            return ctl.mode == "place"
        if action == "view":
            return len(self.match.names) > 1 and self._focus_arrangement()
        return super().check_action(action, parameters)

    # --- the shared pointing hooks (issue 27) ---------------------------------------

    def targets(self) -> list[Target]:
        """The choices of the decision now, where the table draws them (computed once per
        decision, step, layout and kept tiles; every key asks)."""
        ctl = self.ctl
        if ctl.mode == "wait" or not self.is_mounted:
            return []
        table = self.table
        width = table.content_size.width
        if not width:
            return []
        key = (self._stamp, ctl.state is not None and id(ctl.state), ctl.mode,
               tuple(table.content_region), self.app.size, tuple(ctl.sel.keep_flags),
               ctl.sel.star)
        if self._targets[0] == key:
            return self._targets[1]
        if self.view_seat is None:
            if table.picture is None:  # not drawn yet at this width: asked again once it is
                return []
            boxes = table.boxes()
        else:  # the cursor is on the player's own board, drawn where another is shown
            region = table.content_region
            own = spans_to_spots(self._paint_table(max(width, 20), own=True).spans)
            boxes = {k: Box(x + region.x, y + region.y, w, h) for k, (x, y, w, h) in own.items()}
        found = []
        digits: set[int] = set()
        for target, box in boxes.items():
            if target[0] == "space":
                if target[1] != self.seat:
                    continue
                target = ("space", target[2])
            if not ctl.wanted(target):
                continue
            label, value, legal = ctl.info(target)
            digit = None
            if target[0] == "take" and target[1] and target[1] not in digits:
                digits.add(target[1])  # a factory's first colour as drawn: its number
                digit = target[1]
            elif target[0] == "space" and ctl.sel.star == target[1] // 6:
                digit = space_digit(self.state_side, target[1])  # a chosen star's spaces
            found.append(Target(target, box, label, value, legal, digit))
        self._targets = (key, found)
        return found

    def pointed(self):
        return self.ctl.pointed_key()

    def target_elsewhere(self, x: int, y: int) -> Target | None:
        """A click on a factory's number (or "Centre"): its first tile that can be
        taken, as drawn."""
        spot = self.table.spot_at(x, y)
        if spot is None or spot[0] != "source":
            return None
        tiles = [t for t in self.targets() if t.key[:2] == ("take", spot[1])]
        legal = [t for t in tiles if t.legal] or tiles
        return min(legal, key=lambda t: (t.box.y, t.box.x), default=None)

    def point(self, key) -> str | None:
        reason = self.ctl.point(key)
        if self.view_seat is not None:  # the cursor is on the player's own board
            self.view_seat = None
            self.table.repaint()
        self._redraw_views()
        self._sync_footer()
        return reason

    def choose(self, key) -> None:
        action, reason = self.ctl.choose(key)
        if action is not None:
            self.submit(action)
            return
        self._after_cursor(reason)

    def can_step_back(self) -> bool:
        return self.ctl.can_step_back()

    def step_back(self) -> bool:
        """Esc: from the tiles to keep back to placing, or drop a colour / wild choice."""
        done = self.ctl.cancel()
        if done:
            self._redraw_views()
            self._sync_footer()
        return done

    def hint_target(self, action):
        self.ctl.point_at(action)
        if isinstance(action, Take):
            return ("take", action.source, NAMES.index(action.colour))
        if isinstance(action, Place):
            return ("space", space_of(action))
        if isinstance(action, TakeBonus):
            return ("supply", action.space)
        if isinstance(action, Pass):
            return ("pass",)
        return None

    def start_decision(self, remembered=None) -> None:
        """The cursor on the best choice (or where it was before an undo); before the
        table is first laid out, once it is. After a bonus tile is taken the cursor stays
        where it was (the nearest tile left)."""
        if self.ctl.mode == "bonus" and self.ctl.last_supply is not None:
            self.point(("supply", self.ctl.resume_supply()))
        elif self.targets():
            super().start_decision(remembered)
        elif not self._start_pending and self.ctl.mode != "wait":
            self._start_pending = True
            self.call_after_refresh(self._late_start, self._stamp, remembered)

    def _late_start(self, stamp: int, remembered=None) -> None:
        self._start_pending = False
        if stamp == self._stamp and self.is_attached and self.legal_actions() and self.targets():
            super().start_decision(remembered)

    # --- Azul's own keys ---------------------------------------------------------------

    def action_colour(self) -> None:
        self._after_cursor(self.ctl.cycle_colour())

    def action_wilds(self, delta: int) -> None:
        self._after_cursor(self.ctl.change_wilds(delta))

    def action_star(self, star: int) -> None:
        self._after_cursor(self.ctl.choose_star(star))

    @property
    def state_side(self) -> str:
        return (self.ctl.state or self.view_state).side

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
        self.table.repaint()
