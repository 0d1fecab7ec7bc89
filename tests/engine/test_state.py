"""The copy-on-write contract of game states (engine/state.py), for the toy game and
every registered game: a copy shares what it does not change, a change never reaches
the original, pydantic checks a state where it is loaded, and the rules layer copies
states by this one mechanism only."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest
from pydantic import BaseModel, ValidationError

import boardgames_tui.games
from boardgames_tui.engine.registry import all_games
from boardgames_tui.engine.state import StateData, dump, evolve, load, replaced, without
from tests.toy_game import RULES as TOY_RULES
from tests.toy_game import Add, Draw, ToyState

GAMES = all_games()


def _toy():
    return TOY_RULES.setup(["Ana", "Ben"], 5, TOY_RULES.Options())


def _mid_game(game, decisions: int = 25):
    state = game.setup([f"P{i + 1}" for i in range(game.min_players + 1)], 7,
                       game.parse_options({}))
    rng = random.Random(3)
    for _ in range(decisions):
        if game.is_over(state):
            break
        seat = game.to_act(state)[0]
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    return state


def test_evolve_shares_every_field_it_does_not_change():
    state = _toy()
    new = evolve(state, turn=1, added=[3, 0])
    assert type(new) is ToyState and new is not state
    assert (new.turn, new.added) == (1, [3, 0])
    assert new.deck is state.deck and new.hands is state.hands and new.players is state.players


def test_a_changed_field_does_not_reach_the_original():
    state = _toy()
    before = dump(state)
    new = evolve(state, added=replaced(state.added, 0, 2), deck=without(state.deck, state.deck[0]))
    new.turn = 1
    assert dump(state) == before
    assert (state.turn, state.added, len(state.deck)) == (0, [0, 0], len(new.deck) + 1)


def test_apply_copies_on_write():
    state = _toy()
    before = dump(state)
    added = TOY_RULES.apply(state, 0, Add(amount=2))
    drawn = TOY_RULES.apply(state, 0, Draw())
    assert dump(state) == before  # apply never changes its input
    assert added.added == [2, 0] and added.deck is state.deck and added.hands is state.hands
    assert drawn.hands[0] == [state.deck[0]] and drawn.added is state.added
    assert drawn.hands[1] is state.hands[1]  # the other seat's hand is shared


def test_evolve_copies_a_pydantic_part_too():
    options = TOY_RULES.Options()
    other = evolve(options, target=20)
    assert isinstance(other, BaseModel) and (options.target, other.target) == (12, 20)
    assert other.bonus_deck is options.bonus_deck


def test_load_checks_every_field_and_gives_back_the_dumped_state():
    state = TOY_RULES.apply(_toy(), 0, Draw())
    data = dump(state)
    assert load(ToyState, data) == state and ToyState.model_validate(data) == state
    with pytest.raises(ValidationError, match="deck"):
        load(ToyState, {**data, "deck": ["a card"]})
    with pytest.raises(ValidationError, match="seed"):
        load(ToyState, {k: v for k, v in data.items() if k != "seed"})


def test_model_copy_deep_shares_nothing_but_the_update():
    state = _toy()
    deep = state.model_copy(deep=True, update={"turn": 1})
    assert deep.turn == 1 and deep.deck == state.deck and deep.deck is not state.deck


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_game_state_is_a_copy_on_write_dataclass(game):
    assert issubclass(game.State, StateData) and dataclasses.is_dataclass(game.State)
    state = _mid_game(game)
    assert isinstance(state, game.State)
    data = dump(state)
    assert load(game.State, data) == state  # saved and loaded, the same state
    broken = {**data, "players": "not a list of names"}
    with pytest.raises(ValidationError):
        load(game.State, broken)


def _parts(value, depth: int = 3):
    """`value` and the objects inside it, a few levels down (plain numbers and words,
    which Python shares anyway, left out)."""
    if isinstance(value, str | int | float | bool) or value is None:
        return
    yield value
    if depth and isinstance(value, list | dict):
        for item in value.values() if isinstance(value, dict) else value:
            yield from _parts(item, depth - 1)


def _shared(old, new) -> list[str]:
    """The fields of `old` of which `new` shares some object (the field's own list or
    dict, or a list, dict or part inside it)."""
    out = []
    for name, value in vars(old).items():
        theirs = {id(part) for part in _parts(getattr(new, name))}
        if any(id(part) in theirs for part in _parts(value)):
            out.append(name)
    return out


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_decision_shares_part_of_its_state_and_leaves_the_old_one(game):
    state = _mid_game(game)
    seat = game.to_act(state)[0]
    before = dump(state)
    new = game.apply(state, seat, game.legal_actions(state, seat)[0])
    assert dump(state) == before
    assert _shared(state, new), f"{game.id}: the decision copied the whole state"


def test_the_rules_layer_uses_no_private_part_of_pydantic():
    """Copies go through `engine.state`; nothing reaches pydantic's own slots or fakes
    a model's field list (the five ways the games had, issue 37)."""
    root = Path(boardgames_tui.games.__file__).parent
    offenders = []
    for path in sorted(root.rglob("*.py")):
        if "ui" in path.relative_to(root).parts:
            continue
        text = path.read_text(encoding="utf-8")
        for word in ("__pydantic", "model_fields =", "object.__setattr__", "__setattr__ ="):
            if word in text:
                offenders.append(f"{path.relative_to(root)}: {word}")
    assert offenders == []
