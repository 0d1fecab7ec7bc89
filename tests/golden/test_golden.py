"""The engines reproduce every golden playthrough exactly: the same legal actions (their
count and a digest of the list), the same scores and the same state (a digest) after
every decision (tests/golden/playthrough.py says how they are made)."""

from __future__ import annotations

import json

import pytest

from boardgames_tui.engine.registry import get_game
from tests.golden.playthrough import FOLDER, moves_digest, state_digest

FILES = sorted(FOLDER.glob("*/*.json"))


def test_there_is_a_playthrough_for_every_game_and_player_count():
    from boardgames_tui.engine.registry import all_games

    have = {(f.parent.name, f.name.split("p-")[0]) for f in FILES}
    for game in all_games():
        for n in range(game.min_players, game.max_players + 1):
            assert (game.id, str(n)) in have, f"{game.id} {n}p has no golden playthrough"


@pytest.mark.parametrize("path", FILES, ids=[f"{f.parent.name}/{f.stem}" for f in FILES])
def test_golden_playthrough(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    game = get_game(data["game"])
    n = data["players"]
    state = game.setup([f"P{i + 1}" for i in range(n)], data["seed"],
                       game.parse_options(data["options"]))
    for i, step in enumerate(data["decisions"]):
        seat = step["seat"]
        assert game.to_act(state)[0] == seat, f"decision {i + 1}: another seat is on turn"
        legal = game.legal_actions(state, seat)
        assert len(legal) == step["legal"], f"decision {i + 1}: legal actions changed"
        assert moves_digest(game, legal) == step["moves"], \
            f"decision {i + 1}: the legal actions or their order changed"
        action = game.parse_action(step["action"])
        state = game.apply(state, seat, action)
        sheet = game.score_sheet(state)
        assert [r.total for r in sorted(sheet.rows, key=lambda r: r.seat)] == step["scores"], \
            f"decision {i + 1}: scores changed"
        assert state_digest(state) == step["state"], f"decision {i + 1}: the state changed"
    assert game.is_over(state)
