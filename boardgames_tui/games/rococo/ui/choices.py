"""What the player decides now: spots on the board to point at, or a short text menu.

Pure Python (no widgets). Everything legal comes from the rules layer: legal actions,
`why_not` for greyed actions, the board helpers and the scoring for the previews. A
decision is either *pointing* (each target is a spot drawn on the board: a guest space,
a window, a warehouse tile, a decoration, an employee, a hand card) or a *menu* (only
where there is nothing to point at: which action, which kept tiles to pay with, a bonus).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from boardgames_tui.engine import i18n

from .. import board as B
from .. import components as C
from .. import main_actions as M
from .. import outlook as O
from .. import scoring as S
from .. import words as W
from ..actions import (
    AcquireTile,
    FundDecoration,
    Hire,
    MakeDress,
    PlayCard,
    RentDress,
    SellDress,
    SkipBonus,
    SkipMain,
    TakeExam,
    TakeFreeTile,
)
from ..state import State
from ..turns import why_not

_, ngettext, N_ = i18n.domain("rococo")

ACTION_WORDS = M.ACTION_NAMES  # the rules layer names the actions; one place for the words
# The actions inside a sentence ("Apprentice may: acquire resources, ...")
ACTION_IN_SENTENCE = {
    "claim_favor": N_("claim the Queen's favour"),
    "acquire_tile": N_("acquire resources"),
    "make_dress": N_("make a dress"),
    "hire": N_("hire an employee"),
    "depute": N_("depute this employee"),
    "fund_decoration": N_("fund a decoration"),
}


@dataclass
class Choice:
    label: str = ""
    action: Any = None
    spot: Any = None
    submenu: str = ""  # open the targets of this main action
    toggle: str = ""  # hand choice: pick / unpick this card
    back: bool = False
    enabled: bool = True
    reason: str = ""
    key: str = ""  # a letter for an alternative while pointing (s: sell)


@dataclass
class Decision:
    kind: str  # "point", "menu" or "" (nothing to decide)
    choices: list[Choice] = field(default_factory=list)
    page: str = ""  # where the targets are: "palace", "market", "hand"

    def spots(self) -> dict[Any, list[Choice]]:
        out: dict[Any, list[Choice]] = {}
        for c in self.choices:
            if c.spot is not None:
                out.setdefault(c.spot, []).append(c)
        return out

    def alternatives(self) -> list[Choice]:
        return [c for c in self.choices if c.spot is None and c.key]


def spot_of(action) -> Any:
    """The board spot an action points at, or None."""
    kind = action.kind
    if kind in ("acquire_tile", "take_free_tile"):
        return ("tile", action.segment, action.slot)
    if kind == "make_dress":
        return ("window", action.window)
    if kind == "rent_dress":
        return ("guest", action.space)
    if kind == "fund_decoration":
        return ("deco", action.space)
    if kind == "hire":
        return ("hire", action.slot)
    if kind == "play_card":
        return ("card", action.card)
    return None


PAGE = {
    "tile": "market",
    "window": "market",
    "hire": "market",
    "guest": "palace",
    "deco": "palace",
    "card": "hand",
}


def _use(tile_id: int, use: str) -> str:
    """ "Keep it as 2 yellow silk", "Turn it in for 1 yarn"."""
    if use == "keep":
        return _("Keep it as {silk}").format(silk=W.silk_words(C.tile(tile_id).bales))
    y, lace = C.tile(tile_id).gains[use]
    got = [W.yarn(y) if y else "", W.lace(lace) if lace else ""]
    return _("Turn it in for {got}").format(got=W.and_list([x for x in got if x]))


def short(state: State, seat: int, action) -> str:  # noqa: C901, PLR0911 - one per kind
    """A menu label: what the log line will say, as an instruction."""
    kind = action.kind
    t = state.turn
    a = action
    if kind in ("acquire_tile", "take_free_tile"):
        return _use(state.warehouse[a.segment][a.slot], a.use)
    if kind == "use_drawn_tile" and t is not None:
        return _use(t.drawn_tile, a.use)
    if kind == "choose_hand":
        return _("Choose 3 cards for the hand")
    if kind == "play_card":
        return _("Play the {card}").format(card=W.card_name(a.card))
    if kind == "claim_favor":
        return _("Claim the Queen's favour: 5 Livre, and start the next round")
    if kind == "make_dress":
        return _("Make the {dress} from the {n} window for {cost}").format(
            dress=W.dress_words(state.windows[a.window]), n=W.ordinal(a.window),
            cost=W.livre(B.window_cost(state, a.window)))
    if kind == "hand_in_tile":
        return _("Hand in a tile of {silk}").format(silk=W.silk_words(C.tile(a.tile).bales))
    if kind == "rent_dress":
        bonus = W.space_bonus_words(state, a.space)
        space = W.guest_space_words(state, a.space)
        if bonus:
            return _("Rent the dress to {space}, and takes {bonus}").format(
                space=space, bonus=bonus)
        return _("Rent the dress to {space}").format(space=space)
    if kind == "sell_dress":
        value = C.dress(t.dress).value if t and t.dress else 0
        return _("Sell the dress for {value}").format(value=W.livre(value))
    if kind == "hire":
        return _("Hire the {card} for {price}").format(
            card=W.card_name(state.hire_display[a.slot]), price=W.livre(B.hire_price(state)))
    if kind == "depute":
        ptype = C.card(t.card).type if t else "apprentice"
        return _("Depute the {person} for {money}").format(
            person=W.person(ptype), money=W.livre(C.const("depute_livre")[ptype]))
    if kind == "fund_decoration":
        discount = t.extra_discount if t and t.step == "extra" else 0
        return _("Fund {deco} for {cost} ({gain})").format(
            deco=W.decoration_words(state, a.space),
            cost=W.livre(M.decoration_cost(state, a.space, discount)),
            gain=W.decoration_gain(state, a.space))
    if kind == "take_exam":
        if a.exam == "journeyman":
            return _("Pass the Journeyman exam and takes the {card}").format(
                card=W.card_name(a.card))
        return _("Pass the Master exam and takes the {card}").format(card=W.card_name(a.card))
    if kind == "skip_main":
        return _("Take no main action")
    if kind == "buy_jewel":
        return _("Buy {jewel}").format(jewel=W.jewel_words(state.jewel_display[a.slot]))
    if kind == "skip_jewel":
        return _("Buy no jewel")
    if kind == "use_bonus":
        return _("Use the bonus: {bonus}").format(
            bonus=W.bonus_words(t.bonus_card if t else ""))
    if kind == "take_material":
        return _("Take 1 yarn (bonus)") if a.item == "yarn" else _("Take 1 lace (bonus)")
    if kind == "depute_other":
        return _("Depute the {card} (bonus)").format(card=W.card_name(a.card))
    if kind == "buy_prestige":
        return _("Buy {pts} (bonus)").format(pts=W.points(a.count))
    if kind == "discard_tile_pp":
        return _("Hand in a tile of {silk} for points").format(
            silk=W.silk_words(C.tile(a.tile).bales))
    if kind == "finish_bonus":
        return _("Finish the bonus")
    if kind == "skip_bonus":
        return _("Skip the bonus")
    return _("Pass")


def hand_candidates(state: State, seat: int) -> tuple[list[str], list[str]]:
    """(forced cards, cards to choose from) for the hand choice (rules §5.2)."""
    p = state.seats[seat]
    size = C.const("hand_size")
    if len(p.supply) >= size:
        return [], list(dict.fromkeys(p.supply))
    return list(p.supply), list(dict.fromkeys(p.discard))


def hand_decision(state: State, seat: int, legal: list, picked: list[str]) -> Decision:
    forced, choices = hand_candidates(state, seat)
    hand = tuple(sorted(forced + picked))
    match = next((a for a in legal if a.cards == hand), None)
    need = C.const("hand_size") - len(forced) - len(picked)
    out = [Choice(label=W.card_name(c), toggle=c, spot=("card", c)) for c in choices]
    out.append(
        Choice(
            label=_("Take these cards"),
            action=match,
            spot=("confirm",),
            enabled=match is not None,
            reason="" if match else _("choose {n} more").format(n=need),
        )
    )
    return Decision("point", out, page="hand")


def main_menu(state: State, seat: int, legal: list) -> Decision:
    out = []
    for kind in M.TYPES_FOR:
        reason = why_not(state, seat, kind)
        targets = [a for a in legal if a.kind == kind]
        label = _(ACTION_WORDS[kind])
        if kind in ("claim_favor", "depute") and targets:
            # no target to point at: the line is the action itself, as the log will say it
            out.append(Choice(label=short(state, seat, targets[0]), action=targets[0]))
        else:
            out.append(Choice(label=label, submenu=kind, enabled=not reason, reason=reason))
    for a in legal:
        if isinstance(a, TakeExam):
            out.append(Choice(label=short(state, seat, a), action=a))
    out.append(Choice(label=_("No main action (go on to the bonus)"), action=SkipMain()))
    return Decision("menu", out)


def targets_decision(state: State, seat: int, actions: list, extras: list[Choice]) -> Decision:
    """Pointing at the spots of `actions`; the others are letter-key alternatives."""
    out = []
    for a in actions:
        spot = spot_of(a)
        out.append(Choice(label=short(state, seat, a), action=a, spot=spot))
    pages = [PAGE[c.spot[0]] for c in out if c.spot is not None]
    page = max(set(pages), key=pages.count) if pages else ""
    return Decision("point", out + extras, page=page)


def decision(
    state: State, seat: int, legal: list, mode: str = "", picked: list[str] | None = None
) -> Decision:
    """The decision `seat` has pending (`mode`: a main action whose targets are shown)."""
    if not legal:
        return Decision("")
    if state.phase == "choose":
        return hand_decision(state, seat, legal, picked or [])
    t = state.turn
    if t is None:
        return targets_decision(state, seat, [a for a in legal if isinstance(a, PlayCard)], [])
    if t.step == "main" and not mode:
        return main_menu(state, seat, legal)
    if t.step == "main":
        back = Choice(label=_("Back to the actions"), back=True, key="escape")
        return targets_decision(state, seat, [a for a in legal if a.kind == mode], [back])
    pointable = [a for a in legal if spot_of(a) is not None]
    others = [a for a in legal if spot_of(a) is None]
    if pointable and t.step in ("place", "free_tile", "extra"):
        extras = []
        for a in others:
            if isinstance(a, SellDress):
                extras.append(Choice(label=short(state, seat, a), action=a, key="s"))
            elif isinstance(a, SkipBonus):
                extras.append(Choice(label=_("Skip the additional action"), action=a, key="x"))
        return targets_decision(state, seat, pointable, extras)
    return Decision("menu", [Choice(label=short(state, seat, a), action=a) for a in legal])


# --- previews -------------------------------------------------------------------------


def _money(state: State, seat: int, cost: int) -> str:
    have = state.seats[seat].money
    if cost == 0:
        return _("free")
    return _("{cost} (you have {have}, then {left})").format(
        cost=W.livre(cost), have=have, left=have - cost
    )


def _who(state: State, owner: int, seat: int) -> str:
    if owner == seat:
        return _("you")
    if owner == C.RIVAL:
        return _("the Rival")
    return state.players[owner]


def _standing(state: State, seat: int, counts: dict[int, int], pts: dict[int, int]) -> str:
    if not counts:
        return _("nobody")
    parts = []
    for owner, n in sorted(counts.items(), key=lambda kv: -kv[1]):
        who = _who(state, owner, seat)
        if pts.get(owner):
            # Translators: who has how many dresses in a hall, and the points for it
            text = _("{who} {n} ({p})").format(who=who, n=n, p=W.points(pts[owner]))
        else:
            text = _("{who} {n}").format(who=who, n=n)
        parts.append(text)
    return ", ".join(parts)


# Whole sentences per case (a possessive put together would not agree in German):
# (place, why, whose) -> words
_TIES = {
    (1, "master", "your"): N_("tie: your Master guest space"),
    (1, "master", "other"): N_("tie: {who}'s Master guest space"),
    (1, "musician", "your"): N_("tie: your musician"),
    (1, "musician", "other"): N_("tie: {who}'s musician"),
    (1, "fireworks", "your"): N_("tie: your fireworks further right"),
    (1, "fireworks", "other"): N_("tie: {who}'s fireworks further right"),
    (2, "master", "your"): N_("tie for second: your Master guest space"),
    (2, "master", "other"): N_("tie for second: {who}'s Master guest space"),
    (2, "musician", "your"): N_("tie for second: your musician"),
    (2, "musician", "other"): N_("tie for second: {who}'s musician"),
    (2, "fireworks", "your"): N_("tie for second: your fireworks further right"),
    (2, "fireworks", "other"): N_("tie for second: {who}'s fireworks further right"),
}


def _tie_words(state: State, seat: int, tie, place: int) -> str:
    """One tie as the rules layer decides it: "tie: Ben's musician", "tie for second: your
    Master guest space"."""
    if tie is None:
        return ""
    owner, why = tie
    if owner is None:
        if place == 1:
            return _("tie: first place shared")
        return _("tie for second: second place shared")
    whose = "your" if owner == seat else "other"
    return _(_TIES[(place, why, whose)]).format(who=_who(state, owner, seat))


