"""The score sheet every game returns: per seat a total, named categories, a tie-break."""

from __future__ import annotations

from pydantic import BaseModel, Field

RIVAL_SEAT = -1  # a row for a non-player opponent (a solo mode's automated rival)


class SeatScore(BaseModel):
    """One row of the sheet. `seat` is the player's seat, or RIVAL_SEAT for a solo rival
    (Akropolis' Illustrious Architect, Rococo's rival), who can win but never acts."""

    seat: int
    name: str
    total: int
    categories: dict[str, int] = Field(default_factory=dict)
    # Compared as a tuple after `total`: larger is better. The sheet's `tiebreak_label`
    # says what the numbers mean ("stones", "money", "square feet").
    tiebreak: list[int] = Field(default_factory=list)
    # How a category's points were counted, in the game's words, shown in its cell of the
    # final table instead of the bare number (Akropolis: "5×2★=10"). Optional: a category
    # without it shows its points.
    details: dict[str, str] = Field(default_factory=dict)


class ScoreSheet(BaseModel):
    """Final (or running) scores. `winners` holds every seat that shares the win."""

    rows: list[SeatScore]
    category_names: list[str] = Field(default_factory=list)
    tiebreak_label: str = ""
    winners: list[int] = Field(default_factory=list)
    # How to read the rows' `details`, a line under the final table (the game's words;
    # "" when no row has details).
    detail_note: str = ""

    @classmethod
    def build(
        cls,
        rows: list[SeatScore],
        category_names: list[str],
        tiebreak_label: str = "",
        detail_note: str = "",
    ) -> ScoreSheet:
        """Fill `winners`: the best (total, *tiebreak); equal keys share the win."""
        best = max((r.total, *r.tiebreak) for r in rows) if rows else None
        winners = [r.seat for r in rows if (r.total, *r.tiebreak) == best]
        return cls(
            rows=rows,
            category_names=category_names,
            tiebreak_label=tiebreak_label,
            winners=winners,
            detail_note=detail_note,
        )

    def scores(self) -> list[int]:
        """Totals of the players by seat (a solo rival's row is not a seat)."""
        return [r.total for r in sorted(self.rows, key=lambda r: r.seat) if r.seat >= 0]
