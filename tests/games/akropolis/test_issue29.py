"""Issue 29 (Akropolis): the score line and refusals always show, every view of a city
shows the plazas' stars, stars per colour per player, the rivals' last tiles, four
players at 80×24, the final sheet's value × stars = points."""

from __future__ import annotations

from boardgames_tui.games.akropolis.actions import TakeTile
from boardgames_tui.games.akropolis.ui.screen import AkropolisScreen
from tests.ui.helpers import game_app

from .ui_helpers import play_through_session

FOUR = ["Ana", "Ben", "Cleo", "Dan"]


def rows_of(widget) -> list[str]:
    """The rows of a widget as painted now."""
    return [widget.render_line(y).text for y in range(widget.size.height)]


async def _placing_four_players(pilot, app, steps: int = 40) -> AkropolisScreen:
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, AkropolisScreen)
    play_through_session(screen, steps)
    screen.session.apply(screen.session.match.state.current, TakeTile(index=0))
    screen.after_change()
    await pilot.pause()
    return screen


# --- item 1: the score line and a refusal's reason always show -------------------------


async def test_score_line_shows_on_a_level_2_spot_at_80x24_with_four_players():
    app = game_app("akropolis", FOUR, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _placing_four_players(pilot, app)
        q, r, rot, level = max(screen.legal_spots(), key=lambda s: s[3])
        assert level >= 2
        screen.cursor, screen.rot = (q, r), rot
        screen._draw()
        await pilot.pause()
        rows = rows_of(screen.query_one("#akro-preview"))
        assert len(rows) == 3
        assert rows[0].startswith("Score +"), rows
        assert any(f"On level {level}" in row for row in rows), rows
        # a rotation that does not fit: the reason shows before where
        for _ in range(6):
            screen.rot = (screen.rot + 1) % 6
            screen._draw()
            if not screen.current_preview().legal:
                break
        await pilot.pause()
        preview = screen.current_preview()
        assert not preview.legal
        shown = " ".join(row.strip() for row in rows_of(screen.query_one("#akro-preview")))
        assert shown.startswith("✗ Not here: " + preview.reason[:20]), shown
