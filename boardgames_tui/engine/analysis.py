"""Move analysis: which decisions cost a player the most, judged by the search bot.

For every decision of a game, the deciding seat's view at that moment (its redacted state:
a bot never sees what the player could not) is searched like the strong bot does: the
chosen move and the most promising others are each played on in determinised worlds by the
game's rollout policy and valued by the game's `evaluate` (its points plus heuristics, in
points). The estimate of the best move found minus that of the move chosen is the decision's
"loss", never below 0. Everything is seeded by the game's seed and the decision number, so
an analysis is the same every time; it is stored in the save file (`analysis`), so it is
computed once.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from pydantic import BaseModel, Field

from .bots import GreedyBot
from .errors import IllegalAction
from .i18n import ngettext
from .match import Match

VERSION = 1  # bump when the method changes: stored analyses of another version are redone


class Settings(BaseModel):
    """How hard to look; the defaults aim at about a second per contested decision."""

    rivals: int = 4  # besides the chosen move, the greedy-best this many moves are searched
    samples: int = 12  # determinised rollouts per move searched
    depth: int = 24  # decisions per rollout


class Decision(BaseModel):
    step: int  # 0-based index into the game's actions
    seat: int
    round: int | None = None
    chosen: str  # the log line of the move made
    best: str  # the log line of the best move found (the chosen one when it is the best)
    chosen_value: float
    best_value: float
    loss: float = 0.0  # best_value - chosen_value, at least 0
    choices: int = 1  # how many moves were legal

    def in_words(self) -> str:
        """"round 3: Ana took …; better: …, about +6 points"."""
        loss = round(self.loss)
        if self.round is not None:
            return ngettext("round {round}: {chosen}; better: {best}, about +{loss} point",
                            "round {round}: {chosen}; better: {best}, about +{loss} points",
                            loss).format(round=self.round, chosen=self.chosen, best=self.best,
                                         loss=loss)
        return ngettext("decision {number}: {chosen}; better: {best}, about +{loss} point",
                        "decision {number}: {chosen}; better: {best}, about +{loss} points",
                        loss).format(number=self.step + 1, chosen=self.chosen, best=self.best,
                                     loss=loss)


class Analysis(BaseModel):
    version: int = VERSION
    settings: Settings = Field(default_factory=Settings)
    decisions: list[Decision] = Field(default_factory=list)
    complete: bool = False  # False while under way or after a cancel

    def total_loss(self, seat: int) -> float:
        return sum(d.loss for d in self.decisions if d.seat == seat)

    def costliest(self, seat: int, count: int = 3) -> list[Decision]:
        mine = [d for d in self.decisions if d.seat == seat and d.loss > 0]
        return sorted(mine, key=lambda d: (-d.loss, d.step))[:count]


class Cancelled(Exception):
    """The caller asked the analysis to stop (it keeps what was done)."""


def _rollout(game, state, seat: int, depth: int, rng: random.Random) -> float:
    for _ in range(depth):
        if game.is_over(state):
            break
        to_act = game.to_act(state)
        if not to_act:
            break
        who = to_act[0]
        legal = game.legal_actions(state, who)
        if not legal:
            break
        state = game.apply(state, who, game.rollout_action(state, who, legal, rng))
    return game.evaluate(state, seat)


def _estimate(game, view, seat: int, action, settings: Settings, rng: random.Random) -> float:
    total = 0.0
    for _ in range(settings.samples):
        world = game.determinize(view, seat, rng)
        try:
            after = game.apply(world, seat, action)
        except IllegalAction:  # this world does not allow it (hidden cards dealt otherwise)
            after = world
        total += _rollout(game, after, seat, settings.depth, rng)
    return total / settings.samples


def analyse_decision(match: Match, step: int, settings: Settings) -> Decision:
    """Judge decision `step` of `match` from what its seat could see then."""
    game = match.game
    logged = match.record.actions[step]
    seat = logged.seat
    before = match.states[step]
    chosen = game.parse_action(logged.action)
    legal = game.legal_actions(before, seat)
    rnd = game.round_number(before)
    text = logged.text or game.describe(before, seat, chosen)
    if len(legal) <= 1:
        return Decision(step=step, seat=seat, round=rnd, chosen=text, best=text,
                        chosen_value=0.0, best_value=0.0, choices=len(legal))
    rng = random.Random(f"{match.record.seed}:analysis:{step}")
    view = game.redact(before, seat)
    greedy = GreedyBot(game, seat).values(view, legal, rng)
    greedy.sort(key=lambda va: va[0], reverse=True)
    candidates = [chosen] + [a for _, a in greedy if a != chosen][: settings.rivals]
    values = [_estimate(game, view, seat, a, settings, rng) for a in candidates]
    best_i = max(range(len(candidates)), key=lambda i: (values[i], i == 0))
    best = candidates[best_i]
    return Decision(
        step=step, seat=seat, round=rnd, chosen=text,
        best=text if best_i == 0 else game.describe(before, seat, best),
        chosen_value=round(values[0], 2), best_value=round(values[best_i], 2),
        loss=round(max(0.0, values[best_i] - values[0]), 2), choices=len(legal),
    )


def analyse(
    match: Match,
    settings: Settings | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    previous: Analysis | None = None,
) -> Analysis:
    """Analyse every decision; `progress(done, total)` after each, stop when `cancelled()`.

    A `previous` analysis of the same version and settings is continued, not redone.
    """
    settings = settings or Settings()
    out = Analysis(settings=settings)
    if previous is not None and previous.version == VERSION and previous.settings == settings:
        out.decisions = list(previous.decisions)
    total = len(match.record.actions)
    for step in range(len(out.decisions), total):
        if cancelled is not None and cancelled():
            return out
        out.decisions.append(analyse_decision(match, step, settings))
        if progress is not None:
            progress(step + 1, total)
    out.complete = True
    return out


def stored(match: Match) -> Analysis | None:
    """The analysis kept in the save, if it is complete and of this version."""
    data = match.record.analysis
    if not data:
        return None
    try:
        found = Analysis.model_validate(data)
    except ValueError:
        return None
    current = len(found.decisions) == len(match.record.actions)
    return found if found.complete and found.version == VERSION and current else None


def analyse_and_store(match: Match, path, progress=None, cancelled=None,
                      settings: Settings | None = None) -> Analysis:
    """Reuse what the save holds, or analyse and keep a complete result in the save file.

    A save that cannot be written (a read-only folder) still gets its analysis shown.
    """
    from . import saves

    settings = settings or Settings()
    found = stored(match)
    if found is not None and found.settings == settings:
        return found
    result = analyse(match, settings, progress=progress, cancelled=cancelled)
    if result.complete and path is not None:
        match.record.analysis = result.model_dump(mode="json")
        try:
            saves.save(match, path)
        except OSError:
            pass  # shown anyway; computed again next time
    return result
