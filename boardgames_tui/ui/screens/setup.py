"""New-game setup: player count, names, colours, bot seats, the game's options, the seed.

The option widgets are generated from the game's Options model, so a game gets its
variants on this screen by declaring them (bool -> on/off, Literal -> choice, a small
bounded int -> choice, other ints -> field). Their words come from the model
(briefs/options-words: `title`, `description`, `json_schema_extra["choices"]`); the
field name is only a fallback, made readable.

Each game's form starts from its last table (names, colours, who plays, options: kept in
settings.json at each new game); a table that no longer fits the game is left aside.

The form is checked on every change: each problem shows next to its field and all of
them beside Start, which is always on screen. Beside Start, too: a warning when the
terminal is smaller than the game needs for this table (the game's screen works the size
out, `GameScreen.size_for`), as the count, the options or the terminal change. Focus starts on the player count, Enter
moves to the next field, Ctrl+S (or F5) starts. A colour taken by one seat is not
offered to the others.
"""

from __future__ import annotations

import json
import random

from pydantic import ValidationError
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.message import Message
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import Button, Input, Label, Select, Static
from textual.widgets._select import SelectOverlay

from ...engine.bots import bot_levels, level_about, level_name
from ...engine.i18n import N_, _, game_text, ngettext, title
from ...engine.registry import get_game
from ..palette import COLOUR_WORDS, DEFAULT_ORDER, PLAYER_COLOURS, default_colours
from ..widgets.footer import Footer
from ..widgets.title_bar import TitleBar
from .words import clean_text, humanise, option_words

DEFAULT_NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eva"]
HUMAN = "human"
MAX_NAME = 16
CHOICE_MAX = 46  # widest a choice gets; a longer value is cut with … in the closed list


def colour_prompt(colour: str) -> Text:
    return Text.assemble(("■ ", PLAYER_COLOURS[colour][0]), _(COLOUR_WORDS[colour]))


def who_choices(levels) -> list[tuple[str, str]]:
    return [(_("Person"), HUMAN)] + [(_("Bot: {level}").format(level=level_name(lv)), lv)
                                      for lv in levels]


def remembered_table(game_id: str, table) -> dict | None:
    """The last table of a game (settings.Table) as a new game takes it: names, colours,
    bots (seat -> level) and options, or None if it no longer fits the game (a player
    count, a name or an option it does not take). A colour, bot level or option the game
    no longer knows falls back to its default alone."""
    from ...engine.registry import UnknownGame

    try:
        game = get_game(game_id)
    except UnknownGame:
        return None
    seats = table.seats
    names = [seat.name.strip() for seat in seats]
    folded = [name.casefold() for name in names]
    if (not game.min_players <= len(names) <= game.max_players
            or any(not name or len(name) > MAX_NAME for name in names)
            or len(set(folded)) != len(folded)):
        return None
    colours: list[str] = []
    for seat in seats:
        colour = seat.colour if seat.colour in DEFAULT_ORDER else None
        colours.append(colour if colour not in colours else None)
    for i, colour in enumerate(colours):
        if colour is None:
            colours[i] = next(c for c in DEFAULT_ORDER if c not in colours)
    levels = bot_levels(game)
    bots = {i: seat.bot for i, seat in enumerate(seats) if seat.bot in levels}
    options = game.parse_options({}).model_dump(mode="json")
    for key, value in table.options.items():
        if key in options:
            try:
                options = game.parse_options({**options, key: value}).model_dump(mode="json")
            except (ValidationError, ValueError, TypeError):
                continue
    try:
        game.setup(names, 0, game.parse_options(options))
    except ValueError:  # options that do not fit this many players
        options = game.parse_options({}).model_dump(mode="json")
    return {"names": names, "colours": colours, "bots": bots, "options": options}


class FormOverlay(SelectOverlay):
    """The open list of a choice: its key in the player's words."""

    BINDINGS = [
        Binding("escape", "dismiss", N_("Close the list"), id="form.close_list",
                key_display="Esc", tooltip=N_("Close the list and keep the value")),
    ]


