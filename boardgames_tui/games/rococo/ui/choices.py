"""What the player decides now: spots on the board to point at, or a short text menu.

Pure Python (no widgets). Everything legal comes from the rules layer: legal actions,
`why_not` for greyed actions, the board helpers and the scoring for the previews. A
decision is either *pointing* (each target is a spot drawn on the board: a guest space,
a window, a warehouse tile, a decoration, an employee, a hand card) or a *menu* (only
where there is nothing to point at: which action, which kept tiles to pay with, a bonus).
"""

# Sentences keep named placeholders (str.format) so a later gettext pass can wrap them.
# ruff: noqa: UP032

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .. import board as B
from .. import components as C
from .. import main_actions as M
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
from ..describe import describe
from ..state import Occupant, State
from ..turns import why_not

ACTION_WORDS = M.ACTION_NAMES  # the rules layer names the actions; one place for the words
PERSONS = {"master": "a Master", "journeyman": "a Journeyman", "apprentice": "an Apprentice"}


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


IMPERATIVE = {
    "uses": "Use",
    "skips": "Skip",
    "takes": "Take",
    "sells": "Sell",
    "hands": "Hand",
    "keeps": "Keep",
    "draws": "Draw",
    "buys": "Buy",
    "deputes": "Depute",
    "finishes": "Finish",
    "rents": "Rent",
    "funds": "Fund",
    "hires": "Hire",
    "makes": "Make",
    "claims": "Claim",
    "passes": "Pass",
    "plays": "Play",
    "chooses": "Choose",
}


def short(state: State, seat: int, action) -> str:
    """A menu label: the log line without the player's name, as an instruction."""
    kind = action.kind
    t = state.turn
    if kind in ("acquire_tile", "take_free_tile"):
        text = W.use_words(state.warehouse[action.segment][action.slot], action.use)
        return text.replace("keeps", "Keep").replace("turns", "Turn")
    if kind == "use_drawn_tile" and t is not None:
        text = W.use_words(t.drawn_tile, action.use)
        return text.replace("keeps", "Keep").replace("turns", "Turn")
    text = describe(state, seat, action)
    name = state.players[seat]
    if text.startswith(name + " "):
        text = text[len(name) + 1 :]
    first, _, rest = text.partition(" ")
    first = IMPERATIVE.get(first, first[:1].upper() + first[1:])
    text = first + (" " + rest if rest else "")
    return text.replace(" and starts the next round", " and start the next round").replace(
        "Rent the dress out: it goes to", "Rent the dress to"
    )


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
            label="Take these cards",
            action=match,
            spot=("confirm",),
            enabled=match is not None,
            reason="" if match else "choose {n} more".format(n=need),
        )
    )
    return Decision("point", out, page="hand")


def main_menu(state: State, seat: int, legal: list) -> Decision:
    out = []
    for kind in M.TYPES_FOR:
        reason = why_not(state, seat, kind)
        targets = [a for a in legal if a.kind == kind]
        label = ACTION_WORDS[kind]
        if kind in ("claim_favor", "depute") and targets:
            out.append(
                Choice(label=label + ": " + short(state, seat, targets[0]), action=targets[0])
            )
        else:
            out.append(Choice(label=label, submenu=kind, enabled=not reason, reason=reason))
    for a in legal:
        if isinstance(a, TakeExam):
            out.append(Choice(label=short(state, seat, a), action=a))
    out.append(Choice(label="No main action (go on to the bonus)", action=SkipMain()))
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
        back = Choice(label="Back to the actions", back=True, key="escape")
        return targets_decision(state, seat, [a for a in legal if a.kind == mode], [back])
    pointable = [a for a in legal if spot_of(a) is not None]
    others = [a for a in legal if spot_of(a) is None]
    if pointable and t.step in ("place", "free_tile", "extra"):
        extras = []
        for a in others:
            if isinstance(a, SellDress):
                extras.append(Choice(label=short(state, seat, a), action=a, key="s"))
            elif isinstance(a, SkipBonus):
                extras.append(Choice(label="Skip the additional action", action=a, key="x"))
        return targets_decision(state, seat, pointable, extras)
    return Decision("menu", [Choice(label=short(state, seat, a), action=a) for a in legal])


# --- previews -------------------------------------------------------------------------


def _money(state: State, seat: int, cost: int) -> str:
    have = state.seats[seat].money
    if cost == 0:
        return "free"
    return "{cost} (you have {have}, then {left})".format(
        cost=W.livre(cost), have=have, left=have - cost
    )


def hall_points(state: State, hall_id: str) -> dict[int, int]:
    """Majority points in one hall if the game ended now (rules §7 A)."""
    spaces = {s.id for h in B.side(state).halls if h.id == hall_id for s in h.guest_spaces}
    only = state.model_copy(update={"halls": {k: v for k, v in state.halls.items() if k in spaces}})
    return {o: p for o, p in S.hall_majorities(only).items() if p}


