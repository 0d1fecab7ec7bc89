"""Turn flow (§8) and completion rewards (§10): what each decision changes.

The acting seat works through `state.tasks` front to back. A purchase adds a `place`
task; a placement adds reward tasks (food extra turns last, D23); when the list is empty
the next seat of the round takes its purchase turn, and after the Master Builder the
round ends (§8 step 5). All functions change the (already copied) state in place.
"""

from __future__ import annotations

from boardgames_tui.engine import i18n
from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.engine.state import evolve

from .castle import CastleView, analyze
from .components import constants, tile
from .market import fill_market, prices, shuffle
from .placement import has_legal_placement, is_legal, placeable_in
from .scoring import room_score, score_placement
from .state import CastlesState, PlacedTile, Task
from .words import after_the, amount

_, ngettext, N_ = i18n.domain("castles_of_mad_king_ludwig")

CORRIDOR_PIECES = ("stairs", "hallway")


def payee(state: CastlesState) -> int | None:
    """Who receives the price: the Master Builder, or the bank when the MB buys (§8)."""
    return None if state.actor == state.mb else state.mb


def supply(state: CastlesState, piece: str) -> int:
    return state.stairs_left if piece == "stairs" else state.hallways_left


def take_from_supply(state: CastlesState, piece: str) -> None:
    if piece == "stairs":
        state.stairs_left -= 1
    else:
        state.hallways_left -= 1


def castle_of(state: CastlesState, seat: int) -> tuple[PlacedTile, ...]:
    return tuple(state.castles[seat])


def placeable_corridors(state: CastlesState) -> list[str]:
    castle = castle_of(state, state.actor)
    return [p for p in CORRIDOR_PIECES
            if supply(state, p) > 0 and has_legal_placement(castle, p)]


def room_price(state: CastlesState, slot: int) -> int:
    return prices(state.n)[slot]


def why_not_buy_room(state: CastlesState, slot: int,
                     view: CastleView | None = None) -> str | None:
    """None if the acting seat may buy the room in `slot`, else the reason (§8.3, §6.1.8).

    `view`: the acting seat's analysed castle, for a caller asking about every slot (the
    castle is then looked up once); money is checked first, it is much cheaper."""
    if not 0 <= slot < len(state.market) or state.market[slot] is None:
        return _("there is no room in that price slot")
    price = room_price(state, slot)
    if state.money[state.actor] + state.coins[slot] < price:
        return _("it costs {price} Marks and you have {money}").format(
            price=amount(price), money=amount(state.money[state.actor]))
    room = state.market[slot]
    assert room is not None
    if not placeable_in(view or analyze(castle_of(state, state.actor)), room):
        return _("the {room} has no legal place in your castle").format(
            room=after_the(_(tile(room).name)))
    return None


def why_not_buy_corridor(state: CastlesState, piece: str,
                         view: CastleView | None = None) -> str | None:
    """As `why_not_buy_room`, for stairs or a hallway from the supply."""
    if supply(state, piece) <= 0:
        return _("no stairs left in the supply") if piece == "stairs" \
            else _("no hallway left in the supply")
    if state.money[state.actor] < constants().corridor_price:
        text = _("stairs costs {price} Marks") if piece == "stairs" \
            else _("hallway costs {price} Marks")
        return text.format(price=amount(constants().corridor_price))
    if not placeable_in(view or analyze(castle_of(state, state.actor)), piece):
        return _("the stairs has no legal place in your castle") if piece == "stairs" \
            else _("the hallway has no legal place in your castle")
    return None


def _pay(state: CastlesState, price: int) -> None:
    state.money[state.actor] -= price
    receiver = payee(state)
    if receiver is not None:
        state.money[receiver] += price


# --- decisions -----------------------------------------------------------------------


def keep_bonus(state: CastlesState, keep: tuple[str, ...]) -> None:
    offer = state.offer[state.actor]
    state.bonus[state.actor] += list(keep)
    # the rest go face down under the bonus deck (§7.5, §10 utility)
    state.bonus_deck += [c for c in offer if c not in keep]
    state.offer[state.actor] = []
    state.tasks.pop(0)


