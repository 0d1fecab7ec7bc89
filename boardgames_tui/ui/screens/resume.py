"""Unfinished games to pick up again: the game, who plays (and which seats are bots),
whose turn it is, how far it got and when it was last played. `d` deletes a save after
asking."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ...engine import saves
from ...engine.saves import SaveEntry
from ..widgets.footer import Footer
from ..widgets.title_bar import TitleBar
from .words import ago


def player_label(name: str, bot: str | None) -> str:
    return f"{name} (bot, {bot})" if bot else name


def players_text(entry: SaveEntry) -> str:
    return ", ".join(player_label(p.name, p.bot) for p in entry.match.record.players)


def and_list(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def to_play_text(entry: SaveEntry) -> str:
    """"Ana to play", "Ana and Ben to play" (simultaneous choices), "Ben (bot) to play"."""
    m = entry.match
    seats = m.to_act()
    if not seats:
        return "the game is over"
    names = [m.names[s] + (" (bot)" if m.bot_level(s) else "") for s in seats]
    return f"{and_list(names)} to play"


def progress_text(entry: SaveEntry) -> str:
    m = entry.match
    progress = m.game.progress(m.state)
    if progress:
        return progress
    n = len(m.record.actions)
    return "no decision yet" if n == 0 else ("1 decision" if n == 1 else f"{n} decisions")


def describe_entry(entry: SaveEntry) -> str:
    """Two lines: the game and its players; whose turn, progress, last played."""
    m = entry.match
    return (f"[b]{m.game.title}[/b]: {players_text(entry)}\n"
            f"{to_play_text(entry)} · {progress_text(entry)} · "
            f"last played {ago(m.record.updated)}")


class ResumeScreen(Screen[None]):
    AUTO_FOCUS = "#saves"
    DEFAULT_CSS = """
    ResumeScreen #saves { height: 1fr; margin: 1 1 0 1; }
    ResumeScreen #saves > .option-list--option { padding: 0 1; }
    ResumeScreen #resume-hint { padding: 0 2; color: $text-muted; }
    """
    BINDINGS = [
        Binding("enter", "resume", "Resume", id="resume.resume", key_display="Enter", priority=True,
                tooltip="Carry on the highlighted game at its last decision"),
        Binding("d,delete", "delete", "Delete", id="resume.delete", key_display="d",
                tooltip="Delete the highlighted save (asks first)"),
        Binding("n,escape", "new_game", "New game", id="resume.new", key_display="Esc",
                tooltip="Go to the game selection instead"),
    ]

    def __init__(self, entries: list[SaveEntry]):
        super().__init__()
        self.entries = list(entries)

    def compose(self) -> ComposeResult:
        yield TitleBar("resume a game")
        yield Static("Unfinished games, the most recent first. Enter resumes, d deletes.",
                     id="resume-hint")
        yield OptionList(*self._options(), id="saves")
        yield Footer()

    def _options(self) -> list[Option | None]:
        out: list[Option | None] = []
        for i, e in enumerate(self.entries):
            if i:
                out.append(None)  # a separator line between two saves
            out.append(Option(describe_entry(e), id=str(i)))
        return out

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    @property
    def highlighted(self) -> SaveEntry | None:
        option = self.query_one(OptionList).highlighted_option
        return self.entries[int(option.id)] if option is not None else None

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.app.resume_entry(self.entries[int(event.option.id)])

    def action_resume(self) -> None:
        if self.highlighted is not None:
            self.app.resume_entry(self.highlighted)

    def action_delete(self) -> None:
        from .confirm import ConfirmScreen

        entry = self.highlighted
        if entry is None:
            return

        def answer(yes: bool | None) -> None:
            if yes:
                self.delete_entry(entry)

        question = (f"Delete the saved game of {entry.match.game.title} with "
                    f"{and_list(entry.match.names)} ({to_play_text(entry)}, "
                    f"{progress_text(entry)})? It cannot be brought back.")
        self.app.push_screen(ConfirmScreen(question), answer)

    def delete_entry(self, entry: SaveEntry) -> None:
        saves.delete(entry.path)
        index = self.entries.index(entry)
        self.entries.remove(entry)
        self.notify(f"Deleted the saved game of {entry.match.game.title}.")
        if not self.entries:
            self.app.pop_screen()
            return
        options = self.query_one(OptionList)
        options.clear_options()
        options.add_options(self._options())
        options.highlighted = options.get_option_index(str(min(index, len(self.entries) - 1)))

    def action_new_game(self) -> None:
        self.app.pop_screen()