class FormSelect(Select):
    """A choice on the form: Enter goes to the next field, Space or ↓ opens the list,
    ← → step through the values in place."""

    BINDINGS = [
        Binding("enter", "next_field", N_("Next field"), id="form.next", key_display="Enter",
                tooltip=N_("Go to the next field")),
        Binding("space,down", "show_overlay", N_("List"), id="form.list", key_display="Space",
                tooltip=N_("Open the list of values")),
        Binding("left", "step(-1)", N_("Previous"), show=False, id="form.prev_value",
                tooltip=N_("The previous value")),
        Binding("right", "step(1)", N_("Next value"), show=False, id="form.next_value",
                tooltip=N_("The next value")),
    ]

    def compose(self) -> ComposeResult:
        """Textual's choice, its open list with our words for its key."""
        for widget in super().compose():
            if type(widget) is SelectOverlay:
                widget = FormOverlay(type_to_search=self._type_to_search).data_bind(
                    compact=Select.compact)
            yield widget

    def action_next_field(self) -> None:
        self.screen.focus_next()

    def action_step(self, delta: int) -> None:
        values = [v for _, v in self._options if v != self.NULL]
        if self.value in values:
            self.value = values[(values.index(self.value) + delta) % len(values)]


class FormToggle(Static, can_focus=True):
    """An on/off option on one line, `[✓] on` or `[ ] off`: Space or a click flips it,
    Enter goes to the next field."""

    DEFAULT_CSS = """
    FormToggle { width: auto; height: 1; padding: 0 1 0 0; }
    FormToggle:focus { background: $accent 40%; }
    """
    BINDINGS = [
        Binding("space", "toggle", N_("On/off"), id="form.toggle", key_display="Space",
                tooltip=N_("Switch it on or off")),
        Binding("enter", "next_field", N_("Next field"), id="form.next_toggle", key_display="Enter",
                tooltip=N_("Go to the next field")),
    ]

    class Changed(Message):
        def __init__(self, toggle: FormToggle, value: bool):
            super().__init__()
            self.toggle = toggle
            self.value = value

    value: reactive[bool] = reactive(False)

    def __init__(self, value: bool = False, *, id: str | None = None):
        super().__init__(id=id)
        self.set_reactive(FormToggle.value, bool(value))

    def render(self) -> str:
        return "[✓] " + _("on") if self.value else "[ ] " + _("off")

    def watch_value(self, value: bool) -> None:
        self.post_message(self.Changed(self, value))

    def action_toggle(self) -> None:
        self.value = not self.value

    def on_click(self) -> None:
        self.focus()
        self.value = not self.value

    def action_next_field(self) -> None:
        self.screen.focus_next()


