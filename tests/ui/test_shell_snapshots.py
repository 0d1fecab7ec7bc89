"""SVG snapshots of the shell screens, on the toy game so they do not change with the games.

Update after an intended change: `.venv/bin/pytest tests/ui --snapshot-update`.
"""

from __future__ import annotations

import pytest

import boardgames_tui.games as games_pkg
from boardgames_tui.engine.scoring import ScoreSheet, SeatScore
from boardgames_tui.ui.app import BoardGamesApp
from boardgames_tui.ui.screens.game_over import GameOverScreen
from boardgames_tui.ui.screens.handoff import HandoffScreen
from boardgames_tui.ui.screens.setup import SetupScreen

from .conftest import TOY
from .helpers import game_app

SIZE = (100, 30)


@pytest.fixture
def only_toy(monkeypatch):
    monkeypatch.setattr(games_pkg, "GAMES", [TOY])


def test_selection_screen(snap_compare, only_toy):
    assert snap_compare(BoardGamesApp(), terminal_size=SIZE)


def test_setup_screen(snap_compare, only_toy):
    async def open_setup(pilot):
        pilot.app.push_screen(SetupScreen("toy"))
        await pilot.pause()
        pilot.app.screen.query_one("#seed").value = "1234"

    assert snap_compare(BoardGamesApp(), terminal_size=SIZE, run_before=open_setup)


def test_game_frame(snap_compare, only_toy):
    async def play(pilot):
        await pilot.press("2", "d", "1")

    assert snap_compare(game_app("toy", ["Ana", "Ben"], seed=2), terminal_size=SIZE,
                        run_before=play)


def test_handoff_screen(snap_compare, only_toy):
    async def handoff(pilot):
        pilot.app.push_screen(HandoffScreen("Ben"))

    assert snap_compare(game_app("toy", ["Ana", "Ben"], seed=2), terminal_size=SIZE,
                        run_before=handoff)


def test_game_over_screen(snap_compare, only_toy):
    sheet = ScoreSheet.build(
        [SeatScore(seat=0, name="Ana", total=21, categories={"added": 12, "cards": 9},
                   tiebreak=[-2]),
         SeatScore(seat=1, name="Ben", total=21, categories={"added": 11, "cards": 10},
                   tiebreak=[-3])],
        ["added", "cards"], "fewer cards",
    )

    async def over(pilot):
        pilot.app.push_screen(GameOverScreen("Toy", sheet))

    assert snap_compare(BoardGamesApp(), terminal_size=SIZE, run_before=over)


def test_too_small(snap_compare, only_toy):
    assert snap_compare(game_app("toy", ["Ana", "Ben"]), terminal_size=(50, 12))


TOY_RULES_MD = """# Toy

Add points, draw cards.

## Adding points

Add 1 or 2 points, at most twice a turn.

## Drawing

Draw the top card.
"""


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_help_screen(snap_compare, only_toy, monkeypatch, size):
    from boardgames_tui.ui.screens.help import HelpScreen
    from tests.toy_game import ToyWords

    monkeypatch.setattr(ToyWords, "rules_text", lambda self: TOY_RULES_MD)
    monkeypatch.setattr(ToyWords, "rules_topic", lambda self, state, seat: "Adding points")

    async def open_help(pilot):
        pilot.app.push_screen(HelpScreen.for_screen(pilot.app.screen))
        await pilot.pause()

    assert snap_compare(game_app("toy", ["Ana", "Ben"], seed=2), terminal_size=size,
                        run_before=open_help)


def test_handoff_screen_with_undo_80x24(snap_compare, only_toy):
    from tests.toy_game import Add

    async def handoff(pilot):
        session = pilot.app.session
        session.apply(0, Add(amount=1))
        pilot.app.push_screen(HandoffScreen("Ben", session=session, seat=1))
        await pilot.pause()

    assert snap_compare(game_app("toy", ["Ana", "Ben"], seed=2), terminal_size=(80, 24),
                        run_before=handoff)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_resume_screen(snap_compare, only_toy, monkeypatch, size):
    import time
    from datetime import UTC, datetime
    from pathlib import Path

    from boardgames_tui.engine.match import Match
    from boardgames_tui.engine.saves import SaveEntry
    from boardgames_tui.ui.screens import resume, words
    from boardgames_tui.ui.screens.resume import ResumeScreen
    from tests.toy_game import Add

    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    now = datetime(2026, 3, 10, 18, 30, tzinfo=UTC)
    monkeypatch.setattr(resume, "ago", lambda iso: words.ago(iso, now))
    entries = []
    for names, bots, stamp in ((["Ana", "Ben"], {1: "strong"}, "2026-03-10T18:05:00+00:00"),
                               (["Cleo", "Dan", "Eva"], {}, "2026-03-01T09:12:00+00:00")):
        match = Match.new(TOY.rules, names, seed=4, bots=bots)
        match.apply(0, Add(amount=2))
        match.record.updated = stamp
        entries.append(SaveEntry(Path(f"{names[0]}.json"), match))

    async def show(pilot):
        pilot.app.push_screen(ResumeScreen(entries))
        await pilot.pause()

    assert snap_compare(BoardGamesApp(), terminal_size=size, run_before=show)
    monkeypatch.undo()
    time.tzset()


@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
def test_game_list_of_the_five_games(snap_compare, size):
    assert snap_compare(BoardGamesApp(), terminal_size=size)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_game_over_five_players(snap_compare, only_toy, size):
    cats = ["Prestige tokens", "Money", "Cards", "Halls", "Fireworks", "Statues", "Dresses",
            "Decorations", "All halls"]
    rows = []
    for seat, name in enumerate(["Ana", "Ben", "Cleo", "Dan", "Eva"]):
        values = {c: (seat * 3 + i * 2) % 11 for i, c in enumerate(cats)}
        total = 60 if seat in (1, 3) else 50 + seat
        rows.append(SeatScore(seat=seat, name=name, total=total, categories=values,
                              tiebreak=[seat + 2]))
    sheet = ScoreSheet.build(rows, cats, "Livre left after converting money")

    async def over(pilot):
        pilot.app.push_screen(GameOverScreen("Rococo", sheet))
        await pilot.pause()

    assert snap_compare(BoardGamesApp(), terminal_size=size, run_before=over)
