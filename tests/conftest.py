"""Every test gets its own save folder, so no test sees another's saves or the user's, and
runs in English unless it asks for German (`i18n.set_language("de")`, or the `german`
fixture)."""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

settings.register_profile("ci", max_examples=30, deadline=None, derandomize=True)
settings.register_profile("dev", max_examples=30, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture(autouse=True)
def english(monkeypatch):
    """English, whatever the machine's locale: the language variables cleared."""
    from boardgames_tui.engine import i18n

    for name in i18n.ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)
    i18n.set_language(i18n.DEFAULT)
    yield
    i18n.set_language(i18n.DEFAULT)


@pytest.fixture
def german():
    from boardgames_tui.engine import i18n

    i18n.set_language("de")


def pytest_collection_modifyitems(config, items):
    """Mark the tests that drive the app (`ui`: they run a Textual app, a snapshot or a
    browser), so `make test-fast` can run the rest, the rules layer and the command
    line, in under a minute."""
    import inspect

    for item in items:
        function = getattr(item, "function", None)
        path = str(item.path)
        if (function is not None and inspect.iscoroutinefunction(function)) \
                or "snap_compare" in getattr(item, "fixturenames", ()) \
                or "/tests/ui/" in path or "/tests/serve/" in path:
            item.add_marker(pytest.mark.ui)