def hall_counts(state: State, hall_id: str) -> dict[int, int]:
    out: dict[int, int] = {}
    for sid, occ in state.halls.items():
        if B.hall_of_space(state, sid).id == hall_id:
            out[occ.seat] = out.get(occ.seat, 0) + 1
    return out


def _who(state: State, owner: int, seat: int) -> str:
    if owner == seat:
        return "you"
    if owner == C.RIVAL:
        return "the Rival"
    return state.players[owner]


def _standing(state: State, seat: int, counts: dict[int, int], pts: dict[int, int]) -> str:
    if not counts:
        return "nobody"
    parts = []
    for owner, n in sorted(counts.items(), key=lambda kv: -kv[1]):
        text = "{who} {n}".format(who=_who(state, owner, seat), n=n)
        if pts.get(owner):
            text += " ({p})".format(p=W.points(pts[owner]))
        parts.append(text)
    return ", ".join(parts)


def rent_preview(state: State, seat: int, space: str) -> str:
    t = state.turn
    hall = B.hall_of_space(state, space)
    dress = t.dress if t else ""
    after = state.model_copy(update={"halls": dict(state.halls)})
    after.halls[space] = Occupant(seat=seat, dress=dress or "Y01", master=bool(t and t.by_master))
    x, y = hall.majority
    lines = []
    bonus = W.space_bonus_words(state, space)
    where = W.guest_space_words(state, space)
    lines.append(
        "{where}: {pts} at the end{bonus}.".format(
            where=where[:1].upper() + where[1:],
            bonus=", and {b} now".format(b=bonus) if bonus else "",
            pts=W.points(C.dress(dress).pp) if dress else "its points",
        )
    )
    lines.append(
        "Dresses there ({x}/{y}): {before} → {after}.".format(
            x=x,
            y=y if S.second_place_scores(state) else "-",
            before=_standing(state, seat, hall_counts(state, hall.id), hall_points(state, hall.id)),
            after=_standing(after, seat, hall_counts(after, hall.id), hall_points(after, hall.id)),
        )
    )
    extra = []
    if "kitchen_b" in B.kitchen_rows_owned(state, seat):
        extra.append("income +1 Livre a round (fountain)")
    if (
        len(B.halls_present(after, seat))
        == len(B.side(state).halls)
        > len(B.halls_present(state, seat))
        and state.seats[seat].all_halls < 0
        and len(state.all_halls) < len(B.side(state).all_halls_pp)
    ):
        extra.append(
            "in all 5 halls: All halls {p}".format(
                p=W.points(B.side(state).all_halls_pp[len(state.all_halls)])
            )
        )
    if extra:
        lines.append("Also: " + "; ".join(extra) + ".")
    return "\n".join(lines)


def deco_preview(state: State, seat: int, deco_id: str, discount: int = 0) -> str:
    d = B.decoration(state, deco_id)
    cost = M.decoration_cost(state, deco_id, discount)
    head = "Fund {deco}: {money}.".format(
        deco=W.decoration_words(state, deco_id), money=_money(state, seat, cost)
    )
    mine = len(B.own_decorations(state, seat))
    if d.kind == "musician":
        more = "{pts} at the end; you count as present in {hall}, and it breaks ties there.".format(
            pts=W.points(d.pp), hall=W.hall_name(state, d.hall)
        )
    elif d.kind == "fireworks":
        fw = B.side(state).fireworks
        own = sum(1 for f in fw if state.decorations.get(f.id) == seat)
        x, y = B.side(state).fireworks_majority
        more = (
            "{pts} at the end; your fireworks {a} → {b} (most {x}, second {y}); its terrace "
            "space counts a King's-hall dress ×{m}."
        ).format(
            pts=W.points(d.pp),
            a=own,
            b=own + 1,
            x=W.points(x),
            y=W.points(y),
            m=d.terrace_multiplier,
        )
    elif d.kind == "statue":
        now = S.statue_points(state, seat)
        probe = state.model_copy(update={"decorations": {**state.decorations, deco_id: seat}})
        more = "{pts} at the end; your statues score {a} → {b} with your dresses now.".format(
            pts=W.points(d.pp), a=W.points(now), b=W.points(S.statue_points(probe, seat))
        )
    elif d.kind == "kitchen_a":
        more = "Income: 1 Livre a round per decoration of yours, {n} with this one.".format(
            n=W.livre(mine + 1)
        )
    else:
        more = "Income: 1 Livre a round per dress of yours, {n} now.".format(
            n=W.livre(len(B.own_dresses(state, seat)))
        )
    return head + "\n" + more


