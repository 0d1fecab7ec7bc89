"""Bots: only legal actions, only redacted states, deterministic for a seed."""

from __future__ import annotations

import inspect
import random
from dataclasses import FrozenInstanceError, replace

import pytest

import boardgames_tui.engine.bots as bots_mod
from boardgames_tui.engine.bot_kit import BotKit
from boardgames_tui.engine.bot_settings import BotSettings
from boardgames_tui.engine.bots import GreedyBot, StrongBot, make_bot
from boardgames_tui.engine.registry import all_games
from boardgames_tui.engine.simulate import play_one
from boardgames_tui.engine.tournament import tournament
from tests.toy_game import EndTurn, ToyGame

GAMES = all_games()
IDS = [g.id for g in GAMES]


def positions(game, n, seed, count):
    """`count` states from a random game, each with the seat to act."""
    state = game.setup([f"P{i}" for i in range(n)], seed, game.Options())
    rng = random.Random(seed)
    out = []
    while not game.is_over(state) and len(out) < count:
        seat = game.to_act(state)[0]
        out.append((state, seat))
        for _ in range(rng.randrange(1, 6)):
            if game.is_over(state):
                break
            seat = game.to_act(state)[0]
            state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    return out


@pytest.mark.parametrize("game", GAMES, ids=IDS)
@pytest.mark.parametrize("level", ["random", "greedy"])
def test_a_bot_returns_only_legal_actions_and_plays_to_the_end(game, level):
    n = max(2, game.min_players)
    result = play_one(game, n, seed=21, bots=[level] + ["random"] * (n - 1))
    assert result.actions > 0 and len(result.scores) == n


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_strong_bot_is_legal_and_deterministic(game, monkeypatch):
    monkeypatch.setattr(game.bots, "settings", BotSettings(samples=6, rollout=4))
    n = max(2, game.min_players)
    for state, seat in positions(game, n, seed=5, count=3):
        view = game.view.redact(state, seat)
        legal = game.legal_actions(state, seat)
        a = StrongBot(game, seat).choose(view, legal, random.Random(1))
        b = StrongBot(game, seat).choose(view, legal, random.Random(1))
        assert a in legal and a == b


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_greedy_is_deterministic_for_a_seed(game):
    n = max(2, game.min_players)
    a = play_one(game, n, seed=8, bots=["greedy"] * n)
    b = play_one(game, n, seed=8, bots=["greedy"] * n)
    assert (a.scores, a.actions) == (b.scores, b.actions)


def test_bots_see_only_the_redacted_state(monkeypatch):
    game = ToyGame()
    seen = []

    class Spy(GreedyBot):
        def choose(self, state, legal, rng):
            seen.append(state)
            return super().choose(state, legal, rng)

    monkeypatch.setitem(bots_mod.LEVELS, "spy", Spy)
    play_one(game, 2, seed=3, bots=["spy", "spy"])
    assert seen
    for state in seen:
        assert all(card == 0 for card in state.deck), "the deck order stays hidden"


class DeckSpy(ToyGame):
    """The toy game, recording every state the search applies a move to."""

    def __init__(self):
        self.searched = []

    def apply(self, state, seat, action):
        self.searched.append(state)
        return super().apply(state, seat, action)


def test_strong_bot_searches_only_what_its_seat_sees(monkeypatch):
    """Even handed the full state, the strong bot searches its seat's view: the deck's
    order and the rival's hand never reach a searched state, so whether the top card is
    worth 1 or 10 cannot change its choices."""
    choices = []
    for top in (1, 10):
        game = DeckSpy()
        monkeypatch.setattr(game.bots, "settings", replace(game.bots.settings, samples=12))
        state = game.setup(["A", "B"], 1, game.Options())
        rest = [c for c in range(2, 10) if c != top]
        state = state.model_copy(update={"deck": [top, *rest], "hands": [[], [10 - top]]})
        legal = game.legal_actions(state, 0)
        choices.append([StrongBot(game, 0).choose(state, legal, random.Random(seed))
                        for seed in range(4)])
        assert game.searched
        for searched in game.searched:
            assert all(card == 0 for card in searched.deck), "the deck order stays hidden"
            assert all(card == 0 for card in searched.hands[1]), "the rival's hand too"
    assert choices[0] == choices[1]


def test_greedy_prefers_the_better_move_on_the_toy_game():
    game = ToyGame()
    state = game.setup(["A", "B"], 1, game.Options(bonus_deck=False))
    legal = game.legal_actions(state, 0)
    choice = GreedyBot(game, 0).choose(state, legal, random.Random(0))
    assert choice.kind == "add" and choice.amount == 2


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown bot level 'genius'"):
        make_bot(ToyGame(), 0, "genius")


def test_tournament_rotates_seats_and_counts_wins():
    stats = tournament(ToyGame(), ["greedy", "random"], games=6, seed=2)
    assert [s.level for s in stats] == ["greedy", "random"]
    assert all(s.seats_played == 6 for s in stats)
    assert stats[0].wins >= stats[1].wins


class EndingBots(BotKit):
    """Rollouts that end every turn at once, counting the moves played."""

    def rollout_action(self, state, seat, legal, rng):
        self.rules.played.append(seat)
        return next(a for a in legal if a.kind == "end")


class EndingTurns(ToyGame):
    """The toy game whose rollouts end every turn at once."""

    Bots = EndingBots

    def __init__(self, turns: int):
        self.bots.settings = BotSettings(rollout=8, turns=turns)
        self.played: list[int] = []


@pytest.mark.parametrize(("turns", "played"), [(0, [1, 0, 1, 0, 1, 0, 1, 0]),
                                               (1, [1]), (2, [1, 0, 1])])
def test_a_rollout_stops_at_the_bots_turn_when_told_so(turns, played):
    """`BotSettings.turns`: the rollout from the rival's turn ends when the bot is to
    decide again for the n-th time after the rival (0: after `rollout` decisions)."""
    game = EndingTurns(turns)
    state = game.setup(["A", "B"], 1, game.Options(target=99, bonus_deck=False))
    state = game.apply(state, 0, EndTurn())
    StrongBot(game, 0).rollout(state, random.Random(0))
    assert game.played == played


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_every_game_states_its_bot_budgets_in_one_typed_object(game):
    """Issue 37: the bots' kit is one frozen `BotSettings`, read without `getattr`, so
    a misspelt budget cannot fall back to a default unnoticed."""
    settings = game.bots.settings
    assert type(settings) is BotSettings
    with pytest.raises(FrozenInstanceError):
        settings.samples = 1  # type: ignore[misc]
    assert not any(hasattr(game, name) for name in ("strong_samples", "strong_rollout",
                                                     "strong_turns"))
    bot = StrongBot(game, 0)
    assert (bot.samples, bot.depth, bot.turns) == (settings.samples, settings.rollout,
                                                    settings.turns)
    assert "getattr" not in inspect.getsource(bots_mod)


def test_bot_settings_refuse_an_empty_budget():
    with pytest.raises(ValueError):
        BotSettings(samples=0)
