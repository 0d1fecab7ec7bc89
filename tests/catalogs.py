"""The translation catalogs: extract, update, compile, check (Babel; a developer's tool).

    python -m tests.catalogs update [DOMAIN ...]   extract the marked texts into every .po
    python -m tests.catalogs compile               .po -> .mo (shipped in the wheel)
    python -m tests.catalogs check                 what is missing or wrong; status 1 if any
    python -m tests.catalogs extract DOMAIN        the domain's template (.pot) on stdout

Domains (engine/i18n.py): `boardgames` reads `boardgames_tui/*.py`, `engine/` and `ui/`;
each game's domain reads `boardgames_tui/games/<package>/` and gets the title, description
and blurb of the game's entry in `boardgames_tui/games/__init__.py` as well. Marked texts
are the arguments of `_()`, `N_()` and `ngettext()`; a comment starting `Translators:` on
the line above is passed on to the .po. The app itself never imports Babel: the compiled
`.mo` files are committed beside their `.po`, and `check` (run by the test suite) fails when
one is out of date.
"""

from __future__ import annotations

import io
import re
import string
import sys
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from boardgames_tui import __version__
from boardgames_tui.engine import i18n

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "boardgames_tui"
ENTRIES_FILE = "boardgames_tui/games/__init__.py"
FIXED_DATE = datetime(2026, 1, 1, tzinfo=UTC)  # no churn of the header at each update
TRANSLATED = [code for code in i18n.LANGUAGES if code != i18n.DEFAULT]


def domains() -> list[str]:
    from boardgames_tui.engine.registry import entries

    return [i18n.SHELL, *(i18n.domain_of(e) for e in entries())]


def source_files(domain: str) -> list[Path]:
    if domain == i18n.SHELL:
        files = [*PACKAGE.glob("*.py"), *(PACKAGE / "engine").rglob("*.py"),
                 *(PACKAGE / "ui").rglob("*.py")]
    else:
        files = list((PACKAGE / "games" / domain).rglob("*.py"))
    return sorted(files)


def po_path(domain: str, code: str) -> Path:
    return i18n.LOCALE_DIR / code / "LC_MESSAGES" / f"{domain}.po"


def extract(domain: str) -> Catalog:
    """The domain's template: every marked text of its sources, with where it is."""
    template = Catalog(domain=domain, project="boardgames-tui", version=__version__,
                       creation_date=FIXED_DATE, fuzzy=False)
    for path in source_files(domain):
        rel = path.relative_to(ROOT).as_posix()
        for lineno, message, comments, context in extract_from_file(
                "python", path, keywords=DEFAULT_KEYWORDS, comment_tags=("Translators:",),
                strip_comment_tags=True):
            template.add(message, locations=[(rel, lineno)], auto_comments=comments,
                         context=context)
    if domain != i18n.SHELL:
        from boardgames_tui.engine.registry import entries

        for entry in entries():
            if i18n.domain_of(entry) == domain:
                for text in (entry.title, entry.description, entry.blurb):
                    if text:
                        template.add(text, locations=[(ENTRIES_FILE, None)],
                                     auto_comments=[f"the entry of {entry.id} in the game list"])
    return template


def _new_catalog(domain: str, code: str) -> Catalog:
    header = (f"# {i18n.LANGUAGES[code]} texts of boardgames-tui, domain {domain}.\n"
              f"# Fill in the msgstr lines; `python -m tests.catalogs update` merges new texts "
              f"in,\n# `compile` makes the .mo beside this file, `check` finds what is missing.")
    return Catalog(locale=code, domain=domain, project="boardgames-tui", version=__version__,
                   header_comment=header, msgid_bugs_address="",
                   creation_date=FIXED_DATE, revision_date=FIXED_DATE,
                   last_translator="boardgames-tui", language_team=i18n.LANGUAGES[code],
                   fuzzy=False)


def update(selected: list[str] | None = None) -> list[Path]:
    """Merge each domain's template into its .po files (new ones are created); texts no
    longer in the sources are kept as obsolete entries for reuse."""
    written = []
    for domain in selected or domains():
        template = extract(domain)
        for code in TRANSLATED:
            path = po_path(domain, code)
            if path.exists():
                with path.open("rb") as fh:
                    catalog = read_po(fh, locale=code, domain=domain)
            else:
                catalog = _new_catalog(domain, code)
            catalog.update(template, no_fuzzy_matching=True, update_header_comment=False)
            catalog.creation_date = FIXED_DATE
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("wb") as fh:
                write_po(fh, catalog, width=100, sort_by_file=True, include_lineno=False)
            written.append(path)
    return written