def max_swaps(state: CastlesState) -> int:
    """Swaps the Master Builder may make per pricing: one fewer than the slots, which
    is enough to put the rooms in any order (a rearrangement of k rooms needs at most
    k - 1 exchanges)."""
    return len(state.market) - 1


def why_not_swap(state: CastlesState, a: int, b: int) -> str | None:
    """None if the Master Builder may exchange the rooms of slots a and b now."""
    slots = len(state.market)
    if not (0 <= a < slots and 0 <= b < slots) or a == b:
        return _("choose two different price slots")
    if state.market[a] is None and state.market[b] is None:
        return _("both price slots are empty")
    if state.swaps_made >= max_swaps(state):
        return _("you have made all {count} swaps (enough for any order); undo one or finish"
                 ).format(count=max_swaps(state))
    return None


def legal_swaps(state: CastlesState) -> list[tuple[int, int]]:
    """The (a, b) with a < b for which `why_not_swap` says None, in slot order: the same
    tests, each made once for the whole listing instead of once per pair."""
    slots = len(state.market)
    if state.swaps_made >= max_swaps(state):
        return []
    market = state.market
    return [(a, b) for a in range(slots) for b in range(a + 1, slots)
            if market[a] is not None or market[b] is not None]


def swap_slots(state: CastlesState, a: int, b: int, counted: bool = True) -> None:
    state.market[a], state.market[b] = state.market[b], state.market[a]
    state.coins[a], state.coins[b] = state.coins[b], state.coins[a]
    if counted:
        state.swaps_made += 1


def finish_pricing(state: CastlesState, legacy: bool = False) -> None:
    """The prices are set; purchases start at the Master Builder's left (§8 step 3).

    `legacy`: the round was priced with the actions of saves made before the swap bound,
    and is played out as it was then (see actions.SwapSlots)."""
    state.legacy_round = legacy
    state.tasks.pop(0)
    n = state.n
    state.queue = [(state.mb + i) % n for i in range(1, n)] + [state.mb]


def buy_room(state: CastlesState, slot: int) -> None:
    reason = why_not_buy_room(state, slot)
    if reason:
        raise IllegalAction(f"You cannot buy that room: {reason}.")
    room = state.market[slot]
    assert room is not None
    state.money[state.actor] += state.coins[slot]  # coins help pay (§8.3, D22)
    _pay(state, room_price(state, slot))
    state.market[slot] = None
    state.coins[slot] = 0
    state.wild_used = False
    state.market_bought = True
    state.tasks[0] = Task(kind="place", tile=room)


def buy_corridor(state: CastlesState, piece: str) -> None:
    reason = why_not_buy_corridor(state, piece)
    if reason:
        raise IllegalAction(f"You cannot buy that: {reason}.")
    _pay(state, constants().corridor_price)
    take_from_supply(state, piece)
    state.wild_used = False
    state.tasks[0] = Task(kind="place", tile=piece)


def pass_turn(state: CastlesState) -> None:
    state.money[state.actor] += constants().pass_income
    state.wild_used = False
    state.tasks.pop(0)


def take_free_corridor(state: CastlesState, piece: str) -> None:
    if piece not in placeable_corridors(state):
        raise IllegalAction(f"No {piece} can be taken and placed now.")
    take_from_supply(state, piece)
    state.tasks[0] = Task(kind="place", tile=piece, free=True)


def place(state: CastlesState, placed: PlacedTile) -> None:
    """Lay the held tile, score it (§9) and queue its completion rewards (§10)."""
    castle = castle_of(state, state.actor)
    view = analyze(castle)
    if not is_legal(castle, placed, view):
        raise IllegalAction("That is not a legal place for the room.")
    result = score_placement(castle, placed, view)
    seat = state.actor
    state.castles[seat].append(placed)
    state.tasks.pop(0)
    state.reward_points[seat] += result.reward_points
    state.last_event = _("{name}: {score}").format(name=state.players[seat],
                                                   score=result.summary())
    game = constants()
    now: list[Task] = []
    turns: list[Task] = []
    for c in result.completions:
        state.money[seat] += c.money
        if c.type == "food":
            turns.append(Task(kind="turn", extra=True))
        elif c.type == "utility":
            now.append(Task(kind="utility"))
        elif c.type == "sleeping":
            now.append(Task(kind="sleep_stack"))
        elif c.type == "corridor":
            now.append(Task(kind="free_corridor"))
        elif c.type == "downstairs":
            state.downstairs_done[seat] += 1
            every = game.downstairs_wild_every
            if state.downstairs_done[seat] % every == 0 and not state.wild_used:
                state.wild_used = True
                now.append(Task(kind="wild", ref=c.idx))
    if state.legacy_round:
        state.tasks = now + turns + state.tasks
    else:  # extra turns after every other reward still pending (D23)
        at = next((i for i, t in enumerate(state.tasks) if t.kind == "turn"), len(state.tasks))
        state.tasks = now + state.tasks[:at] + turns + state.tasks[at:]


