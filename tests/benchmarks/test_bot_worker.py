"""The bot worker answers what the bot of its interpreter would choose in the position
reached by the actions it is sent (here run in this checkout's own interpreter)."""

from __future__ import annotations

import random
import sys

from boardgames_tui.engine.bots import make_bot
from boardgames_tui.engine.registry import get_game
from tests.benchmarks.bots_old import BotWorker


def test_the_worker_replays_the_actions_and_answers_the_bots_choice(tmp_path):
    game = get_game("azul-summer-pavilion")
    players, seed = ["A", "B"], 4
    state = game.setup(players, seed, game.Options())
    actions, expected, answers = [], [], []
    worker = BotWorker(sys.executable, str(tmp_path))
    try:
        assert game.id in worker.games
        for step in range(6):
            seat = game.to_act(state)[0]
            legal = game.legal_actions(state, seat)
            dice = f"test:{step}"
            mine = make_bot(game, seat, "greedy").choose(game.redact(state, seat), legal,
                                                         random.Random(dice))
            answer = worker.choose({"game": game.id, "players": players, "seed": seed,
                                    "options": {}, "level": "greedy", "actions": actions,
                                    "dice": dice})
            expected.append(game.dump_action(mine))
            answers.append(answer["action"])
            assert answer["seconds"] >= 0
            actions.append([seat, answers[-1]])
            state = game.apply(state, seat, game.parse_action(answers[-1]))
        # A game started again from its first decision is replayed from the seed.
        again = worker.choose({"game": game.id, "players": players, "seed": seed,
                               "options": {}, "level": "greedy", "actions": [],
                               "dice": "test:0"})
    finally:
        worker.close()
    assert answers == expected
    assert again["action"] == expected[0]
