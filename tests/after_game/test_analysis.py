"""Move analysis (issue 33): paired estimates that report only real mistakes.

Per game, positions whose outcome is known exactly: a seat's last decision where every
legal move ends the game (through forced steps only), so the points of each move are known
without any rollout. A worse move there is reported as a mistake by about its known
margin; a move as good as the best is never reported. Over greedy-vs-random games the
random seat makes more mistakes. Stored analyses of the first version (sentences in the
language of their day) still load; texts of the new ones follow the language shown.
"""

from __future__ import annotations

import pytest

from boardgames_tui.engine import i18n, saves
from boardgames_tui.engine.analysis import (
    Analysis,
    Settings,
    analyse,
    analyse_and_store,
    analyse_decision,
    stored,
)
from boardgames_tui.engine.match import Match
from boardgames_tui.engine.registry import all_games, get_game
from tests.after_game.games import played

CHEAP = Settings(rivals=2, worlds=3, confirm=4)
GAMES = [g.id for g in all_games()]


def _finish(game, state):
    """The end of the game if only forced decisions (one legal move) remain, else None."""
    for _ in range(60):
        if game.is_over(state):
            return state
        seats = game.to_act(state)
        legal = game.legal_actions(state, seats[0]) if len(seats) == 1 else []
        if len(legal) != 1:
            return None
        state = game.apply(state, seats[0], legal[0])
    return None


def known_positions(game_id: str, seeds=range(7, 31)):
    """(match, step, {index of legal move: exact value}) for decisions whose every move
    ends the game, found in seeded greedy-vs-random games."""
    game = get_game(game_id)
    for seed in seeds:
        match, _ = played(game_id, ["Ana", "Ben"], seed=seed, greedy_seats=(0,), save=False)
        for step in range(len(match.record.actions) - 1, len(match.record.actions) - 40, -1):
            seat = match.record.actions[step].seat
            state = match.states[step]
            legal = game.legal_actions(state, seat)
            if len(legal) < 2:
                continue
            ends = [_finish(game, game.apply(state, seat, a)) for a in legal]
            if all(e is not None for e in ends):
                yield match, step, legal, [game.bots.evaluate(e, seat) for e in ends]


def with_move(match: Match, step: int, action) -> Match:
    """The same game up to `step`, where the seat then made `action`."""
    again = Match.new(match.game, match.names, match.record.seed, match.record.options)
    for logged in match.record.actions[:step]:
        again.apply(logged.seat, match.game.parse_action(logged.action))
    again.apply(match.record.actions[step].seat, action)
    return again


def find(game_id: str, want):
    for match, step, legal, values in known_positions(game_id):
        picked = want(legal, values)
        if picked is not None:
            return match, step, legal, values, picked
    pytest.fail(f"no position of {game_id} with known values found in the seeds tried")


def clearly_worse(legal, values):
    """A unique best move and one at least 2 points below it."""
    best = max(values)
    if values.count(best) != 1:
        return None
    worse = [i for i, v in enumerate(values) if 2 <= best - v <= 12]
    return (values.index(best), worse[0]) if worse else None


def tied_best(legal, values):
    best = max(values)
    tied = [i for i, v in enumerate(values) if v == best]
    return (tied[0], tied[-1]) if len(tied) >= 2 else None


MARGIN_GAMES = [g for g in GAMES if g != "bruxelles-1897"]  # built by its scenario below


@pytest.mark.parametrize("game_id", MARGIN_GAMES)
def test_a_clearly_worse_move_is_reported_with_its_known_margin(game_id):
    match, step, legal, values, (best, worse) = find(game_id, clearly_worse)
    game = match.game
    margin = values[best] - values[worse]
    decision = analyse_decision(with_move(match, step, legal[worse]), step, Settings())
    assert decision.mistake
    assert decision.best_action == game.dump_action(legal[best])
    assert decision.loss == pytest.approx(margin, abs=0.5 + decision.gap.spread)
    # every world gives the same gap: decided after the first batch of fresh worlds
    assert decision.gap.spread == 0 and decision.ahead == decision.gap.worlds
    assert decision.gap.worlds == Settings().confirm // 2


