"""Unfinished games to pick up again: game, players, progress, last played."""

from __future__ import annotations

from datetime import datetime

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from ...engine.saves import SaveEntry
from ..widgets.title_bar import TitleBar


def when(iso: str) -> str:
    try:
        return datetime.fromisoformat(iso).strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return iso


def describe_entry(entry: SaveEntry) -> str:
    m = entry.match
    names = ", ".join(m.names)
    progress = m.game.progress(m.state) or f"{len(m.record.actions)} decisions"
    return (f"[b]{m.game.title}[/b] — {names}\n"
            f"  {progress} · last played {when(m.record.updated)} · seed {m.record.seed}")


class ResumeScreen(Screen[None]):
    DEFAULT_CSS = """
    ResumeScreen #saves { height: 1fr; margin: 1 2; }
    ResumeScreen #resume-hint { padding: 0 2; color: $text-muted; }
    """
    BINDINGS = [
        Binding("n,escape", "new_game", "New game", id="resume.new",
                tooltip="Go to the game selection instead"),
    ]

    def __init__(self, entries: list[SaveEntry]):
        super().__init__()
        self.entries = entries

    def compose(self) -> ComposeResult:
        yield TitleBar("resume a game")
        yield Static("Unfinished games — Enter resumes at the last action", id="resume-hint")
        yield OptionList(
            *[Option(describe_entry(e), id=str(i)) for i, e in enumerate(self.entries)],
            id="saves",
        )
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        entry = self.entries[int(event.option.id)]
        self.app.resume_entry(entry)

    def action_new_game(self) -> None:
        self.app.pop_screen()
