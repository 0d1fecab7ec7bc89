"""End-game bonuses and the score sheet (rules §13, §3 star values, §5.4 number sets)."""

from __future__ import annotations

from boardgames_tui.engine.i18n import N_
from boardgames_tui.engine.scoring import ScoreSheet, SeatScore

from .components import board, constants, load_components
from .state import AzulState

# the score sheet's rows (the shell translates them in this game's domain)
CATEGORIES = [N_("Start"), N_("Tiles placed"), N_("Penalties")]


def star_bonus(side: str, tiles: list[int | None], star: int) -> int:
    """Value of a complete star (rules §13): its colour's value, or 12 if multicoloured.

    Standard side: outer stars hold only their colour and the centre only distinct
    colours, so the same test works for both sides.
    """
    placed = [t for t in tiles[star * 6 : star * 6 + 6] if t is not None]
    if len(placed) < 6:
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


# each end bonus on a row of its own at the end (issue 28): a complete star by the colour
# of its tiles, a multicoloured one (the centre star on the standard side), every number
STAR_ROWS = [N_("Purple star"), N_("Green star"), N_("Orange star"), N_("Yellow star"),
             N_("Blue star"), N_("Red star")]
CENTRE_ROW = N_("Centre star")
MULTICOLOUR_ROW = N_("Multicoloured stars")
NUMBER_ROWS = {1: N_("All 1s"), 2: N_("All 2s"), 3: N_("All 3s"), 4: N_("All 4s")}


def end_bonuses(side: str, tiles: list[int | None]) -> dict[str, int]:
    """Every end bonus a board earns, by its score sheet row ("Orange star": 17, "All 2s":
    8), in the order of the rows."""
    out: dict[str, int] = {}
    for star in range(7):
        value = star_bonus(side, tiles, star)
        if value:
            colours = {t for t in tiles[star * 6 : star * 6 + 6] if t is not None}
            if len(colours) == 1:
                row = STAR_ROWS[colours.pop()]
            else:
                row = CENTRE_ROW if side == "standard" else MULTICOLOUR_ROW
            out[row] = out.get(row, 0) + value
    costs = board().costs[side]
    for number, bonus in constants().number_set_bonus.items():
        if all(tiles[i] is not None for i in range(42) if costs[i] == number):
            out[NUMBER_ROWS[number]] = bonus
    return out


def score_sheet(state: AzulState) -> ScoreSheet:
    """Running score mid-game; at the end every star and number bonus on its own row."""
    over = state.phase == "over"
    rows = []
    earned: set[str] = set()
    for seat, name in enumerate(state.players):
        bonuses = end_bonuses(state.side, state.boards[seat]) if over else {}
        earned.update(bonuses)
        categories = {
            "Start": state.start_scores[seat],
            "Tiles placed": state.placement_points[seat],
            "Penalties": -state.penalties[seat],
            **bonuses,
        }
        rows.append(
            SeatScore(
                seat=seat,
                name=name,
                total=state.score(seat) + sum(bonuses.values()),
                categories=categories,
            )
        )
    order = [*STAR_ROWS, CENTRE_ROW, MULTICOLOUR_ROW, *NUMBER_ROWS.values()]
    names = CATEGORIES[:3] + [row for row in order if row in earned]
    # D16: no tie-break, tied players share the victory
    return ScoreSheet.build(rows, names, "")
