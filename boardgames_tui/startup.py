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


def _real_loader_attribute(name: str):
    """Any other name a later pydantic takes from its loader comes from the real module,
    so a pydantic upgrade that asks for more still works (it then pays for the look-up)."""
    if name.startswith("__"):  # the import system asks for __path__ and the like
        raise AttributeError(name)
    import importlib.util

    spec = importlib.util.find_spec("pydantic.plugin")
    path = spec.submodule_search_locations[0] + "/_loader.py"
    real_spec = importlib.util.spec_from_file_location(f"{PYDANTIC_LOADER}_real", path)
    real = importlib.util.module_from_spec(real_spec)
    real_spec.loader.exec_module(real)
    return getattr(real, name)


def skip_pydantic_plugin_lookup() -> bool:
    """Answer pydantic's plugin look-up with "none" unless it has run already (then its
    answer stands). True if the look-up is now skipped."""
    if PYDANTIC_LOADER in sys.modules:
        return sys.modules[PYDANTIC_LOADER].get_plugins is _no_plugins
    loader = types.ModuleType(PYDANTIC_LOADER, "No pydantic plugins (boardgames_tui.startup).")
    loader.get_plugins = _no_plugins  # the one name pydantic 2.x takes from its loader
    loader.__getattr__ = _real_loader_attribute  # PEP 562: names it may take later
    sys.modules[PYDANTIC_LOADER] = loader
    return True


# --- the garbage collector until the first frame ----------------------------------------
#
# Importing Textual and building the first screen allocates a few hundred thousand
# objects, nearly all of which live as long as the app; the collector, counting
# allocations, walks them again and again meanwhile (three dozen collections, a full one
# among them: about a fifth of the time from launch to the game list, issue 36). So the
# `boardgames` command holds collections until the game list is drawn; then one full
# collection frees what start-up left over and `gc.freeze` sets the rest aside
# (ui/app.py, `after_first_frame`).

_HELD = False


def hold_collections() -> None:
    """No automatic collection until `release_collections` (the app's first frame)."""
    global _HELD
    import gc

    if gc.isenabled():
        gc.disable()
        _HELD = True


def release_collections() -> bool:
    """Collect once and collect automatically again, if `hold_collections` held them
    (a collector switched off by someone else stays off). True if they were held."""
    global _HELD
    import gc

    if not _HELD:
        return False
    _HELD = False
    gc.collect()
    gc.enable()
    return True
