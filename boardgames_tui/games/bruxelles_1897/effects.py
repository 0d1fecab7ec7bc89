"""What a decision changed beyond its own words, for the log (issue 32): a House or a
Sale with a single option is resolved inside the placement, the Expo scores every
player, the Cinquantenaire Park and some nobles draw cards — and the placement's line
names only the card and its price. `effect_lines(before, after)` names every other
change of any player's points, francs, architects in hand, tracks and collections.

One line per cause: "Expo: Ana +8 points; Ben +2 points", "House: Ana −2 material cards
(brick+metal), +1 house, +3 points". What the decision's own line already says is left
out: the placed architects and their price, the pass income.
"""

from __future__ import annotations

from collections import Counter

from boardgames_tui.engine import i18n

from . import flow
from . import placement as pl
from .components import load_data
from .labels import action_label, material_pair
from .state import GameState
from .words import data_name, francs, joined, location_name, say, track

_, ngettext, N_ = i18n.domain("bruxelles_1897")


def arch_sides(card: str) -> str:
    a = load_data().architect(card)
    return f"{a.low}/{a.high}"


def _signed(n: int, text: str) -> str:
    return f"+{text}" if n > 0 else f"−{text}"


def _points(n: int) -> str:
    text = ngettext("{n} point", "{n} points", abs(n)).format(n=abs(n))
    return _signed(n, text)


def _counted(before: list[str], after: list[str]) -> tuple[Counter, Counter]:
    a, b = Counter(after), Counter(before)
    return a - b, b - a


def _explained(before: GameState, after: GameState, seat: int) -> tuple[Counter, int]:
    """The architects that left `seat`'s hand for the grid or Brussels and the francs
    paid or taken that the decision's own line names (price, pass income)."""
    cards: Counter = Counter()
    money = 0
    for b, a in zip(before.grid, after.grid, strict=False):
        if not b.taken and a.owner == seat and a.architect is not None:
            cards[a.architect.card] += 1
            money -= a.architect.value
    for loc, groups in after.brussels.items():
        old = before.brussels.get(loc, [])
        for g in groups[len(old):]:
            if g.seat == seat:
                cards.update(p.card for p in g.cards)
    # an architect added to a Brussels placement leaves the hand then
    cards.update(Counter(p.card for p in after.brussels_sel)
                 - Counter(p.card for p in before.brussels_sel))
    if _passed_by_choice(before, after, seat):
        money += pl.pass_income(before)
    return +cards, money


def _passed_by_choice(before: GameState, after: GameState, seat: int) -> bool:
    """`seat` passed by its own decision (its line says so and names the income), not
    automatically for having no placement left (rules §10)."""
    if not after.seats[seat].passed or before.seats[seat].passed:
        return False
    if before.step != "turn" or seat not in flow.to_act(before):
        return False
    placed = any(not b.taken and a.owner == seat
                 for b, a in zip(before.grid, after.grid, strict=False))
    return not placed and after.brussels == before.brussels


