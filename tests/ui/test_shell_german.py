"""The shell in German: snapshots of its screens, no text cut at any size from 80×24 to
160×50, and no English word or internal name left in what a German player reads.

The toy game stands in for a game (its own few words are made German here); the game list
shows the five games with their German titles and blurbs. Update the pictures after an
intended change: `.venv/bin/pytest tests/ui/test_shell_german.py --snapshot-update`.
"""

from __future__ import annotations

import re

import pytest
from rich.text import Text
from textual.widgets import Button, Label, Static
from textual.widgets._footer import FooterKey

import boardgames_tui.games as games_pkg
from boardgames_tui.engine import i18n
from boardgames_tui.engine.registry import entries
from boardgames_tui.engine.scoring import ScoreSheet, SeatScore
from boardgames_tui.ui.app import BoardGamesApp
from boardgames_tui.ui.screens.game_over import GameOverScreen
from boardgames_tui.ui.screens.handoff import HandoffScreen
from boardgames_tui.ui.screens.setup import SetupScreen
from tests.catalogs import po_path
from tests.words import findings

from .conftest import TOY
from .helpers import game_app
from .test_shell_words import save_toy_games, screen_texts

# English words a German screen must not show (the shell's own words; names are fine)
ENGLISH = re.compile(
    r"\b(?:the|and|with|your|you|player|players|game|games|round|points|seat|choose|press|"
    r"next|back|resume|history|quit|help|undo|shows?|new|winner|decisions?|seed|none|not|"
    r"is|to|of|only|choice|turn|keys?|rules|close|delete|leave|yes|no|wins?|open)\b",
    re.IGNORECASE)
SIZES = [(80, 24), (100, 30), (120, 40), (160, 50)]
TOY_RULES_MD = "# Spielzeug\n\nZähle Punkte, ziehe Karten.\n\n## Punkte zählen\n\nZähle 1 oder 2.\n"


@pytest.fixture
def german_toy(german, monkeypatch):
    """German, and the toy game's own words German too (it has no catalog)."""
    from dataclasses import replace

    from tests.toy_game import ToyGame, ToyWords

    about = "Ein Spiel zum Prüfen der Bildschirme."
    monkeypatch.setattr(games_pkg, "GAMES", [replace(TOY, title="Spielzeug", description=about)])
    monkeypatch.setattr(ToyGame, "description", about)
    monkeypatch.setattr(ToyGame, "title", "Spielzeug")
    monkeypatch.setattr(ToyWords, "rules_text", lambda self: TOY_RULES_MD)
    monkeypatch.setattr(ToyWords, "rules_topic", lambda self, state, seat: "Punkte zählen")
    monkeypatch.setattr(ToyWords, "progress",
                        lambda self, state: f"{sum(state.added)} von {state.target}")
    fields = ToyGame.Options.model_fields
    for name, label, text in (("target", "Ziel", "gezählte Punkte, die das Spiel beenden"),
                              ("bonus_deck", "Kartenstapel", "mit dem Kartenstapel spielen")):
        monkeypatch.setattr(fields[name], "title", label)
        monkeypatch.setattr(fields[name], "description", text)


def internal_names(text: str) -> list[str]:
    """tests/words.py's findings; the German colour "rot" (red) is not the banned "rot"
    (for rotation)."""
    return findings(re.sub(r"\brot\b", "rote", text))


def toy_sheet(players: int = 2) -> ScoreSheet:
    names = ["Ana", "Ben", "Cleo", "Dan", "Eva"][:players]
    cats = ["Karten", "Münzen", "Säle", "Feuerwerk", "Statuen"]
    rows = [SeatScore(seat=i, name=n, total=21, categories={c: (i + j) % 7
                                                               for j, c in enumerate(cats)},
                      tiebreak=[-2 - i]) for i, n in enumerate(names)]
    return ScoreSheet.build(rows, cats, "weniger Karten")


# --- pictures -------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_game_list_in_german(snap_compare, german, size):
    assert snap_compare(BoardGamesApp(), terminal_size=size)


