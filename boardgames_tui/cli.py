"""The `boardgames` console script (architecture §CLI).

Only the app commands import textual; `list`, `simulate` and `rules` stay headless.
Bad arguments exit with status 2 and one line saying why.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from typing import NoReturn

from pydantic import ValidationError

from . import __version__
from .cli_after_game import HANDLERS as AFTER_GAME_HANDLERS
from .cli_after_game import CommandError
from .cli_after_game import add_parsers as add_after_game_parsers
from .engine import i18n
from .engine.errors import option_error, short
from .engine.registry import UnknownGame, entries, get_game

SEED_DIGITS = 18  # seeds are whole numbers of at most this many digits


class UsageError(Exception):
    """Bad arguments: reported on one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _seed(text: str) -> int:
    """A --seed value: a whole number of at most SEED_DIGITS digits."""
    digits = text.strip().lstrip("+-")
    if not digits.isdigit() or len(digits) > SEED_DIGITS:
        raise argparse.ArgumentTypeError(
            f"must be a whole number of at most {SEED_DIGITS} digits, not {short(text)}")
    return int(text)


def _cut_long_words(message: str, limit: int = 100) -> str:
    """Shorten any word of a message longer than `limit` (a pasted 5,000-digit seed)."""
    return re.sub(rf"\S{{{limit + 1},}}",
                  lambda m: f"{m.group(0)[:limit // 2]}… ({len(m.group(0))} characters)",
                  message)


def _parser() -> argparse.ArgumentParser:
    p = _Parser(prog="boardgames", description="Euro board games, hot-seat in the terminal.")
    p.add_argument("--version", action="version", version=f"boardgames {__version__}")
    p.add_argument("--lang", choices=sorted(i18n.LANGUAGES),
                   help="the language of every text: de (Deutsch) or en (English); "
                        "default: the one chosen on the game list, else the environment's")
    sub = p.add_subparsers(dest="command", parser_class=_Parser)

    sub.add_parser("list", help="one line per game: id, title, player range")

    new = sub.add_parser("new", help="start a new game in the app")
    new.add_argument("game")
    new.add_argument("--players", nargs="+", required=True, metavar="NAME")
    new.add_argument("--seed", type=_seed)
    new.add_argument("--bot", action="append", default=[], metavar="SEAT=LEVEL")
    new.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")

    res = sub.add_parser("resume", help="resume a saved game (default: the most recent)")
    res.add_argument("file", nargs="?")

    sim = sub.add_parser("simulate", help="play games headlessly with bots in every seat")
    sim.add_argument("game")
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--games", type=int, default=1)
    sim.add_argument("--seed", type=_seed, default=0)
    sim.add_argument("--bots", default="", metavar="LEVEL,LEVEL,...")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    sim.add_argument("--json", action="store_true")
    sim.add_argument("--save-to", metavar="DIR",
                     help="write every finished game as a save file in DIR")

    tour = sub.add_parser("tournament", help="bot levels against each other: win rates")
    tour.add_argument("game")
    tour.add_argument("--players", type=int, required=True)
    tour.add_argument("--games", type=int, default=10)
    tour.add_argument("--seed", type=_seed, default=0)
    tour.add_argument("--bots", required=True, metavar="LEVEL,LEVEL,...")
    tour.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")

    rules = sub.add_parser("rules", help="print a game's rules")
    rules.add_argument("game")
    add_after_game_parsers(sub)
    return p


def _game(game_id: str):
    try:
        return get_game(game_id)
    except UnknownGame as exc:
        raise UsageError(str(exc.args[0])) from None


def _pairs(items: list[str], what: str) -> dict[str, str]:
    out = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise UsageError(f"{what} {item!r} is not KEY=VALUE")
        out[key.strip()] = value.strip()
    return out


def parse_options(game, items: list[str]):
    """--option KEY=VALUE pairs validated by the game's Options model."""
    raw = _pairs(items, "option")
    known = set(game.Options.model_fields)
    for key in raw:
        if key not in known:
            raise UsageError(
                f"unknown option {key!r} for {game.title}; options: "
                f"{', '.join(sorted(known)) or 'none'}"
            )
    try:
        return game.parse_options(raw)
    except ValidationError as exc:
        raise UsageError(option_error(game.Options, exc)) from None


def _check_players(game, n: int) -> None:
    if not game.min_players <= n <= game.max_players:
        raise UsageError(
            f"{game.title} takes {game.min_players}-{game.max_players} players, not {n}"
        )


