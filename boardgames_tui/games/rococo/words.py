"""The game's own words for cards, dresses, tiles and places (issues 13 and 18).

Every text a player reads is built here from whole sentences with named placeholders:
employees by person and bonus, dresses by colour and garment, resource tiles by their
silk and yarn/lace, guest spaces and decorations by where they are on the board. No ids.
Each noun phrase with its count is one message (ngettext), lists are joined by the
translatable "{first} and {last}", ordinals are messages, so German can be grammatical.
"""

from __future__ import annotations

from boardgames_tui.engine import i18n

from . import board as B
from . import components as C
from .state import State

_, ngettext, N_ = i18n.domain("rococo")

TYPE_NAMES = {"master": N_("Master"), "journeyman": N_("Journeyman"),
              "apprentice": N_("Apprentice")}
# Translators: a colour as a noun, as in "lady's dress in {colours}" or "a ring in {colour}"
COLOUR = {"Y": N_("yellow"), "G": N_("green"), "R": N_("red"), "B": N_("blue"), "W": N_("wild")}
ORDINAL = [N_("1st"), N_("2nd"), N_("3rd"), N_("4th"), N_("5th"), N_("6th"), N_("7th"),
           N_("8th"), N_("9th"), N_("10th")]


def person(kind: str) -> str:
    """ "Master", "Journeyman", "Apprentice" in the player's language."""
    return _(TYPE_NAMES[kind])


def colour(letter: str) -> str:
    return _(COLOUR[letter])


# The letter drawn for each colour on the board (a dress, a bale of silk: "4Y", "3G1R1B"),
# one table per language so the letter is that of the colour's name in the player's
# language, unique per colour (issue 35 item 9: German players read "4Y" for gelb). The
# board's legend and help name them. A language without a table draws the English ones.
COLOUR_LETTERS = {
    "en": {"Y": "Y", "G": "G", "R": "R", "B": "B", "W": "W"},
    # gelb, grün (the G is gelb's: Ü, the letter that tells grün from gelb), rot, blau,
    # Joker
    "de": {"Y": "G", "G": "Ü", "R": "R", "B": "B", "W": "J"},
}


def colour_letter(code: str) -> str:
    """The letter drawn for colour `code` ("Y") in the language shown now."""
    return COLOUR_LETTERS.get(i18n.language(), COLOUR_LETTERS["en"])[code]


def silk_letters(bales: dict[str, int]) -> str:
    """Bales as drawn on the board: "3G1R1B" (in German "3Ü1R1B")."""
    return "".join(f"{n}{colour_letter(c)}" for c, n in bales.items())


def colour_letters(codes: tuple[str, ...] = C.COLOURS) -> str:
    """The dress colours' letters for the legend, in the board's order: "Y/G/R/B"."""
    return "/".join(colour_letter(c) for c in codes)


def and_list(items: list[str]) -> str:
    """ "a, b and c" with the language's own "and"."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    # Translators: the end of a list, "yellow, green and red"
    return _("{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])


def or_list(items: list[str]) -> str:
    """ "a or b or c", each "or" the language's own."""
    text = items[0] if items else ""
    for item in items[1:]:
        # Translators: two choices, "yellow or red"
        text = _("{first} or {last}").format(first=text, last=item)
    return text


def points(n: int) -> str:
    return ngettext("{count} point", "{count} points", n).format(count=n)


def livre(n: int) -> str:
    return ngettext("{count} Livre", "{count} Livre", n).format(count=n)


def yarn(n: int) -> str:
    return ngettext("{count} yarn", "{count} yarn", n).format(count=n)


def lace(n: int) -> str:
    return ngettext("{count} lace", "{count} lace", n).format(count=n)


def ordinal(i: int) -> str:
    if 0 <= i < len(ORDINAL):
        return _(ORDINAL[i])
    return _("{n}th").format(n=i + 1)


def _bracket(key: str, value: int, unit: str) -> str:
    if key.startswith("<="):
        if unit == "Livre":
            return _("{value} Livre with up to {n} cards").format(value=value, n=key[2:])
        return _("{value} points with up to {n} cards").format(value=value, n=key[2:])
    if key.endswith("+"):
        if unit == "Livre":
            return _("{value} Livre with {n} or more").format(value=value, n=key[:-1])
        return _("{value} points with {n} or more").format(value=value, n=key[:-1])
    lo, hi = key.split("-")
    if unit == "Livre":
        return _("{value} Livre with {lo} to {hi}").format(value=value, lo=lo, hi=hi)
    return _("{value} points with {lo} to {hi}").format(value=value, lo=lo, hi=hi)


