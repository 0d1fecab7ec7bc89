"""This checkout's strong bot against the strong bot of an earlier commit (a `Baseline`):
e4d5f64, the baseline of issue 16, and 64d90c7, the record of issue 36.

The old bot runs in the venv of its commit (`engines.baseline_python`) behind
`bot_worker.py`; the game itself is played here, by this checkout's rules (the golden
playthroughs keep both versions' rules the same). At each old-bot decision the worker is
sent the game's seed, players, options and the actions so far, and answers its choice,
which must be legal here. Both bots draw their dice from `random.Random` seeded by the
game's seed and the decision number, so a run is the same every time.

Actions renamed since the baseline are translated (`Baseline.renamed`). A game that reaches a
decision the old version does not have (a rule added since) cannot be played by the old
bot: it is counted as "not comparable", not as a win of either side.

Except for the games of `Baseline.by_state`, whose rules changed since the baseline in ways that
made every game incomparable (Castles: the Master Builder's swaps are now bounded, so the
old bot's unbounded swapping soon asks for a swap that is illegal here, and several
rewards at once now let the player choose their order, a decision the old rules lack).
There the worker is sent the position itself (the state as JSON, read by the old `State`
model) instead of the actions to replay, so a game can go on after the two rule sets
differ; and a decision the old bot cannot take here is played for the old side by this
checkout's *greedy* bot: one the old version cannot even read (a task kind it does not
know) or whose old answer is not legal here. The table counts those stand-in decisions
("old decisions by greedy"), so the reader sees how much of the old side was not the old
bot; greedy being much weaker than either strong bot, the stand-in helps neither side.
"""

from __future__ import annotations

import atexit
import random
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from boardgames_tui.engine.bots import GreedyBot, make_bot
from boardgames_tui.engine.registry import all_games, get_game
from tests.benchmarks.bots import MatchUp, fmt_ms, in_pool
from tests.benchmarks.engines import BASELINE, BuildError, Worker, baseline_python

WORKER = Path(__file__).resolve().with_name("bot_worker.py")
NEW = "strong"


@dataclass(frozen=True)
class Baseline:
    """An earlier commit whose strong bot this checkout's plays, and how to talk to it.

    renamed: game id -> {action kind here: the same action's kind in that commit};
    by_state: games whose old bot is asked from the position, with greedy standing in
        where it cannot decide (see the module's docstring);
    target: the win rate this checkout's strong bot must reach (the issue's)."""

    commit: str
    target: float
    issue: int
    renamed: dict[str, dict[str, str]] = field(default_factory=dict)
    by_state: frozenset[str] = frozenset()

    @property
    def old(self) -> str:
        return f"strong of {self.commit}"


ISSUE_16 = Baseline(BASELINE, 0.65, 16,
                    renamed={"castles-of-mad-king-ludwig": {"swap_rooms": "swap_slots",
                                                            "prices_done": "finish_pricing"}},
                    by_state=frozenset({"castles-of-mad-king-ludwig"}))
ISSUE_36 = Baseline("64d90c7", 0.60, 36)  # same rules and action names as today
BASELINES = {b.commit: b for b in (ISSUE_16, ISSUE_36)}


class NotComparable(Exception):
    """The old version cannot play this position (its rules lack a decision of ours)."""


def renamed(base: Baseline, game_id: str, action: dict, to_old: bool) -> dict:
    names = base.renamed.get(game_id, {})
    if not to_old:
        names = {old: new for new, old in names.items()}
    kind = action.get("kind")
    return {**action, "kind": names[kind]} if kind in names else action


class BotWorker(Worker):
    """One `bot_worker.py` process in another interpreter: the old strong bot's choices."""

    def __init__(self, python: Path | str, cwd: str):
        super().__init__(python, cwd, WORKER)

    def choose(self, request: dict) -> dict:
        return self.ask(request)


def old_choice(base: Baseline, game, worker: BotWorker, state, seat: int, legal: list,
               request: dict, stand_ins: dict[str, int]):
    """The old bot's action, or for a `by_state` game this checkout's greedy bot's where
    the old one cannot decide here (`stand_ins` counts why); the old bot's seconds or
    None if it did not decide."""
    if game.id in base.by_state:
        request = {**request, "state": state.model_dump(mode="json")}
        del request["actions"]
    answer = worker.choose(request)
    if "error" in answer:
        why, detail = "the old version cannot read or play the position", answer["error"]
    else:
        action = game.parse_action(renamed(base, game.id, answer["action"], to_old=False))
        if action in legal:
            return action, answer["seconds"]
        why, detail = "the old bot's answer is not legal here", answer["action"]
    if game.id not in base.by_state:
        raise NotComparable(f"{why}: {detail}")
    stand_ins[why] = stand_ins.get(why, 0) + 1
    greedy = GreedyBot(game, seat)
    return greedy.choose(game.view.redact(state, seat), legal, random.Random(request["dice"])), None


