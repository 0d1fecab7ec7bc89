"""The game's own words for cards, dresses, tiles and places (issue 13).

Every text a player reads is built here from whole sentences with named placeholders:
employees by person and bonus, dresses by colour and garment, resource tiles by their
silk and yarn/lace, guest spaces and decorations by where they are on the board. No ids.
"""

# Sentences keep named placeholders (str.format) so a later gettext pass can wrap them.
# ruff: noqa: UP032

from __future__ import annotations

from . import board as B
from . import components as C
from .state import State

TYPE_NAMES = {"master": "Master", "journeyman": "Journeyman", "apprentice": "Apprentice"}
COLOUR = C.COLOUR_NAMES
ORDINAL = ["1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th"]
GARMENT = {"lady": "lady's dress", "gent": "men's coat"}
PERSON_TYPE_PLURAL = {"master": "Masters", "journeyman": "Journeymen", "apprentice": "Apprentices"}


def plural(n: int, one: str, many: str) -> str:
    return "{n} {word}".format(n=n, word=one if n == 1 else many)


def points(n: int) -> str:
    return plural(n, "point", "points")


def livre(n: int) -> str:
    return "{n} Livre".format(n=n)


def ordinal(i: int) -> str:
    return ORDINAL[i] if 0 <= i < len(ORDINAL) else "{n}th".format(n=i + 1)


def _brackets(brackets: dict[str, int], unit: str) -> str:
    parts = []
    for key, value in brackets.items():
        if key.startswith("<="):
            cards = "up to {n} cards".format(n=key[2:])
        elif key.endswith("+"):
            cards = "{n} or more".format(n=key[:-1])
        else:
            cards = "{lo} to {hi}".format(lo=key.split("-")[0], hi=key.split("-")[1])
        parts.append("{value} {unit} with {cards}".format(value=value, unit=unit, cards=cards))
    return ", ".join(parts)


def _silk_discount(bonus: dict) -> str:
    disc = bonus.get("discount") or {}
    if "any_of" in disc:
        colours = " or ".join(COLOUR[c] for c in disc["any_of"])
        return "{n} {colours} silk fewer".format(n=disc["bales"], colours=colours)
    if "colour" in disc:
        return "up to {n} {colour} silk fewer".format(
            n=disc["bales_up_to"], colour=COLOUR[disc["colour"]]
        )
    return ""


