"""Readable log lines and labels for decisions (used by the log and the screen)."""

from __future__ import annotations

from . import board as B
from . import components as C
from . import main_actions as M
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
    name = state.players[seat] if 0 <= seat < len(state.players) else "?"
    kind = a.kind
    t = state.turn
    if kind == "choose_hand":
        return f"{name} chooses 3 hand cards"
    if kind == "play_card":
        return f"{name} plays {card_label(a.card)}"
    if kind == "claim_favor":
        return f"{name} claims the Queen's favour (+5 Livre, start player next round)"
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
        use = "keeps it" if a.use == "keep" else f"discards it for {a.use}"
        return f"{name} takes {C.tile_label(tid)} from drawer {a.segment + 1} for {price}, {use}"
    if kind == "make_dress":
        return (
            f"{name} makes {dress_label(state.windows[a.window])} "
            f"(window {a.window + 1}, {B.window_cost(state, a.window)} Livre)"
        )
    if kind == "hand_in_tile":
        return f"{name} hands in {C.tile_label(a.tile)}"
    if kind == "rent_dress":
        gs = B.guest_space(state, a.space)
        bonus = f", bonus {gs.amount} {gs.bonus}" if gs.bonus else ""
        return (
            f"{name} rents the dress onto {a.space} ({B.hall_of_space(state, a.space).name}{bonus})"
        )
    if kind == "sell_dress":
        value = C.dress(t.dress).value if t and t.dress else 0
        return f"{name} sells the dress for {value} Livre"
    if kind == "hire":
        return (
            f"{name} hires {card_label(state.hire_display[a.slot])} for {B.hire_price(state)} Livre"
        )
    if kind == "depute":
        ptype = C.card(t.card).type if t else "apprentice"
        return f"{name} deputes {t.card if t else ''} for {C.const('depute_livre')[ptype]} Livre"
    if kind == "fund_decoration":
        discount = t.extra_discount if t and t.step == "extra" else 0
        cost = M.decoration_cost(state, a.space, discount)
        return f"{name} funds decoration {a.space} for {cost} Livre"
    if kind == "take_exam":
        return f"{name} passes the {a.exam} exam and takes {card_label(a.card)}"
    if kind == "skip_main":
        return f"{name} takes no main action"
    if kind == "use_drawn_tile":
        if a.use == "keep":  # kept tiles lie face down: the log does not show it (§5.4.2)
            return f"{name} keeps the tile drawn face down"
        return f"{name} discards the drawn {C.tile_label(t.drawn_tile if t else -1)} for {a.use}"
    if kind == "buy_jewel":
        return f"{name} buys jewel {state.jewel_display[a.slot]}"
    if kind == "skip_jewel":
        return f"{name} buys no jewel"
    if kind == "use_bonus":
        return f"{name} uses the bonus: {bonus_text(t.bonus_card if t else '')}"
    if kind == "take_material":
        return f"{name} takes 1 {a.item} (bonus)"
    if kind == "depute_other":
        return f"{name} deputes {card_label(a.card)} (bonus)"
    if kind == "buy_prestige":
        return f"{name} buys {a.count} PP (bonus)"
    if kind == "discard_tile_pp":
        return f"{name} discards {C.tile_label(a.tile)} for PP"
    if kind == "finish_bonus":
        return f"{name} finishes the bonus"
    if kind == "skip_bonus":
        return f"{name} skips the bonus"
    return f"{name}: {kind}"
