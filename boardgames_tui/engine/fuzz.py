"""Seeded random games of every game through the rules API, checking the contract after
every decision (issue 11, "Nothing breaks").

    python -m boardgames_tui.engine.fuzz --minutes 15          (make fuzz MINUTES=15)
    python -m boardgames_tui.engine.fuzz --games 2 --seed 5    two games per game and count
    python -m boardgames_tui.engine.fuzz --game rococo --players 5 --seed 123 --options '{...}'

Each case is a game, a player count, a seed and a combination of options (every `bool`
and `Literal` field of the game's Options model, sampled from the seed). The cases run
round-robin over every game and player count, so a time limit spreads evenly; the same
seed gives the same cases in the same order and the same checks. After every decision:

- someone is to act until the end, and every seat to act has a legal action;
- the chosen action and a sample of the other legal ones apply and can be described;
- on sampled steps: `apply` leaves its input unchanged (model_dump before and after),
  actions of other seats and actions legal at earlier steps are refused with
  IllegalAction and a reason, changing nothing; `score_sheet`, `redact`,
  `round_number` and `round_summary` work;
- the game ends within `max_decisions` (a game without a bound fails).

Every failure is printed with a one-line command that replays exactly that case.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import shlex
import sys
import time
import types
import typing
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, TextIO

from pydantic import BaseModel

from .errors import IllegalAction
from .game import AnyRules
from .registry import all_games, get_game

OTHER_LEGAL = 2  # legal actions applied per step besides the chosen one
CHECK_EVERY = 4  # about one step in this many gets the costly checks (purity, illegal moves)
POOL = 64  # actions remembered from earlier steps, tried later as likely illegal ones


@dataclass(frozen=True)
class Case:
    game: str
    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict, hash=False)

    def command(self) -> str:
        """A shell line that runs exactly this case again."""
        opts = json.dumps(self.options, sort_keys=True, separators=(",", ":"))
        return (f".venv/bin/python -m boardgames_tui.engine.fuzz --game {self.game} --players "
                f"{self.players} --seed {self.seed} --options {shlex.quote(opts)}")


@dataclass
class Failure:
    case: Case
    step: int
    message: str

    def line(self) -> str:
        return (f"FAIL {self.case.game} {self.case.players}p seed {self.case.seed} "
                f"options {json.dumps(self.case.options, sort_keys=True)} at decision "
                f"{self.step}: {self.message}\n  repeat: {self.case.command()}")


@dataclass
class Tally:
    games: int = 0
    decisions: int = 0
    skipped: int = 0  # option combinations the game refuses for this player count
    seconds: float = 0.0


@dataclass
class Report:
    tallies: dict[str, Tally] = field(default_factory=dict)
    failures: list[Failure] = field(default_factory=list)

    def tally(self, game_id: str) -> Tally:
        return self.tallies.setdefault(game_id, Tally())

    def summary(self) -> list[str]:
        lines = [f"{'game':<28}{'games':>7}{'decisions':>11}{'games/min':>11}{'skipped':>9}"]
        for gid, t in self.tallies.items():
            rate = t.games / t.seconds * 60 if t.seconds else 0.0
            lines.append(f"{gid:<28}{t.games:>7}{t.decisions:>11}{rate:>11.1f}{t.skipped:>9}")
        lines.append(f"{len(self.failures)} failure(s)")
        return lines


# --- options -----------------------------------------------------------------------


def option_choices(options_model: type[BaseModel]) -> dict[str, list[Any]]:
    """Every bool and Literal field of an Options model with the values it can take."""
    out: dict[str, list[Any]] = {}
    for name, info in options_model.model_fields.items():
        ann = info.annotation
        if ann is bool:
            out[name] = [False, True]
        elif typing.get_origin(ann) is typing.Literal:
            out[name] = list(typing.get_args(ann))
        elif typing.get_origin(ann) in (typing.Union, types.UnionType):
            args = [a for a in typing.get_args(ann) if a is not type(None)]
            if len(args) == 1 and typing.get_origin(args[0]) is typing.Literal:
                out[name] = list(typing.get_args(args[0]))
    return out


def sample_options(game: AnyRules, rng: random.Random) -> dict[str, Any]:
    """One combination of the game's bool/Literal options, chosen by `rng`."""
    return {name: rng.choice(values) for name, values in option_choices(game.Options).items()}


# --- one game ------------------------------------------------------------------------


class CaseFailed(Exception):
    pass


