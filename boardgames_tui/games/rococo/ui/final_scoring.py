"""The final scoring walked through on the board (rules §7): the seven steps in the
rulebook's order, each step's lines and the spots of the palace it lights, and the block
drawn above the board while the walk goes on. The board itself is drawn by draw.py.
"""

# Sentences keep named placeholders (str.format) so a later gettext pass can wrap them.

from __future__ import annotations

from boardgames_tui.engine import i18n

from .. import board as B
from .. import components as C
from .. import outlook as O
from .. import scoring as S
from .. import words as W
from ..state import State
from .canvas import Block, wrap
from .choices import fireworks_tie_words, tie_words

_, ngettext, N_ = i18n.domain("rococo")

FINAL_STEPS = [
    N_("Money"),
    N_("Cards"),
    N_("Hall majorities"),
    N_("Fireworks"),
    N_("Terrace"),
    N_("Statues"),
    N_("Printed points"),
]


NOBODY = -2  # no seat: the final scoring names every player by name


# the score sheet's categories each step of the walk reveals (the terrace is part of
# the dresses' points, shown in the last step with them)
STEP_CATEGORIES = [
    ("Money",),
    ("Cards",),
    ("Halls",),
    ("Fireworks",),
    (),
    ("Statues",),
    ("Dresses", "Decorations", "All halls", "Prestige tokens"),
]


def final_step_lines(state: State, step: int) -> tuple[list[str], set]:
    """The lines of one final scoring step and the spots it lights (rules §7)."""
    names = state.players
    sd = B.side(state)
    seats = range(len(names))
    spots: set = set()
    if step == 0:
        rate = int(C.const("money_to_pp_rate"))
        lines = [
            _("{n}: {m} Livre → {p} ({r} Livre left for ties)").format(
                n=names[s],
                m=state.seats[s].money,
                p=W.points(state.seats[s].money // rate),
                r=state.seats[s].money % rate,
            )
            for s in seats
        ]
        return lines, spots
    if step == 1:
        lines = []
        for s in seats:
            lines.append(
                _("{n}: {p} from crown cards, the Queen's favour and jewels").format(
                    n=names[s], p=W.points(S.card_points(state, s))
                )
            )
        return lines, spots
    if step == 2:
        lines = []
        for h in sd.halls:
            standing = O.hall_standing(state, h.id)
            counts, pts = standing.counts, standing.points
            spots |= {("guest", g.id) for g in h.guest_spaces if g.id in state.halls}
            who = (
                ", ".join(
                    _("{n} {k} → {p}").format(
                        n=_owner_name(state, o), k=k, p=W.points(pts.get(o, 0)))
                    for o, k in sorted(counts.items(), key=lambda kv: -kv[1])
                )
                or _("no dresses")
            )
            tie = tie_words(state, NOBODY, standing)
            if tie:
                who = _("{standing}; {tie}").format(standing=who, tie=tie)
            lines.append(
                _("{hall} ({x}/{y}): {who}").format(
                    hall=W.hall_name(state, h.id), x=S.majority_points(state, h.majority)[0],
                    y=S.majority_points(state, h.majority)[1] or "-", who=who
                )
            )
        return lines, spots
    if step == 3:
        fw = S.fireworks_majority(state)
        spots |= {("deco", f.id) for f in sd.fireworks if f.id in state.decorations}
        lines = []
        for o in S.owners(state):
            k = sum(1 for f in sd.fireworks if state.decorations.get(f.id) == o)
            lines.append(ngettext("{n}: {k} fireworks space → {p}",
                                  "{n}: {k} fireworks spaces → {p}", k).format(
                n=_owner_name(state, o), k=k, p=W.points(fw.get(o, 0))))
        tie = fireworks_tie_words(state, NOBODY, S.fireworks_tie(state),
                                  S.fireworks_tie(state, place=2))
        if tie:
            lines.append(tie[:1].upper() + tie[1:])
        return lines, spots
    if step == 4:
        terrace = S.terrace_assignment(state)
        spots |= {("terrace", f) for f in terrace}
        lines = [
            _("{n}'s {dress} moves from the King's hall to the terrace: {p} ×{m}").format(
                n=_owner_name(state, state.decorations[f]),
                dress=W.dress_name(d),
                p=W.points(C.dress(d).pp),
                m=B.decoration(state, f).terrace_multiplier,
            )
            for f, d in terrace.items()
        ] or [
            _("Nobody has a fireworks space and a dress in the King's hall: the terrace stays "
              "empty")
        ]
        return lines, spots
    if step == 5:
        spots |= {("deco", s.id) for s in sd.statues if s.id in state.decorations}
        lines = [
            _("{n}: {k} statues → {p}").format(
                n=names[s],
                k=sum(1 for x in sd.statues if state.decorations.get(x.id) == s),
                p=W.points(S.statue_points(state, s)),
            )
            for s in seats
        ]
        return lines, spots
    lines = []
    for s in seats:
        dresses, decos, halls = S.marker_points(state, s)
        lines.append(
            _("{n}: dresses {a}, decorations {b}, All halls {c}, prestige tokens bought {d}"
              ).format(n=names[s], a=W.points(dresses), b=W.points(decos),
                       c=W.points(halls), d=W.points(state.seats[s].pp))
        )
    return lines, spots


def _owner_name(state: State, owner: int) -> str:
    return _("the Rival") if owner == C.RIVAL else state.players[owner]


def final_block(state: State, step: int, width: int) -> Block:
    lines, _spots = final_step_lines(state, step)
    b = Block()
    b.put(
        _("Final scoring, step {k} of {n}: {title}").format(
            k=step + 1, n=len(FINAL_STEPS), title=_(FINAL_STEPS[step])
        ),
        "bold reverse",
    )
    b.put("  ")
    b.put(_("  Enter: next step").strip(), "dim", spot=("next-step",))
    for line in lines:
        for part in wrap(line, width, 2):
            b.nl()
            b.put(part)
    return b
