"""How good a position is for one seat: the value the greedy and strong bots maximise.

At the end of the game this is exactly the final score difference (rules §7). Before
that, each seat is valued by what it would score now plus what it can still turn into
points (issue 8: "VP plus majority swings and money at a per-round exchange rate"):

- money at an exchange rate that falls from about 1 PP per 3 Livre in round 1 (Livre
  still buy dresses and decorations) to the final 1 PP per 10 Livre (§7 step 1);
- kitchen income still to come (§5.6), at the same rate;
- hall and fireworks majorities (§7 A, B) as soft shares: a lead of one dress early in
  the game is worth less than the full majority, a close second is worth something,
  and both sharpen to the printed values as the game runs out;
- statues (§7 D) a little more while dresses can still be rented next to them;
- kept silk bales, yarn and lace while there is time to make dresses from them;
- cards still in hand (more actions this round) and hired cards (better turns later);
- what the turn in progress will still bring (a dress half made, free tiles);
- how much of a dress on display the kept silk, yarn and lace already cover.

The result is this seat's value minus the best other seat's (the solo Rival's when it is
scored, §10).

The strong bot's rollouts play a cheap tailor's policy (`rollout_action`, below). Random
play wastes most turns (selling a dress it could rent, skipping a free bonus),
which makes rollouts noisy. This policy looks only at the kinds of the legal actions,
never at the state after them, so it costs next to nothing: finish the dress in hand
and rent it (§5.4.3), take what a bonus gives, make a dress or fund a decoration,
then buy resources; skips and sales come last. One move in five stays random so the
rollouts still see other lines of play.
"""

from __future__ import annotations

import math
import random

from . import board as B
from . import components as C
from . import scoring as S
from .state import State

START_RATE = 0.3  # PP per Livre at the start of the game
HAND_CARD = 1.5  # PP for one more action this round
HIRED_CARD = 1.0  # PP for a hired card in the deck, at the start of the game
BALE = 0.5  # PP per kept silk bale while dresses can still be made
MATERIAL = 0.3  # PP per yarn or lace
STATUE_HOPE = 1.0  # PP per statue for sets still to come, at the start
EXTRA_ACTION = 1.0  # PP for an additional action granted by a bonus, not yet taken
FREE_TILE = 1.0  # PP for a free warehouse tile still to take
# Issue 36: the Casual bot made its first dress in round 4-6. A dress being made counts
# the silk it eats at this many times a kept bale, and silk, yarn and lace that cover
# most of a dress on display count up to DRESS_PROGRESS more (fading like kept bales).
# Greedy against random, 12 games (seeds 0-5, both seats): first dress in rounds 4, 4,
# 5, never, 5, 5, ... and 56.6 points before; with these (and the favour counted only in
# the last round) by round 2-3 in 11 of 12 games, 74.8 points.
DRESS_SILK = 1.5
DRESS_PROGRESS = 4.0


def future(state: State) -> float:
    """Share of the game still to play: 1 at the start, 0 when it is over."""
    if state.phase == "over":
        return 0.0
    rounds = int(C.const("rounds"))
    left_in_round = 1.0
    if state.phase == "actions":
        in_hands = sum(len(p.hand) for p in state.seats)
        left_in_round = min(1.0, in_hands / (3 * len(state.seats)))
    return (rounds - state.round + left_in_round) / rounds


def exchange_rate(u: float) -> float:
    """PP per Livre: the final conversion rate plus what Livre can still buy."""
    final = 1 / int(C.const("money_to_pp_rate"))
    return final + (START_RATE - final) * u


def _sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, x))))


def _soft(strength: dict[int, float], x: int, y: int, spread: float, second: bool) -> dict:
    """Expected majority PP per owner: X for first, Y for second (3+ players)."""
    out: dict[int, float] = {}
    ranked = sorted(strength.items(), key=lambda kv: kv[1], reverse=True)
    for o, mine in strength.items():
        others = [v for k, v in ranked if k != o]  # the others' strengths, highest first
        best = others[0] if others else 0.0
        p_first = _sigmoid((mine - best) / spread)
        value = x * p_first
        if second and len(others) > 1:
            p_top2 = _sigmoid((mine - others[1]) / spread)
            value += y * max(0.0, p_top2 - p_first)
        out[o] = value
    return out


def soft_majorities(state: State, u: float) -> dict[int, float]:
    """Halls (§7 A) and fireworks (§7 B) as soft shares; sharp when `u` reaches 0."""
    owners = S.owners(state)
    spread = 0.25 + 1.5 * u
    second = S.second_place_scores(state)
    total = dict.fromkeys(owners, 0.0)
    sd = B.side(state)
    for hall in sd.halls:
        strength = dict.fromkeys(owners, 0.0)
        for s in hall.guest_spaces:
            occ = state.halls.get(s.id)
            if occ is not None and occ.seat in strength:
                strength[occ.seat] += 1.0 + (0.25 if s.master else 0.0)
        musician = state.decorations.get(hall.musician.id)
        if musician in strength and strength[musician] > 0:
            strength[musician] += 0.1
        for o, v in _soft(strength, *hall.majority, spread, second).items():
            total[o] += v
    strength = dict.fromkeys(owners, 0.0)
    for i, d in enumerate(sd.fireworks):
        o = state.decorations.get(d.id)
        if o in strength:
            strength[o] += 1.0 + 0.01 * i
    for o, v in _soft(strength, *sd.fireworks_majority, spread, second).items():
        total[o] += v
    return total


