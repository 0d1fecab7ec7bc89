"""The language of every text a player reads: gettext catalogs, chosen at run time.

English text in the code is the message id; `boardgames_tui/locale/<lang>/LC_MESSAGES/
<domain>.mo` holds the translations (compiled from the `.po` beside it by
`python -m tests.catalogs compile`, shipped in the wheel). One domain per part, so each
game's catalog travels with the game: `boardgames` for the engine, the shell and the
command line, and one per game, named after its package (`akropolis`, ...).

    from boardgames_tui.engine import i18n
    _, ngettext, N_ = i18n.domain("akropolis")
    _("{name} takes {count} tiles").format(name=..., count=...)
    ngettext("{count} point", "{count} points", n).format(count=n)
    TITLE = N_("Plaza")            # marked for extraction, translated where shown: _(TITLE)

The functions look the language up at each call, so a language chosen on the game list
applies to every text drawn after it (the shell recomposes its screens). Only the standard
library's `gettext` runs here; Babel is a tool of the catalogs, not of the app.
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path

LANGUAGES = {"en": "English", "de": "Deutsch"}  # code -> the language's own name
DEFAULT = "en"  # the language of the message ids, and the fallback
SHELL = "boardgames"  # the domain of the engine, the shell and the command line
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")  # gettext's order

_current = DEFAULT


def language() -> str:
    """The code of the language texts are shown in now ("en", "de")."""
    return _current


def set_language(code: str) -> None:
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; languages: {', '.join(LANGUAGES)}")
    global _current
    _current = code


def code_of(locale_name: str) -> str | None:
    """The language code of a locale name ("de_DE.UTF-8" -> "de"), None if not offered."""
    code = locale_name.split(".")[0].split("@")[0].split("_")[0].split("-")[0].lower()
    if code in ("c", "posix"):
        return DEFAULT
    return code if code in LANGUAGES else None


def from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for, as gettext reads it: the first of LANGUAGE,
    LC_ALL, LC_MESSAGES, LANG that is set; LANGUAGE may list several ("fr:de"), the first
    offered one wins. English when none is set or none is offered."""
    environ = os.environ if environ is None else environ
    for name in ENVIRONMENT:
        value = environ.get(name, "")
        if value:
            for item in value.split(":"):
                code = code_of(item) if item else None
                if code:
                    return code
            return DEFAULT
    return DEFAULT


def choose(command_line: str | None = None, remembered: str | None = None,
           environ: Mapping[str, str] | None = None) -> str:
    """The language to use: `--lang` first, then the one chosen on the game list (kept in
    settings.json), then the environment; English otherwise. Sets it and returns it."""
    for code in (command_line, remembered):
        if code in LANGUAGES:
            set_language(code)
            return code
    code = from_environment(environ)
    set_language(code)
    return code


@cache
def _catalog(domain_name: str, code: str) -> gettext.NullTranslations:
    return gettext.translation(domain_name, LOCALE_DIR, languages=[code], fallback=True)


def translate(domain_name: str, message: str) -> str:
    """`message` in the current language, from `domain_name`'s catalog (English if the
    catalog or the message is missing). The empty string stays empty."""
    return _catalog(domain_name, _current).gettext(message) if message else message


def translate_any(domain_names: list[str], message: str) -> str:
    """`message` from the first of the domains whose catalog translates it."""
    for name in domain_names:
        text = translate(name, message)
        if text != message:
            return text
    return message


def translate_plural(domain_name: str, singular: str, plural: str, n: int) -> str:
    return _catalog(domain_name, _current).ngettext(singular, plural, n)


def translate_context(domain_name: str, context: str, message: str) -> str:
    """`message` as meant in `context` (a key's name "Delete" is not the action "Delete")."""
    return _catalog(domain_name, _current).pgettext(context, message)


def translate_context_plural(domain_name: str, context: str, singular: str, plural: str,
                             n: int) -> str:
    """A plural text as meant in `context` (a short form for a narrow line, say)."""
    return _catalog(domain_name, _current).npgettext(context, singular, plural, n)


# decimal mark and thousands separator of a language, where not the English "." and ","
SEPARATORS = {"de": (",", ".")}


def number(value: float, decimals: int = 0) -> str:
    """A number as the language writes it: 1,234.5 in English, 1.234,5 in German."""
    text = f"{value:,.{decimals}f}"
    mark, thousands = SEPARATORS.get(_current, (".", ","))
    return text.replace(",", "\0").replace(".", mark).replace("\0", thousands)


def percent(fraction: float) -> str:
    """A share in per cent, rounded: "50%" in English, "50 %" in German (DIN 5008)."""
    value = number(fraction * 100)
    return f"{value}\u00a0%" if _current == "de" else f"{value}%"


def N_(message: str) -> str:
    """Marks a message for extraction where it is defined (tables, constants, pydantic
    titles); it is translated where it is shown."""
    return message


def domain(domain_name: str) -> tuple[Callable[[str], str], Callable[[str, str, int], str],
                                      Callable[[str], str]]:
    """The three functions a module marks its texts with: `_, ngettext, N_`."""

    def _(message: str) -> str:
        return translate(domain_name, message)

    def ngettext(singular: str, plural: str, n: int) -> str:
        return translate_plural(domain_name, singular, plural, n)

    return _, ngettext, N_


def domain_of(thing: object) -> str:
    """The domain of a game (its rules object or class, its registry entry, or a module
    name): the game's package name; the shell's domain for anything else."""
    if isinstance(thing, str):
        module = thing
    elif hasattr(thing, "rules_path"):  # a registry entry names its rules as 'module:RULES'
        module = str(thing.rules_path).partition(":")[0]
    else:
        module = (thing if isinstance(thing, type) else type(thing)).__module__
    parts = module.split(".")
    if len(parts) >= 3 and parts[:2] == ["boardgames_tui", "games"]:
        return parts[2]
    return SHELL


def game_text(game: object, message: str) -> str:
    """A text of a game (its title, blurb, an option's title) in the game's own domain."""
    return translate(domain_of(game), message)


def title(game: object) -> str:
    """A game's title as its edition in the current language calls it."""
    return game_text(game, game.title)  # type: ignore[attr-defined]


def localized(path: Path) -> Path:
    """The current language's version of a text file ("rules.de.md" beside "rules.md"),
    or the file itself when there is none."""
    if _current != DEFAULT:
        candidate = path.with_name(f"{path.stem}.{_current}{path.suffix}")
        if candidate.is_file():
            return candidate
    return path


_, ngettext = domain(SHELL)[:2]  # the shell's own: from boardgames_tui.engine.i18n import _


def pgettext(context: str, message: str) -> str:
    """The shell's text with a context (msgctxt in the .po)."""
    return translate_context(SHELL, context, message)
