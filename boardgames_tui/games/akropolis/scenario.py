"""Build an Akropolis position in the game's own terms, for tests, tutorials and puzzles.

Tiles are named by their number in the rules' tile table (rules §12), placed in a city
with h0 on a spot `(q, r)` of the axial grid around the starting plaza (rules §2.1, §2.3)
and turned a number of sixth-turns clockwise; players are named by their names:

    scenario.akropolis(
        players=["Ana", "Ben"],
        site=[30, 24, 1, 7],
        cities={"Ana": [(24, (2, -1), 0)]},
        stones={"Ana": 4},
        held=7,
    )

The result is a state of the current representation. What is checked: every tile is
one of this game's tiles and appears once; every city tile is a legal placement on the
city built so far (rules §4.2); the site holds at most N+2 tiles; stones are not
negative. What is not checked: that the numbers of tiles in the cities, the site and the
stacks fit one history of turns (the round and turn counters are derived from them), and
that the stones match what was paid and earned (by default each side starts with its
starting stones plus the quarries its city tiles covered, rules §4.3).

`hex_city` builds a bare city map from hexes named per spot, for scoring questions about
shapes no tile sequence need reach.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from . import RULES
from .city import CityMap, map_of, placement_problem, quarries_covered
from .components import colour_of, data, is_district, is_plaza, is_quarry
from .state import AkropolisOptions, AkropolisState, City, Placement

# A city tile as a scenario names it: (tile number, (q, r) of its h0, sixth-turns).
CityTile = tuple[int, tuple[int, int], int]
# Per side: a value by player name, or a list in seat order.
PerSide = Mapping[str, int] | Sequence[int]


def akropolis(
    players: Sequence[str] = ("Ana", "Ben"),
    *,
    seed: int = 1,
    options: AkropolisOptions | None = None,
    site: Sequence[int] | None = None,
    cities: Mapping[str, Sequence[CityTile]] | None = None,
    stones: PerSide | None = None,
    held: int | None = None,
    to_play: str | None = None,
    chief: str | None = None,
    stacks: int | None = None,
    architect_tiles: Sequence[int] = (),
) -> AkropolisState:
    """A position of a game for `players` set up with `seed` and `options`.

    `site`: the construction site, front (free) tile first; unnamed, the site of the
    set-up. `cities`: each player's tiles in the order they were laid. `stones`: a
    side's stones (unnamed sides keep the default above). `held`: the tile `to_play`
    has taken and not yet placed. `to_play` and `chief`: player names (default: the
    first player; in solo the Illustrious Architect is never to play). `stacks`: face-down
    stacks left (default: as many as at the set-up, or fewer when the tiles named
    elsewhere leave too few for them). The stacks hold the set-up's
    face-down tiles in their order, without the tiles named elsewhere, topped up with
    the set-up's site tiles no longer on the site. `architect_tiles`: solo only, the
    tiles the Illustrious Architect has collected.
    """
    opts = options or AkropolisOptions()
    start = RULES.setup(list(players), seed, opts)
    names = list(start.players)
    sides = start.sides
    pool = set(start.deck) | set(start.site)

    where: dict[int, str] = {}

    def claim(tile: int, place: str) -> None:
        if tile not in pool:
            raise ValueError(f"tile {tile} is not one of the tiles of this game")
        if tile in where:
            raise ValueError(f"tile {tile} is named twice: {where[tile]} and {place}")
        where[tile] = place

    site_tiles = list(start.site if site is None else site)
    if len(site_tiles) > sides + 2:
        raise ValueError(f"the construction site holds at most {sides + 2} tiles, "
                         f"not {len(site_tiles)}")
    for tile in site_tiles:
        claim(tile, "on the construction site")
    if held is not None:
        claim(held, "in hand")
    if architect_tiles and not start.solo:
        raise ValueError("only the solo game has an Illustrious Architect collecting tiles")
    for tile in architect_tiles:
        claim(tile, "with the Illustrious Architect")

    placed: list[list[Placement]] = [[] for _ in names]
    gained = [0] * len(names)
    for name, tiles in (cities or {}).items():
        seat = _seat(names, name, "city")
        for n, (tile, (q, r), rot) in enumerate(tiles, start=1):
            claim(tile, f"in {name}'s city")
            cm = map_of(placed[seat])
            level, reason = placement_problem(cm, (q, r), rot)
            if not level:
                raise ValueError(f"{name}'s tile number {n} in order (tile {tile}) cannot go "
                                 f"on {(q, r)} turned {rot}: {reason}")
            gained[seat] += quarries_covered(cm, (q, r), rot)
            placed[seat].append((tile, q, r, rot))

    per_stack = start.per_stack
    unnamed = [t for t in [*start.deck, *start.site] if t not in where]
    if stacks is None:
        left = min(len(start.deck), len(unnamed)) // per_stack
    else:
        left = stacks
    if left < 0 or left * per_stack > len(unnamed):
        raise ValueError(f"{left} stacks of {per_stack} tiles do not fit the "
                         f"{len(unnamed)} tiles left")
    deck = unnamed[: left * per_stack]

    side_stones = [*start.stones]
    for seat in range(len(names)):
        side_stones[seat] += gained[seat]
    for seat, value in _per_side(names, sides, stones, "stones").items():
        if value < 0:
            raise ValueError(f"a side cannot have {value} stones")
        side_stones[seat] = value

    current = _seat(names, to_play, "turn") if to_play is not None else 0
    rounds = 1 + (len(start.deck) // per_stack - left)  # every refill starts a round
    over = not site_tiles and not deck and held is None
    return AkropolisState(
        players=names,
        seed=seed,
        rng_counter=start.rng_counter,
        options=opts,
        deck=deck,
        site=site_tiles,
        stones=side_stones,
        cities=[City(placed=p) for p in placed],
        architect_tiles=list(architect_tiles),
        chief=_seat(names, chief, "chief") if chief is not None else 0,
        current=current,
        held=held,
        round=rounds,
        turn=1 + sum(len(p) for p in placed) + len(architect_tiles),
        over=over,
    )


def _seat(names: list[str], name: str, what: str) -> int:
    if name not in names:
        raise ValueError(f"{name!r} is not a player of this game ({', '.join(names)}); "
                         f"asked for the {what}")
    return names.index(name)


def _per_side(names: list[str], sides: int, values: PerSide | None, what: str) -> dict[int, int]:
    if values is None:
        return {}
    if isinstance(values, Mapping):
        return {_seat(names, name, what): v for name, v in values.items()}
    if len(values) != sides:
        raise ValueError(f"{len(values)} {what} values for {sides} sides")
    return dict(enumerate(values))


# --- bare city maps for scoring questions --------------------------------------------

def _hex_names() -> dict[str, str]:
    """'house' -> 'h', 'garden plaza' -> 'G', 'quarry' -> 'q', plus every letter of the
    rules' tile table (§12) for itself."""
    out: dict[str, str] = {}
    for code in data().hex_codes:
        out[code] = code
        if is_quarry(code):
            out["quarry"] = code
        elif is_plaza(code):
            out[f"{colour_of(code)} plaza"] = code
        elif is_district(code):
            out[colour_of(code)] = code
    return out


def hex_city(spots: Mapping[tuple[int, int], str | Sequence[str]]) -> CityMap:
    """A city map whose spot `(q, r)` holds the hexes named, bottom to top.

    A stack is a list of hex names ("quarry", "house", "garden plaza", ...) or, as in
    the rules' tile table (§12), a string of hex letters ("qqh": two quarries under a
    house). Every hex counts as a tile of its own, so no placement rule applies; use it
    to ask scoring questions (rules §5, §6) about any shape.
    """
    names = _hex_names()
    stacks: dict[tuple[int, int], tuple[tuple[str, int], ...]] = {}
    uid = 1000  # tile ids of their own, above every real tile number
    for pos, hexes in spots.items():
        if isinstance(hexes, str):
            hexes = [hexes] if len(hexes) > 1 and hexes in names else list(hexes)
        stack = []
        for name in hexes:
            if name not in names:
                raise ValueError(f"{name!r} is no hex of Akropolis (known: "
                                 f"{', '.join(n for n in names if len(n) > 1)})")
            uid += 1
            stack.append((names[name], uid))
        if not stack:
            raise ValueError(f"spot {pos} is named with no hex on it")
        stacks[pos] = tuple(stack)
    return CityMap(stacks)
