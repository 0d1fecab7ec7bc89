"""Game setup (rules §4) and the preparation of rounds 2-4 (rules §5.1).

Randomness: every shuffle goes through `engine.rng.shuffled(seed, rng_counter, ...)` and
bumps `rng_counter`; the resulting orders are stored in the state (draw piles, grid).
"""

from __future__ import annotations

from boardgames_tui.engine.rng import shuffled

from .components import GameData, load_data
from .state import Cell, GameState, Options, OwnedNoble, PlayerState

DECK_TYPES = ("artwork", "money", "material", "house", "noble")
LOCATIONS = ("stock_exchange", "city_hall", "cinquantenaire")


def card_type(code: str) -> str:
    """'art:red' -> 'artwork', 'mat:WB' -> 'material', 'noble:horta' -> 'noble', ..."""
    head = code.split(":", 1)[0]
    return {"art": "artwork", "mat": "material", "noble": "noble"}.get(head, head)


def _shuffle(state: GameState, items: list[str]) -> list[str]:
    out = shuffled(state.seed, state.rng_counter, items)
    state.rng_counter += 1
    return out


def full_decks(data: GameData) -> dict[str, list[str]]:
    """The four drawn piles (§4 step 5), unshuffled. Money is an unlimited bank (§3.6)."""
    cards = data.action_cards
    return {
        "artwork": [f"art:{c}" for c, n in cards.artwork.colors.items() for _ in range(n)],
        "material": [f"mat:{pair}" for pair in cards.material.cards],
        "house": ["house"] * cards.house.count,
        "noble": [
            f"noble:{n.id}" for n in data.nobles if not n.start_card for _ in range(n.copies)
        ],
    }


def draw(state: GameState, kind: str) -> str | None:
    """Top card of a pile; an empty pile is first refilled from its discards (§4.1 step 5).
    Returns None when both are empty. The pile's top is the end of the list."""
    if kind == "money":
        return "money"
    pile = state.decks[kind]
    if not pile and state.discards[kind]:
        pile = _shuffle(state, state.discards[kind])
        state.discards[kind] = []
    if not pile:
        state.decks[kind] = pile
        return None
    # the piles' lists are shared between states (GameState.fork): a new list, one shorter
    state.decks[kind] = pile[:-1]
    return pile[-1]


def discard(state: GameState, code: str) -> None:
    """A card leaving play: money to the bank, the Expo to its area, others face up."""
    kind = card_type(code)
    if kind == "money":
        return
    if kind == "expo":
        state.expo_in_area = True
        return
    state.discards[kind] = [*state.discards[kind], code]  # shared lists: a new one


def deal_grid(state: GameState, data: GameData) -> None:
    """Draw k of each type + the Expo card, shuffle, deal 4 x rows, discard leftovers (§4.1),
    then reshuffle the four bonus cards under the columns (§4.2).

    When piles and their discards have run out, fewer cards are drawn than there are
    positions ("draw what is there", §4.1 step 5): they are dealt left to right and top to
    bottom as usual, and the last positions stay empty for the round."""
    per_type = data.setup_for(len(state.players)).cards_per_type
    drawn: list[str] = []
    for kind in DECK_TYPES:
        for _ in range(per_type):
            code = draw(state, kind)
            if code is not None:
                drawn.append(code)
    drawn.append("expo")
    state.expo_in_area = False
    drawn = _shuffle(state, drawn)
    size = state.rows * state.cols
    state.grid = [Cell(action=code) for code in drawn[:size]]
    state.grid += [Cell(action="") for _ in range(size - len(state.grid))]
    for code in drawn[size:]:
        discard(state, code)
    state.bonus = _shuffle(state, [b.id for b in data.bonus_cards])


def new_game(players: list[str], seed: int, options: Options) -> GameState:
    data = load_data()
    n = len(players)
    table = data.setup_for(n)
    state = GameState(players=list(players), seed=seed, options=options, rows=table.rows)
    state.cols = data.grid_columns.value
    state.decks = {k: _shuffle(state, v) for k, v in full_decks(data).items()}
    state.discards = {k: [] for k in state.decks}
    state.brussels = {loc: [] for loc in LOCATIONS}
    start = shuffled(seed, state.rng_counter, list(range(n)))[0]
    state.rng_counter += 1
    state.first_player = state.current = start
    brugmann = next(nb.id for nb in data.nobles if nb.start_card)
    for seat in range(n):
        cards = [c.id for c in data.architects.cards for _ in range(c.copies)]
        prison = []
        for card in table.prison_at_start:
            cards.remove(card)
            prison.append(card)
        state.seats.append(
            PlayerState(
                hand=sorted(cards),
                prison=sorted(prison),
                money=table.start_bef_by_seat[(seat - start) % n],
                architecture=data.tracks.start,
                nobility=data.tracks.start,
                prestige=data.tracks.start,
                nobles=[OwnedNoble(id=brugmann)],
            )
        )
    deal_grid(state, data)
    return state


def prepare_round(state: GameState) -> None:
    """Phase 1 (§5.1): round marker, architects home, grid discarded, nobles ready,
    a new grid and new bonus cards; the First Player card holder starts."""
    data = load_data()
    state.round += 1
    for cell in state.grid:
        if cell.taken and cell.architect is not None:
            state.seats[cell.owner].hand.append(cell.architect.card)
        elif not cell.empty:
            discard(state, cell.action)
    for groups in state.brussels.values():
        for group in groups:
            state.seats[group.seat].hand.extend(p.card for p in group.cards)
    state.brussels = {loc: [] for loc in LOCATIONS}
    for p in state.seats:
        p.hand.sort()
        p.passed = False
        p.nobles = [nb if nb.ready else OwnedNoble(id=nb.id) for nb in p.nobles]
    state.first_passer = -1
    deal_grid(state, data)
    state.current = state.first_player
