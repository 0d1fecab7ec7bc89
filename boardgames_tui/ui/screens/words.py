"""Words the shell screens show: key names as printed on a keyboard, readable option
labels, and the clean-up of internal names (snake_case, spec references) in texts that
come from a game's models. Everything a shell screen shows about keys or options goes
through here, so there is one place to get right, in the player's language (an option's
words in its game's domain).
"""

from __future__ import annotations

import re
import typing
from dataclasses import dataclass
from datetime import datetime

from textual.keys import format_key

from ...engine.i18n import N_, _, game_text, ngettext, pgettext


def _named_keys() -> dict[str, str]:
    """Key names as a keyboard of the player's language prints them (Strg, Entf, Pos1)."""
    return {
        "enter": pgettext("key", "Enter"), "escape": pgettext("key", "Esc"),
        "tab": pgettext("key", "Tab"), "space": pgettext("key", "Space"),
        "backspace": pgettext("key", "Backspace"), "delete": pgettext("key", "Delete"),
        "insert": pgettext("key", "Insert"), "up": "↑", "down": "↓", "left": "←", "right": "→",
        "pageup": pgettext("key", "Page Up"), "pagedown": pgettext("key", "Page Down"),
        "home": pgettext("key", "Home"), "end": pgettext("key", "End"),
        "ctrl": pgettext("key", "Ctrl"), "shift": pgettext("key", "Shift"),
        "alt": pgettext("key", "Alt"), "meta": pgettext("key", "Meta"),
        "super": pgettext("key", "Super"),
    }


_MODIFIERS = ("ctrl", "shift", "alt", "meta", "super")
_WEEKDAYS = (N_("Monday"), N_("Tuesday"), N_("Wednesday"), N_("Thursday"), N_("Friday"),
             N_("Saturday"), N_("Sunday"))
_MONTHS = (N_("January"), N_("February"), N_("March"), N_("April"), N_("May"), N_("June"),
           N_("July"), N_("August"), N_("September"), N_("October"), N_("November"),
           N_("December"))


def key_name(key: str) -> str:
    """One key as a player reads it: `question_mark` -> `?`, `ctrl+t` -> `Ctrl+T`,
    `left` -> `←`, `escape` -> `Esc`, `f1` -> `F1`."""
    *mods, base = key.split("+")
    named = _named_keys()
    if base in named and base not in _MODIFIERS:
        name = named[base]
    elif re.fullmatch(r"f\d{1,2}", base):
        name = base.upper()
    else:
        name = format_key(base)
        if len(name) != 1:  # an unknown long name: readable words, never snake_case
            name = name.replace("_", " ")
        elif mods:
            name = name.upper()
    return "+".join([named[m] if m in _MODIFIERS else m.title() for m in mods] + [name])


def keys_text(keys: str) -> str:
    """A binding's key string (`"f1,question_mark"`) as `F1 / ?`."""
    return " / ".join(key_name(k.strip()) for k in keys.split(",") if k.strip())


def humanise(name: str) -> str:
    """`variant_houses` -> `Variant houses`: the fallback when a game gave no words."""
    text = str(name).replace("_", " ").replace("-", " ").strip()
    return text[:1].upper() + text[1:]


_SPEC_REFS = [
    # "(§6)", "(rules §7.8)", ", §9.2", "§13, §14": the rules file's section numbers
    re.compile(r",?\s*(?:rules\s*)?§\s*\d+(?:\.\d+)*(?:\s*(?:,|and|or|-|–)\s*§?\s*\d+(?:\.\d+)*)*"),
    # decision numbers of the rules files: "(D-3)", "(D26)", ", D7"
    re.compile(r",?\s*\bD-?\d+\b"),
]


def clean_text(text: str, names: dict[str, str] | None = None) -> str:
    """A game's description or error text without spec references or snake_case.

    `names` maps internal field names to their labels; a field name in the text becomes
    its label, any other snake_case word becomes plain words.
    """
    for pattern in _SPEC_REFS:
        text = pattern.sub("", text)
    text = re.sub(r"\(\s*[,;:]?\s*\)", "", text)  # parentheses left empty
    text = re.sub(r"\(\s*[,;:]\s*", "(", text)
    names = names or {}

    def word(m: re.Match) -> str:
        w = m.group(0)
        return f"“{names[w]}”" if w in names else w.replace("_", " ")

    text = re.sub(r"\b[A-Za-z]+(?:_[A-Za-z0-9]+)+\b", word, text)
    text = re.sub(r"\s+([,.:;)])", r"\1", text)
    return re.sub(r"\s{2,}", " ", text).strip()


