"""Unfinished games to pick up again: the game, who plays (and which seats are bots),
whose turn it is, how far it got and when it was last played. `d` deletes a save after
asking."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static
from textual.widgets.option_list import Option

from ...engine import saves
from ...engine.bots import level_name
from ...engine.i18n import N_, _, ngettext, title
from ...engine.saves import SaveEntry
from ..widgets.footer import Footer
from ..widgets.option_list import OptionList
from ..widgets.title_bar import TitleBar
from .words import ago


def untouched(match) -> bool:
    """No person has decided anything yet (only bots and forced moves, which the same
    seed plays again): nothing of the game would be lost by not keeping it."""
    people = [p.seat for p in match.record.players if not p.bot]
    if not people:
        return not match.record.actions
    return not any(a.seat in people and not a.auto for a in match.record.actions)


def player_label(name: str, bot: str | None) -> str:
    return _("{name} (bot, {level})").format(name=name, level=level_name(bot)) if bot else name


def players_text(entry: SaveEntry) -> str:
    return ", ".join(player_label(p.name, p.bot) for p in entry.match.record.players)


def and_list(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def to_play_text(entry: SaveEntry) -> str:
    """"Ana to play", "Ana and Ben to play" (simultaneous choices), "Ben (bot) to play"."""
    m = entry.match
    seats = m.to_act()
    if not seats:
        return _("the game is over")
    names = [_("{name} (bot)").format(name=m.names[s]) if m.bot_level(s) else m.names[s]
             for s in seats]
    return ngettext("{names} to play", "{names} to play", len(names)).format(
        names=and_list(names))


def progress_text(entry: SaveEntry) -> str:
    m = entry.match
    progress = m.game.words.progress(m.state)
    if progress:
        return progress
    n = len(m.record.actions)
    if n == 0:
        return _("no decision yet")
    return ngettext("{count} decision", "{count} decisions", n).format(count=n)


def describe_entry(entry: SaveEntry) -> str:
    """Two lines: the game and its players; whose turn, progress, last played."""
    m = entry.match
    return _("[b]{game}[/b]: {players}\n{to_play} · {progress} · last played {when}").format(
        game=title(m.game), players=players_text(entry), to_play=to_play_text(entry),
        progress=progress_text(entry), when=ago(m.record.updated))


class ResumeScreen(Screen[None]):
    AUTO_FOCUS = "#saves"
    DEFAULT_CSS = """
    ResumeScreen #saves { height: 1fr; margin: 1 1 0 1; }
    ResumeScreen #saves > .option-list--option { padding: 0 1; }
    ResumeScreen #resume-hint { padding: 0 2; color: $text-muted; }
    """
    BINDINGS = [
        Binding("enter", "resume", N_("Resume"), id="resume.resume", key_display="Enter", priority=True,
                tooltip=N_("Carry on the highlighted game at its last decision")),
        Binding("d,delete", "delete", N_("Delete"), id="resume.delete", key_display="d",
                tooltip=N_("Delete the highlighted save (asks first)")),
        Binding("n,escape", "new_game", N_("New game"), id="resume.new", key_display="Esc",
                tooltip=N_("Go to the game selection instead")),
    ]

    def __init__(self, entries: list[SaveEntry]):
        super().__init__()
        self.entries = list(entries)

    def compose(self) -> ComposeResult:
        yield TitleBar(_("resume a game"))
        yield Static(_("Unfinished games, the most recent first. Enter resumes, d deletes."),
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

        question = _("Delete the saved game of {game} with {names} ({to_play}, {progress})? "
                     "It cannot be brought back.").format(
            game=title(entry.match.game), names=and_list(entry.match.names),
            to_play=to_play_text(entry), progress=progress_text(entry))
        self.app.push_screen(ConfirmScreen(question), answer)

    def delete_entry(self, entry: SaveEntry) -> None:
        saves.delete(entry.path)
        index = self.entries.index(entry)
        self.entries.remove(entry)
        self.notify(_("Deleted the saved game of {game}.").format(game=title(entry.match.game)))
        if not self.entries:
            self.app.pop_screen()
            return
        options = self.query_one(OptionList)
        options.clear_options()
        options.add_options(self._options())
        options.highlighted = options.get_option_index(str(min(index, len(self.entries) - 1)))

    def action_new_game(self) -> None:
        self.app.pop_screen()
