"""The Rococo game screen: palace, markets, tableaux and the decision list.

A turn reads top to bottom in the decision list: pick a card, then a main action (the
ones the card cannot take are greyed with the reason), then its target (each line shows
the cost and what it brings), then the bonus. Esc goes back from a target list to the
actions; `u` takes back decisions within the turn. The hand choice is a card picker
shown after the pass-the-keyboard screen. Keys: arrows / Enter / Esc, Tab cycles panels,
mouse clicks work on every line.
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from boardgames_tui.ui.game_screen import GameScreen
from boardgames_tui.ui.palette import colour_blind

from .menu import Entry, entries, step_title
from .render import market_text, palace_text, tableau_text


class RococoScreen(GameScreen):
    MIN_SIZE = (110, 36)

    DEFAULT_CSS = """
    RococoScreen #rococo-palace { height: auto; padding: 0 1; background: $surface; }
    RococoScreen #rococo-lower { height: 1fr; }
    RococoScreen #rococo-market-box { width: 45; height: 1fr;
        border-right: solid $primary 50%; }
    RococoScreen #rococo-market { padding: 0 1; }
    RococoScreen #rococo-right { width: 1fr; height: 1fr; }
    RococoScreen #rococo-tableau-box { height: auto; max-height: 14; }
    RococoScreen #rococo-tableau { padding: 0 1; }
    RococoScreen #rococo-choices { height: 1fr; border-top: solid $primary 50%; }
    """
    BINDINGS = [
        Binding(
            "escape",
            "back",
            "Back",
            id="rococo.back",
            tooltip="Back from a target list to the main actions",
        ),
    ]

    def __init__(self, session):
        super().__init__(session)
        self.mode = ""  # the main action whose targets are listed
        self.picked: list[str] = []  # hand choice in progress
        self._entries: list[Entry] = []
        self._decision_key: tuple[int, int] | None = None
        self._drawn: dict[str, tuple] = {}

    # --- layout -------------------------------------------------------------------

    def compose_board(self) -> ComposeResult:
        yield Static(id="rococo-palace")
        with Horizontal(id="rococo-lower"):
            with VerticalScroll(id="rococo-market-box"):
                yield Static(id="rococo-market")
            with Vertical(id="rococo-right"):
                with VerticalScroll(id="rococo-tableau-box"):
                    yield Static(id="rococo-tableau")
                yield OptionList(id="rococo-choices")

    # --- hooks --------------------------------------------------------------------

    def prompt_text(self) -> str:
        return step_title(self.match.state, self.seat, self.mode)

    def refresh_board(self) -> None:
        key = (len(self.match.record.actions), self.seat)
        if key != self._decision_key:
            self._decision_key = key
            self.mode = ""
            self.picked = []
        view = self.view_state
        safe = colour_blind(self.app)
        self._update("#rococo-palace", palace_text(view, self.player_colour, safe))
        self._update("#rococo-market", market_text(view, safe))
        self._update("#rococo-tableau", tableau_text(view, self.seat, self.player_colour, safe))
        self._rebuild_choices()

    def _update(self, selector: str, text: Text) -> None:
        """Redraw a panel only when its content changed (keeps key presses fast)."""
        key = (text.plain, tuple(str(s) for s in text.spans))
        old = self._drawn.get(selector)
        if old != key:
            self._drawn[selector] = key
            same_height = old is not None and old[0].count("\n") == text.plain.count("\n")
            self.query_one(selector, Static).update(text, layout=not same_height)

    def panel_text(self, selector: str) -> str:
        """The plain text of a panel (for tests and accessibility)."""
        return self._drawn.get(selector, ("",))[0]

    # --- the decision list --------------------------------------------------------

    def _rebuild_choices(self, highlight: int | None = None) -> None:
        legal = self.legal_actions()
        self._entries = entries(self.match.state, self.seat, legal, self.mode, self.picked)
        options = self.query_one("#rococo-choices", OptionList)
        new = []
        for i, e in enumerate(self._entries):
            label = Text(e.label)
            if not e.enabled:
                label.stylize("dim")
                if e.reason:
                    label.append(f"  ({e.reason})", style="dim italic")
            new.append(Option(label, id=f"c{i}", disabled=not e.enabled))
        options.set_options(new)
        enabled = [i for i, e in enumerate(self._entries) if e.enabled]
        if enabled:
            options.highlighted = highlight if highlight in enabled else enabled[0]
        options.focus()

    @on(OptionList.OptionSelected, "#rococo-choices")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        index = event.option_index
        if not 0 <= index < len(self._entries):
            return
        self.choose(self._entries[index], index)

    def choose(self, entry: Entry, index: int) -> None:
        if not entry.enabled:
            self.refuse(entry.reason or "not possible now")
            return
        if entry.back:
            self.action_back()
        elif entry.submenu:
            self.mode = entry.submenu
            self.set_prompt(self.prompt_text())
            self._rebuild_choices()
        elif entry.toggle:
            self._toggle(entry.toggle, index)
        elif entry.action is not None:
            self.submit(entry.action)

    def _toggle(self, card: str, index: int) -> None:
        if card in self.picked:
            self.picked.remove(card)
        else:
            self.picked.append(card)
        self._entries = entries(
            self.match.state, self.seat, self.legal_actions(), self.mode, self.picked
        )
        if self._entries and self._entries[0].enabled:
            target = 0  # the hand is complete: Confirm
        else:
            later = [
                i
                for i, e in enumerate(self._entries)
                if e.toggle and e.toggle not in self.picked and i > index
            ]
            target = later[0] if later else index
        self._rebuild_choices(highlight=target)

    def action_back(self) -> None:
        if self.mode:
            self.mode = ""
            self.set_prompt(self.prompt_text())
            self._rebuild_choices()
        elif self.picked:
            self.picked = []
            self._rebuild_choices()
