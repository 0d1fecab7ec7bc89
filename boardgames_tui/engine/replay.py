"""What a game's record gives back after the fact: the score of every player after every
decision, where the rounds begin, and a readable transcript for sharing.

All of it is read from a `Match` (which holds the state after every decision), so the
replay screen, the score chart, `boardgames replay FILE --text` and the analysis agree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NoReturn

from .bot_levels import level_name
from .i18n import _, game_text, ngettext, title
from .match import Match

if TYPE_CHECKING:
    from pathlib import Path

    from .analysis import Decision
    from .game import AnyRules


def score_series(match: Match) -> list[list[int]]:
    """series[seat][i]: that seat's running total after i decisions (i = 0 is the start)."""
    game = match.game
    n = len(match.record.players)
    series: list[list[int]] = [[] for _ in range(n)]
    for state in match.states:
        totals = {r.seat: r.total for r in game.score_sheet(state).rows}
        for seat in range(n):
            series[seat].append(totals.get(seat, 0))
    return series


def round_starts(match: Match) -> list[tuple[int, int]]:
    """(step, round) for every decision index at which a new round has begun."""
    game = match.game
    out: list[tuple[int, int]] = []
    last = None
    for i, state in enumerate(match.states):
        rnd = game.words.round_number(state)
        if rnd is not None and rnd != last:
            out.append((i, rnd))
            last = rnd
    return out


def transcript(match: Match) -> str:
    """The game as text: one decision per line, the rounds with their summaries and scores."""
    game = match.game
    rec = match.record
    names = match.names
    players = ", ".join(_("{name} (bot, {level})").format(name=p.name, level=level_name(p.bot))
                        if p.bot else p.name for p in rec.players)
    lines = [title(game), _("Players: {names}").format(names=players),
             _("Game seed {seed}, started {when}").format(
                 seed=rec.seed, when=rec.created[:16].replace("T", " ")), ""]
    width = len(str(len(rec.actions)))

    def scores(state: Any) -> str:
        totals = {r.seat: r.total for r in game.score_sheet(state).rows}
        return ", ".join(f"{names[s]} {totals.get(s, 0)}" for s in range(len(names)))

    first_round = game.words.round_number(match.states[0])
    if first_round is not None:
        lines.append(_("── Round {number} ──").format(number=first_round))
    for i, logged in enumerate(rec.actions):
        before, after = match.states[i], match.states[i + 1]
        text = logged.text or game.words.describe(before, logged.seat, game.parse_action(logged.action))
        lines.append(f"{i + 1:>{width}}. {text}")
        for event in game.words.round_summary(before, after):
            lines.append(f"{'':>{width}}  {event}")
        old, new = game.words.round_number(before), game.words.round_number(after)
        if new is not None and new != old and not game.is_over(after):
            lines.append(f"{'':>{width}}  " + _("Points after round {number}: {scores}").format(
                number=old, scores=scores(after)))
            lines.append(_("── Round {number} ──").format(number=new))
    lines.append("")
    if match.is_over():
        sheet = game.score_sheet(match.state)
        lines.append(_("Final scores:"))
        for row in sorted(sheet.rows, key=lambda r: -r.total):
            parts = ", ".join(f"{game_text(game, k)} {v}" for k, v in row.categories.items())
            points = ngettext("{name}: {total} point", "{name}: {total} points", row.total).format(
                name=row.name, total=row.total)
            lines.append(f"  {points}" + (f" ({parts})" if parts else ""))
        by_seat = {r.seat: r.name for r in sheet.rows}  # a solo rival is a row, not a seat
        winners = _(" and ").join(by_seat[s] for s in sheet.winners)
        lines.append(_("Winner: {names}").format(names=winners) if len(sheet.winners) == 1
                     else _("Shared win: {names}").format(names=winners))
    else:
        lines.append(_("Not finished. Points so far: {scores}").format(scores=scores(match.state)))
    return "\n".join(lines) + "\n"


def match_at(full: Match, step: int) -> Match:
    """The match as it stood after `step` decisions (shares the full match's states)."""
    view = Match.__new__(Match)
    view.game = full.game
    view.options = full.options
    view.record = full.record.model_copy(update={"actions": full.record.actions[:step]})
    view.states = full.states[: step + 1]
    return view


