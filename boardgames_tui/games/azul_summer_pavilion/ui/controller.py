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
from ..taking import actual_loss, source_counts, take_penalty, tiles_taken
from ..turns import default_keep, free_pass, pass_penalty
from ..words import colour_name, source_name, space_name, star_name
from . import preview as preview_texts
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
    button: bool = False  # the cursor is on the pass button (placing or passing)
    star: int | None = None  # a star chosen by its key: the digits 1-6 pick its spaces


def space_digit(side: str, space: int) -> int:
    """The digit that picks `space` once its star is chosen: its printed number, or where
    a star repeats its numbers (the grey side's centre, all 3s) its place round the ring,
    1 at the top."""
    costs = board().costs[side]
    star = space // 6
    ring = costs[star * 6 : star * 6 + 6]
    if sorted(ring) == [1, 2, 3, 4, 5, 6]:
        return costs[space]
    return space % 6 + 1


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
        self.last_supply: int | None = None  # the supply space of the bonus tile just taken
        self._takes: list[Take] = []
        self._places: list[Place] = []
        self._by_space: dict[int, list[Place]] = {}
        self._take_index: dict[tuple[int, int], Take] = {}
        self._previews: dict[int, object] = {}

    # --- state changes ----------------------------------------------------------------

    def load(self, state: AzulState, seat: int, legal: list, changed: bool) -> None:
        self.state, self.seat, self.legal = state, seat, legal
        # split once per decision: every key asks for these (issue 16: one frame per key)
        self._takes = [a for a in legal if isinstance(a, Take)]
        self._take_index = {(a.source, NAMES.index(a.colour)): a for a in self._takes}
        self._previews = {}
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
        if self.mode != "bonus":
            self.last_supply = None
        elif self.sel.supply is None:
            self.sel.supply = self.resume_supply()
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

    def resume_supply(self) -> int | None:
        """Where the cursor starts in the supply: after a bonus tile was taken, on the
        remaining tile nearest to it (the next one on a tie), else on the first one
        (issue 28: the cursor does not jump back to the first tile after each pick)."""
        spaces = self.supply_spaces()
        if not spaces:
            return None
        last = self.last_supply
        if last is None:
            return spaces[0]
        return min(spaces, key=lambda i: (abs(i - last), i < last))

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

    # --- what the player can point at (the shared pointing layer, issue 27) ----------
    #
    # A target's key: ("take", source, colour), ("space", space), ("supply", space),
    # ("keep", i) (the i-th tile of the hand as drawn), ("pass",) (the pass button).

    def pointed_key(self) -> tuple | None:
        """The key of the target under the cursor."""
        mode = self.mode
        if mode == "take":
            take = self.current_take()
            return None if take is None else ("take", take.source, NAMES.index(take.colour))
        if mode == "place":
            if self.sel.button:
                return ("pass",)
            return None if self.sel.space is None else ("space", self.sel.space)
        if mode == "bonus":
            return None if self.sel.supply is None else ("supply", self.sel.supply)
        if mode == "pass":
            return ("pass",) if self.sel.button else ("keep", self.sel.keep_cursor)
        return None

    def wanted(self, key: tuple) -> bool:
        """Is `key` (a target drawn on the table) a choice of the decision now?"""
        kind, mode = key[0], self.mode
        if mode == "take":
            return kind == "take" and self._take_of(key) is not None
        if mode == "place":
            return kind in ("space", "pass")
        if mode == "bonus":
            return kind == "supply" and self.state.supply[key[1]] is not None
        if mode == "pass":
            return kind in ("keep", "pass") and (kind == "pass" or key[1] < len(self.sel.keep_flags))
        return False

    def _take_of(self, key: tuple) -> Take | None:
        takes = self._take_index
        return takes.get((key[1], key[2]))

    def info(self, key: tuple) -> tuple[str, float | None, bool]:
        """(label, value, legal) of a target: the value is what its preview gives (points;
        higher is better), so Tab and the start of a decision go best first."""
        s, kind = self.state, key[0]
        if kind == "take":
            take = self._take_of(key)
            label = f"{source_name(key[1])}: {colour_name(key[2])}"
            counts = source_counts(s, key[1])
            got = sum(tiles_taken(counts, key[2], s.wild))
            lost = actual_loss(s, self.seat, take_penalty(s, take))
            return label, -lost + got / 100, True
        if kind == "space":
            space = key[1]
            label = space_name(s.side, space)
            options = self.space_options(space)
            if not options:
                return label, None, False
            p = self._preview_of(space)
            return label, p.points + p.bonus_tiles / 10, True
        if kind == "supply":
            return colour_name(s.supply[key[1]]), None, key[1] in self.supply_spaces()
        hand = s.hands[self.seat]
        if kind == "pass":
            keep = self.keep_counts() if self.mode == "pass" else default_keep(hand, s.round)
            return _("Pass"), -actual_loss(s, self.seat, pass_penalty(hand, keep)), True
        # a tile of the hand while passing: the value is the pass after toggling it
        i = key[1]
        c = hand_cells(hand)[i]
        if self._toggle_refused(i):
            return colour_name(c), None, False
        keep = list(self.keep_counts())
        keep[c] += -1 if self.sel.keep_flags[i] else 1
        lost = actual_loss(s, self.seat, pass_penalty(hand, tuple(keep)))
        return colour_name(c), -lost - 0.5, True

    def _preview_of(self, space: int):
        """The preview of a space with its first colour and fewest wilds (once per decision)."""
        hit = self._previews.get(space)
        if hit is None:
            options = self.space_options(space)
            colour = options[0].colour
            action = min((a for a in options if a.colour == colour), key=lambda a: a.wilds)
            hit = self._previews[space] = preview(self.state, self.seat, action)
        return hit

    def point(self, key: tuple) -> str | None:
        """Put the cursor on the target `key`; the reason it cannot be taken, or None."""
        kind = key[0]
        if kind == "take":
            take = self._take_of(key)
            if take is not None:
                self.sel.take = self.takes().index(take)
            return None
        if kind == "pass":
            self.sel.button = True
            self.sel.star = None
            return None
        self.sel.button = False
        if kind == "space":
            if self.sel.star is not None and key[1] // 6 != self.sel.star:
                self.sel.star = None
            if key[1] != self.sel.space:  # a colour or wild choice stays on its space
                self.sel.space = key[1]
                self.sel.colour = self.sel.wilds = None
            if not self.space_options(key[1]):
                return self.explain_space(key[1])
            return None
        if kind == "supply":
            self.sel.supply = key[1]
            return None
        if kind == "keep":
            self.sel.keep_cursor = key[1]
            return self._toggle_refused(key[1])
        return None

    def choose(self, key: tuple):
        """Enter (or a second click) on `key`: (action, None) to submit, or (None, reason);
        (None, None) when the choice moved on a step (pass: choose the tiles to keep) or
        toggled a tile to keep."""
        reason = self.point(key)
        if reason:
            return None, reason
        mode = self.mode
        if key[0] == "pass" and mode == "place":
            return None, self.start_pass()
        if key[0] == "keep":
            return None, self.toggle_keep()
        return self.confirm()

    def can_step_back(self) -> bool:
        """Esc undoes a step: the pass choice (while a tile could still be placed), or a
        colour / wild choice."""
        if self.mode == "pass":
            return bool(self.places())
        return self.mode == "place" and (self.sel.colour is not None or self.sel.wilds is not None
                                         or self.sel.star is not None)

    def colour_choices(self) -> int:
        """How many colours the space under the cursor takes now (`c` acts from 2)."""
        if self.mode != "place" or self.sel.button or self.sel.space is None:
            return 0
        return len({a.colour for a in self.space_options(self.sel.space)})

    def wild_choices(self) -> int:
        """How many ways to pay with wilds the placement under the cursor has (+/-)."""
        if self.mode != "place" or self.sel.button:
            return 0
        action = self.current_place()
        if action is None:
            return 0
        return sum(a.colour == action.colour for a in self.space_options(self.sel.space))

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

    def choose_star(self, star: int) -> str | None:
        """A star's key while placing: the cursor on its best space (or its first), and
        the digits 1-6 pick its spaces until the cursor leaves it; the reason the space
        under the cursor cannot be taken, or None."""
        if self.mode != "place":
            return _("Stars are chosen while tiles are placed.")
        spaces = range(star * 6, star * 6 + 6)
        legal = [i for i in spaces if self.space_options(i)]
        if legal:
            def value(i: int) -> float:
                p = self._preview_of(i)
                return p.points + p.bonus_tiles / 10
            target = max(legal, key=lambda i: (value(i), -space_digit(self.state.side, i)))
        elif self.sel.space is not None and self.sel.space // 6 == star:
            target = self.sel.space
        else:
            target = min(spaces, key=lambda i: space_digit(self.state.side, i))
        reason = self.point(("space", target))
        self.sel.star = star
        if not legal:
            return _("No tile can go on {star} now.").format(star=star_name(self.state.side, star))
        return reason

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
        self.sel.button = True  # the best choice: the most kept tiles (D8)
        return None

    def _toggle_refused(self, i: int) -> str | None:
        """Why the i-th tile of the hand cannot be kept now, or None."""
        flags = self.sel.keep_flags
        if i >= len(flags) or flags[i]:
            return None
        if self.state.round >= 6:
            return _("Nothing can be kept after the last round.")
        if sum(flags) >= 4:
            return _("You may keep at most 4 tiles: discard another one first.")
        return None

    def toggle_keep(self) -> str | None:
        """Keep or discard the tile under the cursor (Space, or Enter on the tile)."""
        if self.mode != "pass" or not self.sel.keep_flags or self.sel.button:
            return None
        i = self.sel.keep_cursor
        reason = self._toggle_refused(i)
        if reason:
            return reason
        self.sel.keep_flags[i] = not self.sel.keep_flags[i]
        return None

    def point_at(self, action) -> None:
        """Put the cursor on `action` (a hint), ready for Enter to play it."""
        if isinstance(action, Take):
            takes = self.takes()
            if action in takes:
                self.sel.take = takes.index(action)
        elif isinstance(action, Place):
            self.sel.passing = self.sel.button = False
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
        """The pass that plays itself (turns.free_pass, the rules' forced action: no tile
        can be placed and passing asks nothing, D8), or None; the session plays it."""
        if self.mode != "place" or self.places():
            return None
        return free_pass(self.state, self.seat, self.legal)

    def cancel(self) -> bool:
        """Esc: leave the pass choice (the cursor stays on the pass button), or drop a
        colour / wild choice; False when there is nothing to undo."""
        if not self.can_step_back():
            return False
        if self.sel.passing:
            self.sel.passing = False
            self.sel.keep_flags = []
            self.sel.button = True
        elif self.sel.star is not None:
            self.sel.star = None
        else:
            self.sel.colour = self.sel.wilds = None
        return True

    # --- what Enter or a click submits ---------------------------------------------------

    def confirm(self):
        """(action, None) to submit, or (None, reason)."""
        mode = self.mode
        if mode == "take":
            return self.current_take(), None
        if mode == "bonus":
            if self.sel.supply is None:
                return None, _("The supply is empty.")
            self.last_supply = self.sel.supply
            return TakeBonus(space=self.sel.supply), None
        if mode == "pass":
            return Pass(keep=self.keep_counts()), None
        if mode == "place":
            action = self.current_place()
            if action is None:
                return None, self.explain_space(self.sel.space)
            return action, None
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
            m.space = None if self.sel.button else self.sel.space
            m.pass_button = self.sel.button
            m.legal_spaces = self.legal_spaces()
            m.star = self.sel.star
            action = None if self.sel.button else self.current_place()
            if action is not None:
                p = preview(self.state, self.seat, action)
                m.symbols = set(p.symbols)
                m.paid = paid_flags(self.state.hands[self.seat], p, self.state.wild)
        elif mode == "bonus":
            m.supply_cursor = self.sel.supply
        elif mode == "pass":
            m.seat = self.seat
            m.keep_flags = self.sel.keep_flags
            m.keep_cursor = None if self.sel.button else self.sel.keep_cursor
            m.pass_button = self.sel.button
        return m

    # --- texts (preview.py) ---------------------------------------------------------------

    def explain_space(self, space: int | None) -> str:
        return preview_texts.explain_space(self, space)

    def preview_text(self) -> Text:
        return preview_texts.preview_text(self)

    def prompt(self, name: str) -> str:
        return preview_texts.prompt(self, name)