def bonus_words(card_id: str) -> str:  # noqa: C901 - one sentence per bonus
    """The card's bonus as a sentence a player reads (rules §6)."""
    cdef = C.card(card_id)
    b, code = cdef.bonus, cdef.code
    if code == "none":
        return "no bonus"
    if code == "gain_livre":
        return "gain {n} Livre".format(n=b["amount"])
    if code == "buy_yarn_or_lace":
        return "pay {n} Livre for 1 yarn or 1 lace".format(n=b["cost"])
    if code == "gain_yarn_or_lace":
        return "gain 1 yarn or 1 lace"
    if code == "extra_action":
        return "one more Acquire resources"
    if code == "extra_action_free":
        return "one more Acquire resources, free"
    if code == "draw_hidden_tile":
        if b.get("cost", 0):
            return "pay {n} Livre to draw a resource tile face down".format(n=b["cost"])
        return "draw a resource tile face down, free"
    if code == "depute_other_use_bonus":
        return "depute another of your employees (no Livre) and use its bonus"
    if code == "depute_other_for_livre":
        lv = b["livre"]
        return (
            "depute another of your employees for {m} / {j} / {a} Livre "
            "(Master / Journeyman / Apprentice)"
        ).format(m=lv["master"], j=lv["journeyman"], a=lv["apprentice"])
    if code == "livre_per_own_dress_colour":
        per = b["per"]
        return "{y} Livre per yellow and {r} Livre per red dress of yours in the palace".format(
            y=per.get("Y", 0), r=per.get("R", 0)
        )
    if code == "pp_per_n_decorations":
        return "1 point per {n} of your decorations".format(n=b["n"])
    if code == "livre_per_decoration":
        return "{n} Livre per decoration of yours".format(n=b["amount"])
    if code == "pp_per_n_dresses":
        return "1 point per {n} of your dresses in the palace".format(n=b["n"])
    if code == "livre_by_deck_size":
        return "Livre by your deck: " + _brackets(b["brackets"], "Livre")
    if code == "green_livre_blue_pp":
        return "{g} Livre per green dress and {p} per blue dress of yours".format(
            g=b["livre_per_G"], p=points(b["pp_per_B"])
        )
    if code == "livre_per_dress":
        return "{n} Livre per dress of yours in the palace".format(n=b["amount"])
    if code == "buy_pp":
        return "pay {n} Livre per point, as often as you like".format(n=b["livre_per_pp"])
    if code == "tiles_for_pp":
        return "hand in kept tiles for points: 1 per red or blue silk, 1 per 2 yellow or green"
    if code == "extra_make_dress":
        return "one more Make a dress, {fewer}, no thimble dress".format(fewer=_silk_discount(b))
    if code == "extra_make_dress_free_sell_only":
        return "one more Make a dress, no window cost, to sell only"
    if code == "extra_decoration":
        return "one more Fund a decoration, {n} Livre cheaper".format(n=b["discount"])
    if code == "end_pp_by_deck_size":
        return "at the end: points by your deck: " + _brackets(b["brackets"], "points")
    if code == "end_pp_per_yarn_lace_pair":
        return "at the end: {p} per yarn and lace pair you hand back".format(p=points(b["pp"]))
    if code == "end_pp_per_two_master_space_dresses":
        return "at the end: {p} per 2 of your dresses on master guest spaces".format(
            p=points(b["pp"])
        )
    if code == "end_pp_per_lady_gent_pair":
        return "at the end: {p} per lady's dress and men's coat pair of yours".format(
            p=points(b["pp"])
        )
    if code == "gain_yarn_and_lace":
        return "gain 1 yarn and 1 lace"
    if code == "livre_per_jewel_plus":
        return "{n} Livre per jewel of yours, and {k} more".format(n=b["per_jewel"], k=b["plus"])
    if code == "buy_jewel_discount":
        return "buy a jewel {n} Livre cheaper".format(n=b["discount"])
    if code == "pp_per_jewel":
        return "{p} per jewel of yours".format(p=points(b["pp"]))
    if code == "gain_livre_and_yarn":
        return "gain {n} Livre and {y} yarn".format(n=b["livre"], y=b["yarn"])
    if code == "free_jewel_after_rent":
        return "a free jewel for the dress you rented this turn"
    return "no bonus"


def card_name(card_id: str) -> str:
    """ "Apprentice (one more Acquire resources)"; a crown card says so."""
    if card_id == "hidden":
        return "a hidden card"
    cdef = C.card(card_id)
    person = TYPE_NAMES[cdef.type]
    if cdef.crown:
        person = "{person} with a crown".format(person=person)
    return "{person} ({bonus})".format(person=person, bonus=bonus_words(card_id))


def silk_words(bales: dict[str, int]) -> str:
    """ "2 yellow and 1 red silk"."""
    parts = ["{n} {colour}".format(n=n, colour=COLOUR[c]) for c, n in bales.items() if n]
    if not parts:
        return "no silk"
    if len(parts) == 1:
        return parts[0] + " silk"
    return ", ".join(parts[:-1]) + " and " + parts[-1] + " silk"


def dress_name(dress_id: str) -> str:
    """ "a yellow lady's dress"; a fancy garment names both colours."""
    d = C.dress(dress_id)
    colours = " and ".join(COLOUR[c] for c in d.colours)
    return "{colour} {garment}".format(colour=colours, garment=GARMENT[d.garment])


def dress_needs(dress_id: str) -> str:
    """ "2 yellow silk, 1 yarn and 1 lace"."""
    d = C.dress(dress_id)
    parts = [silk_words(d.bales)]
    if d.yarn:
        parts.append("{n} yarn".format(n=d.yarn))
    if d.lace:
        parts.append("{n} lace".format(n=d.lace))
    text = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    return text


def dress_words(dress_id: str) -> str:
    """The whole tile: "yellow lady's dress (2 yellow silk and 1 yarn; sells for 14
    Livre; 3 points; Masters only)"."""
    d = C.dress(dress_id)
    master = "; Masters only" if d.thimble else ""
    return "{name} ({needs}; sells for {value}; {pts}{master})".format(
        name=dress_name(dress_id),
        needs=dress_needs(dress_id),
        value=livre(d.value),
        pts=points(d.pp),
        master=master,
    )