def _brackets(brackets: dict[str, int], unit: str) -> str:
    return ", ".join(_bracket(key, value, unit) for key, value in brackets.items())


def _silk_discount(bonus: dict) -> str:
    disc = bonus.get("discount") or {}
    if "any_of" in disc:
        colours = or_list([colour(c) for c in disc["any_of"]])
        return ngettext("{count} {colours} silk fewer", "{count} {colours} silk fewer",
                        disc["bales"]).format(count=disc["bales"], colours=colours)
    if "colour" in disc:
        return ngettext("up to {count} {colour} silk fewer", "up to {count} {colour} silk fewer",
                        disc["bales_up_to"]).format(count=disc["bales_up_to"],
                                                    colour=colour(disc["colour"]))
    return ""


def bonus_words(card_id: str) -> str:  # noqa: C901, PLR0911 - one sentence per bonus
    """The card's bonus as a sentence a player reads (rules §6)."""
    cdef = C.card(card_id)
    b, code = cdef.bonus, cdef.code
    if code == "none":
        return _("no bonus")
    if code == "gain_livre":
        return _("gain {n} Livre").format(n=b["amount"])
    if code == "buy_yarn_or_lace":
        return _("pay {n} Livre for 1 yarn or 1 lace").format(n=b["cost"])
    if code == "gain_yarn_or_lace":
        return _("gain 1 yarn or 1 lace")
    if code == "extra_action":
        return _("one more Acquire resources")
    if code == "extra_action_free":
        return _("one more Acquire resources, free")
    if code == "draw_hidden_tile":
        if b.get("cost", 0):
            return _("pay {n} Livre to draw a resource tile face down").format(n=b["cost"])
        return _("draw a resource tile face down, free")
    if code == "depute_other_use_bonus":
        return _("depute another of your employees (no Livre) and use its bonus")
    if code == "depute_other_for_livre":
        lv = b["livre"]
        return _(
            "depute another of your employees for {m} / {j} / {a} Livre "
            "(Master / Journeyman / Apprentice)"
        ).format(m=lv["master"], j=lv["journeyman"], a=lv["apprentice"])
    if code == "livre_per_own_dress_colour":
        per = b["per"]
        return _("{y} Livre per yellow and {r} Livre per red dress of yours in the palace").format(
            y=per.get("Y", 0), r=per.get("R", 0)
        )
    if code == "pp_per_n_decorations":
        return _("1 point per {n} of your decorations").format(n=b["n"])
    if code == "livre_per_decoration":
        return _("{n} Livre per decoration of yours").format(n=b["amount"])
    if code == "pp_per_n_dresses":
        return _("1 point per {n} of your dresses in the palace").format(n=b["n"])
    if code == "livre_by_deck_size":
        return _("Livre by your deck: {brackets}").format(
            brackets=_brackets(b["brackets"], "Livre"))
    if code == "green_livre_blue_pp":
        return _("{g} Livre per green dress and {p} per blue dress of yours").format(
            g=b["livre_per_G"], p=points(b["pp_per_B"])
        )
    if code == "livre_per_dress":
        return _("{n} Livre per dress of yours in the palace").format(n=b["amount"])
    if code == "buy_pp":
        return _("pay {n} Livre per point, as often as you like").format(n=b["livre_per_pp"])
    if code == "tiles_for_pp":
        return _("hand in kept tiles for points: 1 per red or blue silk, 1 per 2 yellow or green")
    if code == "extra_make_dress":
        return _("one more Make a dress, {fewer}, no thimble dress").format(
            fewer=_silk_discount(b))
    if code == "extra_make_dress_free_sell_only":
        return _("one more Make a dress, no window cost, to sell only")
    if code == "extra_decoration":
        return _("one more Fund a decoration, {n} Livre cheaper").format(n=b["discount"])
    if code == "end_pp_by_deck_size":
        return _("at the end: points by your deck: {brackets}").format(
            brackets=_brackets(b["brackets"], "points"))
    if code == "end_pp_per_yarn_lace_pair":
        return _("at the end: {p} per yarn and lace pair you hand back").format(p=points(b["pp"]))
    if code == "end_pp_per_two_master_space_dresses":
        return _("at the end: {p} per 2 of your dresses on master guest spaces").format(
            p=points(b["pp"])
        )
    if code == "end_pp_per_lady_gent_pair":
        return _("at the end: {p} per lady's dress and men's coat pair of yours").format(
            p=points(b["pp"])
        )
    if code == "gain_yarn_and_lace":
        return _("gain 1 yarn and 1 lace")
    if code == "livre_per_jewel_plus":
        return _("{n} Livre per jewel of yours, and {k} more").format(
            n=b["per_jewel"], k=b["plus"])
    if code == "buy_jewel_discount":
        return _("buy a jewel {n} Livre cheaper").format(n=b["discount"])
    if code == "pp_per_jewel":
        return _("{p} per jewel of yours").format(p=points(b["pp"]))
    if code == "gain_livre_and_yarn":
        return _("gain {n} Livre and {y} yarn").format(n=b["livre"], y=b["yarn"])
    if code == "free_jewel_after_rent":
        return _("a free jewel for the dress you rented this turn")
    return _("no bonus")