def seat_changes(before: GameState, after: GameState, seat: int) -> list[str]:
    """Every change of one player's display, in words, but what the decision's line
    names."""
    p, q = before.seats[seat], after.seats[seat]
    out: list[str] = []
    cards, paid = _explained(before, after, seat)
    if q.passed and not p.passed and not _passed_by_choice(before, after, seat):
        out.append(_("passes, having no placement left"))
    if q.vp != p.vp:
        out.append(_points(q.vp - p.vp))
    money = q.money - p.money - paid
    if money:
        out.append(_signed(money, francs(abs(money))))
    for name in ("architecture", "nobility", "prestige"):
        if q.track(name) != p.track(name):
            out.append(say(_("{track} {before} → {after}"), track=track(name),
                           before=p.track(name), after=q.track(name)))
    if q.houses != p.houses:
        n = q.houses - p.houses
        out.append(_signed(n, ngettext("{n} house", "{n} houses", abs(n)).format(n=abs(n))))
    got, lost = _counted(p.artworks, q.artworks)
    for colour, n in sorted(got.items()):
        out.append("+" + ngettext("{n} {colour} artwork", "{n} {colour} artworks", n).format(
            n=n, colour=data_name(colour)))
    for colour, n in sorted(lost.items()):
        out.append("−" + ngettext("{n} {colour} artwork", "{n} {colour} artworks", n).format(
            n=n, colour=data_name(colour)))
    got, lost = _counted(p.materials, q.materials)
    for sign, pairs in (("+", got), ("−", lost)):
        if pairs:
            n = sum(pairs.values())
            out.append(sign + say(_("{cards} ({materials})"), cards=ngettext(
                "{n} material card", "{n} material cards", n).format(n=n),
                materials=joined([material_pair(pair) for pair in sorted(pairs.elements())])))
    names = {n.id: n.name for n in load_data().nobles}
    got, lost = _counted([n.id for n in p.nobles], [n.id for n in q.nobles])
    for noble in sorted(got.elements()):
        out.append("+" + say(_("1 noble ({name})"), name=names.get(noble, noble)))
    for noble in sorted(lost.elements()):
        out.append("−" + say(_("1 noble ({name})"), name=names.get(noble, noble)))
    was = Counter(n.id for n in p.nobles if n.ready)
    now = Counter(n.id for n in q.nobles if n.ready)
    for noble in sorted((was - now - lost).elements()):
        out.append(say(_("{name} used"), name=names.get(noble, noble)))
    for noble in sorted((now - was - got).elements()):
        out.append(say(_("{name} ready again"), name=names.get(noble, noble)))
    to_prison, freed = _counted(p.prison, q.prison)
    for card in sorted(to_prison.elements()):
        out.append(say(_("architect {sides} to prison"), sides=arch_sides(card)))
    for card in sorted(freed.elements()):
        out.append(say(_("architect {sides} out of prison"), sides=arch_sides(card)))
    got, lost = _counted(p.hand, q.hand)
    lost = lost - cards - to_prison
    got = got - freed
    for card, n in sorted(got.items()):
        out.append("+" + ngettext("{n} architect {sides} in hand",
                                  "{n} architects {sides} in hand", n).format(
            n=n, sides=arch_sides(card)))
    for card, n in sorted(lost.items()):
        out.append("−" + ngettext("{n} architect {sides} in hand",
                                  "{n} architects {sides} in hand", n).format(
            n=n, sides=arch_sides(card)))
    return out


def _cause(before: GameState, after: GameState) -> str | None:
    """What resolved: the grid card just taken, the Brussels card just confirmed or the
    noble just used."""
    names = {n.id: n.name for n in load_data().nobles}
    for p, q in zip(before.seats, after.seats, strict=True):
        used = Counter(n.id for n in p.nobles if n.ready) - Counter(
            n.id for n in q.nobles if n.ready)
        if used and len(q.nobles) >= len(p.nobles):
            return names.get(next(iter(used)), None)
    for b, a in zip(before.grid, after.grid, strict=False):
        if not b.taken and a.taken:
            return action_label(b.action)
    if before.step == "brussels" and after.step != "brussels" and before.brussels_loc:
        return location_name(before.brussels_loc)
    if before.step == "park" or before.step in ("sell", "build"):
        return None
    return None


def effect_lines(before: GameState, after: GameState) -> list[str]:
    """One line naming every change the decision's own line leaves out (see above), or
    nothing when there is none. A Sale's or a House's own choice names its effect."""
    # a Sale's or a House's own choice names what it does for its player
    said = flow.to_act(before)[0] if before.step in ("sell", "build") else None
    parts = []
    for seat in range(len(after.seats)):
        changes = seat_changes(before, after, seat) if seat != said else []
        if changes:
            parts.append(say(_("{name} {changes}"), name=after.players[seat],
                             changes=", ".join(changes)))
    if not parts:
        return []
    cause = _cause(before, after)
    text = _("; ").join(parts)
    return [say(_("{cause}: {changes}"), cause=cause, changes=text) if cause else
            say(_("Effect: {changes}"), changes=text)]

