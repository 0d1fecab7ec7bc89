"""Golden playthroughs: seeded games stored decision by decision, so that a faster engine
(or any refactoring) is checked to play exactly the same games.

Each file holds the game, players, seed and options, and for every decision: the seat, the
action (as saved), the number of legal actions the seat had and a digest of that list
(the actions in order), every seat's score after it, and a digest of the whole state
after it (its JSON dump): a change anywhere in a state or in the order of the legal
actions shows at the decision where it happens. Which games: every game, every player count, with the default options and with each
option that changes the rules set on its own (each other value of a choice, the other
value of a switch). The moves are seeded random choices among the legal ones.

Regenerate only for a deliberate rule change, in its own commit saying why:
    .venv/bin/python -m tests.golden.playthrough
and record a new game's alone (README, "Adding a game"):
    .venv/bin/python -m tests.golden.playthrough --game <id>
"""

from __future__ import annotations

import hashlib
import json
import random
import typing
from pathlib import Path

from boardgames_tui.engine.registry import all_games

FOLDER = Path(__file__).parent


def option_variants(game) -> list[tuple[str, dict]]:
    """("default", {}), then one variant per other value of each option."""
    out = [("default", {})]
    for name, field in game.Options.model_fields.items():
        default = field.default
        ann = field.annotation
        values: list = []
        if ann is bool:
            values = [not default]
        elif typing.get_origin(ann) is typing.Literal:
            values = [v for v in typing.get_args(ann) if v != default]
        for v in values:
            out.append((f"{name}={v}", {name: v}))
    return out


def cases(game):
    for n in range(game.min_players, game.max_players + 1):
        for label, options in option_variants(game):
            try:
                opts = game.parse_options(options)
                game.setup([f"P{i + 1}" for i in range(n)], 1, opts)
            except ValueError:
                continue  # an option that does not exist at this player count
            yield n, label, options


def path_for(game_id: str, n: int, label: str) -> Path:
    safe = label.replace("=", "-").replace(" ", "")
    return FOLDER / game_id / f"{n}p-{safe}.json"


def digest(data) -> str:
    """12 hex digits of the SHA-256 of `data` as sorted, compact JSON."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def state_digest(state) -> str:
    return digest(state.model_dump(mode="json"))


def moves_digest(game, legal: list) -> str:
    return digest([game.dump_action(a) for a in legal])


def play(game, n: int, options: dict, seed: int) -> dict:
    opts = game.parse_options(options)
    state = game.setup([f"P{i + 1}" for i in range(n)], seed, opts)
    rng = random.Random(f"golden:{game.id}:{n}:{seed}")
    steps = []
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        action = rng.choice(legal)
        state = game.apply(state, seat, action)
        sheet = game.score_sheet(state)
        steps.append({"seat": seat, "action": game.dump_action(action), "legal": len(legal),
                      "moves": moves_digest(game, legal),
                      "scores": [r.total for r in sorted(sheet.rows, key=lambda r: r.seat)],
                      "state": state_digest(state)})
    return {"game": game.id, "players": n, "seed": seed,
            "options": opts.model_dump(mode="json"), "decisions": steps}


def record(game_id: str | None = None) -> int:
    count = 0
    for game in all_games():
        if game_id is not None and game.id != game_id:
            continue
        for n, label, options in cases(game):
            path = path_for(game.id, n, label)
            path.parent.mkdir(parents=True, exist_ok=True)
            data = play(game, n, options, seed=1000 + n)
            path.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
            count += 1
    return count


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description="Record the golden playthroughs.")
    parser.add_argument("--game", help="only this game's (its id, as in `boardgames list`)")
    args = parser.parse_args()
    print(f"{record(args.game)} golden playthroughs written under {FOLDER}")
