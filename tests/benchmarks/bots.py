"""Bot benchmarks: time per bot move per game and level, and win rates between levels
with their 95% Wilson intervals (`stats.wilson`)."""

from __future__ import annotations

import gc
import multiprocessing
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from boardgames_tui.engine.bots import level_name, make_bot
from boardgames_tui.engine.registry import all_games, get_game
from tests.benchmarks.stats import wilson

LEVEL_ORDER = ("random", "greedy", "strong")


def play_timed(game, levels: list[str], seed: int):
    """One game with `levels` seated in order; returns the winners, per level the
    wall-clock seconds and the processor seconds of each move (on a shared machine the
    wall clock also counts the time other programs had the processor), and each seat's
    final score."""
    n = len(levels)
    state = game.setup([f"P{i}" for i in range(n)], seed, game.Options())
    bots = [make_bot(game, i, lv) for i, lv in enumerate(levels)]
    rng = random.Random(f"bench:{seed}")
    times: dict[str, list[float]] = {lv: [] for lv in levels}
    cpu: dict[str, list[float]] = {lv: [] for lv in levels}
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        t0, c0 = time.perf_counter(), time.process_time()
        action = bots[seat].choose(game.view.redact(state, seat), legal, rng)
        times[levels[seat]].append(time.perf_counter() - t0)
        cpu[levels[seat]].append(time.process_time() - c0)
        state = game.apply(state, seat, action)
    sheet = game.score_sheet(state)
    scores = [next(r.total for r in sheet.rows if r.seat == s) for s in range(n)]
    return sheet.winners, times, cpu, scores


@dataclass
class MatchUp:
    """Level `a` against level `b` over `games` 2-player games."""

    a: str
    b: str
    games: int = 0
    wins: int = 0  # games `a` won alone
    ties: int = 0  # games both won (neither counts as a win of `a`)
    times: dict[str, list[float]] = field(default_factory=dict)  # wall clock per move
    cpu: dict[str, list[float]] = field(default_factory=dict)  # processor time per move
    scores: dict[str, list[int]] = field(default_factory=dict)  # final scores per level

    @property
    def rate(self) -> float:
        return self.wins / self.games

    def cells(self) -> list[str]:
        """wins, ties, rate and its 95% interval, as table cells."""
        low, high = wilson(self.wins, self.games)
        return [f"{self.wins} of {self.games}", str(self.ties), f"{self.rate:.0%}",
                f"{low:.0%}–{high:.0%}"]


def match_seats(g: int, a: str, b: str) -> list[str]:
    """Game g of a match-up: games 2k and 2k+1 deal the same seed with the seats swapped."""
    return [a, b] if g % 2 == 0 else [b, a]


