"""Issue 30 item 7: the wordings a newcomer stumbled on."""

from __future__ import annotations

from boardgames_tui.games.castles_of_mad_king_ludwig import RULES
from boardgames_tui.games.castles_of_mad_king_ludwig.scoring import Completion, PlacementScore
from boardgames_tui.games.castles_of_mad_king_ludwig.state import CastlesOptions, copy_state
from boardgames_tui.games.castles_of_mad_king_ludwig.summary import new_round_lines
from boardgames_tui.games.castles_of_mad_king_ludwig.ui.panels import legend_text, market_text
from boardgames_tui.games.castles_of_mad_king_ludwig.words import keep_prompt, keeps_line


def _state():
    return RULES.setup(["Ana", "Ben"], 3, CastlesOptions())


def test_one_room_out_of_the_game_leaves_it():
    before = _state()
    after = copy_state(before)
    after.out_of_game = ["armory"]
    lines = new_round_lines(before, after)
    assert "Nobody bought a room: the Armory leaves the game, as nobody could place it." \
        in lines
    after.out_of_game = ["armory", "larder"]
    assert any("leave the game, as nobody could place them" in line
               for line in new_round_lines(before, after))


def test_one_of_two_bonus_cards_is_cards():
    assert keep_prompt("Ana", 1, 2) == "Ana keeps 1 of 2 bonus cards"
    assert keeps_line("Ana", 1, 2) == "Ana keeps 1 of 2 bonus cards (secret)"


def test_an_activity_room_completed_says_its_points_once():
    score = PlacementScore(name="Dance Hall", base=4, own=0, completions=[
        Completion(0, "Dance Hall", "activity", 5, 0)])
    line = score.lines()[-1]
    assert line == "Dance Hall completed: +5 points"
    living = PlacementScore(name="Parlor", base=3, own=0, completions=[
        Completion(0, "Parlor", "living", 3, 0)])
    assert living.lines()[-1] == "Parlor completed: scored again (+3 points)"


def test_the_legend_does_not_read_open_equals_joined():
    for width in (78, 118, 200):
        text = legend_text(width).plain
        assert "open = joined" not in text and "open, = joined" in text


def test_the_last_round_after_the_reshuffle_counts_no_cards():
    state = _state()
    state.last_round = True
    assert len(state.deck) > 0
    progress = RULES.words.progress(state)
    assert progress == f"round {state.round}, the last round: the room cards have run out"
    for compact in (False, True):
        text = market_text(state, 0, None, False, True, compact=compact).plain
        assert "LAST ROUND" in text and "cards left" not in text.lower()
