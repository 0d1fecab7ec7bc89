"""Move analysis: which decisions cost a player points, judged by the search bot.

For every decision of a game, the deciding seat's view at that moment (its redacted state:
a bot never sees what the player could not) is searched like the strong bot does, with
paired estimates (common random numbers): each world is a determinised copy of that view
(what the seat could not see dealt at random) with its own rollout dice, and *every*
candidate move is played in the same worlds with the same dice, by the strong bot's
rollout, and valued by the game's `evaluate` (points plus heuristics, in points). So the
difference between two moves is measured on the same luck, not the luck between worlds.

1. Screening: the chosen move and the greedy-best `rivals` others, in `worlds` worlds.
   After the first half of them, a rival that is not ahead of the chosen move on average
   is dropped (it would hardly become the clear best), and when none is ahead the
   screening ends there: no move did better on the same luck.
2. The alternative that did best there is played again against the chosen move in fresh
   worlds (its screening lead is biased upwards: the winner's curse), and only this
   confirmation is reported: the mean paired difference and its 95% interval. It runs in
   batches of `confirm` ÷ 2 worlds and stops after a batch whose interval already lies
   wholly above or wholly below `threshold`, at most `confirm` worlds.
3. A decision counts as a mistake only when the low end of that interval is above
   `threshold` points; otherwise its loss is 0, however the averages fell.

Everything is seeded by the game's seed, the decision number and the world number, so an
analysis is the same every time and for any number of worker processes. The result keeps
the actions (not sentences), so its texts are written at display time in the language
shown; it is stored in the save file (`analysis`), so it is computed once.
"""

from __future__ import annotations

import math
import os
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from .bots import GreedyBot, StrongBot
from .game import AnyRules
from .i18n import _, ngettext
from .match import Match

VERSION = 3  # bump when the method changes: stored analyses of another version are redone

# Student's t for a two-sided 95% interval, by degrees of freedom (1..30); 1.96 beyond.
_T95 = (12.71, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179,
        2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064,
        2.060, 2.056, 2.052, 2.048, 2.045, 2.042)


def t95(df: int) -> float:
    return _T95[df - 1] if 1 <= df <= len(_T95) else 1.96


class Settings(BaseModel):
    """How hard to look; the defaults analyse a whole game in seconds (`make bench`)."""

    rivals: int = 3  # besides the chosen move, the greedy-best this many moves are screened
    worlds: int = 4  # paired worlds of the screening (which rival to confirm, if any)
    confirm: int = 8  # fresh paired worlds for the chosen move against the best rival
    threshold: float = 1.0  # points the low end of the 95% interval must exceed


class Estimate(BaseModel):
    """A mean over worlds and the half-width of its 95% interval."""

    mean: float = 0.0
    spread: float = 0.0
    worlds: int = 0

    @classmethod
    def of(cls, values: list[float]) -> Estimate:
        n = len(values)
        if n == 0:
            return cls()
        mean = sum(values) / n
        if n == 1:
            return cls(mean=round(mean, 2), spread=0.0, worlds=1)
        var = sum((v - mean) ** 2 for v in values) / (n - 1)
        return cls(mean=round(mean, 2), spread=round(t95(n - 1) * math.sqrt(var / n), 2),
                   worlds=n)

    @property
    def low(self) -> float:
        return self.mean - self.spread


class Decision(BaseModel):
    step: int  # 0-based index into the game's actions
    seat: int
    round: int | None = None
    # Analyses of version 1 kept sentences in the language of their day; later ones keep
    # the actions and write the sentences when shown (`chosen_text`, `best_text`).
    chosen: str = ""
    best: str = ""
    chosen_action: dict[str, Any] | None = None
    best_action: dict[str, Any] | None = None  # None: no move found better than the one chosen
    chosen_value: float = 0.0
    best_value: float = 0.0
    loss: float = 0.0  # the confirmed gap when it counts as a mistake, else 0
    choices: int = 1  # how many moves were legal
    # Version 2: the confirmation's estimates, each with its 95% interval.
    chosen_estimate: Estimate | None = None
    best_estimate: Estimate | None = None
    gap: Estimate | None = None  # best minus chosen, paired world by world
    ahead: int = 0  # confirmation worlds in which the better move did better

    @property
    def mistake(self) -> bool:
        return self.loss > 0

    def chosen_text(self, match: Match | None = None) -> str:
        return self._text(match, self.chosen_action, self.chosen)

    def best_text(self, match: Match | None = None) -> str:
        return self._text(match, self.best_action, self.best)

    def _text(self, match: Match | None, action: dict[str, Any] | None, stored: str) -> str:
        if match is None or action is None:
            return stored
        game = match.game
        return game.words.describe_own(match.states[self.step], self.seat, game.parse_action(action))

    def in_words(self, match: Match | None = None) -> str:
        """"round 3: Ana took …; better: …, +6 ± 2 points"."""
        where = (_("round {round}").format(round=self.round) if self.round is not None
                 else _("decision {number}").format(number=self.step + 1))
        if self.gap is None:  # an analysis of version 1: one figure, no interval
            return _("{where}: {chosen}; better: {best}, about +{loss} points").format(
                where=where, chosen=self.chosen_text(match), best=self.best_text(match),
                loss=round(self.loss))
        return _("{where}: {chosen}; better: {best}, {gap} points").format(
            where=where, chosen=self.chosen_text(match), best=self.best_text(match),
            gap=signed(self.gap))


