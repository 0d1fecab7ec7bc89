"""Readable log lines and labels for decisions (used by the log and the screen)."""

# Sentences keep named placeholders (str.format) so a later gettext pass can wrap them.
# ruff: noqa: UP032

from __future__ import annotations

from . import board as B
from . import components as C
from . import main_actions as M
from . import words as W
from .state import State

TYPE_NAMES = {"master": "Master", "journeyman": "Journeyman", "apprentice": "Apprentice"}

BONUS_TEXT = {
    "none": "no bonus",
    "gain_livre": "gain {amount} Livre",
    "buy_yarn_or_lace": "pay {cost} Livre for 1 yarn or 1 lace",
    "gain_yarn_or_lace": "gain 1 yarn or 1 lace",
    "extra_action": "1 additional Acquire Resources",
    "draw_hidden_tile": "pay {cost}: draw a face-down resource tile",
    "depute_other_use_bonus": "depute another employee (no Livre), use its bonus",
    "depute_other_for_livre": "depute another employee for 8/5/2 Livre",
    "livre_per_own_dress_colour": "Livre per own yellow (1) and red (2) dress",
    "pp_per_n_decorations": "1 PP per {n} own decorations",
    "livre_per_decoration": "{amount} Livre per own decoration",
    "pp_per_n_dresses": "1 PP per {n} own dresses",
    "livre_by_deck_size": "Livre by deck size",
    "green_livre_blue_pp": "2 Livre per green dress, 1 PP per blue dress",
    "livre_per_dress": "{amount} Livre per own dress",
    "buy_pp": "pay {livre_per_pp} Livre per PP",
    "tiles_for_pp": "discard kept tiles for PP",
    "extra_make_dress": "1 additional dress (fewer bales, no thimble)",
    "extra_decoration": "1 additional decoration, {discount} Livre off",
    "end_pp_by_deck_size": "END: PP by deck size",
    "end_pp_per_yarn_lace_pair": "END: {pp} PP per yarn+lace pair",
    "end_pp_per_two_master_space_dresses": "END: {pp} PP per 2 dresses on Master spaces",
    "end_pp_per_lady_gent_pair": "END: {pp} PP per lady+gent pair",
    "extra_make_dress_free_sell_only": "1 additional free dress, sell only",
    "gain_yarn_and_lace": "gain 1 yarn and 1 lace",
    "livre_per_jewel_plus": "1 Livre per jewel, +1",
    "buy_jewel_discount": "buy a jewel, 1 Livre off",
    "pp_per_jewel": "1 PP per jewel",
    "extra_action_free": "1 additional free Acquire Resources",
    "gain_livre_and_yarn": "gain 3 Livre and 1 yarn",
    "free_jewel_after_rent": "free jewel for the dress rented this turn",
}


def bonus_text(card_id: str) -> str:
    cdef = C.card(card_id)
    template = BONUS_TEXT.get(cdef.code, cdef.code)
    try:
        return template.format(**cdef.bonus)
    except (KeyError, IndexError):
        return template


def card_label(card_id: str) -> str:
    cdef = C.card(card_id)
    if cdef.id == "hidden":
        return "hidden card"
    crown = " (crown)" if cdef.crown else ""
    return f"{card_id} {TYPE_NAMES[cdef.type]}{crown}: {bonus_text(card_id)}"


def dress_label(dress_id: str) -> str:
    d = C.dress(dress_id)
    need = " ".join(f"{k}{c}" for c, k in d.bales.items())
    extra = "".join([" +yarn" * d.yarn, " +lace" * d.lace])
    thimble = " thimble" if d.thimble else ""
    return f"{dress_id} [{need}{extra}] sell {d.value}, {d.pp} PP{thimble}"


