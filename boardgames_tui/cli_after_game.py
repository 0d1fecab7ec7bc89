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


class CommandError(Exception):
    """A file that cannot be used: one line, exit status 2 (cli.py reports it)."""


def add_parsers(sub) -> None:
    rep = sub.add_parser("replay", help="step through a saved game (--text: print it)")
    rep.add_argument("file")
    rep.add_argument("--text", action="store_true", help="print the game as readable text")

    ana = sub.add_parser("analyse", help="the costliest decisions of each player in a save")
    ana.add_argument("file")
    ana.add_argument("--json", action="store_true")

    his = sub.add_parser("history", help="every finished game: date, players, scores, winner")
    his.add_argument("--json", action="store_true")

    sta = sub.add_parser("stats", help="per player: games, wins, win rate, average and best")
    sta.add_argument("--json", action="store_true")


def _load(file: str):
    from .engine import saves

    path = Path(file)
    if not path.is_file():
        raise CommandError(f"no save file {file}")
    try:
        return path, saves.load(path)
    except saves.SaveError as err:
        raise CommandError(f"cannot read {path.name}: {err.reason}") from None


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

    def progress(done: int, total: int) -> None:
        if not args.json and sys.stderr.isatty():
            print(f"\ranalysing decision {done} of {total}", end="", file=sys.stderr)

    from .engine.analysis import analyse_and_store

    result = analyse_and_store(match, path, progress)
    if not args.json and sys.stderr.isatty():
        print(file=sys.stderr)
    if args.json:
        print(json.dumps(result.model_dump(mode="json"), indent=1))
        return 0
    print(f"{match.game.title}: {len(result.decisions)} decisions analysed")
    for seat, name in enumerate(match.names):
        print(f"{name}: lost about {result.total_loss(seat):.0f} points to better moves")
        for d in result.costliest(seat):
            print(f"  {d.in_words()}")
    return 0


def _history():
    from .engine.history import History

    history = History()
    games = history.sync()
    for note in history.notes:
        print(f"boardgames: {note}", file=sys.stderr)
    return games


def cmd_history(args) -> int:
    games = _history()
    if args.json:
        print(json.dumps([g.__dict__ for g in games], indent=1))
        return 0
    if not games:
        print("No finished games yet.")
        return 0
    for g in games:
        people = ", ".join(f"{n} {s}" for n, s in zip(g.players, g.scores, strict=True))
        winner = " and ".join(g.winner_names)
        print(f"{g.finished[:16].replace('T', ' ')}  {g.title}: {people}; "
              f"won by {winner}; {g.decisions} decisions")
    return 0


def cmd_stats(args) -> int:
    from .engine.history import statistics
    from .engine.registry import entries

    titles = {e.id: e.title for e in entries()}
    stats = statistics(_history())
    if args.json:
        print(json.dumps([s.as_dict() for s in stats], indent=1))
        return 0
    if not stats:
        print("No finished games yet.")
        return 0
    print(f"{'player':<26}{'games':>6}{'wins':>6}{'win rate':>10}{'average':>9}{'best':>6}")
    for s in stats:
        rows = [(s.name, s)] + [(f"  {titles.get(g, g)}", st) for g, st in sorted(s.per_game.items())]
        for label, st in rows:
            print(f"{label[:25]:<26}{st.games:>6}{st.wins:>6}{st.win_rate:>9.0%}"
                  f"{st.average_score:>9.1f}{st.best_score:>6}")
    return 0


HANDLERS = {"replay": cmd_replay, "analyse": cmd_analyse, "history": cmd_history,
            "stats": cmd_stats}