def signed(e: Estimate) -> str:
    """"+3.2 ± 1.1": a gap with the half-width of its 95% interval."""
    return f"{e.mean:+.1f} ± {e.spread:.1f}"


def plain(e: Estimate) -> str:
    return f"{e.mean:.1f} ± {e.spread:.1f}"


class PlayerSummary(BaseModel):
    seat: int
    decisions: int  # decisions with a choice
    mistakes: int
    points: float  # what the mistakes cost, summed
    spread: float = 0.0  # half-width of the sum's 95% interval (independent decisions)

    @property
    def per_decision(self) -> float:
        return self.points / self.decisions if self.decisions else 0.0

    def in_words(self, name: str) -> str:
        return ngettext(
            "{name}: {count} mistake, {points} ± {spread} points lost, {average} per decision",
            "{name}: {count} mistakes, {points} ± {spread} points lost, {average} per decision",
            self.mistakes).format(name=name, count=self.mistakes, points=f"{self.points:.0f}",
                                  spread=f"{self.spread:.0f}",
                                  average=f"{self.per_decision:.1f}")


class Analysis(BaseModel):
    version: int = VERSION
    settings: Settings = Field(default_factory=Settings)
    decisions: list[Decision] = Field(default_factory=list)
    complete: bool = False  # False while under way or after a cancel

    def total_loss(self, seat: int) -> float:
        return sum(d.loss for d in self.decisions if d.seat == seat)

    def summary(self, seat: int) -> PlayerSummary:
        mine = [d for d in self.decisions if d.seat == seat and d.choices > 1]
        counted = [d for d in mine if d.mistake]
        spread = math.sqrt(sum(d.gap.spread ** 2 for d in counted if d.gap is not None))
        return PlayerSummary(seat=seat, decisions=len(mine), mistakes=len(counted),
                             points=round(sum(d.loss for d in counted), 2),
                             spread=round(spread, 2))

    def costliest(self, seat: int, count: int = 3) -> list[Decision]:
        mine = [d for d in self.decisions if d.seat == seat and d.loss > 0]
        return sorted(mine, key=lambda d: (-d.loss, d.step))[:count]

    def criterion(self) -> str:
        """The rule that makes a loss count, in plain words."""
        s = self.settings
        return _("A decision counts as a mistake only when a better move stays ahead by more "
                 "than {threshold} point at the low end of its 95% interval, measured in "
                 "up to {worlds} fresh worlds where both moves meet the same luck.").format(
            threshold=f"{s.threshold:g}", worlds=s.confirm)


class Cancelled(Exception):
    """The caller asked the analysis to stop (it keeps what was done)."""


def _paired(game: AnyRules, bot: StrongBot, view: BaseModel, moves: list[BaseModel],
            seed: str, worlds: range
            ) -> list[list[float]]:
    """values[m][i]: move m played in the i-th of `worlds`, every move on the same world
    and dice (world w is seeded by its number, so a later batch continues an earlier)."""
    values: list[list[float]] = [[] for _ in moves]
    for w in worlds:
        rng = random.Random(f"{seed}:{w}")
        world = game.bots.determinize(view, bot.seat, rng)
        dice = rng.getrandbits(64)
        for m, move in enumerate(moves):
            values[m].append(bot.sample(world, move, random.Random(dice)))
    return values


def _leads(values: list[list[float]]) -> list[Estimate]:
    """Each move's paired lead over move 0 (the chosen one)."""
    return [Estimate.of([b - a for a, b in zip(values[0], mine, strict=True)])
            for mine in values]


