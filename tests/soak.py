"""UI monkey soak (issue 26, item 6: "keep finding them").

    python -m tests.soak --minutes 15 --seed 0          (make soak MINUTES=15 SEED=0)
    python -m tests.soak --minutes 2 --game rococo       one game only
    python -m tests.soak --repeat rococo:3:123456        one episode again

The pilot tests check the paths someone thought of; this drives the real app
(`BoardGamesApp`, headless, through Textual's Pilot) with what nobody plans for: random
keys, Ctrl and Alt combinations, keys repeated and mixed with mouse presses faster than
the screen reacts, clicks and drags anywhere, and terminal resizes, for as long as it is
given. The crashes it finds are the ones a player finds by leaning on the keyboard.

The time is split round-robin over every registered game (each player count from the
game's minimum to its maximum, some seats played by bots) and the shell (the app started
on the game list, with a few saves, some finished, to resume or look at). An episode is
(game or "shell", player count, episode seed) and a fixed number of events, all drawn from
a `random.Random(episode seed)`; each episode also gets its own empty BOARDGAMES_HOME
and a language drawn from its seed. So one line, `--repeat GAME:PLAYERS:SEED`, sends
exactly the same events again. (Bots think in a thread, so where their moves fall between
the monkey's events can vary; a crash that depends on that may need a second try.)

A crash is any exception from the app (Textual keeps the first in `app._exception` and
re-raises it when `run_test` exits) or from a pilot call, and the app exiting when nothing
asked it to quit. Quitting (Ctrl+Q, a rare event; `q` on the game list; the footer's Quit)
is no crash: the app opens again on the same home and the monkey goes on there. Each crash
is printed with its traceback and the line that repeats it; the summary counts the events
sent per game. The exit code is 1 if anything crashed.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import os
import random
import string
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

SHELL = "shell"  # the episode starts on the game list instead of a game
EVENTS = 120  # per episode: enough to wander into dialogs and out; ~15 s, quick to repeat
SMALLEST, LARGEST = (60, 20), (200, 60)  # terminal sizes the monkey resizes between
START_SIZE = (120, 40)
PAUSE = 0.3  # the share of events followed by a full `pilot.pause()` (waits for idle)

KEYS = [
    *string.ascii_letters, *string.digits,
    *["up", "down", "left", "right"] * 4, *["enter", "escape", "space"] * 4,
    "tab", "shift+tab", "pageup", "pagedown", "home", "end", "f1", "question_mark",
    "backspace", "delete", "-", "+", ",", ".",
]
# Ctrl+Q is a separate, rare event (the app quits and opens again); Ctrl+C is Textual's
# own "press Ctrl+Q to quit" notice and copy, nothing of the app's.
COMBOS = [
    *(f"ctrl+{c}" for c in string.ascii_lowercase if c not in "qc"),
    *(f"alt+{c}" for c in string.ascii_lowercase),
    "ctrl+left", "ctrl+right", "ctrl+home", "ctrl+end", "shift+up", "shift+down",
    "alt+enter", "alt+up", "alt+down",
]
# event kind -> weight
KINDS = {"key": 50, "combo": 10, "repeat": 8, "burst": 6, "click": 14, "drag": 5, "resize": 4,
         "quit": 0.05}
# Keys held down or hit twice: posted to the app all at once, as a terminal delivers them,
# not one by one with Pilot's wait for the app to settle after each (so a second Enter
# reaches a dialog that has already answered). Name -> the character it types.
TYPED = {
    **{c: c for c in string.ascii_letters + string.digits},
    "enter": "\r", "escape": "\x1b", "space": " ", "tab": "\t", "backspace": "\x7f",
    "question_mark": "?", "up": None, "down": None, "left": None, "right": None,
    "pageup": None, "pagedown": None, "home": None, "end": None, "shift+tab": None,
    "f1": None, "ctrl+t": None,
}
REPEATED = [*TYPED.items(), *[(k, TYPED[k]) for k in ("enter", "escape", "space")] * 8]
NAMES = ["Ana", "Ben", "Cleo", "Dmitri", "Eve", "Zoë", "Maximiliane-Theresa", "李", "Ö"]
LEVELS = ["random", "greedy", "greedy", "random", "strong"]  # strong bots think longest


@dataclass(frozen=True)
class Episode:
    game: str  # a game id, or SHELL
    players: int  # 0 for the shell
    seed: int

    @property
    def line(self) -> str:
        return f"{self.game}:{self.players}:{self.seed}"

    @classmethod
    def parse(cls, line: str) -> Episode:
        game, players, seed = line.rsplit(":", 2)
        return cls(game, int(players), int(seed))

    def command(self, events: int = EVENTS) -> str:
        """The shell line that runs exactly this episode again."""
        more = "" if events == EVENTS else f" --events {events}"
        return f".venv/bin/python -m tests.soak --repeat {self.line}{more}"


@dataclass
class Crash:
    episode: Episode
    event: int  # the number of the event after which it showed
    recent: list[str]  # the last events sent, oldest first
    error: str  # the traceback, or what went wrong

    def report(self, events: int = EVENTS) -> str:
        return (f"CRASH {self.episode.line} after event {self.event} "
                f"(last: {', '.join(self.recent)})\n{self.error.rstrip()}\n"
                f"  repeat: {self.episode.command(events)}")


@dataclass
class Report:
    counts: dict[str, Counter] = field(default_factory=dict)  # game -> event kind -> sent
    screens: dict[str, Counter] = field(default_factory=dict)  # game -> screen -> events
    crashes: list[Crash] = field(default_factory=list)
    seconds: float = 0.0

    def count(self, game: str, kind: str, n: int = 1) -> None:
        self.counts.setdefault(game, Counter())[kind] += n

    def summary(self) -> str:
        columns = ["episodes", "events", "keys", "combos", "repeats", "bursts", "clicks",
                   "drags", "resizes", "quits", "crashes"]
        rows = [["game", *columns]]
        total: Counter = Counter()
        for game, c in self.counts.items():
            total.update(c)
            rows.append([game, *(str(c[k]) for k in columns)])
        rows.append(["total", *(str(total[k]) for k in columns)])
        widths = [max(len(r[i]) for r in rows) for i in range(len(columns) + 1)]
        lines = ["  ".join(cell.rjust(w) if i else cell.ljust(w)
                           for i, (cell, w) in enumerate(zip(r, widths, strict=True)))
                 for r in rows]
        lines.append("screens the events were sent to:")
        for game, seen in self.screens.items():
            lines.append(f"  {game}: " + ", ".join(f"{name} {n}" for name, n in
                                                    seen.most_common()))
        lines.append(f"{self.seconds / 60:.1f} minutes; {len(self.crashes)} crash(es); "
                     "keys are single presses; repeats the same key 2-6 times at once; "
                     "bursts 2-5 keys and mouse presses at once; clicks mouse presses (some "
                     "double); quits the app quitting (then it opens again)")
        return "\n".join(lines)


# --- the episodes --------------------------------------------------------------------


def key_event(app, key: tuple[str, str | None]):
    """A key press as the terminal driver posts it to the app."""
    from textual import events

    event = events.Key(*key)
    event.set_sender(app)
    return event


def press_events(app, x: int, y: int):
    """A mouse press and release at a cell, as the driver posts them (the app makes the
    click out of them)."""
    from textual import events

    out = [cls(None, x, y, 0, 0, 1, False, False, False, x, y)
           for cls in (events.MouseDown, events.MouseUp)]
    for event in out:
        event.set_sender(app)
    return out


def pilot_miss(exc: BaseException) -> bool:
    """Pilot's own look-up of the widget under a click found none (a screen pushed since
    the last frame has no map yet). No crash of the app: Pilot asks before it sends
    anything, and the app's own `on_event`, which a terminal's clicks go through, catches
    NoWidget there. Rare: it depends on timing (a bot's move, a busy machine)."""
    from textual.errors import NoWidget

    names = [frame.f_code.co_name for frame, _ in traceback.walk_tb(exc.__traceback__)]
    return (isinstance(exc, NoWidget) and "_post_mouse_events" in names
            and names[names.index("_post_mouse_events") + 1:][:1] == ["get_widget_at"])


def targets(game: str | None = None) -> list[tuple[str, list[int]]]:
    """(game id or SHELL, player counts to cycle through) for every registered game."""
    from boardgames_tui.engine.registry import all_games

    out = [(g.id, list(range(g.min_players, g.max_players + 1))) for g in all_games()]
    out.append((SHELL, [0]))
    if game is not None:
        out = [t for t in out if t[0] == game]
        if not out:
            raise SystemExit(f"unknown game {game!r}; known: "
                             f"{', '.join(t[0] for t in targets())}")
    return out


def episode_seed(seed: int, number: int) -> int:
    """Episode `number`'s own seed: the same global seed gives the same episodes."""
    return random.Random(f"soak:{seed}:{number}").randrange(1, 10**9)


def episodes(seed: int, game: str | None = None):
    """Round-robin over the targets, each cycling through its player counts, forever."""
    chosen = targets(game)
    number = itertools.count()
    for k in itertools.count():
        for gid, counts in chosen:
            yield Episode(gid, counts[k % len(counts)], episode_seed(seed, next(number)))


def make_app(episode: Episode, rng: random.Random):
    """The app of an episode: on a new game (names, options, bots drawn from `rng`), or on
    the game list with a few saves in the (empty) home to resume."""
    from boardgames_tui.engine.fuzz import sample_options
    from boardgames_tui.engine.registry import get_game
    from boardgames_tui.ui.app import BoardGamesApp

    if episode.game == SHELL:
        write_saves(rng)
        return BoardGamesApp(bot_delay=0.0)
    game = get_game(episode.game)
    n = episode.players
    names = rng.sample(NAMES, n)
    seed = rng.randrange(1, 10**6)
    options = sample_options(game, rng) if rng.random() < 0.5 else {}
    try:
        game.setup(names, seed, game.parse_options(options))
    except ValueError:  # a variant this player count cannot play
        options = {}
    seats = rng.choice([[], [1], list(range(1, n)), list(range(n))])  # all: bots only
    bots = {s: rng.choice(LEVELS) for s in seats if s < n}
    return BoardGamesApp(start_new=(game.id, names, seed, options, bots), bot_delay=0.0)


def write_saves(rng: random.Random) -> None:
    """0-3 saved games, some unfinished (the app opens the resume list on them), some
    finished (history, replays), written as the app writes them."""
    from boardgames_tui.engine import saves
    from boardgames_tui.engine.registry import all_games
    from boardgames_tui.engine.simulate import play_one, save_game

    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for _ in range(rng.randrange(4)):
        game = rng.choice(all_games())
        n = rng.randint(game.min_players, game.max_players)
        moves: list = []
        result = play_one(game, n, rng.randrange(1, 10**6), moves=moves)
        if rng.random() < 0.6:
            moves = moves[:rng.randrange(len(moves))]  # unfinished
        save_game(game, result, game.Options(), moves, folder)


# --- the monkey ----------------------------------------------------------------------


class Monkey:
    """The events of one episode, drawn from its own `random.Random`, sent to one app
    after another: quitting (Ctrl+Q anywhere, `q` on the game list, the footer's Quit)
    is no crash, and the app opens again on the same home, as a player would reopen it,
    until the episode's events are all sent."""

    def __init__(self, episode: Episode, events: int, report: Report,
                 deadline: float | None = None):
        self.episode, self.events, self.report = episode, events, report
        self.deadline = deadline  # time.monotonic() at which the soak's time is up
        self.rng = random.Random(episode.seed)
        self.size = list(START_SIZE)
        self.sent = 0  # events drawn so far
        self.recent: list[str] = []  # the last events, for the crash report

    def done(self) -> bool:
        """All events sent, or the soak's time is up (the episode stops early then; its
        repeat line sends all its events, the same ones first)."""
        return self.sent >= self.events or (self.deadline is not None
                                             and time.monotonic() >= self.deadline)

    def tally(self, kind: str) -> None:
        self.report.count(self.episode.game, kind)
        self.report.count(self.episode.game, "events")

    async def run(self) -> Crash | None:
        app = make_app(self.episode, self.rng)
        while True:
            crash = await self.run_app(app)
            if crash is not None or self.done():
                return crash
            from boardgames_tui.ui.app import BoardGamesApp

            app = BoardGamesApp(bot_delay=0.0)

    async def run_app(self, app) -> Crash | None:
        """Send events until the episode's last or the app quits; the crash, if any."""
        quits: list[bool] = []
        quit_app = app.action_quit

        async def action_quit() -> None:  # every way to quit the app runs this action
            quits.append(True)
            await quit_app()

        app.action_quit = action_quit
        error: BaseException | str | None = None
        try:
            async with app.run_test(size=tuple(self.size), tooltips=True,
                                    notifications=True) as pilot:
                await pilot.pause()
                try:
                    while not self.done() and app.is_running:
                        self.sent += 1
                        self.report.screens.setdefault(self.episode.game, Counter())[
                            type(app.screen).__name__] += 1
                        try:
                            what = await self.send(pilot, app)
                        except Exception as exc:
                            if not pilot_miss(exc):
                                raise
                            what = "(a click Pilot found no widget for: not sent)"
                        self.recent = [*self.recent, what][-8:]
                        if app._exception is not None:
                            break
                        if self.rng.random() < PAUSE:
                            await pilot.pause()
                except Exception as exc:  # noqa: BLE001 - a pilot call raised: the finding
                    error = exc
                if error is None and not app.is_running and not quits:
                    error = "the app exited, but nothing asked it to quit"
        except Exception as exc:  # noqa: BLE001 - run_test re-raises the app's exception
            error = error or exc
        if app._exception is not None and not isinstance(error, BaseException):
            error = app._exception
        if quits:
            self.report.count(self.episode.game, "quits")
        if error is None:
            return None
        text = error if isinstance(error, str) else "".join(traceback.format_exception(error))
        return Crash(self.episode, self.sent, self.recent, text)

    async def send(self, pilot, app) -> str:
        """Draw one event and send it; returns what was sent, for the report.

        Everything is drawn before anything is sent, and positions come from the size the
        monkey set, not from the app: the same seed draws the same events whatever the
        app did with the earlier ones. Mouse events are not sent while the app says the
        terminal is too small: the app drops them then, but Pilot hands them to the
        screen directly.
        """
        rng = self.rng
        kind = rng.choices(list(KINDS), weights=list(KINDS.values()))[0]
        w, h = self.size
        if kind in ("key", "combo", "quit"):
            key = "ctrl+q" if kind == "quit" else rng.choice(KEYS if kind == "key" else COMBOS)
            await pilot.press(key)
            self.tally({"key": "keys", "combo": "combos", "quit": "combos"}[kind])
            return key
        if kind == "repeat":
            key, times = rng.choice(REPEATED), rng.randint(2, 6)
            for _ in range(times):
                app.post_message(key_event(app, key))
            await pilot.pause()
            self.tally("repeats")
            return f"{key[0]}×{times}"
        if kind == "burst":  # keys and mouse presses at once, e.g. Ctrl+T then a click
            sent = []
            for _ in range(rng.randint(2, 5)):
                if rng.random() < 0.6:
                    key = rng.choice(REPEATED)
                    app.post_message(key_event(app, key))
                    sent.append(key[0])
                else:
                    at = (rng.randrange(w), rng.randrange(h))
                    for event in press_events(app, *at):
                        app.post_message(event)
                    sent.append(f"press {at}")
            await pilot.pause()
            self.tally("bursts")
            return f"burst [{', '.join(sent)}]"
        if kind == "resize":
            self.size = [rng.randint(SMALLEST[0], LARGEST[0]),
                         rng.randint(SMALLEST[1], LARGEST[1])]
            await pilot.resize_terminal(*self.size)
            self.tally("resizes")
            return "resize {}x{}".format(*self.size)
        if kind == "click":
            at = (rng.randrange(w), rng.randrange(h))
            times, button = rng.choice([1, 1, 1, 2]), rng.choice([1, 1, 1, 3])
            if app.too_small:
                return f"(click {at} dropped: too small)"
            await pilot.click(offset=at, times=times, button=button)
            self.tally("clicks")
            return f"click {at}" + (" ×2" if times == 2 else "") + (" right" if button == 3 else "")
        # a drag: press, move through 1-3 cells, release
        path = [(rng.randrange(w), rng.randrange(h)) for _ in range(rng.randint(3, 5))]
        if app.too_small:
            return f"(drag {path[0]}->{path[-1]} dropped: too small)"
        await pilot.mouse_down(offset=path[0])
        for at in path[1:-1]:
            await pilot.hover(offset=at)
        await pilot.mouse_up(offset=path[-1])
        self.tally("drags")
        return f"drag {path[0]}->{path[-1]}"


def run_episode(episode: Episode, events: int = EVENTS, report: Report | None = None,
                deadline: float | None = None) -> Crash | None:
    """One episode in its own event loop, BOARDGAMES_HOME and language, then everything
    (environment, language, the `random` module's state) as it was."""
    from boardgames_tui.engine import i18n

    report = report if report is not None else Report()
    report.count(episode.game, "episodes")
    before = os.environ.get("BOARDGAMES_HOME"), i18n.language(), random.getstate()
    with tempfile.TemporaryDirectory(prefix="soak-") as home:
        os.environ["BOARDGAMES_HOME"] = str(Path(home) / "home")
        rng = random.Random(f"lang:{episode.seed}")
        i18n.set_language(rng.choice(sorted(i18n.LANGUAGES)))
        random.seed(episode.seed)  # the setup screen's random seed for a new game
        try:
            crash = asyncio.run(Monkey(episode, events, report, deadline).run())
        finally:
            if before[0] is None:
                os.environ.pop("BOARDGAMES_HOME", None)
            else:
                os.environ["BOARDGAMES_HOME"] = before[0]
            i18n.set_language(before[1])
            random.setstate(before[2])
    if crash is not None:
        report.crashes.append(crash)
        report.count(episode.game, "crashes")
    return crash


def soak(seed: int = 0, minutes: float | None = None, count: int | None = None,
         game: str | None = None, events: int = EVENTS, out=None) -> Report:
    """Episodes round-robin until `minutes` have passed or `count` episodes ran; each crash
    is printed to `out` as it is found."""
    report = Report()
    start = time.monotonic()
    deadline = None if minutes is None else start + minutes * 60
    for k, episode in enumerate(episodes(seed, game)):
        if count is not None and k >= count:
            break
        if deadline is not None and time.monotonic() >= deadline:
            break
        crash = run_episode(episode, events, report, deadline)
        if crash is not None and out is not None:
            print(crash.report(events), file=out, flush=True)
    report.seconds = time.monotonic() - start
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.soak", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--minutes", type=float, default=None, help="time budget")
    parser.add_argument("--episodes", type=int, default=None, help="or a number of episodes")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--game", default=None, help=f"one game id, or {SHELL!r}")
    parser.add_argument("--events", type=int, default=EVENTS, help="events per episode")
    parser.add_argument("--repeat", metavar="GAME:PLAYERS:SEED",
                        help="run this one episode again (from a crash report)")
    args = parser.parse_args(argv)
    if args.repeat:
        episode = Episode.parse(args.repeat)
        report = Report()
        crash = run_episode(episode, args.events, report)
        c = report.counts[episode.game]
        print(crash.report(args.events) if crash else
              f"no crash: {episode.line}, {c['events']} events sent, {c['quits']} quit(s)")
        return 1 if crash else 0
    if args.minutes is None and args.episodes is None:
        args.minutes = 1.0
    report = soak(args.seed, args.minutes, args.episodes, args.game, args.events, sys.stdout)
    print(report.summary())
    return 1 if report.crashes else 0


if __name__ == "__main__":
    sys.exit(main())
