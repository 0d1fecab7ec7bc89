"""`make bench`: start-up, key-to-frame latency, playouts and legal-move timing, memory,
the engines side by side with the baseline commit of issue 16, bots per game and level
(self-play and against-random means, move times), win rates between levels, and the
strong bot against the strong bots of earlier commits (64d90c7, the record of issue 36;
e4d5f64, the baseline of issue 16).

Not part of `make test` (no assertion on time there); prints one table per measure.
Run: `.venv/bin/python -m tests.benchmarks.run [--quick] [--only engines,bots ...]`.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time

from boardgames_tui.engine.registry import all_games
from tests.benchmarks.bots import bot_benchmarks
from tests.benchmarks.bots_old import ISSUE_16, ISSUE_36, old_bot_benchmarks
from tests.benchmarks.engines import engine_comparison

# Both programs record the moment the first frame is composed (App._display called with an
# update) on a clock started before any import, then exit.
FIRST_FRAME = """
import time; t0 = time.perf_counter()
from textual.app import App
_display = App._display
def spy(self, screen, renderable):
    if renderable is not None and not hasattr(App, "first_frame"):
        App.first_frame = time.perf_counter() - t0
        print(App.first_frame)
        self.exit()
    return _display(self, screen, renderable)
App._display = spy
"""

BARE_APP = FIRST_FRAME + """
from textual.widgets import Header, Footer
class Bare(App):
    def compose(self):
        yield Header(); yield Footer()
