"""Heuristics for the engine's greedy and strong bots (engine/bots.py), no bot levels here.

`evaluate` values a position for one seat as its VP plus what its material would be
worth at the end (rules §8: houses x Architecture, leftovers, francs), the tracks, the
coats and columns it leads this round, the architects still to play this round, minus
architects in prison and the threat of the Brussels majority (§7.3); the result is
relative to the best opponent.

Many cards ask a follow-up question in the same turn (which artwork to sell, which
materials to build with, use the new noble now, City Hall activations, the park
variants, and the architects of a Brussels placement). A position where a player still
has to answer such a question is valued after that player's best answer, looked up a
few decisions ahead, so that the greedy bot sees the House it builds and not only the
architect it pays, and a rollout of the strong bot that stops in the middle of a turn
is valued as if the turn had been finished well (hidden.py deals the hidden pile orders).
"""

from __future__ import annotations

import math
import random
from functools import cache

from .components import load_data
from .flow import to_act
from .scoring import brussels_cards, leaders
from .state import GameState

# steps that continue the same player's turn (rules §6.2, §6.3)
FOLLOW_UPS = ("sell", "build", "noble_now", "free", "city_hall", "park", "brussels")
LOOKAHEAD = 3
# What an architect still in hand is worth while its owner plays on this round: the turn
# it will still give. Passing gives them all up for 3 BEF (§6.4). At 0.3 the Casual bot
# passed first with two to four architects and money in hand (10 times in 16 games
# against random, 53.9 points); at 2.0 once with more than one (5 BEF and nobles'
# upkeep due), 60.8 points (1.2: 56.8; 3.0: 63.6, but Brussels, which takes several
# architects at once, then looks costly).
ARCHITECT_IN_HAND = 2.0


def _leads(state: GameState) -> tuple[dict[int, int], dict[int, int], dict[int, int]]:
    """Per seat, how many coats of arms and columns it leads now (as `coat_leaders` and
    `column_winners` say), and the Brussels cards per seat: what `_worth` asks for every
    seat, worked out once per position in one pass over the grid (this ran for every
    action a rollout tried, and the helpers of `scoring` took a third of its time)."""
    cols, rows, grid = state.cols, state.rows, state.grid
    held = [(c.owner, c.architect.value) if c.owner >= 0 and c.architect is not None
            else None for c in grid]
    ties_win = state.options.tie_policy != "none"
    coats: dict[int, int] = {}
    columns: dict[int, int] = {}
    for r in range(rows - 1):  # the interior corners, as `coat_corners`
        for c in range(cols - 1):
            i = r * cols + c
            strength: dict[int, int] = {}
            for h in (held[i], held[i + 1], held[i + cols], held[i + cols + 1]):
                if h is not None:
                    strength[h[0]] = strength.get(h[0], 0) + h[1]
            for seat in leaders(strength, ties_win):
                coats[seat] = coats.get(seat, 0) + 1
    for c in range(cols):
        strength = {}
        for h in held[c::cols]:
            if h is not None:
                strength[h[0]] = strength.get(h[0], 0) + h[1]
        for seat in leaders(strength, ties_win):
            columns[seat] = columns.get(seat, 0) + 1
    return coats, columns, brussels_cards(state)


@cache
def _constants() -> tuple[int, int]:
    """The rounds of a game and the upkeep per noble, from the data file."""
    data = load_data()
    return data.rounds.value, data.noble_upkeep_bef.value


def _worth(state: GameState, seat: int, leads=None) -> float:
    rounds, upkeep = _constants()
    p = state.seats[seat]
    rounds_left = rounds - state.round + (0 if state.phase == "over" else 1)
    value = float(p.vp)
    if state.phase != "over":
        value += p.houses * p.architecture
        value += len(p.materials) + len(p.artworks) * 1.2
        value += p.money / state.options.bef_per_vp
        value -= max(0, len(p.nobles) * upkeep - p.money) * 0.5
        value += 0.4 * rounds_left * (p.prestige - 1) + 0.3 * rounds_left * (p.nobility - 1)
        value += 0.5 * (p.architecture - 1) * max(1, p.houses)
        value -= 1.5 * len(p.prison)
        value += 0.3 * sum(1 for nb in p.nobles if nb.ready)
        if state.phase == "actions":
            if not p.passed:
                value += ARCHITECT_IN_HAND * len(p.hand)  # turns still to come this round
            coats, columns, counts = leads if leads is not None else _leads(state)
            for _coat in range(coats.get(seat, 0)):  # one by one, as the values always were
                value += 0.25 * p.prestige
            for _column in range(columns.get(seat, 0)):
                value += 0.8
            if counts.get(seat, 0) and counts[seat] == max(counts.values()):
                value -= 1.0  # the Brussels majority loses an architect (§7.3)
    return value


def static_value(state: GameState, seat: int) -> float:
    leads = _leads(state) if state.phase == "actions" else None
    mine = _worth(state, seat, leads)
    others = [_worth(state, s, leads) for s in range(len(state.players)) if s != seat]
    return mine - (max(others) if others else 0.0)


def _brussels_finish(rules, state: GameState, seat: int) -> GameState:
    """Complete a Brussels placement in progress cheaply: add the lowest value that keeps
    it completable until it may be confirmed, then confirm (the bot's guess of its worth)."""
    while state.step == "brussels":
        legal = rules.legal_actions(state, seat)
        confirm = [a for a in legal if a.kind == "confirm"]
        if confirm:
            return rules.play(state, seat, confirm[0])
        adds = [a for a in legal if a.kind == "add"]
        if not adds:
            break
        state = rules.play(state, seat, min(adds, key=lambda a: (a.value, a.card)))
    return state


