"""Seeded playouts on request, the one script both sides of the engine comparison run.

Started by `tests/benchmarks/engines.py` once in this checkout's interpreter and once in
the interpreter of the baseline commit (`python -I playout_worker.py`), so it may use
only the standard library and the public rules API that both versions have:
`boardgames_tui.engine.registry.all_games()` and each game's `id`, `min_players`,
`max_players`, `Options`, `setup`, `to_act`, `legal_actions`, `apply`, `is_over`,
`parse_action` and `score_sheet(...).scores()`.

Protocol, one JSON object per line: the worker first writes
`{"module": <path of boardgames_tui>, "games": {id: [min, max]}}`, then answers each
request `{"game": id, "players": n, "games": k, "first_seed": f, "policy": p}` with
`{"seconds": s, "decisions": d, "outcomes": [[decisions, scores], ...]}`: the time of k
games with seeds f..f+k-1 (f: 0 if not given) and, per game, its number of decisions and
final scores by seat (worked out after the timing). The first request for a game,
player count and policy is preceded by one untimed game (imports, caches), and every
timed batch starts after a full garbage collection. An empty line or end of input ends
the worker.

Policies (`POLICIES`; "random" if not given), the same code on both sides:
- "random": each seat chooses uniformly at random among the legal actions with
  `random.Random(seed)`.
- "like-for-like": as "random", except at a Master Builder pricing decision of Castles
  (one whose first or last legal action is of kind "finish_pricing" or "prices_done":
  the baseline lists it last, this checkout first), where it plays
  `{"kind": "finish_pricing"}` without drawing from the random generator. The
  baseline lists that action; this checkout accepts it for the saves made before the
  swaps were bounded and plays the round as then (no swaps bounded because none are
  made, no stalled-market rule, completion rewards in the fixed order). So both
  engines play the very same games, decision for decision: the rule fixes made since
  the baseline (e87371e, 69a11da) change nothing, and the ratio of their speeds is
  the ratio of the engines' speeds on the same work. Under "random" the baseline's
  players keep swapping rooms until they happen to pick "done", the new ones may swap
  at most slots - 1 times, so the same seeds play other, shorter games there.
  Other games have no such decision: for them the two policies are the same.
"""

from __future__ import annotations

import gc
import json
import random
import sys
import time

import boardgames_tui
from boardgames_tui.engine.registry import all_games

PRICING_KINDS = frozenset({"finish_pricing", "prices_done"})  # old / new "prices set"
POLICIES = ("random", "like-for-like")


def play(game, players: int, seed: int, policy: str = "random"):
    """One game from `seed` under `policy`: (its number of decisions, the final state)."""
    if policy not in POLICIES:
        raise ValueError(f"unknown policy {policy!r}")
    state = game.setup([f"P{i}" for i in range(players)], seed, game.Options())
    rng = random.Random(seed)
    finish = game.parse_action({"kind": "finish_pricing"}) \
        if policy == "like-for-like" and game.id == "castles-of-mad-king-ludwig" else None
    decisions = 0
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        if finish is not None and (legal[0].kind in PRICING_KINDS
                                   or legal[-1].kind in PRICING_KINDS):
            action = finish
        else:
            action = rng.choice(legal)
        state = game.apply(state, seat, action)
        decisions += 1
    return decisions, state


def main() -> None:
    games = {g.id: g for g in all_games()}
    out = sys.stdout
    out.write(json.dumps({"module": boardgames_tui.__file__,
                          "games": {i: [g.min_players, g.max_players]
                                    for i, g in games.items()}}) + "\n")
    out.flush()
    warmed: set[tuple[str, int, str]] = set()
    for line in sys.stdin:
        if not line.strip():
            break
        request = json.loads(line)
        game, players, count = games[request["game"]], request["players"], request["games"]
        policy = request.get("policy", "random")
        if (game.id, players, policy) not in warmed:
            play(game, players, 10**6, policy)
            warmed.add((game.id, players, policy))
        gc.collect()
        played = []
        t0 = time.perf_counter()
        first = request.get("first_seed", 0)
        for seed in range(first, first + count):
            played.append(play(game, players, seed, policy))
        seconds = time.perf_counter() - t0
        outcomes = [[d, game.score_sheet(state).scores()] for d, state in played]
        out.write(json.dumps({"seconds": seconds, "decisions": sum(d for d, _ in played),
                              "outcomes": outcomes}) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
