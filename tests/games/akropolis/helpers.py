"""Small builders for hand-made cities used by the Akropolis tests."""

from __future__ import annotations

from boardgames_tui.games.akropolis.city import CityMap
from boardgames_tui.games.akropolis.scenario import hex_city


def make_map(spec: dict[tuple[int, int], str]) -> CityMap:
    """A city whose position p holds the hexes spec[p] (tile-table letters), bottom to top.

    Every hex counts as its own tile, so scoring tests need not care about tiles.
    """
    return hex_city(spec)


def ring(center: tuple[int, int]) -> list[tuple[int, int]]:
    q, r = center
    return [(q + 1, r), (q, r + 1), (q - 1, r + 1), (q - 1, r), (q, r - 1), (q + 1, r - 1)]
