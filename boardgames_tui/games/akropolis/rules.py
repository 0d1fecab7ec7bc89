"""Akropolis turn flow: setup, taking and placing tiles, refills, the end (rules §3, §4, §9).

A turn is two decisions by the same seat: `TakeTile` then `PlaceTile`. After a placement
the site is checked (§4.4, §11 D13/D14). In solo the Illustrious Architect's turns are
played automatically right after the human's placement (§9.2).
"""

from __future__ import annotations

from pydantic import BaseModel

from boardgames_tui.engine import i18n
from boardgames_tui.engine.bot_settings import BotSettings
from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.engine.game import GameRules
from boardgames_tui.engine.rng import shuffled
from boardgames_tui.engine.scoring import RIVAL_SEAT, ScoreSheet, SeatScore
from boardgames_tui.engine.state import evolve

from .actions import Action, PlaceTile, TakeTile
from .city import (
    legal_place_actions,
    map_of_city,
    next_city,
    placement_problem,
    quarries_covered,
)
from .components import (
    COLOURS,
    all_tile_ids,
    data,
    tile_cells,
    tile_has_plaza,
    tile_hexes,
    tiles_for,
)
from .heuristics import evaluate, rollout_move
from .options import AkropolisOptions
from .scoring import CityScore, score_architect, score_city
from .state import ARCHITECT_NAME, AkropolisState, City
from .words import (
    architect_takes_line,
    hexes_words,
    ordinal,
    place_line,
    price_words,
    take_line,
    tile_words,
)

# The score sheet's categories: English keys, translated where they are shown (game over).
_, ngettext, N_ = i18n.domain("akropolis")

# One row per colour, its points; the final table's cell says how they were counted,
# value × stars = points ("5×2★=10", issue 29), and the note under it how to read that.
COLOUR_ROWS = {
    "house": N_("Houses"),
    "market": N_("Markets"),
    "barracks": N_("Barracks"),
    "temple": N_("Temples"),
    "garden": N_("Gardens"),
}
STONES = N_("Stones")
CATEGORY_NAMES = [COLOUR_ROWS[colour] for colour in COLOURS] + [STONES]
POINT_ROWS = list(CATEGORY_NAMES)  # they add up to the total
DETAIL_NOTE = N_("Each colour: value of its districts × stars of its plazas (★) = points")


def _categories(cs: CityScore) -> dict[str, int]:
    """A score sheet row: per colour its points, then the stones."""
    cats = {COLOUR_ROWS[colour]: cs.colours[colour].points for colour in COLOURS}
    cats[STONES] = cs.stones
    return cats


def _details(cs: CityScore) -> dict[str, str]:
    """How each colour's points were counted: value × stars = points ("5×2★=10")."""
    details = {}
    for colour in COLOURS:
        c = cs.colours[colour]
        details[COLOUR_ROWS[colour]] = f"{c.value}×{c.stars}★={c.points}"
    return details


# Issue 36: 160 rather than 96 (at most 0.34 s a move): against the strong bot of 64d90c7
# (96) it won 10 of 16 games (62%, Wilson 39-82%), at most 0.29 s of processor time a
# move on a machine loaded 12-16 on 2 cores (bots-record).
STRONG_SAMPLES = 160
STRONG_ROLLOUT = 4
# Headings of assets/akropolis/rules.md that help opens for the decision pending.
TAKING_TOPIC = N_("Taking a tile")
PLACING_TOPIC = N_("Placing the tile")
QUARRY_BONUS = N_("Quarry bonus")  # the Architect's 2 per quarry at Metagenes (§9.2)
# Taking the tile at each place of the site: actions are frozen, so these serve every
# list of legal takes. The site never holds more than 4 sides + 2 tiles (§3.3).
_TAKE_ACTIONS = tuple(TakeTile(index=i) for i in range(6))


