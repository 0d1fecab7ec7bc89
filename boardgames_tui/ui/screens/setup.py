"""New-game setup: player count, names, colours, bot seats, the game's options, the seed.

The option widgets are generated from the game's Options model, so a game gets its
variants on this screen by declaring them (bool -> switch, Literal -> choice, int -> field).
"""

from __future__ import annotations

import random
import typing

from pydantic import ValidationError
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Select, Static, Switch

from ...engine.bots import bot_levels
from ...engine.registry import get_game
from ..palette import DEFAULT_ORDER, default_colours
from ..widgets.title_bar import TitleBar

DEFAULT_NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eva"]
HUMAN = "human"


def option_choices(annotation) -> list | None:
    """The values of a Literal[...] option (also inside Optional), else None."""
    if typing.get_origin(annotation) is typing.Literal:
        return list(typing.get_args(annotation))
    return None


class SetupScreen(Screen[None]):
    DEFAULT_CSS = """
    SetupScreen #setup-body { padding: 0 2; }
    SetupScreen .row { height: auto; margin-bottom: 0; }
    SetupScreen .row Label { width: 18; padding: 1 1 0 0; }
    SetupScreen .row Input { width: 24; }
    SetupScreen .row Select { width: 28; }
    SetupScreen .row Switch { width: 10; }
    SetupScreen .row .desc { width: 1fr; padding: 1 0 0 1; }
    SetupScreen .section { margin-top: 1; text-style: bold; color: $accent; }
    SetupScreen #setup-error { color: $error; height: auto; }
    SetupScreen #start { margin: 1 0; }
    """
    BINDINGS = [
        Binding("ctrl+s", "start", "Start", id="setup.start", tooltip="Start the game"),
        Binding("escape", "back", "Back", id="setup.back", tooltip="Back to the game list"),
    ]

    def __init__(self, game_id: str):
        super().__init__()
        self.game = get_game(game_id)
        self.levels = list(bot_levels(self.game))

    def compose(self) -> ComposeResult:
        g = self.game
        yield TitleBar(f"new game: {self.game.title}")
        with VerticalScroll(id="setup-body"):
            yield Static(f"{g.title}: {g.description}")
            counts = [(f"{n} player{'s' if n > 1 else ''}", n)
                      for n in range(g.min_players, g.max_players + 1)]
            default_n = min(max(2, g.min_players), g.max_players)
            with Horizontal(classes="row"):
                yield Label("Players")
                yield Select(counts, value=default_n, allow_blank=False, id="count")
            yield Static("Seats (name, colour, who plays)", classes="section")
            colours = default_colours(g.max_players)
            for i in range(g.max_players):
                with Horizontal(classes="row seat", id=f"seat-{i}"):
                    yield Label(f"Seat {i + 1}")
                    yield Input(DEFAULT_NAMES[i % 5], id=f"name-{i}", max_length=16)
                    yield Select([(c, c) for c in DEFAULT_ORDER], value=colours[i],
                                 allow_blank=False, id=f"colour-{i}")
                    yield Select([(HUMAN, HUMAN)] + [(f"bot: {lv}", lv) for lv in self.levels],
                                 value=HUMAN, allow_blank=False, id=f"who-{i}")
            fields = g.Options.model_fields
            if fields:
                yield Static("Options", classes="section")
            for name, field in fields.items():
                label = field.description or name.replace("_", " ")
                with Horizontal(classes="row"):
                    yield Label(name.replace("_", " "))
                    choices = option_choices(field.annotation)
                    if field.annotation is bool:
                        yield Switch(value=bool(field.default), id=f"opt-{name}")
                    elif choices is not None:
                        yield Select([(str(c), c) for c in choices], value=field.default,
                                     allow_blank=False, id=f"opt-{name}")
                    else:
                        yield Input(str(field.default), id=f"opt-{name}", type="integer")
                    yield Static(label, classes="desc")
            with Horizontal(classes="row"):
                yield Label("Seed")
                yield Input(str(random.randrange(1, 1_000_000)), id="seed", type="integer")
                yield Static("the same seed and moves always give the same game", classes="desc")
            yield Static("", id="setup-error")
            yield Button("Start game (ctrl+s)", id="start", variant="success")
        yield Footer()

    def on_mount(self) -> None:
        self._show_seats(self.query_one("#count", Select).value)
        self.query_one("#name-0", Input).focus()

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "count":
            self._show_seats(event.value)

    def _show_seats(self, n) -> None:
        for i in range(self.game.max_players):
            self.query_one(f"#seat-{i}").display = i < int(n)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_start()

    def action_back(self) -> None:
        self.app.pop_screen()

    def read_form(self) -> dict:
        """The form as plain values; raises ValueError with the reason to show."""
        n = int(self.query_one("#count", Select).value)
        names = [self.query_one(f"#name-{i}", Input).value.strip() for i in range(n)]
        if any(not name for name in names):
            raise ValueError("every player needs a name")
        if len(set(names)) != len(names):
            raise ValueError("two players have the same name")
        colours = [self.query_one(f"#colour-{i}", Select).value for i in range(n)]
        if len(set(colours)) != len(colours):
            raise ValueError("two players have the same colour")
        bots = {}
        for i in range(n):
            who = self.query_one(f"#who-{i}", Select).value
            if who != HUMAN:
                bots[i] = who
        raw = {}
        for name in self.game.Options.model_fields:
            widget = self.query_one(f"#opt-{name}")
            value = widget.value
            raw[name] = int(value) if isinstance(widget, Input) and value else value
        try:
            options = self.game.parse_options(raw)
        except ValidationError as exc:
            err = exc.errors()[0]
            raise ValueError(f"option {err['loc'][0]}: {err['msg']}") from None
        seed_text = self.query_one("#seed", Input).value.strip()
        if not seed_text.lstrip("-").isdigit():
            raise ValueError("the seed must be a whole number")
        self.game.setup(names, 0, options)  # raises ValueError for options that do not fit
        return {
            "names": names, "colours": colours, "bots": bots,
            "options": options.model_dump(mode="json"), "seed": int(seed_text),
        }

    def action_start(self) -> None:
        try:
            form = self.read_form()
        except ValueError as exc:
            self.query_one("#setup-error", Static).update(f"✗ {str(exc).splitlines()[0]}")
            return
        self.app.start_match(self.game.id, **form)
