"""Issue 13: every log line, prompt and preview of seeded random games is in the game's
words: no coordinates, ids, snake_case, spec references, rotation numbers."""

from __future__ import annotations

import random
import re

import pytest

from boardgames_tui.games.castles_of_mad_king_ludwig import RULES, scenario
from boardgames_tui.games.castles_of_mad_king_ludwig.actions import PlaceTile
from boardgames_tui.games.castles_of_mad_king_ludwig.components import bonus_cards, favors
from boardgames_tui.games.castles_of_mad_king_ludwig.state import CastlesState, PlacedTile
from boardgames_tui.games.castles_of_mad_king_ludwig.ui.canvas import ghost_connections
from boardgames_tui.games.castles_of_mad_king_ludwig.ui.panels import (
    choices_text,
    favours_text,
    market_text,
    placement_text,
    player_text,
    pricing_text,
    turn_text,
)
from boardgames_tui.games.castles_of_mad_king_ludwig.words import (
    bonus_card_words,
    where_words,
)
from tests.words import assert_readable as _check  # BANNED covers all this game's patterns


def _previews(state: CastlesState, seat: int, legal: list) -> list[str]:
    texts = [market_text(state, 0, None, False, True).plain,
             player_text(state, seat, True).plain, favours_text(state).plain]
    kind = state.tasks[0].kind
    if kind == "turn":
        for entry in range(len(state.market) + 2):
            texts.append(turn_text(state, entry, False).plain)
    elif kind == "price":
        texts.append(pricing_text(state, 0, 1, False).plain)
    elif kind == "place":
        castle = tuple(state.castles[seat])
        for action in legal[:3]:
            placed = PlacedTile(tile=state.tasks[0].tile, rot=action.rot, x=action.x,
                                y=action.y, down=action.down)
            texts.append(placement_text(state, castle, placed, False,
                                        len(ghost_connections(castle, placed))).plain)
            off = placed.model_copy(update={"x": placed.x + 40})
            texts.append(placement_text(state, castle, off, False, 0).plain)
    else:
        texts.append(choices_text(legal, 0, state).plain)
    return texts


@pytest.mark.parametrize(("n", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_log_prompts_and_previews_speak_the_games_words(n, seed):
    state = RULES.setup([f"Player{i}" for i in range(n)], seed, RULES.Options())
    rng = random.Random(seed)
    lines = 0
    while not state.over:
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        _check(RULES.words.prompt(state), "prompt")
        if lines % 5 == 0:
            for text in _previews(state, seat, legal):
                _check(text, f"preview of {state.tasks[0].kind}")
        action = rng.choice(legal)
        _check(RULES.words.describe(state, seat, action), "log")
        nxt = RULES.apply(state, seat, action)
        for line in RULES.words.round_summary(state, nxt):
            _check(line, "round summary")
        state = nxt
        lines += 1
    assert lines > 50


def test_positions_are_named_by_the_rooms_they_join():
    placing = scenario.castles(["Ana", "Ben"], 5, deciding="Ana", placing="Stairs")
    castle = tuple(placing.castles[0])
    stairs = [PlacedTile(tile="stairs", rot=a.rot, x=a.x, y=a.y)
              for a in RULES.legal_actions(placing, 0)]
    texts = {where_words(castle, p) for p in stairs}
    assert texts == {"north of the Foyer", "east of the Foyer", "west of the Foyer"}
    line = RULES.words.describe(placing, 0, PlaceTile(
        rot=stairs[0].rot, x=stairs[0].x, y=stairs[0].y))
    assert re.fullmatch(r"Ana places stairs (north|east|west) of the Foyer: 0 points "
                        r"\(0 printed\)", line), line


def test_every_bonus_card_and_favour_says_how_it_scores():
    for card in bonus_cards():
        text = bonus_card_words(card)
        assert re.search(r"\d+ points? (per|if)", text), text
        _check(text, "bonus card")
    state = scenario.castles(["Ana", "Ben"], 5, favours=list(favors()))
    text = favours_text(state).plain
    assert "8/4/2/1 points by rank" in text
    for spec in favors().values():
        assert spec.text in text


def test_the_options_read_as_words():
    field = RULES.Options.model_fields["start_head_start"]
    assert field.title and field.description
    _check(field.title + " " + field.description, "options")


def test_the_hole_is_never_the_the_hole():
    """The one room whose printed name has its own article reads "the Hole" where a
    sentence puts "the" before a room: buying it, a refusal naming it."""
    from boardgames_tui.games.castles_of_mad_king_ludwig.actions import BuyRoom
    from boardgames_tui.games.castles_of_mad_king_ludwig.placement import placement_problem
    from boardgames_tui.games.castles_of_mad_king_ludwig.scenario import castles, room
    from boardgames_tui.games.castles_of_mad_king_ludwig.words import after_the

    assert after_the("The Hole") == "Hole" and after_the("Larder") == "Larder"
    state = castles(["Ana", "Ben"], market={4000: "The Hole"}, deciding="Ben", buying=True)
    line = RULES.words.describe(state, 1, BuyRoom(slot=state.market.index("the_hole")))
    assert "buys the Hole" in line and "the The" not in line
    built = castles(2, castle=[[room("Foyer", at=(-40, -40)), room("The Hole", at=(0, 0))],
                               [room("Foyer")]])
    castle, hole = tuple(built.castles[0]), built.castles[0][1]
    refusal = placement_problem(castle, hole)
    assert refusal and "the Hole" in refusal and "the The" not in refusal
