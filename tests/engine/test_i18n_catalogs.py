"""Every catalog complete: each text the sources mark is in every language's .po, each has
a translation with the English placeholders (each plural form), and each .mo is compiled
from its .po (tests/catalogs.py does the checking; here it must find nothing)."""

from __future__ import annotations

from tests import catalogs


def test_every_catalog_is_complete_with_the_english_placeholders_and_compiled():
    problems = catalogs.check()
    assert not problems, "\n".join(problems)


def test_placeholders_are_read_from_both_kinds_of_format():
    assert catalogs.placeholders("{name} takes {count:d} tiles {{literal}}") == ["count", "name"]
    assert catalogs.placeholders("invalid choice: %(value)r (choose from %(choices)s)") == [
        "%(choices)", "%(value)"]
    assert catalogs.placeholders("50 % of %s, 100%%") == ["%s"]


def test_check_finds_a_missing_translation_and_a_changed_placeholder(tmp_path, monkeypatch):
    po = tmp_path / "boardgames_tui" / "locale" / "de" / "LC_MESSAGES" / "toy.po"
    po.parent.mkdir(parents=True)
    po.write_text('msgid ""\nmsgstr ""\n"Language: de\\n"\n"Plural-Forms: nplurals=2; '
                  'plural=(n != 1);\\n"\n\n'
                  'msgid "{name} wins"\nmsgstr "{nom} gewinnt"\n\n'
                  'msgid "Round {number}"\nmsgstr ""\n\n'
                  'msgid "{count} tile"\nmsgid_plural "{count} tiles"\n'
                  'msgstr[0] "ein Plättchen"\nmsgstr[1] "{count} Plättchen"\n',
                  encoding="utf-8")
    monkeypatch.setattr(catalogs, "ROOT", tmp_path)
    found = catalogs.problems_of(po, None)
    assert any("'{name} wins': form 0 has the placeholders ['nom']" in f for f in found)
    assert any("'Round {number}' has no translation" in f for f in found)
    assert any("'{count} tile': form 0" in f for f in found), "each plural form is checked"
    assert not any("form 1" in f for f in found)
    assert any("toy.mo is not compiled" in f for f in found)
