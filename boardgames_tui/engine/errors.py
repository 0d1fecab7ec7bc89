"""Errors shared by every game and the engine."""


class IllegalAction(Exception):
    """An action the rules refuse. `reason` is a sentence a player can read."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


def short(value: object, limit: int = 40) -> str:
    """`repr(value)` cut to `limit` characters, for echoing a bad value in a message."""
    text = repr(value)
    size = len(value) if isinstance(value, str) else len(text)
    return text if len(text) <= limit else f"{text[: limit - 1]}… ({size} characters)"


def option_error(options_model, exc) -> str:
    """One sentence naming the option and the value a pydantic ValidationError refused."""
    err = exc.errors()[0]
    loc = [str(p) for p in err.get("loc", ())]
    field = loc[0] if loc else ""
    info = getattr(options_model, "model_fields", {}).get(field)
    title = getattr(info, "title", None)
    name = f"{field} ({title})" if title else field
    if not field:
        return f"the options are not valid: {err['msg']}"
    kind = err.get("type", "")
    wanted = {"bool_parsing": "true or false", "bool_type": "true or false",
              "int_parsing": "a whole number", "int_type": "a whole number",
              "int_from_float": "a whole number"}.get(kind)
    if kind == "literal_error":
        wanted = "one of " + str(err.get("ctx", {}).get("expected", "the listed values"))
    if "input" in err and kind != "missing":
        why = f"it must be {wanted}" if wanted else err["msg"]
        return f"option {name} cannot be {short(err['input'])}: {why}"
    return f"option {name}: {err['msg']}"