def _screen(game: AnyRules, bot: StrongBot, view: BaseModel, moves: list[BaseModel],
            seed: str, worlds: int) -> tuple[int, Estimate,
                                                                        list[float]]:
    """The screening: (index of the best rival, 0 for none; its lead; the chosen move's
    values). Rivals not ahead on average after the first half of the worlds are dropped."""
    half = max(1, worlds // 2)
    first = _paired(game, bot, view, moves, seed, range(half))
    leads = _leads(first)
    kept = [m for m in range(1, len(moves)) if leads[m].mean > 0]
    if not kept or half >= worlds:
        best = max(kept, key=lambda m: (leads[m].mean, -m), default=0)
        return best, leads[best], first[0]
    rest = _paired(game, bot, view, [moves[0]] + [moves[m] for m in kept], seed,
                   range(half, worlds))
    values = [first[0] + rest[0]] + [first[m] + rest[i + 1] for i, m in enumerate(kept)]
    leads = _leads(values)
    i = max(range(1, len(values)), key=lambda i: (leads[i].mean, -i))
    return kept[i - 1], leads[i], values[0]


def _confirm(game: AnyRules, bot: StrongBot, view: BaseModel, pair: list[BaseModel],
             seed: str, settings: Settings) -> list[list[float]]:
    """The chosen move and the best rival in fresh paired worlds, batch by batch until
    the interval of the gap is decided against the threshold (or `confirm` worlds)."""
    batch = max(2, settings.confirm // 2)
    values: list[list[float]] = [[], []]
    while len(values[0]) < settings.confirm:
        more = _paired(game, bot, view, pair, seed,
                       range(len(values[0]), min(settings.confirm, len(values[0]) + batch)))
        values = [values[0] + more[0], values[1] + more[1]]
        gap = _leads(values)[1]
        if gap.low > settings.threshold or gap.mean + gap.spread < settings.threshold:
            break
    return values


def analyse_decision(match: Match, step: int, settings: Settings) -> Decision:
    """Judge decision `step` of `match` from what its seat could see then."""
    game = match.game
    logged = match.record.actions[step]
    seat = logged.seat
    before = match.states[step]
    chosen = game.parse_action(logged.action)
    legal = game.legal_actions(before, seat)
    base = Decision(step=step, seat=seat, round=game.words.round_number(before),
                    chosen_action=game.dump_action(chosen), choices=len(legal))
    if len(legal) <= 1:
        return base
    seed = f"{match.record.seed}:analysis:{step}"
    view = game.view.redact(before, seat)
    greedy = GreedyBot(game, seat).values(view, legal, random.Random(f"{seed}:greedy"))
    greedy.sort(key=lambda va: va[0], reverse=True)  # stable: ties keep the legal order
    moves = [chosen] + [a for _, a in greedy if a != chosen][: settings.rivals]
    bot = StrongBot(game, seat)
    best_m, lead, own_values = _screen(game, bot, view, moves, f"{seed}:screen",
                                       settings.worlds)
    if best_m == 0 or lead.low <= 0:  # nothing did clearly better on the same luck
        own = Estimate.of(own_values)
        return base.model_copy(update={"chosen_value": own.mean, "best_value": own.mean,
                                       "chosen_estimate": own, "best_estimate": own,
                                       "gap": Estimate(worlds=own.worlds)})
    fresh = _confirm(game, bot, view, [chosen, moves[best_m]], f"{seed}:confirm", settings)
    diffs = [b - a for a, b in zip(fresh[0], fresh[1], strict=True)]
    gap = Estimate.of(diffs)
    mine, other = Estimate.of(fresh[0]), Estimate.of(fresh[1])
    counted = gap.low > settings.threshold
    return base.model_copy(update={
        "best_action": game.dump_action(moves[best_m]),
        "chosen_value": mine.mean, "best_value": other.mean,
        "chosen_estimate": mine, "best_estimate": other, "gap": gap,
        "loss": gap.mean if counted else 0.0,
        "ahead": sum(1 for d in diffs if d > 0),
    })


# --- the whole game, in this process or in a pool of worker processes ------------------

_WORKER: dict[str, Any] = {}


def _worker_start(record_json: str) -> None:
    from .match import MatchRecord
    from .registry import get_game

    record = MatchRecord.model_validate_json(record_json)
    _WORKER["match"] = Match.replay(get_game(record.game), record)


def _worker_step(step: int, settings_json: str) -> Decision:
    return analyse_decision(_WORKER["match"], step, Settings.model_validate_json(settings_json))


def default_jobs() -> int:
    """Worker processes: both cores of a 2-core machine, at most 2 (BOARDGAMES_JOBS)."""
    wanted = os.environ.get("BOARDGAMES_JOBS")
    if wanted and wanted.isdigit():
        return max(1, int(wanted))
    return max(1, min(2, os.cpu_count() or 1))


def analyse(
    match: Match,
    settings: Settings | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    previous: Analysis | None = None,
    jobs: int = 1,
) -> Analysis:
    """Analyse every decision; `progress(done, total)` after each, stop when `cancelled()`.

    A `previous` analysis of the same version and settings is continued, not redone.
    With `jobs` > 1 the decisions are shared by that many worker processes; the result
    is the same (every decision is seeded on its own).
    """
    settings = settings or Settings()
    out = Analysis(settings=settings)
    if previous is not None and previous.version == VERSION and previous.settings == settings:
        out.decisions = list(previous.decisions)
    total = len(match.record.actions)
    todo = list(range(len(out.decisions), total))
    if jobs > 1 and len(todo) > 8:
        return _analyse_in_pool(match, settings, out, todo, progress, cancelled, jobs)
    for step in todo:
        if cancelled is not None and cancelled():
            return out
        out.decisions.append(analyse_decision(match, step, settings))
        if progress is not None:
            progress(step + 1, total)
    out.complete = True
    return out


def _start_resource_tracker() -> None:
    """multiprocessing's helper process passes on standard error by its file descriptor;
    a Textual app has replaced `sys.stderr` with an object without one, which fails the
    pool's start ("bad value(s) in fds_to_keep"). Started once with the real one, it
    stays up for the later pools."""
    from multiprocessing import resource_tracker

    real = sys.__stderr__
    if real is None or sys.stderr is real:
        resource_tracker.ensure_running()
        return
    shown, sys.stderr = sys.stderr, real
    try:
        resource_tracker.ensure_running()
    finally:
        sys.stderr = shown


def _analyse_in_pool(match: Match, settings: Settings, out: Analysis, todo: list[int],
                     progress: Callable[[int, int], None] | None,
                     cancelled: Callable[[], bool] | None, jobs: int) -> Analysis:
    import multiprocessing

    # Forked workers start at once with the match in memory; but the app calls this from
    # a thread, and forking a process with threads is unsafe: there they are spawned.
    import threading
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
    from concurrent.futures.process import BrokenProcessPool

    fork = threading.active_count() == 1 and "fork" in multiprocessing.get_all_start_methods()
    total = len(match.record.actions)
    found: dict[int, Decision] = {}
    settings_json = settings.model_dump_json()
    pool = None
    sys.stdout.flush()  # a forked worker would write what is still buffered once more
    try:
        _start_resource_tracker()
        if fork:
            _WORKER["match"] = match
            pool = ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("fork"))
        else:
            pool = ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn"),
                                       initializer=_worker_start,
                                       initargs=(match.record.model_dump_json(),))
        future_steps = {pool.submit(_worker_step, step, settings_json): step for step in todo}
        pending = set(future_steps)
    except Exception:  # noqa: BLE001 - no processes to be had (a sandbox; standard error
        # replaced, as under a test's app, fails the resource tracker's start): do it here
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
        _WORKER.pop("match", None)
        return analyse(match, settings, progress, cancelled, out, jobs=1)
    try:
        while pending:
            done, pending = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
            for future in done:
                try:
                    decision = future.result()
                except BrokenProcessPool:  # a worker died: the rest is done here
                    decision = analyse_decision(match, future_steps[future], settings)
                found[decision.step] = decision
            while len(out.decisions) in found:  # keep the finished prefix, in order
                out.decisions.append(found.pop(len(out.decisions)))
            if done and progress is not None:
                progress(len(out.decisions) + len(found), total)
            if cancelled is not None and cancelled():
                return out
    finally:  # done: the workers are waited for (their time is counted); cancelled: not
        pool.shutdown(wait=not pending, cancel_futures=True)
        _WORKER.pop("match", None)
    out.complete = True
    return out


def stored(match: Match) -> Analysis | None:
    """The analysis kept in the save, if it is complete and of this version."""
    data = match.record.analysis
    if not data:
        return None
    try:
        found = Analysis.model_validate(data)
    except ValueError:
        return None
    current = len(found.decisions) == len(match.record.actions)
    return found if found.complete and found.version == VERSION and current else None


def analyse_and_store(match: Match, path: Path | None,
                      progress: Callable[[int, int], None] | None = None,
                      cancelled: Callable[[], bool] | None = None,
                      settings: Settings | None = None, jobs: int | None = None) -> Analysis:
    """Reuse what the save holds, or analyse and keep a complete result in the save file.

    A save that cannot be written (a read-only folder) still gets its analysis shown.
    """
    from . import saves

    settings = settings or Settings()
    found = stored(match)
    if found is not None and found.settings == settings:
        return found
    result = analyse(match, settings, progress=progress, cancelled=cancelled,
                     jobs=default_jobs() if jobs is None else jobs)
    if result.complete and path is not None:
        match.record.analysis = result.model_dump(mode="json")
        try:
            saves.save(match, path)
        except OSError:
            pass  # shown anyway; computed again next time
    return result
