"""Issue 30, the castle that grows with the window (what the first round left): a small
castle keeps the full scale at 80x24 (the empty margin around it goes first), and in the
wide layout every castle panel can be seen whole without a mouse."""

from __future__ import annotations

from boardgames_tui.games.castles_of_mad_king_ludwig import scenario
from boardgames_tui.games.castles_of_mad_king_ludwig.castle import analyze
from boardgames_tui.games.castles_of_mad_king_ludwig.scenario import room
from boardgames_tui.games.castles_of_mad_king_ludwig.ui.canvas import PX
from boardgames_tui.games.castles_of_mad_king_ludwig.ui.castle_map import CastleMap
from boardgames_tui.games.castles_of_mad_king_ludwig.ui.panels import castle_title, seat_label
from boardgames_tui.ui.widgets.line_panel import LinePanel
from tests.ui.helpers import game_app

from .test_screen import _castles, _past_handoff
from .ui_helpers import GAME, play_until

# the Foyer with a room on each side: 10 cells wide, 41 columns at the full scale, 49
# with a one-cell margin on each side (the compact layout's map is 45 columns)
SMALL_CASTLE = [room("Foyer"), room("Dressing Room", "east of the Foyer"),
                room("Parlor", "west of the Foyer")]


async def _show(pilot, state):
    """The screen with `state` as the game's current position."""
    screen = _castles(pilot.app)
    screen.match.states.append(state)
    screen.after_change()
    await pilot.pause()
    await _past_handoff(pilot)
    await pilot.pause()
    return screen


async def test_a_foyer_and_two_rooms_stay_at_the_full_scale_at_80x24():
    state = scenario.castles(["Ana", "Ben"], seed=3, castle={"Ana": SMALL_CASTLE},
                             deciding="Ana", buying=True)
    x0, _y0, x1, _y1 = analyze(tuple(state.castles[0])).bbox
    app = game_app(GAME, ["Ana", "Ben"], seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await _past_handoff(pilot)
        screen = await _show(pilot, state)
        cmap = screen.query_one("#cmkl-map", CastleMap)
        width = cmap.content_size.width
        assert (x1 - x0 + 3) * PX + 1 > width  # with a margin of one cell it would not fit
        assert not cmap.small
        canvas = cmap.canvas
        assert canvas.width <= width  # drawn whole: no scroll bar cuts it
        # every room of the castle is on the map, the Foyer and both rooms by name
        rows = ["".join(ch for ch, _st in row) for row in canvas.grid]
        assert any("Foyer" in r for r in rows) and any("Parlor" in r for r in rows)
        assert any("Dressing Room" in r for r in rows)


async def test_a_rival_castle_larger_than_its_panel_scrolls_by_keys_at_160x50():
    """Late in a 4-player game two rivals' castles are larger than their panels even at
    the small scale: Shift+arrows scroll them as well as the shown castle, and the
    panel's title says which keys do it."""
    app = game_app(GAME, ["Ana", "Ben", "Cyd", "Dan"], seed=5)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        await _past_handoff(pilot)
        screen = _castles(app)
        play_until(screen.match, lambda m: len(m.state.deck) <= 2
                   and m.state.tasks[0].kind == "place")
        screen.after_change()
        await pilot.pause()
        await _past_handoff(pilot)
        await pilot.pause()
        rivals = [(screen.query_one(f"#cmkl-rival-{k}", CastleMap),
                   screen.query_one(f"#cmkl-rival-title-{k}", LinePanel)) for k in (1, 2, 3)]
        cut = [(m, t) for m, t in rivals if m.cut]
        assert cut, "a late 4-player game has a castle larger than its panel"
        for cmap, title in cut:
            assert "Shift+arrows" in str(title.render())
            assert cmap.max_scroll_x > 0
        for cmap, title in rivals:
            if not cmap.cut:
                assert "Shift+arrows" not in str(title.render())
        await pilot.press(*["shift+left"] * 12)
        await pilot.pause()
        for cmap, _title in cut:
            assert cmap.scroll_x == 0
        await pilot.press("shift+right", "shift+right")
        await pilot.pause()
        for cmap, _title in cut:
            assert cmap.scroll_x > 0  # a key reaches the part that was hidden
        await pilot.press(*["shift+right"] * 12)
        await pilot.pause()
        for cmap, _title in cut:
            assert cmap.scroll_x == cmap.max_scroll_x  # the far edge, and no further


def test_the_shown_panel_names_its_scroll_keys_before_the_words_on_turn():
    """The shown castle's panel is titled like the others; when its castle is cut, the
    scroll keys go before the words "on turn" (the ▶ still marks the player on turn)."""
    state = scenario.castles(["Ana", "Ben"], seed=3)
    label = seat_label(state, 0, "red", 15, True)
    assert "on turn" in label.plain
    title = castle_title(state, 0, "up", 0, width=33, label=label, cut=True).plain
    assert title.startswith("▶ Ana 15 points") and "Shift+arrows" in title
    assert len(title) <= 33 and "on turn" not in title
    whole = castle_title(state, 0, "up", 0, width=33, label=label, cut=False).plain
    assert "on turn" in whole and "Shift" not in whole
