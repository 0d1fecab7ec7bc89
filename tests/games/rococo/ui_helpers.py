"""Helpers for the Rococo screen tests."""

from __future__ import annotations

from boardgames_tui.games.rococo.ui.screen import RococoScreen

# A simple tailor's policy for set-ups: make and rent dresses when possible.
PREFERRED = ["rent_dress", "hand_in_tile", "make_dress", "fund_decoration", "acquire_tile"]


def option_labels(screen: RococoScreen) -> list[str]:
    return [e.label for e in screen._entries]


def _pick(legal: list, tailor: bool):
    if not tailor:
        return legal[0]
    for kind in PREFERRED:
        found = [a for a in legal if a.kind == kind and getattr(a, "use", "keep") == "keep"]
        if found:
            return found[0]
    return legal[0]


def advance_by_session(screen: RococoScreen, steps: int | None, tailor: bool = False) -> None:
    """Apply decisions through the session (fast set-up for snapshots)."""
    match = screen.session.match
    n = 0
    while not match.is_over() and (steps is None or n < steps):
        seat = match.to_act()[0]
        screen.session.apply(seat, _pick(match.legal_actions(seat), tailor))
        n += 1
