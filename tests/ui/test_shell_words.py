"""The shell speaks a player's words and sets no traps (issue 13): setup, help, handoff,
resume list, game list, game over.

The banned patterns are the project's one set (tests/words.py), plus the raw key names
Textual uses internally.
"""

from __future__ import annotations

import re
from typing import Literal

import pytest
from pydantic import BaseModel, Field
from textual.widgets import Button, Input, Label, Markdown, OptionList, Select, Static
from textual.widgets._footer import FooterKey

import boardgames_tui.games as games_pkg
from boardgames_tui.ui.app import BoardGamesApp
from boardgames_tui.ui.game_screen import GameScreen
from boardgames_tui.ui.screens.setup import SetupScreen
from boardgames_tui.ui.screens.words import clean_text, key_name, keys_text
from tests.words import BANNED  # the one set of patterns (grid coordinates, ids, ...)

from .helpers import game_app

RAW_KEYS = r"\b(?:question_mark|left_square_bracket|right_square_bracket|equals_sign|" \
           r"full_stop|exclamation_mark|number_sign|ctrl\+|super\+|pageup|pagedown)\b"
TOOLKIT_KEYS = ["Scroll Home", "Scroll End", "Page Left", "Page Right", "Copy selected text",
                "Scroll Up", "Scroll Down", "palette"]

# Sizes a shell screen is resized through and must come back from unchanged (below
# 80×24 the frame's "too small" layer covers it meanwhile).
RESIZES = [(20, 10), (250, 80), (60, 20), (80, 24), (160, 50), (80, 24)]

GAME_IDS = [g.id for g in games_pkg.GAMES]


def banned_in(text: str) -> list[str]:
    found = [f"{kind}: {m.group(0)!r}" for kind, pat in BANNED.items()
             for m in [re.search(pat, text)] if m]
    return found


def plain(prompt) -> str:
    """An option's text without its markup."""
    from rich.text import Text

    return Text.from_markup(prompt).plain if isinstance(prompt, str) else str(prompt)


def screen_texts(screen) -> list[str]:
    """Every text a player can read on a screen, also scrolled away or in a closed list."""
    out = []
    for w in screen.query("*"):
        if isinstance(w, Markdown):
            out.append(w.source)
        elif isinstance(w, Select):
            out += [str(p) for p, _ in w._options]
        elif isinstance(w, Input):
            out += [w.value, w.placeholder or ""]
        elif isinstance(w, Button):
            out.append(str(w.label))
        elif isinstance(w, OptionList):
            out += [plain(w.get_option_at_index(i).prompt) for i in range(w.option_count)]
        elif isinstance(w, Static | Label):
            out.append(str(w.render()))
    return [t for t in out if t]


# --- the words helpers ------------------------------------------------------------------


def test_key_names_read_as_printed_on_a_keyboard():
    assert key_name("question_mark") == "?"
    assert key_name("left_square_bracket") == "["
    assert key_name("equals_sign") == "="
    assert key_name("ctrl+t") == "Ctrl+T"
    assert key_name("escape") == "Esc"
    assert key_name("left") == "←"
    assert key_name("enter") == "Enter"
    assert key_name("f1") == "F1"
    assert key_name("shift+tab") == "Shift+Tab"
    assert keys_text("f1,question_mark") == "F1 / ?"


def test_clean_text_drops_spec_references_and_snake_case():
    assert clean_text("Houses variant (§6): doubled at 10+.") == "Houses variant: doubled at 10+."
    assert clean_text("PP at the end (D-3)") == "PP at the end"
    assert clean_text("start at 0, 1, 2, 3 (rules §7.8); off") == "start at 0, 1, 2, 3; off"
    assert clean_text("the long game (all_tiles) is", {"all_tiles": "All tiles"}) \
        == "the long game (“All tiles”) is"
    assert clean_text("solo_level applies") == "solo level applies"


# --- setup (issue 13 item 6) ------------------------------------------------------------


