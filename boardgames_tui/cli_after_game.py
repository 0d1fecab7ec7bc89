"""The command line's after-the-game commands: replay, analyse, history and stats.

`boardgames replay FILE` opens the replay screen (`--text` prints the transcript instead);
`analyse FILE` judges every decision with the search bot and stores the result in the save;
`history` lists the finished games and `stats` sums them up per player name (both read the
history index, rebuilt from the saves when it is missing or damaged).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from .engine.i18n import _, ngettext, title


class CommandError(Exception):
    """A file that cannot be used: one line, exit status 2 (cli.py reports it)."""


def add_parsers(sub) -> None:
    file_help = _("a save file")
    json_help = _("print JSON instead of text")
    rep = sub.add_parser("replay", help=_("step through a saved game (--text: print it)"))
    rep.add_argument("file", metavar=_("FILE"), help=file_help)
    rep.add_argument("--text", action="store_true", help=_("print the game as readable text"))

    ana = sub.add_parser("analyse", help=_("the costliest decisions of each player in a save"))
    ana.add_argument("file", metavar=_("FILE"), help=file_help)
    ana.add_argument("--json", action="store_true", help=json_help)

    his = sub.add_parser("history",
                         help=_("every finished game: date, players, scores, winner"))
    his.add_argument("--json", action="store_true", help=json_help)

    sta = sub.add_parser("stats",
                         help=_("per player: games, wins, win rate, average and best"))
    sta.add_argument("--json", action="store_true", help=json_help)


def _load(file: str):
    from .engine import saves

    path = Path(file)
    if not path.is_file():
        raise CommandError(_("no save file {file}").format(file=file))
    try:
        return path, saves.load(path)
    except saves.SaveError as err:
        raise CommandError(_("cannot read {name}: {why}").format(name=path.name,
                                                                 why=err.reason)) from None


def cmd_replay(args) -> int:
    from .engine.replay import transcript

    path, match = _load(args.file)
    if args.text:
        sys.stdout.write(transcript(match))
        return 0
    from .ui.app import BoardGamesApp

    BoardGamesApp(replay_path=path).run()
    return 0


def cmd_analyse(args) -> int:
    path, match = _load(args.file)
    shown = {"last": -1}

    def progress(done: int, total: int) -> None:
        """On a terminal, one line rewritten; piped, a line per tenth (standard error
        either way, so the output stays the result alone)."""
        if sys.stderr.isatty():
            print("\r" + _("analysing decision {done} of {total}").format(done=done, total=total),
                  end="", file=sys.stderr, flush=True)
        elif done * 10 // max(total, 1) != shown["last"]:
            shown["last"] = done * 10 // max(total, 1)
            print(_("analysing decision {done} of {total}").format(done=done, total=total),
                  file=sys.stderr, flush=True)

    from .engine.analysis import analyse_and_store

    result = analyse_and_store(match, path, progress)
    if sys.stderr.isatty():
        print(file=sys.stderr)
    if args.json:
        print(json.dumps(result.model_dump(mode="json"), indent=1))
        return 0
    count = len(result.decisions)
    print(ngettext("{game}: {count} decision analysed", "{game}: {count} decisions analysed",
                   count).format(game=title(match.game), count=count))
    print(result.criterion())
    for seat, name in enumerate(match.names):
        print(result.summary(seat).in_words(name))
        for d in result.costliest(seat):
            print(f"  {d.in_words(match)}")
    return 0


def _history():
    from .engine.history import History

    history = History()
    games = history.sync()
    for note in history.notes:
        print(f"boardgames: {note}", file=sys.stderr)
    return games


def cmd_history(args) -> int:
    from .engine.history import seat_label, shown_title

    games = _history()
    if args.json:
        print(json.dumps([g.__dict__ for g in games], indent=1))
        return 0
    if not games:
        print(_("No finished games yet."))
        return 0
    for g in games:
        people = ", ".join(f"{seat_label(g, seat)} {score}" for seat, score in enumerate(g.scores))
        winner = _(" and ").join(g.winner_names)
        line = ngettext("{game}: {scores}; won by {winners}; {count} decision",
                        "{game}: {scores}; won by {winners}; {count} decisions", g.decisions)
        print(f"{g.finished[:16].replace('T', ' ')}  " + line.format(
            game=shown_title(g), scores=people, winners=winner, count=g.decisions))
    return 0


def cmd_stats(args) -> int:
    from .engine.history import player_label, statistics
    from .engine.i18n import number, percent
    from .engine.registry import entries

    titles = {e.id: title(e) for e in entries()}
    stats = statistics(_history())
    if args.json:
        print(json.dumps([s.as_dict() for s in stats], indent=1))
        return 0
    if not stats:
        print(_("No finished games yet."))
        return 0
    heads = (_("player"), _("games"), _("wins"), _("win rate"), _("average"), _("best"))
    rows = []
    for s in stats:  # people by name, then the bots by level
        rows += [(player_label(s), s)] + [(f"  {titles.get(g, g)}", st)
                                          for g, st in sorted(s.per_game.items())]
    first = max(len(heads[0]), *(len(label) for label, _st in rows)) + 1  # never cut
    widths = [max(len(h), 5) + 1 for h in heads[1:]]
    print(heads[0].ljust(first) + "".join(h.rjust(w) for h, w in zip(heads[1:], widths,
                                                                      strict=True)))
    for label, st in rows:
        cells = (number(st.games), number(st.wins), percent(st.win_rate),
                 number(st.average_score, 1), number(st.best_score or 0))
        print(label.ljust(first) + "".join(c.rjust(w) for c, w in zip(cells, widths,
                                                                      strict=True)))
    return 0


HANDLERS = {"replay": cmd_replay, "analyse": cmd_analyse, "history": cmd_history,
            "stats": cmd_stats}