def card_name(card_id: str) -> str:
    """ "Apprentice (one more Acquire resources)"; a crown card says so."""
    if card_id == "hidden":
        return _("a hidden card")
    cdef = C.card(card_id)
    if cdef.crown:
        return _("{person} with a crown ({bonus})").format(
            person=person(cdef.type), bonus=bonus_words(card_id))
    return _("{person} ({bonus})").format(person=person(cdef.type), bonus=bonus_words(card_id))


def _silk_count(letter: str, n: int) -> str:
    """ "2 yellow" before "silk": German declines the colour with the count."""
    if letter == "Y":
        text = ngettext("{count} yellow", "{count} yellow", n)
    elif letter == "G":
        text = ngettext("{count} green", "{count} green", n)
    elif letter == "R":
        text = ngettext("{count} red", "{count} red", n)
    elif letter == "B":
        text = ngettext("{count} blue", "{count} blue", n)
    else:
        text = ngettext("{count} wild", "{count} wild", n)
    return text.format(count=n)


def silk_words(bales: dict[str, int]) -> str:
    """ "2 yellow and 1 red silk"."""
    parts = [_silk_count(c, n) for c, n in bales.items() if n]
    if not parts:
        return _("no silk")
    # Translators: {colours} is a list of counted colours, "2 yellow and 1 red"
    return _("{colours} silk").format(colours=and_list(parts))


def dress_name(dress_id: str) -> str:
    """ "a yellow lady's dress"; a fancy garment names both colours."""
    d = C.dress(dress_id)
    colours = and_list([colour(c) for c in d.colours])
    if d.garment == "lady":
        return _("{colours} lady's dress").format(colours=colours)
    return _("{colours} men's coat").format(colours=colours)


def dress_needs(dress_id: str) -> str:
    """ "2 yellow silk, 1 yarn and 1 lace"."""
    d = C.dress(dress_id)
    parts = [silk_words(d.bales)]
    if d.yarn:
        parts.append(yarn(d.yarn))
    if d.lace:
        parts.append(lace(d.lace))
    return and_list(parts)


def dress_words(dress_id: str) -> str:
    """The whole tile: "yellow lady's dress (2 yellow silk and 1 yarn; sells for 14
    Livre; 3 points; Masters only)"."""
    d = C.dress(dress_id)
    if d.thimble:
        text = _("{name} ({needs}; sells for {value}; {pts}; Masters only)")
    else:
        text = _("{name} ({needs}; sells for {value}; {pts})")
    return text.format(
        name=dress_name(dress_id),
        needs=dress_needs(dress_id),
        value=livre(d.value),
        pts=points(d.pp),
    )


def gain_words(gains: dict[str, tuple[int, int]]) -> str:
    """What discarding a tile gives: "1 yarn and 1 lace", "1 yarn or 1 lace"."""
    if "both" in gains:
        y, la = gains["both"]
        return and_list([yarn(y), lace(la)])
    parts = []
    for name, (y, la) in gains.items():
        parts.append(yarn(max(y, la)) if name == "yarn" else lace(max(y, la)))
    return or_list(parts)


def tile_words(tile_id: int) -> str:
    """ "a tile of 2 green silk (or 1 yarn or 1 lace)"."""
    t = C.tile(tile_id)
    if t.id < 0:
        return _("a face-down tile")
    return _("a tile of {silk} (or {gain})").format(
        silk=silk_words(t.bales), gain=gain_words(t.gains))


