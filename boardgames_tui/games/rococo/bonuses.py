"""Employee bonuses: what each bonus code offers and what it does (rules §6, §15.3).

A bonus is optional and comes after the main action (or after deputing the card).
Bonuses that grant an additional action switch the turn to step "extra"; the limits
written on the bonus (no thimble, fewer bales, discounts) travel with the turn state.
"""

from __future__ import annotations

from typing import Any

from boardgames_tui.engine.state import evolve, replaced, without

from . import board as B
from . import components as C
from . import jewelry
from . import main_actions as M
from .actions import BuyPrestige, DeputeOther, TakeMaterial, UseBonus, made
from .state import State

SIMPLE_GAINS = {
    "gain_livre",
    "livre_per_own_dress_colour",
    "pp_per_n_decorations",
    "livre_per_decoration",
    "pp_per_n_dresses",
    "livre_by_deck_size",
    "green_livre_blue_pp",
    "livre_per_dress",
    "gain_yarn_and_lace",
    "livre_per_jewel_plus",
    "pp_per_jewel",
    "gain_livre_and_yarn",
}

EXTRA_DRESS = {"extra_make_dress", "extra_make_dress_free_sell_only"}
EXTRA_CODES = frozenset({"extra_action", "extra_action_free", "extra_decoration", *EXTRA_DRESS})
USE_BONUS = made(UseBonus)
TAKE_YARN_OR_LACE = (made(TakeMaterial, item="yarn"), made(TakeMaterial, item="lace"))


def bracket(brackets: dict[str, int], size: int) -> int:
    """Deck-size brackets "<=6", "7-8", "9-10", "11+" (D-10: 4 cards read as <=6)."""
    for key, value in brackets.items():
        if key.startswith("<="):
            if size <= int(key[2:]):
                return value
        elif key.endswith("+"):
            if size >= int(key[:-1]):
                return value
        else:
            lo, hi = (int(x) for x in key.split("-"))
            if lo <= size <= hi:
                return value
    return 0


def _dress_limits(bonus: dict[str, Any]) -> dict[str, Any]:
    disc = bonus.get("discount") or {}
    if "any_of" in disc:
        waive = (list(disc["any_of"]), int(disc["bales"]))
    elif "colour" in disc:
        waive = ([disc["colour"]], int(disc["bales_up_to"]))
    else:
        waive = ([], 0)
    free = bonus["code"] == "extra_make_dress_free_sell_only"
    return {"no_thimble": True, "waive": waive, "free": free}


def extra_options(state: State, seat: int) -> list:
    """The choices of the additional action now being taken (step "extra")."""
    t = state.turn
    assert t is not None
    return _extra_choices(state, seat, t.extra_kind, t.extra_free_resources,
                          t.extra_discount)


def _extra_choices(state: State, seat: int, kind: str, free_resources: bool,
                   discount: int) -> list:
    """The choices of an additional action of `kind` with the bonus's limits (the dress
    limits are read from the pending bonus card). Only the turn's played and bonus
    cards are read from the turn, so the bonus check asks this before the turn enters
    step "extra", without a probe copy of the state."""
    t = state.turn
    assert t is not None
    if kind == "acquire_tile":
        return M.acquire_options(state, seat, free=free_resources)
    if kind == "make_dress":
        limits = _dress_limits(C.card(t.bonus_card).bonus)
        return M.dress_options(state, seat, C.card(t.card).type == "master", **limits)
    if kind == "fund_decoration":
        return M.decoration_options(state, seat, discount)
    return []


def _extra_kind(code: str) -> str:
    """The additional action a bonus code grants (`_start_extra`)."""
    if code in ("extra_action", "extra_action_free"):
        return "acquire_tile"
    if code in EXTRA_DRESS:
        return "make_dress"
    return "fund_decoration"  # extra_decoration


def _start_extra(state: State, seat: int, code: str, bonus: dict[str, Any]) -> None:
    t = state.turn
    assert t is not None
    t.step = "extra"
    if code in ("extra_action", "extra_action_free"):
        t.extra_kind = "acquire_tile"
        t.extra_free_resources = code == "extra_action_free"
    elif code in EXTRA_DRESS:
        t.extra_kind = "make_dress"
        limits = _dress_limits(bonus)
        t.waive_colours, t.waive_n = limits["waive"]
        t.sell_only = code == "extra_make_dress_free_sell_only"
    elif code == "extra_decoration":
        t.extra_kind = "fund_decoration"
        t.extra_discount = int(bonus.get("discount", 0))