class WordyOptions(BaseModel):
    target: int = Field(12, title="Points that end the game",
                        description="The game ends when this many points are added (§4).")
    bonus_deck: bool = Field(True, title="Card deck", description="Play with the card deck")
    scoring: Literal["by_count", "per_card"] = Field(
        "by_count", title="Card scoring", description="How cards score (D-3)",
        json_schema_extra={"choices": {"by_count": "By how many cards",
                                       "per_card": "Each card on its own"}})
    pace_mode: Literal["fast_pace", "slow_pace"] = "fast_pace"  # no words given


@pytest.fixture
def wordy_toy(with_toy, monkeypatch):
    from tests.toy_game import ToyGame

    monkeypatch.setattr(ToyGame, "Options", WordyOptions)
    return with_toy


async def open_setup(app, pilot, game_id: str):
    app.push_screen(SetupScreen(game_id))
    await pilot.pause()
    return app.screen


async def test_setup_focus_starts_on_player_count_and_enter_moves_on(with_toy):
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(app, pilot, "toy")
        assert app.focused.id == "count"
        order = []
        for _ in range(5):
            await pilot.press("enter")
            await pilot.pause()
            order.append(app.focused.id)
        assert isinstance(app.screen, SetupScreen), "Enter never starts the game"
        assert order == ["name-0", "colour-0", "who-0", "name-1", "colour-1"]
        assert screen.query_one("#count", Select).value == 2


@pytest.mark.parametrize("key", ["ctrl+s", "f5"])
async def test_setup_ctrl_s_and_f5_start_and_the_footer_says_so(with_toy, key):
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(app, pilot, "toy")
        await pilot.pause()
        keys = {k.key_display: k.description for k in screen.query(FooterKey)}
        assert keys.get("Ctrl+S") == "Start"
        await pilot.press(key)
        await pilot.pause()
        assert isinstance(app.screen, GameScreen), key


async def test_setup_arrows_step_a_choice_and_count_shows_seats(with_toy):
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(app, pilot, "toy")
        await pilot.press("right")
        await pilot.pause()
        assert screen.query_one("#count", Select).value == 3
        assert screen.query_one("#seat-2").display


async def test_setup_errors_show_at_once_next_to_the_field_and_beside_start(with_toy):
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(app, pilot, "toy")
        summary = screen.query_one("#setup-error", Static)
        assert "Ready" in str(summary.render())
        screen.query_one("#name-1", Input).focus()
        screen.query_one("#name-1", Input).value = ""
        await pilot.pause()
        assert "needs a name" in str(screen.query_one("#err-seat-1", Static).render())
        assert "Seat 2: needs a name" in str(summary.render())
        screen.query_one("#name-1", Input).value = "ana"
        await pilot.pause()
        assert "same name as Seat 1" in str(screen.query_one("#err-seat-1", Static).render())
        assert "same name as Seat 2" in str(screen.query_one("#err-seat-0", Static).render())
        assert "Seat 2: same name as Seat 1" in str(summary.render())
        screen.query_one("#seed", Input).value = "x"
        await pilot.pause()
        assert "whole number" in str(screen.query_one("#err-seed", Static).render())
        assert "3 problems" in str(summary.render())
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen), "a form with problems does not start"
        assert app.focused.id == "name-0", "Start takes the cursor to the first problem"
        screen.query_one("#name-1", Input).value = "Ben"
        screen.query_one("#seed", Input).value = "5"
        await pilot.pause()
        assert str(screen.query_one("#err-seat-1", Static).render()) == ""
        assert "Ready" in str(summary.render())


async def test_setup_typing_a_duplicate_name_shows_the_error_while_typing(with_toy):
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(app, pilot, "toy")
        await pilot.press("enter", "enter", "enter", "enter")  # to Seat 2's name
        assert app.focused.id == "name-1"
        await pilot.press(*["backspace"] * 3, "A", "n", "a")
        await pilot.pause()
        assert screen.query_one("#name-1", Input).value == "Ana"
        assert "same name as Seat 1" in str(screen.query_one("#err-seat-1", Static).render())


def colour_offer(screen, seat: int) -> list[str]:
    return [v for _, v in screen.query_one(f"#colour-{seat}", Select)._options]


