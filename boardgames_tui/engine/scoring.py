"""The score sheet every game returns: per seat a total, named categories, a tie-break."""

from __future__ import annotations

from pydantic import BaseModel, Field


class SeatScore(BaseModel):
    seat: int
    name: str
    total: int
    categories: dict[str, int] = Field(default_factory=dict)
    # Compared as a tuple after `total`: larger is better. The sheet's `tiebreak_label`
    # says what the numbers mean ("stones", "money", "square feet").
    tiebreak: list[int] = Field(default_factory=list)


class ScoreSheet(BaseModel):
    """Final (or running) scores. `winners` holds every seat that shares the win."""

    rows: list[SeatScore]
    category_names: list[str] = Field(default_factory=list)
    tiebreak_label: str = ""
    winners: list[int] = Field(default_factory=list)

    @classmethod
    def build(
        cls,
        rows: list[SeatScore],
        category_names: list[str],
        tiebreak_label: str = "",
    ) -> ScoreSheet:
        """Fill `winners`: the best (total, *tiebreak); equal keys share the win."""
        best = max((r.total, *r.tiebreak) for r in rows) if rows else None
        winners = [r.seat for r in rows if (r.total, *r.tiebreak) == best]
        return cls(
            rows=rows,
            category_names=category_names,
            tiebreak_label=tiebreak_label,
            winners=winners,
        )

    def scores(self) -> list[int]:
        return [r.total for r in sorted(self.rows, key=lambda r: r.seat)]
