"""What the app and the command line settle before the first pydantic model is built.

Pydantic looks for plugins (packages declaring a `pydantic` entry point) when it builds its
first validator: `pydantic.plugin._loader` imports `importlib.metadata` (with `email`,
`zipfile`, `csv`) and reads the metadata of every installed package. That costs about
1.5 MiB of the app's memory (issue 16 asks the app with a game loaded to stay within 1.5×
a bare Textual app) and finds nothing: boardgames-tui uses no pydantic plugin (they
observe validations, for tracing services). So the look-up is answered "no plugins"
before pydantic asks; pydantic then builds plain validators, exactly as it does when it
finds none. Modules that build models without going through the app or the command line
(tests, benchmarks) let pydantic look as usual.
"""

from __future__ import annotations

import sys
import types

PYDANTIC_LOADER = "pydantic.plugin._loader"


def _no_plugins() -> tuple:
    return ()


def skip_pydantic_plugin_lookup() -> bool:
    """Answer pydantic's plugin look-up with "none" unless it has run already (then its
    answer stands). True if the look-up is now skipped."""
    if PYDANTIC_LOADER in sys.modules:
        return sys.modules[PYDANTIC_LOADER].get_plugins is _no_plugins
    loader = types.ModuleType(PYDANTIC_LOADER, "No pydantic plugins (boardgames_tui.startup).")
    loader.get_plugins = _no_plugins  # the one name pydantic takes from its loader
    sys.modules[PYDANTIC_LOADER] = loader
    return True
