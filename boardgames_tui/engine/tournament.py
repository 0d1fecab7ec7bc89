"""Bot levels against each other: win rates and average scores per level.

The levels rotate through the seats from game to game, so no level keeps the advantage
of playing first. A shared win counts as a win for every level that shares it. A game
that does not end within the game's bound on decisions (a rules bug) counts for no one
and is reported by its seed.
"""

from __future__ import annotations

from collections import defaultdict

from pydantic import BaseModel

from .game import AnyRules
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


class TournamentResult(BaseModel):
    stats: list[LevelStats]
    unfinished: list[int] = []  # seeds of the games that did not end within the bound


def tournament(
    game: AnyRules,
    levels: list[str],
    games: int,
    seed: int = 0,
    options: BaseModel | None = None,
) -> list[LevelStats]:
    """Play `games` games with `levels` seated in rotation; one entry per distinct level."""
    return run_tournament(game, levels, games, seed, options).stats


def run_tournament(
    game: AnyRules,
    levels: list[str],
    games: int,
    seed: int = 0,
    options: BaseModel | None = None,
) -> TournamentResult:
    """As `tournament`, and the seeds of the games that did not finish."""
    stats: dict[str, LevelStats] = defaultdict(lambda: LevelStats(level=""))
    unfinished: list[int] = []
    n = len(levels)
    for level in dict.fromkeys(levels):
        stats[level].level = level
    for g in range(games):
        seating = levels[g % n:] + levels[: g % n]
        result = play_one(game, n, seed + g, seating, options)
        if not result.finished:
            unfinished.append(result.seed)
            continue
        for seat, level in enumerate(seating):
            entry = stats[level]
            entry.level = level
            entry.seats_played += 1
            entry.total_score += result.scores[seat]
            if seat in result.winners:
                entry.wins += 1
    return TournamentResult(stats=[stats[level] for level in dict.fromkeys(levels)],
                            unfinished=unfinished)
