"""What a player must never have to decode: the patterns every text test checks.

Written from the examples the players reported ("(1,-1) turn 5", "r3c1", "BASE-A2",
"KB1", "A24", "whole_area", "(D-3)", "§12", "M/b/q"). One place, used by the rules-layer
word test, the monkey test's prompt check, the shell's setup/help checks and every game's
own word test (which adds only its game's own ids and codes as `extra`).
"""

from __future__ import annotations

import re

BANNED = {
    "grid coordinates": r"\(-?\d+, ?-?\d+\)|\br\d+c\d+\b|\bat \(",
    "card or tile ids": r"\b(?:BASE|L\d)-[A-Z0-9]+\b|\b[A-Z]{1,2}\d{1,2}-\d\b|\bKB?\d\b"
                        r"|\bA\d\d\b|\b[A-Z]\d\d\b",
    "rule-spec references": r"§|\(D-?\d+\)|\bD\d+\b|\bR/S/REC\b",
    "snake_case identifiers": r"\b[a-z]+_[a-z_]+\b",
    "letter codes": r"\b[A-Za-z]/[A-Za-z]/[A-Za-z]\b",
    "rotation numbers": r"\bturn \d\b|\brot\b|rotation \d",
    "plural placeholders": r"\(s\)",
    "raw key names": r"\b(?:question_mark|left_square_bracket|right_square_bracket"
                     r"|equals_sign|full_stop|ctrl\+pageup|super\+c)\b",
    "python reprs": r"\b(?:None|True|False)\b|<[a-z_.]+ object at|\[\d|\w+=\w|\bseat \d\b",
}
_COMPILED = {kind: re.compile(p) for kind, p in BANNED.items()}


def findings(text: str, extra: dict[str, str] | None = None) -> list[str]:
    """The kinds of internal names in `text` (empty when it reads as the game's words).

    `extra` adds a caller's own patterns (a game's id scheme, its codes) to BANNED, by kind;
    a kind that BANNED also has is checked with both patterns and listed once.
    """
    found = [kind for kind, pat in _COMPILED.items() if pat.search(text)]
    for kind, pattern in (extra or {}).items():
        if kind not in found and re.search(pattern, text):
            found.append(kind)
    return found


def assert_readable(text: str, where: str, extra: dict[str, str] | None = None) -> None:
    found = findings(text, extra)
    assert not found, f"{where}: {', '.join(found)} in {text!r}"