# --- the order of several rewards (§10 last paragraph, D23) ----------------------------

REWARD_TASKS = {
    "sleep_stack": "sleeping", "utility": "utility", "free_corridor": "corridor",
    "wild": "downstairs",
}


def _reward_run(state: CastlesState) -> list[int]:
    """Indices of the rewards waiting at the front of the tasks (up to an extra turn)."""
    run = []
    for i, task in enumerate(state.tasks):
        if i == 0 and task.kind == "reward_order":
            continue
        if task.kind not in REWARD_TASKS:
            break
        run.append(i)
    return run


def _reward_live(state: CastlesState, task: Task) -> bool:
    """Would this reward still give something if resolved now?"""
    if task.kind == "utility":
        return bool(state.bonus_deck)
    if task.kind == "sleep_stack":
        return any(state.stacks.values())
    if task.kind == "free_corridor":
        return bool(placeable_corridors(state))
    return True


def reward_choices(state: CastlesState) -> list[str]:
    """The room types whose rewards are waiting, in the order they arose (one each)."""
    out: list[str] = []
    for i in _reward_run(state):
        task = state.tasks[i]
        name = REWARD_TASKS[task.kind]
        if name not in out and _reward_live(state, task):
            out.append(name)
    return out


def resolve_reward(state: CastlesState, reward: str) -> None:
    """Move the first waiting reward of that room type to the front (§10, D23)."""
    for i in _reward_run(state):
        task = state.tasks[i]
        if REWARD_TASKS[task.kind] == reward and _reward_live(state, task):
            state.tasks.pop(i)
            if state.tasks and state.tasks[0].kind == "reward_order":
                state.tasks.pop(0)
            state.tasks.insert(0, evolve(task, chosen=True))
            return
    raise IllegalAction(f"No {reward} reward is waiting.")


def choose_stack(state: CastlesState, size: int) -> None:
    if not state.stacks.get(size):
        raise IllegalAction("That room stack is empty.")
    state.tasks[0] = Task(kind="sleep_arrange", ref=size)
    state.reveal_count += 1  # the player now sees the stack


def arrange_stack(state: CastlesState, top: tuple[str, ...]) -> None:
    size = state.tasks[0].ref
    stack = state.stacks[size]
    limit = constants().sleeping_reward_max_on_top
    if len(top) > limit or len(set(top)) != len(top) or any(t not in stack for t in top):
        raise IllegalAction(f"Choose up to {limit} different rooms of that stack.")
    rest = [t for t in stack if t not in top]
    state.stacks[size] = list(top) + shuffle(state, rest)
    state.tasks.pop(0)


def choose_reward(state: CastlesState, reward: str) -> None:
    """Downstairs reward: resolve the chosen type's reward (§10, D1)."""
    trigger = state.tasks.pop(0).ref
    seat = state.actor
    game = constants()
    if reward == "living":
        view = analyze(castle_of(state, seat))
        state.reward_points[seat] += room_score(view, trigger)
    elif reward == "activity":
        state.reward_points[seat] += game.activity_reward_points
    elif reward == "outdoor":
        state.money[seat] += game.outdoor_reward_money
    elif reward == "food":
        at = next((i for i, t in enumerate(state.tasks) if t.kind == "turn"), len(state.tasks))
        state.tasks.insert(at, Task(kind="turn", extra=True))
    elif reward == "utility":
        state.tasks.insert(0, Task(kind="utility"))
    elif reward == "sleeping":
        state.tasks.insert(0, Task(kind="sleep_stack"))
    else:
        state.tasks.insert(0, Task(kind="free_corridor"))


