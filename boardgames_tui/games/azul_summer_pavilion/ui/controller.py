"""The screen's selection model: cursors over the legal choices (texts: preview.py).

Kept apart from the Textual screen so it can be tested without an app. Legality and
every number shown (tiles taken, penalty, cost, payment, points, bonus tiles) come from
the rules layer; this module only remembers what the cursor points at.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.text import Text

from boardgames_tui.engine import i18n

from ..actions import Pass, Place, Take, TakeBonus
from ..components import board
from ..placing import preview, space_of
from ..state import AzulState
from ..turns import default_keep
from ..words import colour_name
from . import preview as preview_texts
from .layout import reading_order, step
from .palette import NAMES
from .render import Marks, hand_cells

_, ngettext, N_ = i18n.domain("azul_summer_pavilion")


@dataclass
class Selection:
    """Cursor state for one decision; reset whenever the game state changes."""

    take: int = 0
    space: int | None = None
    colour: int | None = None
    wilds: int | None = None
    supply: int | None = None
    passing: bool = False
    keep_flags: list[bool] = field(default_factory=list)
    keep_cursor: int = 0


def paid_flags(hand: list[int], p, wild: int) -> list[bool]:
    """Per tile of the hand (as drawn, by colour): spent by the previewed placement."""
    need = {p.colour: p.colour_paid}
    if p.wilds_paid:
        need[wild] = need.get(wild, 0) + p.wilds_paid
    flags = []
    for c in hand_cells(hand):
        flags.append(need.get(c, 0) > 0)
        if need.get(c, 0):
            need[c] -= 1
    return flags


class Controller:
    def __init__(self):
        self.sel = Selection()
        self.state: AzulState | None = None
        self.seat = 0
        self.legal: list = []
        self.last_space: int | None = None
        self._takes: list[Take] = []
        self._places: list[Place] = []
        self._by_space: dict[int, list[Place]] = {}

    # --- state changes ----------------------------------------------------------------

    def load(self, state: AzulState, seat: int, legal: list, changed: bool) -> None:
        self.state, self.seat, self.legal = state, seat, legal
        # split once per decision: every key asks for these (issue 16: one frame per key)
        self._takes = [a for a in legal if isinstance(a, Take)]
        self._places = [a for a in legal if isinstance(a, Place)]
        self._by_space: dict[int, list[Place]] = {}
        for a in self._places:
            self._by_space.setdefault(space_of(a), []).append(a)
        if changed:
            keep_space = self.sel.space if self.sel.space is not None else self.last_space
            self.sel = Selection()
            self.last_space = keep_space
        if self.mode == "place" and self.sel.space is None:
            legal_spaces = sorted(self.legal_spaces())
            if self.last_space is not None and self.last_space in legal_spaces:
                self.sel.space = self.last_space
            else:
                self.sel.space = (
                    legal_spaces[0] if legal_spaces else board().space_index["center/1"]
                )
        if self.mode == "bonus" and self.sel.supply is None:
            spaces = self.supply_spaces()
            self.sel.supply = spaces[0] if spaces else None
        if self.mode == "take":
            self.sel.take = min(self.sel.take, max(0, len(self.takes()) - 1))

    @property
    def mode(self) -> str:
        s = self.state
        if s is None or not self.legal:
            return "wait"
        if s.phase == "take":
            return "take"
        if s.phase == "bonus":
            return "bonus"
        return "pass" if self.sel.passing else "place"

    # --- legal choices ------------------------------------------------------------------

    def takes(self) -> list[Take]:
        return self._takes

    def places(self) -> list[Place]:
        return self._places

    def legal_spaces(self) -> set[int]:
        return set(self._by_space)

    def supply_spaces(self) -> list[int]:
        return [a.space for a in self.legal if isinstance(a, TakeBonus)]

    def current_take(self) -> Take | None:
        takes = self.takes()
        return takes[self.sel.take] if takes else None

    def space_options(self, space: int) -> list[Place]:
        return self._by_space.get(space, [])

    def current_place(self) -> Place | None:
        if self.sel.space is None:
            return None
        options = self.space_options(self.sel.space)
        if not options:
            return None
        colours = list(dict.fromkeys(a.colour for a in options))
        colour = NAMES[self.sel.colour] if self.sel.colour is not None else None
        if colour not in colours:
            colour = colours[0]
        wilds = sorted(a.wilds for a in options if a.colour == colour)
        chosen = self.sel.wilds if self.sel.wilds in wilds else wilds[0]
        return next(a for a in options if a.colour == colour and a.wilds == chosen)

    def keep_counts(self) -> tuple[int, ...]:
        counts = [0] * 6
        for c, kept in zip(
            hand_cells(self.state.hands[self.seat]), self.sel.keep_flags, strict=False
        ):
            if kept:
                counts[c] += 1
        return tuple(counts)

    # --- moving the cursor ----------------------------------------------------------------

    def move(self, direction: str) -> str | None:
        """Arrow keys. Returns a refusal reason, or None."""
        mode = self.mode
        if mode == "take":
            takes = self.takes()
            if not takes:
                return None
            i = self.sel.take
            if direction in ("left", "right"):
                self.sel.take = (i + (1 if direction == "right" else -1)) % len(takes)
            else:
                sources = list(dict.fromkeys(a.source for a in takes))
                j = sources.index(takes[i].source)
                j = (j + (1 if direction == "down" else -1)) % len(sources)
                self.sel.take = next(k for k, a in enumerate(takes) if a.source == sources[j])
        elif mode == "place":
            self.sel.space = step(self.sel.space or 0, direction)
            self.sel.colour = self.sel.wilds = None
        elif mode == "bonus":
            spaces = self.supply_spaces()
            if spaces and direction in ("left", "right", "up", "down"):
                i = spaces.index(self.sel.supply) if self.sel.supply in spaces else 0
                d = 1 if direction in ("right", "down") else -1
                self.sel.supply = spaces[(i + d) % len(spaces)]
        elif mode == "pass":
            n = len(self.sel.keep_flags)
            if n:
                d = 1 if direction in ("right", "down") else -1
                self.sel.keep_cursor = (self.sel.keep_cursor + d) % n
        return None

    def cycle(self, forward: bool = True) -> str | None:
        """Tab: the next legal choice (next legal space while placing)."""
        if self.mode == "place":
            spaces = reading_order(self.legal_spaces())
            if not spaces:
                return _("No space can be paid for with your tiles: press p to pass.")
            if self.sel.space in spaces:
                i = spaces.index(self.sel.space) + (1 if forward else -1)
            else:
                order = reading_order([*spaces, self.sel.space or 0])
                i = (
                    order.index(self.sel.space or 0)
                    if forward
                    else order.index(self.sel.space or 0) - 1
                )
            self.sel.space = spaces[i % len(spaces)]
            self.sel.colour = self.sel.wilds = None
            return None
        return self.move("right" if forward else "left")

    def cycle_colour(self) -> str | None:
        if self.mode != "place":
            return None
        action = self.current_place()
        if action is None:
            return _("No colour can go on this space now.")
        colours = list(dict.fromkeys(a.colour for a in self.space_options(self.sel.space)))
        if len(colours) == 1:
            return _("Only {colour} can go on this space now.").format(
                colour=colour_name(NAMES.index(colours[0])))
        nxt = colours[(colours.index(action.colour) + 1) % len(colours)]
        self.sel.colour = NAMES.index(nxt)
        self.sel.wilds = None
        return None

    def change_wilds(self, delta: int) -> str | None:
        if self.mode != "place":
            return None
        action = self.current_place()
        if action is None:
            return _("Pick a space you can pay for first.")
        options = sorted(
            a.wilds for a in self.space_options(self.sel.space) if a.colour == action.colour
        )
        want = action.wilds + delta
        if want not in options:
            if len(options) == 1:
                n = options[0]
                return ngettext("This placement is paid with exactly {count} wild tile.",
                                "This placement is paid with exactly {count} wild tiles.",
                                n).format(count=n)
            return _("You can pay this with {fewest} to {most} wild tiles.").format(
                fewest=options[0], most=options[-1])
        self.sel.colour = NAMES.index(action.colour)
        self.sel.wilds = want
        return None

    def start_pass(self) -> str | None:
        if self.mode != "place":
            return _("You can pass only while tiles are being placed.")
        hand = self.state.hands[self.seat]
        keep = list(default_keep(hand, self.state.round))
        flags = []
        for c in hand_cells(hand):
            flags.append(keep[c] > 0)
            if keep[c]:
                keep[c] -= 1
        self.sel.passing = True
        self.sel.keep_flags = flags
        self.sel.keep_cursor = 0
        return None

    def toggle_keep(self) -> str | None:
        if self.mode != "pass" or not self.sel.keep_flags:
            return None
        i = self.sel.keep_cursor
        flags = self.sel.keep_flags
        if not flags[i]:
            if self.state.round >= 6:
                return _("Nothing can be kept after the last round.")
            if sum(flags) >= 4:
                return _("You may keep at most 4 tiles: discard another one first.")
        flags[i] = not flags[i]
        return None

    def point_at(self, action) -> None:
        """Put the cursor on `action` (a hint), ready for Enter to play it."""
        if isinstance(action, Take):
            takes = self.takes()
            if action in takes:
                self.sel.take = takes.index(action)
        elif isinstance(action, Place):
            self.sel.passing = False
            self.sel.space = space_of(action)
            self.sel.colour = NAMES.index(action.colour)
            self.sel.wilds = action.wilds
        elif isinstance(action, TakeBonus):
            self.sel.supply = action.space
        elif isinstance(action, Pass):
            self.start_pass()
            keep = list(action.keep)
            flags = []
            for c in hand_cells(self.state.hands[self.seat]):
                flags.append(keep[c] > 0)
                if keep[c]:
                    keep[c] -= 1
            self.sel.keep_flags = flags

    def free_pass(self) -> Pass | None:
        """The pass that plays itself: no tile can be placed and passing asks nothing.

        Rounds 1-5 with at most 4 tiles: keep them all, which costs nothing (D8). Round 6:
        the one pass there is. An empty hand already passes in the rules (§10.1).
        """
        if self.mode != "place" or self.places():
            return None
        hand = self.state.hands[self.seat]
        last = self.state.round >= 6
        if not last and sum(hand) > 4:
            return None
        return Pass(keep=default_keep(hand, self.state.round))

    def cancel(self) -> None:
        """Esc: leave the pass choice, or drop a colour / wild choice."""
        if self.sel.passing:
            self.sel.passing = False
            self.sel.keep_flags = []
        else:
            self.sel.colour = self.sel.wilds = None

    # --- what Enter or a click submits ---------------------------------------------------

    def confirm(self):
        """(action, None) to submit, or (None, reason)."""
        mode = self.mode
        if mode == "take":
            return self.current_take(), None
        if mode == "bonus":
            if self.sel.supply is None:
                return None, _("The supply is empty.")
            return TakeBonus(space=self.sel.supply), None
        if mode == "pass":
            return Pass(keep=self.keep_counts()), None
        if mode == "place":
            action = self.current_place()
            if action is None:
                return None, self.explain_space(self.sel.space)
            return action, None
        return None, None

    def click(self, target: tuple):
        """A clicked target: select it, or submit it when it was already selected."""
        kind = target[0]
        mode = self.mode
        if kind in ("take", "source") and mode == "take":
            takes = self.takes()
            if kind == "source":
                hits = [i for i, a in enumerate(takes) if a.source == target[1]]
            else:
                hits = [
                    i
                    for i, a in enumerate(takes)
                    if a.source == target[1] and a.colour == NAMES[target[2]]
                ]
                if not hits and target[2] == self.state.wild:
                    return None, _("The wild colour comes only as the extra tile with another colour.")
            if not hits:
                return None, _("Nothing to take there.")
            if hits[0] == self.sel.take and kind == "take":
                return self.current_take(), None
            self.sel.take = hits[0]
            return None, None
        if kind == "space" and mode == "place":
            if target[1] != self.seat:
                return None, _("That is another player's board.")
            if self.sel.space == target[2]:
                return self.confirm()
            self.sel.space = target[2]
            self.sel.colour = self.sel.wilds = None
            return None, None
        if kind == "supply" and mode == "bonus":
            if self.sel.supply == target[1]:
                return self.confirm()
            if target[1] in self.supply_spaces():
                self.sel.supply = target[1]
            return None, None
        if kind == "keep" and mode == "pass":
            self.sel.keep_cursor = target[1]
            return None, self.toggle_keep()
        return None, None

    # --- explanations and previews ------------------------------------------------------

    def marks(self, safe: bool, player_colours: list[str]) -> Marks:
        m = Marks(safe=safe, player_colours=player_colours)
        mode = self.mode
        if mode == "take":
            take = self.current_take()
            if take is not None:
                m.take_source = take.source
                m.take_colour = NAMES.index(take.colour)
        elif mode == "place":
            m.seat = self.seat
            m.space = self.sel.space
            m.legal_spaces = self.legal_spaces()
            action = self.current_place()
            if action is not None:
                p = preview(self.state, self.seat, action)
                m.symbols = set(p.symbols)
                m.paid = paid_flags(self.state.hands[self.seat], p, self.state.wild)
        elif mode == "bonus":
            m.supply_cursor = self.sel.supply
        elif mode == "pass":
            m.seat = self.seat
            m.keep_flags = self.sel.keep_flags
            m.keep_cursor = self.sel.keep_cursor
        return m

    # --- texts (preview.py) ---------------------------------------------------------------

    def explain_space(self, space: int | None) -> str:
        return preview_texts.explain_space(self, space)

    def preview_text(self) -> Text:
        return preview_texts.preview_text(self)

    def prompt(self, name: str) -> str:
        return preview_texts.prompt(self, name)
