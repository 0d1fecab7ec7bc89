"""Issue 35: the shell remembers the table (the last seats of each game, "same players
again", the colour-blind theme), history marks bots, a game left before any move is not
kept, and the German reads like the German editions (levels, keys, numbers, titles)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from textual.widgets import Select, Static

from boardgames_tui.cli import main
from boardgames_tui.engine import i18n, saves, settings
from boardgames_tui.ui.app import BoardGamesApp
from boardgames_tui.ui.game_screen import GameScreen
from boardgames_tui.ui.palette import SAFE_THEME
from boardgames_tui.ui.screens.resume import ResumeScreen
from boardgames_tui.ui.screens.selection import GameTile, SaveLine, SelectionScreen
from boardgames_tui.ui.screens.setup import SetupScreen

from .helpers import game_app

ROOT = Path(__file__).resolve().parents[2]


async def skip_resume(pilot) -> None:
    await pilot.pause()
    if isinstance(pilot.app.screen, ResumeScreen):
        await pilot.press("escape")
        await pilot.pause()


# --- 1. the setup starts from the last table; "same players again" ------------------------


async def test_the_next_setup_of_a_game_starts_from_its_last_table(with_toy, home):
    app = BoardGamesApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.push_screen(SetupScreen("toy"))
        await pilot.pause()
        screen = app.screen
        screen.query_one("#count", Select).value = 3
        await pilot.pause()
        screen.query_one("#name-0").value = "Jörg"
        screen.query_one("#who-1", Select).value = "greedy"
        screen.query_one("#colour-2", Select).value = "green"
        screen.query_one("#opt-target").value = "7"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
    table = settings.load().tables["toy"]
    assert [s.name for s in table.seats] == ["Jörg", "Ben", "Cleo"]
    assert [s.bot for s in table.seats] == [None, "greedy", None]

    app = BoardGamesApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await skip_resume(pilot)
        app.push_screen(SetupScreen("toy"))
        await pilot.pause()
        screen = app.screen
        assert screen.count == 3
        assert [screen.query_one(f"#name-{i}").value for i in range(3)] == ["Jörg", "Ben",
                                                                           "Cleo"]
        assert [screen.query_one(f"#who-{i}", Select).value for i in range(3)] == [
            "human", "greedy", "human"]
        assert screen.query_one("#colour-2", Select).value == "green"
        assert screen.query_one("#opt-target").value == "7"


async def test_same_players_again_from_the_game_list_starts_at_once(with_toy, home):
    from boardgames_tui.ui.screens.selection import AgainLine

    settings.remember_table("toy", ["Jörg", "Ben"], ["blue", "red"], {1: "strong"},
                            {"target": 9})
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await skip_resume(pilot)
        tile = app.screen.query_one("#tile-toy", GameTile)
        await pilot.pause()
        again = tile.query_one(AgainLine)
        assert str(again.render()) == "↻ Same players again: Jörg, Ben (bot)"
        again.focus()
        await pilot.pause()
        assert tile.border_title == "Enter: same players again"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        rec = app.session.match.record
        assert [p.name for p in rec.players] == ["Jörg", "Ben"]
        assert [p.bot for p in rec.players] == [None, "strong"]
        assert [p.colour for p in rec.players] == ["blue", "red"]
        assert rec.options["target"] == 9


def test_settings_of_an_earlier_version_or_damaged_parts_load_with_defaults(home):
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"auto_play_forced": False, "language": "de"}))
    loaded, problem = settings.read()
    assert problem is None and loaded.language == "de" and not loaded.auto_play_forced
    assert loaded.colour_blind is False and loaded.tables == {}
    path.write_text(json.dumps({"colour_blind": "maybe", "tables": {
        "toy": {"seats": [{"name": "Ana"}, {"name": "Ben", "bot": "greedy"}]},
        "akropolis": {"seats": "nobody"}, "rococo": 5}}))
    loaded, problem = settings.read()
    assert problem is None and loaded.colour_blind is False
    assert list(loaded.tables) == ["toy"], "a damaged table is forgotten alone"
    path.write_text(json.dumps({"tables": ["not", "a", "dict"]}))
    assert settings.read() == (settings.Settings(), None)


def test_a_remembered_table_that_no_longer_fits_is_left_aside(with_toy):
    from boardgames_tui.engine.settings import Seat, Table
    from boardgames_tui.ui.screens.setup import remembered_table

    five = Table(seats=[Seat(name=n) for n in "ABCDE"])  # the toy takes 2-3
    assert remembered_table("toy", five) is None
    assert remembered_table("no-such-game", Table(seats=[Seat(name="A")])) is None
    odd = Table(seats=[Seat(name="Ana", colour="plaid", bot="genius"), Seat(name="Ben")],
                options={"target": "many", "no_such_option": 1})
    table = remembered_table("toy", odd)
    assert table["names"] == ["Ana", "Ben"] and table["bots"] == {}
    assert all(c is not None for c in table["colours"])
    assert "no_such_option" not in table["options"]


# --- 2. the colour-blind theme is remembered and shows on the game list -------------------


async def test_the_colour_blind_theme_is_remembered_and_the_game_list_shows_it(home):
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        tile = screen.query_one(GameTile)
        before = (tile.styles.border_top, tile.styles.background)
        await pilot.press("t")
        await pilot.pause()
        assert app.theme == SAFE_THEME and settings.load().colour_blind
        assert (tile.styles.border_top, tile.styles.background) != before
        assert "colour-blind-safe" in str(screen.query_one("TitleBar").render())
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.theme == SAFE_THEME, "the next start keeps it"
        await pilot.press("ctrl+t")
        await pilot.pause()
        assert app.theme != SAFE_THEME and not settings.load().colour_blind
        assert "colour-blind" not in str(app.screen.query_one("TitleBar").render())


# --- 3. history marks bots and counts people apart ----------------------------------------


def _finished(game_id: str, players: list[str], bots: dict, seed: int):
    from boardgames_tui.engine.match import Match
    from boardgames_tui.engine.registry import get_game
    from tests.after_game.games import played

    match, path = played(game_id, players, seed=seed)
    record = match.record.model_copy(update={"players": [
        p.model_copy(update={"bot": bots.get(p.seat)}) for p in match.record.players]})
    saves.save(Match.replay(get_game(game_id), record), path)
    return path


def test_statistics_count_a_bot_apart_from_a_person_of_the_same_name(home):
    from boardgames_tui.engine.history import History, player_label, seat_label, statistics

    _finished("azul-summer-pavilion", ["Ana", "Ben"], {}, 4)
    _finished("azul-summer-pavilion", ["Ana", "Ben"], {1: "greedy"}, 5)
    history = History()
    games = history.sync()
    assert history.notes == [], "building the index the first time is not news"
    assert sorted(seat_label(g, 1) for g in games) == ["Ben", "Ben (bot)"]
    stats = statistics(games)
    assert player_label(stats[-1]) == "Bot: Casual", "the bots after the people"
    assert sorted(player_label(s) for s in stats[:-1]) == ["Ana", "Ben"]
    ben = next(s for s in stats if s.name == "Ben" and not s.bot)
    assert ben.games == 1, "the bot seated as Ben is not Ben"
    assert next(s for s in stats if s.bot == "greedy").games == 1


async def test_history_screen_in_german_marks_bots_and_writes_german_numbers(home, german):
    from textual.widgets import DataTable

    from boardgames_tui.ui.screens.history import HistoryScreen

    _finished("azul-summer-pavilion", ["Ana", "Ben"], {1: "greedy"}, 5)
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(HistoryScreen())
        await pilot.pause()
        await pilot.pause()
        table = app.screen.query_one(DataTable)
        cells = [str(c) for c in table.get_row_at(0)]
        assert "Ben (Computer)" in cells[2]
        await pilot.press("s")
        await pilot.pause()
        rows = [[str(c) for c in table.get_row_at(i)] for i in range(table.row_count)]
        assert any(r[0] == "Computer: Kenner" for r in rows)
        assert all(re.fullmatch(r"\d+,\d", r[5]) for r in rows), rows


# --- 4. a game left before any move; what Enter does on a tile -----------------------------


async def test_a_game_left_before_any_move_is_not_kept(with_toy, home):
    from boardgames_tui.ui.screens.selection import AgainLine

    app = game_app("toy", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        path = app.session.path
        assert path.exists()
        await pilot.press("q")
        await pilot.pause()
        assert "Nobody has made a move yet" in app.screen.question
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, SelectionScreen)
        assert not path.exists()
        lines = app.screen.query_one("#tile-toy").query(SaveLine)
        assert all(isinstance(line, AgainLine) for line in lines)


async def test_quitting_the_app_before_any_move_keeps_no_game(with_toy, home):
    app = game_app("toy", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        path = app.session.path
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert not path.exists()


async def test_the_tile_says_what_enter_does_on_what_has_the_focus(with_toy, home):
    from .test_shell_words import save_toy_games

    save_toy_games(with_toy, 1)
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await skip_resume(pilot)
        tile = app.screen.query_one("#tile-toy", GameTile)
        tile.focus()
        await pilot.pause()
        assert tile.border_title == "Enter: new game"
        await pilot.press("down")
        await pilot.pause()
        assert isinstance(app.focused, SaveLine)
        assert tile.border_title == "Enter: carry on this game"


# --- 5. seats on the command line and in simulate --json ----------------------------------


def test_readme_and_help_say_how_seats_are_counted(capsys):
    readme = (ROOT / "README.md").read_text()
    assert "count from 1" in readme and "count from 0" in readme
    for command in (["new", "--help"], ["simulate", "--help"]):
        with pytest.raises(SystemExit):
            main(command)
    out = " ".join(capsys.readouterr().out.split())
    assert "seats count from 1" in out and "seats counted from 0" in out


def test_the_command_line_takes_the_players_level_words_and_the_old_ids(monkeypatch):
    from boardgames_tui import cli

    game = cli._game("azul-summer-pavilion")
    assert cli._bot_levels(game, ["1=Expert", "2=greedy"], 2) == {0: "strong", 1: "greedy"}
    assert cli._bot_list(game, "beginner,casual", 2) == ["random", "greedy"]
    with pytest.raises(cli.UsageError, match="beginner \\(or random\\)"):
        cli._bot_list(game, "genius", 2)


# --- 7. bot levels: one table of names and one-line descriptions --------------------------


async def test_setup_names_levels_in_players_words_and_says_what_each_does(with_toy):
    from boardgames_tui.engine.bots import LEVEL_WORDS, level_about, level_name

    assert set(LEVEL_WORDS) == {"random", "greedy", "strong"}
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(SetupScreen("toy"))
        await pilot.pause()
        screen = app.screen
        who = screen.query_one("#who-1", Select)
        assert [str(p) for p, _v in who._options] == ["Person", "Bot: Beginner",
                                                      "Bot: Casual", "Bot: Expert"]
        about = screen.query_one("#about-strong", Static)
        assert not about.display
        who.value = "strong"
        await pilot.pause()
        assert about.display
        assert str(about.render()) == f"{level_name('strong')}: {level_about('strong')}"
    i18n.set_language("de")
    try:
        assert [level_name(lv) for lv in LEVEL_WORDS] == ["Einsteiger", "Kenner", "Experte"]
    finally:
        i18n.set_language("en")


# --- 8. German keys: undo, Enter, yes ------------------------------------------------------


async def test_the_german_confirm_takes_j_for_ja_and_english_does_not(german):
    from boardgames_tui.ui.screens.confirm import ConfirmScreen

    answers = []
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(ConfirmScreen("Wirklich?"), answers.append)
        await pilot.pause()
        assert "Ja (j)" in [str(b.label) for b in app.screen.query("Button")]
        await pilot.press("j")
        await pilot.pause()
        i18n.set_language("en")
        app.push_screen(ConfirmScreen("Really?"), answers.append)
        await pilot.pause()
        await pilot.press("j")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen), "j means nothing in English"
        await pilot.press("y")
        await pilot.pause()
    assert answers == [True, True]


def test_german_keys_read_as_on_a_german_keyboard_and_undo_is_not_back():
    from babel.messages.pofile import read_po

    from tests.catalogs import po_path

    i18n.set_language("de")
    try:
        assert i18n.translate(i18n.SHELL, "Undo") == "Rückgängig"
        assert i18n.translate(i18n.SHELL, "Back") == "Zurück"
    finally:
        i18n.set_language("en")
    enter = []
    for path in sorted(po_path(i18n.SHELL, "de").parent.glob("*.po")):
        with path.open("rb") as fh:
            for message in read_po(fh):
                forms = message.string if isinstance(message.string, tuple) else (
                    message.string,)
                enter += [f for f in forms if f and re.search(r"\bEingabe\b", f)]
    assert not enter, "the footer says Enter; so do the prompts"


# --- 6. and 10. titles and numbers as the German editions write them -----------------------


def test_rococo_is_rokoko_in_german_and_numbers_use_a_decimal_comma():
    from boardgames_tui.engine.registry import entry

    i18n.set_language("de")
    try:
        assert i18n.title(entry("rococo")) == "Rokoko"
        assert i18n.number(91.0, 1) == "91,0" and i18n.number(1000) == "1.000"
        assert i18n.percent(0.5) == "50\u00a0%"
    finally:
        i18n.set_language("en")
    assert i18n.number(1234.5, 1) == "1,234.5" and i18n.percent(0.5) == "50%"
    assert (ROOT / "assets/rococo/rules.de.md").read_text().startswith("# Rokoko\n")


def test_stats_on_the_command_line_cut_no_title_and_count_bots_apart(home, capsys):
    _finished("azul-summer-pavilion", ["Ana", "Ben"], {1: "strong"}, 5)
    try:
        assert main(["--lang", "de", "stats"]) == 0
    finally:
        i18n.set_language("en")
    out = capsys.readouterr().out
    assert "  Azul: Der Sommerpavillon " in out, out
    assert "Computer: Experte" in out and re.search(r"\d+,\d\b", out), out
    assert not re.search(r"^Ben\b", out, re.MULTILINE), "the bot is not Ben"


async def test_a_resumed_game_is_kept_however_it_is_left(with_toy, home):
    """Only a game started in this run and left before any move goes; a save the player
    resumed is theirs (an earlier version may have kept one without moves)."""
    from boardgames_tui.engine.match import Match

    path = saves.new_save_path("toy")
    saves.save(Match.new(with_toy, ["Ana", "Ben"], 5), path)
    app = BoardGamesApp(resume_path=path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.session is not None and app.session.path == path
        await pilot.press("q")
        await pilot.pause()
        assert "It is saved" in app.screen.question
        await pilot.press("y")
        await pilot.pause()
    assert path.exists()


async def test_the_tiles_frame_titles_fit_in_german_at_80_columns(with_toy, home, german):
    """What Enter does, in the tile's frame: a 40-column tile holds 34 characters."""
    from boardgames_tui.ui.screens.selection import AgainLine

    from .test_shell_words import save_toy_games

    save_toy_games(with_toy, 1)
    settings.remember_table("toy", ["Jörg", "Ben"], None, {1: "greedy"}, {})
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await skip_resume(pilot)
        tile = app.screen.query_one("#tile-toy", GameTile)
        await pilot.pause()
        titles = []
        for target in [tile, *tile.query(SaveLine)]:
            target.focus()
            await pilot.pause()
            titles.append(tile.border_title)
        assert isinstance(target, AgainLine) and len(set(titles)) == 3, titles
        assert all(len(t) <= tile.size.width - 6 for t in titles), (titles, tile.size.width)
