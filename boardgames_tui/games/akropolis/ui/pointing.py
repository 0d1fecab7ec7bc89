"""Pointing at the choices of an Akropolis turn (issue 27, ui/board/pointing.py; issue 37
item 5: out of the screen's class): first a tile of the construction site (its rows are
the targets, digits 1-6 jump to them), then a spot for it (every hex of the own city
where the held tile fits with its anchor ▸ in some rotation, valued by its best score
change). These are the shared pointing hooks of the game screen; `AkropolisScreen` takes
them from `CityPointing`, which reads the screen's state, cursor and widgets.
"""

from __future__ import annotations

from collections.abc import Hashable

from boardgames_tui.engine import i18n
from boardgames_tui.games.akropolis.actions import PlaceTile, TakeTile
from boardgames_tui.games.akropolis.words import site_place_words
from boardgames_tui.ui.board.targets import Box, Target

from .widgets import ClickableCity, ClickableSite

_, ngettext, N_ = i18n.domain("akropolis")


class CityPointing:
    """The pointing hooks of `AkropolisScreen` (a part of that class, kept in its own
    module): the targets of the decision now, what the cursor points at, and choosing."""

    def targets(self) -> list[Target]:
        """The tiles of the site (taking) or the anchors of the legal spots (placing), as
        drawn now; computed once per state, layout and scroll of the map."""
        if not self.my_decision():
            return []
        state = self.state
        if state.held is None:
            site = self.query_one(ClickableSite)
            key = ("site", self._state_key, site.content_region, state.stones[self.seat])
        elif self.viewed == self.seat:
            city = self.query_one(ClickableCity)
            key = ("spot", self._state_key, city.content_region, city.origin, city.pad, city.scale,
                   city.xmin, city.rmin)
        else:
            return []  # another city is shown: `]`/`[` back to yours
        if key != self._targets_key:
            self._targets_key = key
            self._targets = self._site_targets() if key[0] == "site" else self._spot_targets()
        return self._targets

    def _site_targets(self) -> list[Target]:
        """One row of the site panel per tile (under its title line), digit 1-6; a tile
        the player cannot pay for is refused; the value is the stones it costs."""
        state = self.state
        region = self.query_one(ClickableSite).content_region
        stones = state.stones[self.seat]
        return [Target(("site", i), Box(region.x, region.y + 1 + i, region.width, 1),
                       label=site_place_words(i), value=-i, legal=i <= stones,
                       digit=i + 1 if i < 9 else None)
                for i in range(len(state.site))]

    def _spot_targets(self) -> list[Target]:
        """One target per hex where the held tile fits with its anchor (▸) in some
        rotation, boxed where the city view draws that hex (its spots); its value is the
        best score change there (what the preview shows when the cursor comes to it)."""
        city = self.query_one(ClickableCity)
        boxes = city.boxes()
        window = city.clip
        return [Target(("spot", *pos), boxes[pos],
                       label=_("Score {change}").format(change=f"{change:+d}"),
                       value=self._spot_value(pos), clip=window)
                for pos, (change, _rot) in self.best_spots().items() if pos in boxes]

    def target_elsewhere(self, x: int, y: int) -> Target | None:
        """A click on a hex of the own city where the held tile fits in no turn: the
        ghost goes there and the preview says why not (the arrows go on from there)."""
        if not self.placing() or self.viewed != self.seat:
            return None
        city = self.query_one(ClickableCity)
        pos = city.spot_at(x, y)
        if pos is None:
            return None
        return Target(("spot", *pos), city.boxes()[pos], legal=False, clip=city.clip)

    def pointed(self) -> Hashable | None:
        if not self.my_decision():
            return None
        if self.state.held is None:
            return ("site", self.selected) if self.state.site else None
        if self.viewed != self.seat or self.cursor is None:
            return None
        return ("spot", *self.cursor)

    def point(self, key: Hashable) -> str | None:
        state = self.state
        if key[0] == "site":
            self.selected = key[1]
            self._draw()
            if key[1] > state.stones[self.seat]:
                return self._price_refusal(key[1])
            return None
        pos = (key[1], key[2])
        best = self.best_spots().get(pos)
        hinted, self._hint_rot = self._hint_rot, None
        if hinted is not None and hinted[0] == pos:
            self.rot = hinted[1]
        elif best is not None:
            self.rot = best[1]
        self.viewed = self.seat
        self.cursor = pos
        self._draw()  # the map follows the ghost: the spot pointed at is in view
        preview = self.current_preview()
        if preview is not None and not preview.legal:
            return _("Not here: {reason}").format(reason=_(preview.reason))
        return None

    def _price_refusal(self, index: int) -> str:
        stones = self.state.stones[self.seat]
        return ngettext("that tile costs {price} stone, you have {stones}",
                        "that tile costs {price} stones, you have {stones}", index).format(
            price=index, stones=stones)

    def choose(self, key: Hashable) -> None:
        if key[0] == "site":
            self.submit(TakeTile(index=key[1]))
            return
        preview = self.current_preview()
        if preview is None:
            return
        if not preview.legal:  # turned (r) to a rotation that does not fit here
            self.refuse(_("Cannot place there: {reason}").format(reason=_(preview.reason)))
            return
        q, r = preview.anchor
        self.submit(PlaceTile(q=q, r=r, rot=preview.rot))

    def can_step_back(self) -> bool:
        return self.my_decision() and self.state.held is not None and self.match.can_undo()

    def step_back(self) -> bool:
        """Esc while placing: the tile goes back to the site (the take is undone) and the
        cursor is on it again; choosing the tile is the first step (Esc does nothing)."""
        if not self.can_step_back():
            return False
        taken = self.match.record.actions[-1].action
        self.action_undo()
        index = taken.get("index") if isinstance(taken, dict) else getattr(taken, "index", None)
        if index is not None and self.taking() and 0 <= index < len(self.state.site):
            self.point(("site", index))
        return True

    def hint_target(self, action) -> Hashable | None:
        """The greedy bot's take (its site row) or placement (its anchor, in its rotation)."""
        if isinstance(action, TakeTile):
            return ("site", action.index)
        if isinstance(action, PlaceTile):
            self._hint_rot = ((action.q, action.r), action.rot)
            return ("spot", action.q, action.r)
        return None
