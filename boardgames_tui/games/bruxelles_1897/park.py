"""Cinquantenaire Park, the disputed Brussels card (rules §3.4, §6.3, D9).

The default (`draw_artwork`) needs no decision and lives in `placement.confirm_brussels`.
The two alternatives of `cinquantenaire_mode` (rules §14) ask the player a question:

* `take_top_discard_and_resolve`: the discard piles lie face up (rulebook p.1), so the
  player takes the top card of one of them (Artwork, Material, House or Noble; Money
  goes back to the bank and the Expo card to its area, so they never lie there) and
  carries out its Art Nouveau action as if it had been taken from the grid (§6.2).
* `any_art_nouveau_action`: as the 1893 park, one of the six Art Nouveau actions without
  placing an architect and without paying. Creation, Supply and Influence take the top
  card of that type's draw pile (reshuffling its discards if needed); Construction takes
  a House card the same way and spends material cards; Sale sells an own artwork for
  3 BEF; Exhibition scores for every player. An Exhibition is only on offer while the
  Expo card lies untaken in the grid (with the Expo card in its area there is no
  Exhibition this round, §4.1 step 3); the card stays in the grid, and since it was not
  taken it hands over no First Player card (D11).

Only choices the player can carry out are offered (§10, D22). With no choice at all the
park does nothing; with exactly one it is carried out at once, like a forced Sale.
"""

from __future__ import annotations

from boardgames_tui.engine import i18n

from .components import load_data
from .placement import can_perform, exhibition, house_cards_needed, resolve_card
from .setup import draw
from .state import GameState
from .words import francs, say

_, ngettext, N_ = i18n.domain("bruxelles_1897")

DISCARD_PILES = ("artwork", "material", "house", "noble")
PARK_ACTIONS = ("creation", "sale", "supply", "construction", "influence", "exhibition")
# the draw pile each 1893-park action takes its card from (Sale and Exhibition take none)
ACTION_PILE = {
    "creation": "artwork",
    "supply": "material",
    "construction": "house",
    "influence": "noble",
}
ACTION_NAMES = {
    "creation": N_("Creation (draw an artwork)"),
    "sale": N_("Sale (sell an artwork for {money})"),
    "supply": N_("Supply (draw a material card)"),
    "construction": N_("Construction (build a house)"),
    "influence": N_("Influence (draw a noble)"),
    "exhibition": N_("Exhibition (every player scores)"),
}


def action_name(action: str) -> str | None:
    """The Art Nouveau action with what it does, in the current language; None if there
    is no such action."""
    if action not in ACTION_NAMES:
        return None
    return say(_(ACTION_NAMES[action]), money=francs(load_data().sale_bef.value))


def _pile_has_cards(state: GameState, kind: str) -> bool:
    return bool(state.decks.get(kind)) or bool(state.discards.get(kind))


def discard_top(state: GameState, pile: str) -> str | None:
    cards = state.discards.get(pile, [])
    return cards[-1] if cards else None


def options(state: GameState, seat: int) -> list[str]:
    """The piles (discard mode) or actions (1893 mode) `seat` may choose now."""
    player = state.seats[seat]
    if state.options.cinquantenaire_mode == "take_top_discard_and_resolve":
        out = []
        for pile in DISCARD_PILES:
            top = discard_top(state, pile)
            if top is not None and can_perform(state, player, top):
                out.append(pile)
        return out
    if state.options.cinquantenaire_mode == "any_art_nouveau_action":
        out = []
        for action in PARK_ACTIONS:
            if action == "sale":
                ok = bool(player.artworks)
            elif action == "construction":
                ok = _pile_has_cards(state, "house") and len(player.materials) >= (
                    house_cards_needed(state, player)[0]
                )
            elif action == "exhibition":
                ok = not state.expo_in_area
            else:
                ok = _pile_has_cards(state, ACTION_PILE[action])
            if ok:
                out.append(action)
        return out
    return []


def enter(state: GameState, seat: int) -> None:
    """Right after a Cinquantenaire placement in one of the variants (step "park")."""
    choices = options(state, seat)
    if not choices:
        state.step = "done"
    elif len(choices) == 1:
        choose(state, seat, choices[0])


def choose(state: GameState, seat: int, choice: str) -> None:
    """Carry out the chosen pile (discard mode) or action (1893 mode)."""
    if state.options.cinquantenaire_mode == "take_top_discard_and_resolve":
        pile = state.discards[choice]
        code, state.discards[choice] = pile[-1], pile[:-1]  # piles are shared: a new list
        resolve_card(state, seat, code)
        return
    if choice == "sale":
        resolve_card(state, seat, "money")
    elif choice == "exhibition":
        exhibition(state)
        state.step = "done"
    else:
        drawn = draw(state, ACTION_PILE[choice])
        if drawn is None:  # cannot happen: `options` checked the pile
            state.step = "done"
            return
        resolve_card(state, seat, drawn)


def effect_text(mode: str) -> str:
    """The park's effect in a few words, for the board and the previews."""
    if mode == "take_top_discard_and_resolve":
        return _("a discard's action")
    if mode == "any_art_nouveau_action":
        return _("any 1 action")
    return _("draw an artwork")