@pytest.mark.parametrize("game_id", GAMES)
def test_two_equal_moves_are_never_reported_as_a_mistake(game_id):
    match, step, legal, values, (first, second) = find(game_id, tied_best)
    for chosen in (legal[first], legal[second]):
        decision = analyse_decision(with_move(match, step, chosen), step, Settings())
        assert not decision.mistake and decision.loss == 0
        # no rival ahead after half the screening worlds: the screening stopped there
        assert decision.chosen_estimate.worlds == Settings().worlds // 2


def _every_end(game, state, seat) -> set[float]:
    """The values for `seat` of every way the game can still end from `state`."""
    if game.is_over(state):
        return {game.bots.evaluate(state, seat)}
    who = game.to_act(state)[0]
    return set().union(*(_every_end(game, game.apply(state, who, a), seat)
                         for a in game.legal_actions(state, who)))


def bruxelles_last_decision():
    """Bruxelles 1897, built with its scenario builder: the last round, Ben has passed and
    Ana places her last architect. Brussels is out of her reach (every location is held by
    more than her 1/3 architect can beat), and the grid offers a material (worth 6 at the
    end), an artwork (2), the Expo (1), or she passes (0). Whatever happens after her
    move (the prison, the final scoring), each move ends with one known value."""
    from boardgames_tui.games.bruxelles_1897 import RULES, scenario
    from boardgames_tui.games.bruxelles_1897.scenario import Player

    grid = {"B1": "Material wood+metal", "B3": "Artwork blue", "B4": "Expo"}
    state = scenario.bruxelles(
        ["Ana", "Ben"], seed=1, round=4, on_turn="Ana", passed=["Ben"], first_passer="Ben",
        grid=[grid.get(f"{row}{col}", "") for row in "ABC" for col in range(1, 5)],
        brussels={"Stock Exchange": [("Ben", [("2/5", 5)])],
                  "City Hall": [("Ana", [("2/4", 4)])],
                  "Cinquantenaire Park": [("Ana", [("2/5", 5)])]},
        seats={"Ana": Player(hand=["1/3"], prison=[]), "Ben": Player(hand=[], prison=[])})
    legal = RULES.legal_actions(state, 0)
    values = []
    for action in legal:
        ends = _every_end(RULES, RULES.apply(state, 0, action), 0)
        assert len(ends) == 1, "each move's end is known"
        values.append(ends.pop())
    return state, legal, values


def _decided(state, seat, action) -> Match:
    """A match that starts at `state` and where `seat` made `action`."""
    from boardgames_tui.games.bruxelles_1897 import RULES

    match = Match.new(RULES, ["Ana", "Ben"], seed=1)
    match.states = [state]
    match.apply(seat, action)
    return match


def test_bruxelles_a_clearly_worse_move_is_reported_with_its_known_margin():
    state, legal, values = bruxelles_last_decision()
    game = get_game("bruxelles-1897")
    best_value = max(values)
    worse = next(i for i, v in enumerate(values) if 3 <= best_value - v <= 6)
    margin = best_value - values[worse]
    decision = analyse_decision(_decided(state, 0, legal[worse]), 0, Settings())
    assert decision.mistake
    best_moves = [game.dump_action(a) for a, v in zip(legal, values, strict=True)
                  if v == best_value]
    assert decision.best_action in best_moves
    assert decision.loss == pytest.approx(margin, abs=0.5 + decision.gap.spread)
    assert decision.ahead == decision.gap.worlds == Settings().confirm // 2


def test_bruxelles_two_equal_moves_are_never_reported_as_a_mistake():
    state, legal, values = bruxelles_last_decision()
    best_value = max(values)
    tied = [a for a, v in zip(legal, values, strict=True) if v == best_value]
    assert len(tied) >= 2  # the material paid with a 1 or with a 3
    for chosen in tied:
        decision = analyse_decision(_decided(state, 0, chosen), 0, Settings())
        assert not decision.mistake and decision.loss == 0


