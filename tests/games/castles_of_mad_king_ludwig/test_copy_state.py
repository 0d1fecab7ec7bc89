"""copy_state: the state's copy that apply changes (engine.state.evolve with every list
and dict its own)."""

from __future__ import annotations

import random

from boardgames_tui.games.castles_of_mad_king_ludwig import RULES
from boardgames_tui.games.castles_of_mad_king_ludwig.state import copy_state


def _mid_game():
    state = RULES.setup(["Ana", "Ben", "Cy"], 4, RULES.Options())
    rng = random.Random(4)
    for _ in range(70):
        seat = RULES.to_act(state)[0]
        state = RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)))
    return state


def test_the_copy_equals_the_state_and_dumps_the_same():
    state = _mid_game()
    copy = copy_state(state)
    assert copy is not state and type(copy) is type(state)
    assert copy == state and copy.model_dump(mode="json") == state.model_dump(mode="json")


def test_every_list_and_dict_of_the_copy_is_its_own():
    state = _mid_game()
    copy = copy_state(state)
    for name, value in vars(state).items():
        if isinstance(value, (list, dict)):
            assert getattr(copy, name) is not value, name
    for a, b in zip(state.castles + state.bonus + state.offer,
                    copy.castles + copy.bonus + copy.offer, strict=True):
        assert a is not b
    assert all(copy.stacks[k] is not v for k, v in state.stacks.items())
    copy.money[0] += 1
    copy.castles[0].append(copy.castles[0][0])
    assert copy.money != state.money and len(copy.castles[0]) == len(state.castles[0]) + 1
