"""Build a Bruxelles 1897 position in the game's own words, for tests, tutorials and
puzzles, without touching the state's fields:

    scenario.bruxelles(
        players=["Ana", "Ben"], seed=1, round=4, on_turn="Ana",
        grid=["Artwork red"] * 12,
        architects={"A1": ("Ana", "1/3", 3), "B4": ("Ben", "2/4", 2)},
        columns=["Architecture", "Nobility", "Prestige", "Prison"],
        brussels={"Stock Exchange": [("Ben", [("1/3", 1), ("1/3", 1)])]},
        seats={"Ana": Player(money=8, materials=["wood+brick"], nobles=["Brugmann", "Buls"],
                             used_nobles=["Buls"])},
        discards={"artwork": ["Artwork blue", "Artwork red"]},
    )

The position starts from the seeded setup (rules §4) and replaces only what is asked.
Grid positions are named as the board labels them: a row letter and a column number
("B3" is row B, column 3). Action cards are named as the board names them ("Artwork red",
"Material wood+brick", "Noble Victor Horta" or "Horta", "Sale", "House", "Expo"; "" for a
position where no card was dealt), architects by their faces ("1/3", "2/4", "2/5"),
Brussels cards by their names, bonus cards and score categories by their printed names.
Piles are listed top card first.

What it checks: every name, every position (and none given twice), architect faces,
that a Brussels placement beats the one before it (§6.3), that a player does not place
more architects of a kind than they have outside prison. What it does not check: an
explicitly given hand is taken as it is (so a player's architects need not add up to
their seven cards), a grid given by hand is not taken out of the draw piles, the Expo
card's place (`expo_in_area` says whether an Exhibition can still happen this round),
and whether the player on turn could act at all (the rules would have passed them).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TypeVar

from .components import load_data
from .flow import start_round_actions
from .labels import action_label
from .scoring import CATEGORIES
from .setup import DECK_TYPES, full_decks, new_game
from .state import Cell, GameState, Group, Options, OwnedNoble, Placed
from .words import ROW_LETTERS, architect, position


class ScenarioError(ValueError):
    """A position that cannot be built as asked; the message says what is wrong."""


@dataclass(frozen=True)
class Player:
    """One player's belongings; `None` keeps what the setup dealt.

    `hand` and `prison` are architects by their faces ("1/3"); by default the hand is
    the player's seven cards less those in prison, on the grid and in Brussels.
    `materials` are material cards by their two materials ("wood+brick"), `artworks`
    colours, `nobles` the nobles owned (the Brugmann start card included), `used_nobles`
    those already activated this round. `points` are victory points by score category
    ("Coats of arms": 4); the total is their sum."""

    hand: list[str] | None = None
    prison: list[str] | None = None
    money: int | None = None
    architecture: int | None = None
    nobility: int | None = None
    prestige: int | None = None
    artworks: list[str] | None = None
    materials: list[str] | None = None
    houses: int | None = None
    nobles: list[str] | None = None
    used_nobles: list[str] | None = None
    points: dict[str, int] | None = None


def bruxelles(
    players: int | list[str] = 2,
    *,
    seed: int = 1,
    options: Options | dict | None = None,
    round: int = 1,  # noqa: A002 - the game's word
    first_player: str | None = None,
    on_turn: str | None = None,
    passed: list[str] | None = None,
    first_passer: str | None = None,
    grid: list[str] | dict[str, str] | None = None,
    architects: dict[str, tuple[str, str, int]] | None = None,
    columns: list[str] | None = None,
    brussels: dict[str, list[tuple[str, list[tuple[str, int]]]]] | None = None,
    seats: dict[str, Player] | None = None,
    draw_piles: dict[str, list[str]] | None = None,
    discards: dict[str, list[str]] | None = None,
    expo_in_area: bool | None = None,
) -> GameState:
    """A position in the action phase of `round`, with the asked changes (see the module
    docstring); `first_player` holds the First Player card, `on_turn` (default: the first
    player) decides now."""
    names = _player_names(players)
    opts = options if isinstance(options, Options) else Options(**(options or {}))
    state = new_game(names, seed, opts)
    start_round_actions(state)
    seat_of = _seat_lookup(names)
    data = load_data()
    if not 1 <= round <= data.rounds.value:
        raise ScenarioError(f"there are rounds 1 to {data.rounds.value}, not {round}")
    state.round = round
    if first_player is not None:
        _move_first_player(state, seat_of(first_player))
    if on_turn is not None:
        state.current = seat_of(on_turn)
    for name in passed or []:
        state.seats[seat_of(name)].passed = True
    if state.seats[state.current].passed:
        raise ScenarioError("the player on turn has passed")
    if first_passer is not None:
        if first_passer not in (passed or []):
            raise ScenarioError(f"{first_passer} is the first to pass but has not passed")
        state.first_passer = seat_of(first_passer)
    if grid is not None:
        state.grid = _grid(state, grid)
    if columns is not None:
        state.bonus = _columns(columns)
    if expo_in_area is not None:
        state.expo_in_area = expo_in_area
    for pile, cards in (draw_piles or {}).items():
        state.decks[_pile(pile)] = [_card(c, _pile(pile)) for c in reversed(cards)]
    for pile, cards in (discards or {}).items():
        state.discards[_pile(pile)] = [_card(c, _pile(pile)) for c in reversed(cards)]
    placed: dict[int, list[str]] = {seat: [] for seat in range(len(names))}
    for where, (name, face, value) in _positions(state, architects or {}).items():
        seat = seat_of(name)
        cell = state.grid[where]
        if cell.empty:
            raise ScenarioError(f"no card was dealt at {_where(state, where)}")
        cell.owner = seat
        cell.architect = _placed(face, value)
        placed[seat].append(cell.architect.card)
    for loc_name, placed_groups in (brussels or {}).items():
        loc = _location(loc_name)
        state.brussels[loc] = []
        for name, faces in placed_groups:
            group = Group(seat=seat_of(name), cards=[_placed(f, v) for f, v in faces])
            before = state.brussels[loc]
            if before and group.total < before[-1].total + data.brussels.escalation_step.value:
                raise ScenarioError(f"at {loc_name} each placement must beat the one before "
                                    f"it: {group.total} does not beat {before[-1].total}")
            before.append(group)
            placed[group.seat] += [p.card for p in group.cards]
    for name, spec in (seats or {}).items():
        _set_player(state, seat_of(name), spec)
    for seat, cards in placed.items():
        if (seats or {}).get(names[seat], Player()).hand is None:
            _take_from_hand(state, seat, cards)
    return state


# --- players and their belongings ---------------------------------------------------------


def _player_names(players: int | list[str]) -> list[str]:
    count = players if isinstance(players, int) else len(players)
    if not 2 <= count <= 4:
        raise ScenarioError(f"Bruxelles 1897 takes 2-4 players, not {count}")
    names = ["Ana", "Ben", "Cleo", "Dirk"][:count] if isinstance(players, int) else players
    if len(set(names)) != len(names):
        raise ScenarioError("two players have the same name")
    return list(names)


def _seat_lookup(names: list[str]):
    def seat_of(name: str) -> int:
        if name not in names:
            raise ScenarioError(f"{name!r} is not one of the players ({', '.join(names)})")
        return names.index(name)

    return seat_of


def _move_first_player(state: GameState, start: int) -> None:
    """The First Player card to `start`, with the starting francs of that seat order
    (§4 step 7); a player's `money` given in `seats` replaces them."""
    table = load_data().setup_for(len(state.players))
    n = len(state.players)
    state.first_player = state.current = start
    for seat, p in enumerate(state.seats):
        p.money = table.start_bef_by_seat[(seat - start) % n]


