"""Every text a player reads is in the game's words (issue 13): over seeded random games,
the log line of every decision, every prompt, the previews of every grid position and
Brussels card, the round scoring panel, the board and the players' displays."""

from __future__ import annotations

import random

import pytest

from boardgames_tui.games.bruxelles_1897 import RULES
from boardgames_tui.games.bruxelles_1897.actions import Place
from boardgames_tui.games.bruxelles_1897.setup import LOCATIONS
from boardgames_tui.games.bruxelles_1897.state import Options
from boardgames_tui.games.bruxelles_1897.ui.detail import (
    brussels_preview,
    placement_preview,
    scoring_text,
)
from boardgames_tui.games.bruxelles_1897.ui.render import Look, board_lines, player_lines
from tests.words import assert_readable

EXTRA = {  # this game's own codes, on top of tests/words.py's BANNED
    "money without its word": r"\bBEF\b",
    "card codes": r"\b(?:art|mat|noble):\w+",
}
VARIANTS = [Options(), Options(cinquantenaire_mode="take_top_discard_and_resolve",
                               prison_scope="per_location"),
            Options(cinquantenaire_mode="any_art_nouveau_action",
                    house_cost_mode="nth_house_needs_n_materials",
                    house_vp_mode="per_material_same1_diff2")]


def _check(text: str, where: str) -> None:
    assert_readable(text, where, EXTRA)


def _look(n: int, mode: str = "standard") -> Look:
    return Look(colours=["#ff0000", "#00ff00", "#0000ff", "#ffff00"][:n], mode=mode,
                width=120 if mode != "wide" else 124)


@pytest.mark.parametrize(("n", "variant"), [(2, 0), (3, 1), (4, 2)])
def test_log_prompts_and_previews_speak_the_games_words(n, variant):
    state = RULES.setup(["Ana", "Ben", "Cleo", "Dirk"][:n], 7 + n, VARIANTS[variant])
    rng = random.Random(n)
    steps = 0
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        _check(RULES.words.prompt(state), "prompt")
        legal = RULES.legal_actions(state, seat)
        if steps % 7 == 0 and state.step == "turn":
            for r in range(state.rows):
                for c in range(state.cols):
                    for line in placement_preview(RULES, state, seat, Place(
                            card="A13", value=1, row=r, col=c), compact=bool(r % 2)):
                        _check(line, "placement preview")
            for loc in LOCATIONS:
                for line in brussels_preview(RULES, state, seat, loc):
                    _check(line, "Brussels preview")
            for mode in ("compact", "standard", "wide"):
                look = _look(n, mode)
                for line in board_lines(state, look) + player_lines(state, look, [seat]):
                    _check(line.plain, f"{mode} board")
        if state.phase == "scoring":
            for line in scoring_text(state):
                _check(line.plain, "scoring panel")
        busy = [a for a in legal if a.kind != "pass"]
        action = rng.choice(busy if busy and rng.random() < 0.9 else legal)
        text = RULES.words.describe(state, seat, action)
        _check(text, "log")
        if action.kind == "continue":  # an event, not somebody's move
            assert not any(text.startswith(name) for name in state.players), text
        after = RULES.apply(state, seat, action)
        for line in RULES.words.round_summary(state, after):
            _check(line, "round summary")
        state = after
        steps += 1
    for line in state.score_log:
        _check(line, "final scoring")


def test_refusals_speak_the_games_words():
    state = RULES.setup(["Ana", "Ben"], 3, Options())
    for action in (Place(card="A25", value=5, row=0, col=0),
                   Place(card="A13", value=2, row=0, col=0),
                   Place(card="A13", value=1, row=7, col=0),
                   Place(card="A24", value=4, row=0, col=0)):
        _check(RULES.refusal_reason(state, 0, action), "refusal")