class ReplaySession:
    """A saved game looked at decision by decision, read-only.

    It answers what the game screen asks of a live session, so every game's own screen
    draws the replay; nobody is ever on turn (no legal moves, no bots), and anything that
    would change the game is refused. `step` is the number of decisions shown as made.
    A finished game may show everything (`reveal`); otherwise the board is drawn for the
    seat that was deciding, as that player saw it.
    """

    replay = True
    save_error = None

    def __init__(self, match: Match, path: Path | None = None, step: int | None = None,
                 focus: Decision | None = None):
        self.full = match
        self.path = path
        self.total = len(match.record.actions)
        self.step = self.total if step is None else max(0, min(step, self.total))
        self._reveal = False
        self._views: dict[int, Match] = {}
        self.rounds = round_starts(match)
        # An analysed decision (engine.analysis.Decision) to name while its position is shown.
        self.focus = focus
        self.show_made = False  # the board shows the better move's ghost, or the move made
        if focus is not None:
            self.step = max(0, min(focus.step, self.total))

    @property
    def reveal(self) -> bool:
        """Everything shown: asked for (v), or the last step of a finished game, where the
        final scoring has revealed every secret (a Castles player's bonus cards): the
        scores shown there are the final ones, not a seat's partial view of them."""
        return self._reveal or (self.finished and self.step == self.total)

    @reveal.setter
    def reveal(self, value: bool) -> None:
        self._reveal = value

    @property
    def game(self) -> AnyRules:
        return self.full.game

    @property
    def match(self) -> Match:
        if self.step not in self._views:
            if len(self._views) > 64:
                self._views.clear()
            self._views[self.step] = match_at(self.full, self.step)
        return self._views[self.step]

    @property
    def finished(self) -> bool:
        return self.full.is_over()

    def go(self, step: int) -> None:
        self.step = max(0, min(step, self.total))

    def next_round(self, direction: int) -> None:
        """To the start of the next (1) or the previous (-1) round."""
        starts = [s for s, _ in self.rounds]
        if direction > 0:
            later = [s for s in starts if s > self.step]
            self.go(later[0] if later else self.total)
        else:
            earlier = [s for s in starts if s < self.step]
            self.go(earlier[-1] if earlier else 0)

    def at_focus(self) -> bool:
        """The position before the analysed decision is shown."""
        return self.focus is not None and self.step == self.focus.step

    def ghost_action(self) -> Any | None:
        """The move to draw as a ghost on the board, while the position before the
        analysed decision is shown: the better move, or the move made (`show_made`,
        switched by a key); None otherwise."""
        d = self.focus
        if d is None or not self.at_focus():
            return None
        action = d.chosen_action if self.show_made or d.best_action is None else d.best_action
        return None if action is None else self.game.parse_action(action)

    def seat_shown(self) -> int:
        """The seat whose view is drawn: the one deciding next (or that just decided);
        before an analysed decision, the seat that made it."""
        if self.focus is not None and self.ghost_action() is not None:
            return self.focus.seat
        to_act = self.game.to_act(self.match.state) if not self.match.is_over() else []
        if to_act:
            return int(to_act[0])
        if self.step:
            return self.full.record.actions[self.step - 1].seat
        return 0

    def focus_lines(self) -> list[str]:
        """The analysed decision, while the position before it is shown: the move made and
        the better one found, with their estimated values (95% intervals)."""
        d = self.focus
        if d is None or self.step != d.step:
            return []
        from .analysis import plain, signed

        name = self.full.names[d.seat]
        made = d.chosen_text(self.full)
        if d.chosen_estimate is None:  # an analysis of version 1: no intervals
            return [_("Made next: {chosen}").format(name=name, chosen=made),
                    _("Better: {best}, about +{loss} points").format(
                        best=d.best_text(self.full), loss=round(d.loss))]
        if d.best_action is None or d.best_estimate is None or d.gap is None:
            return [_("Made next: {chosen} (value {value}); no better move "
                      "found").format(name=name, chosen=made, value=plain(d.chosen_estimate))]
        lines = [_("Made next: {chosen} (value {value})").format(
            name=name, chosen=made, value=plain(d.chosen_estimate))]
        on_board = 0 if self.show_made else 1  # ▸: the move drawn on the board
        better = _("Better: {best} (value {value}), {gap} points, ahead in {ahead} of "
                   "{worlds} worlds") if d.mistake else \
            _("Not clearly better: {best} (value {value}), {gap} points, ahead in {ahead} of "
              "{worlds} worlds")
        lines.append(better.format(best=d.best_text(self.full), value=plain(d.best_estimate),
                                   gap=signed(d.gap), ahead=d.ahead, worlds=d.gap.worlds))
        lines[on_board] = "▸ " + lines[on_board]
        return lines

    def caption(self) -> str:
        if self.step == 0:
            what = _("the start of the game")
        else:
            logged = self.full.record.actions[self.step - 1]
            what = logged.text
        rnd = self.game.words.round_number(self.match.state)
        shown = _("everything shown") if self.reveal else (
            _("as {name} saw it").format(name=self.full.names[self.seat_shown()]))
        if rnd is not None:
            head = _("Replay, decision {step} of {total}, round {round} ({shown}): {what}")
        else:
            head = _("Replay, decision {step} of {total} ({shown}): {what}")
        keys = _("←/→ decision · PgUp/PgDn round · Home/End · v all · a analysis · g chart"
                 " · Esc")
        focus = self.focus_lines()  # the footer shows the keys: room for both moves
        if focus:  # the two moves need the room more than the move before them (the log)
            head = (_("Replay, decision {step} of {total}, round {round} ({shown})")
                    if rnd is not None else _("Replay, decision {step} of {total} ({shown})"))
        lines = [head.format(step=self.step, total=self.total, round=rnd, shown=shown,
                             what=what), *(focus or [keys])]
        return "\n".join(lines)

    # --- a live session's questions, answered read-only -----------------------------

    def human_seats_to_act(self) -> list[int]:
        """Nobody; before an analysed decision its seat, so that the game's screen draws
        that seat's choices and the better move's ghost (the screen takes no key for
        them in a replay, and anything that would change the game is refused)."""
        shown = self.focus is not None and self.ghost_action() is not None
        return [self.focus.seat] if shown and self.focus is not None else []

    def bot_seats_to_act(self) -> list[int]:
        return []

    def _refuse(self, *_args: Any, **_kwargs: Any) -> NoReturn:
        from .errors import IllegalAction

        raise IllegalAction(_("this is a replay: nothing in it can be changed"))

    apply = undo = hint = bot_choice = _refuse

    def save(self) -> None:
        """A replay writes nothing."""
