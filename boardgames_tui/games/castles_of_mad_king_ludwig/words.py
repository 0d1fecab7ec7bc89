"""The game's words for what the rules layer knows: bonus cards and King's favours with
their scoring rule, room types, reward kinds, and where a placed room lies in the castle.

Every sentence is one message of the game's catalog with named placeholders; a noun with
its count is one plural message, so German can inflect it; lists are joined by
translatable patterns, never by gluing English words.
"""

from __future__ import annotations

from boardgames_tui.engine import i18n

from .castle import analyze
from .components import bonus_cards, constants, favors, tile
from .footprint import footprint
from .geometry import OPPOSITE, step
from .state import PlacedTile

_, ngettext, N_ = i18n.domain("castles_of_mad_king_ludwig")

TYPE_NAME = {  # the type's name for one room, as a label and in "per ..." phrases
    "living": N_("living room"),
    "activity": N_("activity room"),
    "sleeping": N_("sleeping room"),
    "food": N_("food room"),
    "utility": N_("utility room"),
    "outdoor": N_("outdoor room"),
    "corridor": N_("corridor"),
    "downstairs": N_("downstairs room"),
}
REWARD_OF = {  # "the reward of a room of the type", the whole phrase per type
    "living": N_("the reward of a living room"),
    "activity": N_("the reward of an activity room"),
    "sleeping": N_("the reward of a sleeping room"),
    "food": N_("the reward of a food room"),
    "utility": N_("the reward of a utility room"),
    "outdoor": N_("the reward of an outdoor room"),
    "corridor": N_("the reward of a corridor"),
    "downstairs": N_("the reward of a downstairs room"),
}
REWARD_FIRST = {  # "{name} takes the reward of the ... first"
    "living": N_("{name} takes the reward of the living room first"),
    "activity": N_("{name} takes the reward of the activity room first"),
    "sleeping": N_("{name} takes the reward of the sleeping room first"),
    "food": N_("{name} takes the reward of the food room first"),
    "utility": N_("{name} takes the reward of the utility room first"),
    "outdoor": N_("{name} takes the reward of the outdoor room first"),
    "corridor": N_("{name} takes the reward of the corridor first"),
    "downstairs": N_("{name} takes the reward of the downstairs room first"),
}
PER_TYPE = {  # a bonus card's rule: points for each room of the type
    "living": lambda n: ngettext("{count} point per living room", "{count} points per living room", n),
    "activity": lambda n: ngettext("{count} point per activity room",
                                   "{count} points per activity room", n),
    "sleeping": lambda n: ngettext("{count} point per sleeping room",
                                   "{count} points per sleeping room", n),
    "food": lambda n: ngettext("{count} point per food room", "{count} points per food room", n),
    "utility": lambda n: ngettext("{count} point per utility room",
                                  "{count} points per utility room", n),
    "outdoor": lambda n: ngettext("{count} point per outdoor room",
                                  "{count} points per outdoor room", n),
    "corridor": lambda n: ngettext("{count} point per corridor", "{count} points per corridor", n),
    "downstairs": lambda n: ngettext("{count} point per downstairs room",
                                     "{count} points per downstairs room", n),
}
SIDE_OF = {  # where a room lies next to another one
    "N": N_("north of the {room}"),
    "E": N_("east of the {room}"),
    "S": N_("south of the {room}"),
    "W": N_("west of the {room}"),
}
REWARD_WORDS = {
    "living": N_("scores the room again"),
    "activity": N_("5 points"),
    "sleeping": N_("look through a room stack and put up to 2 rooms on top"),
    "food": N_("an extra turn"),
    "utility": N_("draw 2 bonus cards, keep 1"),
    "outdoor": N_("10,000 Marks"),
    "corridor": N_("free stairs or a hallway"),
    "downstairs": N_("a reward of another room type, every second one"),
}


def room_name(tile_id: str) -> str:
    """The room's name as the edition of the current language prints it (names.py)."""
    return _(tile(tile_id).name)


def amount(value: int) -> str:
    """A sum of Marks with its digits grouped: "10,000" (German "10.000")."""
    # Translators: the separator of digit groups in sums of money, as in 10,000 Marks
    return f"{value:,}".replace(",", _(","))


def type_name(kind: str) -> str:
    return _(TYPE_NAME[kind])


def or_list(items: list[str]) -> str:
    """"a or b or c", with the language's word for "or"."""
    text = items[0] if items else ""
    for item in items[1:]:
        text = _("{first} or {last}").format(first=text, last=item)
    return text


def and_list(items: list[str]) -> str:
    """"a, b and c", with the language's patterns."""
    if not items:
        return ""
    text = items[0]
    for item in items[1:-1]:
        text = _("{list}, {item}").format(list=text, item=item)
    if len(items) > 1:
        text = _("{first} and {last}").format(first=text, last=items[-1])
    return text


def comma_list(items: list[str]) -> str:
    """"a, b, c": items side by side."""
    text = items[0] if items else ""
    for item in items[1:]:
        text = _("{list}, {item}").format(list=text, item=item)
    return text


def sizes_words(sizes: list[int]) -> str:
    return _("{sizes} sq ft").format(sizes=or_list([f"{s}" for s in sizes]))


def favour_name(favour_id: str) -> str:
    return _(favors()[favour_id].text)


