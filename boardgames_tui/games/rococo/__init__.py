"""Rococo (Rokoko, Deluxe edition options): rules layer. Exports RULES."""

from .rules import RococoRules

RULES = RococoRules()

__all__ = ["RULES", "RococoRules"]
