"""Helpers for the Rococo screen tests."""

from __future__ import annotations

from boardgames_tui.games.rococo.ui.screen import RococoScreen


def option_labels(screen: RococoScreen) -> list[str]:
    return [e.label for e in screen._entries]


def advance_by_session(screen: RococoScreen, steps: int | None) -> None:
    """Apply first-legal decisions through the session (fast set-up for snapshots)."""
    match = screen.session.match
    n = 0
    while not match.is_over() and (steps is None or n < steps):
        seat = match.to_act()[0]
        screen.session.apply(seat, match.legal_actions(seat)[0])
        n += 1
