"""Pointing and choosing, the same in every game: arrows, Tab, Enter, Esc, digits, a click
and the hint, done once for every game screen (issue 27).

`GameScreen` mixes this in. A game says only what is its own, through five hooks:

- `targets()`: the choices of the decision now, as drawn now (`Target`s with screen
  boxes; see targets.py). Refused spots may be included (`legal=False`): pointing at one
  says why, Tab and the start of a decision skip it.
- `pointed()`: the key of the target the game's cursor is on, or None.
- `point(key)`: put the cursor there and redraw the preview; return the reason it cannot
  be taken (shown on the prompt line), or None.
- `choose(key)`: Enter (or a click on the target already pointed at): take it. A
  decision made in several steps (card, then action, then place) goes to its next step
  here, and the game's `targets()` then offers that step's choices.
- `step_back()`: Esc: one step back in such a decision; False at the first step (the
  game may then do what Esc does there, e.g. cancel a choice, and return True).
- `hint_target(action)`: the key that shows the hint `action` (the game may also set
  the parts of its choice the key does not say, e.g. the side of a card).
- `hint_words(action)`: how the hint names its move to the player on turn (by default
  the game's `describe_own`: their own secret choices named, as only they see it).
- `show_action(action)`: draw a move that was not made (the better move of an analysed
  decision, in a replay) as the game's own preview of it. By default through
  `hint_target` (which follows the steps of a decision made in several) or, failing
  that, a target whose `extra["action"]` is that action; a game overrides it only where
  neither can show the move.
- `target_elsewhere(x, y)`: a click on no target of this step: the game's own answer,
  a target drawn there (a refused spot, e.g. a hex where the held tile does not fit, so
  the cursor goes where the player clicked and says why not; or the place of the next
  step, which the game then goes to); None where nothing is.

The mixin then answers the keys: each arrow moves to the nearest target that way as
drawn now; Tab and Shift+Tab walk the legal targets best first and say "k of n"; digits
jump to numbered targets; a click points, a second click chooses; `h` points at the hint;
a new decision starts on its best legal target. The footer shows these keys only while
they act.
"""

from __future__ import annotations

from collections.abc import Hashable

from textual import events
from textual.binding import Binding

from ...engine.i18n import N_, _
from . import targets as nav
from .targets import Target

POINTING_BINDINGS = [
    Binding("left", "point('left')", N_("Left"), id="board.left", show=False, priority=True,
            tooltip=N_("The nearest choice to the left")),
    Binding("right", "point('right')", N_("Right"), id="board.right", show=False,
            priority=True, tooltip=N_("The nearest choice to the right")),
    Binding("up", "point('up')", N_("Up"), id="board.up", show=False, priority=True,
            tooltip=N_("The nearest choice above")),
    Binding("down", "point('down')", N_("Down"), id="board.down", show=False, priority=True,
            tooltip=N_("The nearest choice below")),
    Binding("tab", "cycle(1)", N_("Next"), id="board.next", priority=True,
            tooltip=N_("The next possible choice, best first")),
    Binding("shift+tab", "cycle(-1)", N_("Previous"), id="board.previous", show=False,
            priority=True, tooltip=N_("The previous possible choice")),
    Binding("enter", "choose", N_("Choose"), id="board.choose", key_display="Enter",
            priority=True, tooltip=N_("Take the choice under the cursor")),
    Binding("escape", "step_back", N_("Back"), id="board.back", priority=True,
            tooltip=N_("One step back in this decision")),
    *[Binding(str(n), f"number({n})", "", id=f"board.number{n}", show=False,
              tooltip=N_("Jump to the place with this number")) for n in range(1, 10)],
]

POINTING_ACTIONS = {"point", "cycle", "choose", "step_back", "number"}


