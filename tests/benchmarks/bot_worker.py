"""A bot's choices on request, the script that lets two versions' bots play each other.

Started by `tests/benchmarks/bots_old.py` in the interpreter of the baseline commit
(`python -I bot_worker.py`), so it may use only the standard library and the public API
that every version has: `boardgames_tui.engine.registry.all_games()`,
`boardgames_tui.engine.bots.make_bot`, and each game's `id`, `min_players`,
`max_players`, `State`, `parse_options`, `setup`, `to_act`, `legal_actions`, `apply`,
`redact`, `parse_action`, `dump_action`.

Protocol, one JSON object per line: the worker first writes
`{"module": <path of boardgames_tui>, "games": {id: [min, max]}}`, then answers each
request `{"game": id, "players": [names], "seed": s, "options": {...}, "level": "strong",
"actions": [[seat, action], ...], "dice": text}` with `{"action": action, "seconds": s}`:
the game is replayed from its seed through the actions so far, and the seat to act is
asked with its own view (`redact`) and `random.Random(dice)`; `seconds` is the processor
time of the choice alone. A request that continues the previous one's game replays only
the new actions. An empty line or end of input ends the worker.
"""

from __future__ import annotations

import json
import random
import sys
import time

import boardgames_tui
from boardgames_tui.engine.bots import make_bot
from boardgames_tui.engine.registry import all_games


class Replayer:
    """The state after a list of actions, remembering the last game to extend it."""

    def __init__(self):
        self.key = None
        self.done = 0
        self.state = None

    def state_after(self, game, request: dict):
        key = (game.id, tuple(request["players"]), request["seed"],
               json.dumps(request.get("options") or {}, sort_keys=True))
        actions = request["actions"]
        if key != self.key or len(actions) < self.done:
            options = game.parse_options(request.get("options") or {})
            self.key, self.done = key, 0
            self.state = game.setup(list(request["players"]), request["seed"], options)
        for seat, action in actions[self.done:]:
            self.state = game.apply(self.state, seat, game.parse_action(action))
        self.done = len(actions)
        return self.state


def main() -> None:
    games = {g.id: g for g in all_games()}
    out = sys.stdout
    out.write(json.dumps({"module": boardgames_tui.__file__,
                          "games": {i: [g.min_players, g.max_players]
                                    for i, g in games.items()}}) + "\n")
    out.flush()
    replayer = Replayer()
    for line in sys.stdin:
        if not line.strip():
            break
        request = json.loads(line)
        game = games[request["game"]]
        try:
            if "state" in request:
                state = game.State.model_validate(request["state"])
            else:
                state = replayer.state_after(game, request)
            seat = game.to_act(state)[0]
            legal = game.legal_actions(state, seat)
            bot = make_bot(game, seat, request["level"])
            t0 = time.process_time()
            action = bot.choose(game.view.redact(state, seat), legal, random.Random(request["dice"]))
            answer = {"action": game.dump_action(action), "seconds": time.process_time() - t0}
        except Exception as e:  # noqa: BLE001 - any failure of the other version is reported
            replayer.key = None
            answer = {"error": f"{type(e).__name__}: {str(e).splitlines()[0]}"}
        out.write(json.dumps(answer) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
