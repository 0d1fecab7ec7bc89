"""Every text a player reads about Azul, in the game's own words (architecture §Words).

Spaces are named the way a player points at them: by the number printed on the space
and its star ("the 3 of the purple star"); on the grey side, where stars have no colour,
by the star's place on the board ("the left star"), and in the grey centre star (six 3s)
by the point of the star ("the top 3 of the centre star"). Symbols are named by the stars
they stand between. Sentences are whole templates with named placeholders, so they can
be translated later.
"""

from __future__ import annotations

from .components import board

COLOUR_WORDS = ["purple", "green", "orange", "yellow", "blue", "red"]

# star index -> how a player names it (standard side: by colour; grey side: by place)
STAR_WORDS = {
    "standard": ["centre", "purple", "orange", "red", "blue", "yellow", "green"],
    "grey": ["centre", "left", "upper-left", "upper-right", "right", "lower-right", "lower-left"],
}
POINT_WORDS = {
    "T": "top",
    "UR": "upper-right",
    "LR": "lower-right",
    "B": "bottom",
    "LL": "lower-left",
    "UL": "upper-left",
}


def star_name(side: str, star: int) -> str:
    """ "the purple star", "the centre star", "the upper-left star"."""
    return f"the {STAR_WORDS[side][star]} star"


def space_name(side: str, space: int) -> str:
    """The space as a player points at it: "the 3 of the purple star"."""
    b = board()
    star, k = divmod(space, 6)
    cost = b.costs[side][space]
    same = [i for i in range(star * 6, star * 6 + 6) if b.costs[side][i] == cost]
    if len(same) > 1:
        point = POINT_WORDS[b.data.stars[star].positions[k]]
        return f"the {point} {cost} of {star_name(side, star)}"
    return f"the {cost} of {star_name(side, star)}"


def symbol_name(side: str, symbol: int) -> str:
    """ "the pillar by the purple star", "the statue between the purple and orange stars"."""
    b = board()
    sym = b.symbols[symbol]
    stars = [b.star_ids.index(s.split("/")[0]) for s in sym.spaces]
    outer = list(dict.fromkeys(s for s in stars if s != 0))
    words = STAR_WORDS[side]
    if sym.kind == "pillar":
        return f"the pillar between {star_name(side, outer[0])} and the centre star"
    if sym.kind == "statue":
        return f"the statue between the {words[outer[0]]} and {words[outer[1]]} stars"
    return f"the window of {star_name(side, outer[0])}"


def tiles_text(counts: list[int] | tuple[int, ...]) -> str:
    """ "3 blue and 1 purple", "1 red tile", "nothing"."""
    parts = [f"{n} {COLOUR_WORDS[c]}" for c, n in enumerate(counts) if n]
    if not parts:
        return "nothing"
    if len(parts) == 1:
        total = sum(counts)
        return "{what} tile{s}".format(what=parts[0], s="s" if total != 1 else "")
    return "{rest} and {last}".format(rest=", ".join(parts[:-1]), last=parts[-1])


def points_text(n: int) -> str:
    return "{n} point{s}".format(n=n, s="s" if n != 1 else "")


def source_name(source: int) -> str:
    return "the centre" if source == 0 else f"factory {source}"


def loss_text(lost: int, wanted: int) -> str:
    """The points a deduction actually costs, the score floor of 1 included (D1).

    "-3"; or, when the floor of 1 stops it, "-2 (a score never drops below 1)".
    """
    if lost == 0:
        return "no loss, at 1 point"
    if lost == wanted:
        return f"-{lost}"
    return f"-{lost}, as a score never drops below 1"
