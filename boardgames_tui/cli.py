"""The `boardgames` console script (architecture §CLI).

Only the app commands import textual; `list`, `simulate` and `rules` stay headless.
Bad arguments exit with status 2 and one line saying why.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from typing import NoReturn

from . import __version__
from .cli_after_game import HANDLERS as AFTER_GAME_HANDLERS
from .cli_after_game import CommandError
from .cli_after_game import add_parsers as add_after_game_parsers
from .engine import i18n
from .engine.errors import option_error, short
from .engine.i18n import N_, _, ngettext
from .engine.registry import UnknownGame, entries, get_game
from .startup import hold_collections, release_collections, skip_pydantic_plugin_lookup

skip_pydantic_plugin_lookup()  # before any model is built: see startup.py

SEED_DIGITS = 18  # seeds are whole numbers of at most this many digits


# argparse's own messages, translated in the shell's domain (argparse looks them up with
# gettext at each call; `_parser` points it at our catalog)
ARGPARSE_TEXTS = (
    N_("usage: "), N_("positional arguments"), N_("options"),
    N_("show this help message and exit"), N_("show program's version number and exit"),
    N_("argument %(argument_name)s: %(message)s"), N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"), N_("expected one argument"),
    N_("expected at most one argument"), N_("expected at least one argument"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"), N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"), N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("one of the arguments %s is required"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
)


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
            _("must be a whole number of at most {digits} digits, not {value}").format(
                digits=SEED_DIGITS, value=short(text)))
    return int(text)


def _count(text: str) -> int:
    """A --players or --games value: a whole number."""
    if not text.strip().isdigit() or len(text.strip()) > SEED_DIGITS:
        raise argparse.ArgumentTypeError(
            _("must be a whole number, not {value}").format(value=short(text)))
    return int(text)


def _cut_long_words(message: str, limit: int = 100) -> str:
    """Shorten any word of a message longer than `limit` (a pasted 5,000-digit seed)."""
    return re.sub(rf"\S{{{limit + 1},}}",
                  lambda m: f"{m.group(0)[:limit // 2]}… " + ngettext(
                      "({count} character)", "({count} characters)", len(m.group(0))).format(
                      count=len(m.group(0))),
                  message)


def _parser() -> argparse.ArgumentParser:
    argparse._ = _  # argparse's own words ("usage:", "options", its errors) in our language
    argparse.ngettext = ngettext
    p = _Parser(prog="boardgames", description=_("Euro board games, hot-seat in the terminal."))
    p.add_argument("--version", action="version", version=f"boardgames {__version__}",
                   help=_("show program's version number and exit"))
    p.add_argument("--lang", choices=sorted(i18n.LANGUAGES),
                   help=_("the language of every text: de (Deutsch) or en (English); "
                          "default: the one chosen on the game list, else the environment's"))
    sub = p.add_subparsers(dest="command", parser_class=_Parser, metavar=_("COMMAND"))
    game_help = _("the game's id (boardgames list)")
    seed_help = _("the deal: the same seed and the same moves give the same game")
    option_help = _("one of the game's options, e.g. variant_houses=true (repeatable)")

    sub.add_parser("list", help=_("one line per game: id, title, player range"))

    new = sub.add_parser("new", help=_("start a new game in the app"))
    new.add_argument("game", metavar=_("GAME"), help=game_help)
    new.add_argument("--players", nargs="+", required=True, metavar=_("NAME"),
                     help=_("the players' names, in seating order"))
    new.add_argument("--seed", type=_seed, help=seed_help)
    new.add_argument("--bot", action="append", default=[], metavar=_("SEAT=LEVEL"),
                     help=_("a computer player; seats count from 1 in the order of "
                            "--players; levels: {levels}").format(levels=_levels_text()))
    new.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                     help=option_help)

    res = sub.add_parser("resume", help=_("resume a saved game (default: the most recent)"))
    res.add_argument("file", nargs="?", metavar=_("FILE"), help=_("a save file"))

    sim = sub.add_parser("simulate", help=_("play games headlessly with bots in every seat"))
    sim.add_argument("game", metavar=_("GAME"), help=game_help)
    sim.add_argument("--players", type=_count, required=True, help=_("how many players"))
    sim.add_argument("--games", type=_count, default=1, help=_("how many games"))
    sim.add_argument("--seed", type=_seed, default=0, help=seed_help)
    sim.add_argument("--bots", default="", metavar=_("LEVEL,LEVEL,..."),
                     help=_("one bot level for every seat, or one per seat"))
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                     help=option_help)
    sim.add_argument("--json", action="store_true",
                     help=_("one JSON record per game (its winners are seats counted from "
                            "0 into names)"))
    sim.add_argument("--save-to", metavar=_("DIR"),
                     help=_("write every finished game as a save file in DIR"))

    tour = sub.add_parser("tournament", help=_("bot levels against each other: win rates"))
    tour.add_argument("game", metavar=_("GAME"), help=game_help)
    tour.add_argument("--players", type=_count, required=True, help=_("how many players"))
    tour.add_argument("--games", type=_count, default=10, help=_("how many games"))
    tour.add_argument("--seed", type=_seed, default=0, help=seed_help)
    tour.add_argument("--bots", required=True, metavar=_("LEVEL,LEVEL,..."),
                      help=_("the bot levels that play, rotating over the seats"))
    tour.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                      help=option_help)

    rules = sub.add_parser("rules", help=_("print a game's rules"))
    rules.add_argument("game", metavar=_("GAME"), help=game_help)

    srv = sub.add_parser("serve", help=_("play in a browser: serve the app on this computer"))
    srv.add_argument("--host", default="127.0.0.1",
                     help=_("the address to listen on (default 127.0.0.1: this computer only)"))
    srv.add_argument("--port", type=int, default=8000)
    srv.add_argument("--key", default=None,
                     help=_("the table's key (default: a new random one, printed in the "
                            "address); a browser without it is refused"))
    srv.add_argument("--no-key", action="store_true",
                     help=_("serve without a key (only on 127.0.0.1: this computer)"))
    srv.add_argument("--max-tabs", type=int, default=8,
                     help=_("how many browser tabs may play at once (default 8)"))
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
            raise UsageError(what.format(value=repr(item)))
        out[key.strip()] = value.strip()
    return out


def parse_options(game, items: list[str]):
    """--option KEY=VALUE pairs validated by the game's Options model."""
    raw = _pairs(items, _("option {value} is not KEY=VALUE"))
    known = set(game.Options.model_fields)
    for key in raw:
        if key not in known:
            raise UsageError(_("unknown option {key} for {game}; options: {known}").format(
                key=repr(key), game=i18n.title(game), known=", ".join(sorted(known)) or _("none")))
    from pydantic import ValidationError

    try:
        return game.parse_options(raw)
    except ValidationError as exc:
        raise UsageError(option_error(game.Options, exc)) from None