def describe(state: State, seat: int, a) -> str:  # noqa: C901 - one line per kind
    """The log line of a decision, in the game's words (issue 13)."""
    name = state.players[seat] if 0 <= seat < len(state.players) else "?"
    kind = a.kind
    t = state.turn
    if kind == "choose_hand":
        return "{name} chooses 3 cards for the hand".format(name=name)
    if kind == "play_card":
        return "{name} plays the {card}".format(name=name, card=W.card_name(a.card))
    if kind == "claim_favor":
        return "{name} claims the Queen's favour: 5 Livre, and starts the next round".format(
            name=name
        )
    if kind in ("acquire_tile", "take_free_tile"):
        tid = state.warehouse[a.segment][a.slot]
        price = 0 if kind == "take_free_tile" else B.segment_price(state, a.segment)
        if (
            kind == "acquire_tile"
            and t is not None
            and t.step == "extra"
            and t.extra_free_resources
        ):
            price = 0
        cost = "free" if price == 0 else "for " + W.livre(price)
        return "{name} takes {tile} from the {n} warehouse drawer, {cost}, and {use}".format(
            name=name,
            tile=W.tile_words(tid),
            n=W.ordinal(a.segment),
            cost=cost,
            use=W.use_words(tid, a.use),
        )
    if kind == "make_dress":
        return "{name} makes the {dress} from the {n} window for {cost}".format(
            name=name,
            dress=W.dress_words(state.windows[a.window]),
            n=W.ordinal(a.window),
            cost=W.livre(B.window_cost(state, a.window)),
        )
    if kind == "hand_in_tile":
        return "{name} hands in a tile of {silk}".format(
            name=name, silk=W.silk_words(C.tile(a.tile).bales)
        )
    if kind == "rent_dress":
        bonus = W.space_bonus_words(state, a.space)
        text = "{name} rents the dress out: it goes to {space}".format(
            name=name, space=W.guest_space_words(state, a.space)
        )
        return text + (", and takes {bonus}".format(bonus=bonus) if bonus else "")
    if kind == "sell_dress":
        value = C.dress(t.dress).value if t and t.dress else 0
        return "{name} sells the dress for {value}".format(name=name, value=W.livre(value))
    if kind == "hire":
        return "{name} hires the {card} for {price}".format(
            name=name,
            card=W.card_name(state.hire_display[a.slot]),
            price=W.livre(B.hire_price(state)),
        )
    if kind == "depute":
        ptype = C.card(t.card).type if t else "apprentice"
        return "{name} deputes the {person} for {money}".format(
            name=name, person=W.TYPE_NAMES[ptype], money=W.livre(C.const("depute_livre")[ptype])
        )
    if kind == "fund_decoration":
        discount = t.extra_discount if t and t.step == "extra" else 0
        cost = M.decoration_cost(state, a.space, discount)
        return "{name} funds {deco} for {cost} ({gain})".format(
            name=name,
            deco=W.decoration_words(state, a.space),
            cost=W.livre(cost),
            gain=W.decoration_gain(state, a.space),
        )
    if kind == "take_exam":
        exam = "Journeyman" if a.exam == "journeyman" else "Master"
        return "{name} passes the {exam} exam and takes the {card}".format(
            name=name, exam=exam, card=W.card_name(a.card)
        )
    if kind == "skip_main":
        return "{name} takes no main action".format(name=name)
    if kind == "use_drawn_tile":
        if a.use == "keep":  # kept tiles lie face down: the log does not show it (§5.4.2)
            return "{name} keeps the tile drawn face down".format(name=name)
        tid = t.drawn_tile if t else -1
        return "{name} draws {tile} and {use}".format(
            name=name, tile=W.tile_words(tid), use=W.use_words(tid, a.use)
        )
    if kind == "buy_jewel":
        return "{name} buys {jewel}".format(
            name=name, jewel=W.jewel_words(state.jewel_display[a.slot])
        )
    if kind == "skip_jewel":
        return "{name} buys no jewel".format(name=name)
    if kind == "use_bonus":
        return "{name} uses the bonus: {bonus}".format(
            name=name, bonus=W.bonus_words(t.bonus_card if t else "")
        )
    if kind == "take_material":
        return "{name} takes 1 {item} (bonus)".format(name=name, item=a.item)
    if kind == "depute_other":
        return "{name} deputes the {card} (bonus)".format(name=name, card=W.card_name(a.card))
    if kind == "buy_prestige":
        return "{name} buys {pts} (bonus)".format(name=name, pts=W.points(a.count))
    if kind == "discard_tile_pp":
        return "{name} hands in a tile of {silk} for points".format(
            name=name, silk=W.silk_words(C.tile(a.tile).bales)
        )
    if kind == "finish_bonus":
        return "{name} finishes the bonus".format(name=name)
    if kind == "skip_bonus":
        return "{name} skips the bonus".format(name=name)
    return "{name} passes".format(name=name)