def tie_words(state: State, seat: int, standing: O.HallStanding) -> str:
    """Who wins a tie for the most and for the second most dresses in a hall and why
    ("tie: Ben's musician; tie for second: Cleo's Master guest space"); "" when nobody
    ties."""
    parts = [_tie_words(state, seat, standing.tie, 1),
             _tie_words(state, seat, standing.second_tie, 2)]
    return "; ".join(p for p in parts if p)


def fireworks_tie_words(state: State, seat: int, first: int | None,
                        second: int | None) -> str:
    """Who wins a tie for the most and the second most fireworks ("tie: Ben's fireworks
    further right"), as `scoring.fireworks_tie` decides."""
    parts = [_tie_words(state, seat, (owner, "fireworks") if owner is not None else None,
                        place) for owner, place in ((first, 1), (second, 2))]
    parts = [p for p in parts if p]
    return "; ".join(parts)


def rent_preview(state: State, seat: int, space: str) -> str:
    t = state.turn
    hall = B.hall_of_space(state, space)
    dress = t.dress if t else ""
    outlook = O.rent_outlook(state, seat, RentDress(space=space))
    x, y = S.majority_points(state, hall.majority)
    lines = []
    bonus = W.space_bonus_words(state, space)
    where = W.guest_space_words(state, space)
    words = {"where": where[:1].upper() + where[1:], "bonus": bonus,
             "pts": W.points(C.dress(dress).pp) if dress else _("its points")}
    if bonus:
        lines.append(_("{where}: {pts} at the end, and {bonus} now.").format(**words))
    else:
        lines.append(_("{where}: {pts} at the end.").format(**words))
    before, after = outlook.before, outlook.after
    lines.append(
        _("Dresses there ({x}/{y}): {before} → {after}.").format(
            x=x,
            y=y if y else "-",
            before=_standing(state, seat, before.counts, before.points),
            after=_standing(state, seat, after.counts, after.points),
        )
    )
    tie = tie_words(state, seat, after)
    if tie:
        lines[-1] = lines[-1][:-1] + "; " + tie + "."
    extra = []
    if "kitchen_b" in B.kitchen_rows_owned(state, seat):
        extra.append(_("income +1 Livre a round (fountain)"))
    if outlook.all_halls_points:
        extra.append(_("in all 5 halls: All halls {p}").format(
            p=W.points(outlook.all_halls_points)))
    if extra:
        lines.append(_("Also: {things}.").format(things="; ".join(extra)))
    return "\n".join(lines)