def _dump(state: Any) -> dict[str, Any]:
    data: dict[str, Any] = state.model_dump(mode="python")
    return data


def _names(n: int) -> list[str]:
    return [f"P{i + 1}" for i in range(n)]


def check_refused(game: AnyRules, state: Any, seat: int, action: BaseModel,
                  why: str) -> None:
    """`action` by `seat` must be refused with IllegalAction and a reason."""
    try:
        game.apply(state, seat, action)
    except IllegalAction as exc:
        if not (exc.reason and str(exc.reason).strip()):
            raise CaseFailed(f"{why} refused without a reason") from None
    except Exception as exc:  # noqa: BLE001 - any other error is the finding
        raise CaseFailed(f"{why} crashed instead of being refused: "
                         f"{type(exc).__name__}: {exc}") from None
    else:
        raise CaseFailed(f"{why} was accepted: seat {seat} {action!r}")


def run_case(game: AnyRules, case: Case) -> int:
    """Play one case to its end with every check; the number of decisions. Raises
    CaseFailed (with `.step`) on the first broken check."""
    options = game.parse_options(case.options)
    rng = random.Random(f"fuzz:{case.game}:{case.players}:{case.seed}")
    state = game.setup(_names(case.players), case.seed, options)
    bound = game.max_decisions(case.players, options)
    if not isinstance(bound, int) or isinstance(bound, bool) or bound <= 0:
        raise _at(0, f"max_decisions gives no bound ({bound!r})")
    pool: list[tuple[int, BaseModel]] = []
    step = 0
    while not game.is_over(state):
        if step >= bound:
            raise _at(step, f"no end within the bound of {bound} decisions")
        try:
            state = _one_step(game, state, step, rng, pool, case.players)
        except CaseFailed as exc:
            raise _at(step, str(exc)) from None
        except Exception as exc:  # noqa: BLE001 - a crash of the rules is a finding
            raise _at(step, f"{type(exc).__name__}: {exc}") from None
        step += 1
    try:
        sheet = game.score_sheet(state)
        if not sheet.winners:
            raise CaseFailed("a finished game has no winner")
        if sorted(r.seat for r in sheet.rows if r.seat >= 0) != list(range(case.players)):
            raise CaseFailed("the final score sheet does not list every seat once")
    except CaseFailed as exc:
        raise _at(step, str(exc)) from None
    except Exception as exc:  # noqa: BLE001
        raise _at(step, f"score_sheet at the end: {type(exc).__name__}: {exc}") from None
    return step


def _at(step: int, message: str) -> CaseFailed:
    exc = CaseFailed(message)
    exc.step = step  # type: ignore[attr-defined]
    return exc


def _one_step(game: AnyRules, state: Any, step: int, rng: random.Random,
              pool: list[tuple[int, BaseModel]], n_players: int) -> Any:
    to_act = game.to_act(state)
    if not to_act:
        raise CaseFailed("no seat is to act but the game is not over")
    for s in to_act:
        if not game.legal_actions(state, s):
            raise CaseFailed(f"seat {s} is to act but has no legal action")
    seat = rng.choice(to_act)
    legal = game.legal_actions(state, seat)
    action = rng.choice(legal)
    costly = rng.randrange(CHECK_EVERY) == 0
    before = _dump(state) if costly else None

    others = [a for a in legal if a is not action]
    for other in rng.sample(others, min(OTHER_LEGAL, len(others))) + [action]:
        game.words.describe(state, seat, other)
        result = game.apply(state, seat, other)
        if not isinstance(result, game.State):
            raise CaseFailed(f"apply returned {type(result).__name__}, not a state")
        if other is action:
            nxt = result

    if costly:
        idle = [s for s in range(n_players) if s not in to_act]
        if idle:
            check_refused(game, state, rng.choice(idle), action,
                          "an action by a seat not to act")
        tried = 0
        for old_seat, old in rng.sample(pool, len(pool)):
            if tried >= 2:
                break
            if old_seat in to_act and old in game.legal_actions(state, old_seat):
                continue
            check_refused(game, state, old_seat, old, "an action legal at an earlier step")
            tried += 1
        sheet = game.score_sheet(state)
        if sorted(r.seat for r in sheet.rows if r.seat >= 0) != list(range(n_players)):
            raise CaseFailed("score_sheet mid-game does not list every seat once")
        game.view.redact(state, seat)
        summary = game.words.round_summary(state, nxt)
        if not all(isinstance(line, str) and line for line in summary):
            raise CaseFailed(f"round_summary gave something other than lines: {summary!r}")
        number = game.words.round_number(nxt)
        if number is not None and (not isinstance(number, int) or number < 1):
            raise CaseFailed(f"round_number gave {number!r}")
        if _dump(state) != before:
            raise CaseFailed("apply (or a refused action) changed its input state")

    if len(pool) < POOL:
        pool.append((seat, action))
    else:
        pool[rng.randrange(POOL)] = (seat, action)
    return nxt