def play_one(game_id: str, a: str, b: str, g: int):
    """Game g of `a` against `b` (a pool task: everything it needs is in its arguments,
    so that the results do not depend on how many processes share the games)."""
    levels = match_seats(g, a, b)
    winners, t, c, scores = play_timed(get_game(game_id), levels, seed=1000 + g // 2)
    print(f"  {game_id} game {g}: {' vs '.join(levels)}, winners {winners}",
          file=sys.stderr, flush=True)
    return levels, winners, t, c, scores


def in_pool(jobs: int, task, args: list[tuple], initializer=None, initargs=()) -> list:
    """`task(*a)` for each `a` of `args`, in order, in `jobs` processes (1: this one)."""
    if jobs <= 1:
        if initializer:
            initializer(*initargs)
        return [task(*a) for a in args]
    context = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(jobs, mp_context=context, initializer=initializer,
                             initargs=initargs) as pool:
        return list(pool.map(task, *zip(*args, strict=True)))


def match_up(game, a: str, b: str, games: int, jobs: int = 1) -> MatchUp:
    """Level `a` against `b` in 2-player games, seats alternating (`match_seats`), so
    that neither level has the better deals; `jobs` processes play the games.

    What earlier benchmarks left in memory is frozen out of the garbage collector, so
    move times are those of an app process playing one game, not of this long run.
    """
    gc.collect()
    gc.freeze()
    result = MatchUp(a, b, times={a: [], b: []}, cpu={a: [], b: []}, scores={a: [], b: []})
    played = in_pool(jobs, play_one, [(game.id, a, b, g) for g in range(games)])
    for levels, winners, t, c, scores in played:
        for level, score in zip(levels, scores, strict=True):
            result.scores[level].append(score)
        result.games += 1
        if levels.index(a) in winners:
            if len(winners) == 1:
                result.wins += 1
            else:
                result.ties += 1
        for lv in t:
            result.times[lv].extend(t[lv])
            result.cpu[lv].extend(c[lv])
    gc.unfreeze()
    return result


def fmt_mean(values: list[int]) -> str:
    return f"{statistics.mean(values):.1f}" if values else "-"


def fmt_ms(values: list[float]) -> tuple[str, str]:
    if not values:
        return "-", "-"
    return f"{statistics.median(values) * 1000:.1f}", f"{max(values) * 1000:.0f}"


def bot_benchmarks(quick: bool, table, strong_games: int | None = None,
                   chosen: set[str] = frozenset(), jobs: int = 1) -> None:
    """Per game and level: the mean score in self-play and against random and the move
    times (issue 36); greedy against random, and strong against greedy over 40 games per
    game unless `strong_games` says otherwise (issue 16: strong must beat greedy in ≥ 80%
    of at least 40). A strong game takes 15-120 s on a loaded machine; `jobs` processes
    share the games (the results are the same for any number)."""
    rows_time, rows_win = [], []
    n_greedy = 6 if quick else 20
    n_strong = strong_games or (2 if quick else 40)
    n_level = 2 if quick else 10  # self-play and against-random games of each level
    n_strong_level = 1 if quick else n_level  # a strong game takes a minute: --quick plays one
    for game in all_games():
        if max(2, game.min_players) > 2 or (chosen and game.id not in chosen):
            continue
        gr = match_up(game, "greedy", "random", n_greedy, jobs)
        sg = match_up(game, "strong", "greedy", n_strong, jobs)
        own = {lv: match_up(game, lv, lv, n_strong_level if lv == "strong" else n_level, jobs)
               for lv in LEVEL_ORDER}
        against = {"greedy": gr,
                   "strong": match_up(game, "strong", "random", n_strong_level, jobs)}
        for level in LEVEL_ORDER:
            matches = [own[level], *([against[level]] if level in against else []),
                       *([sg] if level in ("greedy", "strong") else [])]
            wall = [t for m in matches for t in m.times[level]]
            cpu = [t for m in matches for t in m.cpu[level]]
            versus = fmt_mean(against[level].scores[level]) if level in against else \
                fmt_mean(own[level].scores[level])  # random against random is self-play
            rows_time.append([game.id, f"{level_name(level)} ({level})", fmt_mean(own[level].scores[level]),
                              versus, *fmt_ms(wall), fmt_ms(cpu)[1], len(wall)])
        rows_win.append([game.id, "greedy", "random", *gr.cells()])
        rows_win.append([game.id, "strong", "greedy", *sg.cells()])
    table(f"Bots per level (2 players; mean scores over {n_level} games each ("
          f"Expert: {n_strong_level}), the greedy one against random over {n_greedy}; move times over every move of these games "
          "and of strong against greedy, one process)",
          ["game", "level", "self-play mean", "mean against random", "median ms",
           "worst ms (Casual ≤ 100, Expert ≤ 1000)", "worst processor ms", "moves"],
          rows_time)
    table("Bot win rates (2 players, seats alternate on each deal; targets: greedy beats "
          "random ≥ 90%, strong beats greedy ≥ 80%)",
          ["game", "level", "against", "wins", "ties", "rate", "95% interval (Wilson)"],
          rows_win)