def ago(iso: str, now: datetime | None = None) -> str:
    """When something happened, in words: "just now", "5 minutes ago", "yesterday at 18:05",
    "on 3 March at 09:12"."""
    try:
        then = datetime.fromisoformat(iso)
    except ValueError:
        return iso
    if then.tzinfo is not None:  # saves keep UTC; the player reads their own clock
        then = then.astimezone()
        now = (now or datetime.now()).astimezone()
    elif now is None:
        now = datetime.now()
    seconds = (now - then).total_seconds()
    clock = then.strftime("%H:%M")
    if seconds < 60:
        return _("just now")
    if seconds < 3600:
        minutes = int(seconds // 60)
        return ngettext("{count} minute ago", "{count} minutes ago", minutes).format(
            count=minutes)
    days = (now.date() - then.date()).days
    if days == 0:
        hours = int(seconds // 3600)
        return ngettext("{count} hour ago", "{count} hours ago", hours).format(count=hours)
    if days == 1:
        return _("yesterday at {time}").format(time=clock)
    if days < 7:
        return _("{weekday} at {time}").format(weekday=_(_WEEKDAYS[then.weekday()]),
                                               time=clock)
    month = _(_MONTHS[then.month - 1])
    if then.year == now.year:
        return _("on {day} {month} at {time}").format(day=then.day, month=month, time=clock)
    return _("on {day} {month} {year}").format(day=then.day, month=month, year=then.year)


# --- a game's options as the setup form shows them ----------------------------------------

SMALL_RANGE = 12  # a bounded int option with at most this many values is a choice


def option_choices(annotation) -> list | None:
    """The values of a Literal[...] option (also inside Optional), else None."""
    if typing.get_origin(annotation) is typing.Literal:
        return list(typing.get_args(annotation))
    for arg in typing.get_args(annotation):
        if typing.get_origin(arg) is typing.Literal:
            return list(typing.get_args(arg))
    return None


def int_bounds(field) -> tuple[int | None, int | None]:
    """(ge, le) of an int field from its constraints (gt/lt turned inclusive)."""
    lo = hi = None
    for m in field.metadata:
        if getattr(m, "ge", None) is not None:
            lo = m.ge
        if getattr(m, "gt", None) is not None:
            lo = m.gt + 1
        if getattr(m, "le", None) is not None:
            hi = m.le
        if getattr(m, "lt", None) is not None:
            hi = m.lt - 1
    return lo, hi


@dataclass
class OptionWords:
    """How one option reads on the form."""

    name: str
    label: str
    description: str
    choices: dict | None  # stored value -> words, for a choice


def option_words(options_model) -> list[OptionWords]:
    """Each option's label, description and choices, in the game's domain (its Options
    model marks them with N_)."""
    def say(text: str) -> str:
        return game_text(options_model, text)

    fields = options_model.model_fields
    labels = {name: (say(f.title) if f.title else humanise(name)) for name, f in fields.items()}
    out = []
    for name, field in fields.items():
        extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
        given = extra.get("choices") or {}
        values = option_choices(field.annotation)
        if values is None and field.annotation is int:
            lo, hi = int_bounds(field)
            if lo is not None and hi is not None and hi - lo < SMALL_RANGE:
                values = list(range(lo, hi + 1))
        choices = None
        if values is not None:
            choices = {v: clean_text(say(str(given.get(v) or given.get(str(v)) or humanise(v))),
                                     labels) for v in values}
        description = clean_text(say(field.description or ""), labels)
        out.append(OptionWords(name, clean_text(labels[name]),
                               description[:1].upper() + description[1:], choices))
    return out


def option_labels(options_model) -> dict[str, str]:
    """Option field name -> its label, to put words where a text names an option."""
    return {w.name: w.label for w in option_words(options_model)}


def name_options(text: str, labels: dict[str, str]) -> str:
    """Replace option field names in a longer text (e.g. the rules' Markdown, whose lines
    and spacing must stay) by their labels in quotes."""
    if not labels:
        return text
    pattern = re.compile(r"\b(" + "|".join(re.escape(n) for n in labels) + r")\b")
    return pattern.sub(lambda m: f"“{labels[m.group(1)]}”", text)