def preview(state: State, seat: int, choice: Choice | None) -> str:  # noqa: C901
    """What happens right there, for the spot or menu line under the cursor."""
    if choice is None:
        return ""
    t = state.turn
    if choice.toggle:
        return "{card}. Enter takes it into your hand or puts it back.".format(
            card=W.card_name(choice.toggle)
        )
    if choice.spot == ("confirm",):
        return (
            "Take the chosen cards into your hand."
            if choice.enabled
            else ("Choose the cards first: " + choice.reason + ".")
        )
    a = choice.action
    if choice.submenu:
        return "{label}: point at the target on the board.".format(
            label=ACTION_WORDS[choice.submenu]
        )
    if a is None:
        return choice.label
    if isinstance(a, PlayCard):
        cdef = C.card(a.card)
        can = [
            ACTION_WORDS[k][:1].lower() + ACTION_WORDS[k][1:]
            for k, types in M.TYPES_FOR.items()
            if cdef.type in types
        ]
        return "Play the {card}.\n{person} may: {can}.".format(
            card=W.card_name(a.card), person=W.TYPE_NAMES[cdef.type], can=", ".join(can)
        )
    if isinstance(a, (AcquireTile, TakeFreeTile)):
        tid = state.warehouse[a.segment][a.slot]
        free = isinstance(a, TakeFreeTile) or bool(
            t and t.step == "extra" and t.extra_free_resources
        )
        price = 0 if free else B.segment_price(state, a.segment)
        left = sum(1 for x in state.warehouse[a.segment] if x >= 0)
        return (
            "{silk} from the {n} drawer ({k} there): {money}.\n"
            "Keep it as silk, or turn it in at once for {gain}."
        ).format(
            silk=W.silk_words(C.tile(tid).bales).capitalize(),
            n=W.ordinal(a.segment),
            k=W.plural(left, "tile", "tiles"),
            money=_money(state, seat, price),
            gain=W.gain_words(C.tile(tid).gains),
        )
    if isinstance(a, MakeDress):
        did = state.windows[a.window]
        d = C.dress(did)
        cost = B.window_cost(state, a.window)
        p = state.seats[seat]
        return (
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
        return "Hire the {card}: {money}. The card goes to your hand now.".format(
            card=W.card_name(state.hire_display[a.slot]),
            money=_money(state, seat, B.hire_price(state)),
        )
    if isinstance(a, SellDress):
        return "Sell the dress for {v} (you have {m}).".format(
            v=W.livre(C.dress(t.dress).value if t and t.dress else 0),
            m=W.livre(state.seats[seat].money),
        )
    return choice.label


def prompt(state: State, seat: int, dec: Decision, mode: str = "") -> str:
    """One or two lines: what is decided now, and the keys for it."""
    name = state.players[seat]
    if state.phase == "choose":
        forced, _ = hand_candidates(state, seat)
        need = C.const("hand_size") - len(forced)
        return (
            "{name}: choose {cards} for your hand (secret) · ←→ move · Enter takes a card "
            "or puts it back, then Enter on “Take these cards”"
        ).format(name=name, cards=W.plural(need, "card", "cards"))
    t = state.turn
    if t is None:
        return "{name}: play a card from your hand · ←→ move · Enter plays it".format(name=name)
    card = W.card_name(t.card)
    alts = " · ".join(
        "{k} {label}".format(
            k="Esc" if c.key == "escape" else c.key, label=c.label[:1].lower() + c.label[1:]
        )
        for c in dec.alternatives()
    )
    keys = " · arrows move · Enter chooses" + (" · " + alts if alts else "")
    if t.step == "main" and not mode:
        return "{name} plays the {card}: choose a main action".format(name=name, card=card)
    if t.step == "main":
        what = {
            "acquire_tile": "point at a warehouse tile",
            "make_dress": "point at a dress in the workshop",
            "hire": "point at an employee",
            "fund_decoration": "point at a free decoration space",
        }.get(mode, "choose")
        return "{name}, {action}: {what}{keys}".format(
            name=name, action=ACTION_WORDS[mode], what=what, keys=keys
        )
    dress = W.dress_name(t.dress) if t.dress else "dress"
    texts = {
        "handin": "{name}: hand in kept tiles for the {dress} (the silk still missing)",
        "place": "{name}: point at a free guest space for the {dress}{keys}",
        "free_tile": "{name}: take a free tile from the warehouse{keys}",
        "drawn": "{name}: keep the tile drawn face down as silk, or turn it in",
        "jewel": "{name}: buy a jewel for the dress, or none",
        "bonus": "{name}: the bonus of the {card}",
        "extra": "{name}: the additional action of the bonus{keys}",
        "tiles_pp": "{name}: hand in kept tiles for points, then finish",
    }
    return texts.get(t.step, "{name}").format(name=name, dress=dress, keys=keys, card=card)
