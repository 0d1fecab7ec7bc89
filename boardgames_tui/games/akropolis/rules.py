"""Akropolis turn flow: setup, taking and placing tiles, refills, the end (rules §3, §4, §9).

A turn is two decisions by the same seat: `TakeTile` then `PlaceTile`. After a placement
the site is checked (§4.4, §11 D13/D14). In solo the Illustrious Architect's turns are
played automatically right after the human's placement (§9.2).
"""

from __future__ import annotations

from pydantic import BaseModel

from boardgames_tui.engine import i18n
from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.engine.game import GameRules
from boardgames_tui.engine.scoring import RIVAL_SEAT, ScoreSheet, SeatScore
from boardgames_tui.engine.state import evolve

from .actions import Action, PlaceTile, TakeTile
from .bots import AkropolisBots
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
    tile_has_plaza,
    tiles_for,
)
from .describe import AkropolisWords
from .hidden import AkropolisView
from .scoring import CityScore, score_architect, score_city
from .setup import new_game
from .state import ARCHITECT_NAME, AkropolisOptions, AkropolisState
from .words import (
    ordinal,
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


QUARRY_BONUS = N_("Quarry bonus")  # the Architect's 2 per quarry at Metagenes (§9.2)
# Taking the tile at each place of the site: actions are frozen, so these serve every
# list of legal takes. The site never holds more than 4 sides + 2 tiles (§3.3).
_TAKE_ACTIONS = tuple(TakeTile(index=i) for i in range(6))


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


class AkropolisRules(GameRules[AkropolisState, Action, AkropolisOptions]):
    id = "akropolis"
    title = "Akropolis"
    description = "Build a stacked city of hex tiles; plazas multiply districts placed just so."
    min_players = 1
    max_players = 4
    Options = AkropolisOptions
    State = AkropolisState
    Action = Action
    rules_asset = "akropolis/rules.md"
    Words = AkropolisWords
    View = AkropolisView
    Bots = AkropolisBots

    # --- contract -------------------------------------------------------------------

    def setup(self, players: list[str], seed: int, options: BaseModel) -> AkropolisState:
        opts = options if isinstance(options, AkropolisOptions) else self.parse_options(
            options.model_dump() if isinstance(options, BaseModel) else options
        )
        return new_game(players, seed, opts)

    def to_act(self, state: AkropolisState) -> list[int]:
        return [] if state.over else [state.current]

    def legal_actions(self, state: AkropolisState, seat: int) -> list:
        if state.over or seat != state.current:
            return []
        if state.held is None:
            return list(_TAKE_ACTIONS[:min(len(state.site), state.stones[seat] + 1)])
        return legal_place_actions(map_of_city(state.cities[seat]))

    def apply(self, state: AkropolisState, seat: int, action) -> AkropolisState:
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

    def is_over(self, state: AkropolisState) -> bool:
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

    def score_sheet(self, state: AkropolisState) -> ScoreSheet:
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

    # --- rounds, bounds and help (the frame's contract hooks) -------------------------

    def max_decisions(self, players: int, options: BaseModel) -> int:
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

    def reveals(self, before, action, after) -> bool:
        """A refill turns a stack face up; undo never goes back past it."""
        return len(before.deck) != len(after.deck) or before.rng_counter != after.rng_counter
