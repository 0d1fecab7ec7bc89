"""Setup, taking, refills, the Chief Architect, the end, options, solo (rules §3, §4, §9)."""

import random

import pytest

from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.engine.match import Match
from boardgames_tui.engine.scoring import RIVAL_SEAT
from boardgames_tui.games.akropolis import RULES
from boardgames_tui.games.akropolis.actions import PlaceTile, TakeTile
from boardgames_tui.games.akropolis.city import legal_placements, map_of
from boardgames_tui.games.akropolis.rules import architect_choice
from boardgames_tui.games.akropolis.state import AkropolisOptions
from boardgames_tui.games.akropolis.words import tile_words


def names(n):
    return [f"P{i + 1}" for i in range(n)]


def place_first(state):
    """Place the held tile on the first legal spot."""
    cm = map_of(state.cities[state.current].placed)
    q, r, rot, _lvl = legal_placements(cm)[0]
    return RULES.apply(state, state.current, PlaceTile(q=q, r=r, rot=rot))


def turn(state, index):
    seat = state.current
    state = RULES.apply(state, seat, TakeTile(index=index))
    return place_first(state)


@pytest.mark.parametrize(
    ("n", "tiles", "site", "stacks", "stones"),
    [(2, 37, 4, 11, [1, 2]), (3, 49, 5, 11, [1, 2, 3]), (4, 61, 6, 11, [1, 2, 3, 4])],
)
def test_setup_by_player_count(n, tiles, site, stacks, stones):
    s = RULES.setup(names(n), 5, AkropolisOptions())
    assert len(s.site) == site
    assert s.stacks_left() == stacks
    assert len(s.deck) == stacks * (n + 1)
    assert len(s.site) + len(s.deck) == tiles
    assert s.stones == stones
    assert s.chief == 0 and s.current == 0
    assert sorted(s.site + s.deck) == list(range(1, tiles + 1))


def test_same_seed_same_order_other_seed_differs():
    a = RULES.setup(names(2), 1, AkropolisOptions())
    b = RULES.setup(names(2), 1, AkropolisOptions())
    c = RULES.setup(names(2), 2, AkropolisOptions())
    assert a.site + a.deck == b.site + b.deck != c.site + c.deck


def test_costs_and_payment_to_supply_d16():
    s = RULES.setup(names(3), 3, AkropolisOptions())
    assert RULES.legal_actions(s, 0) == [TakeTile(index=0), TakeTile(index=1)]
    with pytest.raises(IllegalAction, match="costs 2"):
        RULES.apply(s, 0, TakeTile(index=2))
    site = list(s.site)
    after = RULES.apply(s, 0, TakeTile(index=1))
    assert after.held == site[1]
    assert after.site == [site[0], *site[2:]]  # the gap closes, order kept
    assert after.stones == [0, 2, 3]  # the stone went to the supply, not to anybody
    assert s.stones == [1, 2, 3]  # input untouched


def test_walkthrough_of_rules_8():
    s = RULES.setup(["A", "B", "C"], 11, AkropolisOptions())
    t1, t2, t3, t4, t5 = s.site
    s = turn(s, 1)  # A takes t2 for 1
    assert s.site == [t1, t3, t4, t5] and s.current == 1
    s = turn(s, 2)  # B takes t4 for 2
    assert s.site == [t1, t3, t5] and s.current == 2
    s = turn(s, 0)  # C takes t1 for free
    assert s.site == [t3, t5] and s.current == 0
    stacks = s.stacks_left()
    deck = list(s.deck)
    s = turn(s, 0)  # A takes t3: one tile left -> refill (D13)
    assert s.site == [t5, *deck[:4]]
    assert s.stacks_left() == stacks - 1 == 10
    assert s.chief == 1 and s.current == 1 and s.round == 2


def test_refill_is_a_reveal_and_take_can_be_undone_d20():
    m = Match.new(RULES, names(2), 4)
    m.apply(0, TakeTile(index=0))
    assert m.can_undo()  # taking reveals nothing: the seat may change its mind
    m.undo()
    assert m.state.held is None
    m.apply(0, TakeTile(index=0))
    m.apply(0, m.legal_actions(0)[0])
    # the placement ended the turn, but the next player has neither seen anything private
    # nor acted: it can still be taken back (issue 13, "no irrevocable step")
    assert m.state.current == 1 and m.can_undo()
    m.apply(1, TakeTile(index=0))
    m.apply(1, m.legal_actions(1)[0])
    m.apply(0, TakeTile(index=0))  # one tile left: placing it refills the site
    assert len(m.state.site) == 1
    m.apply(0, m.legal_actions(0)[0])
    assert m.state.round == 2
    assert not m.can_undo()  # the refill turned a stack face up


@pytest.mark.parametrize(
    ("n", "all_tiles", "rounds", "turns", "per_player"),
    [
        (2, False, 12, 36, 18),
        (3, False, 12, 48, 16),
        (4, False, 12, 60, 15),
        (2, True, 20, 60, 30),
        (3, True, 15, 60, 20),
    ],
)
def test_game_length_and_end_d14(n, all_tiles, rounds, turns, per_player):
    rng = random.Random(n)
    s = RULES.setup(names(n), 8, AkropolisOptions(all_tiles=all_tiles))
    chiefs = []
    while not s.over:
        legal = RULES.legal_actions(s, s.current)
        before_round = s.round
        s = RULES.apply(s, s.current, rng.choice(legal))
        if s.round != before_round:
            chiefs.append(s.chief)
    assert s.round == rounds
    assert s.turn == turns
    assert [len(c.placed) for c in s.cities] == [per_player] * n
    assert s.site == [] and s.deck == []  # the last tile is discarded
    assert chiefs == [(i + 1) % n for i in range(rounds - 1)]  # marker moves clockwise
    assert RULES.to_act(s) == [] and RULES.legal_actions(s, 0) == []
    assert RULES.words.progress(s) == "game over"


