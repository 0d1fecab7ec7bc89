"""The bot levels as players read them: a name and a line each (issue 36), in a leaf
module without the bots themselves, so the command line's help and the setup name the
levels without loading the rules' models."""

from __future__ import annotations

from typing import NamedTuple

from .i18n import N_, _


class LevelWords(NamedTuple):
    name: str  # as the player reads it: the setup, the resume list, the command line
    about: str  # one line on how it plays, under the seats of the setup


# The one place the levels' words live. The ids (the keys) stay in saves, settings and
# the command line's older spelling; players read the names.
LEVEL_WORDS = {
    "random": LevelWords(N_("Beginner"), N_("plays any allowed move, picked at random")),
    "greedy": LevelWords(N_("Casual"), N_("takes the move that scores most at once, "
                                          "without looking further")),
    "strong": LevelWords(N_("Expert"), N_("plays its best moves on in many trial games "
                                          "before choosing")),
}


def level_name(level: str) -> str:
    """A bot level as the player reads it: "Beginner", in German "Einsteiger"."""
    words = LEVEL_WORDS.get(level)
    return _(words.name) if words else level


def level_about(level: str) -> str:
    """How a bot level plays, in one line."""
    words = LEVEL_WORDS.get(level)
    return _(words.about) if words else ""


def level_id(word: str) -> str | None:
    """The level a player named: its id ("greedy"), its English name ("casual") or its
    name in the language shown ("Kenner"), in any case; None if none is meant."""
    wanted = word.strip().casefold()
    for level, words in LEVEL_WORDS.items():
        if wanted in (level, words.name.casefold(), _(words.name).casefold()):
            return level
    return wanted if wanted in LEVEL_WORDS else None
