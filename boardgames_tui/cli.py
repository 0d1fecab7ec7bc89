"""The `boardgames` console script (architecture §CLI).

Only the app commands import textual; `list`, `simulate` and `rules` stay headless.
Bad arguments exit with status 2 and one line saying why.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import NoReturn

from pydantic import ValidationError

from . import __version__
from .cli_after_game import HANDLERS as AFTER_GAME_HANDLERS
from .cli_after_game import CommandError
from .cli_after_game import add_parsers as add_after_game_parsers
from .engine.registry import UnknownGame, entries, get_game


class UsageError(Exception):
    """Bad arguments: reported on one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _parser() -> argparse.ArgumentParser:
    p = _Parser(prog="boardgames", description="Euro board games, hot-seat in the terminal.")
    p.add_argument("--version", action="version", version=f"boardgames {__version__}")
    sub = p.add_subparsers(dest="command", parser_class=_Parser)

    sub.add_parser("list", help="one line per game: id, title, player range")

    new = sub.add_parser("new", help="start a new game in the app")
    new.add_argument("game")
    new.add_argument("--players", nargs="+", required=True, metavar="NAME")
    new.add_argument("--seed", type=int)
    new.add_argument("--bot", action="append", default=[], metavar="SEAT=LEVEL")
    new.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")

    res = sub.add_parser("resume", help="resume a saved game (default: the most recent)")
    res.add_argument("file", nargs="?")

    sim = sub.add_parser("simulate", help="play games headlessly with bots in every seat")
    sim.add_argument("game")
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--games", type=int, default=1)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--bots", default="", metavar="LEVEL,LEVEL,...")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    sim.add_argument("--json", action="store_true")

    tour = sub.add_parser("tournament", help="bot levels against each other: win rates")
    tour.add_argument("game")
    tour.add_argument("--players", type=int, required=True)
    tour.add_argument("--games", type=int, default=10)
    tour.add_argument("--seed", type=int, default=0)
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
                f"unknown option {key!r} for {game.id}; options: {', '.join(sorted(known)) or 'none'}"
            )
    try:
        return game.parse_options(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise UsageError(f"bad option {err['loc'][0]}: {err['msg']}") from None


def _check_players(game, n: int) -> None:
    if not game.min_players <= n <= game.max_players:
        raise UsageError(
            f"{game.id} takes {game.min_players}-{game.max_players} players, not {n}"
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
        print(f"{g.id}\t{g.title}\t{g.min_players}-{g.max_players}")
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
    from .engine.tournament import tournament

    game, options = _game_players_options(args)
    levels = _bot_list(game, args.bots, args.players)
    stats = tournament(game, levels, args.games, args.seed, options)
    print(f"{game.title}: {args.games} games, {args.players} players, levels rotate seats")
    print(f"{'level':<10}{'seats':>7}{'wins':>7}{'win rate':>10}{'avg score':>11}")
    for s in stats:
        print(f"{s.level:<10}{s.seats_played:>7}{s.wins:>7}{s.win_rate:>9.0%}"
              f"{s.average_score:>11.1f}")
    return 0


def cmd_simulate(args) -> int:
    from .engine.simulate import play_one

    game, options = _game_players_options(args)
    bots = _bot_list(game, args.bots, args.players)
    results = []
    for i in range(args.games):
        result = play_one(game, args.players, args.seed + i, bots, options)
        results.append(result)
        if not args.json:
            winners = ", ".join(f"P{w + 1}" for w in result.winners)
            print(
                f"game {i + 1}: seed {result.seed} scores {result.scores} "
                f"winner {winners} ({result.actions} actions, {result.seconds:.2f}s)"
            )
    if args.json:
        print(json.dumps([r.model_dump() for r in results], indent=1))
    return 0


def cmd_new(args) -> int:
    game = _game(args.game)
    _check_players(game, len(args.players))
    options = parse_options(game, args.option)
    bots = _bot_levels(game, args.bot, len(args.players))
    try:
        game.setup(args.players, 0, options)
    except ValueError as exc:
        raise UsageError(str(exc).splitlines()[0]) from None
    from .ui.app import BoardGamesApp

    BoardGamesApp(
        start_new=(game.id, args.players, args.seed, options.model_dump(mode="json"), bots)
    ).run()
    return 0


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

    BoardGamesApp(resume_path=path, resume_latest=path is None).run()
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        args = _parser().parse_args(argv)
        if args.command is None:
            from .ui.app import BoardGamesApp

            BoardGamesApp().run()
            return 0
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
        print(f"boardgames: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
