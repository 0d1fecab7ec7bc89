"""Headless whole games with bots in every seat: used by the CLI, fuzz tests and benchmarks."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from .bots import make_bot
from .game import AnyRules

# The limit for a game that gives no bound of its own (`GameRules.max_decisions`). A game
# that has not ended within its limit is a rules bug, not a long game: it is reported as
# not finished, with its seed, never raised.
MAX_DECISIONS = 20_000


def decision_limit(game: AnyRules, n_players: int, options: BaseModel) -> int:
    """The game's bound on decisions for these players and options, else MAX_DECISIONS."""
    return game.max_decisions(n_players, options) or MAX_DECISIONS


class SimulationResult(BaseModel):
    game: str
    seed: int
    players: int
    bots: list[str]
    names: list[str]
    scores: list[int]
    winners: list[int]  # seats, from 0 (names[w] is the name; -1 a solo rival); [] if unfinished
    rivals: dict[str, int] = {}  # solo rivals (not seats) by name: their scores
    actions: int
    seconds: float
    finished: bool = True  # False: no end within the game's bound on decisions (a bug)


def play_one(
    game: AnyRules,
    n_players: int,
    seed: int,
    bots: list[str] | None = None,
    options: BaseModel | None = None,
    moves: list[Any] | None = None,
) -> SimulationResult:
    """Play one game to its end, or to its bound on decisions (then `finished` is False).

    Bot choices use their own RNG derived from `seed`. `moves`, if given, receives every
    (seat, action) played, e.g. to write the game as a save file.
    """
    bots = bots or ["random"] * n_players
    options = options if options is not None else game.Options()
    players = [f"P{i + 1}" for i in range(n_players)]
    start = time.perf_counter()
    state = game.setup(players, seed, options)
    seats = [make_bot(game, i, level) for i, level in enumerate(bots)]
    rng = random.Random(f"bots:{seed}")
    limit = decision_limit(game, n_players, options)
    count = 0
    while not game.is_over(state):
        if count >= limit:
            break
        to_act = game.to_act(state)
        if not to_act:
            raise RuntimeError(f"{game.id}: no seat to act but the game is not over")
        seat = to_act[0]
        legal = game.legal_actions(state, seat)
        if not legal:
            raise RuntimeError(f"{game.id}: seat {seat} must act but has no legal action")
        action = seats[seat].choose(game.view.redact(state, seat), legal, rng)
        state = game.apply(state, seat, action)
        if moves is not None:
            moves.append((seat, action))
        count += 1
    finished = game.is_over(state)
    sheet = game.score_sheet(state)
    return SimulationResult(
        game=game.id,
        seed=seed,
        players=n_players,
        bots=list(bots),
        names=players,
        scores=sheet.scores(),
        winners=sheet.winners if finished else [],
        rivals={r.name: r.total for r in sheet.rows if r.seat < 0},
        actions=count,
        seconds=round(time.perf_counter() - start, 4),
        finished=finished,
    )


def simulate(
    game: AnyRules,
    n_players: int,
    games: int,
    seed: int = 0,
    bots: list[str] | None = None,
    options: BaseModel | None = None,
) -> list[SimulationResult]:
    """`games` games with seeds seed, seed+1, ...: each one reproducible on its own."""
    return [play_one(game, n_players, seed + i, bots, options) for i in range(games)]


def save_game(game: AnyRules, result: SimulationResult, options: BaseModel,
              moves: list[Any], folder: Path) -> Path:
    """Write a simulated game as an ordinary save file in `folder` (replayable, resumable)."""
    from . import saves
    from .match import Match

    match = Match.new(game, list(result.names), result.seed, options.model_dump(mode="json"),
                      dict(enumerate(result.bots)))
    for seat, action in moves:
        match.apply(seat, action)
    path = Path(folder) / f"{game.id}-seed{result.seed}{saves.SUFFIX}"
    saves.write_atomic(path, saves.to_json(match))
    return path
