"""Akropolis (Jules Messaud, Gigamic 2022): build a stacked city of hex tiles.

Rules layer only (no textual here); the screen lives in `ui/`.
"""

from .rules import AkropolisRules

RULES = AkropolisRules()

__all__ = ["RULES", "AkropolisRules"]