def test_progress_label():
    s = RULES.setup(names(2), 1, AkropolisOptions())
    assert RULES.words.progress(s) == "round 1 of 12"


@pytest.mark.parametrize(
    ("n", "options", "message"),
    [
        (4, {"all_tiles": True}, "only for 2 or 3"),
        (1, {"all_tiles": True}, "only for 2 or 3"),
        (2, {"solo_level": "callicrates"}, "only to a game for 1 player"),
        (5, {}, "1-4 players"),
    ],
)
def test_options_validated_against_player_count(n, options, message):
    with pytest.raises(ValueError, match=message):
        RULES.setup(names(n), 1, AkropolisOptions(**options))


def test_every_option_has_a_default_and_description():
    for name, field in AkropolisOptions.model_fields.items():
        assert field.description, name
    assert AkropolisOptions() == AkropolisOptions.model_validate({})


def test_not_your_turn_and_wrong_decision_refused():
    s = RULES.setup(names(2), 1, AkropolisOptions())
    with pytest.raises(IllegalAction, match="P1's turn"):
        RULES.apply(s, 1, TakeTile(index=0))
    with pytest.raises(IllegalAction, match="take a tile"):
        RULES.apply(s, 0, PlaceTile(q=1, r=1, rot=0))
    s2 = RULES.apply(s, 0, TakeTile(index=0))
    with pytest.raises(IllegalAction, match="place it first"):
        RULES.apply(s2, 0, TakeTile(index=0))
    with pytest.raises(IllegalAction, match="no contact"):
        RULES.apply(s2, 0, PlaceTile(q=5, r=5, rot=0))


def test_redact_hides_stack_order_only():
    s = RULES.setup(names(2), 1, AkropolisOptions())
    red = RULES.view.redact(s, 1)
    assert red.deck == sorted(s.deck) and red.site == s.site and red.stones == s.stones
    assert s.deck != sorted(s.deck)


def test_describe_lines():
    s = RULES.setup(["Ana", "Ben"], 1, AkropolisOptions())
    tile = s.site[1]
    line = RULES.words.describe(s, 0, TakeTile(index=1))
    assert line == f"Ana takes the 2nd tile of the site (pays 1 stone): {tile_words(tile)}"
    s = RULES.apply(s, 0, TakeTile(index=1))
    assert s.held == tile
    place = RULES.legal_actions(s, 0)[0]
    assert f"Ana places {tile_words(tile)} on the ground, " in RULES.words.describe(s, 0, place)


# --- solo: the Illustrious Architect (rules §9.2) ---------------------------------------


def test_solo_setup_uses_two_player_set():
    s = RULES.setup(["Solo"], 2, AkropolisOptions())
    assert s.solo and s.sides == 2
    assert len(s.site) == 4 and s.stacks_left() == 11
    assert s.stones == [1, 2]
    assert len(s.cities) == 1


def test_architect_choice_rule():
    # ids: 1 hbt (no plaza), 7 gqq (no plaza), 5 Bqq (plaza), 28 Hqq (plaza)
    assert architect_choice([1, 7, 5, 28], stones=2) == 2
    assert architect_choice([1, 7, 5, 28], stones=1) == 0  # cannot pay: the free tile
    assert architect_choice([5, 1, 7], stones=0) == 0
    assert architect_choice([1, 7, 3], stones=5) == 0  # no plaza at all: front tile


def test_solo_payment_goes_to_the_architect_and_it_plays_at_once():
    s = RULES.setup(["Solo"], 2, AkropolisOptions())
    site = list(s.site)
    s = RULES.apply(s, 0, TakeTile(index=1))
    assert s.stones == [0, 3]
    s = place_first(s)
    assert len(s.architect_tiles) == 1  # the Architect took its turn
    assert s.current == 0 and RULES.to_act(s) == [0]
    taken = s.architect_tiles[0]
    rest = [site[0], *site[2:]]
    assert taken == rest[architect_choice(rest, 3)]


def test_solo_plays_to_the_end_and_scores():
    rng = random.Random(3)
    for level in ("hippodamos", "metagenes", "callicrates"):
        s = RULES.setup(["Solo"], 3, AkropolisOptions(solo_level=level))
        while not s.over:
            s = RULES.apply(s, 0, rng.choice(RULES.legal_actions(s, 0)))
        assert len(s.cities[0].placed) == 18 and len(s.architect_tiles) == 18
        human, arch, wins = RULES.solo_outcome(s)
        sheet = RULES.score_sheet(s)
        assert [r.total for r in sheet.rows] == [human, arch]
        assert sheet.rows[1].seat == RIVAL_SEAT
        assert sheet.winners == ([0] if wins else [RIVAL_SEAT])
        assert sheet.scores() == [human]
