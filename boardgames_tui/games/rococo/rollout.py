"""A cheap tailor's policy for the `strong` bot's rollouts (engine `rollout_action`).

Random play wastes most turns (selling a dress it could rent, skipping a free bonus),
which makes rollouts noisy. This policy looks only at the kinds of the legal actions,
never at the state after them, so it costs next to nothing: finish the dress in hand
and rent it (§5.4.3), take what a bonus gives, make a dress or fund a decoration,
then buy resources; skips and sales come last. One move in five stays random so the
rollouts still see other lines of play.
"""

from __future__ import annotations

import random

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
