"""Small builders for hand-made cities used by the Akropolis tests."""

from __future__ import annotations

from boardgames_tui.games.akropolis.city import CityMap


def make_map(spec: dict[tuple[int, int], str]) -> CityMap:
    """A city whose position p holds the hex codes spec[p], bottom to top.

    Every hex gets its own tile id, so scoring tests need not care about tiles.
    """
    stacks = {}
    uid = 100
    for pos, codes in spec.items():
        stack = []
        for code in codes:
            uid += 1
            stack.append((code, uid))
        stacks[pos] = tuple(stack)
    return CityMap(stacks)


def ring(center: tuple[int, int]) -> list[tuple[int, int]]:
    q, r = center
    return [(q + 1, r), (q, r + 1), (q - 1, r + 1), (q - 1, r), (q, r - 1), (q + 1, r - 1)]