def _new_state(
    players: list[str], seed: int, options: AkropolisOptions
) -> AkropolisState:
    n = len(players)
    options.validate_for(n)
    solo = n == 1
    sides = 2 if solo else n
    if options.all_tiles:
        ids = all_tile_ids()
    else:
        ids = tiles_for(2 if solo else n)
    deck = shuffled(seed, 0, ids)
    site_size = sides + 2
    site, deck = deck[:site_size], deck[site_size:]
    if len(deck) % (sides + 1):
        raise ValueError("the tiles do not split into equal stacks")  # pragma: no cover
    return AkropolisState(
        players=list(players),
        seed=seed,
        rng_counter=1,
        options=options,
        deck=deck,
        site=site,
        stones=list(data().starting_stones[:sides]),
        cities=[City() for _ in range(n)],
    )


def _end_turn(s: AkropolisState) -> None:
    """Check the site after a turn (rules §4.4). `s` is a fresh copy owned by the caller:
    its fields are written in its `__dict__` (assigning them through pydantic validates
    nothing either, it is only slower, and a random game makes thousands of turns)."""
    v = s.__dict__
    sides = s.sides
    site = v["site"]
    if len(site) > 1:
        v["current"] = (v["current"] + 1) % sides
        v["turn"] += 1
        return
    deck = v["deck"]
    if deck:
        k = sides + 1
        v["site"] = [site[0], *deck[:k]]
        v["deck"] = deck[k:]
        v["chief"] = v["current"] = (v["chief"] + 1) % sides
        v["round"] += 1
        v["turn"] += 1
        return
    v["site"] = []  # the last tile is discarded (§11 D14)
    v["over"] = True


def architect_choice(site: list[int], stones: int) -> int:
    """The Architect's pick: the cheapest tile with a plaza if affordable, else the front
    tile (rules §9.2)."""
    for i, tile_id in enumerate(site):
        if tile_has_plaza(tile_id):
            return i if i <= stones else 0
    return 0


def _architect_turns(s: AkropolisState) -> None:
    """The solo Architect's turns, if it is its turn: `s` as in `_end_turn`."""
    if not s.solo:
        return
    v = s.__dict__
    while not v["over"] and v["current"] == 1:
        site = v["site"]
        i = architect_choice(site, v["stones"][1])
        v["site"] = site[:i] + site[i + 1 :]
        stones = v["stones"] = list(v["stones"])
        stones[1] -= i  # paid into the supply (§11 D16)
        v["architect_tiles"] = [*v["architect_tiles"], site[i]]
        _end_turn(s)