def _read(path: Path) -> Catalog:
    with path.open("rb") as fh:
        return read_po(fh, locale=path.parent.parent.name, domain=path.stem)


def _compiled(path: Path) -> bytes:
    out = io.BytesIO()
    write_mo(out, _read(path), use_fuzzy=False)
    return out.getvalue()


def compile_all() -> list[Path]:
    written = []
    for path in sorted(i18n.LOCALE_DIR.glob("*/LC_MESSAGES/*.po")):
        mo = path.with_suffix(".mo")
        mo.write_bytes(_compiled(path))
        written.append(mo)
    return written


_PERCENT = re.compile(r"%(?:\((\w+)\))?[#0+-]*\d*(?:\.\d+)?([sdrifxeEgGc%])")


def placeholders(text: str) -> list[str]:
    """The named placeholders of a message, sorted: `{name}` fields and `%(name)s` / `%s`
    conversions (Python's own messages, argparse's, use these)."""
    found = [name for _, name, _, _ in string.Formatter().parse(text) if name is not None]
    found += [f"%({m.group(1)})" if m.group(1) else f"%{m.group(2)}"
              for m in _PERCENT.finditer(text) if m.group(2) != "%"]
    return sorted(found)


def problems_of(path: Path, template: Catalog | None) -> list[str]:
    """What is wrong with one .po: untranslated or fuzzy texts, placeholders that differ
    from the English (each plural form), texts the sources mark that it lacks or it has
    that the sources no longer mark, a .mo that is not its compiled self."""
    found = []
    rel = path.relative_to(ROOT)
    catalog = _read(path)
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        where = f"{rel}: {ids[0]!r}"
        if not all(forms):
            found.append(f"{where} has no translation")
            continue
        if message.fuzzy:
            found.append(f"{where} is marked fuzzy")
        for number, form in enumerate(forms):
            english = ids[min(number, len(ids) - 1)]
            try:
                if placeholders(form) != placeholders(english):
                    found.append(f"{where}: form {number} has the placeholders "
                                 f"{placeholders(form)}, the English {placeholders(english)}")
            except ValueError as exc:
                found.append(f"{where}: form {number} is not a valid format ({exc})")
    if template is not None:
        have = {m.id for m in catalog if m.id}
        wanted = {m.id for m in template if m.id}
        found += [f"{rel} lacks {mid!r} (run `python -m tests.catalogs update`)"
                  for mid in sorted(wanted - have, key=str)]
        found += [f"{rel} has {mid!r}, which no source marks any more (update)"
                  for mid in sorted(have - wanted, key=str)]
    mo = path.with_suffix(".mo")
    if not mo.is_file() or mo.read_bytes() != _compiled(path):
        found.append(f"{mo.relative_to(ROOT)} is not compiled from its .po "
                     f"(run `python -m tests.catalogs compile`)")
    return found


_IN_FSTRING = re.compile(r"""\{\s*(?:_|N_|ngettext|pgettext)\(""")


def hidden_marks(domain: str) -> list[str]:
    """Marked texts inside f-string braces, which extraction cannot see (Python 3.11
    tokenises an f-string as one string)."""
    found = []
    for path in source_files(domain):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if _IN_FSTRING.search(line):
                found.append(f"{path.relative_to(ROOT)}:{number}: a marked text inside an "
                             f"f-string is not extracted; mark it outside the f-string")
    return found


def check() -> list[str]:
    found = []
    for domain in domains():
        found += hidden_marks(domain)
        template = extract(domain)
        for code in TRANSLATED:
            path = po_path(domain, code)
            if path.exists():
                found += problems_of(path, template)
            elif len(template):
                found.append(f"{path.relative_to(ROOT)} is missing (update)")
    return found


def main(argv: list[str]) -> int:
    command, *rest = argv or ["help"]
    if command == "update":
        for path in update(rest or None):
            print(f"updated {path.relative_to(ROOT)}")
    elif command == "compile":
        for path in compile_all():
            print(f"compiled {path.relative_to(ROOT)}")
    elif command == "check":
        found = check()
        print("\n".join(found) or "every catalog is complete and compiled")
        return 1 if found else 0
    elif command == "extract" and len(rest) == 1:
        out = io.BytesIO()
        write_po(out, extract(rest[0]), width=100, sort_by_file=True, include_lineno=False)
        sys.stdout.write(out.getvalue().decode("utf-8"))
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
