"""Engine speed side by side: the baseline commit of issue 16 against this checkout.

The baseline is built once into `.bench-cache/<commit>/venv` (ignored by git): the
commit's tree is exported with `git archive` into a scratch folder and installed with pip
into a fresh venv; later runs reuse it. Then `playout_worker.py` runs in both
interpreters at once, and the two are asked in turn to play the same seeded random games
for each game and player count both versions know: pairs of runs, old first and new
first alternately (`stats.pair_orders`), and the ratio new/old is the median of the
ratios of the pairs (`stats.summarise_pairs`).

Castles is timed under two policies (see `playout_worker`): "random", uniformly random
as for every game, and "like-for-like", which prices every round with the action both
versions know, so that both engines play the same games. Under "random" the rule fixes
since the baseline (Master Builder swaps bounded, a stalled market cleared) make the
same seeds play other games, about half as long in the new engine: its games/s ratio
flatters it and its per-decision ratio wrongs it (the old extra decisions are cheap
swaps). The "same games" column counts the seeds whose decisions and final scores are
equal on both sides; for the like-for-like rows it must be all of them.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import boardgames_tui
from tests.benchmarks.stats import pair_orders, summarise_pairs

BASELINE = "e4d5f64"  # "the engines of commit e4d5f64" (issue 16)
ROOT = Path(__file__).resolve().parents[2]
WORKER = Path(__file__).resolve().with_name("playout_worker.py")
# Games timed under the worker's "like-for-like" policy too: those whose rules changed
# since the baseline in a way that policy removes (see playout_worker).
LIKE_FOR_LIKE = {"castles-of-mad-king-ludwig"}


class BuildError(Exception):
    """Why the baseline could not be built, in one line."""


def _git(*args: str) -> str:
    try:
        out = subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, text=True)
    except FileNotFoundError as e:
        raise BuildError("git is not installed") from e
    if out.returncode != 0:
        raise BuildError(out.stderr.strip().splitlines()[-1] if out.stderr.strip()
                         else f"git {args[0]} failed")
    return out.stdout.strip()


def baseline_python(commit: str = BASELINE, cache: Path | None = None) -> Path:
    """The interpreter of a venv with `commit` installed; built on first use."""
    try:
        top = Path(_git("rev-parse", "--show-toplevel")).resolve()
    except BuildError as e:
        raise BuildError(f"no git history in {ROOT} ({e})") from e
    if top != ROOT.resolve():  # an unpacked sdist inside some other repository
        raise BuildError(f"no git history in {ROOT} (it lies inside the repository {top})")
    try:
        full = _git("rev-parse", "--verify", "--quiet", f"{commit}^{{commit}}")
    except BuildError as e:
        raise BuildError(f"commit {commit} is not in the history of {ROOT} "
                         "(a shallow clone?)") from e
    home = (cache or ROOT / ".bench-cache") / commit
    venv = home / "venv"
    python = venv / "bin" / "python"
    stamp = home / "installed"
    if stamp.exists() and stamp.read_text().strip() == full and python.exists():
        return python
    print(f"(building {commit} into {venv}: git archive, venv, pip install)", flush=True)
    shutil.rmtree(home, ignore_errors=True)
    home.mkdir(parents=True)
    with tempfile.TemporaryDirectory(prefix=f"bench-{commit}-") as src:
        archive = subprocess.Popen(["git", "-C", str(ROOT), "archive", full],
                                   stdout=subprocess.PIPE)
        untar = subprocess.run(["tar", "-x", "-C", src], stdin=archive.stdout,
                               capture_output=True)
        archive.stdout.close()
        if archive.wait() != 0 or untar.returncode != 0:
            raise BuildError(f"could not export {commit}: {untar.stderr.decode().strip()}")
        for step in ([sys.executable, "-m", "venv", str(venv)],
                     [str(python), "-m", "pip", "install", "--quiet", src]):
            out = subprocess.run(step, capture_output=True, text=True)
            if out.returncode != 0:
                shutil.rmtree(home, ignore_errors=True)
                last = (out.stderr.strip() or out.stdout.strip()).splitlines()
                raise BuildError(f"{' '.join(step[1:4])} failed: {last[-1] if last else '?'}")
    stamp.write_text(full + "\n")
    return python


class Worker:
    """One worker script (`playout_worker.py` unless told) in another interpreter, asked
    one JSON line at a time; its first line says which engines it runs and what games."""

    def __init__(self, python: Path | str, cwd: str, script: Path = WORKER):
        self.name = script.stem.replace("_", " ")
        self.process = subprocess.Popen(
            [str(python), "-I", str(script)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            text=True, bufsize=1, cwd=cwd)
        hello = self._read()
        self.module = hello["module"]
        self.games = hello["games"]  # id -> [min, max] players (or a list of ids)

    def _read(self) -> dict:
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"{self.name} exited ({self.process.wait()})")
        return json.loads(line)

    def ask(self, request: dict) -> dict:
        self.process.stdin.write(json.dumps(request) + "\n")
        return self._read()

    def run(self, game: str, players: int, games: int, first_seed: int = 0,
            policy: str = "random") -> dict:
        return self.ask({"game": game, "players": players, "games": games,
                         "first_seed": first_seed, "policy": policy})

    def close(self) -> None:
        try:
            self.process.stdin.close()
            self.process.wait(timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()


def compare(python_old: Path, games: int, pairs: int,
            chosen: set[str] = frozenset()) -> tuple[list[list], int]:
    """Rows of the side-by-side table and the number of game/player cases compared."""
    with tempfile.TemporaryDirectory(prefix="bench-playouts-") as cwd:
        workers: dict[str, Worker] = {}
        try:
            workers["old"] = Worker(python_old, cwd)
            workers["new"] = Worker(sys.executable, cwd)
            # Each side must run its own engines, not the other's or the current folder's.
            if Path(workers["new"].module) != Path(boardgames_tui.__file__) or \
                    not Path(workers["old"].module).is_relative_to(python_old.parents[1]):
                raise RuntimeError(f"wrong engines: old {workers['old'].module}, "
                                   f"new {workers['new'].module}")
            cases = []  # (game, players, policy)
            for game_id, (lo, hi) in workers["new"].games.items():
                if game_id in workers["old"].games and (not chosen or game_id in chosen):
                    old_lo, old_hi = workers["old"].games[game_id]
                    for policy in ("random", "like-for-like") if game_id in LIKE_FOR_LIKE \
                            else ("random",):
                        cases += [(game_id, n, policy)
                                  for n in range(max(lo, old_lo), min(hi, old_hi) + 1)]
            seconds = {side: {case: [] for case in cases} for side in workers}
            decisions = {side: dict.fromkeys(cases, 0) for side in workers}  # all runs
            outcomes = {side: {case: [] for case in cases} for side in workers}
            for run, order in enumerate(pair_orders(pairs)):
                for case in cases:
                    for side in order:
                        # new seeds for every pair: replaying the same games again
                        # would time the engines' caches rather than the engines
                        result = workers[side].run(*case[:2], games, first_seed=run * games,
                                                   policy=case[2])
                        seconds[side][case].append(result["seconds"])
                        decisions[side][case] += result["decisions"]
                        outcomes[side][case] += result["outcomes"]
        finally:
            for worker in workers.values():
                worker.close()
    rows = []
    for case in cases:
        s = summarise_pairs(games, seconds["old"][case], seconds["new"][case])
        old_d, new_d = decisions["old"][case], decisions["new"][case]
        same = sum(o == n for o, n in zip(outcomes["old"][case], outcomes["new"][case],
                                          strict=True))
        # where a rule fixed since the baseline changed the games (Castles: the Master
        # Builder's swaps bounded), the same seeds play other games: time per decision too
        rows.append([*case, f"{s.old_rate:.1f}", f"{s.new_rate:.1f}", f"{s.ratio:.2f}",
                     f"{s.ratio_low:.2f}–{s.ratio_high:.2f}",
                     f"{old_d / games / pairs:.0f} / {new_d / games / pairs:.0f}",
                     f"{s.ratio * new_d / old_d:.2f}" if old_d else "-",
                     f"{same} of {len(outcomes['old'][case])}"])
    return rows, len(cases)


def engine_comparison(quick: bool, table, chosen: set[str] = frozenset()) -> None:
    games, pairs = (3, 3) if quick else (12, 5)
    try:
        python_old = baseline_python()
    except BuildError as e:
        print(f"\n## Engines side by side: skipped, commit {BASELINE} cannot be built: {e}")
        return
    rows, _ = compare(python_old, games, pairs, chosen)
    table(f"Engines side by side: random playouts, commit {BASELINE} (old) and this checkout "
          f"(new), {games} seeded games per run, median of {pairs} paired runs",
          ["game", "players", "policy", "old games/s", "new games/s", "new/old (target ≥ 5)",
           "new/old of each pair", "decisions/game old / new",
           "new/old per decision", "same games (decisions, scores)"], rows)
