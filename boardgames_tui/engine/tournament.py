"""Bot levels against each other: win rates and average scores per level.

The levels rotate through the seats from game to game, so no level keeps the advantage
of playing first. A shared win counts as a win for every level that shares it.
"""

from __future__ import annotations

from collections import defaultdict

from pydantic import BaseModel

from .game import GameRules
from .simulate import play_one


class LevelStats(BaseModel):
    level: str
    seats_played: int = 0
    wins: int = 0
    total_score: int = 0

    @property
    def win_rate(self) -> float:
        return self.wins / self.seats_played if self.seats_played else 0.0

    @property
    def average_score(self) -> float:
        return self.total_score / self.seats_played if self.seats_played else 0.0


def tournament(
    game: GameRules,
    levels: list[str],
    games: int,
    seed: int = 0,
    options: BaseModel | None = None,
) -> list[LevelStats]:
    """Play `games` games with `levels` seated in rotation; one entry per distinct level."""
    stats: dict[str, LevelStats] = defaultdict(lambda: LevelStats(level=""))
    n = len(levels)
    for g in range(games):
        seating = levels[g % n:] + levels[: g % n]
        result = play_one(game, n, seed + g, seating, options)
        for seat, level in enumerate(seating):
            entry = stats[level]
            entry.level = level
            entry.seats_played += 1
            entry.total_score += result.scores[seat]
            if seat in result.winners:
                entry.wins += 1
    return [stats[level] for level in dict.fromkeys(levels)]
