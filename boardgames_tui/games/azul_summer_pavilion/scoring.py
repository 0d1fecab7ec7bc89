"""End-game bonuses and the score sheet (rules §13, §3 star values, §5.4 number sets)."""

from __future__ import annotations

from boardgames_tui.engine.i18n import N_
from boardgames_tui.engine.scoring import ScoreSheet, SeatScore

from .components import board, constants, load_components
from .state import AzulState

# the score sheet's rows (the shell translates them in this game's domain)
CATEGORIES = [N_("Start"), N_("Tiles placed"), N_("Penalties"), N_("Star bonuses"),
              N_("Number bonuses")]


def star_bonus(side: str, tiles: list[int | None], star: int) -> int:
    """Value of a complete star (rules §13): its colour's value, or 12 if multicoloured.

    Standard side: outer stars hold only their colour and the centre only distinct
    colours, so the same test works for both sides.
    """
    placed = tiles[star * 6 : star * 6 + 6]
    if any(t is None for t in placed):
        return 0
    colours = set(placed)
    if len(colours) == 1:
        (colour,) = colours
        return load_components().colours[colour].star_bonus
    return constants().multicolour_star_bonus


def star_bonuses(side: str, tiles: list[int | None]) -> int:
    return sum(star_bonus(side, tiles, star) for star in range(7))


def number_bonuses(side: str, tiles: list[int | None]) -> int:
    """All spaces printed with 1 / 2 / 3 / 4 covered: 4 / 8 / 12 / 16 (printed costs)."""
    costs = board().costs[side]
    total = 0
    for number, bonus in constants().number_set_bonus.items():
        if all(tiles[i] is not None for i in range(42) if costs[i] == number):
            total += bonus
    return total


def score_sheet(state: AzulState) -> ScoreSheet:
    """Running score mid-game; at the end the star and number bonuses are added."""
    over = state.phase == "over"
    rows = []
    for seat, name in enumerate(state.players):
        tiles = state.boards[seat]
        stars = star_bonuses(state.side, tiles) if over else 0
        numbers = number_bonuses(state.side, tiles) if over else 0
        categories = {
            "Start": state.start_scores[seat],
            "Tiles placed": state.placement_points[seat],
            "Penalties": -state.penalties[seat],
            "Star bonuses": stars,
            "Number bonuses": numbers,
        }
        rows.append(
            SeatScore(
                seat=seat,
                name=name,
                total=state.score(seat) + stars + numbers,
                categories=categories,
            )
        )
    # D16: no tie-break, tied players share the victory
    return ScoreSheet.build(rows, CATEGORIES, "")