async def test_setup_taken_colours_are_not_offered_to_other_seats(with_toy):
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(app, pilot, "toy")
        first = screen.query_one("#colour-0", Select).value
        second = screen.query_one("#colour-1", Select).value
        assert first != second
        assert first not in colour_offer(screen, 1) and second not in colour_offer(screen, 0)
        screen.query_one("#colour-0", Select).value = "green"
        await pilot.pause()
        assert "green" not in colour_offer(screen, 1)
        assert first in colour_offer(screen, 1), "the colour given up is free again"
        screen.query_one("#colour-2", Select).value = "blue" if second != "blue" else "red"
        screen.query_one("#count", Select).value = 3
        await pilot.pause()
        colours = [screen.query_one(f"#colour-{i}", Select).value for i in range(3)]
        assert len(set(colours)) == 3, "a seat that comes into play gets a free colour"
        for i in range(3):
            others = set(colours) - {colours[i]}
            assert not others & set(colour_offer(screen, i))


async def test_setup_reads_option_words_from_the_model(wordy_toy):
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(app, pilot, "toy")
        texts = "\n".join(screen_texts(screen))
        for words in ("Points that end the game", "Card deck", "Card scoring",
                      "By how many cards", "Each card on its own", "Pace mode", "Fast pace",
                      "Play with the card deck", "How cards score"):
            assert words in texts
        for internal in ("by_count", "per_card", "pace_mode", "fast_pace", "§4", "D-3"):
            assert internal not in texts
        screen.query_one("#opt-scoring", Select).value = "per_card"
        screen.query_one("#opt-target", Input).value = "9"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.session.match.record.options["scoring"] == "per_card"
        assert app.session.match.state.target == 9


async def test_setup_option_refused_for_the_player_count_shows_next_to_the_option():
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(app, pilot, "akropolis")
        screen.query_one("#count", Select).value = 4
        screen.query_one("#opt-all_tiles").value = True
        await pilot.pause()
        err = str(screen.query_one("#err-opt-all_tiles", Static).render())
        assert "2 or 3 players" in err
        assert not banned_in(err)
        assert "2 or 3 players" in str(screen.query_one("#setup-error", Static).render())
        screen.query_one("#count", Select).value = 3
        await pilot.pause()
        assert str(screen.query_one("#err-opt-all_tiles", Static).render()) == ""


@pytest.mark.parametrize("game_id", GAME_IDS)
async def test_setup_form_of_every_game_speaks_words_and_fits_80x24(game_id):
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(app, pilot, game_id)
        g = screen.game
        screen.query_one("#count", Select).value = g.max_players
        await pilot.pause()
        texts = screen_texts(screen)
        problems = [(t, banned_in(t)) for t in texts if banned_in(t)]
        assert not problems
        assert "Ready" in str(screen.query_one("#setup-error", Static).render())
        start = screen.query_one("#start", Button)
        assert start.region.bottom <= 23 and start.region.width > 0, "Start stays on screen"
        for size in RESIZES:
            await pilot.resize_terminal(*size)
            await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert screen.query_one("#count", Select).value == g.max_players


# --- help (issue 13 item 2) ----------------------------------------------------------------

TOY_RULES_MD = """# Toy

Add points, draw cards.

## Adding points

Add 1 or 2 points, at most twice a turn.

## Drawing

Draw the top card.
"""


def help_problems(md: str) -> list[str]:
    found = [k for k in TOOLKIT_KEYS if k in md]
    found += [m.group(0) for m in re.finditer(RAW_KEYS, md)]
    found += banned_in(md)
    return found


async def test_help_from_f1_shows_the_players_keys_only(with_toy):
    from boardgames_tui.ui.screens.help import HelpScreen

    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        md = app.screen.query_one(Markdown).source
        assert not help_problems(md)
        assert "| `F1` / `?` | Keys and rules |" in md
        assert "| `Ctrl+T` | Colour-blind-safe theme on/off |" in md
        assert "| `1` | Add one point |" in md
        await pilot.press("escape")
        assert isinstance(app.screen, GameScreen)