class AkropolisRules(GameRules):
    id = "akropolis"
    title = "Akropolis"
    description = "Build a stacked city of hex tiles; plazas multiply districts placed just so."
    min_players = 1
    max_players = 4
    Options = AkropolisOptions
    State = AkropolisState
    Action = Action
    rules_asset = "akropolis/rules.md"

    # --- contract -------------------------------------------------------------------

    def setup(self, players: list[str], seed: int, options: BaseModel) -> AkropolisState:
        opts = options if isinstance(options, AkropolisOptions) else self.parse_options(
            options.model_dump() if isinstance(options, BaseModel) else options
        )
        return _new_state(players, seed, opts)  # type: ignore[arg-type]

    def to_act(self, state: AkropolisState) -> list[int]:  # type: ignore[override]
        return [] if state.over else [state.current]

    def legal_actions(self, state: AkropolisState, seat: int) -> list:  # type: ignore[override]
        if state.over or seat != state.current:
            return []
        if state.held is None:
            return list(_TAKE_ACTIONS[:min(len(state.site), state.stones[seat] + 1)])
        return legal_place_actions(map_of_city(state.cities[seat]))

    def apply(self, state: AkropolisState, seat: int, action) -> AkropolisState:  # type: ignore[override]
        if state.over:
            raise IllegalAction(_("the game is over"))
        if seat != state.current:
            raise IllegalAction(_("it is {name}'s turn").format(name=state.side_name(state.current)))
        if isinstance(action, TakeTile):
            return self._take(state, seat, action)
        if isinstance(action, PlaceTile):
            return self._place(state, seat, action)
        raise IllegalAction(_("unknown action"))

    def _take(self, state: AkropolisState, seat: int, action: TakeTile) -> AkropolisState:
        if state.held is not None:
            raise IllegalAction(_("you already took a tile: place it first"))
        i = action.index
        if not 0 <= i < len(state.site):
            raise IllegalAction(_("the construction site has no {ordinal} tile").format(
                ordinal=ordinal(i + 1)))
        if i > state.stones[seat]:
            raise IllegalAction(
                ngettext("that tile costs {price} stone, you have {stones}",
                         "that tile costs {price} stones, you have {stones}", i).format(
                    price=i, stones=state.stones[seat])
            )
        stones = list(state.stones)
        stones[seat] -= i
        if state.solo:
            stones[1] += i  # solo: the human pays the Architect (§9.2, §11 D16)
        site = state.site[:i] + state.site[i + 1 :]
        return evolve(state, held=state.site[i], site=site, stones=stones)

    def _place(self, state: AkropolisState, seat: int, action: PlaceTile) -> AkropolisState:
        if state.held is None:
            raise IllegalAction(_("take a tile from the construction site first"))
        cm = map_of_city(state.cities[seat])
        level, reason = placement_problem(cm, (action.q, action.r), action.rot)
        if not level:
            raise IllegalAction(_("cannot place there: {reason}").format(reason=_(reason)))
        stones = list(state.stones)
        stones[seat] += quarries_covered(cm, (action.q, action.r), action.rot)
        cities = list(state.cities)
        cities[seat] = next_city(state.cities[seat], (state.held, action.q, action.r, action.rot))
        s = evolve(state, stones=stones, cities=cities, held=None)
        _end_turn(s)
        _architect_turns(s)
        return s

    def is_over(self, state: AkropolisState) -> bool:  # type: ignore[override]
        return state.over

    # --- scoring --------------------------------------------------------------------

    def city_score(self, state: AkropolisState, seat: int) -> CityScore:
        return score_city(map_of_city(state.cities[seat]), state.stones[seat], state.options)

    def architect_score(self, state: AkropolisState) -> tuple[CityScore, int]:
        """Solo only: the Architect's per-colour score and its quarry bonus (§9.2)."""
        return score_architect(state.architect_tiles, state.stones[1], state.options)

    def solo_outcome(self, state: AkropolisState) -> tuple[int, int, bool]:
        """(human total, Architect total, human wins) — a tie goes to the human only with
        more stones than the Architect (§9.2)."""
        human = self.city_score(state, 0)
        arch, bonus = self.architect_score(state)
        a_total = arch.total + bonus
        wins = human.total > a_total or (
            human.total == a_total and state.stones[0] > state.stones[1]
        )
        return human.total, a_total, wins

    def score_sheet(self, state: AkropolisState) -> ScoreSheet:  # type: ignore[override]
        rows = []
        for seat, name in enumerate(state.players):
            cs = self.city_score(state, seat)
            cats = _categories(cs)
            rows.append(
                SeatScore(seat=seat, name=name, total=cs.total, categories=cats,
                          tiebreak=[cs.stones], details=_details(cs))
            )
        if not state.solo:
            return ScoreSheet.build(rows, CATEGORY_NAMES, N_("stones left"), DETAIL_NOTE)
        # Solo (§9.2): the Architect has its own row and can win. A tie on points goes to
        # the human only with more stones, so a full tie is broken in the Architect's favour.
        arch, bonus = self.architect_score(state)
        cats = _categories(arch)
        names = list(CATEGORY_NAMES)
        if state.options.solo_level == "metagenes":
            cats[QUARRY_BONUS] = bonus
            names.append(QUARRY_BONUS)
        rows[0].tiebreak = [rows[0].tiebreak[0], 0]
        rows.append(
            SeatScore(seat=RIVAL_SEAT, name=_(ARCHITECT_NAME), total=arch.total + bonus,
                      categories=cats, tiebreak=[arch.stones, 1], details=_details(arch))
        )
        return ScoreSheet.build(rows, names,
                                N_("stones left, then a full tie goes to the Architect"),
                                DETAIL_NOTE)

    # --- text -----------------------------------------------------------------------

    def describe(self, state: AkropolisState, seat: int, action) -> str:  # type: ignore[override]
        """One log line in the game's words: the tile by what is printed on it, the site
        position by its order and price, the spot by its level, its direction from the
        starting plaza and what it covers (see `words.py`)."""
        name = state.side_name(seat)
        if isinstance(action, TakeTile):
            if not 0 <= action.index < len(state.site):
                return _("{name} tries to take a tile that is not in the construction site").format(
                    name=name)
            return take_line(name, action.index, state.site[action.index])
        if isinstance(action, PlaceTile) and state.held is not None:
            cm = map_of_city(state.cities[seat])
            anchor = (action.q, action.r)
            level, _reason = placement_problem(cm, anchor, action.rot)
            cells = tile_cells(anchor, action.rot)
            covered = [cm.top(c)[0] for c in cells if cm.top(c)] if level > 1 else []
            gained = quarries_covered(cm, anchor, action.rot)
            text = place_line(name, state.held, cells, level, covered, gained)
            if state.solo and level:
                after = self.apply(state, seat, action)
                taken = after.architect_tiles[len(state.architect_tiles) :]
                if taken:
                    text = architect_takes_line(text, list(taken))
            return text
        return _("{name} tries to place a tile without taking one first").format(name=name)

    # --- rounds, bounds and help (the frame's contract hooks) -------------------------

    def max_decisions(self, players: int, options: BaseModel) -> int:  # type: ignore[override]
        """Every turn is exactly two decisions, take then place (rules §4), and every turn
        uses up one tile: the game ends when one tile is left in the site and no stack
        remains, so a game has (tiles in play - 1) turns (rules §3, §11 D14): 37 - 1 = 36
        with 2 players, 48 with 3, 60 with 4, 60 in the long game with all 61 tiles. In
        solo the Illustrious Architect takes every second tile by itself (no decision), so
        the human plays half of the 2-player game's 36 turns. Undo only shortens a game.
        """
        opts = options if isinstance(options, AkropolisOptions) else self.parse_options(
            options.model_dump() if isinstance(options, BaseModel) else options
        )
        if players == 1:
            turns = (len(tiles_for(2)) - 1 + 1) // 2  # 36 turns, the human plays the odd ones
        else:
            tiles = len(all_tile_ids()) if opts.all_tiles else len(tiles_for(players))
            turns = tiles - 1
        return 2 * turns

    def round_number(self, state: AkropolisState) -> int:  # type: ignore[override]
        """Akropolis plays in rounds (rules §4.4): a round runs from one refill of the
        construction site to the next, N+1 turns; 12 rounds in a normal game, more in the
        long game. Players count them by the stacks turned up."""
        return state.round

    def round_summary(self, before: AkropolisState, after: AkropolisState) -> list[str]:  # type: ignore[override]
        """Announces a refill of the construction site (the new site, the stacks left and
        the new Chief Architect) and the end of the game (the leftover tile)."""
        if after.over and not before.over:
            used = {t for city in after.cities for t, _q, _r, _rot in city.placed}
            used.update(after.architect_tiles)
            left = [t for t in before.site if t not in used]
            if len(left) == 1:
                return [_("No stack is left and only {tile} remains in the site: it is set aside "
                          "and the game ends.").format(tile=tile_words(left[0]))]
            return [_("No stack is left and one tile remains in the site: the game ends.")]
        if after.round <= before.round:
            return []
        parts = [
            _("{ordinal} ({price}) {hexes}").format(
                ordinal=ordinal(i + 1), price=price_words(i), hexes=hexes_words(tile_hexes()[t]))
            for i, t in enumerate(after.site)
        ]
        stacks = after.stacks_left()
        chief = after.side_name(after.chief)
        return [
            ngettext("Round {round}: the construction site is refilled ({stacks} stack left); "
                     "{chief} is now Chief Architect and plays first.",
                     "Round {round}: the construction site is refilled ({stacks} stacks left); "
                     "{chief} is now Chief Architect and plays first.", stacks).format(
                round=after.round, stacks=stacks, chief=chief),
            _("On the site: {tiles}.").format(tiles="; ".join(parts)),
        ]

    def rules_topic(self, state: AkropolisState, seat: int) -> str | None:  # type: ignore[override]
        """The rules section of the decision pending: taking a tile, or placing it, headed
        as in the rules of the current language (rules.de.md has the same headings in the
        same order; the catalog holds each heading's German words)."""
        if state.over or seat != state.current:
            return None
        return _(PLACING_TOPIC if state.held is not None else TAKING_TOPIC)

    def progress(self, state: AkropolisState) -> str:  # type: ignore[override]
        if state.over:
            return _("game over")
        total = state.round + state.stacks_left()
        return _("round {round} of {total}").format(round=state.round, total=total)

    def player_names(self, state: AkropolisState) -> list[str]:  # type: ignore[override]
        return list(state.players)

    # --- hidden information ---------------------------------------------------------

    def redact(self, state: AkropolisState, seat: int) -> AkropolisState:  # type: ignore[override]
        """The stacks are face down (§4.5): hide their order (their contents are public
        knowledge: the tile set minus what is visible)."""
        return evolve(state, deck=sorted(state.deck))

    def reveals(self, before, action, after) -> bool:  # type: ignore[override]
        """A refill turns a stack face up; undo never goes back past it."""
        return len(before.deck) != len(after.deck) or before.rng_counter != after.rng_counter

    def unseen_tiles(self, state: AkropolisState) -> list[int]:
        """The tiles of this game's set that nobody has seen yet: not on the site, in a
        hand, in a city or with the Architect (§3.1, §4.5). Sorted, so it tells nothing."""
        n = len(state.players)
        pool = all_tile_ids() if state.options.all_tiles else tiles_for(2 if state.solo else n)
        seen = {*state.site, *state.architect_tiles}
        if state.held is not None:
            seen.add(state.held)
        for city in state.cities:
            seen.update(tile_id for tile_id, _q, _r, _rot in city.placed)
        return sorted(set(pool) - seen)

    # --- bots (issue 8) -------------------------------------------------------------

    # Flat Monte Carlo budget per decision (engine/bots.py), measured to stay under 1 s
    # (2 players: median 0.15 s, max 0.34 s per strong move with the rollout policy).
    bot_settings = BotSettings(samples=STRONG_SAMPLES, rollout=STRONG_ROLLOUT)

    def determinize(self, state: AkropolisState, seat: int, rng) -> AkropolisState:  # type: ignore[override]
        """Re-deal the face-down stacks: the unseen tiles in a random order (§4.5).
        Everything else is public and stays as it is."""
        unseen = self.unseen_tiles(state)
        if state.over or len(unseen) != len(state.deck):
            unseen = sorted(state.deck)  # the game is over: nothing left to deal
        rng.shuffle(unseen)
        return evolve(state, deck=unseen)

    def rollout_action(self, state: AkropolisState, seat: int, legal: list, rng):  # type: ignore[override]
        """A cheap sensible move instead of a random one (see `heuristics.rollout_move`)."""
        return rollout_move(state, seat, legal, rng)

    def evaluate(self, state: AkropolisState, seat: int) -> float:  # type: ignore[override]
        """Running score plus the heuristics of `heuristics.py` (plaza stars, quarries to
        cover, stones, the tile in hand), minus the best other side's."""
        return evaluate(state, seat)