def _set_player(state: GameState, seat: int, spec: Player) -> None:
    p = state.seats[seat]
    if spec.prison is not None:
        p.prison = sorted(_architect_id(f) for f in spec.prison)
        if spec.hand is None:
            p.hand = sorted(_all_architects())
            for card in p.prison:
                _remove(p.hand, card, state, seat, "outside prison")
    if spec.hand is not None:
        p.hand = sorted(_architect_id(f) for f in spec.hand)
    for track in ("architecture", "nobility", "prestige"):
        level = getattr(spec, track)
        if level is not None:
            top = load_data().tracks.max
            if not 1 <= level <= top:
                raise ScenarioError(f"{track} levels go from 1 to {top}")
            setattr(p, track, level)
    if spec.money is not None:
        if spec.money < 0:
            raise ScenarioError("money cannot be negative")
        p.money = spec.money
    if spec.houses is not None:
        p.houses = spec.houses
    if spec.artworks is not None:
        p.artworks = [_colour(c) for c in spec.artworks]
    if spec.materials is not None:
        p.materials = [_material(m) for m in spec.materials]
    if spec.nobles is not None:
        p.nobles = [OwnedNoble(id=_noble_id(n)) for n in spec.nobles]
    for name in spec.used_nobles or []:
        noble = next((nb for nb in p.nobles if nb.id == _noble_id(name) and nb.ready), None)
        if noble is None:
            raise ScenarioError(f"{state.players[seat]} has no unused noble {name}")
        noble.ready = False
    if spec.points is not None:
        p.vp_by = {_category(k): v for k, v in spec.points.items()}
        p.vp = sum(p.vp_by.values())


def _take_from_hand(state: GameState, seat: int, cards: list[str]) -> None:
    hand = state.seats[seat].hand
    for card in cards:
        _remove(hand, card, state, seat, "in hand")


def _remove(hand: list[str], card: str, state: GameState, seat: int, where: str) -> None:
    if card not in hand:
        have = Counter(_all_architects())[card]
        raise ScenarioError(f"{state.players[seat]} has no more {architect(card)}s {where} "
                            f"(a player has {have})")
    hand.remove(card)


def _all_architects() -> list[str]:
    return [c.id for c in load_data().architects.cards for _ in range(c.copies)]


# --- names of things ------------------------------------------------------------------------


def _architect_id(face: str) -> str:
    text = face.removesuffix(" architect")
    for card in load_data().architects.cards:
        if text == f"{card.low}/{card.high}":
            return card.id
    faces = ", ".join(f"{c.low}/{c.high}" for c in load_data().architects.cards)
    raise ScenarioError(f"{face!r} is no architect (they are {faces})")


