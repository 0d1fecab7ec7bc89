"""Issue 35 item 9 in Akropolis: a hex's letter is the language's own.

The map, the tiles of the construction site, the legend and the covering words of a
preview show one letter per district colour from one table per language (ui/palette.py):
English h m b t g q (the rules layer's codes), German w m k t g s (Wohnviertel, Markt,
Kaserne, Tempel, Garten, Steinbruch); a capital letter is a plaza in both.
"""

from __future__ import annotations

from types import SimpleNamespace

from boardgames_tui.engine import i18n
from boardgames_tui.games.akropolis import RULES
from boardgames_tui.games.akropolis.components import tile_hexes
from boardgames_tui.games.akropolis.state import AkropolisOptions
from boardgames_tui.games.akropolis.ui.city_view import medium_text, small_text
from boardgames_tui.games.akropolis.ui.palette import LETTERS, hex_letter
from boardgames_tui.games.akropolis.ui.panels import (
    covers_text,
    legend_text,
    score_text,
    tile_chips,
)

COLOURS = ("house", "market", "barracks", "temple", "garden", "quarry")


def test_every_language_has_its_own_unique_letters():
    assert set(LETTERS) == set(i18n.LANGUAGES)
    for table in LETTERS.values():
        assert sorted(table) == sorted(COLOURS)
        assert len(set(table.values())) == 6
    assert "".join(LETTERS["en"][c] for c in COLOURS) == "hmbtgq"
    assert "".join(LETTERS["de"][c] for c in COLOURS) == "wmktgs"


def test_english_letters_are_the_codes():
    for code in "hmbtgqHMBTG":
        assert hex_letter(code) == code


def test_the_map_and_the_legend_use_german_letters_in_german(german):
    assert hex_letter("h") == "w" and hex_letter("H") == "W"
    assert hex_letter("b") == "k" and hex_letter("B") == "K" and hex_letter("q") == "s"
    assert small_text("h", 2, False) == "w2" and small_text("B", 1, False) == "K★"
    assert medium_text("q", 1, False).strip() == "s1"
    legend = legend_text(safe=False).plain
    for chip in (" w  Wohnv.", " k  Kaserne", " s  Steinb.", " M  Agora"):
        assert chip in legend
    assert "w1" in legend and "h1" not in legend and " q " not in legend
    i18n.set_language("en")
    legend = legend_text(safe=False).plain
    assert " h  house" in legend and " q  quarry" in legend and "h1" in legend


def test_tiles_and_covering_words_use_german_letters_in_german(german):
    tile = next(t for t, hexes in tile_hexes().items() if "q" in hexes and "b" in hexes)
    chips = tile_chips(tile, safe=False).plain
    assert "s" in chips and "k" in chips and "q" not in chips and "b" not in chips
    preview = SimpleNamespace(tile=tile, level=2, covered=("q", "h", "B"))
    new = [hex_letter(c) for c in tile_hexes()[tile]]
    assert covers_text(preview) == f"s1→{new[0]}2 w1→{new[1]}2 K1→{new[2]}2"


def test_the_german_rules_name_the_german_letters(german):
    rules = RULES.words.rules_text()
    assert "**w** Wohnviertel" in rules and "**k** Kaserne" in rules
    assert "**s** Steinbruch" in rules and "**q**" not in rules


def test_the_score_panel_uses_german_letters_in_german(german):
    state = RULES.setup(["Ana", "Ben"], 5, AkropolisOptions())
    scores = [RULES.city_score(state, seat) for seat in range(2)]
    text = score_text(["Ana", "Ben"], scores, 0, safe=False).plain
    assert " w  Häuser" in text and " k  Kasernen" in text and " h  " not in text
    assert "w 0×1=0" in text and "k 0×0=0" in text
