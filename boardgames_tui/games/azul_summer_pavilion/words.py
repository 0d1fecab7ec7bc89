"""Every text a player reads about Azul, in the game's own words (architecture §Words).

Spaces are named the way a player points at them: by the number printed on the space
and its star ("the 3 of the purple star"); on the grey side, where stars have no colour,
by the star's place on the board ("the left star"), and in the grey centre star (six 3s)
by the point of the star ("the top 3 of the centre star"). Symbols are named by the stars
they stand between. Each noun phrase with its colour and count is one message (German
declines the colour with the noun), and lists are joined by a translatable pattern, so
every sentence can be translated whole.
"""

from __future__ import annotations

from functools import reduce

from ...engine import i18n
from .components import board

_, ngettext, N_ = i18n.domain("azul_summer_pavilion")

# the colour ids of actions and scenarios (English words; shown through the tables below)
COLOUR_WORDS = ["purple", "green", "orange", "yellow", "blue", "red"]

# star index -> how a player names it (standard side: by colour; grey side: by place)
STAR_WORDS = {
    "standard": ["centre", "purple", "orange", "red", "blue", "yellow", "green"],
    "grey": ["centre", "left", "upper-left", "upper-right", "right", "lower-right", "lower-left"],
}

# Translators: a colour on its own, as a noun ("Purple is wild", "Only purple can go here").
COLOUR_NAMES = [N_("purple"), N_("green"), N_("orange"), N_("yellow"), N_("blue"), N_("red")]

# Translators: a star, after a preposition ("the 3 of the purple star", "between the
# purple star and the centre star"); German: dative, "dem lila Stern".
STAR_NAMES = {
    "standard": [N_("the centre star"), N_("the purple star"), N_("the orange star"),
                 N_("the red star"), N_("the blue star"), N_("the yellow star"),
                 N_("the green star")],
    "grey": [N_("the centre star"), N_("the left star"), N_("the upper-left star"),
             N_("the upper-right star"), N_("the right star"), N_("the lower-right star"),
             N_("the lower-left star")],
}


def pgettext(context: str, message: str) -> str:
    return i18n.translate_context("azul_summer_pavilion", context, message)


# a star's word in "the statue between the purple and orange stars" (the context "statue"
# tells German to decline it: "zwischen dem lila und dem orangen Stern")
STAR_ADJECTIVES = {
    "standard": [lambda: "", lambda: pgettext("statue", "purple"),
                 lambda: pgettext("statue", "orange"), lambda: pgettext("statue", "red"),
                 lambda: pgettext("statue", "blue"), lambda: pgettext("statue", "yellow"),
                 lambda: pgettext("statue", "green")],
    "grey": [lambda: "", lambda: pgettext("statue", "left"),
             lambda: pgettext("statue", "upper-left"), lambda: pgettext("statue", "upper-right"),
             lambda: pgettext("statue", "right"), lambda: pgettext("statue", "lower-right"),
             lambda: pgettext("statue", "lower-left")],
}


def _star_adjective(side: str, star: int) -> str:
    return STAR_ADJECTIVES[side][star]()


# Translators: which of the six 3s of the grey centre star ("the top 3 of the centre star").
POINT_WORDS = {
    "T": N_("the top {cost} of {star}"),
    "UR": N_("the upper-right {cost} of {star}"),
    "LR": N_("the lower-right {cost} of {star}"),
    "B": N_("the bottom {cost} of {star}"),
    "LL": N_("the lower-left {cost} of {star}"),
    "UL": N_("the upper-left {cost} of {star}"),
}


def colour_name(colour: int) -> str:
    """The colour on its own: "purple" ("Lila")."""
    return _(COLOUR_NAMES[colour])


