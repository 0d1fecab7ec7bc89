"""Issue 28 (Azul): rivals' boards in sight, naming a space by its star and number, the
race for the end bonuses, bonus picks that keep the cursor, every player count at 80x24,
the room at 160x50, plural words, each end bonus on the score sheet."""

from __future__ import annotations

from boardgames_tui.games.azul_summer_pavilion import RULES, scenario
from boardgames_tui.games.azul_summer_pavilion.actions import TakeBonus

from .helpers import counts, placing_state
from .test_ui_model import ctl_for

# --- item 9: plural forms in the pass preview ----------------------------------------------


def test_pass_preview_says_one_tile_in_the_singular():
    c = ctl_for(placing_state(counts(red=4, blue=1)))
    c.point(("pass",))
    text = str(c.preview_text())
    assert "discard 1 tile: -1 point" in text and "1 tiles" not in text
    c = ctl_for(placing_state(counts(red=4, blue=2)))
    c.point(("pass",))
    assert "discard 2 tiles: -2 points" in str(c.preview_text())


# --- item 5: the cursor stays where it was between bonus picks -----------------------------


def test_bonus_picks_keep_the_cursor_at_the_nearest_tile_left():
    supply = ["red", "blue", "green", "orange", "yellow", "purple", "red", "blue", "green",
              "orange"]
    s = scenario.azul(bonus_owed=3, supply=supply, hand={"red": 1})
    c = ctl_for(s)
    assert c.pointed_key() == ("supply", 0)  # a first pick starts on the first tile
    c.point(("supply", 6))
    action, _ = c.confirm()
    assert action == TakeBonus(space=6)
    s = RULES.apply(s, 0, action)
    c.load(s, 0, RULES.legal_actions(s, 0), True)
    assert c.pointed_key() == ("supply", 7)  # beside the tile taken, not back at the first
    c.point(("supply", 9))
    s = RULES.apply(s, 0, c.confirm()[0])
    c.load(s, 0, RULES.legal_actions(s, 0), True)
    assert c.pointed_key() == ("supply", 8)  # the last one: the nearest to its left