# --- moving on -----------------------------------------------------------------------


def unplaceable_rooms(state: CastlesState) -> list[int]:
    """Slots whose room no player can place in their castle (§6.1.8)."""
    castles = [castle_of(state, seat) for seat in range(state.n)]
    return [slot for slot, room in enumerate(state.market)
            if room is not None and not any(has_legal_placement(c, room) for c in castles)]


def clear_stalled_market(state: CastlesState) -> None:
    """Our ruling for a round in which nobody bought a room from the market (the rules
    are silent; without it a market of rooms nobody can place locks the game for ever):
    every room in the market that no player can place leaves the game (its coins go back
    to the bank) and its slot is refilled next round as usual; if every room could be
    placed by someone, the top room card is discarded instead. Either way every round
    uses up at least one room card, so the game always reaches its end (§11)."""
    if state.market_bought or state.legacy_round:
        return
    stuck = unplaceable_rooms(state)
    for slot in stuck:
        room = state.market[slot]
        assert room is not None
        state.out_of_game.append(room)
        state.market[slot] = None
        state.coins[slot] = 0
    if not stuck and state.deck:
        state.discard.append(state.deck.pop(0))
        state.burned_cards += 1
        state.reveal_count += 1


def start_pricing(state: CastlesState) -> None:
    state.actor = state.mb
    state.tasks = [Task(kind="price")]
    state.swaps_made = 0
    state.market_bought = False
    state.legacy_round = False


def _end_round(state: CastlesState) -> None:
    """§8 step 5: coins on unsold rooms, then the next Master Builder refills (§8.1)."""
    coin = constants().unsold_room_coin_per_round
    for slot, room in enumerate(state.market):
        if room is not None:
            state.coins[slot] += coin
    if state.last_round:
        state.over = True
        return
    clear_stalled_market(state)
    state.mb = (state.mb + 1) % state.n
    state.round += 1
    fill_market(state)
    start_pricing(state)


def settle(state: CastlesState) -> None:
    """Resolve automatic steps until a real decision is pending or the game is over."""
    while not state.over:
        if not state.tasks:
            if state.queue:
                state.actor = state.queue.pop(0)
                kind = "turn" if state.started else "keep_bonus"
                state.tasks = [Task(kind=kind, ref=constants().bonus_cards_kept)]
            elif not state.started:
                state.started = True
                start_pricing(state)
            else:
                _end_round(state)
            continue
        task = state.tasks[0]
        if task.kind in REWARD_TASKS and not task.chosen and not state.legacy_round \
                and len(reward_choices(state)) >= 2:
            state.tasks.insert(0, Task(kind="reward_order"))
            return
        if task.kind == "utility":
            game = constants()
            drawn = state.bonus_deck[: game.utility_reward_draw]
            state.bonus_deck = state.bonus_deck[len(drawn) :]
            state.offer[state.actor] = drawn
            if drawn:
                state.reveal_count += 1
            if len(drawn) <= game.utility_reward_keep:
                state.bonus[state.actor] += drawn
                state.offer[state.actor] = []
                state.tasks.pop(0)
                continue
            state.tasks[0] = Task(kind="keep_bonus", ref=game.utility_reward_keep)
            return
        if task.kind == "sleep_stack" and not any(state.stacks.values()):
            state.tasks.pop(0)
            _note(state, _("{name}'s sleeping room reward is lost: every room stack is "
                           "empty.").format(name=state.players[state.actor]))
            continue
        if task.kind == "free_corridor" and not placeable_corridors(state):
            state.tasks.pop(0)  # the reward is lost (§10 corridor)
            _note(state, _("{name}'s corridor reward is lost: no free stairs or hallway "
                           "fits the castle.").format(name=state.players[state.actor]))
            continue
        return


def _note(state: CastlesState, text: str) -> None:
    """A step the rules took by themselves, added to what the screen shows of the last
    move (it would happen with no line on screen)."""
    state.last_event = f"{state.last_event} · {text}" if state.last_event else text