def join_and(items: list[str]) -> str:
    """ "a, b and c": the last two joined by the translated "and"."""
    if len(items) == 1:
        return items[0]
    return _("{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])


def join_each_and(items: list[str]) -> str:
    """ "a and b and c": every two joined by the translated "and"."""
    return reduce(lambda a, b: _("{first} and {last}").format(first=a, last=b), items)


def star_name(side: str, star: int) -> str:
    """ "the purple star", "the centre star", "the upper-left star"."""
    return _(STAR_NAMES[side][star])


def space_name(side: str, space: int) -> str:
    """The space as a player points at it: "the 3 of the purple star"."""
    b = board()
    star, k = divmod(space, 6)
    cost = b.costs[side][space]
    same = [i for i in range(star * 6, star * 6 + 6) if b.costs[side][i] == cost]
    if len(same) > 1:
        point = POINT_WORDS[b.data.stars[star].positions[k]]
        return _(point).format(cost=cost, star=star_name(side, star))
    return _("the {cost} of {star}").format(cost=cost, star=star_name(side, star))


def symbol_name(side: str, symbol: int) -> str:
    """ "the pillar by the purple star", "the statue between the purple and orange stars"."""
    b = board()
    sym = b.symbols[symbol]
    stars = [b.star_ids.index(s.split("/")[0]) for s in sym.spaces]
    outer = list(dict.fromkeys(s for s in stars if s != 0))
    if sym.kind == "pillar":
        return _("the pillar between {star} and the centre star").format(
            star=star_name(side, outer[0]))
    if sym.kind == "statue":
        return _("the statue between the {first} and {second} stars").format(
            first=_star_adjective(side, outer[0]), second=_star_adjective(side, outer[1]))
    return _("the window of {star}").format(star=star_name(side, outer[0]))


# "{count} blue" in a list of colours ("3 blue and 1 purple")
_COLOURED = [
    lambda n: ngettext("{count} purple", "{count} purple", n),
    lambda n: ngettext("{count} green", "{count} green", n),
    lambda n: ngettext("{count} orange", "{count} orange", n),
    lambda n: ngettext("{count} yellow", "{count} yellow", n),
    lambda n: ngettext("{count} blue", "{count} blue", n),
    lambda n: ngettext("{count} red", "{count} red", n),
]
# "{count} blue tiles", when one colour stands alone
_COLOURED_TILES = [
    lambda n: ngettext("{count} purple tile", "{count} purple tiles", n),
    lambda n: ngettext("{count} green tile", "{count} green tiles", n),
    lambda n: ngettext("{count} orange tile", "{count} orange tiles", n),
    lambda n: ngettext("{count} yellow tile", "{count} yellow tiles", n),
    lambda n: ngettext("{count} blue tile", "{count} blue tiles", n),
    lambda n: ngettext("{count} red tile", "{count} red tiles", n),
]
# "{count} wild purple": wild tiles of this round's wild colour, added to a list
_WILDS = [
    lambda n: ngettext("{count} wild purple", "{count} wild purple", n),
    lambda n: ngettext("{count} wild green", "{count} wild green", n),
    lambda n: ngettext("{count} wild orange", "{count} wild orange", n),
    lambda n: ngettext("{count} wild yellow", "{count} wild yellow", n),
    lambda n: ngettext("{count} wild blue", "{count} wild blue", n),
    lambda n: ngettext("{count} wild red", "{count} wild red", n),
]
ONE_WILD_TILE = [N_("1 wild purple tile"), N_("1 wild green tile"), N_("1 wild orange tile"),
                 N_("1 wild yellow tile"), N_("1 wild blue tile"), N_("1 wild red tile")]
A_TILE = [N_("a purple tile"), N_("a green tile"), N_("an orange tile"), N_("a yellow tile"),
          N_("a blue tile"), N_("a red tile")]
A_BONUS_TILE = [N_("a purple bonus tile"), N_("a green bonus tile"), N_("an orange bonus tile"),
                N_("a yellow bonus tile"), N_("a blue bonus tile"), N_("a red bonus tile")]


def coloured(colour: int, n: int) -> str:
    """ "3 blue" (a part of a list of colours)."""
    return _COLOURED[colour](n).format(count=n)


def wilds_text(colour: int, n: int) -> str:
    """ "1 wild purple"."""
    return _WILDS[colour](n).format(count=n)


def tiles_text(counts: list[int] | tuple[int, ...]) -> str:
    """ "3 blue and 1 purple", "1 red tile", "nothing"."""
    present = [(c, n) for c, n in enumerate(counts) if n]
    if not present:
        return _("nothing")
    if len(present) == 1:
        c, n = present[0]
        return _COLOURED_TILES[c](n).format(count=n)
    return join_and([coloured(c, n) for c, n in present])


def points_text(n: int) -> str:
    return ngettext("{count} point", "{count} points", n).format(count=n)


def source_name(source: int) -> str:
    """ "the centre", "factory 2" (German: after "aus", dative)."""
    return _("the centre") if source == 0 else _("factory {number}").format(number=source)


def loss_text(lost: int, wanted: int) -> str:
    """The points a deduction actually costs, the score floor of 1 included (D1).

    "-3"; or, when the floor of 1 stops it, "-2 (a score never drops below 1)".
    """
    if lost == 0:
        return _("no loss, at 1 point")
    if lost == wanted:
        return f"-{lost}"
    return _("-{lost}, as a score never drops below 1").format(lost=lost)
