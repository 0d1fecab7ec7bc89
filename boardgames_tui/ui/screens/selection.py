"""The front door: every game as a tile in its own colours, with its player count, its
playing time, one line of what it is, and its unfinished games (whose turn) right there.

Keys: ↑ ↓ ← → (or Tab) move over the tiles and the unfinished games in them, Enter sets
up a new game of the tile or carries on the unfinished game, `n` a new game of the tile
whatever is chosen in it, `r` the list of every unfinished game. A game played before
has a line "same players again" in its tile (or `a`): a new game with the last table at
once. The mouse works too.
At 80×24 the tiles are compact (two columns, one line for the unfinished games); from
150 columns they stand three in a row with room for more.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.color import Color
from textual.containers import Grid, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

from ...engine import i18n
from ...engine.i18n import N_, _, ngettext
from ...engine.registry import entries
from ..board import targets as nav
from ..board.targets import Box, Target
from ..palette import SAFE_THEME
from ..widgets.footer import Footer
from ..widgets.title_bar import TitleBar

if TYPE_CHECKING:
    from ...engine.saves import SaveEntry
    from ...games import GameEntry

WIDE_COLUMNS = 150  # from this width three tiles stand in a row
ROOMY_ROWS = 36  # from this height a tile lists up to four unfinished games and credits


_LOADED: dict = {}  # save path -> ((mtime, size), SaveEntry or None), replayed once


def unfinished_saves() -> list[SaveEntry]:
    """The unfinished games, newest first, for the tiles. Read only: a damaged file is
    skipped here (the app sets it aside and reports it); an unchanged file is not
    replayed again."""
    from ...engine import saves

    try:
        paths = sorted(saves.saves_dir().glob(f"*{saves.SUFFIX}"))
    except OSError:
        return []  # no saves folder: the app says so
    found = []
    for path in paths:
        try:
            stat = path.stat()
        except OSError:
            continue
        key = (stat.st_mtime_ns, stat.st_size)
        cached = _LOADED.get(path)
        if cached is None or cached[0] != key:
            try:
                entry = saves.SaveEntry(path, saves.load(path))
            except saves.SaveError:
                entry = None
            cached = _LOADED[path] = (key, entry)
        if cached[1] is not None and not cached[1].match.is_over():
            found.append(cached[1])
    found.sort(key=lambda e: e.match.record.updated, reverse=True)
    return found


def players_text(e: GameEntry) -> str:
    if e.min_players == e.max_players:
        return ngettext("{count} player", "{count} players", e.min_players).format(
            count=e.min_players)
    return _("{low}–{high} players").format(low=e.min_players, high=e.max_players)


def minutes_text(e: GameEntry) -> str:
    if not e.minutes:
        return ""
    lo, hi = e.minutes
    if lo == hi:
        return _("{minutes} min").format(minutes=lo)
    return _("{low}–{high} min").format(low=lo, high=hi)


def facts_text(e: GameEntry) -> str:
    return " · ".join(t for t in (players_text(e), minutes_text(e)) if t)


def save_line(entry: SaveEntry) -> str:
    from .resume import progress_text, to_play_text

    return f"▸ {to_play_text(entry)} · {progress_text(entry)}"


class SaveLine(Static, can_focus=True):
    """One unfinished game inside a tile (or "N unfinished games" opening the list)."""

    DEFAULT_CSS = """
    SaveLine { height: 1; text-overflow: ellipsis; text-wrap: nowrap; color: $text; }
    SaveLine:focus { background: $accent 45%; text-style: bold; }
    """

    def __init__(self, text: str, saves: list[SaveEntry]):
        super().__init__(text)
        self.saves = saves  # one: resume it; several: the resume list of these

    def on_click(self, event) -> None:
        event.stop()
        self.focus()
        self.screen.open_saves(self.saves)


class AgainLine(SaveLine):
    """"Same players again": a new game of the tile with its last table, at once."""

    def __init__(self, text: str, game_id: str, table: dict):
        super().__init__(text, [])
        self.game_id = game_id
        self.table = table  # names, colours, bots, options (setup.remembered_table)

    def on_click(self, event) -> None:
        event.stop()
        self.focus()
        self.screen.play_again(self.game_id)


def again_text(table: dict) -> str:
    """"↻ Same players again: Ana, Ben (bot)" (short: a tile is 38 columns at 80)."""
    names = [_("{name} (bot)").format(name=name) if i in table["bots"] else name
             for i, name in enumerate(table["names"])]
    return "↻ " + _("Same players again: {names}").format(names=", ".join(names))


class TileText(Static):
    """A tile's words above its unfinished games (a tile without any draws them itself)."""

    DEFAULT_CSS = "TileText { height: auto; }"

    def render(self) -> Content:
        return self.parent.words()


