"""Readable texts of cards and locations (rules §3.4, §3.5, §6.2), for the log, the
previews and the board. Pure functions of the data file and the chosen options."""

from __future__ import annotations

from . import park
from .data import load_data
from .nobles import ability_text
from .setup import card_type
from .state import Options


def bonus_halves(bonus_id: str) -> tuple[str, str]:
    """Short texts of a bonus card's top (each round) and bottom (game end) halves."""
    card = load_data().bonus(bonus_id)

    def text(half) -> str:
        if half.kind == "track":
            return f"+{half.amount} {half.track}"
        if half.kind == "free_architect":
            return f"free {half.amount} from prison"
        if half.kind == "vp_equal_level":
            return f"VP = {half.track}"
        return f"{half.amount} VP per free architect"

    return text(card.top), text(card.bottom)


def action_label(code: str) -> str:
    """Readable name of an action card code ('mat:WB' -> 'Material wood+brick')."""
    kind = card_type(code)
    tail = code.split(":", 1)[1] if ":" in code else ""
    if kind == "artwork":
        return f"Artwork ({tail})"
    if kind == "material":
        names = {"W": "wood", "B": "brick", "M": "metal"}
        return "Material " + "+".join(names[ch] for ch in tail)
    if kind == "noble":
        return f"Noble {load_data().noble(tail).name}"
    if kind == "money":
        return f"Sale ({load_data().sale_bef.value} BEF)"
    if kind == "house":
        return "House"
    return "Expo"


def action_effect(code: str, options: Options | None = None) -> str:
    """What taking an action card does (rules §6.2), for previews."""
    data = load_data()
    kind = card_type(code)
    tail = code.split(":", 1)[1] if ":" in code else ""
    if kind == "artwork":
        return "Creation: keep this artwork"
    if kind == "money":
        return f"Sale: sell one of your artworks for {data.sale_bef.value} BEF"
    if kind == "material":
        return "Supply: keep this material card (both materials)"
    if kind == "house" and options is not None and (
        options.house_cost_mode != "choose_1_or_2_cards"
        or options.house_vp_mode != "by_distinct_count"
    ):
        return "Construction: spend material cards (prototype rules chosen at setup)"
    if kind == "house":
        vp = data.house_vp_by_distinct_materials.value
        table = "/".join(str(vp[k]) for k in sorted(vp))
        return f"Construction: spend 1-2 material cards, {table} VP by different materials"
    if kind == "noble":
        return f"Influence: keep {data.noble(tail).name} ({ability_text(tail)}), use it now?"
    per = data.exhibition_vp_per_color.value
    return f"Exhibition: every player scores {per} VP per artwork colour"


def location_effect(loc_id: str, options: Options | None = None) -> str:
    """A Brussels card's effect in a few words (the park's depends on the variant, D9)."""
    loc = load_data().location(loc_id)
    if loc.effect == "gain_bef":
        return f"+{loc.amount} BEF"
    if loc.effect == "activate_nobles":
        return "nobles"
    return park.effect_text(options.cinquantenaire_mode if options else "draw_artwork")