def use_words(tile_id: int, use: str) -> str:
    if use == "keep":
        return _("keeps it as {silk}").format(silk=silk_words(C.tile(tile_id).bales))
    y, la = C.tile(tile_id).gains[use]
    got = [yarn(y) if y else "", lace(la) if la else ""]
    return _("turns it in for {got}").format(got=and_list([x for x in got if x]))


def hall_name(state: State, hall_id: str) -> str:
    for h in B.side(state).halls:
        if h.id == hall_id:
            if h.id == "H1":
                return _("the King's hall")
            return _("hall {number}").format(number=h.name.removeprefix("Hall ").strip())
    return _("a hall")


def _space_what(gs) -> str:
    if gs.bonus == "livre":
        return _("the guest space with {n} Livre").format(n=gs.amount)
    if gs.bonus == "yarn":
        return _("the guest space with {n} yarn").format(n=gs.amount)
    if gs.bonus == "lace":
        return _("the guest space with {n} lace").format(n=gs.amount)
    if gs.bonus == "resource_tile":
        return _("the guest space with a free resource tile")
    return _("a guest space")


def guest_space_words(state: State, space_id: str) -> str:
    """ "the master guest space in hall 3", "the guest space with 2 Livre in hall 2"."""
    hall = B.hall_of_space(state, space_id)
    gs = B.guest_space(state, space_id)
    where = hall_name(state, hall.id)
    if gs.master:
        return _("a master guest space in {hall}").format(hall=where)
    # Translators: {what} is "the guest space with 2 Livre", {hall} "hall 2"
    return _("{what} in {hall}").format(what=_space_what(gs), hall=where)


def space_bonus_words(state: State, space_id: str) -> str:
    gs = B.guest_space(state, space_id)
    if gs.bonus == "livre":
        return livre(gs.amount)
    if gs.bonus == "yarn":
        return yarn(gs.amount)
    if gs.bonus == "lace":
        return lace(gs.amount)
    if gs.bonus == "resource_tile":
        return _("a free resource tile")
    return ""


def decoration_words(state: State, deco_id: str) -> str:
    """By where it is: "the musician in hall 2", "the 3rd fireworks from the left on the
    terrace", "the 2nd statue from the left", "the fountain's upper row, 1st space"."""
    d = B.decoration(state, deco_id)
    sd = B.side(state)
    if d.kind == "musician":
        return _("the musician in {hall}").format(hall=hall_name(state, d.hall))
    if d.kind == "fireworks":
        i = [x.id for x in sd.fireworks].index(deco_id)
        return _("the {n} fireworks from the left on the terrace").format(n=ordinal(i))
    if d.kind == "statue":
        i = [x.id for x in sd.statues].index(deco_id)
        return _("the {n} statue from the left").format(n=ordinal(i))
    if d.kind == "kitchen_a":
        i = [x.id for x in sd.kitchen_a].index(deco_id)
        return _("the {n} space of the fountain's upper row").format(n=ordinal(i))
    i = [x.id for x in sd.kitchen_b].index(deco_id)
    return _("the {n} space of the fountain's lower row").format(n=ordinal(i))


def decoration_gain(state: State, deco_id: str) -> str:
    d = B.decoration(state, deco_id)
    if d.kind == "kitchen_a":
        return _("income: 1 Livre per decoration of yours each round")
    if d.kind == "kitchen_b":
        return _("income: 1 Livre per dress of yours each round")
    return _("{p} at the end").format(p=points(d.pp))


def jewel_words(jewel_id: str) -> str:
    j = C.jewel(jewel_id)
    if j.kind == "ring":
        return _("a {colour} ring").format(colour=colour(j.colour))
    return _("a {colour} necklace").format(colour=colour(j.colour))


# the exam tasks (rules §12.2), short enough for a line of the market at 80 columns
EXAM_TASKS = {
    "J1": N_("a yellow or red silk tile"),
    "J2": N_("a green or blue silk tile"),
    "J3": N_("fund a decoration"),
    "M1": N_("make and rent a dress"),
    "M2": N_("make and sell a dress"),
    "M3": N_("claim the Queen's favour"),
}


def exam_task(task_id: str, text: str = "") -> str:
    """A task of an exam in words (its data text when it is not a known one)."""
    return _(EXAM_TASKS[task_id]) if task_id in EXAM_TASKS else text
