"""The Akropolis game screen: the city map, the construction site, scores, the ghost tile.

A turn is two decisions (rules §4): pick a tile in the site (←/→ or 1-6, Enter), then
place it: a ghost of the tile moves over the city (arrows), turns about the cursor hex
(r), jumps between legal spots (Tab / Shift+Tab); the side panel shows the level, the
stones gained and the score change, or why the spot is illegal. Enter places, Esc puts
the tile back (undo of the take). Everything legal or scored is asked of the rules layer.
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.events import Click
from textual.message import Message

from boardgames_tui.engine import i18n
from boardgames_tui.games.akropolis.actions import PlaceTile, TakeTile
from boardgames_tui.games.akropolis.city import map_of_city
from boardgames_tui.games.akropolis.components import tile_cells, tile_hexes
from boardgames_tui.games.akropolis.preview import legal_spots, preview_placement
from boardgames_tui.games.akropolis.scoring import regions
from boardgames_tui.games.akropolis.state import AkropolisState
from boardgames_tui.games.akropolis.words import (
    ordinal,
    site_place_words,
    stones_words,
    tile_words,
)
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
    SitePanel,
    legend_text,
    preview_text,
    score_size,
    score_text,
    site_size,
    site_text,
)

_, ngettext, N_ = i18n.domain("akropolis")

# The keys 1-6 (one whole message each: the footer and help translate them when shown).
_SELECT_TOOLTIPS = [
    N_("Select the 1st tile of the construction site"),
    N_("Select the 2nd tile of the construction site"),
    N_("Select the 3rd tile of the construction site"),
    N_("Select the 4th tile of the construction site"),
    N_("Select the 5th tile of the construction site"),
    N_("Select the 6th tile of the construction site"),
]

Pos = tuple[int, int]


class ClickableCity(CityView):
    """The city map; a click asks the screen to move the ghost there."""

    class Clicked(Message):
        def __init__(self, pos: Pos):
            super().__init__()
            self.pos = pos

    def on_click(self, event: Click) -> None:
        pos = self.pos_at(event.x, event.y)
        if pos is not None:
            self.post_message(self.Clicked(pos))


class ClickableSite(SitePanel):
    class Picked(Message):
        def __init__(self, index: int):
            super().__init__()
            self.index = index

    def on_click(self, event: Click) -> None:
        state = self.screen.state  # type: ignore[attr-defined]
        self.post_message(self.Picked(event.y - (2 if state.held is not None else 1)))


class MiniCity(Vertical):
    """Another player's city as a small map (wide layout)."""

    DEFAULT_CSS = """
    MiniCity { width: 1fr; height: 1fr; padding: 0 1; }
    MiniCity > LinePanel { height: 1; }
    """

    def __init__(self, seat: int, **kwargs):
        super().__init__(**kwargs)
        self.seat = seat

    def compose(self) -> ComposeResult:
        yield LinePanel(classes="mini-title")
        yield CityView(scale="small", margin=1, classes="mini-map")


# Sizes of the parts of the layout (columns, lines), from which needed_size is computed.
MAP_MIN = (44, 6)  # 11 hexes by 3 hex rows at the large scale, or 6 rows at the medium
PREVIEW_LINES = 3
FRAME_LINES = 4  # scoreboard 1, prompt 2, footer 1
SIDE_PAD = 3  # padding 1 on each side and the border
MINI_LINES = 13


