"""Phase 3: one turn as a sequence of decisions (rules §5.3).

Play a card -> main action (or pass) -> its follow-ups (hand in tiles, rent or sell,
free tile, jewel) -> the card's bonus (or skip) -> the card goes to the discard pile and
the next player clockwise with hand cards is on turn.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache

from boardgames_tui.engine import i18n
from boardgames_tui.engine.state import without

from . import board as B
from . import bonuses as BO
from . import components as C
from . import jewelry, solo
from . import main_actions as M
from . import words as W
from .actions import (
    AcquireTile,
    BuyJewel,
    BuyPrestige,
    ClaimFavor,
    Depute,
    DeputeOther,
    DiscardTileForPP,
    FinishBonus,
    FundDecoration,
    HandInTile,
    Hire,
    MakeDress,
    PlayCard,
    RentDress,
    SellDress,
    SkipBonus,
    SkipJewel,
    SkipMain,
    TakeExam,
    TakeFreeTile,
    TakeMaterial,
    UseBonus,
    UseDrawnTile,
    made,
)
from .rounds import advance_after_turn
from .state import State, new_turn

_, ngettext, N_ = i18n.domain("rococo")
# Translators: a person type in "needs a master or journeyman"
LOWER_TYPE = {"master": N_("master"), "journeyman": N_("journeyman"),
              "apprentice": N_("apprentice")}


SKIP_MAIN = made(SkipMain)
CLAIM_FAVOR = made(ClaimFavor)
DEPUTE = made(Depute)


@cache
def _allowed(ptype: str) -> frozenset[str]:
    """The main actions a person type may take (§5.3 table)."""
    return frozenset(k for k, types in M.TYPES_FOR.items() if ptype in types)


def main_options(state: State, seat: int, kind: str | None = None) -> list:
    """Legal main actions for the played card's person type (§5.3 table)."""
    t = state.turn
    assert t is not None
    ptype = C.card_type(t.card)
    allowed = _allowed(ptype)
    if kind is not None:
        allowed = allowed & {kind}
    out: list = []
    if "claim_favor" in allowed and state.favor_holder < 0:
        out.append(CLAIM_FAVOR)
    if "acquire_tile" in allowed:
        out += M.acquire_options(state, seat)
    if "make_dress" in allowed:
        out += M.dress_options(state, seat, by_master=ptype == "master")
    if "hire" in allowed:
        out += M.hire_options(state, seat)
    if "depute" in allowed and B.can_depute_one(state, seat):
        out.append(DEPUTE)
    if "fund_decoration" in allowed:
        out += M.decoration_options(state, seat)
    return out


def why_not(state: State, seat: int, kind: str) -> str:
    """Why a main action is unavailable for the played card ("" if it is available)."""
    t = state.turn
    assert t is not None
    ptype = C.card(t.card).type
    if ptype not in M.TYPES_FOR[kind]:
        who = W.or_list([_(LOWER_TYPE[x]) for x in M.TYPES_FOR[kind]])
        return _("needs a {who}").format(who=who)
    if main_options(state, seat, kind):
        return ""
    reasons = {
        "claim_favor": N_("the favour is already claimed this round"),
        "acquire_tile": N_("no tile you can pay for"),
        "make_dress": N_("no dress you can pay for (Livre, yarn, lace, silk, thimble)"),
        "hire": N_("no employee on display or not enough Livre"),
        "depute": N_("your deck must keep at least 4 cards"),
        "fund_decoration": N_("no free decoration you can pay for"),
    }
    return _(reasons[kind])


SELL_DRESS = made(SellDress)
SKIP_JEWEL = made(SkipJewel)
SKIP_BONUS = made(SkipBonus)


@lru_cache(maxsize=1024)
def _play_options(hand: tuple[str, ...]) -> tuple[PlayCard, ...]:
    """Playing one of the hand's cards, each card once, in hand order (bounded table)."""
    return tuple(made(PlayCard, card=c) for c in dict.fromkeys(hand))


def legal(state: State, seat: int) -> list:
    if state.phase != "actions" or seat != state.current:
        return []
    p = state.seats[seat]
    t = state.turn
    if t is None:
        return list(_play_options(tuple(p.hand)))
    step = t.step
    if step == "main":
        out = main_options(state, seat)  # a new list: extended, not copied
        if state.options.jewelry_box:
            out += jewelry.exam_options(state, seat)
        out.append(SKIP_MAIN)
        return out
    if step == "handin":
        return M.handin_options(state, seat)
    if step == "place":
        return [*M.rent_options(state), SELL_DRESS]
    if step == "free_tile":
        return M.free_tile_options(state)
    if step == "drawn":
        return [made(UseDrawnTile, use=u) for u in M.tile_uses(t.drawn_tile)]
    if step == "jewel":
        return [*jewelry.jewel_options(state, seat), SKIP_JEWEL]
    if step == "bonus":
        entered, options = _entered_bonus
        if entered is not state:
            options = BO.bonus_options(state, seat)
        return [*options, SKIP_BONUS]
    if step == "extra":
        return [*BO.extra_options(state, seat), SKIP_BONUS]
    if step == "tiles_pp":
        return [*(made(DiscardTileForPP, tile=x) for x in p.tiles), made(FinishBonus)]
    return []


