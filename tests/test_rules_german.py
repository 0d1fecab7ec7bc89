"""The German rules of each game (`assets/<game>/rules.de.md`) against the English ones and
the German summaries the project began with (`../shared/seeds/`, issue 18 item 4).

Every statement of a summary must be recognisable in the German rules: each is listed
here in short with the words a reader would look for, and every one of those words must
be in the rules text. The glossary of each game (`assets/<game>/glossary.tsv`, English ↔
German) must be the vocabulary of its German rules, and the German rules have the same
headings, in the same order and at the same levels, as the English ones, so the help can
open the section of the decision at hand in either language by its position.
"""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from boardgames_tui.engine.registry import entries

ASSETS = Path(__file__).resolve().parents[1] / "assets"
# every registered game's package (the registry is the only list of games)
GAMES = [e.rules_path.split(":")[0].split(".")[2] for e in entries()]

# game -> (statement of the German summary, in short; words that show it in the rules)
SEED_STATEMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "azul_summer_pavilion": [
        ("Standardseite farbig, Fortgeschrittenen-Variante ohne Farben",
         ["Standardseite", "Fortgeschrittenen-Variante"]),
        ("Spieleranzahl mal 2 plus 1 Manufakturen mit je 4 Fliesen",
         ["Spieleranzahl mal 2 plus 1 Manufakturen", "4 zufällig"]),
        ("6 Runden, je eine Farbe ist Jokerfarbe", ["6 Runden", "Jokerfarbe"]),
        ("alle Steine einer Farbe nehmen, Rest in die Mitte", ["sämtliche Fliesen", "Mitte"]),
        ("genau ein Joker dazu, verpflichtend", ["verpflichtend genau eine"]),
        ("Erster aus der Mitte: Startspielerstein und Minuspunkte",
         ["Startspielerstein", "verliert 1 Punkt je entnommener"]),
        ("Malus nur beim ersten Mal", ["diesen Malus nicht mehr"]),
        ("genau 1 Feld pro Zug, Felder 1 bis 6", ["genau eine", "1 bis 6"]),
        ("Feld 5 kostet 5 Steine, einer kommt aufs Feld", ["für die 5 bezahlst du 5 Fliesen"]),
        ("mit Jokern bezahlen, mindestens 1 echte Farbe", ["mindestens eine in der Farbe"]),
        ("Punkte nach angrenzender Gruppe, 1 bis 6, max. 21 je Stern",
         ["zusammenhängende Gruppe", "höchstens 21 Punkte je Stern"]),
        ("Lücken erlaubt", ["nicht angrenzend legen"]),
        ("Bonussymbol umschließen: Kreis 1, Statue 2, Fenster 3",
         ["Kreis", "Statue", "Fenster", "frei aus der Auslage", "sofort wieder"]),
        ("Mittelstern: freie Farbe, jede nur einmal", ["Mittelstern", "jede nur einmal"]),
        ("bezahlte Steine in den Turm, leerer Beutel wird aus dem Turm gefüllt",
         ["Turm", "Beutel", "neu gemischt"]),
        ("bis zu 4 behalten, Ablageflächen in den Ecken, sonst Minuspunkte",
         ["bis zu 4 Fliesen", "Ecken der Tafel", "kostet 1 Punkt"]),
        ("nach jeder Runde wechselt die Jokerfarbe", ["wechselt die Jokerfarbe"]),
        ("Schlusswertung: volle Sterne und alle 1er-4er-Felder",
         ["vollständig gefüllten Stern", "1er-Felder", "4er-Felder"]),
        ("die meisten Punkte gewinnen", ["die meisten Punkte"]),
    ],
    "akropolis": [
        ("Plättchen in elf verdeckte Stapel, Rest als Auslage", ["elf", "verdeckte Stapel"]),
        ("immer zwei Plättchen mehr als Spieler", ["zwei Plättchen mehr"]),
        ("drei Felder: Stadtviertel, Agora, Steinbrüche",
         ["drei Feldern", "Stadtviertel", "Agora", "Steinbrüche"]),
        ("Startplättchen", ["Startplättchen"]),
        ("Startspieler 1 Stein, jeder weitere einen mehr",
         ["1 Stein", "einen Stein mehr"]),
        ("vorderstes Plättchen kostenlos, übersprungene je 1 Stein",
         ["vorderste ist kostenlos", "übersprungene Plättchen"]),
        ("an die Stadt anlegen oder höhere Ebene, komplett unterfüttert, zwei Plättchen",
         ["mindestens einer Kante", "komplett unterfüttert", "zwei verschiedenen Plättchen"]),
        ("kongruentes Aufeinanderlegen nicht erlaubt", ["kongruentes Aufeinanderlegen"]),
        ("überdeckte Felder zählen nicht, Steinbruch bringt Stein",
         ["Überdeckte Felder", "Steinbruch", "Stein aus dem Vorrat"]),
        ("Angebot erst bei einem Plättchen aufgefüllt, Rest wird vorderstes, neuer Startspieler",
         ["nicht aufgefüllt", "vordersten Plättchen", "nächsten Spieler"]),
        ("Ende, wenn kein Stapel mehr", ["kein Stapel mehr"]),
        ("nur Farben mit sichtbarer Agora, von oben gesehen",
         ["mindestens eine Agora sichtbar", "von oben"]),
        ("Wert = Ebene mal Sterne", ["Ebene", "×"]),
        ("Wohnviertel: größte zusammenhängende Fläche, auch über Ebenen",
         ["größte zusammenhängende Fläche", "verschiedene Ebenen"]),
        ("Marktviertel: keine zwei nebeneinander", ["Marktviertel", "Einzelfeld"]),
        ("Kasernen am Rand", ["Kaserne", "Rand der Stadt"]),
        ("Tempel komplett umschlossen", ["Tempel", "komplett mit Plättchen umschlossen"]),
        ("Gärten ohne Ansprüche", ["Gärten", "keine besonderen Ansprüche"]),
        ("Agora ohne Bedingung und ohne Ebenenbonus",
         ["nur für\nViertel", "steigt nicht"]),
        ("übrige Steine 1 Punkt", ["übrige Stein", "1 Punkt"]),
        ("Variante: Punkte verdoppeln, z. B. Wohngebiet mit 10 Punkten, Markt neben Agora",
         ["verdoppeln", "mindestens 10 Punkte", "farblich passenden Agora"]),
    ],
    "castles_of_mad_king_ludwig": [
        ("Spielplan nach Spielerzahl", ["Seite für eure Spielerzahl"]),
        ("Raumkarten und Bonuskarten gemischt, Räume nach Größe in Stapeln",
         ["Raumkarten", "Bonuskarten", "nach Größe sortiert"]),
        ("ein Wunsch des Königs je Spieler", ["Wunsch des Königs"]),
        ("Eingangshalle, drei Bonuskarten, zwei behalten, 15.000 Mark",
         ["Eingangshalle", "3 geheime", "2 behält", "15.000 Mark"]),
        ("5, 6 oder 7 Raumkarten aufgedeckt", ["5, 6 oder 7 Raumkarten"]),
        ("Baumeister-Spielstein an Startspieler", ["Baumeister-Spielstein"]),
        ("freie Felder auffüllen, Räume zu beliebigen Preisen, ein Raum je Preis",
         ["freie Preisfelder", "ein Raum je\n   Preis"]),
        ("Karte einer nicht vorrätigen Größe: neue ziehen", ["nicht mehr vorrätig"]),
        ("ab links vom Baumeister kaufen, an den Baumeister zahlen",
         ["links vom Baumeister", "an den Baumeister"]),
        ("passen: 5.000 Mark", ["5.000 Mark"]),
        ("Baumeister kauft zuletzt und zahlt an die Bank", ["als Letzter", "an die Bank"]),
        ("unverkaufte Räume erhalten 1.000-Mark-Münze", ["1.000-Mark-Münze"]),
        ("sofort einbauen und werten", ["sofort in dein Schloss ein"]),
        ("nur kaufen, was regelkonform passt", ["regelkonformen Platz"]),
        ("Tür an Tür, Wände dürfen Türen zubauen, nie überlappen, 90 Grad",
         ["an eine offene Tür", "zubauen", "überlappen", "90°"]),
        ("Ausgang nötig, Innenhof zählt nicht", ["Ausgang", "Innenhof"]),
        ("Keller nur über Treppen, berühren, nicht verbinden",
         ["Kellerräume", "Treppen", "nie über Türen"]),
        ("Punkte des Raums, Symbole, Freizeiträume Minuspunkte, Verbindungen",
         ["aufgedruckten Punkte", "Freizeiträume", "Minuspunkten", "verbundenem"]),
        ("Nachbarräume bekommen Punkte oder Mali", ["Bonus oder Malus"]),
        ("fertiggestellt, wenn alle Türen verbunden: Bonus", ["fertiggestellt", "Belohnung"]),
        ("Ende, wenn Raumkartenstapel aufgebraucht; Ablagestapel mischen",
         ["Raumkartenstapel aufgebraucht", "Ablagestapel"]),
        ("Abschlusswertung: Wünsche, 2 Punkte je aufgebrauchtem Stapel, Bonuskarten, 10.000 Mark",
         ["Abschlusswertung", "2 Punkte je gebautem Raum", "Bonuskarten",
          "1 Punkt je 10.000 Mark"]),
        ("Gleichstand: größtes Schloss", ["größere Schloss", "Raumgrößen"]),
    ],
    "rococo": [
        ("Spielplan nach Spielerzahl", ["für die Spielerzahl passenden Seite"]),
        ("Mitarbeiterkarten Stufen 1 bis 6 sortiert, Stufe 1 oben",
         ["Stufen 1 bis\n6", "Stufe 1\noben"]),
        ("Rohstoff- und Kleiderplättchen in Beuteln", ["Rohstoffplättchen", "Kleiderplättchen",
                                                      "Beutel"]),
        ("Spielerablage, 5 Basis-Arbeiterkarten, Besitzmarker, 15 Livre, Spitze, Garn",
         ["Spielerablage", "Basis-Arbeiterkarten", "Besitzmarker", "15 Livre", "1 Spitze",
          "1 Garn"]),
        ("sieben Runden", ["7 Runden"]),
        ("4 neue Arbeiterkarten, Schubladen füllen, Kleider nach rechts, zwei rechts entfernt",
         ["4 neue Mitarbeiterkarten", "Schubladen", "nach rechts", "ganz rechts"]),
        ("helle Entwurfseite oben", ["hellen Entwurfseite"]),
        ("Gunst zurück, Startspieler", ["Gunst der Königin", "Startspieler"]),
        ("drei Karten aussuchen, Rest zurück; Ablage wird neuer Vorrat",
         ["drei davon", "abgelegten Karten werden zum neuen Vorrat"]),
        ("Karte: Person (Meister, Geselle, Lehrling) und Bonusaktion, erst Haupt-, dann Bonus",
         ["Meister, Geselle oder Lehrling", "Bonusaktion", "zuerst die Hauptaktion",
          "verzichten"]),
        ("Gunst der Königin: einmal pro Runde, Meister oder Geselle, 5 Geld",
         ["einmal pro Runde", "+5 Livre"]),
        ("Rohstoffe: 0 bis 2 Geld, Stoffballen behalten oder Spitze/Garn",
         ["2 / 1 / 0 Livre", "Stoffballen", "Garn und Spitze"]),
        ("Schneidern: Meister oder Geselle, Stoffe, Spitze, Garn, Geld; manche nur Meister",
         ["Kleidungsstück schneidern", "Fingerhut", "überzähliger Stoff"]),
        ("verkaufen oder verleihen in einen Saal, Bonus sofort, Meisterfelder",
         ["verkaufen", "verleihen", "Saal", "Meisterfeld", "sofort"]),
        ("Mitarbeiter einstellen: nur Meister, bis 5 Geld, zusätzliche Aktion",
         ["Mitarbeiter einstellen", "5 / 3 / 1 / 0 Livre", "zusätzliche Aktion"]),
        ("Mitarbeiter entsenden: Karte aus dem Spiel, Geld, letztmalig Bonus",
         ["Mitarbeiter entsenden", "aus dem Spiel entfernt", "letztmalig"]),
        ("Ausstattung: Feuerwerk, Musiker, Statuen, Küche (Einkommen)",
         ["Ausstattung finanzieren", "Feuerwerk", "Musiker", "Statue", "Küche",
          "Einkommen"]),
        ("alle Säle: Marker in die Alle-Säle-Sektion", ["„Alle Säle“-Sektion"]),
        ("Einkommen: 5 Livre, linke Küchenhälfte je Ausstattung, rechte je Kleid",
         ["5 Livre", "linken Küchenhälfte", "rechten Küchenhälfte"]),
        ("Endwertung: je 10 Geld 1 Punkt, Karten, Säle (meiste, zweitmeiste)",
         ["1 Siegpunkt je 10 Livre", "die meisten Kleider", "zweitmeisten"]),
        ("Gleichstand im Saal: Meisterfelder, dann Musiker",
         ["mehr Kleider auf Meisterfeldern", "Musikers"]),
        ("Feuerwerk-Wertung, Terrasse mit Kleidern aus dem Thronsaal, ×2/×3",
         ["Feuerwerk", "Thronsaal", "×2 oder ×3"]),
        ("Statuen: 2 Punkte je Kleiderfarbe, jedes Kleid einmal",
         ["2 Punkte\n   je Kleiderfarbe", "nur einmal"]),
        ("Gleichstand: Restgeld", ["Restgeld"]),
        ("Mini-Add-ons und Solo-Variante", ["Mini-Add-on", "Solospiel"]),
        ("Schmuckkästchen: Schmuckstück bei Verleih, Gesellen-/Meisterprüfung",
         ["Schmuckkästchen", "Schmuckstück", "Gesellenprüfung", "Meisterprüfung"]),
    ],
    "bruxelles_1897": [
        ("Leisten: Siegpunkte, Einfluss, Prestige, Architektur; Rundenanzeige mit vier Feldern",
         ["Siegpunkteleiste", "Einfluss", "Prestige", "Architektur",
          "Rundenanzeige mit vier Feldern"]),
        ("Karten-Set und Mäzen-Karte, offene Auslage", ["Karten-Set", "Mäzen",
                                                       "offene Auslage"]),
        ("Brüssel-Karten und Gefängnis offen, Startspieler-Karte Manneken Pis",
         ["Brüssel-Karten", "Gefängnis", "Manneken Pis"]),
        ("4-7 belgische Franken nach Position", ["4, 5, 6, 7", "belgische Franken"]),
        ("Karten unter die Justiz", ["Justiz"]),
        ("Jugendstil-Auslage aus Stapeln mit Ausstellungskarte, Bonuskarten als letzte Reihe",
         ["Jugendstil-Auslage", "Ausstellungskarte", "letzte Reihe", "Bonuskarte"]),
        ("vier Runden", ["4 Runden"]),
        ("Vorbereitung ab Runde 2: Mäzene wieder bereit, Karten zurück",
         ["Runden 2–4", "Mäzene", "wieder bereit"]),
        ("reihum eine Aktion in Brüssel oder auf dem Jugendstiltableau",
         ["genau eines davon", "Brüssel-Karte", "Auslage"]),
        ("Architekten mit Vorder- und Rückseite", ["Vorder- und\n  Rückseite"]),
        ("Brüssel: mindestens einen Wert mehr als der Vorgänger",
         ["mindestens einen\nWert mehr"]),
        ("Brüssel: Geld, Mäzene aktivieren, Karten ziehen", ["Börse", "Rathaus", "Ziehe"]),
        ("Karte nehmen, eigenen Architekten hinlegen, Wert frei wählen = Geld",
         ["frei, er bestimmt auch das Geld"]),
        ("Wappen aus vier Ecken, höchster Wert gewinnt Mehrheit",
         ["Wappen", "bunten Ecken", "Mehrheit im Wappen"]),
        ("Kunstwerk sammeln, verkaufen, Baustoffe, bauen, Ausstellung, Mäzen",
         ["Kunstwerk", "Verkauf", "Baustoff", "Gebäude", "Ausstellung", "Mäzen"]),
        ("Passen: Erster 3 Geld, weitere 1", ["zuerst passt, erhält 3 Franken",
                                             "jeder weitere erhält 1 Franken"]),
        ("Rundenwertung: erst Spalten (Bonuskarte), dann Wappen (Prestige), dann Brüssel",
         ["Spalten", "Bonuskarte darunter", "Stufe auf der\nPrestigeleiste", "Gefängnis"]),
        ("Brüssel: meiste Karten muss Architekten ins Gefängnis stecken",
         ["die meisten Architektenkarten", "ins Gefängnis stecken"]),
        ("Endwertung: Geld je Mäzen, Gebäude nach Architekturleiste, Übriges, untere Hälfte",
         ["2 Franken je Mäzen", "Architekturleiste", "je Baustoffkarte und je Kunstwerk",
          "**untere** Hälfte"]),
        ("2-Spieler-Anpassung", ["2-Spieler-Anpassung"]),
    ],
}