def deco_preview(state: State, seat: int, deco_id: str, discount: int = 0) -> str:
    d = B.decoration(state, deco_id)
    cost = M.decoration_cost(state, deco_id, discount)
    head = _("Fund {deco}: {money}.").format(
        deco=W.decoration_words(state, deco_id), money=_money(state, seat, cost)
    )
    mine = len(B.own_decorations(state, seat))
    if d.kind == "musician":
        more = _(
            "{pts} at the end; you count as present in {hall}, and it breaks ties there."
        ).format(
            pts=W.points(d.pp), hall=W.hall_name(state, d.hall)
        )
    elif d.kind == "fireworks":
        fw = B.side(state).fireworks
        own = sum(1 for f in fw if state.decorations.get(f.id) == seat)
        x, y = S.majority_points(state, B.side(state).fireworks_majority)
        if y:
            more = _(
                "{pts} at the end; your fireworks {a} → {b} (most {x}, second {y}); its "
                "terrace space counts a King's-hall dress ×{m}."
            )
        else:
            more = _(
                "{pts} at the end; your fireworks {a} → {b} (most {x}; second place scores "
                "nothing in this game); its terrace space counts a King's-hall dress ×{m}."
            )
        more = more.format(pts=W.points(d.pp), a=own, b=own + 1, x=W.points(x),
                           y=W.points(y), m=d.terrace_multiplier)
        outlook = O.fund_outlook(state, seat, FundDecoration(space=deco_id))
        tie = fireworks_tie_words(state, seat, outlook.fireworks_tie,
                                  outlook.fireworks_second_tie)
        if tie:
            more += " " + tie[:1].upper() + tie[1:] + "."
    elif d.kind == "statue":
        outlook = O.fund_outlook(state, seat, FundDecoration(space=deco_id))
        more = _("{pts} at the end; your statues score {a} → {b} with your dresses now.").format(
            pts=W.points(d.pp), a=W.points(outlook.statues_before),
            b=W.points(outlook.statues_after)
        )
    elif d.kind == "kitchen_a":
        more = _("Income: 1 Livre a round per decoration of yours, {n} with this one.").format(
            n=W.livre(mine + 1)
        )
    else:
        more = _("Income: 1 Livre a round per dress of yours, {n} now.").format(
            n=W.livre(len(B.own_dresses(state, seat)))
        )
    return head + "\n" + more


