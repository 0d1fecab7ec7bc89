"""The Castles of Mad King Ludwig (Bézier Games 2014), base game for 2-4 players.

Rules reference: /work/shared/rules/castles-of-mad-king-ludwig.md. The rules layer lives
in this package (no textual); the screen lives in `ui/`.
"""

from .rules import CastlesRules

RULES = CastlesRules()

__all__ = ["RULES", "CastlesRules"]