def _rules(game: str, suffix: str = "") -> str:
    return (ASSETS / game / f"rules{suffix}.md").read_text(encoding="utf-8")


def _squash(text: str) -> str:
    """Line breaks and indentation count as one space (the rules are wrapped)."""
    return re.sub(r"\s+", " ", text).lower()


@pytest.mark.parametrize("game", GAMES)
def test_every_statement_of_the_german_summary_is_in_the_german_rules(game):
    text = _squash(_rules(game, ".de"))
    missing = [(statement, word) for statement, words in SEED_STATEMENTS.get(game, [])
               for word in words if _squash(word) not in text]
    assert not missing


@pytest.mark.parametrize("game", GAMES)
def test_the_german_rules_have_the_english_headings_in_order(game):
    def headings(text: str) -> list[int]:
        return [len(m.group(1)) for m in re.finditer(r"^(#+) \S", text, re.M)]

    english, german = headings(_rules(game)), headings(_rules(game, ".de"))
    assert german == english and len(english) >= 8


@pytest.mark.parametrize("game", GAMES)
def test_the_glossary_is_the_vocabulary_of_the_german_rules(game):
    with open(ASSETS / game / "glossary.tsv", encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    assert len(rows) >= 15
    assert all(row["english"].strip() and row["german"].strip() for row in rows)
    text = _squash(_rules(game, ".de"))
    assert [row["german"] for row in rows if _squash(row["german"]) not in text] == []
