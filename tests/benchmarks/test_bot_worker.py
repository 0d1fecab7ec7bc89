"""The bot worker answers what the bot of its interpreter would choose in the position
reached by the actions it is sent (here run in this checkout's own interpreter)."""

from __future__ import annotations

import random
import sys

import pytest

from boardgames_tui.engine.bots import GreedyBot, make_bot
from boardgames_tui.engine.registry import get_game
from tests.benchmarks.bots_old import ISSUE_16, BotWorker, NotComparable, old_choice


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
            mine = make_bot(game, seat, "greedy").choose(game.view.redact(state, seat), legal,
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


def test_the_worker_answers_for_a_position_sent_as_state(tmp_path):
    game = get_game("castles-of-mad-king-ludwig")
    state = game.setup(["A", "B"], 7, game.Options())
    for _step in range(4):  # past the bonus cards, into the first pricing
        seat = game.to_act(state)[0]
        state = game.apply(state, seat, game.legal_actions(state, seat)[0])
    seat = game.to_act(state)[0]
    legal = game.legal_actions(state, seat)
    mine = make_bot(game, seat, "greedy").choose(game.view.redact(state, seat), legal,
                                                 random.Random("test"))
    broken = state.model_dump(mode="json")
    broken["tasks"] = [{"kind": "no such decision"}]
    worker = BotWorker(sys.executable, str(tmp_path))
    try:
        request = {"game": game.id, "players": ["A", "B"], "seed": 7, "options": {},
                   "level": "greedy", "dice": "test"}
        answer = worker.choose({**request, "state": state.model_dump(mode="json")})
        failed = worker.choose({**request, "state": broken})
    finally:
        worker.close()
    assert answer["action"] == game.dump_action(mine)
    assert "error" in failed


class FakeWorker:
    """Answers every request with the same reply."""

    def __init__(self, reply: dict):
        self.reply, self.requests = reply, []

    def choose(self, request: dict) -> dict:
        self.requests.append(request)
        return self.reply


def test_greedy_stands_in_for_the_old_bot_only_where_the_game_is_played_by_state():
    castles = get_game("castles-of-mad-king-ludwig")
    state = castles.setup(["A", "B"], 7, castles.Options())
    seat = castles.to_act(state)[0]
    legal = castles.legal_actions(state, seat)
    request = {"game": castles.id, "players": ["A", "B"], "seed": 7, "options": {},
               "level": "strong", "actions": [], "dice": "test"}
    counts: dict[str, int] = {}
    worker = FakeWorker({"action": {"kind": "pass"}, "seconds": 0.1})  # not legal now
    action, seconds = old_choice(ISSUE_16, castles, worker, state, seat, legal, request, counts)
    greedy = GreedyBot(castles, seat).choose(castles.view.redact(state, seat), legal,
                                             random.Random("test"))
    assert (action, seconds) == (greedy, None)
    assert counts == {"the old bot's answer is not legal here": 1}
    assert "state" in worker.requests[0] and "actions" not in worker.requests[0]
    good = castles.dump_action(legal[-1])
    action, seconds = old_choice(ISSUE_16, castles, FakeWorker({"action": good, "seconds": 0.2}),
                                 state, seat, legal, request, counts)
    assert (action, seconds) == (legal[-1], 0.2)
    assert sum(counts.values()) == 1
    azul = get_game("azul-summer-pavilion")
    other = azul.setup(["A", "B"], 7, azul.Options())
    with pytest.raises(NotComparable):
        old_choice(ISSUE_16, azul, FakeWorker({"error": "ValueError: no"}), other,
                   azul.to_act(other)[0], azul.legal_actions(other, azul.to_act(other)[0]),
                   {**request, "game": azul.id}, {})