# --- many games ----------------------------------------------------------------------


def cases(seed: int, games: list[AnyRules]) -> Iterator[tuple[AnyRules, Case]]:
    """The endless, deterministic sequence of cases: round-robin over game and player
    count, the k-th round using seed `seed + k`, options sampled from that seed."""
    pairs = [(g, n) for g in games for n in range(g.min_players, g.max_players + 1)]
    for k in itertools.count():
        for g, n in pairs:
            case_seed = seed + k
            yield g, Case(g.id, n, case_seed, _fitting_options(g, n, case_seed))


def _fitting_options(game: AnyRules, n: int, seed: int, tries: int = 8) -> dict[str, Any]:
    """Sampled options that this player count can play (a few draws; else the first)."""
    rng = random.Random(f"options:{game.id}:{n}:{seed}")
    first = None
    for _ in range(tries):
        options = sample_options(game, rng)
        first = options if first is None else first
        try:
            game.setup(_names(n), seed, game.parse_options(options))
        except ValueError:
            continue
        return options
    return first or {}


def play(game: AnyRules, case: Case, report: Report, out: TextIO | None = None) -> None:
    """Run one case into `report` (printing a failure at once when `out` is given)."""
    tally = report.tally(case.game)
    start = time.perf_counter()
    try:
        try:
            options = game.parse_options(case.options)
            game.setup(_names(case.players), case.seed, options)
        except ValueError:  # options that do not fit this player count: not a game
            tally.skipped += 1
            return
        tally.decisions += run_case(game, case)
        tally.games += 1
    except CaseFailed as exc:
        tally.games += 1
        failure = Failure(case, getattr(exc, "step", 0), str(exc).splitlines()[0][:300])
        report.failures.append(failure)
        if out:
            print(failure.line(), file=out, flush=True)
    finally:
        tally.seconds += time.perf_counter() - start


def fuzz(seed: int = 0, minutes: float | None = None, games: int | None = None,
         game_ids: list[str] | None = None, out: TextIO | None = None,
         report: Report | None = None) -> Report:
    """Play cases until `minutes` have passed or every game and player count has had
    `games` games (whichever is given; both: the first reached)."""
    chosen = [get_game(g) for g in game_ids] if game_ids else all_games()
    pairs = sum(g.max_players - g.min_players + 1 for g in chosen)
    report = report if report is not None else Report()
    for g in chosen:
        report.tally(g.id)
    deadline = time.monotonic() + minutes * 60 if minutes is not None else None
    for i, (game, case) in enumerate(cases(seed, chosen)):
        if games is not None and i >= games * pairs:
            break
        if deadline is not None and time.monotonic() >= deadline:
            break
        play(game, case, report, out)
    return report


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m boardgames_tui.engine.fuzz",
                                description="Random games of every game, contract checked.")
    p.add_argument("--minutes", type=float, help="stop after this long (default 15 "
                                                 "unless --games or a single case is given)")
    p.add_argument("--games", type=int, help="games per game and player count")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--game", action="append", help="only this game (repeatable)")
    p.add_argument("--players", type=int, help="with --game, --seed, --options: one case")
    p.add_argument("--options", help="JSON object of options, for one case")
    args = p.parse_args(argv)
    out = sys.stdout
    report = Report()
    if args.players is not None:
        if not args.game or len(args.game) != 1:
            p.error("--players needs exactly one --game")
        game = get_game(args.game[0])
        case = Case(game.id, args.players, args.seed, json.loads(args.options or "{}"))
        play(game, case, report, out)
    else:
        minutes = args.minutes if args.minutes is not None else (
            None if args.games is not None else 15.0)
        try:
            fuzz(args.seed, minutes, args.games, args.game, out, report)
        except KeyboardInterrupt:
            print("interrupted; the games played so far:", file=out)
            print("\n".join(report.summary()), file=out)
            return 130
    print("\n".join(report.summary()), file=out)
    for failure in report.failures:
        print(failure.line(), file=out)
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
