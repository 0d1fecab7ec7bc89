"""Readable texts of cards and locations (rules §3.4, §3.5, §6.2), for the log, the
previews and the board. Pure functions of the data file and the chosen options."""

from __future__ import annotations

from boardgames_tui.engine import i18n

from . import park
from .components import load_data
from .nobles import ability_text
from .setup import card_type
from .state import Options
from .words import bonus_bottom_text, bonus_top_text, data_name, francs, names_list, say, vp

_, ngettext, N_ = i18n.domain("bruxelles_1897")



def bonus_halves(bonus_id: str) -> tuple[str, str]:
    """Short texts of a bonus card's top (each round) and bottom (game end) halves."""
    return bonus_top_text(bonus_id), bonus_bottom_text(bonus_id)


def material_pair(pair: str) -> str:
    """'WB' -> 'wood+brick' (the two materials a card shows)."""
    names = load_data().action_cards.material.names
    return "+".join(data_name(names[ch]) for ch in pair)


def material_words(cards: tuple[str, ...] | list[str]) -> str:
    """('BB', 'WM') -> 'the material cards brick+brick and wood+metal'."""
    pairs = [material_pair(c) for c in cards]
    if len(pairs) == 1:
        return say(_("the material card {pair}"), pair=pairs[0])
    return say(_("the material cards {pairs}"), pairs=names_list(pairs))


def action_label(code: str) -> str:
    """Readable name of an action card code ('mat:WB' -> 'Material wood+brick')."""
    kind = card_type(code)
    tail = code.split(":", 1)[1] if ":" in code else ""
    if not code:
        return _("no card")
    if kind == "artwork":
        return say(_("Artwork {colour}"), colour=data_name(tail))
    if kind == "material":
        return say(_("Material {pair}"), pair=material_pair(tail))
    if kind == "noble":
        return say(_("Noble {name}"), name=load_data().noble(tail).name)
    if kind == "money":
        return say(_("Sale for {money}"), money=francs(load_data().sale_bef.value))
    if kind == "house":
        return _("House")
    return _("Expo")


def action_effect(code: str, options: Options | None = None) -> str:
    """What taking an action card does (rules §6.2), for previews."""
    data = load_data()
    kind = card_type(code)
    tail = code.split(":", 1)[1] if ":" in code else ""
    if kind == "artwork":
        return _("Creation: keep this artwork")
    if kind == "money":
        return say(_("Sale: sell one of your artworks for {money}"),
                   money=francs(data.sale_bef.value))
    if kind == "material":
        return _("Supply: keep this material card (both materials)")
    if kind == "house":
        return say(_("Construction: {cost}, {points}"), cost=house_cost_text(options),
                   points=house_vp_text(options))
    if kind == "noble":
        return say(_("Influence: keep {noble} ({effect}), use it now?"),
                   noble=data.noble(tail).name, effect=ability_text(tail))
    return say(_("Exhibition: every player scores {points} per artwork colour"),
               points=vp(data.exhibition_vp_per_color.value))


def house_cost_text(options: Options | None) -> str:
    if options is not None and options.house_cost_mode == "nth_house_needs_n_materials":
        return _("your n-th house needs n material cards")
    most = load_data().house_max_material_cards.value
    return say(_("spend 1–{most} material cards"), most=most)


def house_vp_text(options: Options | None) -> str:
    if options is not None and options.house_vp_mode == "per_material_same1_diff2":
        per = load_data().variants.house_vp_per_material
        return say(_("{new} points per new material, {same} point per repeated one"),
                   new=per["different"], same=per["same"])
    table = load_data().house_vp_by_distinct_materials.value
    keys = sorted(table)
    return say(_("{points} points for {counts} different materials"),
               points="/".join(str(table[k]) for k in keys), counts="/".join(keys))


PARK_SHORT = {"draw_artwork": N_("artwork"), "take_top_discard_and_resolve": N_("a discard"),
              "any_art_nouveau_action": N_("any action")}


def location_short(loc_id: str, options: Options | None = None) -> str:
    """The effect in the fewest words, for the Brussels boxes on the board."""
    loc = load_data().location(loc_id)
    if loc.effect == "gain_bef":
        return say(_("+{money}"), money=francs(loc.amount))
    if loc.effect == "activate_nobles":
        return _("nobles")
    mode = options.cinquantenaire_mode if options else "draw_artwork"
    return _(PARK_SHORT[mode])


def location_effect(loc_id: str, options: Options | None = None) -> str:
    """A Brussels card's effect in a few words (the park's depends on the variant, D9)."""
    loc = load_data().location(loc_id)
    if loc.effect == "gain_bef":
        return say(_("+{money}"), money=francs(loc.amount))
    if loc.effect == "activate_nobles":
        return _("activate nobles")
    return park.effect_text(options.cinquantenaire_mode if options else "draw_artwork")