async def test_help_for_screen_opens_at_the_rules_of_the_decision_on_turn(with_toy,
                                                                          monkeypatch):
    from boardgames_tui.ui.screens.help import HelpScreen
    from tests.toy_game import ToyWords

    monkeypatch.setattr(ToyWords, "rules_text", lambda self: TOY_RULES_MD)
    monkeypatch.setattr(ToyWords, "rules_topic",
                        lambda self, state, seat: "Adding points" if seat == 0 else "Drawing")
    app = game_app("toy", ["Ana", "Ben"])
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(HelpScreen.for_screen(app.screen))
        await pilot.pause()
        md = app.screen.query_one(Markdown).source
        keys_at = md.index("## Keys on this screen")
        topic_at = md.index("## Your decision now: Adding points")
        rules_at = md.index("# Toy\n")
        assert keys_at < topic_at < rules_at
        section = md[topic_at:rules_at]
        assert "at most twice a turn" in section and "Draw the top card" not in section
        assert "Draw the top card" in md[rules_at:], "the whole rules follow"
        undo = "Take back the last decision, until the next player acts or sees a secret"
        assert f"| `u` | {undo} |" in md, \
            "u always answers: when nothing can be undone, the prompt says why (issue 28)"
        assert not help_problems(md)


async def test_help_on_the_setup_screen_shows_that_games_rules(with_toy, monkeypatch):
    from boardgames_tui.ui.screens.help import HelpScreen
    from tests.toy_game import ToyWords

    monkeypatch.setattr(ToyWords, "rules_text", lambda self: TOY_RULES_MD)
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(app, pilot, "toy")
        app.push_screen(HelpScreen.for_screen(screen))
        await pilot.pause()
        md = app.screen.query_one(Markdown).source
        assert "Add 1 or 2 points" in md
        assert "| `Ctrl+S` / `F5` | Start the game with this setup |" in md
        assert not help_problems(md)


async def start_game_screen(pilot, app):
    """Wait for the game screen, passing a handoff screen if one shows first."""
    from boardgames_tui.ui.screens.handoff import HandoffScreen

    for _ in range(20):
        await pilot.pause()
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
        elif isinstance(app.screen, GameScreen):
            return app.screen
    game = [s for s in app.screen_stack if isinstance(s, GameScreen)]
    return game[-1]


@pytest.mark.parametrize("game_id", GAME_IDS)
async def test_help_over_every_game_screen_speaks_a_players_words(game_id):
    from boardgames_tui.ui.screens.help import HelpScreen, rules_section

    app = game_app(game_id, ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await start_game_screen(pilot, app)
        help_screen = HelpScreen.for_screen(screen)
        app.push_screen(help_screen)
        await pilot.pause()
        md = help_screen.query_one(Markdown).source
        assert not help_problems(md), help_problems(md)
        assert "| `q` | Leave the game (it stays saved) |" in md
        topic = screen.game.words.rules_topic(screen.match.state, screen.seat)
        if topic is not None:
            assert rules_section(screen.game.words.rules_text(), topic) is not None, \
                f"rules_topic {topic!r} is not a heading of the rules"
            assert f"## Your decision now: {topic}" in md
        for size in RESIZES:
            await pilot.resize_terminal(*size)
            await pilot.pause()
        assert app.screen is help_screen
        await pilot.press("escape")
        assert app.screen is screen


# --- handoff (issue 13 item 3) -------------------------------------------------------------


@pytest.fixture
def private_toy(with_toy, monkeypatch):
    from tests.toy_game import ToyView

    monkeypatch.setattr(ToyView, "private_decision", lambda self, state, seat: True)
    return with_toy


async def test_handoff_offers_help_and_quit_and_the_game_stays_saved(private_toy):
    from boardgames_tui.engine import saves
    from boardgames_tui.ui.screens.confirm import ConfirmScreen
    from boardgames_tui.ui.screens.handoff import HandoffScreen
    from boardgames_tui.ui.screens.help import HelpScreen
    from boardgames_tui.ui.screens.selection import SelectionScreen

    app = game_app("toy", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        text = str(app.screen.query_one("#handoff-text", Static).render())
        assert "It is Ana's turn" in text
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen), "Esc asks to leave"
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert "Nobody has made a move yet" in str(app.screen.question)
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, SelectionScreen)
        entries, _ = saves.scan()
        assert entries == [], "left before anyone moved: not kept as unfinished (issue 35)"


