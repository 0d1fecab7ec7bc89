"""Silk colours for Rococo, each with a letter, and a colour-blind-safe alternative.

Colour is never the only signal: every bale and dress also shows its letter (Y G R B W),
and every marker shows its owner's seat number (X for the solo Rival).
"""

from __future__ import annotations

SILK: dict[str, tuple[str, str]] = {
    # letter: (standard, colour-blind-safe: Okabe-Ito)
    "Y": ("#e6c229", "#f0e442"),
    "G": ("#22a35a", "#009e73"),
    "R": ("#e0443e", "#d55e00"),
    "B": ("#3b82f6", "#0072b2"),
    "W": ("#d0d0d0", "#ffffff"),
}
RIVAL_COLOUR = ("#8a8a8a", "#999999")


def silk(letter: str, safe: bool = False) -> str:
    standard, cb = SILK.get(letter, SILK["W"])
    return cb if safe else standard


def silk_style(letter: str, safe: bool = False) -> str:
    return f"bold black on {silk(letter, safe)}"
