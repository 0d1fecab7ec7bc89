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
