"""The state of a Bruxelles 1897 game and the options (variants) it was started with.

Everything is public except the order of the draw piles (rules §10), which `redact` hides.
The state always says which decision is pending: `phase` + `step`, and for round scoring a
queue of player choices followed by an acknowledgement of each scoring step (rules §5.3),
so the screen can show columns, coats of arms and the prison one after the other.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel, Field

from boardgames_tui.engine import i18n
from boardgames_tui.engine.state import StateData, evolve

from .components import load_data

_, ngettext, N_ = i18n.domain("bruxelles_1897")

_DEFAULTS = load_data().variants

Phase = Literal["actions", "scoring", "over"]
Step = Literal[
    "turn",  # choose an Art Nouveau placement, start a Brussels placement, or pass
    "sell",  # Sale: which artwork to discard (rules §6.2)
    "build",  # Construction: which material cards to spend (rules §6.2)
    "noble_now",  # Influence: activate the new noble right away or not (rules §6.2)
    "free",  # Vandervelde: which architect leaves prison (rules §6.5)
    "brussels",  # adding architects to a Brussels placement (rules §6.3)
    "city_hall",  # activating ready nobles at City Hall (rules §6.3)
    "park",  # Cinquantenaire Park: which discard top / Art Nouveau action (§3.4, D9)
    "choice",  # round scoring: a player choice from `queue`
    "ack",  # round scoring: everyone has seen the step's results
    "done",
]
ScoreStep = Literal["", "columns", "coats", "prison", "final"]


class Options(BaseModel):
    """Variants for the points the rules file leaves open (rules §13, §14 alternatives).

    The setup form and the command line's help read `title`, `description` and the
    words of each value (`json_schema_extra["choices"]`); the stored values never change,
    so saves keep loading."""

    tie_policy: Literal["all", "none"] = Field(
        _DEFAULTS.tie_policy,
        title=N_("Ties"),
        description=N_("Who gets the result when players tie for a column, a coat of arms "
        "or the prison"),
        json_schema_extra={"choices": {"all": N_("Every tied player (as in Bruxelles 1893)"),
                                       "none": N_("Nobody")}},
    )
    prison_scope: Literal["whole_area", "per_location"] = Field(
        _DEFAULTS.prison_scope,
        title=N_("Brussels → prison"),
        description=N_("Where the most architects in Brussels are counted at the end of a "
        "round"),
        json_schema_extra={"choices": {"whole_area": N_("All of Brussels together"),
                                       "per_location": N_("Each Brussels card on its own")}},
    )
    first_player_rule: Literal["first_passer", "expo_taker"] = Field(
        _DEFAULTS.first_player_rule,
        title=N_("First Player card"),
        description=N_("Who takes the First Player card and starts the next round"),
        json_schema_extra={"choices": {"first_passer": N_("The first player to pass"),
                                       "expo_taker": N_("The player who takes the Expo card")}},
    )
    exhibition_discards_artworks: bool = Field(
        _DEFAULTS.exhibition_discards_artworks,
        title=N_("Exhibitions spend the artworks"),
        description=N_("After an Exhibition every player discards the artworks it scored "
        "(otherwise they are kept)"),
    )
    house_cost_mode: Literal["choose_1_or_2_cards", "nth_house_needs_n_materials"] = Field(
        _DEFAULTS.house_cost_mode,
        title=N_("House cost"),
        description=N_("How many material cards a House takes"),
        json_schema_extra={"choices": {
            "choose_1_or_2_cards": N_("1 or 2 material cards, your choice"),
            "nth_house_needs_n_materials": N_("Your n-th house needs n material cards "
            "(pre-release prototype)")}},
    )
    house_vp_mode: Literal["by_distinct_count", "per_material_same1_diff2"] = Field(
        _DEFAULTS.house_vp_mode,
        title=N_("House points"),
        description=N_("What a House scores when it is built"),
        json_schema_extra={"choices": {
            "by_distinct_count": N_("1/3/6 points for 1/2/3 different materials"),
            "per_material_same1_diff2": N_("2 points per new material, 1 point per repeated one "
            "(pre-release prototype)")}},
    )
    cinquantenaire_mode: Literal[
        "draw_artwork", "take_top_discard_and_resolve", "any_art_nouveau_action"
    ] = Field(
        _DEFAULTS.cinquantenaire_mode,
        title=N_("Cinquantenaire Park"),
        description=N_("What a placement in the Cinquantenaire Park gives (the sources "
        "disagree)"),
        json_schema_extra={"choices": {
            "draw_artwork": N_("Draw an artwork"),
            "take_top_discard_and_resolve": N_("Take the top card of a discard pile and do "
            "its action"),
            "any_art_nouveau_action": N_("Do any one Art Nouveau action (as in Bruxelles "
            "1893)")}},
    )
    bef_per_vp: int = Field(
        load_data().leftover_vp.bef_per_vp,
        ge=2,
        le=5,
        title=N_("Francs per victory point at the end"),
        description=N_("How many leftover francs make 1 point in the final scoring (Bruxelles "
        "1893 used 4)"),
    )


class Placed(BaseModel):
    """An architect card lying face up with the chosen value (rules §3.2, D26)."""

    card: str
    value: int


class Cell(BaseModel):
    """One position of the Art Nouveau grid. `action` is the card dealt there; once an
    architect takes it, `owner`/`architect` are set and the action card is gone.

    `action == ""` is a position left empty because the draw piles and their discards ran
    out (rules §4.1 step 5, "draw what is there"): it cannot be taken, and the coats of
    arms around it stay incomplete for the round."""

    action: str
    owner: int = -1
    architect: Placed | None = None

    @property
    def taken(self) -> bool:
        return self.owner >= 0

    @property
    def empty(self) -> bool:
        """No card was dealt here this round."""
        return not self.action and not self.taken


class Group(BaseModel):
    """One Brussels placement, kept separate and in order for the escalation (§6.3)."""

    seat: int
    cards: list[Placed]

    @property
    def total(self) -> int:
        return sum(p.value for p in self.cards)


class OwnedNoble(BaseModel):
    id: str
    ready: bool = True


@dataclass(kw_only=True)
class PlayerState(StateData):
    hand: list[str]
    prison: list[str]
    money: int
    vp: int = 0
    architecture: int = 1
    nobility: int = 1
    prestige: int = 1
    artworks: list[str] = field(default_factory=list)
    materials: list[str] = field(default_factory=list)
    houses: int = 0
    nobles: list[OwnedNoble] = field(default_factory=list)
    passed: bool = False
    vp_by: dict[str, int] = field(default_factory=dict)

    def track(self, name: str) -> int:
        return getattr(self, name)

    def fork(self) -> PlayerState:
        """A copy whose lists can be changed; the nobles in them are shared (the rules
        replace a noble instead of changing it)."""
        return evolve(self, hand=list(self.hand), prison=list(self.prison),
                      artworks=list(self.artworks), materials=list(self.materials),
                      nobles=list(self.nobles), vp_by=dict(self.vp_by))


class Choice(BaseModel):
    """A pending round-scoring choice: free an architect (Prison bonus) or send one to
    prison (Brussels majority). `location` limits an imprisonment to one Brussels card."""

    seat: int
    kind: Literal["free", "imprison"]
    location: str = ""


@dataclass(kw_only=True)
class GameState(StateData):
    players: list[str]
    seed: int
    rng_counter: int = 0
    options: Options = field(default_factory=Options)
    round: int = 1
    phase: Phase = "actions"
    step: Step = "turn"
    score_step: ScoreStep = ""
    current: int = 0
    first_player: int = 0
    first_passer: int = -1
    rows: int = 3
    grid: list[Cell] = field(default_factory=list)
    bonus: list[str] = field(default_factory=list)
    expo_in_area: bool = True
    brussels: dict[str, list[Group]] = field(default_factory=dict)
    seats: list[PlayerState] = field(default_factory=list)
    decks: dict[str, list[str]] = field(default_factory=dict)
    discards: dict[str, list[str]] = field(default_factory=dict)
    # the decision in progress
    pending_noble: str = ""
    city_hall_left: int = 0
    brussels_loc: str = ""
    brussels_sel: list[Placed] = field(default_factory=list)
    queue: list[Choice] = field(default_factory=list)
    # what the round scoring (or the final scoring) did, for the screen and the log
    score_log: list[str] = field(default_factory=list)
    # the Art Nouveau grid as it stood when the round was scored (kept for the screen)
    cols: int = 4

    def cell(self, row: int, col: int) -> Cell:
        return self.grid[row * self.cols + col]

    def fork(self) -> GameState:
        """The copy `apply` changes, much cheaper than a deep copy: every list and dict the
        rules change in place is copied, while the objects inside them that the rules
        never change in place (cells, Brussels groups, placed architects, nobles, choices,
        the options, the lists of the draw and discard piles) are shared: the rules put a new one in their place instead. The
        names and the bonus cards are never changed in place either (a new round deals
        a new list of bonus cards)."""
        return evolve(
            self,
            grid=list(self.grid),
            brussels_sel=list(self.brussels_sel),
            queue=list(self.queue),
            score_log=list(self.score_log),
            brussels={k: list(v) for k, v in self.brussels.items()},
            # the piles are replaced, never changed in place (setup.draw and discard)
            decks=dict(self.decks),
            discards=dict(self.discards),
            seats=[p.fork() for p in self.seats],
        )