async def test_handoff_offers_undo_of_the_previous_decision_while_possible(with_toy):
    from boardgames_tui.ui.screens.handoff import HandoffScreen
    from tests.toy_game import Add

    app = game_app("toy", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        session = app.session
        session.apply(0, Add(amount=2))
        assert session.match.can_undo()
        results = []
        app.push_screen(HandoffScreen("Ben", session=session, seat=1), results.append)
        await pilot.pause()
        text = str(app.screen.query_one("#handoff-text", Static).render())
        assert "Ana: press u to take back your last decision." in text
        keys = {k.key_display: k.description for k in app.screen.query(FooterKey)}
        assert keys.get("u") == "Undo"
        await pilot.press("u")
        await pilot.pause()
        assert results == ["undo"], "the handoff hands the undo to the game screen"


async def test_handoff_without_undo_says_nothing_about_it_and_u_does_nothing(with_toy):
    from boardgames_tui.ui.screens.handoff import HandoffScreen
    from tests.toy_game import Draw

    app = game_app("toy", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        session = app.session
        session.apply(0, Draw())  # a draw reveals a card: final
        assert not session.match.can_undo()
        results = []
        handoff = HandoffScreen("Ben", session=session, seat=1)
        app.push_screen(handoff, results.append)
        await pilot.pause()
        assert "press u" not in str(handoff.query_one("#handoff-text", Static).render())
        await pilot.press("u")
        await pilot.pause()
        assert app.screen is handoff and results == []
        await pilot.press("enter")
        await pilot.pause()
        assert results == [None]


# --- resume list (issue 13 item 7) ---------------------------------------------------------


def test_last_played_in_words():
    from datetime import UTC, datetime, timedelta

    from boardgames_tui.ui.screens.words import ago

    now = datetime(2026, 3, 10, 18, 30, tzinfo=UTC)

    def iso(**delta):
        return (now - timedelta(**delta)).isoformat()

    assert ago(iso(seconds=20), now) == "just now"
    assert ago(iso(minutes=1), now) == "1 minute ago"
    assert ago(iso(minutes=5), now) == "5 minutes ago"
    assert ago(iso(hours=3), now) == "3 hours ago"
    local = (now - timedelta(days=1)).astimezone()
    assert ago(iso(days=1), now) == f"yesterday at {local:%H:%M}"
    assert ago(iso(days=3), now).endswith(f"at {(now - timedelta(days=3)).astimezone():%H:%M}")
    assert ago(iso(days=40), now).startswith("on ")
    assert "T" not in ago(iso(days=400), now)


def make_saves(toy):
    from boardgames_tui.engine.match import Match
    from boardgames_tui.engine.session import Session
    from tests.toy_game import Add, EndTurn

    older = Session(Match.new(toy, ["Ana", "Ben"], seed=8, bots={1: "strong"}))
    older.apply(0, Add(amount=2))
    newer = Session(Match.new(toy, ["Cleo", "Dan", "Eva"], seed=9))
    newer.apply(0, Add(amount=1))
    newer.apply(0, EndTurn())
    return older, newer


async def test_resume_rows_say_players_bots_whose_turn_progress_and_when(with_toy):
    from boardgames_tui.ui.screens.resume import ResumeScreen

    make_saves(with_toy)
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        rows = [plain(o.prompt) for o in app.screen.query_one(OptionList)._options]
        assert len(rows) == 2
        joined = "\n".join(rows)
        assert "Toy: Ana, Ben (bot, Expert)" in joined
        assert "Ana to play · 2 of 12 · last played just now" in joined
        assert "Toy: Cleo, Dan, Eva" in joined and "Dan to play · 1 of 12" in joined
        assert not any(banned_in(r) for r in rows)
        keys = {k.key_display: k.description for k in app.screen.query(FooterKey)}
        assert keys.get("Enter") == "Resume" and keys.get("d") == "Delete"


async def test_resume_delete_asks_then_removes_the_file_and_refreshes(with_toy, home):
    from boardgames_tui.ui.screens.confirm import ConfirmScreen
    from boardgames_tui.ui.screens.resume import ResumeScreen
    from boardgames_tui.ui.screens.selection import SelectionScreen

    older, newer = make_saves(with_toy)
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ResumeScreen)
        first = screen.highlighted
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert "Delete the saved game of Toy with" in app.screen.question
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is screen and first.path.exists(), "No keeps the save"
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert app.screen is screen
        assert not first.path.exists()
        assert len(screen.entries) == 1 and screen.query_one(OptionList).option_count == 1
        left = screen.entries[0]
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert not left.path.exists()
        assert isinstance(app.screen, SelectionScreen), "no saves left: the game list"
    assert not list((home / "saves").glob("*.json"))


async def test_resume_enter_carries_on_the_highlighted_game(with_toy):
    from boardgames_tui.ui.screens.resume import ResumeScreen

    older, newer = make_saves(with_toy)
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        second = app.screen.entries[1].match.names
        await pilot.press("down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.session.match.names == second


# --- the game list as the front door (issue 13 item 8) -------------------------------------


def tile_text(tile) -> str:
    """Its own words (a tile draws them itself) and those of the lines in it."""
    return "\n".join([tile.words().plain, *screen_texts(tile)])


async def test_game_list_tiles_say_players_time_and_what_it_is():
    from boardgames_tui.ui.screens.selection import GameTile

    expected = {
        "azul-summer-pavilion": "2–4 players · 30–45 min",
        "akropolis": "1–4 players · 20–30 min",
        "castles-of-mad-king-ludwig": "2–4 players · 90 min",
        "rococo": "1–5 players · 60–120 min",
        "bruxelles-1897": "2–4 players · 45–60 min",
    }
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        tiles = {t.entry.id: t for t in app.screen.query(GameTile)}
        assert set(tiles) == set(expected)
        colours = set()
        for game_id, facts in expected.items():
            text = tile_text(tiles[game_id])
            assert tiles[game_id].entry.title in text and facts in text
            assert tiles[game_id].entry.blurb in text
            colours.add(tiles[game_id].entry.colours)
        assert len(colours) == len(expected), "each game in its own colours"
        assert app.focused is tiles["azul-summer-pavilion"]


def save_toy_games(toy, count: int):
    from boardgames_tui.engine.match import Match
    from boardgames_tui.engine.session import Session
    from tests.toy_game import Add

    sessions = []
    for i in range(count):
        s = Session(Match.new(toy, ["Ana", "Ben"], seed=10 + i, bots={1: "greedy"}))
        s.apply(0, Add(amount=1 + i % 2))
        sessions.append(s)
    return sessions


async def test_game_list_shows_unfinished_games_on_their_tile_and_resumes_them(with_toy):
    from boardgames_tui.ui.screens.resume import ResumeScreen
    from boardgames_tui.ui.screens.selection import SaveLine

    (session,) = save_toy_games(with_toy, 1)
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if isinstance(app.screen, ResumeScreen):  # the app may also offer its list
            await pilot.press("escape")
            await pilot.pause()
        tile = app.screen.query_one("#tile-toy")
        await pilot.pause()
        lines = list(tile.query(SaveLine))
        assert [str(line.render()) for line in lines] == ["▸ Ana to play · 1 of 12"]
        tile.focus()
        await pilot.press("down")
        assert app.focused is lines[0]
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.session.match.record.seed == session.match.record.seed


async def test_game_list_keyboard_and_mouse_open_a_new_game(with_toy):
    from boardgames_tui.ui.screens.selection import SelectionScreen

    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        order = []
        for key in ["down", "down", "down", "right", "up"]:  # the tile drawn that way
            await pilot.press(key)
            order.append(app.focused.id)
        assert order == ["tile-castles-of-mad-king-ludwig", "tile-bruxelles-1897",
                         "tile-bruxelles-1897", "tile-toy", "tile-rococo"]
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen) and app.screen.game.id == "rococo"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SelectionScreen)
        await pilot.click("#tile-akropolis")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen) and app.screen.game.id == "akropolis"


