"""The first screen: every registered game with its title, player range and a line about it."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from ...engine.registry import entries
from ..widgets.title_bar import TitleBar


class SelectionScreen(Screen[None]):
    DEFAULT_CSS = """
    SelectionScreen #games { height: 1fr; margin: 1 2; }
    SelectionScreen #hint { padding: 0 2; color: $text-muted; }
    """
    BINDINGS = [
        Binding("r", "resume", "Resume", id="select.resume", tooltip="Unfinished games"),
        Binding("t", "toggle_theme", "Colour-blind theme", id="select.theme",
                tooltip="Switch to the colour-blind-safe theme and back"),
        Binding("q", "app.quit", "Quit", id="select.quit", tooltip="Leave the app"),
    ]

    def compose(self) -> ComposeResult:
        yield TitleBar("choose a game")
        options = []
        for g in entries():
            players = (
                f"{g.min_players}" if g.min_players == g.max_players
                else f"{g.min_players}–{g.max_players}"
            )
            options.append(
                Option(f"[b]{g.title}[/b]  ({players} players)\n  {g.description}", id=g.id)
            )
        yield OptionList(*options, id="games")
        yield Static("↑↓ choose a game · Enter to set it up · r resume · ? help", id="hint")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        from .setup import SetupScreen

        self.app.push_screen(SetupScreen(event.option.id))

    def action_resume(self) -> None:
        self.app.open_resume_list()

    def action_toggle_theme(self) -> None:
        self.app.toggle_safe_theme()