Bare().run(headless=True, size=(120, 40))
"""

# The `boardgames` command as a player starts it (the language and theme read, the
# command line parsed), to the game list's first frame.
OUR_APP = FIRST_FRAME + """
import sys
from boardgames_tui import cli
run = App.run
App.run = lambda self, **kw: run(self, headless=True, size=(120, 40))
sys.exit(cli.main([]))
"""


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def table(title: str, header: list[str], rows: list[list]) -> None:
    widths = [max(len(str(x)) for x in col) for col in zip(header, *rows, strict=False)]
    print(f"\n## {title}")
    print("  ".join(h.ljust(w) for h, w in zip(header, widths, strict=True)))
    for row in rows:
        print("  ".join(str(x).ljust(w) for x, w in zip(row, widths, strict=True)))


def startup(runs: int) -> None:
    """Process start to first frame, in-process clock after interpreter start (median of
    alternating runs, so a busy moment of the machine weighs on both alike)."""
    import compileall

    import boardgames_tui

    env = dict(os.environ, BOARDGAMES_HOME=tempfile.mkdtemp())
    # Both from bytecode, as an installed command runs: Textual's is compiled in
    # site-packages, ours would otherwise be compiled again on every run where
    # PYTHONDONTWRITEBYTECODE is set (40-60 ms counted against the game list alone).
    compileall.compile_dir(os.path.dirname(boardgames_tui.__file__), quiet=1)

    def once(code: str) -> float:
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             env=env, check=True)
        return float(out.stdout.strip().splitlines()[-1])

    once(BARE_APP), once(OUR_APP)  # a first run of each, not counted: files into the cache
    bare, ours = [], []
    for _ in range(runs):
        bare.append(once(BARE_APP))
        ours.append(once(OUR_APP))
    b, o = statistics.median(bare), statistics.median(ours)
    table(f"Start to first frame (median of {runs})", ["app", "ms", "ratio"],
          [["bare Textual (Header+Footer)", f"{b * 1000:.0f}", "1.00"],
           ["boardgames", f"{o * 1000:.0f}", f"{o / b:.2f} (target ≤ 1.3)"]])


def games_chosen():
    """The games of `--games` (all when it was not given)."""
    return [g for g in all_games() if not CHOSEN or g.id in CHOSEN]


def mid_game_save(game, n: int, folder: str):
    """A save of a seeded random game a third of the way through, to open in the app."""
    from pathlib import Path

    from boardgames_tui.engine.match import Match
    from boardgames_tui.engine.saves import save

    names = [f"P{i + 1}" for i in range(n)]
    whole, rng, moves = Match.new(game, names, seed=3), random.Random(3), []
    while not whole.is_over():
        seat = whole.to_act()[0]
        moves.append((seat, rng.choice(whole.legal_actions(seat))))
        whole.apply(*moves[-1])
    match = Match.new(game, names, seed=3)
    for seat, action in moves[: len(moves) // 3]:
        match.apply(seat, action)
    path = Path(folder) / f"{game.id}.json"
    save(match, path)
    return path


async def key_latency(presses: int, size: tuple[int, int]) -> list[list]:
    """Key event sent -> next frame composed (App._display called with an update), in a
    game a third of the way through (issue 16: "every game screen mid-game").

    Keys that change nothing on screen produce no frame; they are counted apart. Beside
    the wall-clock time, the CPU time this process spent on the same stretch: on a busy
    machine the wall clock also counts waiting for a core, the CPU time only the app's
    own work.
    """
    from textual import events

    from boardgames_tui.ui.app import BoardGamesApp
    from boardgames_tui.ui.screens.handoff import HandoffScreen

    keys = ["right", "down", "left", "up", "tab", "r"]
    rows = []
    folder = tempfile.mkdtemp(prefix="bench-keys-")
    for game in games_chosen():
        n = max(2, game.min_players)
        app = BoardGamesApp(resume_path=mid_game_save(game, n, folder))
        frames: list[float] = []
        original = app._display

        def spy(screen, renderable, original=original, frames=frames):
            if renderable is not None:
                frames.append(time.perf_counter())
            return original(screen, renderable)

        app._display = spy
        times, cpu, silent = [], [], 0
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            if isinstance(app.screen, HandoffScreen):
                await pilot.press("enter")  # the first decision is private: take the keyboard
            for i in range(presses):
                await pilot.pause()
                frames.clear()
                t0, c0 = time.perf_counter(), time.process_time()
                app._driver.send_message(events.Key(keys[i % len(keys)], None))
                while not frames and time.perf_counter() - t0 < 0.5:
                    await asyncio.sleep(0)
                if frames:
                    times.append(frames[0] - t0)
                    cpu.append(time.process_time() - c0)
                else:
                    silent += 1
        if times:
            rows.append([game.id, f"{statistics.median(times) * 1000:.1f}",
                         f"{pct(times, 95) * 1000:.1f}", f"{pct(cpu, 95) * 1000:.1f}",
                         len(times), silent])
        else:
            rows.append([game.id, "-", "-", "-", 0, silent])
    return rows


def playouts(seconds_per_case: float) -> None:
    """Random playouts. The garbage collector is paused while timing, so the slowest
    `legal_actions` is the rules' own cost (a full collection in a large process adds
    100-600 ms to whichever call it interrupts)."""
    rows = []
    for game in games_chosen():
        for n in range(game.min_players, game.max_players + 1):
            gc.collect()
            gc.disable()
            games = 0
            decisions = 0
            slowest = 0.0
            legal_total = 0
            legal_calls = 0
            start = time.perf_counter()
            seed = 0
            while time.perf_counter() - start < seconds_per_case or games == 0:
                state = game.setup([f"P{i}" for i in range(n)], seed, game.Options())
                rng = random.Random(seed)
                while not game.is_over(state):
                    seat = game.to_act(state)[0]
                    t0 = time.perf_counter()
                    legal = game.legal_actions(state, seat)
                    dt = time.perf_counter() - t0
                    slowest = max(slowest, dt)
                    legal_total += len(legal)
                    legal_calls += 1
                    state = game.apply(state, seat, rng.choice(legal))
                    decisions += 1
                games += 1
                seed += 1
            elapsed = time.perf_counter() - start
            gc.enable()
            rows.append([game.id, n, f"{games / elapsed:.1f}", f"{decisions / games:.0f}",
                         f"{legal_total / max(legal_calls, 1):.1f}", f"{slowest * 1000:.2f}"])
    table("Random playouts", ["game", "players", "games/s", "decisions/game",
                              "legal actions (mean)", "slowest legal_actions ms (GC paused)"], rows)


def memory() -> None:
    from boardgames_tui.engine.match import Match
    from boardgames_tui.engine.saves import to_json

    rows = []
    for game in all_games():
        n = game.max_players
        match = Match.new(game, [f"P{i}" for i in range(n)], seed=1)
        rng = random.Random(1)
        while not match.is_over():
            seat = match.to_act()[0]
            match.apply(seat, rng.choice(match.legal_actions(seat)))
        state_bytes = len(json.dumps(match.state.model_dump(mode="json")))
        rows.append([game.id, n, len(match.record.actions), f"{state_bytes / 1024:.1f}",
                     f"{len(to_json(match)) / 1024:.1f}"])
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    table("Memory and save size (whole random game, max players)",
          ["game", "players", "decisions", "state KiB", "save KiB"], rows)
    print(f"peak RSS of this benchmark process: {rss:.0f} MiB")


def _played_match(game, n: int, seed: int, level: str):
    """A whole game of `n` bots of `level`, seeded."""
    from boardgames_tui.engine.bots import make_bot
    from boardgames_tui.engine.match import Match

    match = Match.new(game, [f"P{i}" for i in range(n)], seed=seed)
    bots = [make_bot(game, s, level) for s in range(n)]
    while not match.is_over():
        seat = match.to_act()[0]
        rng = random.Random(f"{seed}:{len(match.record.actions)}")
        view = game.view.redact(match.state, seat)
        match.apply(seat, bots[seat].choose(view, match.legal_actions(seat), rng))
    return match


def _cpu() -> float:
    """CPU seconds of this process and of its children waited for (the analysis pool)."""
    me = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def analysis_times(quick: bool, every: int = 1, levels: bool = True) -> None:
    """Issue 33: whole-game move analysis, today's paired method (a pool of 2 processes,
    as the app and `analyse` run it) next to the method before it (one process, its own
    default settings, tests/benchmarks/analysis_old.py) on the same seeded random games;
    then the mean reported loss per decision of random, greedy and strong players, which
    must fall as the players get stronger.

    Wall seconds depend on what else the machine runs; the CPU seconds (of every process
    of the analysis) do not, and the pool's wall time is about half its CPU time on two
    free cores. `every` > 1 times the old method on every n-th decision only and scales
    its CPU time up (it takes minutes per game)."""
    from boardgames_tui.engine.analysis import Settings, analyse, default_jobs
    from tests.benchmarks.analysis_old import Settings as OldSettings
    from tests.benchmarks.analysis_old import old_loss

    old_settings = OldSettings(samples=4) if quick else OldSettings()
    jobs = default_jobs()
    rows = []
    for game in games_chosen():
        for n in sorted({2, min(4, game.max_players)}):
            match = _played_match(game, n, 1, "random")
            c0, t0 = _cpu(), time.perf_counter()
            result = analyse(match, Settings(), jobs=jobs)
            new_wall, new_cpu = time.perf_counter() - t0, _cpu() - c0
            steps = range(0, len(match.record.actions), every)
            c0 = _cpu()
            old_losses = [old_loss(match, step, old_settings) for step in steps]
            old_cpu = (_cpu() - c0) * len(match.record.actions) / max(len(steps), 1)
            target = 10 if n == 2 else 20
            decisions = sum(1 for d in result.decisions if d.choices > 1)
            old_choices = sum(1 for s in steps if result.decisions[s].choices > 1)
            rows.append([game.id, n, len(result.decisions), f"{old_cpu:.1f}",
                         f"{new_cpu:.1f}", f"{new_cpu / jobs:.1f}", f"{new_wall:.1f}",
                         f"≤ {target}",
                         "ok" if new_cpu / jobs <= target else "SLOW",
                         f"{sum(old_losses) / max(old_choices, 1):.2f}",
                         f"{sum(d.loss for d in result.decisions) / max(decisions, 1):.2f}"])
            print("  ".join(str(x) for x in rows[-1]), file=sys.stderr, flush=True)
    sampled = f", every {every}th decision scaled up" if every > 1 else ""
    table(f"Move analysis of a whole random game: old method ({old_settings.samples} "
          f"samples, {old_settings.rivals} rivals, 1 process{sampled}) and new (paired, "
          f"{jobs} processes)",
          ["game", "players", "decisions", "old CPU s", "new CPU s", f"new CPU/{jobs} s",
           "new wall s",
           "target s", f"new CPU/{jobs} in time", "old loss/decision",
           "new loss/decision"], rows)
    if not levels:
        return

    games = 1 if quick else 2
    rows = []
    for game in games_chosen():
        row = [game.id]
        for level in ("random", "greedy", "strong"):
            losses, decisions, mistakes = 0.0, 0, 0
            for g in range(games if level != "strong" else 1):
                match = _played_match(game, 2, 100 + g, level)
                result = analyse(match, Settings(), jobs=jobs)
                mine = [d for d in result.decisions if d.choices > 1]
                losses += sum(d.loss for d in mine)
                mistakes += sum(1 for d in mine if d.mistake)
                decisions += len(mine)
            row += [f"{losses / max(decisions, 1):.2f}", f"{mistakes / max(decisions, 1):.0%}"]
        falls = float(row[1]) > float(row[5]) and float(row[1]) >= float(row[3]) >= float(row[5])
        row.append("yes" if falls else "NO")
        rows.append(row)
        print("  ".join(str(x) for x in row), file=sys.stderr, flush=True)
    table(f"Mean reported loss per decision with a choice, 2 players ({games} random and "
          "greedy games, 1 strong game, per game)",
          ["game", "random", "mistakes", "greedy", "mistakes", "strong", "mistakes",
           "falls"], rows)


# The peak resident size of this process since it started (VmHWM). Not ru_maxrss: Linux
# keeps that across exec, so a child of a large benchmark process reports the parent's.
PEAK_MIB = """
def PEAK():
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
"""

APP_MEMORY = FIRST_FRAME.replace("self.exit()", "self.call_later(self.exit)") + PEAK_MIB + """
import sys
from boardgames_tui.ui.app import BoardGamesApp
game, n = sys.argv[1], int(sys.argv[2])
app = BoardGamesApp(start_new=(game, [f"P{i + 1}" for i in range(n)], 5, {}, {}))
app.run(headless=True, size=(160, 50))
print(PEAK())
"""

BARE_MEMORY = BARE_APP + PEAK_MIB + """
print(PEAK())
"""


def app_memory() -> None:
    """Peak memory of the app with a max-player game on screen, next to a bare Textual app.

    Each app starts with an empty data folder: the game list replays every unfinished save
    (and so imports those games' rules), which would make each game pay for the saves the
    ones measured before it left behind.

    The package is byte-compiled first, as an installed wheel is: the bare app's Textual
    comes compiled from site-packages, while a source tree run with
    PYTHONDONTWRITEBYTECODE (set on the shared machine) compiled every module of ours at
    each start, about 1.4 MiB of peak that no installed app pays."""
    import compileall

    import boardgames_tui

    compileall.compile_dir(os.path.dirname(boardgames_tui.__file__), quiet=1)

    def peak(code: str, *args: str) -> float:
        env = dict(os.environ, BOARDGAMES_HOME=tempfile.mkdtemp())
        out = subprocess.run([sys.executable, "-c", code, *args], capture_output=True,
                             text=True, env=env, check=True)
        return float(out.stdout.strip().splitlines()[-1])

    bare = peak(BARE_MEMORY)
    rows = [["bare Textual (Header+Footer)", "-", f"{bare:.1f}", "1.00"]]
    for game in all_games():
        mib = peak(APP_MEMORY, game.id, str(game.max_players))
        rows.append([game.id, game.max_players, f"{mib:.1f}", f"{mib / bare:.2f} (target ≤ 1.5)"])
    table("Peak memory of the app with a game on screen", ["app", "players", "MiB", "ratio"],
          rows)


CHOSEN: set[str] = set()  # --games
SECTIONS = ["startup", "keys", "playouts", "engines", "memory", "bots", "bots-record",
            "bots-old", "analysis", "analysis-times", "app-memory"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    parser.add_argument("--only", default=",".join(s for s in SECTIONS if s != "analysis-times"),
                        help=f"comma-separated sections among {', '.join(SECTIONS)}")
    parser.add_argument("--games", default="",
                        help="comma-separated game ids (default: every game)")
    parser.add_argument("--strong-games", type=int, default=None,
                        help="strong-against-greedy games per game (default 40, quick 2)")
    parser.add_argument("--old-games", type=int, default=None,
                        help="games per game of the strong bot against that of e4d5f64 "
                             "(default 40, quick 2)")
    parser.add_argument("--record-games", type=int, default=None,
                        help="games per game of the strong bot against that of 64d90c7, "
                             "the record of issue 36 (default 40, quick 2)")
    parser.add_argument("--record-from", type=int, default=0,
                        help="first game number of that match (to add games to a run)")
    parser.add_argument("--analysis-every", type=int, default=1,
                        help="time the old analysis method on every n-th decision only "
                             "(scaled up; it takes minutes per game)")
    parser.add_argument("--jobs", type=int, default=1,
                        help="processes that share the games of the bots sections "
                             "(the results are the same for any number)")
    args = parser.parse_args()
    only = set(args.only.split(","))
    if only - set(SECTIONS):
        parser.error(f"unknown sections: {', '.join(sorted(only - set(SECTIONS)))}")
    CHOSEN.update(g for g in args.games.split(",") if g)
    os.environ.setdefault("BOARDGAMES_HOME", tempfile.mkdtemp())
    print("# boardgames-tui benchmarks" + (" (quick)" if args.quick else ""))
    if "startup" in only:
        startup(4 if args.quick else 12)
    if "keys" in only:
        for size in ((80, 24), (120, 40), (160, 50)):
            rows = asyncio.run(key_latency(20 if args.quick else 60, size))
            table(f"Key press to rendered frame ({size[0]}x{size[1]}, 2 players)",
                  ["game", "median ms", "p95 ms (target ≤ 16)", "CPU p95 ms", "frames",
                   "keys without a frame"], rows)
    if "playouts" in only:
        playouts(0.5 if args.quick else 2.0)
    if "engines" in only:
        engine_comparison(args.quick, table, CHOSEN)
    if "memory" in only:
        memory()
    if "bots" in only:
        bot_benchmarks(args.quick, table, args.strong_games, CHOSEN, args.jobs)
    if "bots-record" in only:
        old_bot_benchmarks(args.quick, table, args.record_games, CHOSEN, args.jobs, ISSUE_36,
                           args.record_from)
    if "bots-old" in only:
        old_bot_benchmarks(args.quick, table, args.old_games, CHOSEN, args.jobs, ISSUE_16)
    if "analysis" in only:
        analysis_times(args.quick, args.analysis_every)
    if "analysis-times" in only:
        analysis_times(args.quick, args.analysis_every, levels=False)
    if "app-memory" in only:
        app_memory()


if __name__ == "__main__":
    main()
