"""Small builders for hand-made Azul states used by the rules tests."""

from __future__ import annotations

from boardgames_tui.games.azul_summer_pavilion import RULES
from boardgames_tui.games.azul_summer_pavilion.components import board
from boardgames_tui.games.azul_summer_pavilion.state import AzulState

P, G, O, Y, B, R = range(6)  # noqa: E741  (colour indices in wild order)


def counts(**by_name: int) -> list[int]:
    """counts(blue=2, purple=1) -> a 6-vector in colour-index order."""
    out = [0] * 6
    for name, n in by_name.items():
        out[board().colour_ids.index(name)] = n
    return out


def sp(name: str) -> int:
    """Space index of 'orange/3'."""
    return board().space_index[name]


def new_state(n: int = 2, side: str = "standard", seed: int = 7) -> AzulState:
    return RULES.setup([f"P{i + 1}" for i in range(n)], seed, RULES.Options(side=side))


def placing_state(
    hand: list[int], n: int = 2, side: str = "standard", round_no: int = 1, seed: int = 7
) -> AzulState:
    """Phase 2 with seat 0 to act holding `hand`; everyone else holds one red tile."""
    s = new_state(n, side, seed)
    s.round = round_no
    s.factories = [[0] * 6 for _ in s.factories]
    s.centre = [0] * 6
    s.phase = "place"
    s.current = 0
    s.passed = [False] * n
    s.hands = [list(hand)] + [counts(red=1) for _ in range(n - 1)]
    return s


def fill(s: AzulState, seat: int, names: list[str], colour: int | None = None) -> None:
    """Cover spaces directly (no payment, no points) to set up a board."""
    for name in names:
        space = sp(name)
        c = colour
        if c is None:
            star = space // 6
            c = board().star_colour[star]
            if c is None:
                c = space % 6  # centre: a distinct colour per position
        s.boards[seat][space] = c