def bonus_options(state: State, seat: int) -> list:
    """Every way to use the pending bonus (SkipBonus is added by the caller)."""
    t = state.turn
    assert t is not None
    cdef = C.card(t.bonus_card)
    code, bonus = cdef.code, cdef.bonus
    p = state.seats[seat]
    if code in SIMPLE_GAINS:
        return [USE_BONUS]
    if code in ("buy_yarn_or_lace", "gain_yarn_or_lace"):
        if p.money < int(bonus.get("cost", 0)):
            return []
        return list(TAKE_YARN_OR_LACE)
    if code in EXTRA_CODES:  # the choices `_start_extra` would lead to, if any
        discount = int(bonus.get("discount", 0)) if code == "extra_decoration" else 0
        choices = _extra_choices(state, seat, _extra_kind(code),
                                 code == "extra_action_free", discount)
        return [USE_BONUS] if choices else []
    if code == "draw_hidden_tile":
        has = state.resource_bag or state.resource_discard
        return [USE_BONUS] if has and p.money >= int(bonus.get("cost", 0)) else []
    if code in ("depute_other_use_bonus", "depute_other_for_livre"):
        if not B.can_depute_one(state, seat):
            return []
        cards = sorted(set(p.supply) | set(p.hand) | set(p.discard))
        return [made(DeputeOther, card=c) for c in cards]
    if code == "buy_pp":
        rate = int(bonus["livre_per_pp"])
        return [made(BuyPrestige, count=k) for k in range(1, p.money // rate + 1)]
    if code == "tiles_for_pp":
        return [USE_BONUS] if p.tiles else []
    if code == "buy_jewel_discount":
        # the additional action tried on a copy (`jewel_mode` is the turn's only change)
        probe = evolve(state, turn=evolve(state.turn, jewel_mode="bonus"))
        return [USE_BONUS] if jewelry.jewel_options(probe, seat) else []
    if code == "free_jewel_after_rent":
        return [USE_BONUS] if jewelry.free_fitting_jewel(state, seat) >= 0 else []
    return []  # none, or an END card (scored at the end only)


def simple_gain(state: State, seat: int, code: str, bonus: dict[str, Any]) -> None:
    p = state.seats[seat]
    dresses = B.own_dresses(state, seat)
    decos = len(B.own_decorations(state, seat))
    if code == "gain_livre":
        p.money += int(bonus["amount"])
    elif code == "livre_per_own_dress_colour":
        p.money += sum(k * B.dresses_of_colour(state, seat, c) for c, k in bonus["per"].items())
    elif code == "pp_per_n_decorations":
        p.pp += decos // int(bonus["n"])
    elif code == "livre_per_decoration":
        p.money += decos * int(bonus["amount"])
    elif code == "pp_per_n_dresses":
        p.pp += len(dresses) // int(bonus["n"])
    elif code == "livre_by_deck_size":
        p.money += bracket(bonus["brackets"], B.deck_size(state, seat))
    elif code == "green_livre_blue_pp":
        p.money += int(bonus["livre_per_G"]) * B.dresses_of_colour(state, seat, "G")
        p.pp += int(bonus["pp_per_B"]) * B.dresses_of_colour(state, seat, "B")
    elif code == "livre_per_dress":
        p.money += int(bonus["amount"]) * len(dresses)
    elif code == "gain_yarn_and_lace":
        p.yarn += 1
        p.lace += 1
    elif code == "livre_per_jewel_plus":
        p.money += int(bonus["per_jewel"]) * len(p.jewels) + int(bonus["plus"])
    elif code == "pp_per_jewel":
        p.pp += int(bonus["pp"]) * len(p.jewels)
    elif code == "gain_livre_and_yarn":
        p.money += int(bonus["livre"])
        p.yarn += int(bonus["yarn"])


def use_bonus(state: State, seat: int) -> str:
    """Apply UseBonus. Returns "end" (turn over) or "continue" (a new step was set)."""
    t = state.turn
    assert t is not None
    cdef = C.card(t.bonus_card)
    code, bonus = cdef.code, cdef.bonus
    p = state.seats[seat]
    if code in SIMPLE_GAINS:
        simple_gain(state, seat, code, bonus)
        return "end"
    if code in EXTRA_CODES:
        _start_extra(state, seat, code, bonus)
        return "continue"
    if code == "draw_hidden_tile":
        from .rounds import draw_hidden_tile

        tid = draw_hidden_tile(state)
        if tid < 0:
            return "end"
        p.money -= int(bonus.get("cost", 0))
        t.drawn_tile = tid
        t.step = "drawn"
        return "continue"
    if code == "tiles_for_pp":
        t.step = "tiles_pp"
        t.pp_pool = {}
        return "continue"
    if code == "buy_jewel_discount":
        t.jewel_mode = "bonus"
        t.step = "jewel"
        return "continue"
    if code == "free_jewel_after_rent":
        slot = jewelry.free_fitting_jewel(state, seat)
        p.jewels = [*p.jewels, state.jewel_display[slot]]
        state.jewel_display = replaced(state.jewel_display, slot, "")
        return "end"
    return "end"


def take_material(state: State, seat: int, item: str) -> None:
    t = state.turn
    assert t is not None
    p = state.seats[seat]
    p.money -= int(C.card(t.bonus_card).bonus.get("cost", 0))
    if item == "yarn":
        p.yarn += 1
    else:
        p.lace += 1


def depute_other(state: State, seat: int, card_id: str) -> str:
    """L1-2 / L2-3: remove another card of the deck (D-11). Returns "end" or "bonus"."""
    t = state.turn
    assert t is not None
    p = state.seats[seat]
    if card_id in p.supply:
        p.supply = without(p.supply, card_id)
    elif card_id in p.hand:
        p.hand = without(p.hand, card_id)
    elif card_id in p.discard:
        p.discard = without(p.discard, card_id)
    p.removed = [*p.removed, card_id]
    cdef = C.card(t.bonus_card)
    if cdef.code == "depute_other_for_livre":
        p.money += int(cdef.bonus["livre"][C.card(card_id).type])
        return "end"
    t.bonus_card = card_id  # use the deputed card's bonus once now
    return "bonus"


def buy_prestige(state: State, seat: int, count: int) -> None:
    t = state.turn
    assert t is not None
    rate = int(C.card(t.bonus_card).bonus["livre_per_pp"])
    p = state.seats[seat]
    p.money -= rate * count
    p.pp += count


def finish_tiles_pp(state: State, seat: int) -> None:
    """L5-4: red, blue (and wild) bales 1 PP each; yellow+green pooled, 1 PP per 2 (D-18)."""
    t = state.turn
    assert t is not None
    pool = t.pp_pool
    pp = pool.get("R", 0) + pool.get("B", 0) + pool.get("W", 0)
    pp += (pool.get("Y", 0) + pool.get("G", 0)) // 2
    state.seats[seat].pp += pp
    t.pp_pool = {}