def gain_words(gains: dict[str, tuple[int, int]]) -> str:
    """What discarding a tile gives: "1 yarn and 1 lace", "1 yarn or 1 lace"."""
    if "both" in gains:
        y, lace = gains["both"]
        return "{y} yarn and {lace} lace".format(y=y, lace=lace)
    parts = []
    for name, (y, lace) in gains.items():
        parts.append("{n} {name}".format(n=max(y, lace), name=name))
    return " or ".join(parts)


def tile_words(tile_id: int) -> str:
    """ "a tile of 2 green silk (or 1 yarn or 1 lace)"."""
    t = C.tile(tile_id)
    if t.id < 0:
        return "a face-down tile"
    return "a tile of {silk} (or {gain})".format(silk=silk_words(t.bales), gain=gain_words(t.gains))


def use_words(tile_id: int, use: str) -> str:
    if use == "keep":
        return "keeps it as {silk}".format(silk=silk_words(C.tile(tile_id).bales))
    y, lace = C.tile(tile_id).gains[use]
    got = [("{n} yarn".format(n=y)) if y else "", ("{n} lace".format(n=lace)) if lace else ""]
    return "turns it in for {got}".format(got=" and ".join(x for x in got if x))


def hall_name(state: State, hall_id: str) -> str:
    for h in B.side(state).halls:
        if h.id == hall_id:
            return "the King's hall" if h.id == "H1" else h.name.replace("Hall", "hall")
    return "a hall"


def guest_space_words(state: State, space_id: str) -> str:
    """ "the master guest space in hall 3", "the guest space with 2 Livre in hall 2"."""
    hall = B.hall_of_space(state, space_id)
    gs = B.guest_space(state, space_id)
    where = hall_name(state, hall.id)
    if gs.master:
        return "a master guest space in {hall}".format(hall=where)
    if gs.bonus == "livre":
        what = "the guest space with {n} Livre".format(n=gs.amount)
    elif gs.bonus in ("yarn", "lace"):
        what = "the guest space with {n} {item}".format(n=gs.amount, item=gs.bonus)
    elif gs.bonus == "resource_tile":
        what = "the guest space with a free resource tile"
    else:
        what = "a guest space"
    return "{what} in {hall}".format(what=what, hall=where)


def space_bonus_words(state: State, space_id: str) -> str:
    gs = B.guest_space(state, space_id)
    if gs.bonus == "livre":
        return livre(gs.amount)
    if gs.bonus in ("yarn", "lace"):
        return "{n} {item}".format(n=gs.amount, item=gs.bonus)
    if gs.bonus == "resource_tile":
        return "a free resource tile"
    return ""


def decoration_words(state: State, deco_id: str) -> str:
    """By where it is: "the musician in hall 2", "the 3rd fireworks from the left on the
    terrace", "the 2nd statue from the left", "the fountain's upper row, 1st space"."""
    d = B.decoration(state, deco_id)
    sd = B.side(state)
    if d.kind == "musician":
        return "the musician in {hall}".format(hall=hall_name(state, d.hall))
    if d.kind == "fireworks":
        i = [x.id for x in sd.fireworks].index(deco_id)
        return "the {n} fireworks from the left on the terrace".format(n=ordinal(i))
    if d.kind == "statue":
        i = [x.id for x in sd.statues].index(deco_id)
        return "the {n} statue from the left".format(n=ordinal(i))
    row, spaces = ("upper", sd.kitchen_a) if d.kind == "kitchen_a" else ("lower", sd.kitchen_b)
    i = [x.id for x in spaces].index(deco_id)
    return "the {n} space of the fountain's {row} row".format(n=ordinal(i), row=row)


def decoration_gain(state: State, deco_id: str) -> str:
    d = B.decoration(state, deco_id)
    if d.kind == "kitchen_a":
        return "income: 1 Livre per decoration of yours each round"
    if d.kind == "kitchen_b":
        return "income: 1 Livre per dress of yours each round"
    return "{p} at the end".format(p=points(d.pp))


def jewel_words(jewel_id: str) -> str:
    j = C.jewel(jewel_id)
    return "a {colour} {kind}".format(colour=COLOUR[j.colour], kind=j.kind)