def _check_players(game, n: int) -> None:
    if not game.min_players <= n <= game.max_players:
        raise UsageError(_("{game} takes {low}-{high} players, not {count}").format(
            game=i18n.title(game), low=game.min_players, high=game.max_players, count=n))


def _levels_text() -> str:
    """The bot levels as the command line takes them: "beginner (or random), ..."."""
    from .engine.bot_levels import LEVEL_WORDS, level_name

    return ", ".join(_("{name} (or {id})").format(name=level_name(level).casefold(), id=level)
                     for level in LEVEL_WORDS)


def _level(game, word: str) -> str:
    """A bot level's id from what the command line gave: its name or its id."""
    from .engine.bots import bot_levels, level_id

    level = level_id(word)
    if level is None or level not in bot_levels(game):
        raise UsageError(_("unknown bot level {level}; levels: {levels}").format(
            level=repr(word), levels=_levels_text()))
    return level


def _bot_levels(game, spec: list[str], n: int) -> dict[int, str]:
    """--bot SEAT=LEVEL: seats count from 1 (the first name of --players is seat 1)."""
    seats = {}
    for key, value in _pairs(spec, _("bot {value} is not SEAT=LEVEL")).items():
        if not key.isdigit() or not 1 <= int(key) <= n:
            raise UsageError(_("bot seat {seat} must be a number from 1 to {count}").format(
                seat=repr(key), count=n))
        seats[int(key) - 1] = _level(game, value)
    return seats