def preview(state: State, seat: int, choice: Choice | None) -> str:  # noqa: C901
    """What happens right there, for the spot or menu line under the cursor."""
    if choice is None:
        return ""
    t = state.turn
    if choice.toggle:
        return _("{card}. Enter takes it into your hand or puts it back.").format(
            card=W.card_name(choice.toggle)
        )
    if choice.spot == ("confirm",):
        if choice.enabled:
            return _("Take the chosen cards into your hand.")
        return _("Choose the cards first: {reason}.").format(reason=choice.reason)
    a = choice.action
    if choice.submenu:
        return _("{label}: point at the target on the board.").format(
            label=_(ACTION_WORDS[choice.submenu])
        )
    if a is None:
        return choice.label
    if isinstance(a, PlayCard):
        cdef = C.card(a.card)
        can = [_(ACTION_IN_SENTENCE[k]) for k, types in M.TYPES_FOR.items() if cdef.type in types]
        return _("Play the {card}.\n{person} may: {can}.").format(
            card=W.card_name(a.card), person=W.person(cdef.type), can=", ".join(can)
        )
    if isinstance(a, (AcquireTile, TakeFreeTile)):
        tid = state.warehouse[a.segment][a.slot]
        free = isinstance(a, TakeFreeTile) or bool(
            t and t.step == "extra" and t.extra_free_resources
        )
        price = 0 if free else B.segment_price(state, a.segment)
        left = sum(1 for x in state.warehouse[a.segment] if x >= 0)
        silk = W.silk_words(C.tile(tid).bales)
        return _(
            "{silk} from the {n} drawer ({k} there): {money}.\n"
            "Keep it as silk, or turn it in at once for {gain}."
        ).format(
            silk=silk[:1].upper() + silk[1:],
            n=W.ordinal(a.segment),
            k=ngettext("{count} tile", "{count} tiles", left).format(count=left),
            money=_money(state, seat, price),
            gain=W.gain_words(C.tile(tid).gains),
        )
    if isinstance(a, MakeDress):
        did = state.windows[a.window]
        d = C.dress(did)
        cost = B.window_cost(state, a.window)
        p = state.seats[seat]
        return _(
            "Make the {dress}: window {money}; yarn {y} → {y2}, lace {lc} → {l2}; silk from your "
            "kept tiles.\nThen rent it ({pts} at the end) or sell it for {value}."
        ).format(
            dress=W.dress_words(did),
            money=_money(state, seat, cost),
            y=p.yarn,
            y2=p.yarn - d.yarn,
            lc=p.lace,
            l2=p.lace - d.lace,
            pts=W.points(d.pp),
            value=W.livre(d.value),
        )
    if isinstance(a, RentDress):
        return rent_preview(state, seat, a.space)
    if isinstance(a, FundDecoration):
        discount = t.extra_discount if t and t.step == "extra" else 0
        return deco_preview(state, seat, a.space, discount)
    if isinstance(a, Hire):
        return _("Hire the {card}: {money}. The card goes to your hand now.").format(
            card=W.card_name(state.hire_display[a.slot]),
            money=_money(state, seat, B.hire_price(state)),
        )
    if isinstance(a, SellDress):
        return _("Sell the dress for {v} (you have {m}).").format(
            v=W.livre(C.dress(t.dress).value if t and t.dress else 0),
            m=W.livre(state.seats[seat].money),
        )
    return choice.label


