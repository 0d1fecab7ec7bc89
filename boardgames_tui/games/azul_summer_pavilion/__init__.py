"""Azul: Summer Pavilion (Kiesling, 2019) for 2-4 players, hot-seat.

`RULES` is the engine-facing rules object. The rules layer never imports textual/rich;
the screen lives in `ui/`.
"""

from .rules import AzulRules

RULES = AzulRules()

__all__ = ["RULES", "AzulRules"]
