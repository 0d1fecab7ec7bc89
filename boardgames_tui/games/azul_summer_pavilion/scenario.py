"""Build a position in the game's own words, for tests, tutorials, puzzles and analysis.

    scenario.azul(round=3, hand={"blue": 2}, board={"orange": [1, 3]})

gives Phase 2 of round 3 (orange is wild), the first player to place, holding two blue
tiles, with the 1 and the 3 of the orange star covered. Everything not mentioned is as
a real game would have it: the tiles nobody holds are in the bag, shuffled by the seed,
the supply is drawn from the bag, and in Phase 1 the factories are too. With nothing
given, `azul()` is exactly the set-up of a new game.

Words used:

- colours: "purple", "green", "orange", "yellow", "blue", "red"; a set of tiles is a
  mapping colour -> how many, e.g. {"blue": 2, "purple": 1};
- stars: "centre" (or "center") and the outer stars by their colour on the standard side
  ("purple", "orange", "red", "blue", "yellow", "green"); on the grey side also by their
  place ("left", "upper-left", "upper-right", "right", "lower-right", "lower-left");
- spaces: the numbers 1..6 of a star's spaces (the index a placement names: on the
  standard side the printed cost of an outer star's space);
- a board: star -> the spaces covered, either a list of numbers (an outer star of the
  standard side, covered with its own colour) or {number: colour};
- players: a seat number (0 is the first player) or the player's name;
- phases: "take" (Phase 1), "place" (Phase 2), "bonus" (choosing bonus tiles after a
  placement surrounded a symbol) and "over".

What it checks: the names, each space covered once, the colours a star may hold (rules
§4, §5, D13, D15), at most 22 tiles of a colour (§2), at most 4 kept tiles per player,
none in round 6 (§10.6, D2), that the player to act has a decision to make, and that
the phase agrees with where the tiles are. What it does not check: that the points
match the covered spaces (give them with `scores`), and, when both `bag` and `tower`
are given, that all 132 tiles are somewhere (the rest are then out of the game).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Literal

from boardgames_tui.engine.rng import shuffled

from .bag import draw, refill_factories
from .components import board as board_data
from .components import constants
from .state import AzulState, Phase
from .words import COLOUR_WORDS, STAR_WORDS

Tiles = Mapping[str, int]
Board = Mapping[str, Sequence[int] | Mapping[int, str]]
Seat = int | str


class ScenarioError(ValueError):
    """A position that cannot be built, said in the game's words."""


