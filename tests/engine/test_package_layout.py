"""Every game's package has the same file for the same job (issue 37 item 6; README,
"How it is built"), so a reader who knows one game finds their way in the others, and
the names a job had before are gone."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from boardgames_tui.engine.registry import entries

# the job -> the one file every game gives it
JOBS = {
    "the engine contract": "rules.py",
    "the state and options": "state.py",
    "the decisions": "actions.py",
    "the component data": "components.py",
    "the starting state": "setup.py",
    "scoring": "scoring.py",
    "what players read": "describe.py",
    "the game's words": "words.py",
    "what one seat may see": "hidden.py",
    "the bots' kit": "bots.py",
    "the bots' value": "heuristics.py",
    "positions in the game's words": "scenario.py",
}
# names the same jobs had in some games before: never again
RETIRED = ["texts.py", "data.py", "determinize.py", "evaluate.py", "rollout.py",
           "options.py"]


def package_of(entry) -> Path:
    module = importlib.import_module(entry.rules_path.split(":")[0])
    return Path(module.__file__).parent


@pytest.mark.parametrize("entry", entries(), ids=lambda e: e.id)
def test_every_game_names_its_files_by_their_job(entry):
    folder = package_of(entry)
    missing = {job: name for job, name in JOBS.items() if not (folder / name).is_file()}
    assert not missing, f"{entry.id} has no file for {missing}"
    retired = [name for name in RETIRED if (folder / name).exists()]
    assert not retired, f"{entry.id} still has {retired}"


@pytest.mark.parametrize("entry", entries(), ids=lambda e: e.id)
def test_the_rules_object_gives_its_words_view_and_bots_from_those_files(entry):
    rules = entry.rules
    package = entry.rules_path.split(":")[0]
    assert type(rules.words).__module__ == f"{package}.describe"
    assert type(rules.bots).__module__ == f"{package}.bots"
    view = type(rules.view).__module__
    assert view in (f"{package}.hidden", "boardgames_tui.engine.seat_view")


@pytest.mark.parametrize("entry", entries(), ids=lambda e: e.id)
def test_the_log_line_asked_of_the_rules_object_is_its_words(entry):
    """`rules.describe` (what tools outside the package read the log through) is the
    words' line, for the first decision of a game."""
    rules = entry.rules
    state = rules.setup(["Ana", "Ben"], 3, rules.Options())
    seat = rules.to_act(state)[0]
    action = rules.legal_actions(state, seat)[0]
    line = rules.describe(state, seat, action)
    assert line and line == rules.words.describe(state, seat, action)
