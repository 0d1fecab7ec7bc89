"""Bot benchmarks: time per bot move per game and level, and win rates between levels."""

from __future__ import annotations

import gc
import random
import statistics
import time

from boardgames_tui.engine.bots import make_bot
from boardgames_tui.engine.registry import all_games


def play_timed(game, levels: list[str], seed: int):
    """One game with `levels` seated in order; returns (winners, {level: [move seconds]})."""
    n = len(levels)
    state = game.setup([f"P{i}" for i in range(n)], seed, game.Options())
    bots = [make_bot(game, i, lv) for i, lv in enumerate(levels)]
    rng = random.Random(f"bench:{seed}")
    times: dict[str, list[float]] = {lv: [] for lv in levels}
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        t0 = time.perf_counter()
        action = bots[seat].choose(game.redact(state, seat), legal, rng)
        times[levels[seat]].append(time.perf_counter() - t0)
        state = game.apply(state, seat, action)
    return game.score_sheet(state).winners, times


def match_up(game, a: str, b: str, games: int):
    """Win rate of level `a` against `b` in 2-player games, seats alternating.

    What earlier benchmarks left in memory is frozen out of the garbage collector, so
    move times are those of an app process playing one game, not of this long run.
    """
    gc.collect()
    gc.freeze()
    wins, times = 0, {a: [], b: []}
    for g in range(games):
        levels = [a, b] if g % 2 == 0 else [b, a]
        winners, t = play_timed(game, levels, seed=1000 + g)
        if levels.index(a) in winners:
            wins += 1
        for lv in t:
            times[lv].extend(t[lv])
    gc.unfreeze()
    return wins / games, times


def fmt_ms(values: list[float]) -> tuple[str, str]:
    if not values:
        return "-", "-"
    return f"{statistics.median(values) * 1000:.1f}", f"{max(values) * 1000:.0f}"


def bot_benchmarks(quick: bool, table) -> None:
    rows_time, rows_win = [], []
    n_greedy = 6 if quick else 20
    n_strong = 2 if quick else 6
    for game in all_games():
        n = max(2, game.min_players)
        if n != 2:
            continue
        gr, t1 = match_up(game, "greedy", "random", n_greedy)
        sg, t2 = match_up(game, "strong", "greedy", n_strong)
        for level, values in (("random", t1["random"]), ("greedy", t1["greedy"] + t2["greedy"]),
                              ("strong", t2["strong"])):
            rows_time.append([game.id, level, *fmt_ms(values), len(values)])
        rows_win.append([game.id, f"{gr:.0%} of {n_greedy}", f"{sg:.0%} of {n_strong}"])
    table("Bot move time (2 players)", ["game", "level", "median ms", "max ms (strong ≤ 1000)",
                                        "moves"], rows_time)
    table("Bot win rates (2 players, seats alternate)",
          ["game", "greedy beats random (≥ 90%)", "strong beats greedy (≥ 65%)"], rows_win)