def cmd_list() -> int:
    for g in entries():
        print(f"{g.id}\t{i18n.title(g)}\t{g.min_players}-{g.max_players}")
    return 0


def cmd_rules(args) -> int:
    print(_game(args.game).words.rules_text())
    return 0


def _bot_list(game, spec: str, n: int) -> list[str]:
    """--bots LEVEL,LEVEL,...: one level for all seats, or one per seat."""
    bots = [b.strip() for b in spec.split(",") if b.strip()] or ["random"]
    if len(bots) == 1:
        bots = bots * n
    if len(bots) != n:
        raise UsageError(ngettext("--bots names {levels} levels for {count} player",
                                  "--bots names {levels} levels for {count} players", n).format(
            levels=len(bots), count=n))
    return [_level(game, level) for level in bots]


def _game_players_options(args):
    game = _game(args.game)
    _check_players(game, args.players)
    if args.games < 1:
        raise UsageError(_("--games must be at least 1"))
    options = parse_options(game, args.option)
    try:
        game.setup([f"P{i + 1}" for i in range(args.players)], 0, options)
    except ValueError as exc:  # options that do not fit this player count
        raise UsageError(str(exc).splitlines()[0]) from None
    return game, options


def cmd_tournament(args) -> int:
    from .engine.bots import level_name
    from .engine.simulate import decision_limit
    from .engine.tournament import run_tournament

    game, options = _game_players_options(args)
    levels = _bot_list(game, args.bots, args.players)
    result = run_tournament(game, levels, args.games, args.seed, options)
    print(_("{game}: {games} games, {players} players, levels rotate seats").format(
        game=i18n.title(game), games=args.games, players=args.players))
    heads = (_("level"), _("seats"), _("wins"), _("win rate"), _("avg score"))
    print("{:<10}{:>7}{:>7}{:>10}{:>11}".format(*heads))
    for s in result.stats:
        print(f"{level_name(s.level):<10}{s.seats_played:>7}{s.wins:>7}"
              f"{i18n.percent(s.win_rate):>10}{i18n.number(s.average_score, 1):>11}")
    if result.unfinished:
        seeds = ", ".join(str(seed) for seed in result.unfinished)
        limit = decision_limit(game, args.players, options)
        print(ngettext("not finished within {limit} decisions (a rules bug; not counted): "
                       "{count} game, seed {seeds}",
                       "not finished within {limit} decisions (a rules bug; not counted): "
                       "{count} games, seeds {seeds}", len(result.unfinished)).format(
            limit=limit, count=len(result.unfinished), seeds=seeds))
    return 0