class GameTile(Widget, can_focus=True):
    """A game's tile: the title in the game's colour, the players and minutes, what the
    game is, in a roomy list the credits; once the saves are read, its unfinished games
    and "same players again". Focused, Enter (or a click) sets up a new game of it.

    A tile draws its words itself, one widget: the game list is the first screen, and
    each widget more costs start-up time in styles and layout (issue 36). Only when it
    lists unfinished games do its words move into a TileText above their lines."""

    DEFAULT_CSS = """
    GameTile { height: auto; padding: 0 0; }
    GameTile .tile-saves { height: auto; }
    """

    def __init__(self, entry: GameEntry):
        super().__init__(id=f"tile-{entry.id}")
        self.entry = entry
        self.colour = ""  # the title's colour: the frame's (show_focus)
        self.roomy = False  # the list is roomy: credits, and a line before the saves

    def words(self) -> Content:
        # Not cut to the widget's width: asking for its size here would lay the whole
        # screen out again for each tile (the titles fit a tile from 80 columns on).
        e = self.entry
        # the theme's colours for text and muted text (a style in Content does not look
        # up $text-muted itself)
        colours = self.app.theme_variables
        text, muted = colours.get("text", "auto 87%"), colours.get("text-muted", "auto 60%")
        lines = [
            Content.styled(i18n.title(e), f"bold {self.colour}".strip()),
            Content.styled(facts_text(e), text),
            Content.styled(i18n.game_text(e, e.blurb or e.description), muted),
        ]
        if self.roomy and e.credits:
            lines.append(Content.styled(e.credits, f"italic {muted}"))
        return Content("\n").join(lines)

    def render(self) -> Content:
        if self.children:  # the words are in the TileText above the saves
            return super().render()
        if self.roomy:  # the line a roomy list leaves before the saves, as in a tile with some
            return Content("\n").join([self.words(), Content(" ")])
        return self.words()

    def on_mount(self) -> None:
        self.show_focus(False)

    def show_saves(self, lines: list[SaveLine]) -> None:
        """Put these lines under the tile's words (a roomy list leaves a line between:
        the words' margin)."""
        self.remove_children()
        if lines:
            self.mount(TileText(), Vertical(*lines, classes="tile-saves"))
        self.refresh(layout=True)

    def show_words(self, colour: str, roomy: bool) -> None:
        if (colour, roomy) != (self.colour, self.roomy):
            self.colour, self.roomy = colour, roomy
            self.refresh(layout=True)
            for text in self.query(TileText):
                text.refresh(layout=True)

    @property
    def main_colour(self) -> str:
        if self.app.theme == SAFE_THEME:  # the theme's safe colours, not the game's own
            return self.app.current_theme.secondary or self.app.current_theme.primary
        return self.entry.colours[0] or self.app.current_theme.primary

    def show_focus(self, focused: bool | None = None) -> None:
        """Framed heavy while it or a line in it has the focus; the frame says what Enter
        does on what has the focus."""
        if focused is None:
            focused = self.has_focus_within
        safe = self.app.theme == SAFE_THEME
        main = self.main_colour
        if safe and focused:
            main = self.app.current_theme.accent or main
        self.styles.border = ("heavy" if focused else "round", main)
        self.show_words(main, self.screen.has_class("-roomy"))
        back = self.entry.colours[1]
        if safe:
            self.styles.background = self.app.current_theme.panel if focused else None
        elif back:
            colour = Color.parse(back)
            self.styles.background = colour.lighten(0.08) if focused else colour
        if not focused:
            self.border_title = None
        elif isinstance(self.screen.focused, AgainLine):
            self.border_title = _("Enter: same players again")
        elif isinstance(self.screen.focused, SaveLine):
            self.border_title = _("Enter: carry on this game")
        else:
            self.border_title = _("Enter: new game")

    def on_click(self) -> None:
        self.focus()
        self.screen.new_game(self.entry.id)


