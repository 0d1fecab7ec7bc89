"""Headless whole games with bots in every seat: used by the CLI, fuzz tests and benchmarks."""

from __future__ import annotations

import random
import time

from pydantic import BaseModel

from .bots import make_bot
from .game import GameRules

# A game that has not ended after this many decisions is a rules bug, not a long game.
MAX_DECISIONS = 20_000


class SimulationResult(BaseModel):
    game: str
    seed: int
    players: int
    bots: list[str]
    scores: list[int]
    winners: list[int]
    actions: int
    seconds: float


def play_one(
    game: GameRules,
    n_players: int,
    seed: int,
    bots: list[str] | None = None,
    options: BaseModel | None = None,
) -> SimulationResult:
    """Play one game to the end. Bot choices use their own RNG derived from `seed`."""
    bots = bots or ["random"] * n_players
    options = options if options is not None else game.Options()
    players = [f"P{i + 1}" for i in range(n_players)]
    start = time.perf_counter()
    state = game.setup(players, seed, options)
    seats = [make_bot(game, i, level) for i, level in enumerate(bots)]
    rng = random.Random(f"bots:{seed}")
    count = 0
    while not game.is_over(state):
        to_act = game.to_act(state)
        if not to_act:
            raise RuntimeError(f"{game.id}: no seat to act but the game is not over")
        seat = to_act[0]
        legal = game.legal_actions(state, seat)
        if not legal:
            raise RuntimeError(f"{game.id}: seat {seat} must act but has no legal action")
        action = seats[seat].choose(game.redact(state, seat), legal, rng)
        state = game.apply(state, seat, action)
        count += 1
        if count > MAX_DECISIONS:
            raise RuntimeError(f"{game.id}: no end after {MAX_DECISIONS} decisions")
    sheet = game.score_sheet(state)
    return SimulationResult(
        game=game.id,
        seed=seed,
        players=n_players,
        bots=list(bots),
        scores=sheet.scores(),
        winners=sheet.winners,
        actions=count,
        seconds=round(time.perf_counter() - start, 4),
    )


def simulate(
    game: GameRules,
    n_players: int,
    games: int,
    seed: int = 0,
    bots: list[str] | None = None,
    options: BaseModel | None = None,
) -> list[SimulationResult]:
    """`games` games with seeds seed, seed+1, ...: each one reproducible on its own."""
    return [play_one(game, n_players, seed + i, bots, options) for i in range(games)]
