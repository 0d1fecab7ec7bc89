"""The game's own words for the basic things every text names: money, positions in the
Art Nouveau grid, coats of arms, architect cards, tracks and bonus cards.

The grid is labelled on the board as a player points at it: rows by letters A, B, C (D
with 4 players) drawn left of the rows, columns by numbers 1-4 drawn above them; so a
position reads "row B, column 3". Money is the Belgian franc (rules §3.6).

Every text is a whole message of the game's domain with named placeholders, so German
can order its words; a noun with its count is one plural message; nothing here imports a
UI toolkit.
"""

from __future__ import annotations

from functools import lru_cache

from boardgames_tui.engine import i18n

from .components import load_data

_, ngettext, N_ = i18n.domain("bruxelles_1897")

ROW_LETTERS = "ABCDEFGH"

# The names the data file gives (locations, bonus cards, materials, artwork colours),
# marked here so they are translated where shown (`data_name`).
DATA_NAMES = (
    N_("Stock Exchange"), N_("City Hall"), N_("Cinquantenaire Park"),
    N_("Architecture"), N_("Nobility"), N_("Prestige"), N_("Prison"),
    N_("wood"), N_("brick"), N_("metal"),
    N_("yellow"), N_("green"), N_("blue"), N_("red"),
)


def say(template: str, **values: object) -> str:
    """Fill a whole sentence's named placeholders: `say(_("{name} pays {price}"), ...)`."""
    return template.format(**values)


def data_name(name: str) -> str:
    """A name from the data file in the current language (see DATA_NAMES)."""
    return _(name)


def francs(n: int) -> str:
    return ngettext("{n} franc", "{n} francs", n).format(n=n)


def vp(n: int) -> str:
    """Victory points, written out ("3 points"): no abbreviation to explain."""
    return ngettext("{n} point", "{n} points", n).format(n=n)


def row_name(row: int) -> str:
    return ROW_LETTERS[row]


def column_name(col: int) -> str:
    return str(col + 1)


def position(row: int, col: int) -> str:
    """'row B, column 3' — the labels drawn left of the rows and above the columns."""
    return say(_("row {row}, column {col}"), row=row_name(row), col=column_name(col))


def coat_name(row: int, col: int) -> str:
    """The coat of arms at the corner between rows r, r+1 and columns c, c+1."""
    return say(_("coat of arms at rows {a}–{b}, columns {c}–{d}"),
        a=row_name(row), b=row_name(row + 1), c=column_name(col), d=column_name(col + 1))


def coat_heading(row: int, col: int) -> str:
    """The same coat at the start of a line: 'Coat of arms at rows A–B, columns 1–2'."""
    return say(_("Coat of arms at rows {a}–{b}, columns {c}–{d}"),
        a=row_name(row), b=row_name(row + 1), c=column_name(col), d=column_name(col + 1))


def architect(card: str, value: int | None = None) -> str:
    """'1/3 architect' or, with the side it shows, '1/3 architect showing 3'."""
    a = load_data().architect(card)
    if value is None:
        return say(_("{low}/{high} architect"), low=a.low, high=a.high)
    return say(_("{low}/{high} architect showing {value}"), low=a.low, high=a.high,
                                                             value=value)


TRACKS = {"architecture": N_("Architecture"), "nobility": N_("Nobility"),
          "prestige": N_("Prestige")}


def track(name: str) -> str:
    return _(TRACKS[name]) if name in TRACKS else name


def location_name(loc_id: str) -> str:
    return data_name(load_data().location(loc_id).name)


LOCATION_AT = {"stock_exchange": N_("at the Stock Exchange"), "city_hall": N_("at City Hall"),
               "cinquantenaire": N_("in the Cinquantenaire Park")}


def location_at(loc_id: str) -> str:
    """'at the Stock Exchange', 'at City Hall', 'in the Cinquantenaire Park'."""
    if loc_id in LOCATION_AT:
        return _(LOCATION_AT[loc_id])
    return say(_("at {name}"), name=location_name(loc_id))


def bonus_card_name(bonus_id: str) -> str:
    """'Prestige' (the name printed on the bonus card)."""
    return data_name(load_data().bonus(bonus_id).name)


def bonus_name(bonus_id: str) -> str:
    """'the Prestige bonus card'."""
    return _bonus_texts(i18n.language(), bonus_id)[0]


def bonus_top_text(bonus_id: str) -> str:
    """What a column winner gets this round: '+1 Prestige' / '1 architect out of prison'
    (rules §3.5)."""
    return _bonus_texts(i18n.language(), bonus_id)[1]


@lru_cache(maxsize=64)
def _bonus_texts(language: str, bonus_id: str) -> tuple[str, str]:
    """`bonus_name` and `bonus_top_text` in `language` (the current one), made once: every
    round scoring writes them for each column, and the bots' look-ahead scores many."""
    name = say(_("the {name} bonus card"), name=bonus_card_name(bonus_id))
    half = load_data().bonus(bonus_id).top
    if half.kind == "track" and half.track is not None:
        return name, say(_("+{n} {track}"), n=half.amount, track=track(half.track))
    return name, ngettext("{n} architect out of prison", "{n} architects out of prison",
                          half.amount).format(n=half.amount)


def bonus_bottom_text(bonus_id: str) -> str:
    """What a final column winner scores (rules §3.5, D19)."""
    half = load_data().bonus(bonus_id).bottom
    if half.kind == "vp_equal_level" and half.track is not None:
        return say(_("points equal to {track} level"), track=track(half.track))
    return ngettext("{n} point per architect not in prison",
                    "{n} points per architect not in prison", half.amount).format(
        n=half.amount)


def names_list(names: list[str]) -> str:
    """'Ana', 'Ana and Ben', 'Ana, Ben and Cleo'."""
    if not names:
        return _("nobody")
    if len(names) == 1:
        return names[0]
    return say(_("{rest} and {last}"), rest=_(", ").join(names[:-1]), last=names[-1])


def joined(items: list[str]) -> str:
    """Items of a list that reads as one: 'a, b, c' (the separator is a message)."""
    return _(", ").join(items)
