"""Issue 18: The Castles of Mad King Ludwig in German. Every log line, prompt, placement
preview and round summary of seeded random games reads in German (no English word from a
small list, no internal name), the data file's names are all in the catalog, and help
opens the German rules at the heading of the decision."""

from __future__ import annotations

import random
import re

import pytest

from boardgames_tui.engine import i18n
from boardgames_tui.games.castles_of_mad_king_ludwig import RULES, names
from boardgames_tui.games.castles_of_mad_king_ludwig.components import components
from boardgames_tui.games.castles_of_mad_king_ludwig.describe import RULES_TOPICS
from boardgames_tui.games.castles_of_mad_king_ludwig.placement import placement_problem
from boardgames_tui.games.castles_of_mad_king_ludwig.scoring import score_placement
from boardgames_tui.games.castles_of_mad_king_ludwig.state import PlacedTile
from tests.catalogs import extract, po_path, problems_of
from tests.words import assert_readable

ENGLISH = re.compile(r"\b(?:the|and|of|or|room|rooms|castle|downstairs|hallway|stairs|favour"
                     r"|favours|buys|places|takes|passes|points?|Marks|sq ft|round|left"
                     r"|bonus cards?|Master Builder|nobody|market)\b", re.IGNORECASE)


def _german(text: str, where: str) -> None:
    assert not ENGLISH.search(text), f"{where}: English {ENGLISH.search(text).group()!r} in {text!r}"
    assert_readable(text, where)


@pytest.mark.parametrize(("n", "seed"), [(2, 11), (4, 12)])
def test_a_german_game_speaks_german(german, n, seed):
    state = RULES.setup([f"Spieler{i}" for i in range(n)], seed, RULES.Options())
    rng = random.Random(seed)
    seen = set()
    while not state.over:
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        _german(RULES.words.prompt(state), "prompt")
        _german(RULES.words.progress(state), "progress")
        if state.tasks[0].kind == "place":
            castle = tuple(state.castles[seat])
            for action in legal[:2]:
                placed = PlacedTile(tile=state.tasks[0].tile, rot=action.rot, x=action.x,
                                    y=action.y, down=action.down)
                for line in score_placement(castle, placed).lines():
                    _german(line, "placement preview")
                far = placed.model_copy(update={"x": placed.x + 40})
                _german(placement_problem(castle, far) or "", "placement problem")
        action = rng.choice(legal)
        line = RULES.words.describe(state, seat, action)
        _german(line, "log")
        seen.add(line.split()[1])
        nxt = RULES.apply(state, seat, action)
        for line in RULES.words.round_summary(state, nxt):
            _german(line, "round summary")
        state = nxt
    assert {"kauft", "baut", "legt"} <= seen, seen  # the game did buy, place and price


def test_english_stays_english():
    state = RULES.setup(["Ana", "Ben"], 3, RULES.Options())
    assert RULES.words.prompt(state) == "Ana keeps 2 of 3 bonus cards"


def test_every_name_of_the_data_file_is_marked_for_the_catalog():
    data = components()
    assert set(names.ROOM_NAMES) == {r.name for r in data.rooms} | {
        c.name for c in data.corridor_tiles}
    assert set(names.FAVOUR_NAMES) == {f.text for f in data.kings_favors}
    assert set(names.BONUS_CARD_NAMES) == {c.text for c in data.bonus_cards}


def test_help_opens_the_german_rules_at_the_decisions_heading(german):
    headings = [line[3:] for line in RULES.words.rules_text().splitlines() if line.startswith("## ")]
    assert "Einen Raum einbauen" in headings  # the German file
    for kind, english in RULES_TOPICS.items():
        assert i18n.translate("castles_of_mad_king_ludwig", english) in headings, kind


def test_the_catalog_is_complete():
    domain = "castles_of_mad_king_ludwig"
    assert problems_of(po_path(domain, "de"), extract(domain)) == []


def test_the_stairs_have_the_german_editions_name(german):
    """The German edition prints "Stiegenhaus" (its box lists 6 Stiegenhäuser, 9 Gänge);
    the rules name it so, and once "Treppenhaus" beside it for the reader who knows that."""
    assert i18n.translate("castles_of_mad_king_ludwig", "Stairs") == "Stiegenhaus"
    rules = RULES.words.rules_text()
    assert "Stiegenhaus (Treppenhaus)" in rules and rules.count("Treppenhaus") == 1
