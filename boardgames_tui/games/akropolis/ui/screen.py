"""The Akropolis game screen: the city map, the construction site, scores, the ghost tile.

A turn is two decisions (rules §4), both pointed at with the shared keys (issue 27,
ui/board/pointing.py): first a tile of the construction site (its rows are the targets,
digits 1-6 jump to them), then a spot for it: every hex of the city where the tile fits
in some rotation is a target, drawn where the ghost's anchor hex (▸, the hex it turns
about) would lie. Pointing at a spot shows the ghost in its best rotation there (r turns
it further); the preview under the map says the level, which hex of the tile covers which
hex ("q1→m2"), the stones gained and the score change, the value Tab sorts the spots by
(best first). A new placement starts on the best spot. Enter places, Esc puts the tile
back (undo of the take) and points at it again. Everything legal or scored is asked of
the rules layer.

The screen is split along its concepts (issue 37 item 5): its own widgets (widgets.py),
where the held tile can go and Tab's order (spots.py), what the rivals did lately
(recent.py), and pointing at the choices (pointing.py); this module lays them out and
draws them.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical

from boardgames_tui.engine import i18n
from boardgames_tui.games.akropolis.city import map_of_city
from boardgames_tui.games.akropolis.components import tile_hexes
from boardgames_tui.games.akropolis.scoring import regions
from boardgames_tui.games.akropolis.state import AkropolisState
from boardgames_tui.games.akropolis.words import (
    ordinal,
    site_place_words,
    stones_words,
    tile_words,
)
from boardgames_tui.ui.board.targets import Target
from boardgames_tui.ui.game_screen import GameScreen
from boardgames_tui.ui.palette import colour_blind
from boardgames_tui.ui.widgets.line_panel import LinePanel

from .city_view import CityView, Ghost
from .panels import (
    LEGEND_LINES,
    LEGEND_WIDTH,
    LegendPanel,
    PreviewPanel,
    ScorePanel,
    legend_text,
    preview_text,
    score_size,
    score_text,
    site_size,
    site_text,
)
from .pointing import CityPointing
from .recent import last_placed, placement_line, rival_line, short_bot_moves
from .spots import Spots
from .widgets import ClickableCity, ClickableSite, MiniCity

_, ngettext, N_ = i18n.domain("akropolis")

Pos = tuple[int, int]
SiteKey = tuple[str, int]  # ("site", index): a tile of the construction site
SpotKey = tuple[str, int, int]  # ("spot", q, r): the anchor hex of a placement


# Sizes of the parts of the layout (columns, lines), from which needed_size is computed.
# 10 hexes by 3 hex rows at the large scale, or 6 rows at the medium: with the side
# column of four players (a score column each) it fits 80 columns (issue 29)
MAP_MIN = (40, 6)
PREVIEW_LINES = 3
FRAME_LINES = 4  # scoreboard 1, prompt 2, footer 1
SIDE_PAD = 3  # padding 1 on each side and the border
MINI_LINES = 13


class AkropolisScreen(CityPointing, GameScreen):
    MIN_SIZE = (80, 24)

    DEFAULT_CSS = """
    /* the frame's board holds the city and the side column side by side (one container
       less to draw on every frame) */
    AkropolisScreen #board { layout: horizontal; }
    AkropolisScreen #akro-city-box { width: 1fr; height: 1fr; }
    AkropolisScreen #akro-city-title { height: 1; padding: 0 1; background: $panel; }
    AkropolisScreen #akro-side { width: 34; height: 1fr; padding: 0 1;
        border-left: solid $primary 50%; }
    AkropolisScreen SitePanel { height: auto; margin-bottom: 1; }
    AkropolisScreen ScorePanel { height: auto; margin-bottom: 1; }
    AkropolisScreen LegendPanel { height: auto; }
    AkropolisScreen PreviewPanel { height: 3; padding: 0 1; background: $panel; }
    AkropolisScreen #akro-minis { height: 13; display: none;
        border-top: solid $primary 50%; }
    AkropolisScreen.-wide #akro-minis { display: block; }
    AkropolisScreen.-compact SitePanel { margin-bottom: 0; }
    AkropolisScreen.-compact ScorePanel { margin-bottom: 0; }
    """

    # Arrows, Tab, Enter, Esc and the digits are the shared pointing keys (GameScreen).
    BINDINGS = [
        Binding("r", "rotate", N_("Rotate"), id="akropolis.rotate",
                tooltip=N_("Turn the ghost 60° clockwise about the hex marked ▸")),
        Binding("c", "centre", N_("Centre"), id="akropolis.centre",
                tooltip=N_("Bring the ghost tile back to the middle of your city")),
        Binding("right_square_bracket", "view(1)", N_("Next city"), id="akropolis.view_next",
                tooltip=N_("Look at the next player's city")),
        Binding("left_square_bracket", "view(-1)", N_("Prev city"), id="akropolis.view_prev",
                show=False, tooltip=N_("Look at the previous player's city")),
        Binding("pageup", "scroll_map(0, -1)", "", id="akropolis.page_up", show=False,
                priority=True, tooltip=N_("Scroll the map up")),
        Binding("pagedown", "scroll_map(0, 1)", "", id="akropolis.page_down", show=False,
                priority=True, tooltip=N_("Scroll the map down")),
        Binding("home", "scroll_map(-1, 0)", "", id="akropolis.scroll_left", show=False,
                priority=True, tooltip=N_("Scroll the map left")),
        Binding("end", "scroll_map(1, 0)", "", id="akropolis.scroll_right", show=False,
                priority=True, tooltip=N_("Scroll the map right")),
    ]

    def __init__(self, session):
        super().__init__(session)
        self.viewed = self.seat
        self.selected = 0
        self.cursor: Pos | None = None
        self.rot = 0
        self._turn_key: tuple[int, int] | None = None
        self._centred_for: int | None = None
        self._placing_keys: tuple | None = None
        self._shown: dict[str, Text] = {}  # what each panel shows now
        self._score_key: tuple | None = None
        self._minis_key: tuple | None = None
        self._legend_for: bool | None = None
        self._state_key: tuple | None = None
        self._view = None
        self._spots: Spots | None = None  # where the held tile can go (once per state)
        self._last_of: dict[int, frozenset[Pos]] = {}  # last_placed per seat, per state
        self._lakes_of: dict[int, tuple] = {}
        self._targets_key: tuple | None = None
        self._targets: list[Target] = []
        self._hint_rot: tuple[Pos, int] | None = None  # the rotation a hint asks for

    # --- layout ---------------------------------------------------------------------

    def compose_board(self) -> ComposeResult:
        with Vertical(id="akro-city-box"):
            yield LinePanel(id="akro-city-title")
            yield ClickableCity(id="akro-city")
            yield PreviewPanel(id="akro-preview")
            with Horizontal(id="akro-minis"):
                for seat in range(len(self.match.names)):
                    yield MiniCity(seat, id=f"akro-mini-{seat}")
        with Vertical(id="akro-side"):
            yield ClickableSite(id="akro-site")
            yield ScorePanel(id="akro-score")
            yield LegendPanel(id="akro-legend")

    def _side_parts(self, detail: bool) -> tuple[int, int]:
        """Columns and lines of the side column's content."""
        state = self.state
        site_w, site_h = site_size(state.sides)
        columns = len(state.players) + (1 if state.solo else 0)
        extra = state.solo and state.options.solo_level == "metagenes"
        score_w, score_h = score_size(columns, extra, detail)
        return max(site_w, score_w, LEGEND_WIDTH) + SIDE_PAD, site_h + score_h + LEGEND_LINES

    def needed_size(self) -> tuple[int, int]:
        """From the content of the compact layout: the side column (construction site of
        N+2 tiles, a score column per player, the legend) beside the smallest useful map
        with its title and preview, plus the frame's rows (architecture §Sizes)."""
        side_w, side_h = self._side_parts(detail=False)
        city_h = 1 + MAP_MIN[1] + PREVIEW_LINES
        return side_w + MAP_MIN[0], max(side_h, city_h) + FRAME_LINES

    def on_layout_change(self, mode: str) -> None:
        """Compact: the side column as narrow as its content, no score detail. Standard:
        a little wider, with the viewed city's value × stars. Wide: also the other cities
        as mini maps under the city (the frame puts the log beside it)."""
        for name in ("compact", "standard", "wide"):
            self.set_class(mode == name, f"-{name}")
        self._minis_key = None
        side_w, _h = self._side_parts(detail=mode != "compact")
        width = {"compact": side_w, "standard": side_w + 4, "wide": side_w + 6}[mode]
        self.query_one("#akro-side").styles.width = width

    # --- state helpers --------------------------------------------------------------

    @property
    def state(self) -> AkropolisState:
        """What this seat may see, computed once per state of the match."""
        real = self.match.state
        key = (real, self.seat, self.replaying and getattr(self.session, "reveal", False))
        if key != self._state_key:
            self._state_key = key
            self._view = self.view_state
            self._spots = Spots(self._view, self.seat)
            self._last_of = {}
        return self._view  # type: ignore[return-value]

    def _lakes(self, cm) -> frozenset[Pos]:
        """The lakes of a city map (kept while the map is the same)."""
        lakes = self._lakes_of.get(id(cm))
        if lakes is None or lakes[0] is not cm:
            if len(self._lakes_of) > 16:
                self._lakes_of.clear()
            lakes = (cm, regions(cm).lakes)
            self._lakes_of[id(cm)] = lakes
        return lakes[1]

    def my_decision(self) -> bool:
        """The shown seat (a human) is deciding now."""
        return not self.match.is_over() and self.seat in self.session.human_seats_to_act()

    def placing(self) -> bool:
        return self.my_decision() and self.state.held is not None and self.viewed == self.seat

    def taking(self) -> bool:
        return self.my_decision() and self.state.held is None

    @property
    def safe(self) -> bool:
        return colour_blind(self.app)

    # --- redraw ---------------------------------------------------------------------

    def refresh_board(self) -> None:
        state = self.state
        key = (state.current, state.turn)
        if key != self._turn_key:
            self._turn_key = key
            self.viewed = self.seat if self.seat < len(state.players) else 0
            self.selected = 0
            self.cursor = None
        if state.held is None:
            self.cursor = None
            self.selected = min(self.selected, max(len(state.site) - 1, 0))
        elif self.cursor is None and self.my_decision():
            self._start_spot()
        keys = (self.my_decision(), state.held is None, self.viewed == self.seat)
        if keys != self._placing_keys:  # the footer shows the keys that act now
            self._placing_keys = keys
            self.refresh_bindings()
        self._draw()

    @property
    def spots(self) -> Spots:
        """Where the held tile can go in the state shown (spots.py), made once per state."""
        self.state  # noqa: B018 -- a new state of the match makes new spots
        return self._spots  # type: ignore[return-value]

    def legal_spots(self) -> list[tuple[int, int, int, int]]:
        """(q, r, rot, level) of every legal spot for the held tile, asked once per state."""
        return self.spots.legal()

    def best_spots(self) -> dict[Pos, tuple[int, int]]:
        """Anchor -> (score change, rotation) of the best legal placement of the held tile
        with its anchor there (spots.py)."""
        return self.spots.best()

    def _start_spot(self) -> None:
        """The ghost of a newly taken tile starts on the best spot, the first that Tab
        walks to."""
        self.cursor, self.rot = self.spots.start()

    def _spot_value(self, pos: Pos) -> float:
        return self.spots.value(pos)

    def _preview_at(self, anchor: Pos, rot: int):
        return self.spots.preview(anchor, rot)

    def current_preview(self):
        """The preview of the ghost (previews are kept for the state: a few hundred at
        most, the legal spots and the rotations turned to)."""
        if not self.placing() or self.cursor is None:
            return None
        return self._preview_at(self.cursor, self.rot)

    def last_placed(self, seat: int) -> frozenset[Pos]:
        """The hexes of the tile `seat` placed on their most recent turn, marked ◆ until
        they place the next one (while a player holds a taken tile, their last turn is
        that take: the mark stays on the tile of the turn before). Asked once per state."""
        self.state  # noqa: B018 -- a new state of the match empties the cache
        found = self._last_of.get(seat)
        if found is None:
            found = self._last_of[seat] = last_placed(self.state, seat,
                                                      self.last_turn_actions(seat))
        return found

    def _draw(self) -> None:
        state = self.state
        viewed = min(self.viewed, len(state.players) - 1)
        cm = map_of_city(state.cities[viewed])
        preview = self.current_preview()
        ghost = None
        if preview is not None:
            codes = tile_hexes()[preview.tile]
            under = tuple(zip(preview.cells, preview.covered, strict=False))
            ghost = Ghost(dict(zip(preview.cells, codes, strict=True)), preview.level,
                          preview.anchor, under)
        city = self.query_one(ClickableCity)
        recentre = self._centred_for != viewed
        self._centred_for = viewed
        last = self.last_placed(viewed)
        # another player's city opens on their last tile (◆), the move to follow
        focus = list(last) if viewed != self.seat else None
        city.show_city(cm, self._lakes(cm), ghost, self.safe, last, recentre, focus)
        title = Text()
        title.append(_("City of {name}").format(name=state.players[viewed]), style="bold")
        if viewed != self.seat and self.my_decision():  # the way back first: a cut keeps it
            title.append(_(" · [ ] back to yours"), style="dim")
        title.append(_(" · top level {level}").format(level=cm.max_height()), style="dim")
        if viewed == self.seat and len(state.players) > 1 and self.layout_mode != "wide":
            title.append(_(" · [ ] others"), style="dim")
        self._update("#akro-city-title", title)
        stones = state.stones[self.seat] if self.taking() else None
        selected = self.selected if self.taking() else None
        self._update("#akro-site", site_text(state, selected, stones, self.safe))
        key = (self.match.state, viewed, self.layout_mode, self.safe)
        if key != self._score_key:  # the scores change only with the state
            self._score_key = key
            self._update("#akro-score", self._score_text(viewed))
        if self._legend_for != self.safe:
            self._legend_for = self.safe
            self._update("#akro-legend", legend_text(self.safe))
        hint = ""
        if self.taking() and state.site:
            tile = state.site[self.selected]
            hint = _("Enter takes {place}: {tile}").format(
                place=site_place_words(self.selected), tile=tile_words(tile))
            if self.selected > state.stones[self.seat]:
                hint = _("✗ The {ordinal} tile costs {price}; you have {stones}").format(
                    ordinal=ordinal(self.selected + 1), price=stones_words(self.selected),
                    stones=stones_words(state.stones[self.seat]))
        elif self.my_decision() and state.held is not None and viewed != self.seat:
            hint = _("You are looking at another city: press ] to return to yours.")
            rival = self.placement_line(viewed)
            if rival:
                hint = f"◆ {rival}\n{hint}"
        if self.taking():
            # the rival's last placement in full (◆ marks its hexes on their map): on
            # your city before the hint, unless the hint refuses a tile or the prompt's
            # row already gives it short (a bot's turn); on theirs (] [) first
            if viewed == self.seat:
                rival = self.rival_line()
                if rival and (self.bot_moves or hint.startswith("✗")):
                    hint = f"{hint}\n◆ {rival}"
                elif rival:
                    hint = f"◆ {rival}\n{hint}"
            else:
                rival = self.placement_line(viewed)
                hint = f"◆ {rival}\n{hint}" if rival else hint
        self._update("#akro-preview", preview_text(preview, self.safe, hint))
        if self.layout_mode == "wide":
            self._draw_minis(viewed)

    def rival_line(self) -> str:
        """The log line of the latest placement by another player since this seat's last
        decision ("" when none)."""
        return rival_line(self.match.record.actions, self.seat, self.game.parse_action)

    def placement_line(self, seat: int) -> str:
        """The log line of the latest placement by `seat` ("" when none)."""
        return placement_line(self.match.record.actions, seat, self.game.parse_action)

    def set_prompt(self, text: str) -> None:
        """The bots' moves above the question made short (recent.short_bot_moves)."""
        if self.bot_moves:
            width = max(20, self.app.size.width - 2)  # the prompt's row
            text = short_bot_moves(text, self.bot_moves, self.match.record.actions,
                                   self.state, self.game.parse_action, width)
        super().set_prompt(text)

    def _update(self, selector: str, text: Text) -> None:
        """Show `text` in a panel only if it changed (the panel repaints the lines that
        differ, and lays the screen out only when its height changes)."""
        if self._shown.get(selector) == text:
            return
        self._shown[selector] = text
        self.query_one(selector, LinePanel).show(text)

    def _draw_minis(self, viewed: int) -> None:
        key = (self.match.state, viewed, self.safe)
        if key == self._minis_key:
            return
        self._minis_key = key
        state = self.state
        for mini in self.query(MiniCity):
            seat = mini.seat
            mini.display = seat != viewed
            if seat == viewed:
                continue
            cm = map_of_city(state.cities[seat])
            title = mini.query_one(".mini-title", LinePanel)
            title.show(Text(_("City of {name} (] to look)").format(name=state.players[seat]),
                            style="bold"))
            mini.query_one(".mini-map", CityView).show_city(
                cm, self._lakes(cm), None, self.safe, self.last_placed(seat), True)

    def _score_text(self, viewed: int) -> Text:
        state = self.state
        names = list(state.players)
        scores = [self.game.city_score(state, s) for s in range(len(names))]
        extra: dict[int, int] = {}
        if state.solo:
            arch, bonus = self.game.architect_score(state)
            # Translators: the Illustrious Architect in a score column of 5 letters.
            names.append(_("Archt"))
            scores.append(arch)
            if bonus:
                extra[1] = bonus
        return score_text(names, scores, viewed, self.safe, extra, chief=state.chief,
                          detail=self.layout_mode != "compact")

    def prompt_text(self) -> str:
        state = self.state
        name = state.players[self.seat]
        if state.held is None:
            return _("{name}: take a tile from the construction site "
                     "(↑/↓ or 1-{count}, Enter)").format(name=name, count=len(state.site))
        return _("{name}: place {tile}: arrows move it, r turns it, "
                 "Tab next legal spot, Enter places, Esc puts it back").format(
            name=name, tile=tile_words(state.held))

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action == "rotate":  # only while placing (hidden from the footer otherwise)
            return self.placing()
        return super().check_action(action, parameters)

    # --- the game's own keys ------------------------------------------------------------

    def action_rotate(self) -> None:
        """Turn the ghost 60° about its anchor (every rotation: one that does not fit says
        why; the arrows and Tab come back to the best one of each spot)."""
        if self.placing():
            self.rot = (self.rot + 1) % 6
            self._draw()
            self.set_prompt(self.prompt_text())

    def action_centre(self) -> None:
        """Bring the ghost back to the spot it started on (the best one) and centre the
        view on it; when not placing, centre the view on the city."""
        city = self.query_one(ClickableCity)
        if self.placing():
            self._start_spot()
            self._draw()
            city.centre_on()
        else:
            city.centre_city()

    def action_view(self, step: int) -> None:
        n = len(self.state.players)
        self.viewed = (self.viewed + step) % n
        self._draw()
        self.refresh_bindings()  # the spots are targets only on the placing player's city

    def action_scroll_map(self, dx: int, dy: int) -> None:
        """Scroll the map by a third of the view (c brings the ghost back)."""
        city = self.query_one(ClickableCity)
        w, h = city.size
        city.scroll_by(dx * max(w // 3, 4), dy * max(h // 3, 2))
