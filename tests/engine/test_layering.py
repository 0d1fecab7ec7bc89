"""The rules layer never loads a UI toolkit: import each module alone and look."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import boardgames_tui


def rules_layer_modules() -> list[str]:
    names = []
    for info in pkgutil.walk_packages(boardgames_tui.__path__, "boardgames_tui."):
        parts = info.name.split(".")
        if parts[1] in ("engine", "games") and "ui" not in parts[2:]:
            names.append(info.name)
    return names


def test_rules_layer_modules_exist():
    names = rules_layer_modules()
    assert "boardgames_tui.engine.match" in names
    assert "boardgames_tui.games" in names


def test_no_rules_module_imports_textual_or_rich():
    code = (
        "import importlib, sys\n"
        "bad = []\n"
        "for name in sys.argv[1:]:\n"
        "    before = set(sys.modules)\n"
        "    importlib.import_module(name)\n"
        "    if any(m.split('.')[0] in ('textual', 'rich') for m in sys.modules):\n"
        "        bad.append(name); break\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, *rules_layer_modules()],
        capture_output=True, text=True, check=True,
    )
    assert out.stdout.strip() == "", f"imports textual/rich: {out.stdout.strip()}"


def test_cli_list_does_not_load_textual():
    code = (
        "import sys\n"
        "from boardgames_tui import cli\n"
        "cli.main(['list'])\n"
        "print('LOADED' if 'textual' in sys.modules else 'CLEAN')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip().endswith("CLEAN")


def test_the_import_contracts_catch_a_probe_import(tmp_path):
    """The contracts in pyproject.toml name no game (wildcards): a copy of the package
    with one forbidden import added each time breaks the contract meant for it, for a game
    the registry lists, so a new game is covered without editing them."""
    import shutil
    from pathlib import Path

    from boardgames_tui.engine.registry import all_games

    root = Path(boardgames_tui.__file__).parent.parent
    games = [g.__module__.split(".")[2] for g in all_games()]
    first, second = games[-1], games[0]  # the last one listed, as a new game would be
    probes = {
        "The games' rules layers never import a UI toolkit":
            (f"games/{first}/probe.py", "import textual\n"),
        "A game never imports another game":
            (f"games/{first}/probe.py", f"import boardgames_tui.games.{second}.rules\n"),
        "The engine knows no particular game":
            ("engine/probe.py", f"import boardgames_tui.games.{first}.rules\n"),
        "A game's rules layer never imports the shell's screens":
            (f"games/{first}/probe.py", "import boardgames_tui.ui.game_screen\n"),
        "A game's screens are imported only by screens":
            (f"games/{first}/probe.py", f"import boardgames_tui.games.{first}.ui.screen\n"),
    }
    lint = Path(sys.executable).with_name("lint-imports")
    for contract, (where, line) in probes.items():
        copy = tmp_path / contract.replace(" ", "-").replace("'", "")
        shutil.copytree(root / "boardgames_tui", copy / "boardgames_tui",
                        ignore=shutil.ignore_patterns("__pycache__", "locale", "*.mo"))
        shutil.copy(root / "pyproject.toml", copy)
        (copy / "boardgames_tui" / where).write_text(line)
        out = subprocess.run([str(lint), "--no-cache"], cwd=copy, capture_output=True,
                             text=True, env={"PYTHONPATH": str(copy), "PATH": ""})
        assert out.returncode != 0, f"{contract}: the probe passed\n{out.stdout}"
        assert f"{contract} BROKEN" in out.stdout, out.stdout