def test_setup_in_german(snap_compare, german_toy):
    async def open_setup(pilot):
        pilot.app.push_screen(SetupScreen("toy"))
        await pilot.pause()
        pilot.app.screen.query_one("#seed").value = "1234"

    assert snap_compare(BoardGamesApp(), terminal_size=(80, 24), run_before=open_setup)


def test_handoff_in_german(snap_compare, german_toy):
    from tests.toy_game import Add

    async def handoff(pilot):
        session = pilot.app.session
        session.apply(0, Add(amount=1))
        pilot.app.push_screen(HandoffScreen("Ben", session=session, seat=1))
        await pilot.pause()

    assert snap_compare(game_app("toy", ["Ana", "Ben"], seed=2), terminal_size=(80, 24),
                        run_before=handoff)


def test_game_over_in_german(snap_compare, german_toy):
    async def over(pilot):
        pilot.app.push_screen(GameOverScreen("Spielzeug", toy_sheet()))
        await pilot.pause()

    assert snap_compare(BoardGamesApp(), terminal_size=(80, 24), run_before=over)


def test_help_in_german(snap_compare, german_toy):
    from boardgames_tui.ui.screens.help import HelpScreen

    async def open_help(pilot):
        pilot.app.push_screen(HelpScreen.for_screen(pilot.app.screen))
        await pilot.pause()

    assert snap_compare(game_app("toy", ["Ana", "Ben"], seed=2), terminal_size=(80, 24),
                        run_before=open_help)


def test_too_small_in_german(snap_compare, german_toy):
    assert snap_compare(game_app("toy", ["Ana", "Ben"]), terminal_size=(50, 12))


# --- nothing cut, nothing English -----------------------------------------------------


def cut_texts(screen, size) -> list[str]:
    """Texts that do not fit where they are drawn: a one-line text wider than its widget,
    a wrapped one taller than it, a footer key past the right edge."""
    from boardgames_tui.ui.screens.selection import SaveLine

    width, _height = size
    found = []
    for w in screen.query("*"):
        if not w.display or w.region.area == 0:
            continue
        if isinstance(w, FooterKey):
            if w.region.right > width:
                found.append(f"footer key {w.description!r} past the edge")
            continue
        if not isinstance(w, Static | Label | Button):
            continue
        rendered = w.render()
        text = rendered.plain if isinstance(rendered, Text) else str(rendered)
        if not text.strip():
            continue
        box = w.content_region
        lines = text.splitlines() or [""]
        if isinstance(w, SaveLine):
            continue  # a list of whose turn it is, cut with … by design (Enter opens all)
        if w.styles.text_wrap == "nowrap" or isinstance(w, Button):
            if max(Text(line).cell_len for line in lines) > box.width:
                found.append(f"{text!r} wider than {box.width}")
        elif w.get_content_height(w.size, screen.size, box.width) > box.height:
            found.append(f"{text!r} taller than {box.height} at width {box.width}")
    return found


async def show_every_screen(pilot, check) -> None:
    """The game list, setup, resume, confirm, handoff, game over and help, each checked."""
    from boardgames_tui.ui.screens.confirm import ConfirmScreen
    from boardgames_tui.ui.screens.help import HelpScreen
    from boardgames_tui.ui.screens.resume import ResumeScreen
    from tests.toy_game import Add

    app = pilot.app
    await pilot.pause()
    if isinstance(app.screen, ResumeScreen):
        await check("resume")
        await pilot.press("d")
        await check("confirm")
        await pilot.press("n", "escape")
    await check("game list")
    app.push_screen(SetupScreen("toy"))
    await check("setup")
    app.pop_screen()
    app.start_match("toy", ["Ana", "Ben"], seed=4)
    await pilot.pause()
    app.session.apply(0, Add(amount=1))
    app.push_screen(HandoffScreen("Ben", session=app.session, seat=1))
    await check("handoff")
    app.push_screen(HelpScreen.for_screen(app.screen))
    await check("help")
    app.pop_screen()
    app.push_screen(ConfirmScreen(i18n.translate(
        i18n.SHELL, "Leave this game? It is saved; resume it later from the start screen.")))
    await check("confirm")
    app.push_screen(GameOverScreen("Spielzeug", toy_sheet(5), app.session))
    await check("game over")