def _bot_levels(game, spec: list[str], n: int) -> dict[int, str]:
    from .engine.bots import bot_levels

    levels = bot_levels(game)
    seats = {}
    for key, value in _pairs(spec, "bot").items():
        if not key.isdigit() or not 1 <= int(key) <= n:
            raise UsageError(f"bot seat {key!r} must be a number from 1 to {n}")
        if value not in levels:
            raise UsageError(f"unknown bot level {value!r}; levels: {', '.join(levels)}")
        seats[int(key) - 1] = value
    return seats


def cmd_list() -> int:
    for g in entries():
        print(f"{g.id}\t{i18n.title(g)}\t{g.min_players}-{g.max_players}")
    return 0


def cmd_rules(args) -> int:
    print(_game(args.game).rules_text())
    return 0


def _bot_list(game, spec: str, n: int) -> list[str]:
    """--bots LEVEL,LEVEL,...: one level for all seats, or one per seat."""
    from .engine.bots import bot_levels

    bots = [b.strip() for b in spec.split(",") if b.strip()] or ["random"]
    if len(bots) == 1:
        bots = bots * n
    if len(bots) != n:
        raise UsageError(f"--bots names {len(bots)} levels for {n} players")
    for level in bots:
        if level not in bot_levels(game):
            raise UsageError(f"unknown bot level {level!r}; levels: {', '.join(bot_levels(game))}")
    return bots


def _game_players_options(args):
    game = _game(args.game)
    _check_players(game, args.players)
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    options = parse_options(game, args.option)
    try:
        game.setup([f"P{i + 1}" for i in range(args.players)], 0, options)
    except ValueError as exc:  # options that do not fit this player count
        raise UsageError(str(exc).splitlines()[0]) from None
    return game, options


def cmd_tournament(args) -> int:
    from .engine.simulate import decision_limit
    from .engine.tournament import run_tournament

    game, options = _game_players_options(args)
    levels = _bot_list(game, args.bots, args.players)
    result = run_tournament(game, levels, args.games, args.seed, options)
    print(f"{game.title}: {args.games} games, {args.players} players, levels rotate seats")
    print(f"{'level':<10}{'seats':>7}{'wins':>7}{'win rate':>10}{'avg score':>11}")
    for s in result.stats:
        print(f"{s.level:<10}{s.seats_played:>7}{s.wins:>7}{s.win_rate:>9.0%}"
              f"{s.average_score:>11.1f}")
    if result.unfinished:
        seeds = ", ".join(str(seed) for seed in result.unfinished)
        limit = decision_limit(game, args.players, options)
        print(f"not finished within {limit} decisions (a rules bug; not counted): "
              f"{len(result.unfinished)} game(s), seeds {seeds}")
    return 0


def _names_and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def simulate_line(number: int, result, limit: int) -> str:
    """One game of `simulate` in words: players by name (the names --json lists in
    `names`; its `winners` are seats from 0 into that list)."""
    scores = ", ".join([f"{name} {score}" for name, score in
                        zip(result.names, result.scores, strict=True)]
                       + [f"{name} {score}" for name, score in result.rivals.items()])
    if not result.finished:
        return (f"game {number}, seed {result.seed}: not finished within {limit} decisions "
                f"(the game's bound; a rules bug); scores so far {scores}")
    rival = next(iter(result.rivals), "the rival")
    winners = [result.names[w] if 0 <= w < len(result.names) else rival
               for w in result.winners]
    outcome = (f"{winners[0]} wins" if len(winners) == 1
               else f"{_names_and(winners)} share the win")
    return (f"game {number}, seed {result.seed}: {scores}; {outcome} "
            f"({result.actions} decisions, {result.seconds:.2f} s)")


def cmd_simulate(args) -> int:
    from pathlib import Path

    from .engine.simulate import decision_limit, play_one, save_game

    game, options = _game_players_options(args)
    bots = _bot_list(game, args.bots, args.players)
    if args.save_to:
        try:
            Path(args.save_to).mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise UsageError(f"--save-to {short(args.save_to)}: {exc.strerror or exc}") from None
    results = []
    for i in range(args.games):
        moves: list | None = [] if args.save_to else None
        result = play_one(game, args.players, args.seed + i, bots, options, moves)
        results.append(result)
        if args.save_to and result.finished:
            save_game(game, result, options, moves, args.save_to)
        if args.json:
            continue
        print(simulate_line(i + 1, result, decision_limit(game, args.players, options)))
    if args.json:
        print(json.dumps([r.model_dump() for r in results], indent=1))
    return 0


