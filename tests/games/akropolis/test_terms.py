"""The bots' city terms, worked out from the map before, equal those of a full scoring."""

from __future__ import annotations

import random

import pytest

from boardgames_tui.games.akropolis import RULES
from boardgames_tui.games.akropolis.actions import PlaceTile
from boardgames_tui.games.akropolis.city import CityMap, map_of_city
from boardgames_tui.games.akropolis.components import COLOURS
from boardgames_tui.games.akropolis.scoring import score_city
from boardgames_tui.games.akropolis.state import AkropolisOptions
from boardgames_tui.games.akropolis.terms import UNREALISED, city_terms

from .helpers import make_map, ring

ALL_VARIANTS = AkropolisOptions(variant_houses=True, variant_markets=True,
                                variant_barracks=True, variant_temples=True,
                                variant_gardens=True)


def scored_terms(cm: CityMap, options: AkropolisOptions):
    """The terms straight from `score_city`: what each colour scores, its stars, the
    levels of temples and houses that do not score yet, the visible quarries."""
    score = score_city(CityMap(dict(cm.stacks)), 0, options)
    levels = dict.fromkeys(COLOURS, 0)
    quarries = 0
    for pos, stack in cm.stacks.items():
        code = stack[-1][0]
        if code == "q":
            quarries += 1
        elif code in ("t", "h") and pos not in score.colours[
                "temple" if code == "t" else "house"].scoring:
            levels["temple" if code == "t" else "house"] += len(stack)
    return (tuple(score.colours[c].value for c in COLOURS),
            tuple(score.colours[c].stars for c in COLOURS),
            tuple(UNREALISED * levels[c] for c in COLOURS), quarries)


@pytest.mark.parametrize("options", [AkropolisOptions(), ALL_VARIANTS],
                         ids=["standard", "all variants"])
def test_terms_from_the_map_before_equal_a_full_scoring_along_games(options):
    rng = random.Random(7)
    checked = 0
    for seed in (3, 4):
        state = RULES.setup(["A", "B", "C"], seed, options)
        while not state.over:
            seat = state.current
            legal = RULES.legal_actions(state, seat)
            if isinstance(legal[0], PlaceTile):
                cm = map_of_city(state.cities[seat])
                for a in rng.sample(legal, min(12, len(legal))):
                    child = cm.with_tile(state.held, (a.q, a.r), a.rot)
                    terms = city_terms(child, options)
                    values, stars, unrealised, quarries = scored_terms(child, options)
                    assert (terms.values, terms.stars, terms.quarries) == (values, stars,
                                                                            quarries)
                    assert terms.unrealised == pytest.approx(unrealised)
                    checked += 1
            state = RULES.apply(state, seat, rng.choice(legal))
    assert checked > 500


def test_a_lake_closed_by_the_new_tile_changes_the_barracks_beside_it():
    """A barracks whose only empty neighbour is a hole is open until a tile closes the
    hole (rules §5.2, §11 D1): the terms of the closing map count it no more."""
    spec = {p: "q" for p in ring((0, 0)) if p != (0, -1)}
    spec.update({(1, 0): "b", (2, 0): "q", (1, 1): "q", (2, -1): "q", (9, 9): "B"})
    cm = make_map(spec)
    barracks = COLOURS.index("barracks")
    assert city_terms(cm, AkropolisOptions()).values[barracks] == 1
    closed = cm.with_tile(1, (0, -1), 4)  # h on (0,-1), b on (0,-2), t on (1,-2)
    terms = city_terms(closed, AkropolisOptions())
    values, stars, _unrealised, quarries = scored_terms(closed, AkropolisOptions())
    assert (terms.values, terms.stars, terms.quarries) == (values, stars, quarries)
    assert values[barracks] == 1  # the new tile's barracks on (0,-2); the old one is shut