async def test_german_shell_screens_fit_at_every_size_and_speak_german(german_toy):
    """Each screen shown once and resized through 80×24 … 160×50 (cheaper than a run per
    size); at each size nothing is cut, and its texts are German words."""
    save_toy_games(TOY.rules, 2)
    app = BoardGamesApp()
    seen = []
    async with app.run_test(size=SIZES[0]) as pilot:

        async def check(name):
            await pilot.pause()
            screen = app.screen
            for size in SIZES:
                await pilot.resize_terminal(*size)
                await pilot.pause()
                assert not cut_texts(screen, size), (name, size, cut_texts(screen, size))
            texts = screen_texts(screen)
            english = [t for t in texts if ENGLISH.search(t)]
            assert not english, (name, english)
            internal = [(t, internal_names(t)) for t in texts if internal_names(t)]
            assert not internal, (name, internal)
            await pilot.resize_terminal(*SIZES[0])
            seen.append(name)

        await show_every_screen(pilot, check)
    assert seen == ["resume", "confirm", "game list", "setup", "handoff", "help", "confirm",
                    "game over"]


def test_no_german_text_of_the_shell_has_an_english_word():
    """Every msgstr of the shell's catalog, without its placeholders, commands, option
    names and metavariables (`boardgames resume`, --games, KEY=VALUE, {name})."""
    from babel.messages.pofile import read_po

    with po_path(i18n.SHELL, "de").open("rb") as fh:
        catalog = read_po(fh)
    strip = re.compile(r"`[^`]*`|--[\w-]+|\{[^}]*\}|%\(\w+\)\w|\b[A-Z][A-Z=,.]+\b|"
                       r"\(boardgames list\)|variant_houses=true|random \(|greedy \(|strong \(")
    english = []
    for message in catalog:
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        for form in forms:
            if message.id and ENGLISH.search(strip.sub(" ", form)):
                english.append(form)
    assert not english, english


async def test_s_on_the_game_list_switches_the_language_at_once_and_remembers_it():
    from boardgames_tui.engine import settings
    from boardgames_tui.ui.screens.selection import GameTile, SelectionScreen

    def titles(screen) -> list[str]:
        return [t.words().plain.split("\n")[0] for t in screen.query(GameTile)]

    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SelectionScreen) and titles(screen)[0] == "Azul: Summer Pavilion"
        await pilot.press("s")
        await pilot.pause()
        assert app.screen is screen and i18n.language() == "de"
        assert titles(screen)[2] == "Die Schlösser des König Ludwig"
        assert "wähle ein Spiel" in str(screen.query_one("TitleBar").render())
        assert settings.load().language == "de"
        assert isinstance(app.focused, GameTile), "a tile has the focus again"
        await pilot.press("s")
        await pilot.pause()
        assert titles(screen)[2] == "The Castles of Mad King Ludwig"
        assert settings.load().language == "en"


# --- the games' screens: nothing cut by the width -------------------------------------

GAME_IDS = [entry.id for entry in entries()]  # the registry is the one list of games


def screen_rows(app) -> list[str]:
    return [strip.text for strip in app.screen._compositor.render_strips()]


def cut_at_the_edge(rows: list[str], width: int) -> list[str]:
    """Rows whose last two columns are letters: a word cut by the terminal's edge (board
    symbols and borders may touch the edge)."""
    return [row.rstrip() for row in rows[:-1] if row[width - 2:width].isalpha()]


