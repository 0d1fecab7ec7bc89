"""The game's own words for the basic things every text names: money, positions in the
Art Nouveau grid, coats of arms, architect cards, tracks and bonus cards.

The grid is labelled on the board as a player points at it: rows by letters A, B, C (D
with 4 players) drawn left of the rows, columns by numbers 1-4 drawn above them; so a
position reads "row B, column 3". Money is the Belgian franc (rules §3.6).

Whole sentences with named placeholders (`say("{name} pays {price}", ...)`), so that a
later translation can reorder them; nothing here imports a UI toolkit.
"""

from __future__ import annotations

from .data import load_data

ROW_LETTERS = "ABCDEFGH"


def say(template: str, **values: object) -> str:
    """Fill a whole sentence's named placeholders (where a later gettext `_()` wraps the
    template: `say(_("{name} pays {price}"), name=..., price=...)`)."""
    return template.format(**values)


def plural(n: int, one: str, many: str) -> str:
    """'1 franc', '3 francs' (the pattern a later ngettext() call replaces)."""
    return say(one if n == 1 else many, n=n)


def francs(n: int) -> str:
    return plural(n, "{n} franc", "{n} francs")


def vp(n: int) -> str:
    return f"{n} VP"


def row_name(row: int) -> str:
    return ROW_LETTERS[row]


def column_name(col: int) -> str:
    return str(col + 1)


def position(row: int, col: int) -> str:
    """'row B, column 3' — the labels drawn left of the rows and above the columns."""
    return say("row {row}, column {col}", row=row_name(row), col=column_name(col))


def coat_name(row: int, col: int) -> str:
    """The coat of arms at the corner between rows r, r+1 and columns c, c+1."""
    return say("coat of arms at rows {a}–{b}, columns {c}–{d}",
        a=row_name(row), b=row_name(row + 1), c=column_name(col), d=column_name(col + 1))


def architect(card: str, value: int | None = None) -> str:
    """'1/3 architect' or, with the side it shows, '1/3 architect showing 3'."""
    a = load_data().architect(card)
    if value is None:
        return say("{low}/{high} architect", low=a.low, high=a.high)
    return say("{low}/{high} architect showing {value}", low=a.low, high=a.high,
                                                             value=value)


def track(name: str) -> str:
    return {"architecture": "Architecture", "nobility": "Nobility",
            "prestige": "Prestige"}.get(name, name)


def location_name(loc_id: str) -> str:
    return load_data().location(loc_id).name


LOCATION_AT = {"stock_exchange": "at the Stock Exchange", "city_hall": "at City Hall",
               "cinquantenaire": "in the Cinquantenaire Park"}


def location_at(loc_id: str) -> str:
    """'at the Stock Exchange', 'at City Hall', 'in the Cinquantenaire Park'."""
    return LOCATION_AT.get(loc_id) or say("at {name}", name=location_name(loc_id))


def bonus_name(bonus_id: str) -> str:
    """'the Prestige bonus card'."""
    return say("the {name} bonus card", name=load_data().bonus(bonus_id).name)


def bonus_top_text(bonus_id: str) -> str:
    """What a column winner gets this round: '+1 Prestige' / '1 architect out of prison'
    (rules §3.5)."""
    half = load_data().bonus(bonus_id).top
    if half.kind == "track" and half.track is not None:
        return say("+{n} {track}", n=half.amount, track=track(half.track))
    return plural(half.amount, "{n} architect out of prison", "{n} architects out of prison")


def bonus_bottom_text(bonus_id: str) -> str:
    """What a final column winner scores (rules §3.5, D19)."""
    half = load_data().bonus(bonus_id).bottom
    if half.kind == "vp_equal_level" and half.track is not None:
        return say("VP equal to {track} level", track=track(half.track))
    return say("{n} VP per architect not in prison", n=half.amount)


def names_list(names: list[str]) -> str:
    """'Ana', 'Ana and Ben', 'Ana, Ben and Cleo'."""
    if not names:
        return "nobody"
    if len(names) == 1:
        return names[0]
    return say("{rest} and {last}", rest=", ".join(names[:-1]), last=names[-1])