def play_against_old(base: Baseline, game, worker: BotWorker, new_seat: int, seed: int):
    """One 2-player game, this checkout's strong bot in `new_seat`; returns the winners,
    the processor seconds of each side's moves, the old side's decisions and how many of
    them greedy took, by reason (`old_choice`)."""
    players = ["P0", "P1"]
    options = game.Options()
    state = game.setup(players, seed, options)
    bot = make_bot(game, new_seat, "strong")
    actions: list[list] = []
    times: dict[str, list[float]] = {NEW: [], base.old: []}
    old_decisions = 0
    stand_ins: dict[str, int] = {}
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        dice = f"bench:{seed}:{len(actions)}"
        if seat == new_seat:
            t0 = time.process_time()
            action = bot.choose(game.view.redact(state, seat), legal, random.Random(dice))
            times[NEW].append(time.process_time() - t0)
        else:
            old_actions = [[s, renamed(base, game.id, a, to_old=True)] for s, a in actions]
            action, seconds = old_choice(
                base, game, worker, state, seat, legal,
                {"game": game.id, "players": players, "seed": seed,
                 "options": options.model_dump(mode="json"), "level": "strong",
                 "actions": old_actions, "dice": dice}, stand_ins)
            old_decisions += 1
            if seconds is not None:
                times[base.old].append(seconds)
        actions.append([seat, game.dump_action(action)])
        state = game.apply(state, seat, action)
    return game.score_sheet(state).winners, times, old_decisions, stand_ins


_WORKER: list[BotWorker] = []  # the old bot of this process (one per pool process)


def start_worker(python_old: Path) -> None:
    """Starts this process's old-bot worker (a pool initializer; it ends with the process)."""
    for old in _WORKER:  # the previous game's, when the games run in this process
        old.close()
    cwd = tempfile.mkdtemp(prefix="bench-bots-")
    _WORKER[:] = [BotWorker(python_old, cwd)]
    atexit.register(_WORKER[0].close)
    atexit.register(shutil.rmtree, cwd, True)
    if not Path(_WORKER[0].module).is_relative_to(python_old.parents[1]):
        raise RuntimeError(f"wrong bots: the old side runs {_WORKER[0].module}")


def play_one_old(commit: str, game_id: str, g: int):
    """Game g against the old bot of `commit` (seat g % 2, seed 1000 + g // 2); None if
    the old version cannot play it. A pool task: the same result in any process."""
    new_seat = g % 2
    try:
        winners, t, decisions, stand_ins = play_against_old(
            BASELINES[commit], get_game(game_id), _WORKER[0], new_seat, seed=1000 + g // 2)
    except NotComparable as e:
        print(f"  {game_id} game {g}: not comparable ({e})", file=sys.stderr, flush=True)
        return None
    greedy = "".join(f"; greedy for the old side {k}: {why}" for why, k in stand_ins.items())
    print(f"  {game_id} game {g}: new bot in seat {new_seat}, winners {winners}{greedy}",
          file=sys.stderr, flush=True)
    return new_seat, winners, t, decisions, sum(stand_ins.values())


def against_old(base: Baseline, game, python_old: Path, games: int,
                jobs: int = 1, first: int = 0) -> tuple[MatchUp, int, tuple[int, int]]:
    """Seats alternate: games 2k and 2k+1 deal the same seed with the seats swapped.
    Returns the match-up of the comparable games, the number of the others, and the old
    side's decisions in the comparable games with how many of them greedy took."""
    result = MatchUp(NEW, base.old, cpu={NEW: [], base.old: []})
    skipped = 0
    old_decisions = stand_ins = 0
    played = in_pool(jobs, play_one_old,
                     [(base.commit, game.id, g) for g in range(first, first + games)],
                     initializer=start_worker, initargs=(python_old,))
    for outcome in played:
        if outcome is None:
            skipped += 1
            continue
        new_seat, winners, t, decisions, greedy = outcome
        old_decisions += decisions
        stand_ins += greedy
        result.games += 1
        if new_seat in winners:
            if len(winners) == 1:
                result.wins += 1
            else:
                result.ties += 1
        for side in t:
            result.cpu[side].extend(t[side])
    return result, skipped, (old_decisions, stand_ins)


def old_bot_benchmarks(quick: bool, table, games: int | None = None,
                       chosen: set[str] = frozenset(), jobs: int = 1,
                       base: Baseline = ISSUE_16, first: int = 0) -> None:
    """The strong bot against the strong bot of `base.commit` in at least 40 2-player
    games per game (issue 16: e4d5f64, ≥ 65%; issue 36: 64d90c7, ≥ 60%). Move times here
    are processor seconds (each side's own); `jobs` processes, each with its own old-bot
    worker, share the games; `first` skips that many games (to add games to a run)."""
    n = games or (2 if quick else 40)
    old = base.old
    try:
        python_old = baseline_python(base.commit)
    except BuildError as e:
        print(f"\n## Strong bot against {base.commit}: skipped, the commit cannot be built: {e}")
        return
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench-bots-") as cwd:
        probe = BotWorker(python_old, cwd)  # which games the old version has
        old_games = probe.games
        probe.close()
    for game in all_games():
        if max(2, game.min_players) > 2 or game.id not in old_games or \
                (chosen and game.id not in chosen):
            continue
        m, skipped, (decisions, greedy) = against_old(base, game, python_old, n, jobs, first)
        cells = m.cells() if m.games else ["0 of 0", "-", "-", "-"]
        stood_in = (f"{greedy} of {decisions} ({greedy / decisions:.1%})" if decisions
                    else "-") if game.id in base.by_state else "-"
        rows.append([game.id, *cells, skipped, stood_in, *fmt_ms(m.cpu[NEW]),
                     *fmt_ms(m.cpu[old])])
    table(f"Strong bot against the strong bot of {base.commit} (issue {base.issue}; games "
          f"{first}-{first + n - 1}; "
          f"2 players, seats alternate on each deal; target ≥ {base.target:.0%}; move times "
          "in processor ms; old decisions by greedy: those the old bot cannot take under "
          "today's rules, see bots_old.Baseline.by_state)",
          ["game", "wins", "ties", "rate", "95% interval (Wilson)", "not comparable",
           "old decisions by greedy", "new median", "new max", "old median", "old max"],
          rows)