def azul(
    players: int | Sequence[str] = 2,
    *,
    side: Literal["standard", "grey"] = "standard",
    seed: int = 7,
    round: int | None = None,
    phase: Phase | None = None,
    to_act: Seat | None = None,
    start_player: Seat = 0,
    token: Seat | None = None,
    factories: Sequence[Tiles] | None = None,
    centre: Tiles | None = None,
    hand: Tiles | None = None,
    hands: Sequence[Tiles] | None = None,
    board: Board | None = None,
    boards: Sequence[Board] | None = None,
    kept: Sequence[Tiles] | None = None,
    passed: Sequence[Seat] = (),
    bonus_owed: int = 0,
    supply: Sequence[str | None] | None = None,
    bag: Sequence[str] | None = None,
    tower: Tiles | None = None,
    scores: Sequence[int] | None = None,
) -> AzulState:
    """A position of Azul: Summer Pavilion (see the module docstring for the words).

    - `players`: how many (named P1, P2, ...) or their names; `side`: "standard" or "grey".
    - `round`: 1..6 (default 1, or 6 when the game is over).
    - `phase`: default "bonus" when `bonus_owed` is given, "place" when `hand`/`hands` are
      given without factories or centre, else "take".
    - `to_act`: whose decision it is (default the start player in Phase 1, else seat 0).
    - `token`: who holds the start player token (default: it lies in the centre).
    - `factories`: the factory displays in order (missing ones are empty; default in
      Phase 1: filled from the bag); `centre`: the tiles in the centre of the table.
    - `hand`: the hand of the player to act; `hands`: every player's hand, by seat.
    - `board`: the board of the player to act; `boards`: every player's board, by seat.
    - `kept`: the tiles each player kept when passing this round (the board's corners).
    - `passed`: the players who passed this round (Phase 2 only).
    - `bonus_owed`: bonus tiles the player to act still chooses from the supply.
    - `supply`: the 10 supply spaces, a colour or None each (default: drawn from the bag).
    - `bag`: the bag in draw order, the next tile first (default: every tile not placed
      elsewhere, shuffled by `seed`); `tower`: the tiles in the tower (default empty,
      or the tiles left over when `bag` is given).
    - `scores`: each player's score so far (default 5 each, the start score).
    """
    names = [f"P{i + 1}" for i in range(players)] if isinstance(players, int) else list(players)
    n = len(names)
    k = constants()
    if not 2 <= n <= 4:
        raise ScenarioError(f"Azul: Summer Pavilion takes 2-4 players, not {n}")
    if side not in ("standard", "grey"):
        raise ScenarioError(f"the board side is 'standard' or 'grey', not {side!r}")

    def seat_of(who: Seat, what: str) -> int:
        if isinstance(who, str):
            if who not in names:
                raise ScenarioError(f"{what}: {who!r} is not one of the players {names}")
            return names.index(who)
        if not 0 <= who < n:
            raise ScenarioError(f"{what}: seat {who} does not exist with {n} players")
        return who

    if phase is None:
        if bonus_owed:
            phase = "bonus"
        elif (hand is not None or hands is not None) and factories is None and centre is None:
            phase = "place"
        else:
            phase = "take"
    if phase not in ("take", "place", "bonus", "over"):
        raise ScenarioError(f"the phase is 'take', 'place', 'bonus' or 'over', not {phase!r}")
    if round is None:
        round = k.rounds if phase == "over" else 1
    if not 1 <= round <= k.rounds:
        raise ScenarioError(f"the game has rounds 1 to {k.rounds}, not {round}")
    if phase == "over" and round != k.rounds:
        raise ScenarioError(f"the game ends after round {k.rounds}, not round {round}")
    first = seat_of(start_player, "start player")
    current = first if to_act is None and phase == "take" else seat_of(to_act or 0, "to act")
    holder = None if token is None else seat_of(token, "start token")

    # --- who holds what ------------------------------------------------------------
    all_hands = _per_seat(hands, hand, current, n, "hands", "hand", _counts)
    all_boards = _per_seat(boards, board, current, n, "boards", "board", lambda b, w: b)
    tiles = [_board(side, b or {}, f"{names[s]}'s board") for s, b in enumerate(all_boards)]
    corners = [_counts(c, f"{names[s]}'s kept tiles") for s, c in enumerate(kept or [{}] * n)]
    if len(corners) != n:
        raise ScenarioError(f"kept: one set of tiles per player ({n}), not {len(corners)}")
    passers = {seat_of(p, "passed") for p in passed}
    displays = None
    if factories is not None:
        count = k.factories_by_players[n]
        if len(factories) > count:
            raise ScenarioError(f"{n} players play with {count} factories, not {len(factories)}")
        displays = [_counts(f, f"factory {i + 1}") for i, f in enumerate(factories)]
        for i, f in enumerate(displays):
            if sum(f) > k.tiles_per_factory:
                raise ScenarioError(
                    f"factory {i + 1} holds {sum(f)} tiles, at most {k.tiles_per_factory}"
                )
        displays += [[0] * 6 for _ in range(count - len(displays))]
    middle = _counts(centre or {}, "the centre")
    spaces = None if supply is None else _supply(supply)
    bag_tiles = None if bag is None else [_colour(c, "the bag") for c in reversed(bag)]
    tower_tiles = None if tower is None else _counts(tower, "the tower")

    # --- the phase agrees with the tiles ---------------------------------------------
    _check_phase(phase, round, current, names, all_hands, corners, passers, displays, middle)
    if bonus_owed and phase != "bonus":
        raise ScenarioError("bonus tiles are owed only in the bonus phase")
    if phase == "bonus":
        if bonus_owed < 1:
            raise ScenarioError("the bonus phase needs bonus_owed of at least 1")
        on_offer = sum(t is not None for t in spaces) if spaces is not None else k.supply_spaces
        if on_offer <= bonus_owed:
            raise ScenarioError(
                f"with {on_offer} supply tiles for {bonus_owed} owed there is no choice: "
                "the player takes them all (D6)"
            )

    # --- every tile is somewhere -----------------------------------------------------
    used = [0] * 6
    groups = [
        *all_hands,
        *corners,
        middle,
        *(displays or []),
        *([tower_tiles] if tower_tiles else []),
    ]
    for counts in groups:
        for c in range(6):
            used[c] += counts[c]
    loose = [*(t for b in tiles for t in b), *(spaces or []), *(bag_tiles or [])]
    for t in loose:
        if t is not None:
            used[t] += 1
    for c in range(6):
        if used[c] > k.tiles_per_colour:
            raise ScenarioError(
                f"there are {k.tiles_per_colour} {COLOUR_WORDS[c]} tiles, not {used[c]}"
            )
    rest = [c for c in range(6) for _ in range(k.tiles_per_colour - used[c])]
    if bag_tiles is None:
        bag_tiles, rest = shuffled(seed, 0, rest), []
    if tower_tiles is None:
        tower_tiles = [rest.count(c) for c in range(6)]

    if scores is not None and len(scores) != n:
        raise ScenarioError(f"scores: one per player ({n}), not {len(scores)}")
    start = k.start_score
    points = [max(0, s - start) for s in scores] if scores is not None else [0] * n
    penalties = [max(0, start - s) for s in scores] if scores is not None else [0] * n
    if scores is not None and min(scores) < k.min_score:
        raise ScenarioError(f"a score never drops below {k.min_score} (D1)")

    state = AzulState(
        players=names,
        seed=seed,
        rng_counter=1,
        side=side,
        round=round,
        phase=phase,
        current=current,
        start_player=first,
        bag=bag_tiles,
        tower=tower_tiles,
        factories=displays or [[0] * 6 for _ in range(k.factories_by_players[n])],
        centre=middle,
        token_in_centre=holder is None,
        token_holder=holder,
        supply=spaces if spaces is not None else [None] * k.supply_spaces,
        hands=all_hands,
        corners=corners,
        boards=tiles,
        passed=[s in passers for s in range(n)]
        if phase in ("place", "bonus")
        else [phase == "over" or round > 1] * n,
        placement_points=points,
        penalties=penalties,
        start_scores=[start] * n,
        bonus_owed=bonus_owed,
    )
    if spaces is None:
        for i in range(k.supply_spaces):
            state.supply[i] = draw(state)
    if displays is None and phase == "take":
        refill_factories(state)
        if not any(any(f) for f in state.factories) and not any(middle):
            raise ScenarioError("Phase 1 needs tiles to take, and the bag and tower are empty")
    return state