class AkropolisScreen(GameScreen):
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

    BINDINGS = [
        Binding("left", "move(-1, 0)", "◂", id="akropolis.left", priority=True, show=False,
                tooltip=N_("Previous site tile / move the ghost west")),
        Binding("right", "move(1, 0)", "▸", id="akropolis.right", priority=True, show=False,
                tooltip=N_("Next site tile / move the ghost east")),
        Binding("up", "move(0, -1)", "▴", id="akropolis.up", priority=True, show=False,
                tooltip=N_("Previous site tile / move the ghost north")),
        Binding("down", "move(0, 1)", "▾", id="akropolis.down", priority=True, show=False,
                tooltip=N_("Next site tile / move the ghost south")),
        Binding("enter", "confirm", N_("Take/Place"), id="akropolis.confirm", priority=True,
                tooltip=N_("Take the selected tile, or place the ghost")),
        Binding("escape", "back", N_("Back"), id="akropolis.back", priority=True,
                tooltip=N_("Put the taken tile back (choose another)")),
        Binding("r", "rotate", N_("Rotate"), id="akropolis.rotate",
                tooltip=N_("Turn the ghost 60° clockwise about the hex marked ▸")),
        Binding("tab", "cycle(1)", N_("Next spot"), id="akropolis.next", priority=True,
                tooltip=N_("Jump to the next legal spot")),
        Binding("shift+tab", "cycle(-1)", N_("Prev spot"), id="akropolis.prev", priority=True,
                show=False, tooltip=N_("Jump to the previous legal spot")),
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
        *[
            Binding(str(i), f"select({i - 1})", "", id=f"akropolis.site{i}", show=False,
                    tooltip=tooltip)
            for i, tooltip in enumerate(_SELECT_TOOLTIPS, start=1)
        ],
    ]

    def __init__(self, session):
        super().__init__(session)
        self.viewed = self.seat
        self.selected = 0
        self.cursor: Pos | None = None
        self.rot = 0
        self._turn_key: tuple[int, int] | None = None
        self._centred_for: int | None = None
        self._placing_keys: bool | None = None
        self._shown: dict[str, Text] = {}  # what each panel shows now
        self._score_key: tuple | None = None
        self._minis_key: tuple | None = None
        self._legend_for: bool | None = None
        self._state_key: tuple | None = None
        self._view = None
        self._previews: dict = {}
        self._spots: list | None = None  # legal spots of the state shown (asked once)
        self._before = None  # the placing seat's score before the ghost (once per state)
        self._last_of: dict[int, frozenset[Pos]] = {}  # last_placed per seat, per state
        self._lakes_of: dict[int, tuple] = {}

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

    # --- state helpers    # --- state helpers --------------------------------------------------------------

    @property
    def state(self) -> AkropolisState:
        """What this seat may see, computed once per state of the match."""
        real = self.match.state
        key = (real, self.seat, self.replaying and getattr(self.session, "reveal", False))
        if key != self._state_key:
            self._state_key = key
            self._view = self.view_state
            self._previews = {}
            self._spots = None
            self._before = None
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
            self._start_cursor()
        placing = self.placing()
        if placing != self._placing_keys:
            self._placing_keys = placing
            self.refresh_bindings()
        self._draw()

    def legal_spots(self) -> list[tuple[int, int, int, int]]:
        """(q, r, rot, level) of every legal spot for the held tile, asked once per state."""
        state = self.state
        if self._spots is None:
            self._spots = legal_spots(state, self.seat)
        return self._spots

    def _start_cursor(self) -> None:
        spots = self.legal_spots()
        if not spots:
            self.cursor = (0, 0)
            return
        q, r, rot, _lvl = min(spots, key=lambda s: (abs(s[0]) + abs(s[1]) + abs(s[0] + s[1]),
                                                    -s[3]))
        self.cursor, self.rot = (q, r), rot

    def current_preview(self):
        if not self.placing() or self.cursor is None:
            return None
        state = self.state
        key = (self.cursor, self.rot)
        preview = self._previews.get(key)
        if preview is None:
            preview = preview_placement(state, self.seat, state.held, self.cursor, self.rot,
                                        before=self._before)
            self._before = preview.before
            if len(self._previews) > 256:  # a long walk over the map: keep it small
                self._previews.clear()
            self._previews[key] = preview
        return preview

    def last_placed(self, seat: int) -> frozenset[Pos]:
        """The hexes of the tile `seat` placed on their most recent turn, marked ◆ until
        they place the next one (while a player holds a taken tile, their last turn is
        that take: the mark stays on the tile of the turn before). Asked once per state."""
        self.state  # noqa: B018 -- a new state of the match empties the cache
        found = self._last_of.get(seat)
        if found is None:
            found = self._last_of[seat] = self._find_last_placed(seat)
        return found

    def _find_last_placed(self, seat: int) -> frozenset[Pos]:
        actions = self.last_turn_actions(seat)
        if actions and not any(isinstance(a, PlaceTile) for a in actions):
            state = self.state
            placed = state.cities[seat].placed if seat < len(state.cities) else []
            if placed:
                _tile, q, r, rot = placed[-1]
                return frozenset(tile_cells((q, r), rot))
        for action in reversed(actions):
            if isinstance(action, PlaceTile):
                return frozenset(tile_cells((action.q, action.r), action.rot))
        return frozenset()

    def _draw(self) -> None:
        state = self.state
        viewed = min(self.viewed, len(state.players) - 1)
        cm = map_of_city(state.cities[viewed])
        preview = self.current_preview()
        ghost = None
        if preview is not None:
            codes = tile_hexes()[preview.tile]
            ghost = Ghost(dict(zip(preview.cells, codes, strict=True)), preview.level,
                          preview.anchor)
        city = self.query_one(ClickableCity)
        recentre = self._centred_for != viewed
        self._centred_for = viewed
        city.show(cm, self._lakes(cm), ghost, self.safe, self.last_placed(viewed), recentre)
        title = Text()
        title.append(_("City of {name}").format(name=state.players[viewed]), style="bold")
        title.append(_(" · top level {level}").format(level=cm.max_height()), style="dim")
        if viewed != self.seat and self.my_decision():
            title.append(_(" · [ ] back to yours"), style="dim")
        elif len(state.players) > 1 and self.layout_mode != "wide":
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
        self._update("#akro-preview", preview_text(preview, self.safe, hint))
        if self.layout_mode == "wide":
            self._draw_minis(viewed)

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
            mini.query_one(".mini-map", CityView).show(
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
                     "(←/→ or 1-{count}, Enter)").format(name=name, count=len(state.site))
        return _("{name}: place {tile}: arrows move it, r turns it, "
                 "Tab next legal spot, Enter places, Esc puts it back").format(
            name=name, tile=tile_words(state.held))

    # Keys that only mean something while placing (hidden from the footer otherwise).
    _PLACING_ACTIONS = frozenset({"rotate", "cycle", "back"})

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action in self._PLACING_ACTIONS:
            return self.placing()
        return super().check_action(action, parameters)

    # --- actions --------------------------------------------------------------------

    def action_move(self, dq: int, dr: int) -> None:
        if self.taking():
            step = dq or dr
            self.selected = (self.selected + step) % len(self.state.site)
            self._draw()
            return
        if not self.placing() or self.cursor is None:
            return
        q, r = self.cursor
        if dr:
            # keep a straight vertical line on screen: zigzag NE/NW (SE/SW) by row parity
            even = r % 2 == 0
            dq = (1 if even else 0) if dr < 0 else (0 if even else -1)
        target = (q + dq, r + dr)
        city = self.query_one(ClickableCity)
        if all(city.in_area(c) for c in tile_cells(target, self.rot)):
            self.cursor = target
            self._draw()

    def action_rotate(self) -> None:
        if self.placing():
            self.rot = (self.rot + 1) % 6
            self._draw()

    def action_cycle(self, step: int) -> None:
        if not self.placing() or self.cursor is None:
            return
        spots = [(s[1], s[0], s[2]) for s in self.legal_spots()]
        if not spots:
            return
        here = (self.cursor[1], self.cursor[0], self.rot)
        if step > 0:
            later = [s for s in spots if s > here]
            r, q, rot = later[0] if later else spots[0]
        else:
            earlier = [s for s in spots if s < here]
            r, q, rot = earlier[-1] if earlier else spots[-1]
        self.cursor, self.rot = (q, r), rot
        self._draw()

    def action_select(self, index: int) -> None:
        if self.taking() and index < len(self.state.site):
            self.selected = index
            self._draw()

    def action_confirm(self) -> None:
        if not self.my_decision():
            return
        if self.state.held is None:
            self.submit(TakeTile(index=self.selected))
            return
        if self.viewed != self.seat:
            self.refuse(_("You are looking at another city: press ] to return to yours."))
            return
        preview = self.current_preview()
        if preview is None:
            return
        if not preview.legal:
            self.refuse(_("Cannot place there: {reason}").format(reason=_(preview.reason)))
            return
        q, r = preview.anchor
        self.submit(PlaceTile(q=q, r=r, rot=preview.rot))

    def action_hint(self) -> None:
        """The greedy bot's move, ready to confirm: the tile selected in the site, or the
        ghost on the suggested spot (Enter accepts it)."""
        if not self.legal_actions():
            self.refuse(_("No hint: it is not your decision now."))
            return
        action = self.session.hint(self.seat)
        if isinstance(action, TakeTile):
            self.selected = action.index
        elif isinstance(action, PlaceTile):
            self.viewed = self.seat
            self.cursor, self.rot = (action.q, action.r), action.rot
        self._draw()
        if isinstance(action, PlaceTile):
            self.query_one(ClickableCity).centre_on()
        text = self.game.describe(self.match.state, self.seat, action)
        self.set_prompt(_("Hint (Enter accepts): {move}").format(move=text) + "\n" + self.prompt_text())

    def action_back(self) -> None:
        if self.my_decision() and self.state.held is not None:
            self.action_undo()

    def action_centre(self) -> None:
        """Bring the ghost back to the middle of the city (the spot it started on when
        the tile was taken, the one nearest the starting plaza) and centre the view on it;
        when not placing, centre the view on the city."""
        city = self.query_one(ClickableCity)
        if self.placing():
            self._start_cursor()
            self._draw()
            city.centre_on()
        else:
            city.centre_city()

    def action_view(self, step: int) -> None:
        n = len(self.state.players)
        self.viewed = (self.viewed + step) % n
        self._draw()

    def action_scroll_map(self, dx: int, dy: int) -> None:
        """Scroll the map by a third of the view (c brings the ghost back)."""
        city = self.query_one(ClickableCity)
        w, h = city.size
        city.scroll_by(dx * max(w // 3, 4), dy * max(h // 3, 2))

    @on(ClickableCity.Clicked)
    def _city_clicked(self, event: ClickableCity.Clicked) -> None:
        if not self.placing():
            return
        if event.pos == self.cursor:
            self.action_confirm()
            return
        self.cursor = event.pos
        self._draw()

    @on(ClickableSite.Picked)
    def _site_clicked(self, event: ClickableSite.Picked) -> None:
        if not self.taking() or not 0 <= event.index < len(self.state.site):
            return
        if event.index == self.selected:
            self.action_confirm()
        else:
            self.selected = event.index
            self._draw()
