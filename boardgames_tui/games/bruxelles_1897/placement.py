"""The action phase (rules §5.2, §6): Art Nouveau placements, Brussels placements, passing.

Legality follows rules §10: an architect from hand, a free grid position, enough money for
the face value, and a card whose action can be carried out (D22: Sale needs an artwork,
Construction a material card). Brussels placements escalate by total face value (D8).
"""

from __future__ import annotations

from itertools import combinations_with_replacement

from .data import load_data
from .nobles import activate_noble, add_vp, free_architect, ready_noble_ids
from .setup import card_type, discard, draw
from .state import GameState, Group, OwnedNoble, Placed, PlayerState

# --- Art Nouveau area ------------------------------------------------------------------


def sides(card: str) -> tuple[int, int]:
    return load_data().architect(card).sides


def can_perform(state: GameState, player: PlayerState, action_code: str) -> bool:
    kind = card_type(action_code)
    if kind == "money":
        return bool(player.artworks)
    if kind == "house":
        return len(player.materials) >= house_cards_needed(state, player)[0]
    return True


def placeable_cells(state: GameState, seat: int) -> list[tuple[int, int]]:
    player = state.seats[seat]
    return [
        (i // state.cols, i % state.cols)
        for i, cell in enumerate(state.grid)
        if not cell.taken and not cell.empty and can_perform(state, player, cell.action)
    ]


def place_options(state: GameState, seat: int) -> list[tuple[str, int, int, int]]:
    """(card, value, row, col) for every legal Art Nouveau placement."""
    player = state.seats[seat]
    cells = placeable_cells(state, seat)
    out = []
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
            for color in p.artworks:
                state.discards["artwork"].append(f"art:{color}")
            p.artworks = []
    return gains


def place(state: GameState, seat: int, card: str, value: int, row: int, col: int) -> None:
    """Pay, swap the action card for the architect, and start the card's action (§6.1)."""
    player = state.seats[seat]
    cell = state.cell(row, col)
    player.money -= value
    player.hand.remove(card)
    cell.owner = seat
    cell.architect = Placed(card=card, value=value)
    code = cell.action
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


def best_total(hand: list[str]) -> int:
    return sum(max(sides(card)) for card in hand)


def brussels_starts(state: GameState, seat: int) -> list[str]:
    hand = state.seats[seat].hand
    if not hand:
        return []
    return [loc for loc in state.brussels if best_total(hand) >= brussels_need(state, loc)]


def selection_total(state: GameState) -> int:
    return sum(p.value for p in state.brussels_sel)


def add_options(state: GameState, seat: int) -> list[tuple[str, int]]:
    """Architects that keep the placement completable (no dead ends, rules §10)."""
    hand = state.seats[seat].hand
    need = brussels_need(state, state.brussels_loc)
    have = selection_total(state)
    out = []
    for card in sorted(set(hand)):
        rest = list(hand)
        rest.remove(card)
        for value in sorted(set(sides(card))):
            if have + value + best_total(rest) >= need:
                out.append((card, value))
    return out


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