def _check_phase(phase, round, current, names, hands, corners, passers, displays, middle):
    """The phase and the tiles must agree (rules §8-§11)."""
    name = names[current]
    on_offer = any(middle) or any(any(f) for f in displays or [])
    for seat, corner in enumerate(corners):
        if sum(corner) > constants().corner_capacity:
            raise ScenarioError(f"{names[seat]} keeps {sum(corner)} tiles: at most 4")
        if any(corner) and (phase == "take" or seat not in passers):
            raise ScenarioError(f"{names[seat]} keeps tiles but has not passed this round")
        if any(corner) and round == constants().rounds:
            raise ScenarioError("nothing is kept in the last round (D2)")
    if phase == "take":
        if passers:
            raise ScenarioError("players pass only in Phase 2, not while taking tiles")
        if displays is not None and not on_offer:
            raise ScenarioError("Phase 1 needs tiles in a factory or the centre")
        return
    if on_offer:
        raise ScenarioError(f"the factories and the centre are empty in the {phase} phase")
    for seat in passers:
        if any(hands[seat]):
            raise ScenarioError(f"{names[seat]} has passed, so their hand is empty")
    if phase == "over":
        if any(any(h) for h in hands):
            raise ScenarioError("at the end of the game every hand is empty")
        return
    if current in passers:
        raise ScenarioError(f"{name} has passed and makes no more decisions this round")
    if phase == "place" and not any(hands[current]):
        raise ScenarioError(f"{name} has no tiles, so passes by themselves: nobody to ask")


