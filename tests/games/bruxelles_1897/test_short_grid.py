"""A short grid (issue 11, item 2): when the Artwork and Material piles and their discards
are empty at a new round, fewer cards are drawn than the grid has positions (rules §4.1
step 5, "draw what is there"). The missing positions stay empty: they cannot be taken,
the coats of arms around them stay incomplete, and the round is scored as usual."""

from __future__ import annotations

import random

from boardgames_tui.games.bruxelles_1897 import RULES, flow
from boardgames_tui.games.bruxelles_1897.actions import Continue, Pass, Place
from boardgames_tui.games.bruxelles_1897.labels import action_label
from boardgames_tui.games.bruxelles_1897.scoring import coat_cells, coat_complete, coat_corners
from boardgames_tui.games.bruxelles_1897.setup import card_type, prepare_round

from .helpers import Player, fresh, play


def _starved(n: int = 4):
    """A game at the end of round 1 whose Artwork and Material piles are used up."""
    empty = {"artwork": [], "material": []}
    # no artwork or material from the old grid goes to the discards
    grid = [name if name.split()[0] not in ("Artwork", "Material") else "House"
            for name in _grid_names(fresh(n))]
    return fresh(n, draw_piles=empty, discards=empty, grid=grid)


def _grid_names(state) -> list[str]:
    """The dealt grid, named as the board names it."""
    return [action_label(cell.action) if cell.action else "" for cell in state.grid]


def test_new_round_with_empty_piles_leaves_the_last_positions_empty():
    state = _starved(4)
    prepare_round(state)
    assert len(state.grid) == state.rows * state.cols == 16
    dealt = [c for c in state.grid if c.action]
    # 4 money + 4 house + 4 noble + the Expo card: 13 cards for 16 positions
    assert len(dealt) == 13
    # dealt left to right, top to bottom: the gaps are the last three positions
    assert [bool(c.action) for c in state.grid] == [True] * 13 + [False] * 3
    assert all(c.empty for c in state.grid[13:])


def test_empty_positions_cannot_be_taken_and_their_coats_stay_open():
    dealt = _starved(4)
    prepare_round(dealt)
    state = fresh(4, round=2, grid=_grid_names(dealt))
    empty = {(i // state.cols, i % state.cols) for i, c in enumerate(state.grid) if c.empty}
    seat = RULES.to_act(state)[0]
    places = {(a.row, a.col) for a in RULES.legal_actions(state, seat) if a.kind == "place"}
    assert places and not places & empty
    r, c = sorted(empty)[0]
    action = Place(card="A13", value=1, row=r, col=c)
    reason = RULES.refusal_reason(state, seat, action)
    assert "no card" in reason
    # every other position taken: the coats touching an empty one are still incomplete
    spots = {f"{'ABCD'[i // 4]}{i % 4 + 1}": ("Ana", "1/3", 1)
             for i, cell in enumerate(state.grid) if not cell.empty}
    state = fresh(4, round=2, grid=_grid_names(dealt), architects=spots,
                  seats={"Ana": Player(hand=[])})  # more architects than hers: given as is
    for rr, cc in coat_corners(state):
        touches = any(pos in empty for pos in coat_cells(rr, cc))
        assert coat_complete(state, rr, cc) == (not touches)


def test_round_scoring_of_a_short_grid_does_not_crash():
    state = _starved(4)
    prepare_round(state)
    flow.start_round_actions(state)
    guard = 0
    while state.phase == "actions":
        state = play(state, Pass()) if state.step == "turn" else play(
            state, RULES.legal_actions(state, RULES.to_act(state)[0])[0])
        guard += 1
        assert guard < 50
    assert state.phase == "scoring" and state.score_step == "columns"
    while state.round == 2 and state.phase == "scoring":
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        state = RULES.apply(state, seat, Continue() if Continue() in legal else legal[0])
    assert state.round == 3


def _hoarder(state, legal, rng):
    """Takes artworks and materials first, never sells (the issue's bot)."""
    if state.step != "turn":
        return legal[0] if state.step == "build" else rng.choice(legal)
    places = [a for a in legal if a.kind == "place"]
    for kinds in (("artwork", "material"), ("noble", "expo")):
        pref = [a for a in places
                if card_type(state.cell(a.row, a.col).action) in kinds]
        if pref:
            return min(pref, key=lambda a: (a.value, a.card))
    starts = [a for a in legal if a.kind == "brussels"]
    return rng.choice(starts) if starts else legal[-1]


def test_hoarding_four_player_games_reach_a_short_grid_and_end():
    short = 0
    for seed in range(4):
        state = RULES.setup(["A", "B", "C", "D"], seed, RULES.Options())
        rng = random.Random(seed)
        while not RULES.is_over(state):
            if sum(1 for c in state.grid if c.action) < state.rows * state.cols:
                short += 1 if state.step == "turn" and state.phase == "actions" else 0
            seat = RULES.to_act(state)[0]
            state = RULES.apply(state, seat, _hoarder(state, RULES.legal_actions(state, seat),
                                                      rng))
        assert RULES.score_sheet(state).winners
    assert short > 0  # the situation was reached (seeds 0, 1 and 3 deal short grids)


def test_board_and_preview_show_an_empty_position():
    from boardgames_tui.games.bruxelles_1897.ui.detail import placement_preview
    from boardgames_tui.games.bruxelles_1897.ui.render import Look, board_lines

    state = _starved(4)
    prepare_round(state)
    look = Look(colours=["#ff0000", "#0000ff", "#00ff00", "#ffff00"], cursor=(3, 3))
    text = "\n".join(t.plain for t in board_lines(state, look))
    assert text.count("no card") == 3
    lines = placement_preview(RULES, state, 0, Place(card="A13", value=1, row=3, col=3))
    assert "No card" in lines[0]