def bonus_card_rule(card_id: str) -> str:
    """What a bonus card scores at the end, in words (rules §13)."""
    card = bonus_cards().get(card_id)
    if card is None:
        return _("a hidden card")
    each = card.points_each
    if card.per_type:
        return PER_TYPE[card.per_type](each).format(count=each)
    if card.per_size:
        return ngettext("{count} point per {size} sq ft room", "{count} points per {size} sq ft room",
                        each).format(count=each, size=card.per_size)
    if card.per_sizes:
        return ngettext("{count} point per {sizes} room", "{count} points per {sizes} room",
                        each).format(count=each, sizes=sizes_words(card.per_sizes))
    if card.per_tile == "hallway":
        return ngettext("{count} point per hallway", "{count} points per hallway",
                        each).format(count=each)
    if card.per_tile:
        return ngettext("{count} point per stairs", "{count} points per stairs",
                        each).format(count=each)
    if card.all_types:
        return _("{points} points if you have a room of every type").format(points=card.points)
    if card.all_sizes:
        return _("{points} points if you have a room of every size").format(points=card.points)
    if card.per_entrances:
        return ngettext("{count} point per {entrances} exterior entrances",
                        "{count} points per {entrances} exterior entrances",
                        each).format(count=each, entrances=card.per_entrances)
    if card.per_completed_tile:
        return ngettext("{count} point per completed room", "{count} points per completed room",
                        each).format(count=each)
    if card.per_marks:
        return ngettext("{count} point per {marks} Marks (on top of the usual)",
                        "{count} points per {marks} Marks (on top of the usual)",
                        each).format(count=each, marks=amount(card.per_marks))
    return _(card.text)


def bonus_card_words(card_id: str) -> str:
    """The card's name and its rule: "Living rooms: 2 points per living room"."""
    card = bonus_cards().get(card_id)
    if card is None:
        return _("a hidden card")
    return _("{card}: {rule}").format(card=_(card.text), rule=bonus_card_rule(card_id))


def favour_words(favour_id: str) -> str:
    """A King's favour with how it scores: "Most living sq ft (8/4/2/1 points by rank)"."""
    ranks = "/".join(str(p) for p in constants().kings_favor_points_by_rank)
    return _("{favour} ({ranks} points by rank)").format(favour=favour_name(favour_id),
                                                         ranks=ranks)


def joins(castle: tuple[PlacedTile, ...], placed: PlacedTile) -> list[tuple[int, str]]:
    """(index of the castle tile, side of that tile) for each door `placed` would join."""
    view = analyze(castle)
    out: list[tuple[int, str]] = []
    for side, cell, level in footprint(placed).doors:
        other = view.door_index.get((step(cell, side), OPPOSITE[side]))
        if other is not None and other[0] == level:
            item = (other[1], OPPOSITE[side])
            if item not in out:
                out.append(item)
    return out


def where_words(castle: tuple[PlacedTile, ...], placed: PlacedTile) -> str:
    """Where a room goes, as a player points at it: "east of the Foyer", "south of the
    Parlor and west of the Stairs"; "away from the castle" if it joins no door."""
    places = [_(SIDE_OF[side]).format(room=after_the(room_name(castle[idx].tile)))
              for idx, side in joins(castle, placed)]
    if not places:
        return _("away from the castle's doors")
    return and_list(places)


def piece_words(tile_id: str, down: bool = False) -> str:
    """The tile's name as the object of a sentence ("buys ...", "places ..."): "the
    Larder", "stairs", "a downstairs hallway"."""
    if tile_id == "stairs":
        # Translators: the object of "buys", "places", "takes ... for free"
        return _("stairs")
    if tile_id == "hallway":
        # Translators: the object of "buys", "places", "takes ... for free"
        return _("a downstairs hallway") if down else _("a hallway")
    return the_room(room_name(tile_id))


def after_the(name: str) -> str:
    """A room's name where a sentence puts "the" before it: "the Hole", never "the The
    Hole" (the one room whose printed name has its own article). Other languages' names
    are left as they are: their sentences place their own articles."""
    return name[4:] if name.startswith("The ") else name


def the_room(name: str) -> str:
    """"the Larder"; a name that has its own article ("The Hole") stays as it is."""
    if name.startswith("The "):
        return name
    # Translators: a room as the object of "buys", "places"
    return _("the {room}").format(room=name)


def keep_prompt(name: str, keep: int, offered: int) -> str:
    return ngettext("{name} keeps {count} of {offered} bonus card",
                    "{name} keeps {count} of {offered} bonus cards",
                    offered).format(name=name, count=keep, offered=offered)


def keeps_line(name: str, keep: int, offered: int) -> str:
    return ngettext("{name} keeps {count} of {offered} bonus card (secret)",
                    "{name} keeps {count} of {offered} bonus cards (secret)",
                    offered).format(name=name, count=keep, offered=offered)


def keeps_own_line(name: str, cards: list[str]) -> str:
    """The keep decision as its player saw it: "Ana keeps Utility rooms and Sleeping rooms"."""
    return _("{name} keeps {cards}").format(
        name=name, cards=and_list([_(bonus_cards()[c].text) if c in bonus_cards()
                                   else _("a hidden card") for c in cards]))


def swap_line(name: str, first: str | None, first_price: int, second: str | None,
              second_price: int) -> str:
    """"Ana moves the Larder to 10,000 Marks and the Theater to 4,000 Marks"."""
    moves = []
    if first:
        moves.append(_("the {room} to {price} Marks").format(room=after_the(room_name(first)),
                                                             price=amount(second_price)))
    if second:
        moves.append(_("the {room} to {price} Marks").format(room=after_the(room_name(second)),
                                                             price=amount(first_price)))
    return _("{name} moves {moves}").format(name=name, moves=and_list(moves))


def wild_line(name: str, reward: str) -> str:
    """The downstairs reward taken: "Ana takes the reward of an activity room: 5 points"."""
    text = _("the downstairs room scores again") if reward == "living" \
        else _(REWARD_WORDS[reward])
    return _("{name} takes {reward}: {text}").format(name=name, reward=_(REWARD_OF[reward]),
                                                     text=text)
