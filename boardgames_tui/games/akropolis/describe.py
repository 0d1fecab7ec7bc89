"""What players read about an Akropolis game: the log line of each decision, the round's
refill, the progress and the help section of the decision at hand (the rules object's
`words`). The words themselves (tiles, places, prices) are in words.py."""

from __future__ import annotations

from ...engine import i18n
from ...engine.game_words import GameWords
from .actions import Action, PlaceTile, TakeTile
from .city import map_of_city, placement_problem, quarries_covered
from .components import tile_cells, tile_hexes
from .state import AkropolisState
from .words import (
    architect_takes_line,
    hexes_words,
    ordinal,
    place_line,
    price_words,
    take_line,
    tile_words,
)

_, ngettext, N_ = i18n.domain("akropolis")

# Headings of assets/akropolis/rules.md that help opens for the decision pending.
TAKING_TOPIC = N_("Taking a tile")
PLACING_TOPIC = N_("Placing the tile")


class AkropolisWords(GameWords[AkropolisState, Action]):
    def describe(self, state: AkropolisState, seat: int, action: Action) -> str:
        """One log line in the game's words: the tile by what is printed on it, the site
        position by its order and price, the spot by its level, its direction from the
        starting plaza and what it covers (see `words.py`)."""
        name = state.side_name(seat)
        if isinstance(action, TakeTile):
            if not 0 <= action.index < len(state.site):
                return _("{name} tries to take a tile that is not in the construction site").format(
                    name=name)
            return take_line(name, action.index, state.site[action.index])
        if isinstance(action, PlaceTile) and state.held is not None:
            cm = map_of_city(state.cities[seat])
            anchor = (action.q, action.r)
            level, _reason = placement_problem(cm, anchor, action.rot)
            cells = tile_cells(anchor, action.rot)
            covered = [top[0] for c in cells if (top := cm.top(c))] if level > 1 else []
            gained = quarries_covered(cm, anchor, action.rot)
            text = place_line(name, state.held, cells, level, covered, gained)
            if state.solo and level:
                after = self.rules.apply(state, seat, action)
                taken = after.architect_tiles[len(state.architect_tiles) :]
                if taken:
                    text = architect_takes_line(text, list(taken))
            return text
        return _("{name} tries to place a tile without taking one first").format(name=name)

    def round_number(self, state: AkropolisState) -> int:
        """Akropolis plays in rounds (rules §4.4): a round runs from one refill of the
        construction site to the next, N+1 turns; 12 rounds in a normal game, more in the
        long game. Players count them by the stacks turned up."""
        return state.round

    def round_summary(self, before: AkropolisState, after: AkropolisState) -> list[str]:
        """Announces a refill of the construction site (the new site, the stacks left and
        the new Chief Architect) and the end of the game (the leftover tile)."""
        if after.over and not before.over:
            used = {t for city in after.cities for t, _q, _r, _rot in city.placed}
            used.update(after.architect_tiles)
            left = [t for t in before.site if t not in used]
            if len(left) == 1:
                return [_("No stack is left and only {tile} remains in the site: it is set aside "
                          "and the game ends.").format(tile=tile_words(left[0]))]
            return [_("No stack is left and one tile remains in the site: the game ends.")]
        if after.round <= before.round:
            return []
        parts = [
            _("{ordinal} ({price}) {hexes}").format(
                ordinal=ordinal(i + 1), price=price_words(i), hexes=hexes_words(tile_hexes()[t]))
            for i, t in enumerate(after.site)
        ]
        stacks = after.stacks_left()
        chief = after.side_name(after.chief)
        return [
            ngettext("Round {round}: the construction site is refilled ({stacks} stack left); "
                     "{chief} is now Chief Architect and plays first.",
                     "Round {round}: the construction site is refilled ({stacks} stacks left); "
                     "{chief} is now Chief Architect and plays first.", stacks).format(
                round=after.round, stacks=stacks, chief=chief),
            _("On the site: {tiles}.").format(tiles="; ".join(parts)),
        ]

    def rules_topic(self, state: AkropolisState, seat: int) -> str | None:
        """The rules section of the decision pending: taking a tile, or placing it, headed
        as in the rules of the current language (rules.de.md has the same headings in the
        same order; the catalog holds each heading's German words)."""
        if state.over or seat != state.current:
            return None
        return _(PLACING_TOPIC if state.held is not None else TAKING_TOPIC)

    def progress(self, state: AkropolisState) -> str:
        if state.over:
            return _("game over")
        total = state.round + state.stacks_left()
        return _("round {round} of {total}").format(round=state.round, total=total)