def prompt(state: State, seat: int, dec: Decision, mode: str = "") -> str:
    """One or two lines: what is decided now, and the keys for it."""
    name = state.players[seat]
    if state.phase == "choose":
        forced, _others = hand_candidates(state, seat)
        need = C.const("hand_size") - len(forced)
        return ngettext(
            "{name}: choose {count} card for your hand (secret) · ←→ move · Enter takes a card "
            "or puts it back, then Enter on “Take these cards”",
            "{name}: choose {count} cards for your hand (secret) · ←→ move · Enter takes a card "
            "or puts it back, then Enter on “Take these cards”",
            need,
        ).format(name=name, count=need)
    t = state.turn
    if t is None:
        return _("{name}: play a card from your hand · ←→ move · Enter plays it").format(name=name)
    card = W.card_name(t.card)
    alts = " · ".join(
        # Translators: a key and what it does, "s sell the dress for 14 Livre"
        _("{k} {label}").format(
            k=_("Esc") if c.key == "escape" else c.key, label=c.label[:1].lower() + c.label[1:]
        )
        for c in dec.alternatives()
    )
    keys = _(" · arrows move · Enter chooses") + (" · " + alts if alts else "")
    if t.step == "main" and not mode:
        return _("{name} plays the {card}: choose a main action").format(name=name, card=card)
    if t.step == "main":
        what = {
            "acquire_tile": N_("point at a warehouse tile"),
            "make_dress": N_("point at a dress in the workshop"),
            "hire": N_("point at an employee"),
            "fund_decoration": N_("point at a free decoration space"),
        }.get(mode, N_("choose"))
        return _("{name}, {action}: {what}{keys}").format(
            name=name, action=_(ACTION_WORDS[mode]), what=_(what), keys=keys
        )
    dress = W.dress_name(t.dress) if t.dress else _("dress")
    texts = {
        "handin": N_("{name}: hand in kept tiles for the {dress} (the silk still missing)"),
        "place": N_("{name}: point at a free guest space for the {dress}{keys}"),
        "free_tile": N_("{name}: take a free tile from the warehouse{keys}"),
        "drawn": N_("{name}: keep the tile drawn face down as silk, or turn it in"),
        "jewel": N_("{name}: buy a jewel for the dress, or none"),
        "bonus": N_("{name}: the bonus of the {card}"),
        "extra": N_("{name}: the additional action of the bonus{keys}"),
        "tiles_pp": N_("{name}: hand in kept tiles for points, then finish"),
    }
    text = _(texts[t.step]) if t.step in texts else "{name}"
    return text.format(name=name, dress=dress, keys=keys, card=card)
