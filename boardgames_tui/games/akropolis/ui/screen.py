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
from textual.widgets import Static

from boardgames_tui.games.akropolis.actions import PlaceTile, TakeTile
from boardgames_tui.games.akropolis.city import map_of
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

from .city_view import CityView, Ghost
from .panels import (
    PreviewPanel,
    ScorePanel,
    SitePanel,
    preview_text,
    score_text,
    site_text,
)

Pos = tuple[int, int]


class ClickableCity(CityView):
    """The city map; a click asks the screen to move the ghost there."""

    class Clicked(Message):
        def __init__(self, pos: Pos):
            super().__init__()
            self.pos = pos

    def on_click(self, event: Click) -> None:
        pad_x, pad_y = self.padding_offset()
        x = event.x + int(self.scroll_offset.x) - pad_x
        y = event.y + int(self.scroll_offset.y) - pad_y
        pos = self.pos_at(x, y)
        if pos is not None:
            self.post_message(self.Clicked(pos))


class ClickableSite(SitePanel):
    class Picked(Message):
        def __init__(self, index: int):
            super().__init__()
            self.index = index

    def on_click(self, event: Click) -> None:
        self.post_message(self.Picked(event.y - 1))


class AkropolisScreen(GameScreen):
    MIN_SIZE = (100, 30)

    DEFAULT_CSS = """
    AkropolisScreen #akro-main { height: 1fr; }
    AkropolisScreen #akro-city-box { width: 1fr; height: 1fr; }
    AkropolisScreen #akro-city-title { height: 1; padding: 0 1; background: $panel; }
    AkropolisScreen #akro-side { width: 38; height: 1fr; padding: 0 1;
        border-left: solid $primary 50%; }
    AkropolisScreen SitePanel { height: 11; }
    AkropolisScreen ScorePanel { height: 12; margin-bottom: 1; }
    AkropolisScreen PreviewPanel { height: 4; }
    """

    BINDINGS = [
        Binding("left", "move(-1, 0)", "◂", id="akropolis.left", priority=True, show=False,
                tooltip="Previous site tile / move the ghost west"),
        Binding("right", "move(1, 0)", "▸", id="akropolis.right", priority=True, show=False,
                tooltip="Next site tile / move the ghost east"),
        Binding("up", "move(0, -1)", "▴", id="akropolis.up", priority=True, show=False,
                tooltip="Previous site tile / move the ghost north"),
        Binding("down", "move(0, 1)", "▾", id="akropolis.down", priority=True, show=False,
                tooltip="Next site tile / move the ghost south"),
        Binding("enter", "confirm", "Take/Place", id="akropolis.confirm", priority=True,
                tooltip="Take the selected tile, or place the ghost"),
        Binding("escape", "back", "Back", id="akropolis.back", priority=True,
                tooltip="Put the taken tile back (choose another)"),
        Binding("r", "rotate", "Rotate", id="akropolis.rotate",
                tooltip="Turn the ghost 60° clockwise about the cursor hex"),
        Binding("tab", "cycle(1)", "Next spot", id="akropolis.next", priority=True,
                tooltip="Jump to the next legal spot"),
        Binding("shift+tab", "cycle(-1)", "Prev spot", id="akropolis.prev", priority=True,
                show=False, tooltip="Jump to the previous legal spot"),
        Binding("c", "centre", "Centre", id="akropolis.centre",
                tooltip="Bring the ghost tile back to the middle of your city"),
        Binding("right_square_bracket", "view(1)", "Next city", id="akropolis.view_next",
                tooltip="Look at the next player's city"),
        Binding("left_square_bracket", "view(-1)", "Prev city", id="akropolis.view_prev",
                show=False, tooltip="Look at the previous player's city"),
        Binding("pageup", "scroll_map(0, -6)", "", id="akropolis.page_up", show=False,
                tooltip="Scroll the map up"),
        Binding("pagedown", "scroll_map(0, 6)", "", id="akropolis.page_down", show=False,
                tooltip="Scroll the map down"),
        Binding("home", "scroll_map(-12, 0)", "", id="akropolis.scroll_left", show=False,
                tooltip="Scroll the map left"),
        Binding("end", "scroll_map(12, 0)", "", id="akropolis.scroll_right", show=False,
                tooltip="Scroll the map right"),
        *[
            Binding(str(i), f"select({i - 1})", "", id=f"akropolis.site{i}", show=False,
                    tooltip=f"Select site tile {i}")
            for i in range(1, 7)
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

    # --- layout ---------------------------------------------------------------------

    def compose_board(self) -> ComposeResult:
        with Horizontal(id="akro-main"):
            with Vertical(id="akro-city-box"):
                yield Static(id="akro-city-title")
                yield ClickableCity(id="akro-city")
            with Vertical(id="akro-side"):
                yield ClickableSite(id="akro-site")
                yield ScorePanel(id="akro-score")
                yield PreviewPanel(id="akro-preview")

    # --- state helpers --------------------------------------------------------------

    @property
    def state(self) -> AkropolisState:
        return self.view_state  # type: ignore[return-value]

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
        self._draw()

    def _start_cursor(self) -> None:
        spots = legal_spots(self.state, self.seat)
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
        return preview_placement(state, self.seat, state.held, self.cursor, self.rot)

    def _draw(self) -> None:
        state = self.state
        viewed = min(self.viewed, len(state.players) - 1)
        cm = map_of(state.cities[viewed].placed)
        preview = self.current_preview()
        ghost = None
        if preview is not None:
            codes = tile_hexes()[preview.tile]
            ghost = Ghost(dict(zip(preview.cells, codes, strict=True)), preview.level,
                          preview.anchor)
        city = self.query_one(ClickableCity)
        city.show(cm, regions(cm).lakes, ghost, self.safe)
        if self._centred_for != viewed:
            self._centred_for = viewed
            self.call_after_refresh(city.centre_city)
        elif self.cursor is not None and preview is not None:
            self.call_after_refresh(city.keep_visible, self.cursor)
        title = Text()
        title.append(f"City of {state.players[viewed]}", style="bold")
        if viewed != self.seat and self.my_decision():
            title.append("  (viewing — press ] to return to yours)", style="dim")
        title.append(f"   highest level {cm.max_height()}", style="dim")
        self.query_one("#akro-city-title", Static).update(title, layout=False)
        stones = state.stones[self.seat] if self.taking() else None
        selected = self.selected if self.taking() else None
        self.query_one(ClickableSite).update(
            site_text(state, selected, stones, self.safe), layout=False
        )
        self.query_one(ScorePanel).update(self._score_text(viewed), layout=False)
        hint = ""
        if self.taking() and state.site:
            tile = state.site[self.selected]
            hint = f"Enter takes {site_place_words(self.selected)}: {tile_words(tile)}"
            if self.selected > state.stones[self.seat]:
                hint = (f"✗ The {ordinal(self.selected + 1)} tile costs "
                        f"{stones_words(self.selected)}; you have "
                        f"{stones_words(state.stones[self.seat])}")
        self.query_one(PreviewPanel).update(preview_text(preview, self.safe, hint), layout=False)

    def _score_text(self, viewed: int) -> Text:
        state = self.state
        names = list(state.players)
        scores = [self.game.city_score(state, s) for s in range(len(names))]
        extra: dict[int, int] = {}
        if state.solo:
            arch, bonus = self.game.architect_score(state)
            names.append("Archt")
            scores.append(arch)
            if bonus:
                extra[1] = bonus
        return score_text(names, scores, viewed, self.safe, extra)

    def prompt_text(self) -> str:
        state = self.state
        name = state.players[self.seat]
        if state.held is None:
            return (f"{name}: take a tile from the construction site "
                    f"(←/→ or 1-{len(state.site)}, Enter)")
        return (f"{name}: place {tile_words(state.held)} (the ghost on your city): arrows "
                "move it, r turns it, Tab jumps to the next legal spot, Enter places it, "
                "Esc puts it back")

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
        spots = [(s[1], s[0], s[2]) for s in legal_spots(self.state, self.seat)]
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
            self.refuse("You are looking at another city: press ] to return to yours.")
            return
        preview = self.current_preview()
        if preview is None:
            return
        if not preview.legal:
            self.refuse(f"Cannot place there: {preview.reason}")
            return
        q, r = preview.anchor
        self.submit(PlaceTile(q=q, r=r, rot=preview.rot))

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
            self.call_after_refresh(city.centre_on, self.cursor)
        else:
            city.centre_city()

    def action_view(self, step: int) -> None:
        n = len(self.state.players)
        self.viewed = (self.viewed + step) % n
        self._draw()

    def action_scroll_map(self, dx: int, dy: int) -> None:
        city = self.query_one(ClickableCity)
        city.scroll_to(city.scroll_x + dx, city.scroll_y + dy, animate=False)

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
