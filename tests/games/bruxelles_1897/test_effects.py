"""Issue 32, item 2: every change of a player's points, francs, hand, tracks or
collections has words in the log — the decision's own line or the line after it."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from boardgames_tui.games.bruxelles_1897 import RULES
from boardgames_tui.games.bruxelles_1897.components import load_data
from boardgames_tui.games.bruxelles_1897.effects import effect_lines
from boardgames_tui.games.bruxelles_1897.summary import round_summary
from boardgames_tui.games.bruxelles_1897.words import data_name

from .helpers import fresh


def _changes(before, after, seat) -> list[tuple[str, tuple[str, ...]]]:
    """(what changed, the words one of which names it) for one player."""
    p, q = before.seats[seat], after.seats[seat]
    nobles = {n.id: n.name for n in load_data().nobles}
    out = []
    if p.vp != q.vp:
        out.append(("points", ("point", "VP")))
    if p.money != q.money:
        out.append(("francs", ("franc",)))
    for track in ("architecture", "nobility", "prestige"):
        if p.track(track) != q.track(track):
            out.append((track, (track.capitalize(),)))
    if p.houses != q.houses:
        out.append(("houses", ("house",)))
    if Counter(p.artworks) != Counter(q.artworks):
        colours = set(p.artworks) ^ set(q.artworks) or set(p.artworks)
        out.append(("artworks", tuple(f"{data_name(c)} artwork" for c in colours)))
    if Counter(p.materials) != Counter(q.materials):
        out.append(("materials", ("material",)))
    if [n.id for n in p.nobles] != [n.id for n in q.nobles] or \
            [n.ready for n in p.nobles] != [n.ready for n in q.nobles]:
        changed = {n.id for n in p.nobles} ^ {n.id for n in q.nobles} or {
            n.id for n in q.nobles}
        out.append(("nobles", tuple(nobles[n] for n in changed)))
    if Counter(p.prison) != Counter(q.prison):
        out.append(("prison", ("prison",)))
    if Counter(p.hand) != Counter(q.hand):
        out.append(("hand", ("architect",)))
    return out


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 5), (4, 7), (4, 11)])
def test_every_change_in_the_actions_phase_has_a_log_line(players, seed):
    rng = random.Random(seed)
    state = fresh(players, seed=seed)
    checked = 0
    while state.phase != "over":
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        busy = [a for a in legal if type(a).__name__ != "Pass"]
        action = rng.choice(busy if busy and rng.random() < 0.85 else legal)
        after = RULES.apply(state, seat, action)
        if state.phase == after.phase == "actions":
            lines = [RULES.words.describe(state, seat, action), *round_summary(state, after)]
            for s in range(players):
                name = state.players[s]
                for what, words in _changes(state, after, s):
                    assert any(name in line and any(w in line for w in words)
                               for line in lines), (what, name, lines)
                    checked += 1
        state = after
    assert checked > 50


def test_the_expo_house_sale_and_draws_have_their_words():
    """The examples of the issue: the Expo scores everyone, a House built from a single
    material card, a Sale of the only artwork, a drawn artwork."""
    state = fresh(2, seed=3)
    after = state.fork()
    after.seats[0].vp += 8
    after.seats[1].vp += 2
    assert effect_lines(state, after) == ["Effect: Ana +8 points; Ben +2 points"]
    after = state.fork()
    after.seats[1].artworks = [*after.seats[1].artworks, "red"]
    assert effect_lines(state, after) == ["Effect: Ben +1 red artwork"]