class SetupScreen(Screen[None]):
    AUTO_FOCUS = "#count"
    DEFAULT_CSS = """
    SetupScreen #setup-body { padding: 0 1; height: 1fr; }
    SetupScreen #about { color: $text-muted; margin-bottom: 1; }
    SetupScreen .row { height: auto; }
    SetupScreen .row Label { width: 9; }
    SetupScreen .opt Label { width: 30; }
    SetupScreen .row Input { width: 17; margin-right: 1; }
    SetupScreen .row Select { width: 13; margin-right: 1; }
    SetupScreen .row .who { width: 15; }
    SetupScreen .field-error.opt-error.seat-error { padding-left: 10; }
    SetupScreen .row #count { width: 13; }
    SetupScreen .opt Select { width: 28; max-width: 1fr; }
    SetupScreen .field-error.opt-error { padding-left: 30; height: auto; display: none; }
    SetupScreen .field-error.opt-error.-shown { display: block; }
    SetupScreen SelectCurrent Static#label { text-wrap: nowrap; text-overflow: ellipsis; }
    SetupScreen .opt Input { width: 12; }
    SetupScreen .field-error { width: 1fr; color: $error; padding-left: 1; }
    SetupScreen .desc { color: $text-muted; padding-left: 2; }
    SetupScreen .opt { margin-top: 1; }
    SetupScreen .section { margin-top: 1; text-style: bold; color: $accent; }
    SetupScreen Input:focus, SetupScreen Select:focus > SelectCurrent { background: $accent 40%; }
    SetupScreen #start-bar { height: auto; padding: 0 1; background: $panel; }
    SetupScreen #start { margin-right: 2; min-width: 18; }
    SetupScreen #setup-error { width: 1fr; height: auto; max-height: 3; }
    SetupScreen #setup-error.-bad { color: $error; }
    SetupScreen #setup-error.-ok { color: $success; }
    SetupScreen #setup-error.-small { color: $warning; }
    """
    BINDINGS = [
        Binding("ctrl+s,f5", "start", N_("Start"), id="setup.start", key_display="Ctrl+S",
                priority=True, tooltip=N_("Start the game with this setup")),
        Binding("escape", "back", N_("Back"), id="setup.back", key_display="Esc",
                tooltip=N_("Back to the game list")),
    ]

    def __init__(self, game_id: str):
        super().__init__()
        self.game = get_game(game_id)
        self.levels = list(bot_levels(self.game))
        self.words = option_words(self.game.Options)
        self.errors: dict[str, str] = {}  # field id -> what is wrong, in words
        self.general_errors: list[str] = []  # problems that belong to no single field
        from ...engine import settings

        saved = settings.load().tables.get(game_id)
        # the last table of this game, if it still fits: the form starts from it
        self.table = remembered_table(game_id, saved) if saved is not None else None
        # the game's screen class, which knows the terminal a table needs: loaded after
        # the form is first drawn (importing a game's screen takes a tenth of a second)
        self.screen_class = None
        self.sizes: dict[str, tuple[int, int]] = {}  # the form, as JSON -> size it needs
        self.need: tuple[int, int] | None = None  # what the form as it is needs

    # --- building the form ----------------------------------------------------------

    def compose(self) -> ComposeResult:
        g = self.game
        yield TitleBar(_("new game: {game}").format(game=title(g)))
        with VerticalScroll(id="setup-body", can_focus=False):
            yield Static(game_text(g, g.description), id="about")
            counts = [(ngettext("{count} player", "{count} players", n).format(count=n), n)
                      for n in range(g.min_players, g.max_players + 1)]
            default_n = min(max(2, g.min_players), g.max_players)
            table = self.table or {"names": [], "colours": [], "bots": {}, "options": {}}
            if table["names"]:
                default_n = len(table["names"])
            with Horizontal(classes="row"):
                yield Label(_("Players"))
                yield FormSelect(counts, value=default_n, allow_blank=False, id="count",
                                 compact=True)
                yield Static("", classes="field-error", id="err-count")
            yield Static(_("Seats: name, colour, who plays"), classes="section")
            names = self._names(table["names"])
            colours = table["colours"] + [c for c in default_colours(g.max_players)
                                          if c not in table["colours"]]
            colours += default_colours(g.max_players)  # more seats than colours
            who = who_choices(self.levels)
            who_width = max(Text(text).cell_len for text, _v in who) + 4
            for i in range(g.max_players):
                with Horizontal(classes="row seat", id=f"seat-{i}"):
                    yield Label(_("Seat {number}").format(number=i + 1))
                    yield Input(names[i], id=f"name-{i}", max_length=MAX_NAME,
                                compact=True, placeholder=_("name"))
                    yield FormSelect([(colour_prompt(c), c) for c in DEFAULT_ORDER],
                                     value=colours[i], allow_blank=False, id=f"colour-{i}",
                                     compact=True)
                    choice = FormSelect(who, value=table["bots"].get(i, HUMAN),
                                        allow_blank=False, id=f"who-{i}", compact=True,
                                        classes="who")
                    choice.styles.width = who_width
                    yield choice
                # on a line of its own: the row leaves too little room beside it
                yield Static("", classes="field-error opt-error seat-error",
                             id=f"err-seat-{i}")
            # what each bot level in play does, in one line each
            for level in self.levels:
                yield Static(_("{level}: {about}").format(level=level_name(level),
                                                          about=level_about(level)),
                             classes="desc level-about", id=f"about-{level}")
            if self.words:
                yield Static(_("Options"), classes="section")
            for w in self.words:
                field = g.Options.model_fields[w.name]
                with Horizontal(classes="row opt"):
                    yield Label(w.label)
                    value = table["options"].get(w.name, field.default)
                    if field.annotation is bool:
                        yield FormToggle(bool(value), id=f"opt-{w.name}")
                    elif w.choices is not None:
                        choice = FormSelect([(text, v) for v, text in w.choices.items()],
                                            value=value if value in w.choices
                                            else field.default, allow_blank=False,
                                            id=f"opt-{w.name}", compact=True)
                        longest = max(len(text) for text in w.choices.values())
                        choice.styles.width = min(max(longest + 4, 12), CHOICE_MAX)
                        yield choice
                    else:
                        yield Input(str(value), id=f"opt-{w.name}", type="integer",
                                    compact=True)
                # on a line of its own: a wide choice leaves no room beside it
                yield Static("", classes="field-error opt-error", id=f"err-opt-{w.name}")
                if w.description:
                    yield Static(w.description, classes="desc")
            with Horizontal(classes="row opt"):
                yield Label(_("Seed"))
                yield Input(str(random.randrange(1, 1_000_000)), id="seed", type="integer",
                            compact=True)
            yield Static("", classes="field-error opt-error", id="err-seed")
            yield Static(_("The same seed and the same moves always give the same game."),
                         classes="desc")
        with Horizontal(id="start-bar"):
            yield Button(_("Start (Ctrl+S)"), id="start", variant="success", compact=True)
            yield Static("", id="setup-error")
        yield Footer()

    @staticmethod
    def _names(remembered: list[str]) -> list[str]:
        """The last table's names, then the usual ones not taken, for every seat."""
        taken = {name.casefold() for name in remembered}
        rest = [n for n in DEFAULT_NAMES if n.casefold() not in taken]
        rest += [f"{n}{k}" for k in range(2, 9) for n in DEFAULT_NAMES]
        return list(remembered) + rest

    def _show_level_about(self) -> None:
        """Under the seats, one line on each bot level that plays."""
        playing = {self.query_one(f"#who-{i}", Select).value for i in range(self.count)}
        for level in self.levels:
            self.query_one(f"#about-{level}").display = level in playing

    def on_mount(self) -> None:
        self._show_seats(self.count)
        self._sync_colours()
        self._show_level_about()
        self.query_one("#count", Select).focus()
        self.check_form()
        self.call_after_refresh(self._load_screen_class)

    def _load_screen_class(self) -> None:
        from ..game_screens import load_screen_class

        try:
            self.screen_class = load_screen_class(self.game.id)
        except (ImportError, AttributeError):
            return  # starting the game says it cannot be shown
        self.check_form()

    def on_resize(self) -> None:
        """The size warning follows the terminal."""
        if self.is_mounted:
            self.check_form()

    @property
    def count(self) -> int:
        return int(self.query_one("#count", Select).value)

    def _show_seats(self, n: int) -> None:
        for i in range(self.game.max_players):
            self.query_one(f"#seat-{i}").display = i < n

    # --- keeping the form consistent --------------------------------------------------

    @on(Select.Changed)
    def _select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "count":
            self._show_seats(self.count)
        if event.select.id == "count" or (event.select.id or "").startswith("colour-"):
            self._sync_colours()
        if event.select.id == "count" or (event.select.id or "").startswith("who-"):
            self._show_level_about()
        self.check_form()

    @on(Input.Changed)
    @on(FormToggle.Changed)
    def _field_changed(self, event) -> None:
        self.check_form()

    def _sync_colours(self) -> None:
        """Offer each seat only the colours no other seat in play has taken."""
        n = self.count
        selects = [self.query_one(f"#colour-{i}", Select) for i in range(n)]
        taken: list[str] = []
        for sel in selects:  # a newly shown seat with a taken colour gets a free one
            if sel.value in taken:
                sel.value = next(c for c in DEFAULT_ORDER if c not in taken
                                 and c not in [s.value for s in selects])
            taken.append(sel.value)
        for i, sel in enumerate(selects):
            others = set(taken[:i] + taken[i + 1:])
            offer = [c for c in DEFAULT_ORDER if c not in others]
            current = [v for _, v in sel._options]
            if current != offer:
                value = sel.value
                sel.set_options([(colour_prompt(c), c) for c in offer])
                sel.value = value

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.focus_next()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()

    def action_back(self) -> None:
        self.app.pop_screen()

    # --- checking ---------------------------------------------------------------------

    def check_form(self) -> dict | None:
        """Check every field; show each problem next to its field and all beside Start.

        Returns the form as plain values when there is nothing wrong, else None.
        """
        errors: dict[str, str] = {}
        general: list[str] = []
        n = self.count
        names = [self.query_one(f"#name-{i}", Input).value.strip() for i in range(n)]
        folded = [m.casefold() for m in names]
        for i, name in enumerate(names):
            twins = [j for j, m in enumerate(folded) if j != i and m == folded[i]]
            if not name:
                errors[f"seat-{i}"] = _("needs a name")
            elif twins:  # both seats say it, whichever was typed last
                errors[f"seat-{i}"] = _("same name as Seat {number}").format(number=twins[0] + 1)
        colours = [self.query_one(f"#colour-{i}", Select).value for i in range(n)]
        for i, c in enumerate(colours):
            if c in colours[:i] and f"seat-{i}" not in errors:
                errors[f"seat-{i}"] = _("same colour as Seat {number}").format(
                    number=colours.index(c) + 1)
        bots = {}
        for i in range(n):
            who = self.query_one(f"#who-{i}", Select).value
            if who != HUMAN:
                bots[i] = who
        raw: dict = {}
        for w in self.words:
            widget = self.query_one(f"#opt-{w.name}")
            value = widget.value
            if isinstance(widget, Input):
                text = value.strip()
                if not text.lstrip("-").isdigit():
                    errors[f"opt-{w.name}"] = _("a whole number, please")
                    continue
                value = int(text)
            raw[w.name] = value
        options = None
        if not any(k.startswith("opt-") for k in errors):
            try:
                options = self.game.parse_options(raw)
            except ValidationError as exc:
                for err in exc.errors():
                    where = f"opt-{err['loc'][0]}" if err["loc"] else None
                    errors.setdefault(where or "general", self._pydantic_words(err))
        if options is not None:
            try:  # options that do not fit the player count (placeholder names: no clash)
                self.game.setup([f"Seat {i + 1}" for i in range(n)], 0, options)
            except ValueError as exc:
                self._place_setup_error(str(exc).splitlines()[0], errors, general)
        seed_text = self.query_one("#seed", Input).value.strip()
        if not seed_text.lstrip("-").isdigit():
            errors["seed"] = _("a whole number, please")
        if "general" in errors:
            general.append(errors.pop("general"))
        self.errors, self.general_errors = errors, general
        form = None if errors or general else {
            "names": names, "colours": colours, "bots": bots,
            "options": options.model_dump(mode="json"), "seed": int(seed_text),
        }
        self.need = self._needed_size(form) if form is not None else None
        self._show_errors(n)
        return form

    def _needed_size(self, form: dict) -> tuple[int, int] | None:
        """The terminal the game of this form needs (None until its screen is loaded):
        its screen asked about the game as it would begin (remembered per form)."""
        if self.screen_class is None:
            return None
        key = json.dumps(form, sort_keys=True)
        if key not in self.sizes:
            from ...engine.match import Match

            match = Match.new(self.game, form["names"], form["seed"], form["options"],
                              form["bots"], form["colours"])
            self.sizes[key] = self.screen_class.size_for(match)
        return self.sizes[key]

    def _label(self, field_id: str) -> str:
        if field_id.startswith("seat-"):
            return _("Seat {number}").format(number=int(field_id[5:]) + 1)
        if field_id == "seed":
            return _("Seed")
        if field_id == "count":
            return _("Players")
        name = field_id[4:]
        return next((w.label for w in self.words if w.name == name), humanise(name))

    def _pydantic_words(self, err: dict) -> str:
        ctx = err.get("ctx") or {}
        kind = err.get("type", "")
        if kind in ("greater_than_equal", "greater_than"):
            bound = ctx.get("ge", ctx.get("gt"))
            return (_("at least {bound}") if kind == "greater_than_equal"
                    else _("more than {bound}")).format(bound=bound)
        if kind in ("less_than_equal", "less_than"):
            bound = ctx.get("le", ctx.get("lt"))
            return (_("at most {bound}") if kind == "less_than_equal"
                    else _("less than {bound}")).format(bound=bound)
        if kind in ("int_parsing", "int_type", "int_from_float"):
            return _("a whole number, please")
        return clean_text(err.get("msg", _("not allowed")),
                          {w.name: w.label for w in self.words})

    def _place_setup_error(self, message: str, errors: dict, general: list) -> None:
        """A game's refusal of the options goes next to the option it names, else to Start."""
        names = {w.name: w.label for w in self.words}
        text = clean_text(message, names)
        text = text[:1].upper() + text[1:]
        for w in self.words:
            if w.name in message or w.label.casefold() in message.casefold():
                errors.setdefault(f"opt-{w.name}", text)
                return
        general.append(text)

    def _show_errors(self, n: int) -> None:
        for i in range(self.game.max_players):
            line = self.query_one(f"#err-seat-{i}", Static)
            shown = f"seat-{i}" in self.errors and i < n
            line.update(f"✗ {self.errors[f'seat-{i}']}" if shown else "")
            line.set_class(shown, "-shown")
        for key in [f"opt-{w.name}" for w in self.words] + ["seed"]:
            line = self.query_one(f"#err-{key}", Static)
            line.update(f"✗ {self.errors[key]}" if key in self.errors else "")
            line.set_class(key in self.errors, "-shown")
        summary = self.query_one("#setup-error", Static)
        problems = [f"{self._label(k)}: {v}" for k, v in self.errors.items()] + self.general_errors
        have = tuple(self.app.size)
        small = (not problems and self.need is not None
                 and (have[0] < self.need[0] or have[1] < self.need[1]))
        if problems:
            summary.update("✗ " + ngettext("Cannot start yet ({count} problem): {problems}",
                                           "Cannot start yet ({count} problems): {problems}",
                                           len(problems)).format(
                count=len(problems), problems="; ".join(problems)))
        elif small:
            summary.update("⚠ " + ngettext(
                "Needs {width}×{height} for {count} player: this terminal is "
                "{have_width}×{have_height}. Enlarge it before starting (Ctrl+S or F5 "
                "starts anyway).",
                "Needs {width}×{height} for {count} players: this terminal is "
                "{have_width}×{have_height}. Enlarge it before starting (Ctrl+S or F5 "
                "starts anyway).", n).format(
                width=self.need[0], height=self.need[1], count=n, have_width=have[0],
                have_height=have[1]))
        else:
            summary.update("✓ " + ngettext("Ready: {count} player. Ctrl+S or F5 starts the game.",
                                           "Ready: {count} players. Ctrl+S or F5 starts the game.",
                                           n).format(count=n))
        summary.set_class(bool(problems), "-bad")
        summary.set_class(small, "-small")
        summary.set_class(not problems and not small, "-ok")

    def read_form(self) -> dict:
        """The form as plain values; raises ValueError with the problems to show."""
        form = self.check_form()
        if form is None:
            raise ValueError(str(self.query_one("#setup-error", Static).render()))
        return form

    def action_start(self) -> None:
        form = self.check_form()
        if form is None:
            first = next(iter(self.errors), None)
            target = {"seed": "#seed"}.get(first or "", None)
            if first and first.startswith("seat-"):
                target = f"#name-{first[5:]}"
            elif first and first.startswith("opt-"):
                target = f"#{first}"
            if target:
                self.query_one(target).focus()
            self.notify(_("Not started: see the problems beside Start."), severity="warning")
            return
        self.app.start_match(self.game.id, **form)