def _settle_free(rules, state: GameState, actor: int, leads) -> GameState:
    """Answer a pending prison release the way that suits `actor` best (one decision)."""
    if state.step != "free" or to_act(state) != [actor]:
        return state
    nexts = [rules.play(state, actor, a) for a in rules.legal_actions(state, actor)]
    return max(nexts, key=lambda s: _worth(s, actor, leads), default=state)


def _city_hall_best(rules, state: GameState, actor: int, legal: list, leads):
    """The City Hall answer among `legal` (an activation or the stop) chosen greedily,
    with the position after it. The order of activations hardly matters, so a chain of
    single best steps replaces the full tree, which grew too fast with many ready nobles
    (a strong-bot move took seconds). A noble only changes its owner's position, so the
    owner's own worth decides. `leads` are those of the City Hall's first position (see
    `_city_hall_end`)."""
    tried = [(a, _settle_free(rules, rules.play(state, actor, a), actor, leads)) for a in legal]
    return max(tried, key=lambda t: _worth(t[1], actor, leads))


def _city_hall_end(rules, state: GameState, actor: int) -> GameState:
    """City Hall played to its end by `_city_hall_step`. A noble moves no architect on
    the grid or in Brussels, so the coats, columns and Brussels cards of the first
    position hold for every step: counted once here, not for every activation tried
    (in the last round, with many ready nobles, that count was most of a rollout)."""
    leads = _leads(state)
    while state.step == "city_hall":
        state = _city_hall_best(rules, state, actor, rules.legal_actions(state, actor), leads)[1]
    return state


def evaluate(rules, state: GameState, seat: int, depth: int = LOOKAHEAD) -> float:
    """`static_value`, or, while a player still has to answer a follow-up question of
    their turn, the value after their best answer (the best for them: an opponent's
    pending House is counted as built the way that suits the opponent)."""
    if depth > 0 and state.phase == "actions" and state.step in FOLLOW_UPS:
        actor = to_act(state)[0]
        if state.step == "brussels":
            after = _brussels_finish(rules, state, actor)
            if after is not state:
                return evaluate(rules, after, seat, depth - 1)
        elif state.step == "city_hall":
            return evaluate(rules, _city_hall_end(rules, state, actor), seat, depth)
        else:
            legal = rules.legal_actions(state, actor)
            if legal and actor == seat:
                return max(
                    evaluate(rules, rules.play(state, seat, a), seat, depth - 1) for a in legal
                )
            if legal:
                nexts = [rules.play(state, actor, a) for a in legal]
                best = max(nexts, key=lambda s: evaluate(rules, s, actor, depth - 1))
                return evaluate(rules, best, seat, depth - 1)
    return static_value(state, seat)


# --- search budget of the strong bot ----------------------------------------------------

FOLLOW_UP_SAMPLES = 16  # rollouts for a decision other than a turn's opening one
ALONE_SAMPLES = 24  # rollouts for a turn's opening decision once every rival has passed


def strong_budget(state: GameState, seat: int) -> int | None:
    """Rollouts for the strong bot's decision in `state` (None: `BotKit.settings.samples`).

    A turn's opening decision (which position, Brussels or pass) gets the full budget
    while a rival still plays this round. Every other decision (an architect added in
    Brussels, a City Hall noble, a sale, a House's materials, a round-scoring prison
    choice) gets half: the slowest moves of 40 games were all such decisions in round 4,
    whose rollouts play the rest of a long turn (Brussels, then many ready nobles) and
    then the rival's turn, at up to 0.8 s of processor time; and the greedy lookahead
    already sees these answers through, so comparing its two best (the engine searches
    budget // 8 moves) loses little. After that the slowest were openings once every
    rival had passed: no rival's turn ends a rollout there, so each plays the whole
    8 decisions of the bot's own turns (about twice as many as otherwise); those get
    three quarters (3 moves searched instead of 4).
    It reads only what every seat sees (the step, who has passed), so the bot stays
    reproducible."""
    if state.step != "turn":
        return FOLLOW_UP_SAMPLES
    if all(p.passed for other, p in enumerate(state.seats) if other != seat):
        return ALONE_SAMPLES
    return None


# --- rollout policy of the strong bot ---------------------------------------------------

def rollout_action(rules, state: GameState, seat: int, legal: list, rng: random.Random):
    """The greedy bot's own move for the strong bot's rollouts (engine/bots.py): the
    legal action whose result `evaluate` (follow-up questions seen through) values most,
    ties at random. A rollout only plays to the bot's next turn (`BotSettings.turns`), so
    this costs a few greedy moves of a few milliseconds each. Against greedy (issue 16)
    the earlier greedy-lite policy (the cheap face of 6 sampled placements, valued by
    `static_value`, one decision in ten at random) won 52-60% of 40 games: its rival
    in the rollouts was much weaker than the real one.

    Two architect cards showing the same value on the same position give results that
    `evaluate` values alike (it counts the cards in hand, not which they are), so only
    the first of them is tried: the same greedy value for fewer tries.

    In City Hall it plays the next step of the chain `evaluate` assumes (`_city_hall_best`)
    instead of valuing every answer by the whole chain after it: with k ready nobles that
    was k chains of k steps for each of k decisions, a third of the slowest rollouts, and
    in 200 City Halls of random games the two choices were always valued alike."""
    if len(legal) == 1:
        return legal[0]
    if state.step == "city_hall":
        return _city_hall_best(rules, state, seat, legal, _leads(state))[0]
    seen = set()
    best, best_value = legal[0], -math.inf
    for action in legal:
        if action.kind == "place":
            spot = (action.value, action.row, action.col)
            if spot in seen:
                continue
            seen.add(spot)
        value = evaluate(rules, rules.play(state, seat, action), seat) + rng.random() * 1e-6
        if value > best_value:
            best, best_value = action, value
    return best
