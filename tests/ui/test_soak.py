"""A short, seeded slice of the UI monkey soak (tests/soak.py) in every `make test`: two
episodes of every game and of the shell, a few dozen events each. The long soak finds
new crashes; this keeps the ones fixed from coming back, and keeps the soak itself
working (the test calls the function the command line calls)."""

from __future__ import annotations

import pytest

from tests.soak import Episode, episode_seed, run_episode, targets

EVENTS = 12  # per episode: the whole file stays within a few seconds per worker
SEED = 26  # the issue; any fixed seed


@pytest.mark.parametrize("game,counts", targets(), ids=[t[0] for t in targets()])
def test_monkey_finds_no_crash(game, counts):
    crashes = []
    for k in range(2):
        episode = Episode(game, counts[k % len(counts)], episode_seed(SEED, k))
        crash = run_episode(episode, EVENTS)
        if crash is not None:
            crashes.append(crash.report(EVENTS))
    assert not crashes, "\n\n".join(crashes)
