"""The language: from the environment in gettext's order, `--lang`, the remembered choice;
German titles on the command line; rules files in the player's language."""

from __future__ import annotations

import pytest

from boardgames_tui.cli import main
from boardgames_tui.engine import i18n, settings
from boardgames_tui.engine.game import GameRules
from boardgames_tui.engine.game_words import GameWords
from boardgames_tui.engine.registry import entries


@pytest.mark.parametrize(("environ", "code"), [
    ({}, "en"),
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LANG": "de"}, "de"),
    ({"LANG": "C"}, "en"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LC_MESSAGES": "de_AT.UTF-8", "LANG": "en_GB.UTF-8"}, "de"),
    ({"LC_ALL": "C", "LC_MESSAGES": "de_DE.UTF-8"}, "en"),
    ({"LANGUAGE": "fr:de", "LC_ALL": "en_US.UTF-8"}, "de"),
    ({"LANGUAGE": "", "LANG": "de_CH.UTF-8@euro"}, "de"),
])
def test_language_from_the_environment_in_gettexts_order(environ, code):
    assert i18n.from_environment(environ) == code


def test_command_line_beats_the_remembered_choice_which_beats_the_environment():
    german = {"LANG": "de_DE.UTF-8"}
    assert i18n.choose("en", "de", german) == "en" and i18n.language() == "en"
    assert i18n.choose(None, "en", german) == "en"
    assert i18n.choose(None, None, german) == "de" and i18n.language() == "de"


def _titles(capsys, *argv) -> list[str]:
    assert main(list(argv)) == 0
    return [line.split("\t")[1] for line in capsys.readouterr().out.splitlines()]


GERMAN_TITLES = ["Azul: Der Sommerpavillon", "Akropolis", "Die Schlösser des König Ludwig",
                 "Rokoko", "Brüssel 1897"]


def test_list_prints_the_german_editions_titles_under_a_german_locale(capsys, monkeypatch):
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert _titles(capsys, "list") == GERMAN_TITLES
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert _titles(capsys, "list") == [e.title for e in entries()]


def test_lang_before_or_after_the_subcommand(capsys, monkeypatch):
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert _titles(capsys, "--lang", "de", "list") == GERMAN_TITLES
    assert _titles(capsys, "list", "--lang=de") == GERMAN_TITLES
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert _titles(capsys, "--lang", "en", "list") == [e.title for e in entries()]


def test_an_unknown_language_is_refused_in_one_line(capsys):
    assert main(["--lang", "fr", "list"]) == 2
    err = capsys.readouterr().err
    assert "--lang" in err and "'fr'" in err and len(err.strip().splitlines()) == 1


def test_the_language_chosen_in_the_app_is_remembered_and_used(capsys, monkeypatch):
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    settings.save(settings.Settings(language="de"))
    assert settings.load().language == "de"
    assert _titles(capsys, "list") == GERMAN_TITLES
    assert _titles(capsys, "--lang", "en", "list") == [e.title for e in entries()]


def test_a_remembered_language_that_is_not_offered_gives_the_defaults():
    settings.settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings.settings_path().write_text('{"language": "xx"}')
    loaded, problem = settings.read()
    assert loaded.language is None and problem and "language" in problem


def test_rules_text_is_read_in_the_language_when_there_is_a_file_for_it(tmp_path,
                                                                       monkeypatch):
    folder = tmp_path / "assets" / "toy"
    folder.mkdir(parents=True)
    (folder / "rules.md").write_text("# Rules\nTake a tile.\n", encoding="utf-8")
    monkeypatch.setattr("boardgames_tui.engine.game_words.asset_path",
                        lambda *parts: tmp_path.joinpath("assets", *parts))

    class Toy(GameRules):  # only the parts rules_text uses
        title = "Toy"
        rules_asset = "toy/rules.md"
        setup = to_act = legal_actions = apply = is_over = score_sheet = None
        class Words(GameWords):
            def describe(self, state, seat, action):
                return ""

    toy = Toy.__new__(Toy)
    i18n.set_language("de")
    assert toy.words.rules_text().startswith("# Rules"), "no German file: the English one"
    (folder / "rules.de.md").write_text("# Regeln\nNimm ein Plättchen.\n", encoding="utf-8")
    assert toy.words.rules_text().startswith("# Regeln")
    i18n.set_language("en")
    assert toy.words.rules_text().startswith("# Rules")


def test_each_game_has_its_own_domain_and_the_shell_the_rest():
    packages = [e.rules_path.split(":")[0].split(".")[2] for e in entries()]
    assert packages[:5] == ["azul_summer_pavilion", "akropolis", "castles_of_mad_king_ludwig",
                            "rococo", "bruxelles_1897"]
    assert [i18n.domain_of(e) for e in entries()] == packages
    assert i18n.domain_of("boardgames_tui.ui.screens.setup") == i18n.SHELL
    assert i18n.domain_of(entries()[0].rules) == "azul_summer_pavilion"


def test_domain_functions_follow_the_language_chosen_at_run_time():
    _, ngettext, N_ = i18n.domain("akropolis")
    assert N_("Akropolis") == "Akropolis"
    title = "The Castles of Mad King Ludwig"
    castles = i18n.domain("castles_of_mad_king_ludwig")[0]
    assert castles(title) == title
    i18n.set_language("de")
    assert castles(title) == "Die Schlösser des König Ludwig"
    assert castles("") == "", "the empty id is the catalog's header, never shown"
    assert ngettext("{n} tile", "{n} tiles", 1) == "{n} tile", "untranslated: English"