async def test_game_list_leaving_a_game_shows_it_on_the_tile(with_toy):
    from boardgames_tui.ui.screens.selection import SaveLine, SelectionScreen

    app = game_app("toy", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("2", "e")
        await pilot.press("q")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, SelectionScreen)
        lines = [str(s.render()) for s in app.screen.query_one("#tile-toy").query(SaveLine)]
        assert lines == ["▸ Ben to play · 2 of 12", "↻ Same players again: Ana, Ben"]


@pytest.mark.parametrize("size", [(80, 24), (120, 40), (160, 50)])
async def test_game_list_fits_with_unfinished_games_everywhere(with_toy, size):
    from boardgames_tui.ui.screens.resume import ResumeScreen
    from boardgames_tui.ui.screens.selection import GameTile, SaveLine, SelectionScreen

    save_toy_games(with_toy, 3)
    app = BoardGamesApp()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        if isinstance(app.screen, ResumeScreen):
            await pilot.press("escape")
        await pilot.pause()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SelectionScreen)
        lines = list(screen.query_one("#tile-toy").query(SaveLine))
        if size == (80, 24):
            assert len(lines) == 1 and "3 unfinished games" in str(lines[0].render())
        else:
            assert len(lines) == 3
        w, h = size
        for tile in screen.query(GameTile):
            if tile.entry.id == "toy":
                continue  # a test game beyond the five: may scroll
            r = tile.region
            assert r.width > 0 and r.right <= w and r.bottom <= h - 1, tile.entry.id
        if size == (160, 50):
            assert screen.has_class("-wide")
            assert len({t.region.x for t in screen.query(GameTile)}) == 3
        for other in RESIZES:
            await pilot.resize_terminal(*other)
            await pilot.pause()
        assert app.screen is screen


