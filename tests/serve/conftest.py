"""The browser and server of the browser tests: Debian's Chromium, headless, and
`boardgames serve` on a free port of 127.0.0.1."""

from __future__ import annotations

import os
import signal

import pytest

from .browser import Server, chromium, missing_browser


@pytest.fixture(scope="module")
def driver():
    why = missing_browser()
    if why:
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI=true, so the browser test must run: {why}")
        pytest.skip(why)
    browser = chromium()
    yield browser
    browser.quit()


@pytest.fixture
def server(home):
    served = Server(home)
    yield served
    served.stop(signal.SIGINT)