def _placed(face: str, value: int) -> Placed:
    card = _architect_id(face)
    sides = load_data().architect(card).sides
    if value not in sides:
        raise ScenarioError(f"a {face} architect shows {sides[0]} or {sides[1]}, not {value}")
    return Placed(card=card, value=value)


def _card_names() -> dict[str, str]:
    data = load_data()
    codes = {c for pile in full_decks(data).values() for c in pile}
    codes |= {f"noble:{n.id}" for n in data.nobles} | {"money", "expo"}
    out = {action_label(c).lower(): c for c in codes}
    out["sale"] = "money"
    for n in data.nobles:
        out[f"noble {n.name.split()[-1].lower()}"] = f"noble:{n.id}"
    for c in [c for c in codes if c.startswith("mat:")]:
        pair = c.split(":")[1]
        out[f"material {_pair_words(pair[::-1])}"] = c
    return out


def _pair_words(pair: str) -> str:
    names = load_data().action_cards.material.names
    return "+".join(names[ch] for ch in pair)


def _card(name: str, pile: str | None = None) -> str:
    code = "" if name == "" else _card_names().get(name.lower())
    if code is None:
        raise ScenarioError(f"{name!r} is no action card (for example 'Artwork red', "
                            "'Material wood+brick', 'Noble Horta', 'Sale', 'House', 'Expo')")
    kind = {"art": "artwork", "mat": "material", "noble": "noble"}.get(code.split(":")[0],
                                                                        code)
    if pile is not None and kind != pile:
        raise ScenarioError(f"{name!r} does not belong on the {pile} pile")
    return code


def _pile(name: str) -> str:
    piles = [k for k in DECK_TYPES if k != "money"]
    if name not in piles:
        raise ScenarioError(f"{name!r} is no pile (they are {', '.join(piles)})")
    return name


def _colour(name: str) -> str:
    colours = load_data().action_cards.artwork.colors
    if name not in colours:
        raise ScenarioError(f"{name!r} is no artwork colour ({', '.join(colours)})")
    return name


def _material(name: str) -> str:
    code = _card_names().get(f"material {name.lower()}")
    if code is None:
        raise ScenarioError(f"{name!r} is no material card (for example 'wood+brick')")
    return code.split(":")[1]


def _noble_id(name: str) -> str:
    for n in load_data().nobles:
        if name.lower() in (n.name.lower(), n.name.split()[-1].lower()):
            return n.id
    raise ScenarioError(f"{name!r} is no noble")


def _category(name: str) -> str:
    for key, label in CATEGORIES:
        if name.lower() in (key, label.lower()):
            return key
    raise ScenarioError(f"{name!r} is no score category "
                        f"({', '.join(label for _k, label in CATEGORIES)})")


def _location(name: str) -> str:
    for loc in load_data().brussels.locations:
        if name.lower() in (loc.name.lower(), loc.id):
            return loc.id
    raise ScenarioError(f"{name!r} is no Brussels card")


def _columns(names: list[str]) -> list[str]:
    cards = load_data().bonus_cards
    out = []
    for name in names:
        card = next((b.id for b in cards if name.lower() in (b.name.lower(), b.id)), None)
        if card is None:
            raise ScenarioError(f"{name!r} is no bonus card")
        out.append(card)
    if sorted(out) != sorted(b.id for b in cards):
        raise ScenarioError("the columns need each bonus card once: "
                            + ", ".join(b.name for b in cards))
    return out


# --- the grid --------------------------------------------------------------------------------


def _index(state: GameState, label: str) -> int:
    text = label.strip().upper()
    row, col = ROW_LETTERS.find(text[:1]), int(text[1:]) - 1 if text[1:].isdigit() else -1
    if not (0 <= row < state.rows and 0 <= col < state.cols) or not text[:1].isalpha():
        last = ROW_LETTERS[state.rows - 1]
        raise ScenarioError(f"{label!r} is no grid position (rows A-{last}, columns "
                            f"1-{state.cols}, as in 'B3')")
    return row * state.cols + col


T = TypeVar("T")  # what a scenario names by grid position


def _where(state: GameState, index: int) -> str:
    return position(index // state.cols, index % state.cols)


def _positions(state: GameState, named: Mapping[str, T]) -> dict[int, T]:
    out: dict[int, T] = {}
    for label, value in named.items():
        index = _index(state, label)
        if index in out:
            raise ScenarioError(f"{_where(state, index)} is given twice")
        out[index] = value
    return out


def _grid(state: GameState, grid: list[str] | dict[str, str]) -> list[Cell]:
    if isinstance(grid, dict):
        cells = [cell.model_copy() for cell in state.grid]
        for index, name in _positions(state, grid).items():
            cells[index] = Cell(action=_card(name))
        return cells
    size = state.rows * state.cols
    if len(grid) != size:
        raise ScenarioError(f"the grid has {size} positions ({state.rows} rows of "
                            f"{state.cols}), not {len(grid)}")
    return [Cell(action=_card(name)) for name in grid]
