"""Final scoring (§11-§13): King's favours, depleted stacks, bonus cards, money, tie-break.

Also the running score sheet: before the end only the start head start, the rooms and
the completion rewards count (§9 oracle); the end categories stay 0 until the game is over.
"""

from __future__ import annotations

from boardgames_tui.engine import i18n
from boardgames_tui.engine.scoring import ScoreSheet, SeatScore

from .castle import CastleView, analyze
from .components import (
    ROOM_TYPES,
    BonusCardSpec,
    FavorSpec,
    bonus_cards,
    constants,
    favors,
    is_room,
)
from .components import tile as tile_spec
from .scoring import rooms_total
from .state import CastlesState

_, ngettext, N_ = i18n.domain("castles_of_mad_king_ludwig")

CATEGORIES = [  # translated by the score screen, in the game's domain
    N_("Start"), N_("Rooms"), N_("Rewards"), N_("King's favours"), N_("Bonus cards"),
    N_("Depleted stacks"), N_("Money"),
]


class Tiles:
    """One castle's tiles as the end scoring asks about them (§11-§13), looked up once:
    a bot values every candidate move by the final scoring, which asks many questions
    of the same tiles."""

    __slots__ = ("castle", "ids", "specs", "rooms", "_view")

    def __init__(self, state: CastlesState, seat: int):
        self.castle = state.castles[seat]
        self.ids = [p.tile for p in self.castle]
        self.specs = [tile_spec(t) for t in self.ids]
        self.rooms = [s for t, s in zip(self.ids, self.specs, strict=True) if is_room(t)]
        self._view: CastleView | None = None

    def view(self) -> CastleView:
        """The castle's analysis (entrances, completed rooms), asked only when needed."""
        if self._view is None:
            self._view = analyze(tuple(self.castle))
        return self._view


def favor_measure(state: CastlesState, seat: int, favor: FavorSpec,
                  tiles: Tiles | None = None) -> int:
    """The quantity a favour ranks players by (§12)."""
    tiles = tiles or Tiles(state, seat)
    if favor.measure == "sqft_of_type":
        return sum(s.sqft for s in tiles.specs if s.type == favor.type)
    if favor.measure == "count_of_type":
        return sum(1 for s in tiles.specs if s.type == favor.type)
    if favor.measure == "marks":
        return state.money[seat]
    if favor.measure == "entrances":
        return len(tiles.view().entrances())
    if favor.measure == "completed_tiles":
        return sum(tiles.view().completed)
    if favor.measure == "incomplete_tiles":
        completed = tiles.view().completed
        return len(completed) - sum(completed)
    # count_of_sizes: room-stack tiles only (D5)
    return sum(1 for s in tiles.rooms if s.sqft in favor.sizes)


def favor_points(state: CastlesState, favor_id: str,
                 tiles: list[Tiles] | None = None) -> list[int]:
    """Rank points per seat; ties share the rank, the next ranks are skipped, 0 scores
    nothing (D6); ranks beyond the player count do not exist (D7). `tiles`: each seat's,
    when the caller has them."""
    spec = favors()[favor_id]
    values = [favor_measure(state, s, spec, tiles[s] if tiles else None)
              for s in range(state.n)]
    table = constants().kings_favor_points_by_rank[: state.n]
    out = []
    for v in values:
        rank = sum(1 for other in values if other > v)
        out.append(table[rank] if v > 0 and rank < len(table) else 0)
    return out


