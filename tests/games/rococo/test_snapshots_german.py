"""German SVG snapshots of the Rococo screen (issue 18): mid-game at 80×24 and 120×40,
so the longer German words are seen to fit. Update only for an intended change:
`.venv/bin/python -m pytest tests/games/rococo/test_snapshots_german.py --snapshot-update`."""

from __future__ import annotations

from .test_snapshots import _go, app, mid_game


def test_german_mid_game_80x24_two_players(snap_compare, german):
    assert snap_compare(app(2, 5), terminal_size=(80, 24), run_before=_go(mid_game))


def test_german_mid_game_120x40_three_players(snap_compare, german):
    assert snap_compare(app(3, 5), terminal_size=(120, 40), run_before=_go(mid_game))