def _per_seat(many, one, current, n, many_word, one_word, convert):
    """`hands=[...]` for every seat, or `hand=...` for the player to act."""
    if many is not None and one is not None:
        raise ScenarioError(f"give {many_word} or {one_word}, not both")
    if many is None:
        many = [one if s == current and one is not None else {} for s in range(n)]
    if len(many) != n:
        raise ScenarioError(f"{many_word}: one per player ({n}), not {len(many)}")
    return [convert(x, f"{many_word} of seat {s}") for s, x in enumerate(many)]


def _colour(name: str, where: str) -> int:
    if name not in COLOUR_WORDS:
        raise ScenarioError(f"{where}: {name!r} is no tile colour ({', '.join(COLOUR_WORDS)})")
    return COLOUR_WORDS.index(name)


def _counts(tiles: Tiles, where: str) -> list[int]:
    out = [0] * 6
    for name, count in tiles.items():
        if count < 0:
            raise ScenarioError(f"{where}: {count} {name} tiles is fewer than none")
        out[_colour(name, where)] += count
    return out


def _supply(spaces: Sequence[str | None]) -> list[int | None]:
    count = constants().supply_spaces
    if len(spaces) != count:
        raise ScenarioError(f"the supply has {count} spaces, not {len(spaces)}")
    return [None if s is None else _colour(s, "the supply") for s in spaces]


def _star(side: str, name: str, where: str) -> int:
    words = {"centre": 0, "center": 0}
    for i, star_id in enumerate(board_data().star_ids):
        words[star_id] = i
        if side == "grey":
            words[STAR_WORDS["grey"][i]] = i
    if name not in words:
        raise ScenarioError(f"{where}: {name!r} is no star ({', '.join(sorted(words))})")
    return words[name]


def _board(side: str, covered: Board, where: str) -> list[int | None]:
    """Board tiles from {star: [numbers]} or {star: {number: colour}}."""
    b = board_data()
    tiles: list[int | None] = [None] * 42
    for star_name, spaces in covered.items():
        star = _star(side, star_name, where)
        own = b.star_colour[star] if side == "standard" else None
        if isinstance(spaces, Mapping):
            pairs = [(k, _colour(c, where)) for k, c in spaces.items()]
        elif own is None:
            raise ScenarioError(
                f"{where}: the {star_name} star takes several colours: "
                "give its spaces as {number: colour}"
            )
        else:
            pairs = [(k, own) for k in spaces]
        for k, colour in pairs:
            if not 1 <= k <= 6:
                raise ScenarioError(f"{where}: a star has spaces 1 to 6, not {k}")
            if tiles[star * 6 + k - 1] is not None:
                raise ScenarioError(f"{where}: the {k} of the {star_name} star is covered twice")
            tiles[star * 6 + k - 1] = colour
        _check_star(side, star, [t for t in tiles[star * 6 : star * 6 + 6] if t is not None])
    return tiles


def _check_star(side: str, star: int, colours: list[int]) -> None:
    """Standard side: an outer star holds its colour, the centre six different ones (D15);
    grey side: one colour or all different, as the first two tiles decided (D13)."""
    own = board_data().star_colour[star]
    star_name = STAR_WORDS[side][star]
    if side == "standard" and own is not None:
        if any(c != own for c in colours):
            raise ScenarioError(f"the {star_name} star takes only {COLOUR_WORDS[own]} tiles")
        return
    if len(set(colours)) == len(colours):
        return
    if side == "grey" and len(set(colours)) == 1:
        return
    raise ScenarioError(
        f"the {star_name} star holds "
        + ("each colour once" if side == "standard" else "one colour or six different ones")
    )