@pytest.mark.parametrize("game_id", GAMES)
def test_the_random_seat_makes_more_mistakes_than_the_greedy_one(game_id):
    match, _ = played(game_id, ["Greedy", "Random"], seed=7, greedy_seats=(0,), save=False)
    result = analyse(match, CHEAP)
    assert result.complete and len(result.decisions) == len(match.record.actions)
    greedy, rand = result.summary(0), result.summary(1)
    assert rand.mistakes > greedy.mistakes
    assert all(d.loss == 0 or d.gap.low > CHEAP.threshold for d in result.decisions)
    worst = result.costliest(1)
    assert worst and worst[0].loss >= worst[-1].loss
    assert "better:" in worst[0].in_words(match)


def test_a_pool_of_two_processes_gives_the_same_analysis():
    match, _ = played("rococo", ["Ana", "Ben"], seed=3, greedy_seats=(0,), stop=30, save=False)
    assert analyse(match, CHEAP, jobs=2) == analyse(match, CHEAP, jobs=1)


def test_the_analysis_is_stored_once_and_a_cancel_keeps_nothing():
    match, path = played("rococo", ["Ana", "Ben"], seed=3)
    stop_now = analyse_and_store(match, path, cancelled=lambda: True, settings=CHEAP, jobs=1)
    assert not stop_now.complete and stored(saves.load(path)) is None
    done = analyse_and_store(match, path, settings=CHEAP, jobs=1)
    again = saves.load(path)
    assert stored(again) == done
    calls = []
    analyse_and_store(again, path, progress=lambda *a: calls.append(a), settings=CHEAP)
    assert calls == [], "a stored analysis is not computed again"


def test_texts_follow_the_language_shown_and_old_analyses_still_load():
    match, path = played("castles-of-mad-king-ludwig", ["Ana", "Ben"], seed=9,
                         greedy_seats=(0,), stop=12)
    result = analyse(match, CHEAP)
    keep = next(d for d in result.decisions if d.chosen_action["kind"] == "keep_bonus")
    english = keep.chosen_text(match)
    name = match.names[keep.seat]
    assert "secret" not in english and english.startswith(f"{name} keeps ")
    try:
        i18n.set_language("de")
        german = keep.chosen_text(match)
    finally:
        i18n.set_language("en")
    assert german != english and german.startswith(f"{name} behält ")
    # an analysis of version 1: sentences, no actions, no intervals
    old = {"version": 1, "settings": {"rivals": 4, "samples": 12, "depth": 24},
           "complete": True,
           "decisions": [{"step": i, "seat": a.seat, "chosen": a.text, "best": "B moves",
                          "chosen_value": 1.0, "best_value": 3.0, "loss": 2.0 if i == 3 else 0}
                         for i, a in enumerate(match.record.actions)]}
    match.record.analysis = old
    saves.save(match, path)
    loaded = saves.load(path)
    assert stored(loaded) is None, "an analysis of the old method is done again"
    kept = Analysis.model_validate(old)
    assert kept.costliest(match.record.actions[3].seat)[0].in_words(loaded).endswith(
        "better: B moves, about +2 points")


def test_analyse_on_the_command_line_shows_progress_on_standard_error_when_piped(
        capsys, monkeypatch):
    from boardgames_tui.cli import main

    monkeypatch.setenv("BOARDGAMES_JOBS", "1")
    match, path = played("akropolis", ["Ana", "Ben"], seed=5, greedy_seats=(0,), stop=24)
    assert main(["analyse", str(path)]) == 0
    captured = capsys.readouterr()
    total = len(match.record.actions)
    assert f"analysing decision {total} of {total}" in captured.err.splitlines()
    assert "analysing" not in captured.out
    assert "95% interval" in captured.out and "Ana: " in captured.out and "±" in captured.out
