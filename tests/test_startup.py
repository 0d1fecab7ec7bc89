"""The app and the command line answer pydantic's plugin look-up themselves (startup.py):
models validate as before, and importlib.metadata is never imported for it."""

from __future__ import annotations

import subprocess
import sys

PLAY = """
import sys
{first}
from boardgames_tui.engine.match import Match
from boardgames_tui.engine.registry import get_game
from boardgames_tui.engine.saves import parse_save, to_json
game = get_game("azul-summer-pavilion")
match = Match.new(game, ["Ana", "Ben"], seed=3)
match.apply(0, match.legal_actions(0)[0])
assert parse_save(to_json(match)).actions == match.record.actions
from boardgames_tui.engine.match import PlayerInfo
try:
    PlayerInfo.model_validate({{"name": "Ana", "seat": "first"}})
    raise AssertionError("a seat must be a number")
except ValueError as exc:
    assert type(exc).__name__ == "ValidationError", exc
print("importlib.metadata" in sys.modules)
"""


def run(first: str) -> str:
    out = subprocess.run([sys.executable, "-c", PLAY.format(first=first)],
                         capture_output=True, text=True, check=True)
    return out.stdout.strip()


def test_the_app_and_the_command_line_skip_the_lookup_and_validate_as_before():
    assert run("import boardgames_tui.ui.app") == "False"
    assert run("import boardgames_tui.cli") == "False"
    # without them pydantic looks (else the first two would pass for nothing)
    assert run("") == "True"


def test_a_lookup_that_has_run_stands():
    code = """
from pydantic import BaseModel
class M(BaseModel):
    x: int
from boardgames_tui.startup import skip_pydantic_plugin_lookup
print(skip_pydantic_plugin_lookup(), M(x="2").x)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.split() == ["False", "2"]


def test_other_names_of_the_loader_come_from_the_real_module():
    code = """
from boardgames_tui.startup import skip_pydantic_plugin_lookup
skip_pydantic_plugin_lookup()
from pydantic.plugin._loader import get_plugins, _plugins
print(list(get_plugins()), _plugins)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.split() == ["[]", "None"]


FIRST_FRAME = """
import gc, json, os, sys, tempfile
home = tempfile.mkdtemp()
os.environ["BOARDGAMES_HOME"] = home
with open(os.path.join(home, "settings.json"), "w") as f:
    json.dump({"language": "de", "colour_blind": True}, f)
from textual.app import App
seen = {}
display = App._display
def spy(self, screen, renderable):
    if renderable is not None and not seen:
        seen["pydantic"] = "pydantic" in sys.modules
        seen["theme"] = self.theme
        seen["title"] = str(screen.query_one("TitleBar").render())
        seen["collecting"] = gc.isenabled()
        self.exit()
    return display(self, screen, renderable)
App._display = spy
run = App.run
App.run = lambda self, **kw: run(self, headless=True, size=(100, 30))
from boardgames_tui import cli
cli.main([])
seen["collecting after"] = gc.isenabled()
print(json.dumps(seen))
"""


def test_the_game_list_shows_before_any_model_is_loaded():
    """Issue 36: the command's first frame (the game list) loads no pydantic (the rules'
    models, the saves, the bots come after it), yet it already has the language and the
    colour-blind theme the player left in settings.json."""
    import json

    out = subprocess.run([sys.executable, "-c", FIRST_FRAME], capture_output=True,
                         text=True, check=True, timeout=120)
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["pydantic"] is False
    assert seen["theme"] != "textual-dark" and "farbenblind" in seen["title"], seen
    # no garbage collection until the list is drawn (a fifth of the start-up time), and
    # automatic collections again once the command is done with the app
    assert seen["collecting"] is False and seen["collecting after"] is True, seen


async def test_the_first_frame_gives_the_held_collections_back():
    """The app collects what start-up left and collects automatically again once its
    first frame is drawn (the command held collections until then, startup.py)."""
    import gc

    from boardgames_tui.startup import hold_collections
    from boardgames_tui.ui.app import BoardGamesApp

    assert gc.isenabled()
    hold_collections()
    try:
        assert not gc.isenabled()
        async with BoardGamesApp().run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            assert gc.isenabled()
    finally:
        gc.enable()
        gc.unfreeze()
