"""The action phase (rules §5.2, §6): Art Nouveau placements, Brussels placements, passing.

Legality follows rules §10: an architect from hand, a free grid position, enough money for
the face value, and a card whose action can be carried out (D22: Sale needs an artwork,
Construction a material card). Brussels placements escalate by total face value (D8).
"""

from __future__ import annotations

from functools import cache
from itertools import combinations_with_replacement

from .components import load_data
from .nobles import activate_noble, add_vp, free_architect, ready_noble_ids
from .setup import card_type, discard, draw
from .state import Cell, GameState, Group, OwnedNoble, Placed, PlayerState

# --- Art Nouveau area ------------------------------------------------------------------


@cache
def _faces() -> dict[str, tuple[int, int]]:
    """Each architect card's two values, from the data file (asked very often)."""
    return {a.id: a.sides for a in load_data().architects.cards}


def sides(card: str) -> tuple[int, int]:
    return _faces()[card]


def can_perform(state: GameState, player: PlayerState, action_code: str) -> bool:
    kind = card_type(action_code)
    if kind == "money":
        return bool(player.artworks)
    if kind == "house":
        return len(player.materials) >= house_cards_needed(state, player)[0]
    return True


def _placeable(state: GameState, seat: int):
    """The grid indexes of `placeable_cells`, one at a time (`can_place` needs only the
    first)."""
    player = state.seats[seat]
    sale = bool(player.artworks)
    house = len(player.materials) >= house_cards_needed(state, player)[0]
    for i, cell in enumerate(state.grid):
        code = cell.action
        if cell.owner >= 0 or not code or (code == "money" and not sale) or (
                code == "house" and not house):
            continue
        yield i


