"""Issue 13: every Akropolis text a player reads is in the game's words: tiles by what is
printed on them, site places by order and price, spots by level and direction from the
starting plaza; no coordinates, letter codes, rotation numbers, ids or spec references."""

from __future__ import annotations

import random
import re
import typing

from boardgames_tui.games.akropolis import RULES
from boardgames_tui.games.akropolis.actions import PlaceTile, TakeTile
from boardgames_tui.games.akropolis.preview import preview_placement
from boardgames_tui.games.akropolis.scenario import akropolis
from boardgames_tui.games.akropolis.state import AkropolisOptions
from boardgames_tui.games.akropolis.ui.palette import LETTERS
from boardgames_tui.games.akropolis.ui.panels import preview_text, site_text
from boardgames_tui.games.akropolis.words import (
    direction_words,
    hexes_words,
    site_place_words,
    tile_words,
)
from tests.words import findings

# This game's own codes, on top of tests/words.py's BANNED.
EXTRA = {
    "hex codes": r"\b[hmbtgqHMBTG]\d\b",
    "site positions": r"site position \d",
}


# Issue 27 asks the preview to say which hex of the tile covers which hex of the city in
# the map's own symbols, as the legend explains them ("q1→m2": a quarry of level 1 under
# a market reaching level 2, "s1→m2" in German); only that notation may show letter codes.
_LETTERS = "".join(sorted({x for t in LETTERS.values() for x in t.values()}))
_HEX = f"[{_LETTERS}{_LETTERS.upper()}]"
COVERS = re.compile(rf"\b{_HEX}\d→{_HEX}\d\b")


def internal_names(text: str) -> list[str]:
    return findings(COVERS.sub("", text), EXTRA)


def test_tiles_and_site_places_in_words():
    assert tile_words(2) == "a tile with a market plaza (2 stars), a barracks and a quarry"
    assert tile_words(28) == "a tile with a house plaza (1 star) and two quarries"
    assert tile_words(19) == "a tile with two houses and a quarry"  # q h h
    assert hexes_words(["h", "q", "h"]) == "two houses and a quarry"
    assert site_place_words(0) == "the 1st tile of the site (free)"
    assert site_place_words(1) == "the 2nd tile of the site (pays 1 stone)"
    assert site_place_words(2) == "the 3rd tile of the site (pays 2 stones)"


def test_spots_are_named_from_the_starting_plaza():
    assert direction_words([(0, 0), (1, 0), (0, 1)]) == "over the starting plaza"
    assert direction_words([(1, 1), (2, 1), (1, 2)]) == "2 hexes south-east of the starting plaza"
    assert direction_words([(-2, 0), (-3, 0), (-2, -1)]) == "2 hexes west of the starting plaza"
    # north is up on the screen (r grows downward)
    assert direction_words([(1, -2), (1, -3), (2, -3)]) == "2 hexes north of the starting plaza"
    assert direction_words([(1, -1), (2, -1), (2, -2)]) == (
        "next to the starting plaza, to the north-east")


def test_log_lines_for_take_ground_and_upper_placements():
    # house plaza + 2 quarries, market plaza/barracks/quarry, ...
    s = akropolis(["Ana", "Ben"], seed=1, site=[28, 2, 5, 7])
    assert RULES.words.describe(s, 0, TakeTile(index=1)) == (
        "Ana takes the 2nd tile of the site (pays 1 stone): a tile with a market plaza "
        "(2 stars), a barracks and a quarry")
    s = RULES.apply(s, 0, TakeTile(index=0))
    # ground: house plaza on (0,1), quarries on (1,1) and (0,2)
    ground = PlaceTile(q=0, r=1, rot=0)
    assert RULES.words.describe(s, 0, ground) == (
        "Ana places a tile with a house plaza (1 star) and two quarries on the ground, "
        "next to the starting plaza, to the south-east")
    s = RULES.apply(s, 0, ground)
    s = RULES.apply(s, 1, TakeTile(index=0))
    s = RULES.apply(s, 1, RULES.legal_actions(s, 1)[0])
    s = RULES.apply(s, 0, TakeTile(index=0))
    assert s.held == 5  # barracks plaza and two quarries
    # level 2 over the starting plaza, its east quarry and the new house plaza
    upper = PlaceTile(q=0, r=0, rot=0)
    assert RULES.words.describe(s, 0, upper) == (
        "Ana places a tile with a barracks plaza (2 stars) and two quarries on level 2, "
        "over the starting plaza, covering two house plazas (1 star each) and a quarry: "
        "+1 stone")


def _random_texts(players: list[str], seed: int, options: dict | None = None):
    """Every log line, refill summary, prompt-side preview and site panel of a game."""
    rng = random.Random(seed)
    s = RULES.setup(players, seed, AkropolisOptions(**(options or {})))
    while not RULES.is_over(s):
        seat = RULES.to_act(s)[0]
        legal = RULES.legal_actions(s, seat)
        action = rng.choice(legal)
        yield RULES.words.describe(s, seat, action)
        if isinstance(action, PlaceTile):
            for spot in rng.sample(legal, min(3, len(legal))):
                p = preview_placement(s, seat, s.held, (spot.q, spot.r), spot.rot)
                yield preview_text(p, False).plain
            bad = preview_placement(s, seat, s.held, (30, 30), 0)
            yield preview_text(bad, False).plain
        else:
            yield site_text(s, 0, s.stones[seat], False).plain
        after = RULES.apply(s, seat, action)
        yield from RULES.words.round_summary(s, after)
        s = after


def test_random_games_never_show_internal_names():
    found = {}
    count = 0
    for players, seed, options in [
        (["Ana", "Ben"], 1, None),
        (["Ana", "Ben", "Cy", "Dee"], 2, None),
        (["Solo"], 3, {"solo_level": "metagenes"}),
    ]:
        for text in _random_texts(players, seed, options):
            count += 1
            for kind in internal_names(text):
                found.setdefault(kind, text)
    assert count > 300
    assert found == {}


def test_option_labels_and_values_are_words():
    fields = AkropolisOptions.model_fields
    for name, field in fields.items():
        assert field.title and field.description, name
        for text in (field.title, field.description):
            assert not internal_names(text), (name, text)
        if typing.get_origin(field.annotation) is typing.Literal:
            choices = field.json_schema_extra["choices"]
            assert set(choices) == set(typing.get_args(field.annotation))
            assert all(not internal_names(v) for v in choices.values())
    assert fields["solo_level"].json_schema_extra["choices"]["metagenes"].startswith(
        "Metagenes (medium)")
