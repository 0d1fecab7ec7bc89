"""Random playouts on request, the one script both sides of the engine comparison run.

Started by `tests/benchmarks/engines.py` once in this checkout's interpreter and once in
the interpreter of the baseline commit (`python -I playout_worker.py`), so it may use
only the standard library and the public rules API that both versions have:
`boardgames_tui.engine.registry.all_games()` and each game's `id`, `min_players`,
`max_players`, `Options`, `setup`, `to_act`, `legal_actions`, `apply`, `is_over`.

Protocol, one JSON object per line: the worker first writes
`{"module": <path of boardgames_tui>, "games": {id: [min, max]}}`, then answers each
request `{"game": id, "players": n, "games": k, "first_seed": f}` with
`{"seconds": s, "decisions": d}`: the time of k games with seeds f..f+k-1 (f: 0 if
not given), each seat
choosing uniformly at random among the legal actions with `random.Random(seed)`. The
first request for a game and player count is preceded by one untimed game (imports,
caches), and every timed batch starts after a full garbage collection. An empty line or
end of input ends the worker.
"""

from __future__ import annotations

import gc
import json
import random
import sys
import time

import boardgames_tui
from boardgames_tui.engine.registry import all_games


def play(game, players: int, seed: int) -> int:
    state = game.setup([f"P{i}" for i in range(players)], seed, game.Options())
    rng = random.Random(seed)
    decisions = 0
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        decisions += 1
    return decisions


def main() -> None:
    games = {g.id: g for g in all_games()}
    out = sys.stdout
    out.write(json.dumps({"module": boardgames_tui.__file__,
                          "games": {i: [g.min_players, g.max_players]
                                    for i, g in games.items()}}) + "\n")
    out.flush()
    warmed: set[tuple[str, int]] = set()
    for line in sys.stdin:
        if not line.strip():
            break
        request = json.loads(line)
        game, players, count = games[request["game"]], request["players"], request["games"]
        if (game.id, players) not in warmed:
            play(game, players, 10**6)
            warmed.add((game.id, players))
        gc.collect()
        decisions = 0
        t0 = time.perf_counter()
        first = request.get("first_seed", 0)
        for seed in range(first, first + count):
            decisions += play(game, players, seed)
        seconds = time.perf_counter() - t0
        out.write(json.dumps({"seconds": seconds, "decisions": decisions}) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