# --- game over (score sheet words, 5 players at 80×24) ----------------------------------


def test_winner_line_says_the_tie_break_in_words():
    from boardgames_tui.engine.scoring import ScoreSheet, SeatScore
    from boardgames_tui.ui.screens.game_over import winner_line

    def sheet(*rows, label="stones left"):
        return ScoreSheet.build([SeatScore(seat=i, name=n, total=t, tiebreak=tb)
                                 for i, (n, t, tb) in enumerate(rows)], [], label)

    assert winner_line(sheet(("Ana", 21, [1]), ("Ben", 19, [3]))) == \
        "Ana wins with 21 points."
    assert winner_line(sheet(("Ana", 21, [3]), ("Ben", 21, [1]))) == \
        "Ana and Ben both have 21 points; Ana wins on stones left (3 to 1)."
    assert winner_line(sheet(("Ana", 21, [2]), ("Ben", 21, [2]))) == \
        "Shared victory: Ana and Ben with 21 points, also level on stones left."
    assert winner_line(sheet(("Ana", 9, [-2]), ("Ben", 9, [-3]), label="fewer cards")) == \
        "Ana and Ben both have 9 points; Ana wins on fewer cards (2 to 3)."


def mid_game_sheet(game_id: str, players: int, moves: int = 60):
    import random

    from boardgames_tui.engine.registry import get_game

    g = get_game(game_id)
    names = ["Ana", "Ben", "Cleo", "Dan", "Eva"][:players]
    state = g.setup(names, 5, g.Options())
    rng = random.Random(5)
    for _ in range(moves):
        if g.is_over(state):
            break
        seat = g.to_act(state)[0]
        state = g.apply(state, seat, rng.choice(g.legal_actions(state, seat)))
    return g, g.score_sheet(state)


@pytest.mark.parametrize("game_id", GAME_IDS)
async def test_game_over_sheet_of_every_game_in_words_and_fits_80x24(game_id):
    from boardgames_tui.engine.registry import get_game
    from boardgames_tui.ui.screens.game_over import GameOverScreen

    game, sheet = mid_game_sheet(game_id, get_game(game_id).max_players)
    words = list(sheet.category_names) + [sheet.tiebreak_label]
    assert not [w for w in words if banned_in(w)], words
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(GameOverScreen(game.title, sheet))
        await pilot.pause()
        screen = app.screen
        texts = screen_texts(screen)
        assert not [t for t in texts if banned_in(t)]
        for wid in ("#winner", "#again", "#menu", "#sheet"):
            r = screen.query_one(wid).region
            assert r.width > 0 and r.height > 0 and r.bottom <= 23 and r.right <= 80, wid
        table = screen.query_one("#sheet")
        assert table.region.width >= table.virtual_size.width, "every player's column shows"
        await pilot.press("end")
        await pilot.pause()
        assert table.scroll_y == table.max_scroll_y, "a taller sheet scrolls"
        for size in RESIZES:
            await pilot.resize_terminal(*size)
            await pilot.pause()
        assert app.screen is screen


