"""Errors shared by every game and the engine."""

from typing import Any

from .i18n import N_, _, game_text, ngettext


class IllegalAction(Exception):
    """An action the rules refuse. `reason` is a sentence a player can read."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


def short(value: object, limit: int = 40) -> str:
    """`repr(value)` cut to `limit` characters, for echoing a bad value in a message."""
    text = repr(value)
    size = len(value) if isinstance(value, str) else len(text)
    if len(text) <= limit:
        return text
    return f"{text[: limit - 1]}… " + ngettext("({count} character)", "({count} characters)",
                                                size).format(count=size)


def option_error(options_model: Any, exc: Any) -> str:
    """One sentence naming the option and the value a pydantic ValidationError refused."""
    err = exc.errors()[0]
    loc = [str(p) for p in err.get("loc", ())]
    field = loc[0] if loc else ""
    info = getattr(options_model, "model_fields", {}).get(field)
    title = getattr(info, "title", None)
    name = f"{field} ({game_text(options_model, title)})" if title else field
    if not field:
        return _("the options are not valid: {why}").format(why=err["msg"])
    kind = err.get("type", "")
    wanted = {"bool_parsing": N_("true or false"), "bool_type": N_("true or false"),
              "int_parsing": N_("a whole number"), "int_type": N_("a whole number"),
              "int_from_float": N_("a whole number")}.get(kind)
    if kind == "literal_error":
        wanted = _("one of {values}").format(
            values=err.get("ctx", {}).get("expected", _("the listed values")))
    if "input" in err and kind != "missing":
        why = _("it must be {wanted}").format(wanted=_(wanted)) if wanted else err["msg"]
        return _("option {name} cannot be {value}: {why}").format(
            name=name, value=short(err["input"]), why=why)
    return _("option {name}: {why}").format(name=name, why=err["msg"])