def is_legal(state: State, seat: int, a) -> bool:
    """`a in legal(state, seat)`, listing only the actions of `a`'s kind when choosing
    the main action (the check runs on every decision; the full list is the longest)."""
    t = state.turn
    if state.phase != "actions" or seat != state.current or t is None or t.step != "main":
        return a in legal(state, seat)
    kind = getattr(a, "kind", "")
    if kind in M.TYPES_FOR:
        return a in main_options(state, seat, kind)
    if kind == "take_exam":
        return a in jewelry.exam_options(state, seat)
    return kind == "skip_main"


def resume(state: State, seat: int) -> None:
    """After a sub-decision: free tiles, jewel purchase, then the bonus, then turn end."""
    t = state.turn
    assert t is not None
    if t.free_tiles > 0:
        if B.warehouse_tiles(state):
            t.step = "free_tile"
            return
        t.free_tiles = 0  # D-15: nothing left to take
    if t.jewel_mode:
        if jewelry.jewel_options(state, seat):
            t.step = "jewel"
            return
        t.jewel_mode = ""
    if t.stage == "main":
        t.stage = "bonus"
        t.bonus_card = t.card
        enter_bonus(state, seat)
    else:
        end_turn(state, seat)


# The bonus choices found when a turn reaches its bonus, for the state that `apply`
# returns then (one entry, keyed by that state): the next question is what that state's
# choices are.
_entered_bonus: tuple = (None, ())


def enter_bonus(state: State, seat: int) -> None:
    """Go on to the card's bonus, or end the turn if it offers nothing. Called last by
    the decision being applied, so the options found stay those of the state returned."""
    global _entered_bonus
    t = state.turn
    assert t is not None
    t.step = "bonus"
    t.extra_kind = ""
    options = BO.bonus_options(state, seat)
    if options:
        _entered_bonus = (state, options)
    else:
        end_turn(state, seat)


def end_turn(state: State, seat: int) -> None:
    t = state.turn
    assert t is not None
    if not t.card_gone:
        p = state.seats[seat]
        p.discard = [*p.discard, t.card]
    state.turn = None
    state.turn_counter += 1
    if state.solo:
        solo.rival_step(state)
    advance_after_turn(state)


def apply(state: State, seat: int, a) -> None:
    """Apply a legal phase-3 decision to `state` (already a copy; the caller checked
    that `a` is legal, see `is_legal`)."""
    p = state.seats[seat]
    if isinstance(a, PlayCard):
        p.hand = without(p.hand, a.card)
        state.turn = new_turn(a.card)
        return
    t = state.turn
    assert t is not None
    _HANDLERS[type(a)](state, seat, p, t, a)


# One handler per decision kind of a turn in progress: (state, seat, board, turn, action).


def _skip_main(state, seat, p, t, a) -> None:
    resume(state, seat)


def _claim_favor(state, seat, p, t, a) -> None:
    p.money += C.const("favor_gain_livre")
    state.favor_holder = seat
    jewelry.mark_task(state, seat, "M3")
    resume(state, seat)


def _acquire_tile(state, seat, p, t, a) -> None:
    free = t.step == "extra" and t.extra_free_resources
    M.do_acquire(state, seat, a, 0 if free else B.segment_price(state, a.segment))
    resume(state, seat)


def _make_dress(state, seat, p, t, a) -> None:
    extra = t.step == "extra"
    t.by_master = C.card_type(t.card) == "master"
    if not extra:
        t.waive_colours, t.waive_n, t.sell_only = [], 0, False
    free = extra and C.card(t.bonus_card).code == "extra_make_dress_free_sell_only"
    M.do_make_dress(state, seat, a.window, free=free)


def _hand_in_tile(state, seat, p, t, a) -> None:
    if M.do_hand_in(state, seat, a.tile):
        t.step = "place"


def _rent_dress(state, seat, p, t, a) -> None:
    M.do_rent(state, seat, a.space)
    resume(state, seat)


def _sell_dress(state, seat, p, t, a) -> None:
    M.do_sell(state, seat)
    resume(state, seat)


