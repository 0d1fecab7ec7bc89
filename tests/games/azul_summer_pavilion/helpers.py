"""Small builders for Azul positions used by the rules tests (on top of `scenario.azul`)."""

from __future__ import annotations

from boardgames_tui.games.azul_summer_pavilion import RULES, scenario
from boardgames_tui.games.azul_summer_pavilion.components import board
from boardgames_tui.games.azul_summer_pavilion.state import AzulState
from boardgames_tui.games.azul_summer_pavilion.words import COLOUR_WORDS

P, G, O, Y, B, R = range(6)  # noqa: E741  (colour indices in wild order)

EVERY = [1, 2, 3, 4, 5, 6]  # all spaces of a star
# a full centre star: the six colours in wild order on its spaces 1..6
FULL_CENTRE = {1: "purple", 2: "green", 3: "orange", 4: "yellow", 5: "blue", 6: "red"}


def counts(**by_name: int) -> list[int]:
    """counts(blue=2, purple=1) -> a 6-vector in colour-index order."""
    out = [0] * 6
    for name, n in by_name.items():
        out[board().colour_ids.index(name)] = n
    return out


def tiles(vector: list[int]) -> dict[str, int]:
    """The 6-vector of `counts` as the builder's words: {"blue": 2, "purple": 1}."""
    return {COLOUR_WORDS[c]: n for c, n in enumerate(vector) if n}


def sp(name: str) -> int:
    """Space index of 'orange/3'."""
    return board().space_index[name]


def new_state(n: int = 2, side: str = "standard", seed: int = 7) -> AzulState:
    return RULES.setup([f"P{i + 1}" for i in range(n)], seed, RULES.Options(side=side))


def placing_state(
    hand: list[int],
    n: int = 2,
    side: str = "standard",
    round_no: int = 1,
    seed: int = 7,
    others: dict[str, int] | None = None,
    phase: str = "place",
    **more,
) -> AzulState:
    """Phase 2 with seat 0 to act holding `hand`; everyone else holds `others` (one red
    tile unless told). `more` goes to `scenario.azul` (board=..., supply=..., ...)."""
    rest = {"red": 1} if others is None else others
    return scenario.azul(
        n,
        side=side,
        seed=seed,
        round=round_no,
        phase=phase,
        hands=[tiles(hand)] + [rest] * (n - 1),
        **more,
    )