# --- every shell screen at 80×24: words and resizes (issue 12 item 2, issue 13 item 1) -----


async def test_every_shell_screen_speaks_words_and_survives_resizes(with_toy):
    from boardgames_tui.ui.screens.confirm import ConfirmScreen
    from boardgames_tui.ui.screens.handoff import HandoffScreen
    from boardgames_tui.ui.screens.resume import ResumeScreen
    from boardgames_tui.ui.screens.selection import SelectionScreen
    from tests.toy_game import Add

    save_toy_games(with_toy, 2)
    app = BoardGamesApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if not isinstance(app.screen, ResumeScreen):
            app.open_resume_list()
            await pilot.pause()
        screens = []

        async def check(kind):
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, kind)
            texts = screen_texts(screen)
            assert texts and not [t for t in texts if banned_in(t)], texts
            assert not [t for t in texts if re.search(RAW_KEYS, t)]
            for size in RESIZES:
                await pilot.resize_terminal(*size)
                await pilot.pause()
            assert app.screen is screen, kind
            screens.append(kind.__name__)

        await check(ResumeScreen)
        await pilot.press("d")
        await check(ConfirmScreen)
        await pilot.press("n", "escape")
        await check(SelectionScreen)
        await pilot.press("n")  # a new game of the first tile
        await pilot.press("escape")
        app.start_match("toy", ["Ana", "Ben"], seed=4)
        await pilot.pause()
        app.session.apply(0, Add(amount=1))
        app.push_screen(HandoffScreen("Ben", session=app.session, seat=1))
        await check(HandoffScreen)
        assert screens == ["ResumeScreen", "ConfirmScreen", "SelectionScreen", "HandoffScreen"]


async def test_confirm_defaults_to_no_so_esc_then_enter_on_a_handoff_keeps_the_game(
        private_toy):
    from boardgames_tui.ui.screens.handoff import HandoffScreen

    app = game_app("toy", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("escape", "enter")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and app.session is not None


def test_help_rows_group_keys_and_collapse_digit_runs():
    from textual.binding import Binding

    from boardgames_tui.ui.screens.help import UNKNOWN, key_rows, keys_markdown

    items = [(UNKNOWN, Binding(str(i), f"select({i})", "", tooltip=f"Select site tile {i}"),
              True, None) for i in range(1, 7)]
    items += [(UNKNOWN, Binding(k, "help", "Help", tooltip="Keys and rules"), True, None)
              for k in ("f1", "question_mark")]
    items.append((UNKNOWN, Binding("home", "scroll_home", "Scroll Home"), True, None))
    md = keys_markdown(key_rows(items))
    assert "| `1`–`6` | Select site tile 1–6 |" in md
    assert "| `F1` / `?` | Keys and rules |" in md
    assert "Scroll Home" not in md


async def test_handoff_after_an_end_of_turn_offers_to_take_it_back(private_toy):
    from boardgames_tui.ui.screens.handoff import HandoffScreen
    from tests.toy_game import Add, EndTurn

    app = game_app("toy", ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # Ana takes the keyboard
        session = app.session
        session.apply(0, Add(amount=1))
        session.apply(0, EndTurn())
        m = session.match
        assert not m.can_undo() and m.can_undo(private_seen=False)
        results = []
        app.push_screen(HandoffScreen("Ben", session=session, seat=1), results.append)
        await pilot.pause()
        assert "Ana: press u to take back your last decision." in \
            str(app.screen.query_one("#handoff-text", Static).render())
        await pilot.press("u")
        await pilot.pause()
        assert results == ["undo"]
        session.undo(private_seen=False)  # what the game screen does with "undo"
        assert m.to_act() == [0]
