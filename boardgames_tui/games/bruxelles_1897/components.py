"""Component data for Bruxelles 1897, loaded once from assets/bruxelles_1897/components.json.

Every rule number lives in the data file (rules §14) so a reconstructed value ([R] in the
rules file) can be corrected without touching code. Each value carries a `mark`: confirmed,
sourced, reconstructed or reconstructed-1893 (a copy of the parent game's printed rule).
"""

from __future__ import annotations

import json
from functools import cache
from typing import Literal

from pydantic import BaseModel

from boardgames_tui.engine.assets import read_asset_text

Mark = Literal["confirmed", "sourced", "reconstructed", "reconstructed-1893"]
Track = Literal["architecture", "nobility", "prestige"]
TRACKS: tuple[Track, ...] = ("architecture", "nobility", "prestige")


class IntValue(BaseModel):
    value: int
    mark: Mark


class BoolValue(BaseModel):
    value: bool
    mark: Mark


class ArchitectCard(BaseModel):
    id: str
    low: int
    high: int
    copies: int

    @property
    def sides(self) -> tuple[int, int]:
        return (self.low, self.high)


class Architects(BaseModel):
    mark: Mark
    cards: list[ArchitectCard]


class CountSetup(BaseModel):
    cards_per_type: int
    rows: int
    prison_at_start: list[str]
    start_bef_by_seat: list[int]


class SetupTable(BaseModel):
    mark: Mark
    counts: dict[str, CountSetup]


class ArtworkCards(BaseModel):
    mark: Mark
    colors: dict[str, int]


class MoneyCards(BaseModel):
    mark: Mark
    count: int
    grid_value_bef: int


class MaterialCards(BaseModel):
    mark: Mark
    cards: list[str]
    names: dict[str, str]


class CountedCards(BaseModel):
    mark: Mark
    count: int


class ActionCards(BaseModel):
    artwork: ArtworkCards
    money: MoneyCards
    material: MaterialCards
    house: CountedCards
    expo: CountedCards


class Ability(BaseModel):
    """What a noble does when activated (rules §6.5, all [R] / [R·1893])."""

    kind: Literal["gain_bef", "track", "draw_material", "free_architect"]
    amount: int = 1
    track: Track | None = None


class Noble(BaseModel):
    id: str
    name: str
    copies: int
    start_card: bool
    ability: Ability
    mark: Mark


class Location(BaseModel):
    id: str
    name: str
    effect: Literal["gain_bef", "activate_nobles", "draw_artwork"]
    amount: int
    mark: Mark


class Brussels(BaseModel):
    mark: Mark
    escalation_step: IntValue
    locations: list[Location]


class BonusHalf(BaseModel):
    kind: Literal["track", "free_architect", "vp_equal_level", "vp_per_free_architect"]
    track: Track | None = None
    amount: int = 1


class BonusCard(BaseModel):
    id: str
    name: str
    top: BonusHalf
    bottom: BonusHalf
    mark: Mark


class Tracks(BaseModel):
    start: int
    max: int
    mark: Mark


class Passing(BaseModel):
    first_bef: int
    later_bef: int
    mark: Mark


class HouseVp(BaseModel):
    value: dict[str, int]
    mark: Mark


class Leftovers(BaseModel):
    per_material_card: int
    per_artwork_card: int
    bef_per_vp: int
    mark: Mark


class ColorList(BaseModel):
    value: list[str]
    mark: Mark


class TieBreak(BaseModel):
    value: list[str]
    mark: Mark


class Variants(BaseModel):
    """Defaults of the setup options for the open points (rules §13 D7, D9, D10, D11, D14, D16)."""

    mark: Mark
    tie_policy: Literal["all", "none"]
    prison_scope: Literal["whole_area", "per_location"]
    first_player_rule: Literal["first_passer", "expo_taker"]
    exhibition_discards_artworks: bool
    house_cost_mode: Literal["choose_1_or_2_cards", "nth_house_needs_n_materials"]
    house_vp_mode: Literal["by_distinct_count", "per_material_same1_diff2"]
    house_vp_per_material: dict[Literal["same", "different"], int]
    cinquantenaire_mode: Literal[
        "draw_artwork", "take_top_discard_and_resolve", "any_art_nouveau_action"
    ]


class GameData(BaseModel):
    rounds: IntValue
    colors: ColorList
    architects: Architects
    setup_by_player_count: SetupTable
    grid_columns: IntValue
    action_cards: ActionCards
    nobles: list[Noble]
    noble_upkeep_bef: IntValue
    noble_unpaid_penalty_vp: IntValue
    brussels: Brussels
    bonus_cards: list[BonusCard]
    tracks: Tracks
    passing: Passing
    sale_bef: IntValue
    house_max_material_cards: IntValue
    house_vp_by_distinct_materials: HouseVp
    exhibition_vp_per_color: IntValue
    leftover_vp: Leftovers
    noble_immediate_activation: BoolValue
    variants: Variants
    win_tiebreak: TieBreak

    # --- convenient lookups -----------------------------------------------------------

    def setup_for(self, n_players: int) -> CountSetup:
        entry = self.setup_by_player_count.counts.get(str(n_players))
        if entry is None:
            raise ValueError(f"Bruxelles 1897 takes 2-4 players, not {n_players}")
        return entry

    def architect(self, card_id: str) -> ArchitectCard:
        return _architect_index(self)[card_id]

    def noble(self, noble_id: str) -> Noble:
        return _noble_index(self)[noble_id]

    def location(self, loc_id: str) -> Location:
        return next(loc for loc in self.brussels.locations if loc.id == loc_id)

    def bonus(self, bonus_id: str) -> BonusCard:
        """By id from an index: each round's scoring asks for every column's card several
        times, and the bots' look-ahead scores many rounds."""
        return _bonus_index(self)[bonus_id]

    def reconstructed_values(self) -> list[str]:
        """Names of every data entry marked reconstructed (shown in the in-app rules)."""
        out: list[str] = []
        for name in type(self).model_fields:
            value = getattr(self, name)
            mark = getattr(value, "mark", None)
            if mark and mark.startswith("reconstructed"):
                out.append(name)
        out += [f"noble {n.id}" for n in self.nobles if n.mark.startswith("reconstructed")]
        out += [
            f"Brussels {loc.id}"
            for loc in self.brussels.locations
            if loc.mark.startswith("reconstructed")
        ]
        out += [f"bonus {b.id}" for b in self.bonus_cards if b.mark.startswith("reconstructed")]
        return out


_ARCH: dict[int, dict[str, ArchitectCard]] = {}
_NOB: dict[int, dict[str, Noble]] = {}
_BONUS: dict[int, dict[str, BonusCard]] = {}


def _architect_index(data: GameData) -> dict[str, ArchitectCard]:
    key = id(data)
    if key not in _ARCH:
        _ARCH[key] = {c.id: c for c in data.architects.cards}
    return _ARCH[key]


def _noble_index(data: GameData) -> dict[str, Noble]:
    key = id(data)
    if key not in _NOB:
        _NOB[key] = {n.id: n for n in data.nobles}
    return _NOB[key]


def _bonus_index(data: GameData) -> dict[str, BonusCard]:
    key = id(data)
    if key not in _BONUS:
        _BONUS[key] = {b.id: b for b in data.bonus_cards}
    return _BONUS[key]


@cache
def load_data() -> GameData:
    raw = json.loads(read_asset_text("bruxelles_1897", "components.json"))
    raw.pop("_about", None)
    raw.get("variants", {}).pop("_note", None)
    return GameData.model_validate(raw)


MATERIAL_NAMES = {"W": "wood", "B": "brick", "M": "metal"}