def bonus_card_points(state: CastlesState, seat: int, card: BonusCardSpec,
                      tiles: Tiles | None = None) -> int:
    """One secret bonus card's points for `seat` (§13, D12)."""
    tiles = tiles or Tiles(state, seat)
    specs, rooms = tiles.specs, tiles.rooms
    if card.per_type:
        return card.points_each * sum(1 for s in specs if s.type == card.per_type)
    if card.per_size:
        return card.points_each * sum(1 for s in rooms if s.sqft == card.per_size)
    if card.per_sizes:
        return card.points_each * sum(1 for s in rooms if s.sqft in card.per_sizes)
    if card.per_tile:
        return card.points_each * tiles.ids.count(card.per_tile)
    if card.all_types:
        return card.points if {s.type for s in specs} >= set(ROOM_TYPES) else 0
    if card.all_sizes:
        sizes = set(constants().room_card_sizes)
        return card.points if {s.sqft for s in rooms} >= sizes else 0
    if card.per_entrances:
        return card.points_each * (len(tiles.view().entrances()) // card.per_entrances)
    if card.per_completed_tile:
        return card.points_each * sum(tiles.view().completed)
    if card.per_marks:
        return card.points_each * (state.money[seat] // card.per_marks)
    return 0


def depleted_points(state: CastlesState, seat: int, tiles: Tiles | None = None) -> int:
    """2 points per room of a size whose stack is empty at the end (§11.2, D20)."""
    empty = {size for size, stack in state.stacks.items() if not stack}
    if not empty:
        return 0
    tiles = tiles or Tiles(state, seat)
    per = constants().depleted_stack_points_per_room
    return per * sum(1 for s in tiles.rooms if s.sqft in empty)


def square_feet(state: CastlesState, seat: int) -> int:
    """Tie-break: printed square feet of every tile, corridor pieces included (D19)."""
    return sum(tile_spec(p.tile).sqft for p in state.castles[seat])


def score_rows(state: CastlesState, tiles: list[Tiles] | None = None) -> list[dict[str, int]]:
    """Each seat's points by category. `tiles`: each seat's, when the caller has them."""
    rows = []
    known = bonus_cards()
    if state.over and tiles is None:
        tiles = [Tiles(state, seat) for seat in range(state.n)]
    seat_tiles = tiles or []
    fav = [favor_points(state, f, tiles) for f in state.favors] if state.over else []
    for seat in range(state.n):
        row = dict.fromkeys(CATEGORIES, 0)
        row["Start"] = state.head_start[seat]
        row["Rooms"] = rooms_total(tuple(state.castles[seat]))
        row["Rewards"] = state.reward_points[seat]
        if state.over:
            mine = seat_tiles[seat]
            row["King's favours"] = sum(points[seat] for points in fav)
            row["Bonus cards"] = sum(
                bonus_card_points(state, seat, known[c], mine)
                for c in state.bonus[seat] if c in known
            )
            row["Depleted stacks"] = depleted_points(state, seat, mine)
            row["Money"] = state.money[seat] // constants().marks_per_point
        rows.append(row)
    return rows


def score_sheet(state: CastlesState) -> ScoreSheet:
    """The running sheet by CATEGORIES; at the end the King's favours and the bonus cards
    are split into a row per favour and a row per bonus card held, so that the end screen
    says who won each favour and what each card scored."""
    totals = score_rows(state)
    names = CATEGORIES
    cats = totals
    if state.over:
        names, cats = _final_rows(state, totals)
    rows = [
        SeatScore(
            seat=seat,
            name=state.players[seat],
            total=sum(totals[seat].values()),
            categories=cats[seat],
            tiebreak=[square_feet(state, seat)],
        )
        for seat in range(state.n)
    ]
    return ScoreSheet.build(rows, names, N_("square feet"))


def _final_rows(state: CastlesState,
                totals: list[dict[str, int]]) -> tuple[list[str], list[dict[str, int]]]:
    """The categories with a row per King's favour and per bonus card in place of their
    sums. The labels are made in the language of the moment (the end screen looks a
    label up in the game's catalogue and shows it as it is when it is not there)."""
    tiles = [Tiles(state, seat) for seat in range(state.n)]
    known = bonus_cards()
    favour_rows = []
    for fid in state.favors:
        label = _("King's favour: {favour}").format(favour=_(favors()[fid].text))
        favour_rows.append((label, favor_points(state, fid, tiles)))
    cards = sorted({c for held in state.bonus for c in held if c in known},
                   key=lambda c: _(known[c].text))
    card_rows = []
    for card in cards:
        label = _("Bonus card: {card}").format(card=_(known[card].text))
        card_rows.append((label, [
            bonus_card_points(state, seat, known[card], tiles[seat])
            if card in state.bonus[seat] else 0 for seat in range(state.n)]))
    names: list[str] = []
    for name in CATEGORIES:
        if name == "King's favours":
            names += [label for label, _points in favour_rows]
        elif name == "Bonus cards":
            names += [label for label, _points in card_rows]
        else:
            names.append(name)
    cats = []
    for seat, row in enumerate(totals):
        out = {}
        for name in CATEGORIES:
            if name == "King's favours":
                out.update({label: points[seat] for label, points in favour_rows})
            elif name == "Bonus cards":
                out.update({label: points[seat] for label, points in card_rows})
            else:
                out[name] = row[name]
        cats.append(out)
    return names, cats
