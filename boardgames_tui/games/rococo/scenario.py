"""Build a Rococo position in the game's own words, for tests, tutorials and puzzles.

    scenario.rococo(
        3,
        round=4,
        on_turn="P2",
        playing="BASE-M1",
        dresses={"King's Hall, space 1": ("P1", "Y05"), "Hall 4, space 3": ("P2", "G01")},
        decorations={"musician in Hall 4": "P1", "fireworks 2": "P3", "fountain upper 1": 0},
        windows={2: "Y04"},
        warehouse={1: ["2 green", None, "1 yellow 1 red"]},
        holdings={"P1": {"money": 30, "tiles": ["2 yellow"], "hand": ["BASE-J"]}},
    )

Players are named by their name, their seat number (0 first) or "Rival" (solo). Halls
by their printed names ("King's Hall", "Hall 2" ...) and guest spaces by their number
in the hall, counted as printed; decorations as "musician in Hall 2", "fireworks 3",
"statue 1", "fountain upper 2" and "fountain lower 1" (numbers from the left); windows
and warehouse segments by their number from the left (1 first). Employees and dresses
carry no printed names, so they go by their tile codes ("BASE-M1", "L3-4", "Y05").
Resource tiles go by their silk: "2 green", "1 yellow 1 red", "1 wild 1 blue" (or the
same as a dict, {"G": 2}); the first such tile still free is used.

Every piece comes from where the game put it (the bags, the workshop, the warehouse,
the employee display or stack, a player's cards) and is taken once: naming a piece
twice is an error, as is a place that does not exist or is filled twice. What a piece
displaces goes back to its bag; a window, warehouse space or display slot a piece was
taken from is refilled from the top of its stack, as the round preparation would.

Not checked: that the numbers (money, yarn, points) and the board could arise in the
order of play, the All halls track (give it with `all_halls`), that a dress on a Master space was made by a Master (it is, by default),
and the bags when they are given exactly (`dress_bag`, `resource_bag`,
`resource_discard`, `jewel_bag`): they are filled last, from wherever their pieces
are (a place emptied then stays empty), and the pieces left out are set aside, out of
the game.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from . import board as B
from . import components as C
from .setup import new_game as setup
from .state import Occupant, Options, State, TurnState, copy_state

Player = int | str
Silk = str | Mapping[str, int]

_COLOUR_LETTER = {name: letter for letter, name in C.COLOUR_NAMES.items()}
_HOLDING_KEYS = {
    "money",
    "yarn",
    "lace",
    "points",
    "tiles",
    "jewels",
    "exam_tasks",
    "exam",
    "hand",
    "supply",
    "discard",
    "removed",
}
_PILES = ("hand", "supply", "discard", "removed")


class ScenarioError(ValueError):
    """A request no Rococo position can satisfy (an unknown name, a piece used twice)."""


def rococo(
    players: int | list[str] = 2, *, seed: int = 1, options: Options | None = None, **position: Any
) -> State:
    """A new game for `players` (a count, named P1, P2 ..., or a list of names) with
    `options` (default: the base game), changed as `change` describes."""
    names = [f"P{i + 1}" for i in range(players)] if isinstance(players, int) else list(players)
    return change(setup(names, seed, options or Options()), **position)


def change(  # noqa: C901, PLR0912, PLR0913 - one keyword per thing on the table
    state: State,
    *,
    round: int | None = None,  # noqa: A002 - the game's word
    on_turn: Player | None = None,
    playing: str | None = None,
    making: str | None = None,
    silk_handed_in: bool = True,
    hands: Mapping[Player, Iterable[str]] | None = None,
    holdings: Mapping[Player, Mapping[str, Any]] | None = None,
    dresses: Mapping[str, tuple] | None = None,
    decorations: Mapping[str, Player] | None = None,
    windows: Mapping[int, str] | list[str] | None = None,
    warehouse: Mapping[int, list[Silk | None]] | None = None,
    employees_shown: list[str] | None = None,
    jewels_shown: list[str] | None = None,
    favour: Player | None = None,
    start_player: Player | None = None,
    all_halls: list[Player] | None = None,
    dress_bag: list[str] | None = None,
    dress_discard: list[str] | None = None,
    resource_bag: list[Silk] | None = None,
    resource_discard: list[Silk] | None = None,
    jewel_bag: list[str] | None = None,
    game_over: bool = False,
) -> State:
    """A copy of `state` with the named things put in place (see the module docstring).

    `on_turn` starts phase 3 (actions) with that player to act (a turn in progress
    ends, its card and a dress being made discarded); every hand is chosen, and a
    player who had not chosen and whose hand is not given holds one card, the second
    base Master, so the round does not end after one turn. `playing` is the card the player on turn has just
    played (from the hand, or the supply if it is not in the hand); `making` the dress
    that player is making with it: made and ready to rent or sell, or with
    `silk_handed_in=False` still waiting for the silk. `holdings` per player: money,
    yarn, lace, points (prestige tokens), tiles (kept, by silk), jewels, exam_tasks done,
    exam ("journeyman" or "master") and the card piles hand, supply, discard and removed
    (deputed); a pile given is exact, and a base card of the player's that was in a given
    pile but is named in none is removed (deputed). `game_over` ends the game as it
    stands (for the final score sheet).
    """
    s = copy_state(state)
    b = _Builder(s)
    if round is not None:
        if not 1 <= round <= C.const("rounds"):
            raise ScenarioError(f"there is no round {round}: the game has {C.const('rounds')}")
        s.round = round
    for where, spec in (dresses or {}).items():
        b.rent(where, spec)
    for where, owner in (decorations or {}).items():
        deco = b.decoration_id(where)
        if deco in b.decorations_set:
            raise ScenarioError(f"{where} is given twice")
        b.decorations_set.add(deco)
        s.decorations[deco] = b.seat(owner)
    if windows is not None:
        b.set_windows(windows)
    for segment, tiles in (warehouse or {}).items():
        b.set_segment(segment, tiles)
    if employees_shown is not None:
        b.set_display(employees_shown)
    if jewels_shown is not None:
        b.set_jewel_display(jewels_shown)
    for who, held in (holdings or {}).items():
        b.hold(b.seat(who), held)
    if hands is not None:
        for who, cards in hands.items():
            b.hold(b.seat(who), {"hand": list(cards)})
    if favour is not None:
        s.favor_holder = b.seat(favour)
    if start_player is not None:
        s.start_player = b.seat(start_player)
    if all_halls is not None:
        s.all_halls = [b.seat(x) for x in all_halls]
        for p in s.seats:
            p.all_halls = -1
        for i, seat in enumerate(s.all_halls):
            if seat >= 0:
                s.seats[seat].all_halls = i
    if on_turn is not None:
        b.start_turn(b.seat(on_turn), {b.seat(w) for w in (hands or {})} | b.hands_given)
    if playing is not None:
        b.play(playing)
    if making is not None:
        b.make(making, silk_handed_in)
    if game_over:
        s.phase, s.current, s.turn = "over", -1, None
    b.refill()
    # the bags given exactly come last: they take their pieces from what is left
    if dress_bag is not None:
        s.dress_bag = [b.take_dress(d) for d in dress_bag]
    if dress_discard is not None:
        s.dress_discard = [b.take_dress(d) for d in dress_discard]
    if resource_bag is not None:
        s.resource_bag = [b.take_tile(t) for t in resource_bag]
    if resource_discard is not None:
        s.resource_discard = [b.take_tile(t) for t in resource_discard]
    if jewel_bag is not None:
        s.jewel_bag = [b.take_jewel(j) for j in jewel_bag]
    return s


class _Builder:
    """Takes pieces from where they are, once each, and remembers the holes it made."""

    def __init__(self, state: State) -> None:
        self.s = state
        self.taken: set[str] = set()
        self.decorations_set: set[str] = set()
        self.hands_given: set[int] = set()
        self.windows_set: set[int] = set()
        self.holes_windows: set[int] = set()
        self.holes_warehouse: set[tuple[int, int]] = set()
        self.holes_display: set[int] = set()
        self.slots_set: set[tuple[int, int]] = set()

    # --- names ------------------------------------------------------------------

    def seat(self, who: Player) -> int:
        s = self.s
        if isinstance(who, int):
            if who == C.RIVAL and s.solo:
                return who
            if 0 <= who < len(s.players):
                return who
            raise ScenarioError(f"there is no player {who} in a game of {len(s.players)}")
        if who == "Rival" and s.solo:
            return C.RIVAL
        if who in s.players:
            return s.players.index(who)
        raise ScenarioError(f"no player is called {who!r}: the players are {s.players}")

    def hall(self, name: str) -> C.HallDef:
        for h in B.side(self.s).halls:
            if h.name.lower() == name.strip().lower():
                return h
        names = ", ".join(h.name for h in B.side(self.s).halls)
        raise ScenarioError(f"there is no hall called {name!r}: the halls are {names}")

    def space_id(self, where: str) -> str:
        m = re.fullmatch(r"(.+?),?\s+space\s+(\d+)", where.strip(), re.IGNORECASE)
        if not m:
            raise ScenarioError(f'name a guest space as "Hall 2, space 3", not {where!r}')
        hall = self.hall(m.group(1))
        k = int(m.group(2))
        if not 1 <= k <= len(hall.guest_spaces):
            raise ScenarioError(
                f"{hall.name} has guest spaces 1 to {len(hall.guest_spaces)}, not {k}"
            )
        return hall.guest_spaces[k - 1].id

    def decoration_id(self, where: str) -> str:
        sd = B.side(self.s)
        text = where.strip().lower()
        m = re.fullmatch(r"musician (?:in|of) (.+)", text)
        if m:
            return self.hall(m.group(1)).musician.id
        rows = {
            "fireworks": sd.fireworks,
            "statue": sd.statues,
            "fountain upper": sd.kitchen_a,
            "fountain lower": sd.kitchen_b,
        }
        m = re.fullmatch(r"(fireworks|statue|fountain upper|fountain lower) (\d+)", text)
        if not m:
            raise ScenarioError(
                f'{where!r} is no decoration: say "musician in Hall 2", "fireworks 1", '
                '"statue 1", "fountain upper 1" or "fountain lower 1"'
            )
        row, k = rows[m.group(1)], int(m.group(2))
        if not 1 <= k <= len(row):
            raise ScenarioError(f"there are {len(row)} spaces for {m.group(1)}, not {k}")
        return row[k - 1].id

    # --- taking pieces ----------------------------------------------------------

    def _once(self, key: str, what: str) -> None:
        if key in self.taken:
            raise ScenarioError(f"{what} is used twice")
        self.taken.add(key)

    def take_dress(self, dress: str) -> str:
        s = self.s
        try:
            C.dress(dress)
        except KeyError:
            raise ScenarioError(f"there is no dress {dress!r}") from None
        self._once("dress " + dress, f"the dress {dress}")
        if dress in s.dress_bag:
            s.dress_bag.remove(dress)
        elif dress in s.dress_discard:
            s.dress_discard.remove(dress)
        elif dress in s.windows:
            i = s.windows.index(dress)
            s.windows[i] = ""
            self.holes_windows.add(i)
        else:
            for space, occ in list(s.halls.items()):
                if occ.dress == dress:
                    del s.halls[space]
                    break
            else:
                raise ScenarioError(f"the dress {dress} is not in this game (an option?)")
        return dress

    def tile_id(self, silk: Silk) -> list[int]:
        bales = _bales(silk)
        found = [t.id for t in [*C.data().tiles, *C.data().premium_tiles] if t.bales == bales]
        if not found:
            raise ScenarioError(f"no resource tile shows {silk!r}")
        return found

    def take_tile(self, silk: Silk) -> int:
        s = self.s
        candidates = [t for t in self.tile_id(silk) if f"tile {t}" not in self.taken]
        places: list[list[int]] = [s.resource_bag, s.resource_discard]
        for tid in [t for t in candidates if any(t in p for p in places)] + candidates:
            if tid in s.resource_bag:
                s.resource_bag.remove(tid)
            elif tid in s.resource_discard:
                s.resource_discard.remove(tid)
            elif not self._take_tile_elsewhere(tid):
                continue
            self.taken.add(f"tile {tid}")
            return tid
        raise ScenarioError(f"every tile with {silk!r} is used already or not in this game")

    def _take_tile_elsewhere(self, tid: int) -> bool:
        s = self.s
        for k, seg in enumerate(s.warehouse):
            if tid in seg:
                i = seg.index(tid)
                seg[i] = -1
                self.holes_warehouse.add((k, i))
                return True
        for p in s.seats:
            if tid in p.tiles:
                p.tiles.remove(tid)
                return True
        return False

    def take_jewel(self, jewel: str) -> str:
        s = self.s
        if not s.options.jewelry_box:
            raise ScenarioError("jewels need the Jewelry Box option")
        if jewel not in {j.id for j in C.data().jewels}:
            raise ScenarioError(f"there is no jewel {jewel!r}")
        self._once("jewel " + jewel, f"the jewel {jewel}")
        if jewel in s.jewel_bag:
            s.jewel_bag.remove(jewel)
        elif jewel in s.jewel_display:
            s.jewel_display[s.jewel_display.index(jewel)] = ""
        else:
            for p in s.seats:
                if jewel in p.jewels:
                    p.jewels.remove(jewel)
        return jewel

    def take_card(self, seat: int, card: str) -> str:
        """A base card from the player's own piles; an employee from wherever it is."""
        s = self.s
        if not C.is_card(card):
            raise ScenarioError(f"there is no employee {card!r}")
        self._once(
            f"card {seat} {card}" if card.startswith("BASE") else "card " + card,
            f"the employee {card}",
        )
        owners = [seat] if card.startswith("BASE") else range(len(s.seats))
        for i in owners:
            p = s.seats[i]
            for pile in (p.hand, p.supply, p.discard, p.removed):
                if card in pile:
                    pile.remove(card)
                    return card
        if card in s.hire_stack:
            s.hire_stack.remove(card)
        elif card in s.hire_display:
            i = s.hire_display.index(card)
            s.hire_display[i] = ""
            self.holes_display.add(i)
        elif s.turn is not None and s.turn.card == card:
            raise ScenarioError(f"the employee {card} is being played")
        elif not any(card in deck for deck in s.exam_decks.values()):
            raise ScenarioError(f"the employee {card} is not in this game (an option?)")
        else:
            for deck in s.exam_decks.values():
                if card in deck:
                    deck.remove(card)
        return card

    # --- putting pieces ---------------------------------------------------------

    def rent(self, where: str, spec: tuple) -> None:
        s = self.s
        space = self.space_id(where)
        if f"space {space}" in self.taken:
            raise ScenarioError(f"{where} is given twice")
        self.taken.add(f"space {space}")
        if len(spec) not in (2, 3):
            raise ScenarioError(f"give a dress as (player, dress), not {spec!r}")
        owner, dress = self.seat(spec[0]), spec[1]
        by_master = spec[2] if len(spec) == 3 else B.guest_space(s, space).master
        old = s.halls.get(space)
        self.take_dress(dress)
        if old is not None and old.dress != dress:
            s.dress_bag.append(old.dress)
        s.halls[space] = Occupant(seat=owner, dress=dress, master=bool(by_master))

    def set_windows(self, windows: Mapping[int, str] | list[str]) -> None:
        s = self.s
        n = len(s.windows)
        items = dict(enumerate(windows, 1)) if isinstance(windows, list) else dict(windows)
        if isinstance(windows, list) and len(windows) != n:
            raise ScenarioError(f"this board has {n} windows, not {len(windows)}")
        for k in items:
            if not 1 <= k <= n:
                raise ScenarioError(f"the windows are numbered 1 to {n}, not {k}")
        for k in items:
            if s.windows[k - 1]:
                s.dress_bag.append(s.windows[k - 1])
            s.windows[k - 1] = ""
        for k, dress in items.items():
            if dress:
                self.take_dress(dress)
            s.windows[k - 1] = dress
            self.windows_set.add(k - 1)
            self.holes_windows.discard(k - 1)

    def set_segment(self, segment: int, tiles: list[Silk | None]) -> None:
        s = self.s
        sd = B.side(s)
        if not 1 <= segment <= sd.segments:
            raise ScenarioError(f"the warehouse segments are numbered 1 to {sd.segments}")
        if len(tiles) > sd.spaces_per_segment:
            raise ScenarioError(f"a segment holds {sd.spaces_per_segment} tiles, not {len(tiles)}")
        seg = s.warehouse[segment - 1]
        for i in range(sd.spaces_per_segment):
            if seg[i] >= 0:
                s.resource_bag.append(seg[i])
            seg[i] = -1
        for i in range(sd.spaces_per_segment):
            silk = tiles[i] if i < len(tiles) else None
            seg[i] = -1 if silk is None else self.take_tile(silk)
            self.slots_set.add((segment - 1, i))
            self.holes_warehouse.discard((segment - 1, i))

    def set_display(self, cards: list[str]) -> None:
        """Cards already shown stay; the others come from the stack (or wherever they
        are), and the shown cards they replace go back on top of the stack."""
        s = self.s
        if len(cards) != len(s.hire_display):
            raise ScenarioError(f"the display shows {len(s.hire_display)} employees")
        shown = [c for c in s.hire_display if c]
        s.hire_display = [""] * len(cards)
        s.hire_stack = [c for c in shown if c not in cards] + s.hire_stack
        new = []
        for c in cards:
            if c in shown:
                self._once("card " + c, f"the employee {c}")
                new.append(c)
            else:
                new.append(self.take_card(0, c) if c else "")
        s.hire_display = new
        self.holes_display.clear()

    def set_jewel_display(self, jewels: list[str]) -> None:
        s = self.s
        if not s.options.jewelry_box:
            raise ScenarioError("jewels need the Jewelry Box option")
        if len(jewels) != len(s.jewel_display):
            raise ScenarioError(f"the jewel display has {len(s.jewel_display)} places")
        shown = [j for j in s.jewel_display if j]
        s.jewel_display = [""] * len(jewels)
        s.jewel_bag.extend(j for j in shown if j not in jewels)
        new = []
        for j in jewels:
            if j in shown:
                self._once("jewel " + j, f"the jewel {j}")
                new.append(j)
            else:
                new.append(self.take_jewel(j) if j else "")
        s.jewel_display = new

    def hold(self, seat: int, held: Mapping[str, Any]) -> None:  # noqa: C901
        s = self.s
        unknown = set(held) - _HOLDING_KEYS
        if unknown:
            raise ScenarioError(
                f"a player holds none of {sorted(unknown)}: say {sorted(_HOLDING_KEYS)}"
            )
        p = s.seats[seat]
        for key, field in (
            ("money", "money"),
            ("yarn", "yarn"),
            ("lace", "lace"),
            ("points", "pp"),
        ):
            if key in held:
                if held[key] < 0:
                    raise ScenarioError(f"{key} cannot be negative")
                setattr(p, field, int(held[key]))
        if "tiles" in held:
            s.resource_bag.extend(p.tiles)
            p.tiles = []
            p.tiles = [self.take_tile(t) for t in held["tiles"]]
        if "jewels" in held:
            s.jewel_bag.extend(p.jewels)
            p.jewels = []
            p.jewels = [self.take_jewel(j) for j in held["jewels"]]
        if "exam_tasks" in held:
            p.exam_marks = list(held["exam_tasks"])
        if "exam" in held:
            p.exam_side = held["exam"]
        piles = [k for k in _PILES if k in held]
        if not piles:
            return
        if "hand" in piles:
            self.hands_given.add(seat)
        new = {k: [self.take_card(seat, c) for c in held[k]] for k in piles}
        left = [c for k in piles for c in getattr(p, k)]
        if left and "removed" in piles:
            raise ScenarioError(f"say where {', '.join(left)} of player {seat} go")
        for k in piles:
            setattr(p, k, new[k])
        p.removed.extend(left)

    # --- the turn ---------------------------------------------------------------

    def start_turn(self, seat: int, hands_given: set[int]) -> None:
        s = self.s
        if seat < 0:
            raise ScenarioError("the Rival takes no turns of its own")
        for i, p in enumerate(s.seats):
            if i not in hands_given and not p.chosen:
                p.supply.extend(p.hand)
                p.hand = []
                self.take_card(i, "BASE-M2")
                p.hand = ["BASE-M2"]
            p.chosen = True
        t = s.turn
        if t is not None and not t.card_gone and s.current >= 0:
            s.seats[s.current].discard.append(t.card)  # the turn in progress ends
        if t is not None and t.dress and t.step in ("handin", "place"):
            s.dress_discard.append(t.dress)
        s.phase = "actions"
        s.current = seat
        s.turn = None

    def play(self, card: str) -> None:
        s = self.s
        if s.phase != "actions" or s.current < 0:
            raise ScenarioError("a card is played in phase 3: say who is on turn")
        p = s.seats[s.current]
        if card in p.hand:
            p.hand.remove(card)
        else:
            self.take_card(s.current, card)
        s.turn = TurnState(card=card)

    def make(self, dress: str, handed_in: bool) -> None:
        s = self.s
        t = s.turn
        if t is None:
            raise ScenarioError("a dress is made with a played card: say which (playing=)")
        self.take_dress(dress)
        d = C.dress(dress)
        t.dress = dress
        t.by_master = C.card(t.card).type == "master"
        t.need = dict(d.bales)
        t.given = dict(d.bales) if handed_in else {}
        t.step = "place" if handed_in else "handin"

    def refill(self) -> None:
        s = self.s
        for i in sorted(self.holes_windows - self.windows_set):
            s.windows[i] = s.dress_bag.pop(0) if s.dress_bag else ""
        for k, i in sorted(self.holes_warehouse - self.slots_set):
            s.warehouse[k][i] = s.resource_bag.pop(0) if s.resource_bag else -1
        for i in sorted(self.holes_display):
            s.hire_display[i] = s.hire_stack.pop(0) if s.hire_stack else ""


def _bales(silk: Silk) -> dict[str, int]:
    """ "1 yellow 1 red" (or "1 yellow and 1 red") or {"Y": 1, "R": 1} -> {"Y": 1, "R": 1}."""
    if isinstance(silk, Mapping):
        return {str(c): int(n) for c, n in silk.items()}
    text = silk.strip().lower()
    if not re.fullmatch(r"\d+ [a-z]+((,| and)? \d+ [a-z]+)*( silk)?", text):
        raise ScenarioError(f'say a tile\'s silk as "2 green" or "1 yellow 1 red", not {silk!r}')
    out: dict[str, int] = {}
    for n, name in re.findall(r"(\d+) ([a-z]+)", text):
        if name not in _COLOUR_LETTER:
            raise ScenarioError(f"{name!r} is no silk colour: {', '.join(_COLOUR_LETTER)}")
        out[_COLOUR_LETTER[name]] = int(n)
    return out