@pytest.mark.parametrize("game_id", GAME_IDS)
async def test_a_german_game_screen_cuts_no_player_line_and_no_footer_key(german, game_id):
    """Mid-game with two players, at 80×24 and 120×40: no line runs into the edge, no
    text is wider than its widget, and the footer shows each key it keeps whole, its help
    key saying when some gave way."""
    import random

    from textual.widgets import Footer

    from boardgames_tui.ui.screens.handoff import HandoffScreen

    app = game_app(game_id, ["Ana", "Ben"], seed=7)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen if not isinstance(app.screen, HandoffScreen) else \
            app.screen_stack[-2]
        rng = random.Random(3)
        for _ in range(25):
            seat = screen.match.to_act()[0]
            legal = screen.match.legal_actions(seat)
            busy = [a for a in legal if getattr(a, "kind", "") != "pass"]
            screen.session.apply(seat, rng.choice(busy or legal))
        screen.after_change()
        await pilot.pause()
        while isinstance(app.screen, HandoffScreen):
            app.pop_screen()
            await pilot.pause()
        for size in [(80, 24), (120, 40)]:
            await pilot.resize_terminal(*size)
            await pilot.pause()
            await pilot.pause()
            rows = screen_rows(app)
            assert not cut_texts(screen, size), (size, cut_texts(screen, size))
            assert not cut_at_the_edge(rows, size[0]), (size, cut_at_the_edge(rows, size[0]))
            shown = [k for k in screen.query_one(Footer).query(FooterKey) if k.display]
            assert shown and all(k.description in rows[-1] for k in shown), (size, rows[-1])
            hidden = len(screen.query_one(Footer).query(FooterKey)) - len(shown)
            assert ("Hilfe, mehr Tasten" in rows[-1]) == bool(hidden), (size, rows[-1])


# --- issue 35 item 11: open lists, history, stats and game over, nothing cut -----------


def table_cuts(table, rows: int | None = None) -> list[str]:
    """A history table wider than its room, or a column narrower than its heading (one
    line) or than one of its words."""
    found = []
    if table.virtual_size.width > table.scrollable_content_region.width:
        found.append(f"table {table.virtual_size.width} wide in "
                     f"{table.scrollable_content_region.width}")
    for i, column in enumerate(table.ordered_columns):
        texts = [str(table.get_row_at(r)[i]) for r in range(table.row_count)]
        longest = max([Text(str(column.label)).cell_len] +
                      [Text(word).cell_len for t in texts for word in t.split()])
        if column.get_render_width(table) - 2 * table.cell_padding < longest:
            found.append(f"column {column.label!s} narrower than a word ({longest})")
    return found


def overlay_cuts(overlay) -> list[str]:
    """Options of an open list that wrap or run past its edge."""
    room = overlay.scrollable_content_region.width - 2  # the option's padding
    return [str(o.prompt) for o in overlay._options if Text.from_markup(
        str(o.prompt)).cell_len > room]


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_german_open_lists_history_stats_and_game_over_cut_nothing(german, with_toy,
                                                                         size):
    from textual.widgets import DataTable, Footer, Select

    from boardgames_tui.ui.screens.history import HistoryScreen
    from boardgames_tui.ui.screens.setup import FormOverlay
    from tests.after_game.games import played

    played("azul-summer-pavilion", ["Ana", "Ben"], seed=4)
    played("castles-of-mad-king-ludwig", ["Jörg", "Ben", "Cleo"], seed=5)
    app = BoardGamesApp()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.push_screen(SetupScreen("azul-summer-pavilion"))
        await pilot.pause()
        for select_id in ("#who-1", "#colour-1", "#opt-side"):
            select = app.screen.query_one(select_id, Select)
            if select_id == "#who-1":
                select.value = "greedy"
                await pilot.pause()
                assert not cut_texts(app.screen, size), cut_texts(app.screen, size)
            select.focus()
            await pilot.press("space")
            await pilot.pause()
            overlay = select.query_one(FormOverlay)
            assert select.expanded and not overlay_cuts(overlay), overlay_cuts(overlay)
            keys = [k.description for k in app.screen.query_one(Footer).query(FooterKey)]
            assert "Liste schließen" in keys and "Dismiss menu" not in keys, keys
            await pilot.press("escape")
            await pilot.pause()
        app.pop_screen()
        app.push_screen(HistoryScreen())
        await pilot.pause()
        await pilot.pause()
        table = app.screen.query_one(DataTable)
        for _page in ("games", "players"):
            await pilot.pause()
            assert table.row_count and not table_cuts(table), (_page, table_cuts(table), [(str(c.label), c.width, c.get_render_width(table)) for c in table.ordered_columns])
            assert not cut_texts(app.screen, size), cut_texts(app.screen, size)
            await pilot.press("s")
        app.pop_screen()
        app.push_screen(GameOverScreen("Die Schlösser des König Ludwig", toy_sheet(4)))
        await pilot.pause()
        assert not cut_texts(app.screen, size), cut_texts(app.screen, size)