class TileGrid(Grid):
    """The tiles, as tall as the tallest tile of their row."""

    def pre_layout(self, layout) -> None:
        layout.stretch_height = True


class SelectionScreen(Screen[None]):
    AUTO_FOCUS = "GameTile"
    DEFAULT_CSS = """
    SelectionScreen #tiles-scroll { height: 1fr; }
    SelectionScreen #tiles { grid-size: 2; grid-rows: auto; grid-gutter: 0 0;
        height: auto; padding: 0 0; }
    SelectionScreen.-roomy #tiles { grid-gutter: 1 2; padding: 1 2 0 2; }
    SelectionScreen.-roomy GameTile { padding: 0 1; }
    SelectionScreen.-roomy TileText { margin-bottom: 1; }
    SelectionScreen.-wide #tiles { grid-size: 3; }
    SelectionScreen.-wide GameTile { padding: 1 2; }
    SelectionScreen #hint { height: 1; padding: 0 1; color: $text-muted; }
    """
    BINDINGS = [
        Binding("enter", "open", N_("Open"), id="select.open", key_display="Enter",
                tooltip=N_("Set up a new game of this tile, or carry on the unfinished game")),
        # the arrows go to the tile or unfinished game drawn that way (ui/board/targets)
        Binding("down", "point('down')", N_("Down"), id="select.down", show=False,
                tooltip=N_("The game or unfinished game below")),
        Binding("up", "point('up')", N_("Up"), id="select.up", show=False,
                tooltip=N_("The game or unfinished game above")),
        Binding("right", "point('right')", N_("Right"), id="select.right", show=False,
                tooltip=N_("The game to the right")),
        Binding("left", "point('left')", N_("Left"), id="select.left", show=False,
                tooltip=N_("The game to the left")),
        Binding("n", "new", N_("New game"), id="select.new",
                tooltip=N_("Set up a new game of the chosen tile")),
        Binding("a", "again", N_("Same players"), id="select.again", show=False,
                tooltip=N_("A new game of the chosen tile with the players of its last "
                           "game")),
        Binding("r", "resume", N_("Resume"), id="select.resume",
                tooltip=N_("The list of every unfinished game")),
        Binding("h", "history", N_("History"), id="select.history",
                tooltip=N_("Every finished game and each player's statistics; replays")),
        # not in the footer, which must hold the language and help at 80 columns in
        # German too: help lists it, and Ctrl+T does the same on every screen
        Binding("t", "toggle_theme", N_("Colour-blind"), id="select.theme", show=False,
                tooltip=N_("Switch to the colour-blind-safe theme and back")),
        # Translators: the key that switches to the other language names it in its own
        # words: "Deutsch" on the English screen, "English" on the German one
        Binding("s", "language", N_("Deutsch"), id="select.language",
                tooltip=N_("Sprache: Deutsch (every text in German)")),
        Binding("q", "app.quit", N_("Quit"), id="select.quit", tooltip=N_("Leave the app")),
    ]

    def __init__(self):
        super().__init__()
        self.saves: list[SaveEntry] = []
        self._scanned = False
        self._capacity = 0  # unfinished games a tile lists, by the terminal's size
        self.built = False  # the tiles are made when the list is first shown (compose)

    def compose(self) -> ComposeResult:
        """The title, the tiles, the hint and the footer, once the list is on top.

        A game started from the command line goes over the list at once: the list waits
        under it, never drawn, until the game is left, so its widgets (about 1 MiB with
        their styles, issue 16) are made only then (`on_screen_resume`).
        """
        if self.app.screen is not self:
            return
        self.built = True
        self._size_classes()  # before the tiles exist: they are styled once, not twice
        yield TitleBar(self.title_text())
        with VerticalScroll(id="tiles-scroll", can_focus=False), TileGrid(id="tiles"):
            for e in entries():
                yield GameTile(e)
        yield Static(_("↑ ↓ choose · Enter: new game or carry on · r: all unfinished games"),
                     id="hint")
        yield Footer()

    def title_text(self) -> str:
        if self.app.theme == SAFE_THEME:
            return _("choose a game · colour-blind-safe colours")
        return _("choose a game")

    def show_theme(self) -> None:
        """After the theme changed: the title says which, the tiles take its colours."""
        if not self.built:
            return
        self.query_one(TitleBar).update(f"boardgames-tui — {self.title_text()}")
        for tile in self.query(GameTile):
            tile.show_focus()

    def on_mount(self) -> None:
        if self.built:
            self._arrange()
            self._focus_first()

    def _focus_first(self) -> None:
        tiles = list(self.query(GameTile))
        if tiles and not isinstance(self.focused, GameTile | SaveLine):
            tiles[0].focus()

    def on_resize(self) -> None:
        if self.built:
            self._arrange()

    def _size_classes(self) -> bool:
        """-wide and -roomy by the terminal's size; True if roomy."""
        w, h = self.app.size
        self.set_class(w >= WIDE_COLUMNS, "-wide")
        roomy = h >= ROOMY_ROWS or w >= WIDE_COLUMNS
        self.set_class(roomy, "-roomy")
        return roomy

    def _arrange(self) -> None:
        self.query_one("#hint").display = self._size_classes()
        for tile in self.query(GameTile):
            tile.show_focus()  # the credits show in a roomy list
        if self._scanned and self.capacity != self._capacity:
            self.show_saves(self.saves)

    @property
    def capacity(self) -> int:
        w, h = self.app.size
        return 4 if h >= ROOMY_ROWS or w >= WIDE_COLUMNS else 1

    # --- unfinished games -----------------------------------------------------------

    async def on_screen_resume(self) -> None:
        """Coming back (from a game, setup, the resume list): the saves may have changed.

        Nothing is done while another screen was pushed over the list before it was
        shown; the first time it is on top, its tiles are made."""
        if self.app.screen is not self:
            return
        if not self.built:
            await self.recompose()
            self._arrange()
        self._focus_first()
        self.call_after_refresh(self.rescan)

    def rescan(self) -> None:
        self.show_saves(unfinished_saves())

    def show_saves(self, found: list[SaveEntry]) -> None:
        """Put each unfinished game on its game's tile (newest first), and "same players
        again" on each game played before."""
        from ...engine import settings
        from .resume import to_play_text
        from .setup import remembered_table

        tables = settings.load().tables
        self.saves = list(found)
        self._scanned = True
        focused = self.focused
        focus_key = (focused.saves[0].path if isinstance(focused, SaveLine) and
                     focused.saves else None)
        capacity = self._capacity = self.capacity
        refocus = None
        for tile in self.query(GameTile):
            mine = [s for s in self.saves if s.match.game.id == tile.entry.id]
            lines: list[SaveLine] = []
            if len(mine) <= capacity:
                lines = [SaveLine(save_line(s), [s]) for s in mine]
            else:
                lines = [SaveLine(save_line(s), [s]) for s in mine[:capacity - 1]]
                rest = mine[capacity - 1:]
                names = ", ".join(to_play_text(s) for s in rest)
                lines.append(SaveLine("▸ " + ngettext(
                    "{count} unfinished game: {names}", "{count} unfinished games: {names}",
                    len(rest)).format(count=len(rest), names=names), rest))
            table = (remembered_table(tile.entry.id, tables[tile.entry.id])
                     if tile.entry.id in tables else None)
            if table is not None:
                lines.append(AgainLine(again_text(table), tile.entry.id, table))
            tile.show_saves(lines)
            for line in lines:
                if isinstance(line, AgainLine):
                    if isinstance(focused, AgainLine) and focused.game_id == line.game_id:
                        refocus = line
                elif focus_key is not None and line.saves[0].path == focus_key:
                    refocus = line
        if refocus is not None:
            self.call_after_refresh(refocus.focus)

    def open_saves(self, chosen: list[SaveEntry]) -> None:
        for entry in chosen:  # the game plays on in memory: replay its file next time
            _LOADED.pop(entry.path, None)
        if len(chosen) == 1:
            self.app.resume_entry(chosen[0])
        elif chosen:
            from .resume import ResumeScreen

            self.app.push_screen(ResumeScreen(chosen))

    # --- choosing -------------------------------------------------------------------

    def on_descendant_focus(self, event) -> None:
        self._mark_tiles()

    def on_descendant_blur(self, event) -> None:
        self.call_after_refresh(self._mark_tiles)

    def _mark_tiles(self) -> None:
        focused = self.focused
        for tile in self.query(GameTile):
            tile.show_focus(focused is not None and (focused is tile or tile in
                                                     focused.ancestors))

    def targets(self) -> list[Target]:
        """The tiles and their unfinished games, where the grid draws them: a tile in
        column c of row r, its save lines under its text in the same column. (The grid's
        cells, not screen cells: the arrows need only their order, and tiles scrolled out
        of sight are still reached.)"""
        columns = 3 if self.has_class("-wide") else 2
        out: list[Target] = []
        for i, tile in enumerate(self.query(GameTile)):
            row, col = divmod(i, columns)
            x, y = col * 10, row * 100
            out.append(Target(tile, Box(x, y, 10, 1)))
            lines = [line for line in tile.query(SaveLine) if line.display]
            out += [Target(line, Box(x, y + 1 + j, 10, 1)) for j, line in enumerate(lines)]
        return out

    def action_point(self, direction: str) -> None:
        targets = self.targets()
        here = nav.find(targets, self.focused)
        there = nav.nearest(targets, here, direction) if here else nav.first(targets)
        if there is not None:
            there.key.focus()

    def _focused_tile(self) -> GameTile | None:
        focused = self.focused
        if isinstance(focused, GameTile):
            return focused
        for node in getattr(focused, "ancestors", []):
            if isinstance(node, GameTile):
                return node
        return None

    def action_open(self) -> None:
        focused = self.focused
        if isinstance(focused, AgainLine):
            self.play_again(focused.game_id)
        elif isinstance(focused, SaveLine):
            self.open_saves(focused.saves)
        elif isinstance(focused, GameTile):
            self.new_game(focused.entry.id)

    def action_new(self) -> None:
        tile = self._focused_tile()
        if tile is not None:
            self.new_game(tile.entry.id)

    def action_again(self) -> None:
        tile = self._focused_tile()
        if tile is not None:
            self.play_again(tile.entry.id)

    def play_again(self, game_id: str) -> None:
        """A new game with the players, colours, bots and options of the last one (a new
        deal); the setup, filled in with them, if that table no longer fits the game."""
        from ...engine import settings
        from .setup import remembered_table

        saved = settings.load().tables.get(game_id)
        table = remembered_table(game_id, saved) if saved is not None else None
        if table is None:
            self.notify(_("No game of this one was played yet: Enter sets one up."))
            return
        try:
            self.app.start_match(game_id, table["names"], options=table["options"],
                                 bots=table["bots"], colours=table["colours"])
        except ValueError:
            self.new_game(game_id)

    def new_game(self, game_id: str) -> None:
        from .setup import SetupScreen

        self.app.push_screen(SetupScreen(game_id))

    def action_history(self) -> None:
        from .history import HistoryScreen

        self.app.push_screen(HistoryScreen())

    def action_resume(self) -> None:
        self.app.open_resume_list()

    def action_toggle_theme(self) -> None:
        self.app.toggle_safe_theme()

    # --- language -------------------------------------------------------------------

    async def action_language(self) -> None:
        """Switch to the next language, remember it in settings.json, draw it anew."""
        from ...engine import settings

        codes = list(i18n.LANGUAGES)
        code = codes[(codes.index(i18n.language()) + 1) % len(codes)]
        i18n.set_language(code)
        chosen = settings.load().model_copy(update={"language": code})
        try:
            settings.save(chosen)
        except OSError as exc:
            self.notify(_("The language cannot be remembered: {why}").format(
                why=exc.strerror or exc), severity="warning")
        await self.recompose()  # the title, tiles, hint and footer in the new language
        self._arrange()
        self._focus_first()
        self.rescan()
