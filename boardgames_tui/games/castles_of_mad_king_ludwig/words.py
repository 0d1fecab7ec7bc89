"""The game's words for what the rules layer knows: bonus cards and King's favours with
their scoring rule, room types, reward kinds, and where a placed room lies in the castle.

Sentences are whole templates with named placeholders (ready for translation later).
"""

from __future__ import annotations

from .castle import analyze, footprint
from .data import bonus_cards, constants, favors, tile
from .geometry import OPPOSITE, step
from .state import PlacedTile

TYPE_NOUN = {  # one room of the type / several
    "living": ("living room", "living rooms"),
    "activity": ("activity room", "activity rooms"),
    "sleeping": ("sleeping room", "sleeping rooms"),
    "food": ("food room", "food rooms"),
    "utility": ("utility room", "utility rooms"),
    "outdoor": ("outdoor room", "outdoor rooms"),
    "corridor": ("corridor", "corridors"),
    "downstairs": ("downstairs room", "downstairs rooms"),
}
SIDE_WORD = {"N": "north", "E": "east", "S": "south", "W": "west"}
REWARD_WORDS = {
    "living": "scores the room again",
    "activity": "5 points",
    "sleeping": "look through a room stack and put up to 2 rooms on top",
    "food": "an extra turn",
    "utility": "draw 2 bonus cards, keep 1",
    "outdoor": "10,000 Marks",
    "corridor": "free stairs or a hallway",
    "downstairs": "a reward of another room type, every second one",
}


def sizes_words(sizes: list[int]) -> str:
    return " or ".join(f"{s}" for s in sizes) + " sq ft"


def bonus_card_rule(card_id: str) -> str:
    """What a bonus card scores at the end, in words (rules §13)."""
    card = bonus_cards().get(card_id)
    if card is None:
        return "a hidden card"
    each = card.points_each
    pts = "point" if each == 1 else "points"
    if card.per_type:
        return f"{each} {pts} per {TYPE_NOUN[card.per_type][0]}"
    if card.per_size:
        return f"{each} {pts} per {card.per_size} sq ft room"
    if card.per_sizes:
        return f"{each} {pts} per {sizes_words(card.per_sizes)} room"
    if card.per_tile:
        return f"{each} {pts} per {card.per_tile}" if card.per_tile == "hallway" \
            else f"{each} {pts} per stairs"
    if card.all_types:
        return f"{card.points} points if you have a room of every type"
    if card.all_sizes:
        return f"{card.points} points if you have a room of every size"
    if card.per_entrances:
        return f"{each} {pts} per {card.per_entrances} exterior entrances"
    if card.per_completed_tile:
        return f"{each} {pts} per completed room"
    if card.per_marks:
        return f"{each} {pts} per {card.per_marks:,} Marks (on top of the usual)"
    return card.text


def bonus_card_words(card_id: str) -> str:
    """The card's name and its rule: "Living rooms: 2 points per living room"."""
    card = bonus_cards().get(card_id)
    if card is None:
        return "a hidden card"
    return f"{card.text}: {bonus_card_rule(card_id)}"


def favour_words(favour_id: str) -> str:
    """A King's favour with how it scores: "Most living sq ft (8/4/2/1 points by rank)"."""
    spec = favors()[favour_id]
    ranks = "/".join(str(p) for p in constants().kings_favor_points_by_rank)
    return f"{spec.text} ({ranks} points by rank)"


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
    places = [f"{SIDE_WORD[side]} of the {tile(castle[idx].tile).name}"
              for idx, side in joins(castle, placed)]
    if not places:
        return "away from the castle's doors"
    if len(places) > 2:
        places = [", ".join(places[:-1]), places[-1]]
    return " and ".join(places)


def piece_words(tile_id: str, down: bool = False) -> str:
    """The tile's name as a sentence part: "the Larder", "stairs", "a downstairs hallway"."""
    if tile_id == "stairs":
        return "stairs"
    if tile_id == "hallway":
        return "a downstairs hallway" if down else "a hallway"
    return f"the {tile(tile_id).name}"


def keep_prompt(name: str, keep: int, offered: int) -> str:
    cards = "card" if keep == 1 else "cards"
    return f"{name} keeps {keep} of {offered} bonus {cards}"


def keeps_line(name: str, keep: int, offered: int) -> str:
    cards = "card" if keep == 1 else "cards"
    return f"{name} keeps {keep} of {offered} bonus {cards} (secret)"


def swap_line(name: str, first: str | None, first_price: int, second: str | None,
              second_price: int) -> str:
    """"Ana moves the Larder to 10,000 Marks and the Theater to 4,000 Marks"."""
    moves = []
    if first:
        moves.append(f"the {tile(first).name} to {second_price:,} Marks")
    if second:
        moves.append(f"the {tile(second).name} to {first_price:,} Marks")
    return f"{name} moves " + " and ".join(moves)


def wild_line(name: str, reward: str) -> str:
    """The downstairs reward taken: "Ana takes the reward of an activity room: 5 points"."""
    noun = TYPE_NOUN[reward][0]
    article = "an" if noun[0] in "aeiou" else "a"
    text = "the downstairs room scores again" if reward == "living" else REWARD_WORDS[reward]
    return f"{name} takes the reward of {article} {noun}: {text}"
