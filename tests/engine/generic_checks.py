"""Checks every registered game must pass (architecture §Tests).

Plain functions taking a GameRules object, so the registry-wide tests and a game's own
tests can call them alike. Playouts are seeded and bounded.
"""

from __future__ import annotations

import random

from pydantic import BaseModel

from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.engine.game import GameRules
from boardgames_tui.engine.match import Match
from boardgames_tui.engine.saves import parse_save, to_json
from boardgames_tui.engine.simulate import MAX_DECISIONS


def names(n: int) -> list[str]:
    return [f"P{i + 1}" for i in range(n)]


def decision_limit(game: GameRules, n_players: int, options: BaseModel) -> int:
    """The game's own bound on decisions, else the engine's generic limit."""
    return game.max_decisions(n_players, options) or MAX_DECISIONS


def random_playout(game: GameRules, n_players: int, seed: int, options: BaseModel | None = None):
    """Yield (state, seat, action, next_state) through one random game."""
    options = options if options is not None else game.Options()
    state = game.setup(names(n_players), seed, options)
    rng = random.Random(seed)
    limit = decision_limit(game, n_players, options)
    for _ in range(limit):
        if game.is_over(state):
            return
        seat = rng.choice(game.to_act(state))
        legal = game.legal_actions(state, seat)
        assert legal, f"seat {seat} is to act but has no legal action"
        action = rng.choice(legal)
        nxt = game.apply(state, seat, action)
        yield state, seat, action, nxt
        state = nxt
    if not game.is_over(state):  # a game may end exactly at its bound
        raise AssertionError(f"no end after {limit} decisions (the game's bound)")


def check_playout_ends(game: GameRules, n_players: int, seed: int) -> None:
    last = None
    for _state, _seat, _action, nxt in random_playout(game, n_players, seed):
        last = nxt
    assert last is not None and game.is_over(last)
    sheet = game.score_sheet(last)
    assert sorted(r.seat for r in sheet.rows if r.seat >= 0) == list(range(n_players))
    assert sheet.winners, "a finished game has at least one winner (a solo rival may win)"


def check_bound_and_ends_within_it(game: GameRules, n_players: int, seeds=(1, 2)) -> None:
    """The game gives an int bound on its decisions and random games end within it."""
    options = game.Options()
    bound = game.max_decisions(n_players, options)
    assert isinstance(bound, int) and not isinstance(bound, bool) and bound > 0, (
        f"{game.id} gives no bound on its decisions for {n_players} players: {bound!r}")
    for seed in seeds:
        count = sum(1 for _ in random_playout(game, n_players, seed, options))
        assert count <= bound


def check_apply_is_pure_and_legal(game: GameRules, n_players: int, seed: int, every: int = 1):
    """apply never mutates its input; every legal action applies; describe never fails."""
    for i, (state, seat, _action, _nxt) in enumerate(random_playout(game, n_players, seed)):
        if i % every:
            continue
        snapshot = state.model_copy(deep=True)
        for legal in game.legal_actions(state, seat):
            game.words.describe(state, seat, legal)
            game.apply(state, seat, legal)
        assert state == snapshot, f"apply changed its input state at step {i}"


def check_illegal_refused(game: GameRules, n_players: int, seed: int, samples: int = 40) -> None:
    """Actions legal elsewhere (other steps, other seats) are refused here, state untouched."""
    pool: list[tuple[int, BaseModel]] = []
    rng = random.Random(seed)
    tried = 0
    for state, seat, _action, _nxt in random_playout(game, n_players, seed):
        legal = game.legal_actions(state, seat)
        for other_seat, candidate in rng.sample(pool, min(len(pool), 3)):
            if other_seat == seat and candidate in legal:
                continue
            snapshot = state.model_copy(deep=True)
            try:
                game.apply(state, other_seat, candidate)
            except IllegalAction as exc:
                assert exc.reason, "an illegal action needs a reason"
                tried += 1
            else:
                # legal for that seat there too (simultaneous decisions): must be listed
                assert candidate in game.legal_actions(state, other_seat)
            assert state == snapshot
        pool.extend((seat, a) for a in rng.sample(legal, min(len(legal), 2)))
        if tried >= samples:
            break
    # and a seat that is not to act is always refused
    state = game.setup(names(n_players), seed, game.Options())
    idle = [s for s in range(n_players) if s not in game.to_act(state)]
    for s in idle:
        acting = game.to_act(state)[0]
        action = game.legal_actions(state, acting)[0]
        try:
            game.apply(state, s, action)
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"seat {s} acted out of turn")


def check_save_replay(game: GameRules, n_players: int, seed: int, steps: int = 400) -> None:
    """save -> load -> replay gives an equal state after every step."""
    match = Match.new(game, names(n_players), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if match.is_over():
            break
        seat = rng.choice(match.to_act())
        match.apply(seat, rng.choice(match.legal_actions(seat)))
        again = Match.replay(game, parse_save(to_json(match)))
        assert again.state == match.state


def check_deterministic(game: GameRules, n_players: int, seed: int) -> None:
    a = [(s, act) for _st, s, act, _n in random_playout(game, n_players, seed)]
    b = [(s, act) for _st, s, act, _n in random_playout(game, n_players, seed)]
    assert a == b
    s1 = game.setup(names(n_players), seed, game.Options())
    s2 = game.setup(names(n_players), seed, game.Options())
    assert s1 == s2


def check_redact(game: GameRules, n_players: int, seed: int) -> None:
    """redact never mutates, and a redacted state is still a valid State model."""
    for i, (state, _seat, _a, _n) in enumerate(random_playout(game, n_players, seed)):
        if i % 7:
            continue
        snapshot = state.model_copy(deep=True)
        for viewer in range(n_players):
            red = game.view.redact(state, viewer)
            type(state).model_validate(red.model_dump())
        assert state == snapshot