def _hire(state, seat, p, t, a) -> None:
    M.do_hire(state, seat, a.slot)
    resume(state, seat)


def _depute(state, seat, p, t, a) -> None:
    ptype = C.card(t.card).type
    p.money += int(C.const("depute_livre")[ptype])
    t.card_gone = True
    p.removed = [*p.removed, t.card]
    resume(state, seat)


def _fund_decoration(state, seat, p, t, a) -> None:
    M.do_fund(state, seat, a.space, t.extra_discount if t.step == "extra" else 0)
    resume(state, seat)


def _take_exam(state, seat, p, t, a) -> None:
    jewelry.do_exam(state, seat, a)
    resume(state, seat)


def _take_free_tile(state, seat, p, t, a) -> None:
    M.do_acquire(state, seat, a, 0)
    t.free_tiles -= 1
    resume(state, seat)


def _use_drawn_tile(state, seat, p, t, a) -> None:
    M.use_tile(state, seat, t.drawn_tile, a.use)
    t.drawn_tile = -1
    resume(state, seat)


def _buy_jewel(state, seat, p, t, a) -> None:
    jewelry.do_buy_jewel(state, seat, a.slot)
    resume(state, seat)


def _skip_jewel(state, seat, p, t, a) -> None:
    t.jewel_mode = ""
    resume(state, seat)


def _use_bonus(state, seat, p, t, a) -> None:
    if BO.use_bonus(state, seat) == "end":
        end_turn(state, seat)


def _take_material(state, seat, p, t, a) -> None:
    BO.take_material(state, seat, a.item)
    end_turn(state, seat)


def _depute_other(state, seat, p, t, a) -> None:
    if BO.depute_other(state, seat, a.card) == "end":
        end_turn(state, seat)
    else:
        enter_bonus(state, seat)


def _buy_prestige(state, seat, p, t, a) -> None:
    BO.buy_prestige(state, seat, a.count)
    end_turn(state, seat)


def _discard_tile_for_pp(state, seat, p, t, a) -> None:
    p.tiles = without(p.tiles, a.tile)
    state.resource_discard = [*state.resource_discard, a.tile]
    t.pp_pool = B.add_bales(t.pp_pool, a.tile)


def _finish_bonus(state, seat, p, t, a) -> None:
    BO.finish_tiles_pp(state, seat)
    end_turn(state, seat)


def _skip_bonus(state, seat, p, t, a) -> None:
    end_turn(state, seat)


_HANDLERS: dict[type, Callable[..., None]] = {
    SkipMain: _skip_main,
    ClaimFavor: _claim_favor,
    AcquireTile: _acquire_tile,
    MakeDress: _make_dress,
    HandInTile: _hand_in_tile,
    RentDress: _rent_dress,
    SellDress: _sell_dress,
    Hire: _hire,
    Depute: _depute,
    FundDecoration: _fund_decoration,
    TakeExam: _take_exam,
    TakeFreeTile: _take_free_tile,
    UseDrawnTile: _use_drawn_tile,
    BuyJewel: _buy_jewel,
    SkipJewel: _skip_jewel,
    UseBonus: _use_bonus,
    TakeMaterial: _take_material,
    DeputeOther: _depute_other,
    BuyPrestige: _buy_prestige,
    DiscardTileForPP: _discard_tile_for_pp,
    FinishBonus: _finish_bonus,
    SkipBonus: _skip_bonus,
}


def refusal(state: State, seat: int, a) -> str:
    """Why `a` is refused here, in the player's words."""
    if state.phase != "actions":
        return _("this is not the action phase")
    if seat != state.current:
        return _("it is {name}'s turn").format(name=state.players[state.current])
    t = state.turn
    if t is None:
        return _("play one of your hand cards first")
    kind = getattr(a, "kind", "")
    if t.step == "main" and kind in M.TYPES_FOR:
        reason = why_not(state, seat, kind)
        if reason:
            return _("{action}: {reason}").format(action=_(M.ACTION_NAMES[kind]), reason=reason)
        return _("that target is not available (taken, or you cannot pay for it)")
    steps = {
        "handin": N_("hand in one of your kept tiles that covers a missing bale"),
        "place": N_("rent the dress onto a free guest space you may use, or sell it"),
        "free_tile": N_("take a free tile from the warehouse"),
        "drawn": N_("keep the drawn tile or discard it for yarn/lace"),
        "jewel": N_("buy a fitting jewel you can pay for, or skip"),
        "bonus": N_("use the card's bonus or skip it"),
        "extra": N_("take the additional action or skip it"),
        "tiles_pp": N_("discard kept tiles for PP, then finish"),
    }
    return _("not possible now: {what}").format(
        what=_(steps.get(t.step, N_("choose a main action"))))