class Pointing:
    """The shared keys for pointing and choosing (mixed into GameScreen)."""

    # --- the hooks a game overrides ------------------------------------------------------

    def targets(self) -> list[Target]:
        return []

    def pointed(self) -> Hashable | None:
        return None

    def point(self, key: Hashable) -> str | None:
        return None

    def choose(self, key: Hashable) -> None:
        """Take the target `key` (Enter on it, or a second click)."""

    def step_back(self) -> bool:
        return False

    def can_step_back(self) -> bool:
        """True while Esc does something (the footer shows it only then)."""
        return False

    def hint_target(self, action) -> Hashable | None:
        return None

    def target_elsewhere(self, x: int, y: int) -> Target | None:
        return None

    def hint_words(self, action) -> str:
        return self.game.words.describe_own(self.match.state, self.seat, action)

    def show_action(self, action) -> bool:
        """Put the cursor on `action`, so the game draws its preview (the ghost of a tile,
        the highlighted place, the card lifted): the same drawing the player saw when
        pointing at that move. True when the game has a target for it.

        A move made in several steps (Castles: the two rooms of a swap) is followed step
        by step as the player would: Enter on each step's target but the last, where the
        cursor stays. Which step is the last is found by a walk in which the game's
        `submit` is held back (nothing is applied); a second walk stops there. A walk
        that ends at the held-back submit leaves the game's half-made choice cleared (as
        after a move), so the walks start alike: a first one clears what an earlier
        showing left (the first room of a swap still picked)."""
        self._walk_to(action, None)
        steps = self._walk_to(action, None)
        return steps > 0 and self._walk_to(action, steps) > 0

    def _walk_to(self, action, steps: int | None) -> int:
        """Point at `action`'s target and, up to `steps` - 1 times (all the way when None),
        take it and point at the next step's; the number of targets pointed at."""
        held: list = []
        self.submit = lambda move: held.append(move) or False  # nothing is applied
        try:
            pointed, last = 0, None
            for _ in range(4):  # no decision of a game has more steps
                key = self.hint_target(action)
                if key is None:
                    key = next((t.key for t in self.targets()
                                if t.extra.get("action") == action), None)
                if key is None or key == last:
                    break
                self.point(key)
                pointed, last = pointed + 1, key
                if steps is not None and pointed >= steps:
                    break
                self.choose(key)
                if held:
                    break
            return pointed
        finally:
            del self.submit

    # --- what the mixin does with them --------------------------------------------------

    def pointed_target(self, targets: list[Target] | None = None) -> Target | None:
        targets = self.targets() if targets is None else targets
        key = self.pointed()
        if key is None:
            return None
        found = nav.find(targets, key)
        off = getattr(self, "_off_target", None)
        if found is None and off is not None and off.key == key:
            return off  # clicked on a refused spot: the arrows go on from there
        return found

    def point_at(self, target: Target | None, note: str | None = None) -> None:
        """Point at `target` and say so: its refusal reason, or the prompt (after `note`,
        e.g. "3 of 12")."""
        if target is None:
            return
        reason = self.point(target.key)
        if reason:
            self.refuse(reason)
            return
        text = self.prompt_text()
        self.set_prompt(f"{note}\n{text}" if note else text)

    def start_decision(self, remembered: Hashable | None = None) -> None:
        """A new decision: the cursor on its best legal target, or on `remembered` (where
        it was when this decision was made before an undo) when that is a target."""
        targets = self.targets()
        back = nav.find(targets, remembered) if remembered is not None else None
        start = back or nav.first(targets)
        if start is not None:
            self.point(start.key)

    def pointing_allowed(self, action: str) -> bool | None:
        """check_action for the pointing keys: they show and act only when they do
        something."""
        if action == "step_back":
            return bool(self.legal_actions()) and self.can_step_back()
        if not self.legal_actions():
            return False
        targets = self.targets()
        if action == "number":
            return any(t.digit is not None for t in targets)
        if action == "cycle":
            return any(t.legal for t in targets)
        return bool(targets)

    def action_point(self, direction: str) -> None:
        targets = self.targets()
        current = self.pointed_target(targets)
        if current is None:
            self.point_at(nav.first(targets))
            return
        self.point_at(nav.nearest(targets, current, direction))

    def action_cycle(self, step: int) -> None:
        targets = self.targets()
        target, k, n = nav.cycle(targets, self.pointed_target(targets), step)
        if target is not None:
            note = _("{k} of {n}").format(k=k, n=n)  # first: a long label is cut
            self.point_at(target, f"{note} · {target.label}" if target.label else note)

    def action_choose(self) -> None:
        targets = self.targets()
        current = self.pointed_target(targets)
        if current is None:
            return
        if not current.legal:
            self.point_at(current)  # says why again
            return
        self.choose(current.key)

    def action_step_back(self) -> None:
        if self.step_back():
            self.set_prompt(self.prompt_text())

    def action_number(self, n: int) -> None:
        target = nav.by_digit(self.targets(), n)
        if target is None:
            self.refuse(_("Nothing has the number {n} now.").format(n=n))
            return
        self.point_at(target)

    def action_hint(self) -> None:
        """`h`: the greedy bot's move, with the cursor put on it: Enter takes it."""
        if not self.legal_actions():
            self.refuse(_("No hint: it is not your decision now."))
            return
        action = self.session.hint(self.seat)
        move = self.hint_words(action)
        key = self.hint_target(action)
        if key is None:
            self.set_prompt(_("Hint: {move}").format(move=move) + "\n" + self.prompt_text())
            return
        reason = self.point(key)
        text = _("Hint (Enter takes it): {move}").format(move=move)
        self.set_prompt(f"{text}\n{reason or self.prompt_text()}")

    def on_click(self, event: events.Click) -> None:
        """A click or tap on a target points at it; on the target pointed at, takes it."""
        if not self.legal_actions():
            return
        targets = self.targets()
        hit = nav.at(targets, event.screen_x, event.screen_y)
        if hit is None:
            hit = self.target_elsewhere(event.screen_x, event.screen_y)
            if hit is None:
                return
            self._off_target = hit
        event.stop()
        if hit.key == self.pointed() and hit.legal:
            self.choose(hit.key)
        else:
            self.point_at(hit)