def _check_names(names: list[str]) -> list[str]:
    """Player names as the setup form takes them: each given, no two the same."""
    names = [n.strip() for n in names]
    if any(not n for n in names):
        raise UsageError("every player needs a name")
    for i, name in enumerate(names):
        if name in names[:i]:
            raise UsageError(f"two players are named {short(name)}; every player needs "
                             f"a name of their own")
    return names


def cmd_new(args) -> int:
    game = _game(args.game)
    _check_players(game, len(args.players))
    args.players = _check_names(args.players)
    options = parse_options(game, args.option)
    bots = _bot_levels(game, args.bot, len(args.players))
    try:
        game.setup(args.players, 0, options)
    except ValueError as exc:
        raise UsageError(str(exc).splitlines()[0]) from None
    from .ui.app import BoardGamesApp

    return run_app(BoardGamesApp(
        start_new=(game.id, args.players, args.seed, options.model_dump(mode="json"), bots)
    ))


def cmd_resume(args) -> int:
    from pathlib import Path

    from .engine import saves

    path = None
    if args.file:
        path = Path(args.file)
        if not path.is_file():
            raise UsageError(f"no save file {args.file}")
        try:
            saves.load(path)
        except saves.SaveError as err:
            raise UsageError(f"cannot resume {path.name}: {err.reason}") from None
    from .ui.app import BoardGamesApp

    return run_app(BoardGamesApp(resume_path=path, resume_latest=path is None))


def _write_crash_log(error: BaseException) -> str | None:
    """The traceback, appended to crash.log in the data folder; its path, or None."""
    import traceback

    from .engine.match import now_iso
    from .engine.saves import data_dir

    path = data_dir() / "crash.log"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8") as fh:
            fh.write(f"--- {now_iso()} boardgames {__version__}\n")
            fh.write("".join(traceback.format_exception(error)))
    except OSError:
        return None
    return str(path)


def crash_line(app, error: BaseException | None, log: str | None) -> str:
    """The one line printed when the app stopped on an uncaught error."""
    what = type(error).__name__ if error is not None else "an error"
    session = getattr(app, "session", None)
    if session is None:
        saved = "no game was open (games in progress are saved at every decision)"
    elif session.save_error:
        saved = "the game in progress could not be saved"
    else:
        saved = f"your game is saved in {session.path} (`boardgames resume` goes on with it)"
    details = f"; details in {log}" if log else ""
    return f"boardgames stopped on an unexpected error ({what}); {saved}{details}"


def run_app(app, **run_options) -> int:
    """Run the Textual app. An uncaught error leaves the terminal clean (Textual restores
    it), prints one line saying where the game is saved, and exits with status 1."""
    try:
        app.run(**run_options)
    except Exception as exc:  # raised outside Textual's own error handling
        error: BaseException | None = exc
    else:
        error = getattr(app, "_exception", None)
        if error is None and not app.return_code:
            return 0
    log = _write_crash_log(error) if error is not None else None
    print(crash_line(app, error, log), file=sys.stderr)
    return app.return_code or 1


def choose_language(argv: list[str]) -> list[str]:
    """Set the language from `--lang` (anywhere on the line, before or after the
    subcommand), the one chosen in the app, or the environment; the rest of the line."""
    from .engine import settings

    i18n.choose(None, settings.load().language)  # so a bad --lang is told in it
    pre = _Parser(prog="boardgames", add_help=False, allow_abbrev=False)
    pre.add_argument("--lang", choices=sorted(i18n.LANGUAGES))
    known, rest = pre.parse_known_args(argv)
    if known.lang:
        i18n.set_language(known.lang)
    return rest


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        argv = choose_language(argv)
        args = _parser().parse_args(argv)
        if args.command is None:
            from .ui.app import BoardGamesApp

            return run_app(BoardGamesApp())
        handlers = {
            "list": lambda a: cmd_list(),
            "rules": cmd_rules,
            "simulate": cmd_simulate,
            "new": cmd_new,
            "resume": cmd_resume,
            "tournament": cmd_tournament,
            **AFTER_GAME_HANDLERS,
        }
        return handlers[args.command](args)
    except (UsageError, CommandError) as exc:
        print(f"boardgames: {_cut_long_words(str(exc))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("boardgames: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
