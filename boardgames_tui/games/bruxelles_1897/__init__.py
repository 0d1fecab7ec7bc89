"""Bruxelles 1897, the card game (Geek Attitude Games 2019; German: Brüssel 1897).

Rules: /work/shared/rules/bruxelles-1897.md (§ numbers in docstrings refer to it).
"""

from .rules import BruxellesRules

RULES = BruxellesRules()

__all__ = ["RULES", "BruxellesRules"]
