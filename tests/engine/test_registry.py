"""The registry's cheap names agree with the rules objects they point at."""

from __future__ import annotations

from boardgames_tui.engine.registry import entries, get_game


def test_entries_agree_with_their_rules_objects():
    ids = [e.id for e in entries()]
    # the five games of the project, first and in this order (a game added later follows)
    assert ids[:5] == ["azul-summer-pavilion", "akropolis", "castles-of-mad-king-ludwig",
                       "rococo", "bruxelles-1897"]
    assert len(set(ids)) == len(ids)
    for e in entries():
        rules = get_game(e.id)
        assert (rules.id, rules.title, rules.min_players, rules.max_players,
                rules.description) == (e.id, e.title, e.min_players, e.max_players,
                                       e.description)


def test_entries_do_not_import_rules():
    import subprocess
    import sys

    code = ("import sys\nfrom boardgames_tui.engine.registry import entries\nentries()\n"
            "print(any(m.startswith('boardgames_tui.games.') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