def pending(state: State, seat: int, rate: float) -> float:
    """What the turn in progress will still bring (a greedy bot looks one decision
    ahead, so a dress half made must already count): the dress being made, at the better
    of renting (its PP and a hall presence) or selling, less the bales still owed; free
    tiles to take; a drawn tile; an additional action granted by a bonus."""
    t = state.turn
    if t is None or state.current != seat:
        return 0.0
    value = 0.0
    if t.dress and t.step in ("handin", "place"):
        d = C.dress(t.dress)
        value += max(d.pp + 1.0, d.value * rate)
        # the silk it takes is turned into the dress, not lost: without this, making
        # a dress looked like a loss of the bales it eats (issue 36)
        value += DRESS_SILK * BALE * sum(d.bales.values())
        if t.step == "handin":
            value -= BALE * B.shortfall(t.need, t.given, t.waive_colours, t.waive_n)
    value += FREE_TILE * t.free_tiles
    if t.step == "drawn" and t.drawn_tile >= 0:
        value += BALE * sum(C.tile(t.drawn_tile).bales.values())
    if t.step == "extra":
        value += EXTRA_ACTION
    if t.step == "tiles_pp":
        value += BALE * sum(t.pp_pool.values())
    return value


def dress_progress(state: State, p, pool: dict[str, int]) -> float:
    """How much of the nearest dress on display the seat's kept silk, yarn and lace
    already cover: 1 when it could make it now (Livre aside)."""
    best = 0.0
    for dress_id in state.windows:
        if not dress_id:
            continue
        d = C.dress(dress_id)
        need = sum(d.bales.values()) + d.yarn + d.lace
        short = B.shortfall(d.bales, pool, [], 0)
        short += max(0, d.yarn - p.yarn) + max(0, d.lace - p.lace)
        best = max(best, 1 - short / need)
    return best


def _fixed_points(state: State, owner: int) -> float:
    dresses, decos, all_halls = S.marker_points(state, owner)
    return dresses + decos + all_halls + S.statue_points(state, owner)


def seat_value(state: State, seat: int, u: float, majorities: dict[int, float]) -> float:
    p = state.seats[seat]
    rate = exchange_rate(u)
    value = p.pp + S.card_points(state, seat) + _fixed_points(state, seat) + majorities[seat]
    if state.favor_holder == seat and state.round < int(C.const("rounds")):
        # `card_points` counts the Queen's favour's end points, but the favour is
        # handed back at the end of each round before the last (§5.1): it brings them
        # only in round 7. Counted every round, claiming it beat making a dress.
        value -= state.options.favor_end_pp
    value += p.money * rate
    incomes_left = int(C.const("rounds")) - state.round + 1
    extra_income = B.income(state, seat) - int(C.const("base_income"))
    value += extra_income * incomes_left * rate
    statues = sum(1 for d in B.side(state).statues if state.decorations.get(d.id) == seat)
    value += STATUE_HOPE * statues * u
    usable = min(1.0, 3.5 * u)  # resources fade over the last two rounds
    pool = B.pooled_bales(p.tiles)
    value += usable * (BALE * sum(pool.values()) + MATERIAL * (p.yarn + p.lace))
    value += usable * DRESS_PROGRESS * dress_progress(state, p, pool)
    if state.phase == "actions":
        value += HAND_CARD * len(p.hand) + pending(state, seat, rate)
    hired = sum(1 for c in [*p.supply, *p.hand, *p.discard] if C.card(c).level > 0)
    value += HIRED_CARD * hired * u
    return value


def evaluate(state: State, seat: int) -> float:
    """This seat's value minus the best other's; the exact score difference at the end."""
    if state.phase == "over":
        sheet = S.score_sheet(state)
        totals = {r.seat: r.total + 0.01 * r.tiebreak[0] for r in sheet.rows}
        mine = totals[seat]
        others = [v for k, v in totals.items() if k != seat]
        if state.solo and state.options.solo_score_rival:
            others = [S.rival_score(state)]
        return mine - (max(others) if others else 0.0)
    u = future(state)
    majorities = soft_majorities(state, u)
    mine = seat_value(state, seat, u, majorities)
    others = [seat_value(state, o, u, majorities) for o in range(len(state.players)) if o != seat]
    if state.solo and state.options.solo_score_rival:
        others = [_fixed_points(state, C.RIVAL) + majorities[C.RIVAL]]
    return mine - (max(others) if others else 0.0)


# --- the strong bot's rollout policy ----------------------------------------------

RANDOM_SHARE = 0.2

PRIORITY = {
    "hand_in_tile": 9,
    "rent_dress": 9,
    "take_free_tile": 8,
    "make_dress": 7,
    "use_bonus": 6,
    "take_material": 6,
    "buy_jewel": 5,
    "fund_decoration": 5,
    "hire": 4,
    "claim_favor": 4,
    "acquire_tile": 3,
    "use_drawn_tile": 3,
    "take_exam": 3,
    "buy_prestige": 2,
    "discard_tile_pp": 0,
    "depute": 1,
    "sell_dress": 1,
    "depute_other": 1,
}


def rollout_action(legal: list, rng: random.Random):
    """The most useful kind of action, a random one among those; sometimes any action."""
    if rng.random() < RANDOM_SHARE:
        return rng.choice(legal)
    best = max(PRIORITY.get(a.kind, 0) for a in legal)
    return rng.choice([a for a in legal if PRIORITY.get(a.kind, 0) == best])
