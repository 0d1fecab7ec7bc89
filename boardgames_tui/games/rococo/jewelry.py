"""Jewelry Box expansion: jewels bought with rented dresses and the exams (rules §12).

Everything here is a no-op unless the `jewelry_box` option is on.
"""

from __future__ import annotations

from boardgames_tui.engine.state import replaced

from . import components as C
from .actions import BuyJewel, TakeExam, made
from .state import State

FITS = {"necklace": "lady", "ring": "gent"}


def exam_of_task(task: str) -> str:
    return "journeyman" if task.startswith("J") else "master"


def mark_task(state: State, seat: int, task: str) -> None:
    """Mark an exam task done when the played card is of the examinee type (§12.2)."""
    if not state.options.jewelry_box or state.turn is None:
        return
    exam = C.data().exams[exam_of_task(task)]
    if C.card_type(state.turn.card) != exam.examinee_type:
        return
    p = state.seats[seat]
    if state.options.exam_one_side_at_a_time and p.exam_side != exam.key:
        return
    if task not in p.exam_marks:
        p.exam_marks = [*p.exam_marks, task]


def is_basic(card_id: str) -> bool:
    """One of the 5 base employee cards every player starts with."""
    return any(c.id == card_id for c in C.data().base_cards)


def exam_ready(state: State, seat: int, key: str) -> bool:
    exam = C.data().exams[key]
    marks = state.seats[seat].exam_marks
    return all(t["id"] in marks for t in exam.tasks)


def exam_options(state: State, seat: int) -> list[TakeExam]:
    if not state.options.jewelry_box or state.turn is None:
        return []
    p = state.seats[seat]
    if not is_basic(state.turn.card):
        return []  # only a played basic card is traded in (§12.2)
    ptype = C.card(state.turn.card).type
    out: list[TakeExam] = []
    for key, exam in C.data().exams.items():
        if exam.examinee_type != ptype or not exam_ready(state, seat, key):
            continue
        if state.options.exam_one_side_at_a_time and p.exam_side != key:
            continue
        if p.money < exam.cost_livre:
            continue
        out.extend(made(TakeExam, exam=key, card=c) for c in state.exam_decks.get(key, []))
    return out


def do_exam(state: State, seat: int, a: TakeExam) -> None:
    """Pay the fee, trade the played card in, take the chosen exam card (§12.2)."""
    t = state.turn
    assert t is not None
    p = state.seats[seat]
    exam = C.data().exams[a.exam]
    p.money -= exam.cost_livre
    t.card_gone = True
    p.removed = [*p.removed, t.card]
    deck = [c for c in state.exam_decks[a.exam] if c != a.card]
    state.exam_decks = {**state.exam_decks, a.exam: deck}  # the decks may be shared
    p.hand = [*p.hand, a.card]
    p.exam_marks = [m for m in p.exam_marks if exam_of_task(m) != a.exam]
    if state.options.exam_one_side_at_a_time:
        p.exam_side = "master" if a.exam == "journeyman" else "journeyman"


def jewel_price(state: State, slot: int, discount: int = 0) -> int:
    return max(0, C.data().jewel_prices[slot] - discount)


def jewel_options(state: State, seat: int) -> list[BuyJewel]:
    """Rent: a necklace for a lady's dress, a ring for a coat; bonus: any jewel, -1."""
    t = state.turn
    if t is None or not t.jewel_mode:
        return []
    money = state.seats[seat].money
    garment = C.dress(t.jewel_for).garment if t.jewel_mode == "rent" else ""
    discount = 1 if t.jewel_mode == "bonus" else 0
    out = []
    for slot, jid in enumerate(state.jewel_display):
        if not jid or jewel_price(state, slot, discount) > money:
            continue
        if garment and FITS[C.jewel(jid).kind] != garment:
            continue
        out.append(made(BuyJewel, slot=slot))
    return out


def do_buy_jewel(state: State, seat: int, slot: int) -> None:
    t = state.turn
    assert t is not None
    jid = state.jewel_display[slot]
    discount = 1 if t.jewel_mode == "bonus" else 0
    p = state.seats[seat]
    p.money -= jewel_price(state, slot, discount)
    p.jewels = [*p.jewels, jid]
    state.jewel_display = replaced(state.jewel_display, slot, "")
    if t.jewel_mode == "rent" and C.jewel(jid).colour in C.dress(t.jewel_for).colours:
        t.free_tiles += 1  # colour match: a free material (§12.1)
    t.jewel_mode = ""


def free_fitting_jewel(state: State, seat: int) -> int:
    """JBM-4: the rightmost jewel fitting the dress rented this turn, or -1."""
    t = state.turn
    if t is None or not t.rented:
        return -1
    garment = C.dress(t.rented).garment
    for slot in range(len(state.jewel_display) - 1, -1, -1):
        jid = state.jewel_display[slot]
        if jid and FITS[C.jewel(jid).kind] == garment:
            return slot
    return -1