def placeable_cells(state: GameState, seat: int) -> list[tuple[int, int]]:
    """Free positions with a card whose action the player can carry out (`can_perform`,
    asked once per kind of card instead of once per position)."""
    cols = state.cols
    return [(i // cols, i % cols) for i in _placeable(state, seat)]


def can_place(state: GameState, seat: int) -> bool:
    """Whether `place_options` has any placement, without listing them (asked after
    every turn, for the next player)."""
    player = state.seats[seat]
    cheapest = min((min(sides(card)) for card in player.hand), default=None)
    return cheapest is not None and cheapest <= player.money and next(
        _placeable(state, seat), None) is not None


def can_place_at(state: GameState, seat: int, card: str, value: int, row: int,
                 col: int) -> bool:
    """Whether (card, value, row, col) is one of `place_options`, without listing them."""
    player = state.seats[seat]
    return (card in player.hand and value in sides(card) and value <= player.money
            and (row, col) in placeable_cells(state, seat))


def place_options(state: GameState, seat: int) -> list[tuple[str, int, int, int]]:
    """(card, value, row, col) for every legal Art Nouveau placement."""
    player = state.seats[seat]
    cells = placeable_cells(state, seat)
    out: list[tuple[str, int, int, int]] = []
    for card in sorted(set(player.hand)):
        for value in sorted(set(sides(card))):
            if value <= player.money:
                out.extend((card, value, r, c) for r, c in cells)
    return out


def house_cards_needed(state: GameState, player: PlayerState) -> tuple[int, int]:
    """(fewest, most) material cards the next House takes (rules §6.2, D14): 1..2 by
    default; with the prototype's rule the n-th House needs exactly n cards."""
    if state.options.house_cost_mode == "nth_house_needs_n_materials":
        n = player.houses + 1
        return (n, n)
    return (1, load_data().house_max_material_cards.value)


def build_options(state: GameState, player: PlayerState) -> list[tuple[str, ...]]:
    """The distinct ways to pay material cards for a House (rules §6.2, D14)."""
    fewest, most = house_cards_needed(state, player)
    kinds = sorted(set(player.materials))
    out: set[tuple[str, ...]] = set()
    for n in range(fewest, most + 1):
        for combo in combinations_with_replacement(kinds, n):
            if all(player.materials.count(k) >= combo.count(k) for k in combo):
                out.add(tuple(sorted(combo)))
    return sorted(out)


def house_vp(cards: tuple[str, ...], mode: str = "by_distinct_count") -> int:
    """VP of a House built from `cards` (D14): by the number of different materials
    (1/3/6), or the prototype's 2 VP per new material type and 1 VP per repeat."""
    icons = "".join(cards)
    distinct = len(set(icons))
    if mode == "per_material_same1_diff2":
        per = load_data().variants.house_vp_per_material
        return per["different"] * distinct + per["same"] * (len(icons) - distinct)
    return load_data().house_vp_by_distinct_materials.value.get(str(distinct), 0)


def exhibition(state: GameState) -> list[int]:
    """Every player scores per distinct artwork colour (rules §6.2, D16)."""
    per = load_data().exhibition_vp_per_color.value
    gains = []
    for p in state.seats:
        gain = per * len(set(p.artworks))
        add_vp(p, "exhibition", gain)
        gains.append(gain)
        if state.options.exhibition_discards_artworks:
            state.discards["artwork"] = state.discards["artwork"] + [
                f"art:{color}" for color in p.artworks]  # piles are shared: a new list
            p.artworks = []
    return gains


def place(state: GameState, seat: int, card: str, value: int, row: int, col: int) -> None:
    """Pay, swap the action card for the architect, and start the card's action (§6.1)."""
    player = state.seats[seat]
    code = state.cell(row, col).action
    player.money -= value
    player.hand.remove(card)
    # cells are shared between states (GameState.fork): a new one replaces the old
    state.grid[row * state.cols + col] = Cell(action=code, owner=seat,
                                              architect=Placed(card=card, value=value))
    resolve_card(state, seat, code)
    if code == "expo":
        state.expo_in_area = True
        if state.options.first_player_rule == "expo_taker":
            state.first_player = seat


def resolve_card(state: GameState, seat: int, code: str) -> None:
    """Carry out the action of the action card `code` for `seat` (rules §6.2): from the
    grid, or in the Cinquantenaire variants from a discard pile or a draw pile (D9).
    Sets `state.step` to the follow-up decision, or "done"."""
    player = state.seats[seat]
    kind = card_type(code)
    state.step = "done"
    if kind == "artwork":
        player.artworks.append(code.split(":", 1)[1])
    elif kind == "material":
        player.materials.append(code.split(":", 1)[1])
    elif kind == "money":
        colors = sorted(set(player.artworks))
        if len(colors) == 1:
            sell(state, seat, colors[0])
        else:
            state.step = "sell"
    elif kind == "house":
        options = build_options(state, player)
        if len(options) == 1:
            build(state, seat, options[0])
        else:
            state.step = "build"
    elif kind == "noble":
        noble_id = code.split(":", 1)[1]
        player.nobles.append(OwnedNoble(id=noble_id))
        if load_data().noble_immediate_activation.value:
            state.pending_noble = noble_id
            state.step = "noble_now"
    elif kind == "expo":
        exhibition(state)


def sell(state: GameState, seat: int, color: str) -> None:
    player = state.seats[seat]
    player.artworks.remove(color)
    discard(state, f"art:{color}")
    player.money += load_data().sale_bef.value
    state.step = "done"


def build(state: GameState, seat: int, cards: tuple[str, ...]) -> None:
    player = state.seats[seat]
    for pair in cards:
        player.materials.remove(pair)
        discard(state, f"mat:{pair}")
    player.houses += 1
    add_vp(player, "construction", house_vp(cards, state.options.house_vp_mode))
    state.step = "done"


def noble_now(state: GameState, seat: int, activate: bool) -> None:
    noble_id, state.pending_noble = state.pending_noble, ""
    state.step = "done"
    if activate and activate_noble(state, seat, noble_id):
        state.step = "free"


# --- Brussels ----------------------------------------------------------------------------


def brussels_need(state: GameState, location: str) -> int:
    """The smallest total allowed on `location` now: previous placement + 1, at least 1."""
    groups = state.brussels[location]
    step = load_data().brussels.escalation_step.value
    return groups[-1].total + step if groups else 1


@cache
def _best_faces() -> dict[str, int]:
    return {card: max(values) for card, values in _faces().items()}


def best_total(hand: list[str]) -> int:
    """The highest total the cards can show (each on its higher value)."""
    return sum(map(_best_faces().__getitem__, hand))


def brussels_starts(state: GameState, seat: int) -> list[str]:
    hand = state.seats[seat].hand
    if not hand:
        return []
    best = best_total(hand)
    return [loc for loc in state.brussels if best >= brussels_need(state, loc)]


def selection_total(state: GameState) -> int:
    return sum(p.value for p in state.brussels_sel)


def add_options(state: GameState, seat: int) -> list[tuple[str, int]]:
    """Architects that keep the placement completable (no dead ends, rules §10)."""
    hand = state.seats[seat].hand
    need = brussels_need(state, state.brussels_loc)
    have = selection_total(state)
    whole = best_total(hand)
    out = []
    for card in sorted(set(hand)):
        rest = whole - _best_faces()[card]  # the best of the other cards
        for value in sorted(set(sides(card))):
            if have + value + rest >= need:
                out.append((card, value))
    return out


def can_add(state: GameState, seat: int, card: str, value: int) -> bool:
    """Whether (card, value) is one of `add_options`, without listing them."""
    hand = state.seats[seat].hand
    if card not in hand or value not in sides(card):
        return False
    rest = best_total(hand) - _best_faces()[card]
    return selection_total(state) + value + rest >= brussels_need(state, state.brussels_loc)


def can_confirm(state: GameState) -> bool:
    return bool(state.brussels_sel) and selection_total(state) >= brussels_need(
        state, state.brussels_loc
    )


def add_architect(state: GameState, seat: int, card: str, value: int) -> None:
    state.seats[seat].hand.remove(card)
    state.brussels_sel.append(Placed(card=card, value=value))


def confirm_brussels(state: GameState, seat: int) -> None:
    """Lay the group on the card and resolve the location (rules §6.3, D9)."""
    loc_id = state.brussels_loc
    state.brussels[loc_id].append(Group(seat=seat, cards=list(state.brussels_sel)))
    state.brussels_sel = []
    state.brussels_loc = ""
    player = state.seats[seat]
    loc = load_data().location(loc_id)
    state.step = "done"
    if loc.effect == "gain_bef":
        player.money += loc.amount
    elif loc.effect == "draw_artwork" and state.options.cinquantenaire_mode != "draw_artwork":
        state.step = "park"  # the variants ask for a choice; park.enter resolves it
    elif loc.effect == "draw_artwork":
        for _ in range(max(1, loc.amount)):
            code = draw(state, "artwork")
            if code is not None:
                player.artworks.append(code.split(":", 1)[1])
    elif loc.effect == "activate_nobles":
        state.city_hall_left = player.nobility
        if ready_noble_ids(player):
            state.step = "city_hall"


def city_hall_activate(state: GameState, seat: int, noble_id: str) -> None:
    state.city_hall_left -= 1
    if activate_noble(state, seat, noble_id):
        state.step = "free"
    else:
        after_free(state, seat)


def after_free(state: GameState, seat: int) -> None:
    """Back to City Hall if activations remain, else the turn is over."""
    if state.city_hall_left > 0 and ready_noble_ids(state.seats[seat]):
        state.step = "city_hall"
    else:
        state.city_hall_left = 0
        state.step = "done"


def free_choice(state: GameState, seat: int, card: str) -> None:
    free_architect(state.seats[seat], card)
    after_free(state, seat)


def pass_turn(state: GameState, seat: int) -> int:
    """Passing pays 3 BEF to the first passer, 1 to later ones (rules §6.4, D11)."""
    table = load_data().passing
    player = state.seats[seat]
    if state.first_passer < 0:
        gain = table.first_bef
        state.first_passer = seat
        if state.options.first_player_rule == "first_passer":
            state.first_player = seat
    else:
        gain = table.later_bef
    player.money += gain
    player.passed = True
    state.step = "done"
    return gain


def pass_income(state: GameState) -> int:
    table = load_data().passing
    return table.first_bef if state.first_passer < 0 else table.later_bef