def _names_and(names: list[str]) -> str:
    if len(names) == 1:
        return names[0]
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def simulate_line(number: int, result, limit: int) -> str:
    """One game of `simulate` in words: players by name (the names --json lists in
    `names`; its `winners` are seats from 0 into that list)."""
    scores = ", ".join([f"{name} {score}" for name, score in
                        zip(result.names, result.scores, strict=True)]
                       + [f"{name} {score}" for name, score in result.rivals.items()])
    if not result.finished:
        return _("game {number}, seed {seed}: not finished within {limit} decisions (the "
                 "game's bound; a rules bug); scores so far {scores}").format(
            number=number, seed=result.seed, limit=limit, scores=scores)
    rival = next(iter(result.rivals), _("the rival"))
    winners = [result.names[w] if 0 <= w < len(result.names) else rival
               for w in result.winners]
    outcome = (_("{name} wins").format(name=winners[0]) if len(winners) == 1
               else _("{names} share the win").format(names=_names_and(winners)))
    return ngettext("game {number}, seed {seed}: {scores}; {outcome} ({count} decision, "
                    "{seconds} s)",
                    "game {number}, seed {seed}: {scores}; {outcome} ({count} decisions, "
                    "{seconds} s)", result.actions).format(
        number=number, seed=result.seed, scores=scores, outcome=outcome,
        count=result.actions, seconds=f"{result.seconds:.2f}")


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
        raise UsageError(_("every player needs a name"))
    for i, name in enumerate(names):
        if name in names[:i]:
            raise UsageError(_("two players are named {name}; every player needs a name of "
                               "their own").format(name=short(name)))
    return names


def cmd_serve(args) -> int:
    from .serve import ServeError, serve

    try:
        return serve(args.host, args.port, args.lang, key=args.key, no_key=args.no_key,
                     max_tabs=args.max_tabs)
    except ServeError as exc:
        raise UsageError(str(exc)) from None


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
            raise UsageError(_("no save file {file}").format(file=args.file))
        try:
            saves.load(path)
        except saves.SaveError as err:
            raise UsageError(_("cannot resume {name}: {why}").format(name=path.name,
                                                                     why=err.reason)) from None
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
    what = type(error).__name__ if error is not None else _("an error")
    session = getattr(app, "session", None)
    if session is None:
        saved = _("no game was open (games in progress are saved at every decision)")
    elif session.save_error:
        saved = _("the game in progress could not be saved")
    else:
        saved = _("your game is saved in {path} (`boardgames resume` goes on with it)").format(
            path=session.path)
    if log:
        return _("boardgames stopped on an unexpected error ({error}); {saved}; details in "
                 "{log}").format(error=what, saved=saved, log=log)
    return _("boardgames stopped on an unexpected error ({error}); {saved}").format(
        error=what, saved=saved)


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


def choose_language(argv: list[str]) -> tuple[list[str], str | None]:
    """Set the language from `--lang` (anywhere on the line, before or after the
    subcommand), the one chosen in the app, or the environment; the rest of the line, and
    the `--lang` given (None if none)."""
    from .engine import first_look

    i18n.choose(None, first_look.language())  # so a bad --lang is told in it
    argparse._ = _
    pre = _Parser(prog="boardgames", add_help=False, allow_abbrev=False)
    pre.add_argument("--lang", choices=sorted(i18n.LANGUAGES))
    known, rest = pre.parse_known_args(argv)
    if known.lang:
        i18n.set_language(known.lang)
    return rest, known.lang


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        argv, lang = choose_language(argv)
        args = _parser().parse_args(argv)
        args.lang = lang
        if args.command is None:
            hold_collections()  # until the game list is drawn: see startup.py
            try:
                from .ui.app import BoardGamesApp

                return run_app(BoardGamesApp())
            finally:
                release_collections()  # if the app stopped before its first frame
        handlers = {
            "list": lambda a: cmd_list(),
            "rules": cmd_rules,
            "simulate": cmd_simulate,
            "new": cmd_new,
            "resume": cmd_resume,
            "tournament": cmd_tournament,
            "serve": cmd_serve,
            **AFTER_GAME_HANDLERS,
        }
        return handlers[args.command](args)
    except (UsageError, CommandError) as exc:
        print(f"boardgames: {_cut_long_words(str(exc))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(_("boardgames: interrupted"), file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader of our output went away (`boardgames rules akropolis | head`): stop
        # quietly, as other commands do; what is still buffered goes nowhere.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141  # 128 + SIGPIPE, what a shell reports for such a command


if __name__ == "__main__":
    sys.exit(main())
