"""The fuzzer (`make fuzz`): it finds broken contracts on purpose-broken toy games, says
how to repeat each finding, is deterministic, and a short seeded slice of it runs on every
registered game in `make test` (bounded by a number of games, not by time)."""

from __future__ import annotations

import io

import pytest

from boardgames_tui.engine import fuzz
from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.engine.registry import all_games
from tests.toy_game import ToyGame


def run_toy(game, cases=6, players=(2, 3), seed=0):
    report = fuzz.Report()
    for k in range(cases):
        for n in players:
            fuzz.play(game, fuzz.Case("toy", n, seed + k, {"bonus_deck": bool(k % 2)}), report)
    return report


def test_the_toy_game_passes_and_the_same_seed_gives_the_same_run():
    a, b = run_toy(ToyGame()), run_toy(ToyGame())
    assert a.failures == [] and a.tallies["toy"].games == 12
    assert a.tallies["toy"].decisions == b.tallies["toy"].decisions > 0


def test_options_sampled_are_the_bool_and_literal_fields():
    assert fuzz.option_choices(ToyGame.Options) == {"bonus_deck": [False, True]}


class Mutating(ToyGame):
    def apply(self, state, seat, action):
        state.seed += 1  # changes its input
        return super().apply(state, seat, action)


class OutOfTurn(ToyGame):
    def apply(self, state, seat, action):
        if action.kind == "end" and seat != state.turn:
            return state.model_copy(deep=True)
        return super().apply(state, seat, action)


class Endless(ToyGame):
    def max_decisions(self, players, options):
        return 5


class NoBound(ToyGame):
    def max_decisions(self, players, options):
        return None


class NoReason(ToyGame):
    def apply(self, state, seat, action):
        if seat != state.turn:
            raise IllegalAction("")
        return super().apply(state, seat, action)


class Crashing(ToyGame):
    def apply(self, state, seat, action):
        if seat != state.turn:
            raise IndexError("list index out of range")
        return super().apply(state, seat, action)


@pytest.mark.parametrize(("game", "needle"), [
    (Mutating(), "changed its input state"),
    (OutOfTurn(), "was accepted: seat"),
    (Endless(), "no end within the bound of 5 decisions"),
    (NoBound(), "max_decisions gives no bound (None)"),
    (NoReason(), "refused without a reason"),
    (Crashing(), "crashed instead of being refused: IndexError"),
])
def test_a_broken_contract_is_found_with_a_line_to_repeat_it(game, needle):
    report = run_toy(game)
    assert report.failures, f"{type(game).__name__} passed the fuzzer"
    failure = report.failures[0]
    assert needle in failure.message
    line = failure.line()
    assert line.startswith(f"FAIL toy {failure.case.players}p seed {failure.case.seed}")
    assert ("repeat: .venv/bin/python -m boardgames_tui.engine.fuzz --game toy --players "
            f"{failure.case.players} --seed {failure.case.seed} --options ") in line
    again = fuzz.Report()
    fuzz.play(game, failure.case, again)
    assert [(f.step, f.message) for f in again.failures] == [(failure.step, failure.message)]


def test_the_command_line_repeats_one_case(monkeypatch, capsys):
    import boardgames_tui.games as games_pkg
    from boardgames_tui.games import GameEntry

    toy = GameEntry("toy", "Toy", 2, 3, "A test game", "tests.toy_game:RULES",
                    "tests.ui.toy_screen:ToyScreen")
    monkeypatch.setattr(games_pkg, "GAMES", [toy])
    code = fuzz.main(["--game", "toy", "--players", "3", "--seed", "4",
                      "--options", '{"bonus_deck":false}'])
    out = capsys.readouterr().out
    assert code == 0 and "0 failure(s)" in out
    assert out.splitlines()[1].split()[:2] == ["toy", "1"]
    code = fuzz.main(["--games", "2", "--seed", "1"])
    out = capsys.readouterr().out
    assert code == 0 and out.splitlines()[1].split()[:2] == ["toy", "4"]  # 2 games × 2 counts


def test_cases_run_round_robin_over_games_and_player_counts():
    games = all_games()
    seq = fuzz.cases(3, games)
    first = [next(seq)[1] for _ in range(sum(g.max_players - g.min_players + 1 for g in games))]
    assert {(c.game, c.players) for c in first} == {
        (g.id, n) for g in games for n in range(g.min_players, g.max_players + 1)}
    assert {c.seed for c in first} == {3}
    again = fuzz.cases(3, games)
    assert [next(again)[1].options for _ in first] == [c.options for c in first]


# The slice `make test` runs: one seeded game of each game at each player count, every
# check on. A finding prints the line that repeats it.
SLICE_SEED = 20261201


@pytest.mark.parametrize("game", all_games(), ids=[g.id for g in all_games()])
def test_fuzz_slice(game):
    out = io.StringIO()
    report = fuzz.fuzz(seed=SLICE_SEED, games=1, game_ids=[game.id], out=out)
    assert report.tallies[game.id].games + report.tallies[game.id].skipped == (
        game.max_players - game.min_players + 1)
    assert report.failures == [], out.getvalue()
